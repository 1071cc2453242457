#!/usr/bin/env node
/******/ (() => { // webpackBootstrap
/******/ 	var __webpack_modules__ = ({

/***/ 2400:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.createFileSystemAdapter = exports.FILE_SYSTEM_ADAPTER = void 0;
const fs = __nccwpck_require__(9896);
exports.FILE_SYSTEM_ADAPTER = {
    lstat: fs.lstat,
    stat: fs.stat,
    lstatSync: fs.lstatSync,
    statSync: fs.statSync,
    readdir: fs.readdir,
    readdirSync: fs.readdirSync
};
function createFileSystemAdapter(fsMethods) {
    if (fsMethods === undefined) {
        return exports.FILE_SYSTEM_ADAPTER;
    }
    return Object.assign(Object.assign({}, exports.FILE_SYSTEM_ADAPTER), fsMethods);
}
exports.createFileSystemAdapter = createFileSystemAdapter;


/***/ }),

/***/ 2479:
/***/ ((__unused_webpack_module, exports) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.IS_SUPPORT_READDIR_WITH_FILE_TYPES = void 0;
const NODE_PROCESS_VERSION_PARTS = process.versions.node.split('.');
if (NODE_PROCESS_VERSION_PARTS[0] === undefined || NODE_PROCESS_VERSION_PARTS[1] === undefined) {
    throw new Error(`Unexpected behavior. The 'process.versions.node' variable has invalid value: ${process.versions.node}`);
}
const MAJOR_VERSION = Number.parseInt(NODE_PROCESS_VERSION_PARTS[0], 10);
const MINOR_VERSION = Number.parseInt(NODE_PROCESS_VERSION_PARTS[1], 10);
const SUPPORTED_MAJOR_VERSION = 10;
const SUPPORTED_MINOR_VERSION = 10;
const IS_MATCHED_BY_MAJOR = MAJOR_VERSION > SUPPORTED_MAJOR_VERSION;
const IS_MATCHED_BY_MAJOR_AND_MINOR = MAJOR_VERSION === SUPPORTED_MAJOR_VERSION && MINOR_VERSION >= SUPPORTED_MINOR_VERSION;
/**
 * IS `true` for Node.js 10.10 and greater.
 */
exports.IS_SUPPORT_READDIR_WITH_FILE_TYPES = IS_MATCHED_BY_MAJOR || IS_MATCHED_BY_MAJOR_AND_MINOR;


/***/ }),

/***/ 7198:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Settings = exports.scandirSync = exports.scandir = void 0;
const async = __nccwpck_require__(7299);
const sync = __nccwpck_require__(7200);
const settings_1 = __nccwpck_require__(2501);
exports.Settings = settings_1.default;
function scandir(path, optionsOrSettingsOrCallback, callback) {
    if (typeof optionsOrSettingsOrCallback === 'function') {
        async.read(path, getSettings(), optionsOrSettingsOrCallback);
        return;
    }
    async.read(path, getSettings(optionsOrSettingsOrCallback), callback);
}
exports.scandir = scandir;
function scandirSync(path, optionsOrSettings) {
    const settings = getSettings(optionsOrSettings);
    return sync.read(path, settings);
}
exports.scandirSync = scandirSync;
function getSettings(settingsOrOptions = {}) {
    if (settingsOrOptions instanceof settings_1.default) {
        return settingsOrOptions;
    }
    return new settings_1.default(settingsOrOptions);
}


/***/ }),

/***/ 7299:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.readdir = exports.readdirWithFileTypes = exports.read = void 0;
const fsStat = __nccwpck_require__(1470);
const rpl = __nccwpck_require__(2743);
const constants_1 = __nccwpck_require__(2479);
const utils = __nccwpck_require__(1144);
const common = __nccwpck_require__(770);
function read(directory, settings, callback) {
    if (!settings.stats && constants_1.IS_SUPPORT_READDIR_WITH_FILE_TYPES) {
        readdirWithFileTypes(directory, settings, callback);
        return;
    }
    readdir(directory, settings, callback);
}
exports.read = read;
function readdirWithFileTypes(directory, settings, callback) {
    settings.fs.readdir(directory, { withFileTypes: true }, (readdirError, dirents) => {
        if (readdirError !== null) {
            callFailureCallback(callback, readdirError);
            return;
        }
        const entries = dirents.map((dirent) => ({
            dirent,
            name: dirent.name,
            path: common.joinPathSegments(directory, dirent.name, settings.pathSegmentSeparator)
        }));
        if (!settings.followSymbolicLinks) {
            callSuccessCallback(callback, entries);
            return;
        }
        const tasks = entries.map((entry) => makeRplTaskEntry(entry, settings));
        rpl(tasks, (rplError, rplEntries) => {
            if (rplError !== null) {
                callFailureCallback(callback, rplError);
                return;
            }
            callSuccessCallback(callback, rplEntries);
        });
    });
}
exports.readdirWithFileTypes = readdirWithFileTypes;
function makeRplTaskEntry(entry, settings) {
    return (done) => {
        if (!entry.dirent.isSymbolicLink()) {
            done(null, entry);
            return;
        }
        settings.fs.stat(entry.path, (statError, stats) => {
            if (statError !== null) {
                if (settings.throwErrorOnBrokenSymbolicLink) {
                    done(statError);
                    return;
                }
                done(null, entry);
                return;
            }
            entry.dirent = utils.fs.createDirentFromStats(entry.name, stats);
            done(null, entry);
        });
    };
}
function readdir(directory, settings, callback) {
    settings.fs.readdir(directory, (readdirError, names) => {
        if (readdirError !== null) {
            callFailureCallback(callback, readdirError);
            return;
        }
        const tasks = names.map((name) => {
            const path = common.joinPathSegments(directory, name, settings.pathSegmentSeparator);
            return (done) => {
                fsStat.stat(path, settings.fsStatSettings, (error, stats) => {
                    if (error !== null) {
                        done(error);
                        return;
                    }
                    const entry = {
                        name,
                        path,
                        dirent: utils.fs.createDirentFromStats(name, stats)
                    };
                    if (settings.stats) {
                        entry.stats = stats;
                    }
                    done(null, entry);
                });
            };
        });
        rpl(tasks, (rplError, entries) => {
            if (rplError !== null) {
                callFailureCallback(callback, rplError);
                return;
            }
            callSuccessCallback(callback, entries);
        });
    });
}
exports.readdir = readdir;
function callFailureCallback(callback, error) {
    callback(error);
}
function callSuccessCallback(callback, result) {
    callback(null, result);
}


/***/ }),

/***/ 770:
/***/ ((__unused_webpack_module, exports) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.joinPathSegments = void 0;
function joinPathSegments(a, b, separator) {
    /**
     * The correct handling of cases when the first segment is a root (`/`, `C:/`) or UNC path (`//?/C:/`).
     */
    if (a.endsWith(separator)) {
        return a + b;
    }
    return a + separator + b;
}
exports.joinPathSegments = joinPathSegments;


/***/ }),

/***/ 7200:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.readdir = exports.readdirWithFileTypes = exports.read = void 0;
const fsStat = __nccwpck_require__(1470);
const constants_1 = __nccwpck_require__(2479);
const utils = __nccwpck_require__(1144);
const common = __nccwpck_require__(770);
function read(directory, settings) {
    if (!settings.stats && constants_1.IS_SUPPORT_READDIR_WITH_FILE_TYPES) {
        return readdirWithFileTypes(directory, settings);
    }
    return readdir(directory, settings);
}
exports.read = read;
function readdirWithFileTypes(directory, settings) {
    const dirents = settings.fs.readdirSync(directory, { withFileTypes: true });
    return dirents.map((dirent) => {
        const entry = {
            dirent,
            name: dirent.name,
            path: common.joinPathSegments(directory, dirent.name, settings.pathSegmentSeparator)
        };
        if (entry.dirent.isSymbolicLink() && settings.followSymbolicLinks) {
            try {
                const stats = settings.fs.statSync(entry.path);
                entry.dirent = utils.fs.createDirentFromStats(entry.name, stats);
            }
            catch (error) {
                if (settings.throwErrorOnBrokenSymbolicLink) {
                    throw error;
                }
            }
        }
        return entry;
    });
}
exports.readdirWithFileTypes = readdirWithFileTypes;
function readdir(directory, settings) {
    const names = settings.fs.readdirSync(directory);
    return names.map((name) => {
        const entryPath = common.joinPathSegments(directory, name, settings.pathSegmentSeparator);
        const stats = fsStat.statSync(entryPath, settings.fsStatSettings);
        const entry = {
            name,
            path: entryPath,
            dirent: utils.fs.createDirentFromStats(name, stats)
        };
        if (settings.stats) {
            entry.stats = stats;
        }
        return entry;
    });
}
exports.readdir = readdir;


/***/ }),

/***/ 2501:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
const path = __nccwpck_require__(6928);
const fsStat = __nccwpck_require__(1470);
const fs = __nccwpck_require__(2400);
class Settings {
    constructor(_options = {}) {
        this._options = _options;
        this.followSymbolicLinks = this._getValue(this._options.followSymbolicLinks, false);
        this.fs = fs.createFileSystemAdapter(this._options.fs);
        this.pathSegmentSeparator = this._getValue(this._options.pathSegmentSeparator, path.sep);
        this.stats = this._getValue(this._options.stats, false);
        this.throwErrorOnBrokenSymbolicLink = this._getValue(this._options.throwErrorOnBrokenSymbolicLink, true);
        this.fsStatSettings = new fsStat.Settings({
            followSymbolicLink: this.followSymbolicLinks,
            fs: this.fs,
            throwErrorOnBrokenSymbolicLink: this.throwErrorOnBrokenSymbolicLink
        });
    }
    _getValue(option, value) {
        return option !== null && option !== void 0 ? option : value;
    }
}
exports["default"] = Settings;


/***/ }),

/***/ 5497:
/***/ ((__unused_webpack_module, exports) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.createDirentFromStats = void 0;
class DirentFromStats {
    constructor(name, stats) {
        this.name = name;
        this.isBlockDevice = stats.isBlockDevice.bind(stats);
        this.isCharacterDevice = stats.isCharacterDevice.bind(stats);
        this.isDirectory = stats.isDirectory.bind(stats);
        this.isFIFO = stats.isFIFO.bind(stats);
        this.isFile = stats.isFile.bind(stats);
        this.isSocket = stats.isSocket.bind(stats);
        this.isSymbolicLink = stats.isSymbolicLink.bind(stats);
    }
}
function createDirentFromStats(name, stats) {
    return new DirentFromStats(name, stats);
}
exports.createDirentFromStats = createDirentFromStats;


/***/ }),

/***/ 1144:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.fs = void 0;
const fs = __nccwpck_require__(5497);
exports.fs = fs;


/***/ }),

/***/ 4368:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.createFileSystemAdapter = exports.FILE_SYSTEM_ADAPTER = void 0;
const fs = __nccwpck_require__(9896);
exports.FILE_SYSTEM_ADAPTER = {
    lstat: fs.lstat,
    stat: fs.stat,
    lstatSync: fs.lstatSync,
    statSync: fs.statSync
};
function createFileSystemAdapter(fsMethods) {
    if (fsMethods === undefined) {
        return exports.FILE_SYSTEM_ADAPTER;
    }
    return Object.assign(Object.assign({}, exports.FILE_SYSTEM_ADAPTER), fsMethods);
}
exports.createFileSystemAdapter = createFileSystemAdapter;


/***/ }),

/***/ 1470:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.statSync = exports.stat = exports.Settings = void 0;
const async = __nccwpck_require__(1539);
const sync = __nccwpck_require__(6544);
const settings_1 = __nccwpck_require__(4853);
exports.Settings = settings_1.default;
function stat(path, optionsOrSettingsOrCallback, callback) {
    if (typeof optionsOrSettingsOrCallback === 'function') {
        async.read(path, getSettings(), optionsOrSettingsOrCallback);
        return;
    }
    async.read(path, getSettings(optionsOrSettingsOrCallback), callback);
}
exports.stat = stat;
function statSync(path, optionsOrSettings) {
    const settings = getSettings(optionsOrSettings);
    return sync.read(path, settings);
}
exports.statSync = statSync;
function getSettings(settingsOrOptions = {}) {
    if (settingsOrOptions instanceof settings_1.default) {
        return settingsOrOptions;
    }
    return new settings_1.default(settingsOrOptions);
}


/***/ }),

/***/ 1539:
/***/ ((__unused_webpack_module, exports) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.read = void 0;
function read(path, settings, callback) {
    settings.fs.lstat(path, (lstatError, lstat) => {
        if (lstatError !== null) {
            callFailureCallback(callback, lstatError);
            return;
        }
        if (!lstat.isSymbolicLink() || !settings.followSymbolicLink) {
            callSuccessCallback(callback, lstat);
            return;
        }
        settings.fs.stat(path, (statError, stat) => {
            if (statError !== null) {
                if (settings.throwErrorOnBrokenSymbolicLink) {
                    callFailureCallback(callback, statError);
                    return;
                }
                callSuccessCallback(callback, lstat);
                return;
            }
            if (settings.markSymbolicLink) {
                stat.isSymbolicLink = () => true;
            }
            callSuccessCallback(callback, stat);
        });
    });
}
exports.read = read;
function callFailureCallback(callback, error) {
    callback(error);
}
function callSuccessCallback(callback, result) {
    callback(null, result);
}


/***/ }),

/***/ 6544:
/***/ ((__unused_webpack_module, exports) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.read = void 0;
function read(path, settings) {
    const lstat = settings.fs.lstatSync(path);
    if (!lstat.isSymbolicLink() || !settings.followSymbolicLink) {
        return lstat;
    }
    try {
        const stat = settings.fs.statSync(path);
        if (settings.markSymbolicLink) {
            stat.isSymbolicLink = () => true;
        }
        return stat;
    }
    catch (error) {
        if (!settings.throwErrorOnBrokenSymbolicLink) {
            return lstat;
        }
        throw error;
    }
}
exports.read = read;


/***/ }),

/***/ 4853:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
const fs = __nccwpck_require__(4368);
class Settings {
    constructor(_options = {}) {
        this._options = _options;
        this.followSymbolicLink = this._getValue(this._options.followSymbolicLink, true);
        this.fs = fs.createFileSystemAdapter(this._options.fs);
        this.markSymbolicLink = this._getValue(this._options.markSymbolicLink, false);
        this.throwErrorOnBrokenSymbolicLink = this._getValue(this._options.throwErrorOnBrokenSymbolicLink, true);
    }
    _getValue(option, value) {
        return option !== null && option !== void 0 ? option : value;
    }
}
exports["default"] = Settings;


/***/ }),

/***/ 9337:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Settings = exports.walkStream = exports.walkSync = exports.walk = void 0;
const async_1 = __nccwpck_require__(1936);
const stream_1 = __nccwpck_require__(8986);
const sync_1 = __nccwpck_require__(8769);
const settings_1 = __nccwpck_require__(244);
exports.Settings = settings_1.default;
function walk(directory, optionsOrSettingsOrCallback, callback) {
    if (typeof optionsOrSettingsOrCallback === 'function') {
        new async_1.default(directory, getSettings()).read(optionsOrSettingsOrCallback);
        return;
    }
    new async_1.default(directory, getSettings(optionsOrSettingsOrCallback)).read(callback);
}
exports.walk = walk;
function walkSync(directory, optionsOrSettings) {
    const settings = getSettings(optionsOrSettings);
    const provider = new sync_1.default(directory, settings);
    return provider.read();
}
exports.walkSync = walkSync;
function walkStream(directory, optionsOrSettings) {
    const settings = getSettings(optionsOrSettings);
    const provider = new stream_1.default(directory, settings);
    return provider.read();
}
exports.walkStream = walkStream;
function getSettings(settingsOrOptions = {}) {
    if (settingsOrOptions instanceof settings_1.default) {
        return settingsOrOptions;
    }
    return new settings_1.default(settingsOrOptions);
}


/***/ }),

/***/ 1936:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
const async_1 = __nccwpck_require__(1906);
class AsyncProvider {
    constructor(_root, _settings) {
        this._root = _root;
        this._settings = _settings;
        this._reader = new async_1.default(this._root, this._settings);
        this._storage = [];
    }
    read(callback) {
        this._reader.onError((error) => {
            callFailureCallback(callback, error);
        });
        this._reader.onEntry((entry) => {
            this._storage.push(entry);
        });
        this._reader.onEnd(() => {
            callSuccessCallback(callback, this._storage);
        });
        this._reader.read();
    }
}
exports["default"] = AsyncProvider;
function callFailureCallback(callback, error) {
    callback(error);
}
function callSuccessCallback(callback, entries) {
    callback(null, entries);
}


/***/ }),

/***/ 8986:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
const stream_1 = __nccwpck_require__(2203);
const async_1 = __nccwpck_require__(1906);
class StreamProvider {
    constructor(_root, _settings) {
        this._root = _root;
        this._settings = _settings;
        this._reader = new async_1.default(this._root, this._settings);
        this._stream = new stream_1.Readable({
            objectMode: true,
            read: () => { },
            destroy: () => {
                if (!this._reader.isDestroyed) {
                    this._reader.destroy();
                }
            }
        });
    }
    read() {
        this._reader.onError((error) => {
            this._stream.emit('error', error);
        });
        this._reader.onEntry((entry) => {
            this._stream.push(entry);
        });
        this._reader.onEnd(() => {
            this._stream.push(null);
        });
        this._reader.read();
        return this._stream;
    }
}
exports["default"] = StreamProvider;


/***/ }),

/***/ 8769:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
const sync_1 = __nccwpck_require__(3431);
class SyncProvider {
    constructor(_root, _settings) {
        this._root = _root;
        this._settings = _settings;
        this._reader = new sync_1.default(this._root, this._settings);
    }
    read() {
        return this._reader.read();
    }
}
exports["default"] = SyncProvider;


/***/ }),

/***/ 1906:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
const events_1 = __nccwpck_require__(4434);
const fsScandir = __nccwpck_require__(7198);
const fastq = __nccwpck_require__(3281);
const common = __nccwpck_require__(4449);
const reader_1 = __nccwpck_require__(5903);
class AsyncReader extends reader_1.default {
    constructor(_root, _settings) {
        super(_root, _settings);
        this._settings = _settings;
        this._scandir = fsScandir.scandir;
        this._emitter = new events_1.EventEmitter();
        this._queue = fastq(this._worker.bind(this), this._settings.concurrency);
        this._isFatalError = false;
        this._isDestroyed = false;
        this._queue.drain = () => {
            if (!this._isFatalError) {
                this._emitter.emit('end');
            }
        };
    }
    read() {
        this._isFatalError = false;
        this._isDestroyed = false;
        setImmediate(() => {
            this._pushToQueue(this._root, this._settings.basePath);
        });
        return this._emitter;
    }
    get isDestroyed() {
        return this._isDestroyed;
    }
    destroy() {
        if (this._isDestroyed) {
            throw new Error('The reader is already destroyed');
        }
        this._isDestroyed = true;
        this._queue.killAndDrain();
    }
    onEntry(callback) {
        this._emitter.on('entry', callback);
    }
    onError(callback) {
        this._emitter.once('error', callback);
    }
    onEnd(callback) {
        this._emitter.once('end', callback);
    }
    _pushToQueue(directory, base) {
        const queueItem = { directory, base };
        this._queue.push(queueItem, (error) => {
            if (error !== null) {
                this._handleError(error);
            }
        });
    }
    _worker(item, done) {
        this._scandir(item.directory, this._settings.fsScandirSettings, (error, entries) => {
            if (error !== null) {
                done(error, undefined);
                return;
            }
            for (const entry of entries) {
                this._handleEntry(entry, item.base);
            }
            done(null, undefined);
        });
    }
    _handleError(error) {
        if (this._isDestroyed || !common.isFatalError(this._settings, error)) {
            return;
        }
        this._isFatalError = true;
        this._isDestroyed = true;
        this._emitter.emit('error', error);
    }
    _handleEntry(entry, base) {
        if (this._isDestroyed || this._isFatalError) {
            return;
        }
        const fullpath = entry.path;
        if (base !== undefined) {
            entry.path = common.joinPathSegments(base, entry.name, this._settings.pathSegmentSeparator);
        }
        if (common.isAppliedFilter(this._settings.entryFilter, entry)) {
            this._emitEntry(entry);
        }
        if (entry.dirent.isDirectory() && common.isAppliedFilter(this._settings.deepFilter, entry)) {
            this._pushToQueue(fullpath, base === undefined ? undefined : entry.path);
        }
    }
    _emitEntry(entry) {
        this._emitter.emit('entry', entry);
    }
}
exports["default"] = AsyncReader;


/***/ }),

/***/ 4449:
/***/ ((__unused_webpack_module, exports) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.joinPathSegments = exports.replacePathSegmentSeparator = exports.isAppliedFilter = exports.isFatalError = void 0;
function isFatalError(settings, error) {
    if (settings.errorFilter === null) {
        return true;
    }
    return !settings.errorFilter(error);
}
exports.isFatalError = isFatalError;
function isAppliedFilter(filter, value) {
    return filter === null || filter(value);
}
exports.isAppliedFilter = isAppliedFilter;
function replacePathSegmentSeparator(filepath, separator) {
    return filepath.split(/[/\\]/).join(separator);
}
exports.replacePathSegmentSeparator = replacePathSegmentSeparator;
function joinPathSegments(a, b, separator) {
    if (a === '') {
        return b;
    }
    /**
     * The correct handling of cases when the first segment is a root (`/`, `C:/`) or UNC path (`//?/C:/`).
     */
    if (a.endsWith(separator)) {
        return a + b;
    }
    return a + separator + b;
}
exports.joinPathSegments = joinPathSegments;


/***/ }),

/***/ 5903:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
const common = __nccwpck_require__(4449);
class Reader {
    constructor(_root, _settings) {
        this._root = _root;
        this._settings = _settings;
        this._root = common.replacePathSegmentSeparator(_root, _settings.pathSegmentSeparator);
    }
}
exports["default"] = Reader;


/***/ }),

/***/ 3431:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
const fsScandir = __nccwpck_require__(7198);
const common = __nccwpck_require__(4449);
const reader_1 = __nccwpck_require__(5903);
class SyncReader extends reader_1.default {
    constructor() {
        super(...arguments);
        this._scandir = fsScandir.scandirSync;
        this._storage = [];
        this._queue = new Set();
    }
    read() {
        this._pushToQueue(this._root, this._settings.basePath);
        this._handleQueue();
        return this._storage;
    }
    _pushToQueue(directory, base) {
        this._queue.add({ directory, base });
    }
    _handleQueue() {
        for (const item of this._queue.values()) {
            this._handleDirectory(item.directory, item.base);
        }
    }
    _handleDirectory(directory, base) {
        try {
            const entries = this._scandir(directory, this._settings.fsScandirSettings);
            for (const entry of entries) {
                this._handleEntry(entry, base);
            }
        }
        catch (error) {
            this._handleError(error);
        }
    }
    _handleError(error) {
        if (!common.isFatalError(this._settings, error)) {
            return;
        }
        throw error;
    }
    _handleEntry(entry, base) {
        const fullpath = entry.path;
        if (base !== undefined) {
            entry.path = common.joinPathSegments(base, entry.name, this._settings.pathSegmentSeparator);
        }
        if (common.isAppliedFilter(this._settings.entryFilter, entry)) {
            this._pushToStorage(entry);
        }
        if (entry.dirent.isDirectory() && common.isAppliedFilter(this._settings.deepFilter, entry)) {
            this._pushToQueue(fullpath, base === undefined ? undefined : entry.path);
        }
    }
    _pushToStorage(entry) {
        this._storage.push(entry);
    }
}
exports["default"] = SyncReader;


/***/ }),

/***/ 244:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
const path = __nccwpck_require__(6928);
const fsScandir = __nccwpck_require__(7198);
class Settings {
    constructor(_options = {}) {
        this._options = _options;
        this.basePath = this._getValue(this._options.basePath, undefined);
        this.concurrency = this._getValue(this._options.concurrency, Number.POSITIVE_INFINITY);
        this.deepFilter = this._getValue(this._options.deepFilter, null);
        this.entryFilter = this._getValue(this._options.entryFilter, null);
        this.errorFilter = this._getValue(this._options.errorFilter, null);
        this.pathSegmentSeparator = this._getValue(this._options.pathSegmentSeparator, path.sep);
        this.fsScandirSettings = new fsScandir.Settings({
            followSymbolicLinks: this._options.followSymbolicLinks,
            fs: this._options.fs,
            pathSegmentSeparator: this._options.pathSegmentSeparator,
            stats: this._options.stats,
            throwErrorOnBrokenSymbolicLink: this._options.throwErrorOnBrokenSymbolicLink
        });
    }
    _getValue(option, value) {
        return option !== null && option !== void 0 ? option : value;
    }
}
exports["default"] = Settings;


/***/ }),

/***/ 748:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

"use strict";


const stringify = __nccwpck_require__(3317);
const compile = __nccwpck_require__(1113);
const expand = __nccwpck_require__(5290);
const parse = __nccwpck_require__(507);

/**
 * Expand the given pattern or create a regex-compatible string.
 *
 * ```js
 * const braces = require('braces');
 * console.log(braces('{a,b,c}', { compile: true })); //=> ['(a|b|c)']
 * console.log(braces('{a,b,c}')); //=> ['a', 'b', 'c']
 * ```
 * @param {String} `str`
 * @param {Object} `options`
 * @return {String}
 * @api public
 */

const braces = (input, options = {}) => {
  let output = [];

  if (Array.isArray(input)) {
    for (const pattern of input) {
      const result = braces.create(pattern, options);
      if (Array.isArray(result)) {
        output.push(...result);
      } else {
        output.push(result);
      }
    }
  } else {
    output = [].concat(braces.create(input, options));
  }

  if (options && options.expand === true && options.nodupes === true) {
    output = [...new Set(output)];
  }
  return output;
};

/**
 * Parse the given `str` with the given `options`.
 *
 * ```js
 * // braces.parse(pattern, [, options]);
 * const ast = braces.parse('a/{b,c}/d');
 * console.log(ast);
 * ```
 * @param {String} pattern Brace pattern to parse
 * @param {Object} options
 * @return {Object} Returns an AST
 * @api public
 */

braces.parse = (input, options = {}) => parse(input, options);

/**
 * Creates a braces string from an AST, or an AST node.
 *
 * ```js
 * const braces = require('braces');
 * let ast = braces.parse('foo/{a,b}/bar');
 * console.log(stringify(ast.nodes[2])); //=> '{a,b}'
 * ```
 * @param {String} `input` Brace pattern or AST.
 * @param {Object} `options`
 * @return {Array} Returns an array of expanded values.
 * @api public
 */

braces.stringify = (input, options = {}) => {
  if (typeof input === 'string') {
    return stringify(braces.parse(input, options), options);
  }
  return stringify(input, options);
};

/**
 * Compiles a brace pattern into a regex-compatible, optimized string.
 * This method is called by the main [braces](#braces) function by default.
 *
 * ```js
 * const braces = require('braces');
 * console.log(braces.compile('a/{b,c}/d'));
 * //=> ['a/(b|c)/d']
 * ```
 * @param {String} `input` Brace pattern or AST.
 * @param {Object} `options`
 * @return {Array} Returns an array of expanded values.
 * @api public
 */

braces.compile = (input, options = {}) => {
  if (typeof input === 'string') {
    input = braces.parse(input, options);
  }
  return compile(input, options);
};

/**
 * Expands a brace pattern into an array. This method is called by the
 * main [braces](#braces) function when `options.expand` is true. Before
 * using this method it's recommended that you read the [performance notes](#performance))
 * and advantages of using [.compile](#compile) instead.
 *
 * ```js
 * const braces = require('braces');
 * console.log(braces.expand('a/{b,c}/d'));
 * //=> ['a/b/d', 'a/c/d'];
 * ```
 * @param {String} `pattern` Brace pattern
 * @param {Object} `options`
 * @return {Array} Returns an array of expanded values.
 * @api public
 */

braces.expand = (input, options = {}) => {
  if (typeof input === 'string') {
    input = braces.parse(input, options);
  }

  let result = expand(input, options);

  // filter out empty strings if specified
  if (options.noempty === true) {
    result = result.filter(Boolean);
  }

  // filter out duplicates if specified
  if (options.nodupes === true) {
    result = [...new Set(result)];
  }

  return result;
};

/**
 * Processes a brace pattern and returns either an expanded array
 * (if `options.expand` is true), a highly optimized regex-compatible string.
 * This method is called by the main [braces](#braces) function.
 *
 * ```js
 * const braces = require('braces');
 * console.log(braces.create('user-{200..300}/project-{a,b,c}-{1..10}'))
 * //=> 'user-(20[0-9]|2[1-9][0-9]|300)/project-(a|b|c)-([1-9]|10)'
 * ```
 * @param {String} `pattern` Brace pattern
 * @param {Object} `options`
 * @return {Array} Returns an array of expanded values.
 * @api public
 */

braces.create = (input, options = {}) => {
  if (input === '' || input.length < 3) {
    return [input];
  }

  return options.expand !== true
    ? braces.compile(input, options)
    : braces.expand(input, options);
};

/**
 * Expose "braces"
 */

module.exports = braces;


/***/ }),

/***/ 1113:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

"use strict";


const fill = __nccwpck_require__(877);
const utils = __nccwpck_require__(2257);

const compile = (ast, options = {}) => {
  const walk = (node, parent = {}) => {
    const invalidBlock = utils.isInvalidBrace(parent);
    const invalidNode = node.invalid === true && options.escapeInvalid === true;
    const invalid = invalidBlock === true || invalidNode === true;
    const prefix = options.escapeInvalid === true ? '\\' : '';
    let output = '';

    if (node.isOpen === true) {
      return prefix + node.value;
    }

    if (node.isClose === true) {
      console.log('node.isClose', prefix, node.value);
      return prefix + node.value;
    }

    if (node.type === 'open') {
      return invalid ? prefix + node.value : '(';
    }

    if (node.type === 'close') {
      return invalid ? prefix + node.value : ')';
    }

    if (node.type === 'comma') {
      return node.prev.type === 'comma' ? '' : invalid ? node.value : '|';
    }

    if (node.value) {
      return node.value;
    }

    if (node.nodes && node.ranges > 0) {
      const args = utils.reduce(node.nodes);
      const range = fill(...args, { ...options, wrap: false, toRegex: true, strictZeros: true });

      if (range.length !== 0) {
        return args.length > 1 && range.length > 1 ? `(${range})` : range;
      }
    }

    if (node.nodes) {
      for (const child of node.nodes) {
        output += walk(child, node);
      }
    }

    return output;
  };

  return walk(ast);
};

module.exports = compile;


/***/ }),

/***/ 2477:
/***/ ((module) => {

"use strict";


module.exports = {
  MAX_LENGTH: 10000,

  // Digits
  CHAR_0: '0', /* 0 */
  CHAR_9: '9', /* 9 */

  // Alphabet chars.
  CHAR_UPPERCASE_A: 'A', /* A */
  CHAR_LOWERCASE_A: 'a', /* a */
  CHAR_UPPERCASE_Z: 'Z', /* Z */
  CHAR_LOWERCASE_Z: 'z', /* z */

  CHAR_LEFT_PARENTHESES: '(', /* ( */
  CHAR_RIGHT_PARENTHESES: ')', /* ) */

  CHAR_ASTERISK: '*', /* * */

  // Non-alphabetic chars.
  CHAR_AMPERSAND: '&', /* & */
  CHAR_AT: '@', /* @ */
  CHAR_BACKSLASH: '\\', /* \ */
  CHAR_BACKTICK: '`', /* ` */
  CHAR_CARRIAGE_RETURN: '\r', /* \r */
  CHAR_CIRCUMFLEX_ACCENT: '^', /* ^ */
  CHAR_COLON: ':', /* : */
  CHAR_COMMA: ',', /* , */
  CHAR_DOLLAR: '$', /* . */
  CHAR_DOT: '.', /* . */
  CHAR_DOUBLE_QUOTE: '"', /* " */
  CHAR_EQUAL: '=', /* = */
  CHAR_EXCLAMATION_MARK: '!', /* ! */
  CHAR_FORM_FEED: '\f', /* \f */
  CHAR_FORWARD_SLASH: '/', /* / */
  CHAR_HASH: '#', /* # */
  CHAR_HYPHEN_MINUS: '-', /* - */
  CHAR_LEFT_ANGLE_BRACKET: '<', /* < */
  CHAR_LEFT_CURLY_BRACE: '{', /* { */
  CHAR_LEFT_SQUARE_BRACKET: '[', /* [ */
  CHAR_LINE_FEED: '\n', /* \n */
  CHAR_NO_BREAK_SPACE: '\u00A0', /* \u00A0 */
  CHAR_PERCENT: '%', /* % */
  CHAR_PLUS: '+', /* + */
  CHAR_QUESTION_MARK: '?', /* ? */
  CHAR_RIGHT_ANGLE_BRACKET: '>', /* > */
  CHAR_RIGHT_CURLY_BRACE: '}', /* } */
  CHAR_RIGHT_SQUARE_BRACKET: ']', /* ] */
  CHAR_SEMICOLON: ';', /* ; */
  CHAR_SINGLE_QUOTE: '\'', /* ' */
  CHAR_SPACE: ' ', /*   */
  CHAR_TAB: '\t', /* \t */
  CHAR_UNDERSCORE: '_', /* _ */
  CHAR_VERTICAL_LINE: '|', /* | */
  CHAR_ZERO_WIDTH_NOBREAK_SPACE: '\uFEFF' /* \uFEFF */
};


/***/ }),

/***/ 5290:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

"use strict";


const fill = __nccwpck_require__(877);
const stringify = __nccwpck_require__(3317);
const utils = __nccwpck_require__(2257);

const append = (queue = '', stash = '', enclose = false) => {
  const result = [];

  queue = [].concat(queue);
  stash = [].concat(stash);

  if (!stash.length) return queue;
  if (!queue.length) {
    return enclose ? utils.flatten(stash).map(ele => `{${ele}}`) : stash;
  }

  for (const item of queue) {
    if (Array.isArray(item)) {
      for (const value of item) {
        result.push(append(value, stash, enclose));
      }
    } else {
      for (let ele of stash) {
        if (enclose === true && typeof ele === 'string') ele = `{${ele}}`;
        result.push(Array.isArray(ele) ? append(item, ele, enclose) : item + ele);
      }
    }
  }
  return utils.flatten(result);
};

const expand = (ast, options = {}) => {
  const rangeLimit = options.rangeLimit === undefined ? 1000 : options.rangeLimit;

  const walk = (node, parent = {}) => {
    node.queue = [];

    let p = parent;
    let q = parent.queue;

    while (p.type !== 'brace' && p.type !== 'root' && p.parent) {
      p = p.parent;
      q = p.queue;
    }

    if (node.invalid || node.dollar) {
      q.push(append(q.pop(), stringify(node, options)));
      return;
    }

    if (node.type === 'brace' && node.invalid !== true && node.nodes.length === 2) {
      q.push(append(q.pop(), ['{}']));
      return;
    }

    if (node.nodes && node.ranges > 0) {
      const args = utils.reduce(node.nodes);

      if (utils.exceedsLimit(...args, options.step, rangeLimit)) {
        throw new RangeError('expanded array length exceeds range limit. Use options.rangeLimit to increase or disable the limit.');
      }

      let range = fill(...args, options);
      if (range.length === 0) {
        range = stringify(node, options);
      }

      q.push(append(q.pop(), range));
      node.nodes = [];
      return;
    }

    const enclose = utils.encloseBrace(node);
    let queue = node.queue;
    let block = node;

    while (block.type !== 'brace' && block.type !== 'root' && block.parent) {
      block = block.parent;
      queue = block.queue;
    }

    for (let i = 0; i < node.nodes.length; i++) {
      const child = node.nodes[i];

      if (child.type === 'comma' && node.type === 'brace') {
        if (i === 1) queue.push('');
        queue.push('');
        continue;
      }

      if (child.type === 'close') {
        q.push(append(q.pop(), queue, enclose));
        continue;
      }

      if (child.value && child.type !== 'open') {
        queue.push(append(queue.pop(), child.value));
        continue;
      }

      if (child.nodes) {
        walk(child, node);
      }
    }

    return queue;
  };

  return utils.flatten(walk(ast));
};

module.exports = expand;


/***/ }),

/***/ 507:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

"use strict";


const stringify = __nccwpck_require__(3317);

/**
 * Constants
 */

const {
  MAX_LENGTH,
  CHAR_BACKSLASH, /* \ */
  CHAR_BACKTICK, /* ` */
  CHAR_COMMA, /* , */
  CHAR_DOT, /* . */
  CHAR_LEFT_PARENTHESES, /* ( */
  CHAR_RIGHT_PARENTHESES, /* ) */
  CHAR_LEFT_CURLY_BRACE, /* { */
  CHAR_RIGHT_CURLY_BRACE, /* } */
  CHAR_LEFT_SQUARE_BRACKET, /* [ */
  CHAR_RIGHT_SQUARE_BRACKET, /* ] */
  CHAR_DOUBLE_QUOTE, /* " */
  CHAR_SINGLE_QUOTE, /* ' */
  CHAR_NO_BREAK_SPACE,
  CHAR_ZERO_WIDTH_NOBREAK_SPACE
} = __nccwpck_require__(2477);

/**
 * parse
 */

const parse = (input, options = {}) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected a string');
  }

  const opts = options || {};
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
  if (input.length > max) {
    throw new SyntaxError(`Input length (${input.length}), exceeds max characters (${max})`);
  }

  const ast = { type: 'root', input, nodes: [] };
  const stack = [ast];
  let block = ast;
  let prev = ast;
  let brackets = 0;
  const length = input.length;
  let index = 0;
  let depth = 0;
  let value;

  /**
   * Helpers
   */

  const advance = () => input[index++];
  const push = node => {
    if (node.type === 'text' && prev.type === 'dot') {
      prev.type = 'text';
    }

    if (prev && prev.type === 'text' && node.type === 'text') {
      prev.value += node.value;
      return;
    }

    block.nodes.push(node);
    node.parent = block;
    node.prev = prev;
    prev = node;
    return node;
  };

  push({ type: 'bos' });

  while (index < length) {
    block = stack[stack.length - 1];
    value = advance();

    /**
     * Invalid chars
     */

    if (value === CHAR_ZERO_WIDTH_NOBREAK_SPACE || value === CHAR_NO_BREAK_SPACE) {
      continue;
    }

    /**
     * Escaped chars
     */

    if (value === CHAR_BACKSLASH) {
      push({ type: 'text', value: (options.keepEscaping ? value : '') + advance() });
      continue;
    }

    /**
     * Right square bracket (literal): ']'
     */

    if (value === CHAR_RIGHT_SQUARE_BRACKET) {
      push({ type: 'text', value: '\\' + value });
      continue;
    }

    /**
     * Left square bracket: '['
     */

    if (value === CHAR_LEFT_SQUARE_BRACKET) {
      brackets++;

      let next;

      while (index < length && (next = advance())) {
        value += next;

        if (next === CHAR_LEFT_SQUARE_BRACKET) {
          brackets++;
          continue;
        }

        if (next === CHAR_BACKSLASH) {
          value += advance();
          continue;
        }

        if (next === CHAR_RIGHT_SQUARE_BRACKET) {
          brackets--;

          if (brackets === 0) {
            break;
          }
        }
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Parentheses
     */

    if (value === CHAR_LEFT_PARENTHESES) {
      block = push({ type: 'paren', nodes: [] });
      stack.push(block);
      push({ type: 'text', value });
      continue;
    }

    if (value === CHAR_RIGHT_PARENTHESES) {
      if (block.type !== 'paren') {
        push({ type: 'text', value });
        continue;
      }
      block = stack.pop();
      push({ type: 'text', value });
      block = stack[stack.length - 1];
      continue;
    }

    /**
     * Quotes: '|"|`
     */

    if (value === CHAR_DOUBLE_QUOTE || value === CHAR_SINGLE_QUOTE || value === CHAR_BACKTICK) {
      const open = value;
      let next;

      if (options.keepQuotes !== true) {
        value = '';
      }

      while (index < length && (next = advance())) {
        if (next === CHAR_BACKSLASH) {
          value += next + advance();
          continue;
        }

        if (next === open) {
          if (options.keepQuotes === true) value += next;
          break;
        }

        value += next;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Left curly brace: '{'
     */

    if (value === CHAR_LEFT_CURLY_BRACE) {
      depth++;

      const dollar = prev.value && prev.value.slice(-1) === '$' || block.dollar === true;
      const brace = {
        type: 'brace',
        open: true,
        close: false,
        dollar,
        depth,
        commas: 0,
        ranges: 0,
        nodes: []
      };

      block = push(brace);
      stack.push(block);
      push({ type: 'open', value });
      continue;
    }

    /**
     * Right curly brace: '}'
     */

    if (value === CHAR_RIGHT_CURLY_BRACE) {
      if (block.type !== 'brace') {
        push({ type: 'text', value });
        continue;
      }

      const type = 'close';
      block = stack.pop();
      block.close = true;

      push({ type, value });
      depth--;

      block = stack[stack.length - 1];
      continue;
    }

    /**
     * Comma: ','
     */

    if (value === CHAR_COMMA && depth > 0) {
      if (block.ranges > 0) {
        block.ranges = 0;
        const open = block.nodes.shift();
        block.nodes = [open, { type: 'text', value: stringify(block) }];
      }

      push({ type: 'comma', value });
      block.commas++;
      continue;
    }

    /**
     * Dot: '.'
     */

    if (value === CHAR_DOT && depth > 0 && block.commas === 0) {
      const siblings = block.nodes;

      if (depth === 0 || siblings.length === 0) {
        push({ type: 'text', value });
        continue;
      }

      if (prev.type === 'dot') {
        block.range = [];
        prev.value += value;
        prev.type = 'range';

        if (block.nodes.length !== 3 && block.nodes.length !== 5) {
          block.invalid = true;
          block.ranges = 0;
          prev.type = 'text';
          continue;
        }

        block.ranges++;
        block.args = [];
        continue;
      }

      if (prev.type === 'range') {
        siblings.pop();

        const before = siblings[siblings.length - 1];
        before.value += prev.value + value;
        prev = before;
        block.ranges--;
        continue;
      }

      push({ type: 'dot', value });
      continue;
    }

    /**
     * Text
     */

    push({ type: 'text', value });
  }

  // Mark imbalanced braces and brackets as invalid
  do {
    block = stack.pop();

    if (block.type !== 'root') {
      block.nodes.forEach(node => {
        if (!node.nodes) {
          if (node.type === 'open') node.isOpen = true;
          if (node.type === 'close') node.isClose = true;
          if (!node.nodes) node.type = 'text';
          node.invalid = true;
        }
      });

      // get the location of the block on parent.nodes (block's siblings)
      const parent = stack[stack.length - 1];
      const index = parent.nodes.indexOf(block);
      // replace the (invalid) block with it's nodes
      parent.nodes.splice(index, 1, ...block.nodes);
    }
  } while (stack.length > 0);

  push({ type: 'eos' });
  return ast;
};

module.exports = parse;


/***/ }),

/***/ 3317:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

"use strict";


const utils = __nccwpck_require__(2257);

module.exports = (ast, options = {}) => {
  const stringify = (node, parent = {}) => {
    const invalidBlock = options.escapeInvalid && utils.isInvalidBrace(parent);
    const invalidNode = node.invalid === true && options.escapeInvalid === true;
    let output = '';

    if (node.value) {
      if ((invalidBlock || invalidNode) && utils.isOpenOrClose(node)) {
        return '\\' + node.value;
      }
      return node.value;
    }

    if (node.value) {
      return node.value;
    }

    if (node.nodes) {
      for (const child of node.nodes) {
        output += stringify(child);
      }
    }
    return output;
  };

  return stringify(ast);
};



/***/ }),

/***/ 2257:
/***/ ((__unused_webpack_module, exports) => {

"use strict";


exports.isInteger = num => {
  if (typeof num === 'number') {
    return Number.isInteger(num);
  }
  if (typeof num === 'string' && num.trim() !== '') {
    return Number.isInteger(Number(num));
  }
  return false;
};

/**
 * Find a node of the given type
 */

exports.find = (node, type) => node.nodes.find(node => node.type === type);

/**
 * Find a node of the given type
 */

exports.exceedsLimit = (min, max, step = 1, limit) => {
  if (limit === false) return false;
  if (!exports.isInteger(min) || !exports.isInteger(max)) return false;
  return ((Number(max) - Number(min)) / Number(step)) >= limit;
};

/**
 * Escape the given node with '\\' before node.value
 */

exports.escapeNode = (block, n = 0, type) => {
  const node = block.nodes[n];
  if (!node) return;

  if ((type && node.type === type) || node.type === 'open' || node.type === 'close') {
    if (node.escaped !== true) {
      node.value = '\\' + node.value;
      node.escaped = true;
    }
  }
};

/**
 * Returns true if the given brace node should be enclosed in literal braces
 */

exports.encloseBrace = node => {
  if (node.type !== 'brace') return false;
  if ((node.commas >> 0 + node.ranges >> 0) === 0) {
    node.invalid = true;
    return true;
  }
  return false;
};

/**
 * Returns true if a brace node is invalid.
 */

exports.isInvalidBrace = block => {
  if (block.type !== 'brace') return false;
  if (block.invalid === true || block.dollar) return true;
  if ((block.commas >> 0 + block.ranges >> 0) === 0) {
    block.invalid = true;
    return true;
  }
  if (block.open !== true || block.close !== true) {
    block.invalid = true;
    return true;
  }
  return false;
};

/**
 * Returns true if a node is an open or close node
 */

exports.isOpenOrClose = node => {
  if (node.type === 'open' || node.type === 'close') {
    return true;
  }
  return node.open === true || node.close === true;
};

/**
 * Reduce an array of text nodes.
 */

exports.reduce = nodes => nodes.reduce((acc, node) => {
  if (node.type === 'text') acc.push(node.value);
  if (node.type === 'range') node.type = 'text';
  return acc;
}, []);

/**
 * Flatten an array
 */

exports.flatten = (...args) => {
  const result = [];

  const flat = arr => {
    for (let i = 0; i < arr.length; i++) {
      const ele = arr[i];

      if (Array.isArray(ele)) {
        flat(ele);
        continue;
      }

      if (ele !== undefined) {
        result.push(ele);
      }
    }
    return result;
  };

  flat(args);
  return result;
};


/***/ }),

/***/ 5648:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

"use strict";

const taskManager = __nccwpck_require__(6599);
const async_1 = __nccwpck_require__(645);
const stream_1 = __nccwpck_require__(1969);
const sync_1 = __nccwpck_require__(5894);
const settings_1 = __nccwpck_require__(879);
const utils = __nccwpck_require__(6002);
async function FastGlob(source, options) {
    assertPatternsInput(source);
    const works = getWorks(source, async_1.default, options);
    const result = await Promise.all(works);
    return utils.array.flatten(result);
}
// https://github.com/typescript-eslint/typescript-eslint/issues/60
// eslint-disable-next-line no-redeclare
(function (FastGlob) {
    FastGlob.glob = FastGlob;
    FastGlob.globSync = sync;
    FastGlob.globStream = stream;
    FastGlob.async = FastGlob;
    function sync(source, options) {
        assertPatternsInput(source);
        const works = getWorks(source, sync_1.default, options);
        return utils.array.flatten(works);
    }
    FastGlob.sync = sync;
    function stream(source, options) {
        assertPatternsInput(source);
        const works = getWorks(source, stream_1.default, options);
        /**
         * The stream returned by the provider cannot work with an asynchronous iterator.
         * To support asynchronous iterators, regardless of the number of tasks, we always multiplex streams.
         * This affects performance (+25%). I don't see best solution right now.
         */
        return utils.stream.merge(works);
    }
    FastGlob.stream = stream;
    function generateTasks(source, options) {
        assertPatternsInput(source);
        const patterns = [].concat(source);
        const settings = new settings_1.default(options);
        return taskManager.generate(patterns, settings);
    }
    FastGlob.generateTasks = generateTasks;
    function isDynamicPattern(source, options) {
        assertPatternsInput(source);
        const settings = new settings_1.default(options);
        return utils.pattern.isDynamicPattern(source, settings);
    }
    FastGlob.isDynamicPattern = isDynamicPattern;
    function escapePath(source) {
        assertPatternsInput(source);
        return utils.path.escape(source);
    }
    FastGlob.escapePath = escapePath;
    function convertPathToPattern(source) {
        assertPatternsInput(source);
        return utils.path.convertPathToPattern(source);
    }
    FastGlob.convertPathToPattern = convertPathToPattern;
    let posix;
    (function (posix) {
        function escapePath(source) {
            assertPatternsInput(source);
            return utils.path.escapePosixPath(source);
        }
        posix.escapePath = escapePath;
        function convertPathToPattern(source) {
            assertPatternsInput(source);
            return utils.path.convertPosixPathToPattern(source);
        }
        posix.convertPathToPattern = convertPathToPattern;
    })(posix = FastGlob.posix || (FastGlob.posix = {}));
    let win32;
    (function (win32) {
        function escapePath(source) {
            assertPatternsInput(source);
            return utils.path.escapeWindowsPath(source);
        }
        win32.escapePath = escapePath;
        function convertPathToPattern(source) {
            assertPatternsInput(source);
            return utils.path.convertWindowsPathToPattern(source);
        }
        win32.convertPathToPattern = convertPathToPattern;
    })(win32 = FastGlob.win32 || (FastGlob.win32 = {}));
})(FastGlob || (FastGlob = {}));
function getWorks(source, _Provider, options) {
    const patterns = [].concat(source);
    const settings = new settings_1.default(options);
    const tasks = taskManager.generate(patterns, settings);
    const provider = new _Provider(settings);
    return tasks.map(provider.read, provider);
}
function assertPatternsInput(input) {
    const source = [].concat(input);
    const isValidSource = source.every((item) => utils.string.isString(item) && !utils.string.isEmpty(item));
    if (!isValidSource) {
        throw new TypeError('Patterns must be a string (non empty) or an array of strings');
    }
}
module.exports = FastGlob;


/***/ }),

/***/ 6599:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.convertPatternGroupToTask = exports.convertPatternGroupsToTasks = exports.groupPatternsByBaseDirectory = exports.getNegativePatternsAsPositive = exports.getPositivePatterns = exports.convertPatternsToTasks = exports.generate = void 0;
const utils = __nccwpck_require__(6002);
function generate(input, settings) {
    const patterns = processPatterns(input, settings);
    const ignore = processPatterns(settings.ignore, settings);
    const positivePatterns = getPositivePatterns(patterns);
    const negativePatterns = getNegativePatternsAsPositive(patterns, ignore);
    const staticPatterns = positivePatterns.filter((pattern) => utils.pattern.isStaticPattern(pattern, settings));
    const dynamicPatterns = positivePatterns.filter((pattern) => utils.pattern.isDynamicPattern(pattern, settings));
    const staticTasks = convertPatternsToTasks(staticPatterns, negativePatterns, /* dynamic */ false);
    const dynamicTasks = convertPatternsToTasks(dynamicPatterns, negativePatterns, /* dynamic */ true);
    return staticTasks.concat(dynamicTasks);
}
exports.generate = generate;
function processPatterns(input, settings) {
    let patterns = input;
    /**
     * The original pattern like `{,*,**,a/*}` can lead to problems checking the depth when matching entry
     * and some problems with the micromatch package (see fast-glob issues: #365, #394).
     *
     * To solve this problem, we expand all patterns containing brace expansion. This can lead to a slight slowdown
     * in matching in the case of a large set of patterns after expansion.
     */
    if (settings.braceExpansion) {
        patterns = utils.pattern.expandPatternsWithBraceExpansion(patterns);
    }
    /**
     * If the `baseNameMatch` option is enabled, we must add globstar to patterns, so that they can be used
     * at any nesting level.
     *
     * We do this here, because otherwise we have to complicate the filtering logic. For example, we need to change
     * the pattern in the filter before creating a regular expression. There is no need to change the patterns
     * in the application. Only on the input.
     */
    if (settings.baseNameMatch) {
        patterns = patterns.map((pattern) => pattern.includes('/') ? pattern : `**/${pattern}`);
    }
    /**
     * This method also removes duplicate slashes that may have been in the pattern or formed as a result of expansion.
     */
    return patterns.map((pattern) => utils.pattern.removeDuplicateSlashes(pattern));
}
/**
 * Returns tasks grouped by basic pattern directories.
 *
 * Patterns that can be found inside (`./`) and outside (`../`) the current directory are handled separately.
 * This is necessary because directory traversal starts at the base directory and goes deeper.
 */
function convertPatternsToTasks(positive, negative, dynamic) {
    const tasks = [];
    const patternsOutsideCurrentDirectory = utils.pattern.getPatternsOutsideCurrentDirectory(positive);
    const patternsInsideCurrentDirectory = utils.pattern.getPatternsInsideCurrentDirectory(positive);
    const outsideCurrentDirectoryGroup = groupPatternsByBaseDirectory(patternsOutsideCurrentDirectory);
    const insideCurrentDirectoryGroup = groupPatternsByBaseDirectory(patternsInsideCurrentDirectory);
    tasks.push(...convertPatternGroupsToTasks(outsideCurrentDirectoryGroup, negative, dynamic));
    /*
     * For the sake of reducing future accesses to the file system, we merge all tasks within the current directory
     * into a global task, if at least one pattern refers to the root (`.`). In this case, the global task covers the rest.
     */
    if ('.' in insideCurrentDirectoryGroup) {
        tasks.push(convertPatternGroupToTask('.', patternsInsideCurrentDirectory, negative, dynamic));
    }
    else {
        tasks.push(...convertPatternGroupsToTasks(insideCurrentDirectoryGroup, negative, dynamic));
    }
    return tasks;
}
exports.convertPatternsToTasks = convertPatternsToTasks;
function getPositivePatterns(patterns) {
    return utils.pattern.getPositivePatterns(patterns);
}
exports.getPositivePatterns = getPositivePatterns;
function getNegativePatternsAsPositive(patterns, ignore) {
    const negative = utils.pattern.getNegativePatterns(patterns).concat(ignore);
    const positive = negative.map(utils.pattern.convertToPositivePattern);
    return positive;
}
exports.getNegativePatternsAsPositive = getNegativePatternsAsPositive;
function groupPatternsByBaseDirectory(patterns) {
    const group = {};
    return patterns.reduce((collection, pattern) => {
        const base = utils.pattern.getBaseDirectory(pattern);
        if (base in collection) {
            collection[base].push(pattern);
        }
        else {
            collection[base] = [pattern];
        }
        return collection;
    }, group);
}
exports.groupPatternsByBaseDirectory = groupPatternsByBaseDirectory;
function convertPatternGroupsToTasks(positive, negative, dynamic) {
    return Object.keys(positive).map((base) => {
        return convertPatternGroupToTask(base, positive[base], negative, dynamic);
    });
}
exports.convertPatternGroupsToTasks = convertPatternGroupsToTasks;
function convertPatternGroupToTask(base, positive, negative, dynamic) {
    return {
        dynamic,
        positive,
        negative,
        base,
        patterns: [].concat(positive, negative.map(utils.pattern.convertToNegativePattern))
    };
}
exports.convertPatternGroupToTask = convertPatternGroupToTask;


/***/ }),

/***/ 645:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
const async_1 = __nccwpck_require__(2907);
const provider_1 = __nccwpck_require__(7792);
class ProviderAsync extends provider_1.default {
    constructor() {
        super(...arguments);
        this._reader = new async_1.default(this._settings);
    }
    async read(task) {
        const root = this._getRootDirectory(task);
        const options = this._getReaderOptions(task);
        const entries = await this.api(root, task, options);
        return entries.map((entry) => options.transform(entry));
    }
    api(root, task, options) {
        if (task.dynamic) {
            return this._reader.dynamic(root, options);
        }
        return this._reader.static(task.patterns, options);
    }
}
exports["default"] = ProviderAsync;


/***/ }),

/***/ 3591:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
const utils = __nccwpck_require__(6002);
const partial_1 = __nccwpck_require__(5740);
class DeepFilter {
    constructor(_settings, _micromatchOptions) {
        this._settings = _settings;
        this._micromatchOptions = _micromatchOptions;
    }
    getFilter(basePath, positive, negative) {
        const matcher = this._getMatcher(positive);
        const negativeRe = this._getNegativePatternsRe(negative);
        return (entry) => this._filter(basePath, entry, matcher, negativeRe);
    }
    _getMatcher(patterns) {
        return new partial_1.default(patterns, this._settings, this._micromatchOptions);
    }
    _getNegativePatternsRe(patterns) {
        const affectDepthOfReadingPatterns = patterns.filter(utils.pattern.isAffectDepthOfReadingPattern);
        return utils.pattern.convertPatternsToRe(affectDepthOfReadingPatterns, this._micromatchOptions);
    }
    _filter(basePath, entry, matcher, negativeRe) {
        if (this._isSkippedByDeep(basePath, entry.path)) {
            return false;
        }
        if (this._isSkippedSymbolicLink(entry)) {
            return false;
        }
        const filepath = utils.path.removeLeadingDotSegment(entry.path);
        if (this._isSkippedByPositivePatterns(filepath, matcher)) {
            return false;
        }
        return this._isSkippedByNegativePatterns(filepath, negativeRe);
    }
    _isSkippedByDeep(basePath, entryPath) {
        /**
         * Avoid unnecessary depth calculations when it doesn't matter.
         */
        if (this._settings.deep === Infinity) {
            return false;
        }
        return this._getEntryLevel(basePath, entryPath) >= this._settings.deep;
    }
    _getEntryLevel(basePath, entryPath) {
        const entryPathDepth = entryPath.split('/').length;
        if (basePath === '') {
            return entryPathDepth;
        }
        const basePathDepth = basePath.split('/').length;
        return entryPathDepth - basePathDepth;
    }
    _isSkippedSymbolicLink(entry) {
        return !this._settings.followSymbolicLinks && entry.dirent.isSymbolicLink();
    }
    _isSkippedByPositivePatterns(entryPath, matcher) {
        return !this._settings.baseNameMatch && !matcher.match(entryPath);
    }
    _isSkippedByNegativePatterns(entryPath, patternsRe) {
        return !utils.pattern.matchAny(entryPath, patternsRe);
    }
}
exports["default"] = DeepFilter;


/***/ }),

/***/ 4285:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
const utils = __nccwpck_require__(6002);
class EntryFilter {
    constructor(_settings, _micromatchOptions) {
        this._settings = _settings;
        this._micromatchOptions = _micromatchOptions;
        this.index = new Map();
    }
    getFilter(positive, negative) {
        const [absoluteNegative, relativeNegative] = utils.pattern.partitionAbsoluteAndRelative(negative);
        const patterns = {
            positive: {
                all: utils.pattern.convertPatternsToRe(positive, this._micromatchOptions)
            },
            negative: {
                absolute: utils.pattern.convertPatternsToRe(absoluteNegative, Object.assign(Object.assign({}, this._micromatchOptions), { dot: true })),
                relative: utils.pattern.convertPatternsToRe(relativeNegative, Object.assign(Object.assign({}, this._micromatchOptions), { dot: true }))
            }
        };
        return (entry) => this._filter(entry, patterns);
    }
    _filter(entry, patterns) {
        const filepath = utils.path.removeLeadingDotSegment(entry.path);
        if (this._settings.unique && this._isDuplicateEntry(filepath)) {
            return false;
        }
        if (this._onlyFileFilter(entry) || this._onlyDirectoryFilter(entry)) {
            return false;
        }
        const isMatched = this._isMatchToPatternsSet(filepath, patterns, entry.dirent.isDirectory());
        if (this._settings.unique && isMatched) {
            this._createIndexRecord(filepath);
        }
        return isMatched;
    }
    _isDuplicateEntry(filepath) {
        return this.index.has(filepath);
    }
    _createIndexRecord(filepath) {
        this.index.set(filepath, undefined);
    }
    _onlyFileFilter(entry) {
        return this._settings.onlyFiles && !entry.dirent.isFile();
    }
    _onlyDirectoryFilter(entry) {
        return this._settings.onlyDirectories && !entry.dirent.isDirectory();
    }
    _isMatchToPatternsSet(filepath, patterns, isDirectory) {
        const isMatched = this._isMatchToPatterns(filepath, patterns.positive.all, isDirectory);
        if (!isMatched) {
            return false;
        }
        const isMatchedByRelativeNegative = this._isMatchToPatterns(filepath, patterns.negative.relative, isDirectory);
        if (isMatchedByRelativeNegative) {
            return false;
        }
        const isMatchedByAbsoluteNegative = this._isMatchToAbsoluteNegative(filepath, patterns.negative.absolute, isDirectory);
        if (isMatchedByAbsoluteNegative) {
            return false;
        }
        return true;
    }
    _isMatchToAbsoluteNegative(filepath, patternsRe, isDirectory) {
        if (patternsRe.length === 0) {
            return false;
        }
        const fullpath = utils.path.makeAbsolute(this._settings.cwd, filepath);
        return this._isMatchToPatterns(fullpath, patternsRe, isDirectory);
    }
    _isMatchToPatterns(filepath, patternsRe, isDirectory) {
        if (patternsRe.length === 0) {
            return false;
        }
        // Trying to match files and directories by patterns.
        const isMatched = utils.pattern.matchAny(filepath, patternsRe);
        // A pattern with a trailling slash can be used for directory matching.
        // To apply such pattern, we need to add a tralling slash to the path.
        if (!isMatched && isDirectory) {
            return utils.pattern.matchAny(filepath + '/', patternsRe);
        }
        return isMatched;
    }
}
exports["default"] = EntryFilter;


/***/ }),

/***/ 1587:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
const utils = __nccwpck_require__(6002);
class ErrorFilter {
    constructor(_settings) {
        this._settings = _settings;
    }
    getFilter() {
        return (error) => this._isNonFatalError(error);
    }
    _isNonFatalError(error) {
        return utils.errno.isEnoentCodeError(error) || this._settings.suppressErrors;
    }
}
exports["default"] = ErrorFilter;


/***/ }),

/***/ 7827:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
const utils = __nccwpck_require__(6002);
class Matcher {
    constructor(_patterns, _settings, _micromatchOptions) {
        this._patterns = _patterns;
        this._settings = _settings;
        this._micromatchOptions = _micromatchOptions;
        this._storage = [];
        this._fillStorage();
    }
    _fillStorage() {
        for (const pattern of this._patterns) {
            const segments = this._getPatternSegments(pattern);
            const sections = this._splitSegmentsIntoSections(segments);
            this._storage.push({
                complete: sections.length <= 1,
                pattern,
                segments,
                sections
            });
        }
    }
    _getPatternSegments(pattern) {
        const parts = utils.pattern.getPatternParts(pattern, this._micromatchOptions);
        return parts.map((part) => {
            const dynamic = utils.pattern.isDynamicPattern(part, this._settings);
            if (!dynamic) {
                return {
                    dynamic: false,
                    pattern: part
                };
            }
            return {
                dynamic: true,
                pattern: part,
                patternRe: utils.pattern.makeRe(part, this._micromatchOptions)
            };
        });
    }
    _splitSegmentsIntoSections(segments) {
        return utils.array.splitWhen(segments, (segment) => segment.dynamic && utils.pattern.hasGlobStar(segment.pattern));
    }
}
exports["default"] = Matcher;


/***/ }),

/***/ 5740:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
const matcher_1 = __nccwpck_require__(7827);
class PartialMatcher extends matcher_1.default {
    match(filepath) {
        const parts = filepath.split('/');
        const levels = parts.length;
        const patterns = this._storage.filter((info) => !info.complete || info.segments.length > levels);
        for (const pattern of patterns) {
            const section = pattern.sections[0];
            /**
             * In this case, the pattern has a globstar and we must read all directories unconditionally,
             * but only if the level has reached the end of the first group.
             *
             * fixtures/{a,b}/**
             *  ^ true/false  ^ always true
            */
            if (!pattern.complete && levels > section.length) {
                return true;
            }
            const match = parts.every((part, index) => {
                const segment = pattern.segments[index];
                if (segment.dynamic && segment.patternRe.test(part)) {
                    return true;
                }
                if (!segment.dynamic && segment.pattern === part) {
                    return true;
                }
                return false;
            });
            if (match) {
                return true;
            }
        }
        return false;
    }
}
exports["default"] = PartialMatcher;


/***/ }),

/***/ 7792:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
const path = __nccwpck_require__(6928);
const deep_1 = __nccwpck_require__(3591);
const entry_1 = __nccwpck_require__(4285);
const error_1 = __nccwpck_require__(1587);
const entry_2 = __nccwpck_require__(7094);
class Provider {
    constructor(_settings) {
        this._settings = _settings;
        this.errorFilter = new error_1.default(this._settings);
        this.entryFilter = new entry_1.default(this._settings, this._getMicromatchOptions());
        this.deepFilter = new deep_1.default(this._settings, this._getMicromatchOptions());
        this.entryTransformer = new entry_2.default(this._settings);
    }
    _getRootDirectory(task) {
        return path.resolve(this._settings.cwd, task.base);
    }
    _getReaderOptions(task) {
        const basePath = task.base === '.' ? '' : task.base;
        return {
            basePath,
            pathSegmentSeparator: '/',
            concurrency: this._settings.concurrency,
            deepFilter: this.deepFilter.getFilter(basePath, task.positive, task.negative),
            entryFilter: this.entryFilter.getFilter(task.positive, task.negative),
            errorFilter: this.errorFilter.getFilter(),
            followSymbolicLinks: this._settings.followSymbolicLinks,
            fs: this._settings.fs,
            stats: this._settings.stats,
            throwErrorOnBrokenSymbolicLink: this._settings.throwErrorOnBrokenSymbolicLink,
            transform: this.entryTransformer.getTransformer()
        };
    }
    _getMicromatchOptions() {
        return {
            dot: this._settings.dot,
            matchBase: this._settings.baseNameMatch,
            nobrace: !this._settings.braceExpansion,
            nocase: !this._settings.caseSensitiveMatch,
            noext: !this._settings.extglob,
            noglobstar: !this._settings.globstar,
            posix: true,
            strictSlashes: false
        };
    }
}
exports["default"] = Provider;


/***/ }),

/***/ 1969:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
const stream_1 = __nccwpck_require__(2203);
const stream_2 = __nccwpck_require__(87);
const provider_1 = __nccwpck_require__(7792);
class ProviderStream extends provider_1.default {
    constructor() {
        super(...arguments);
        this._reader = new stream_2.default(this._settings);
    }
    read(task) {
        const root = this._getRootDirectory(task);
        const options = this._getReaderOptions(task);
        const source = this.api(root, task, options);
        const destination = new stream_1.Readable({ objectMode: true, read: () => { } });
        source
            .once('error', (error) => destination.emit('error', error))
            .on('data', (entry) => destination.emit('data', options.transform(entry)))
            .once('end', () => destination.emit('end'));
        destination
            .once('close', () => source.destroy());
        return destination;
    }
    api(root, task, options) {
        if (task.dynamic) {
            return this._reader.dynamic(root, options);
        }
        return this._reader.static(task.patterns, options);
    }
}
exports["default"] = ProviderStream;


/***/ }),

/***/ 5894:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
const sync_1 = __nccwpck_require__(264);
const provider_1 = __nccwpck_require__(7792);
class ProviderSync extends provider_1.default {
    constructor() {
        super(...arguments);
        this._reader = new sync_1.default(this._settings);
    }
    read(task) {
        const root = this._getRootDirectory(task);
        const options = this._getReaderOptions(task);
        const entries = this.api(root, task, options);
        return entries.map(options.transform);
    }
    api(root, task, options) {
        if (task.dynamic) {
            return this._reader.dynamic(root, options);
        }
        return this._reader.static(task.patterns, options);
    }
}
exports["default"] = ProviderSync;


/***/ }),

/***/ 7094:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
const utils = __nccwpck_require__(6002);
class EntryTransformer {
    constructor(_settings) {
        this._settings = _settings;
    }
    getTransformer() {
        return (entry) => this._transform(entry);
    }
    _transform(entry) {
        let filepath = entry.path;
        if (this._settings.absolute) {
            filepath = utils.path.makeAbsolute(this._settings.cwd, filepath);
            filepath = utils.path.unixify(filepath);
        }
        if (this._settings.markDirectories && entry.dirent.isDirectory()) {
            filepath += '/';
        }
        if (!this._settings.objectMode) {
            return filepath;
        }
        return Object.assign(Object.assign({}, entry), { path: filepath });
    }
}
exports["default"] = EntryTransformer;


/***/ }),

/***/ 2907:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
const fsWalk = __nccwpck_require__(9337);
const reader_1 = __nccwpck_require__(1824);
const stream_1 = __nccwpck_require__(87);
class ReaderAsync extends reader_1.default {
    constructor() {
        super(...arguments);
        this._walkAsync = fsWalk.walk;
        this._readerStream = new stream_1.default(this._settings);
    }
    dynamic(root, options) {
        return new Promise((resolve, reject) => {
            this._walkAsync(root, options, (error, entries) => {
                if (error === null) {
                    resolve(entries);
                }
                else {
                    reject(error);
                }
            });
        });
    }
    async static(patterns, options) {
        const entries = [];
        const stream = this._readerStream.static(patterns, options);
        // After #235, replace it with an asynchronous iterator.
        return new Promise((resolve, reject) => {
            stream.once('error', reject);
            stream.on('data', (entry) => entries.push(entry));
            stream.once('end', () => resolve(entries));
        });
    }
}
exports["default"] = ReaderAsync;


/***/ }),

/***/ 1824:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
const path = __nccwpck_require__(6928);
const fsStat = __nccwpck_require__(1470);
const utils = __nccwpck_require__(6002);
class Reader {
    constructor(_settings) {
        this._settings = _settings;
        this._fsStatSettings = new fsStat.Settings({
            followSymbolicLink: this._settings.followSymbolicLinks,
            fs: this._settings.fs,
            throwErrorOnBrokenSymbolicLink: this._settings.followSymbolicLinks
        });
    }
    _getFullEntryPath(filepath) {
        return path.resolve(this._settings.cwd, filepath);
    }
    _makeEntry(stats, pattern) {
        const entry = {
            name: pattern,
            path: pattern,
            dirent: utils.fs.createDirentFromStats(pattern, stats)
        };
        if (this._settings.stats) {
            entry.stats = stats;
        }
        return entry;
    }
    _isFatalError(error) {
        return !utils.errno.isEnoentCodeError(error) && !this._settings.suppressErrors;
    }
}
exports["default"] = Reader;


/***/ }),

/***/ 87:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
const stream_1 = __nccwpck_require__(2203);
const fsStat = __nccwpck_require__(1470);
const fsWalk = __nccwpck_require__(9337);
const reader_1 = __nccwpck_require__(1824);
class ReaderStream extends reader_1.default {
    constructor() {
        super(...arguments);
        this._walkStream = fsWalk.walkStream;
        this._stat = fsStat.stat;
    }
    dynamic(root, options) {
        return this._walkStream(root, options);
    }
    static(patterns, options) {
        const filepaths = patterns.map(this._getFullEntryPath, this);
        const stream = new stream_1.PassThrough({ objectMode: true });
        stream._write = (index, _enc, done) => {
            return this._getEntry(filepaths[index], patterns[index], options)
                .then((entry) => {
                if (entry !== null && options.entryFilter(entry)) {
                    stream.push(entry);
                }
                if (index === filepaths.length - 1) {
                    stream.end();
                }
                done();
            })
                .catch(done);
        };
        for (let i = 0; i < filepaths.length; i++) {
            stream.write(i);
        }
        return stream;
    }
    _getEntry(filepath, pattern, options) {
        return this._getStat(filepath)
            .then((stats) => this._makeEntry(stats, pattern))
            .catch((error) => {
            if (options.errorFilter(error)) {
                return null;
            }
            throw error;
        });
    }
    _getStat(filepath) {
        return new Promise((resolve, reject) => {
            this._stat(filepath, this._fsStatSettings, (error, stats) => {
                return error === null ? resolve(stats) : reject(error);
            });
        });
    }
}
exports["default"] = ReaderStream;


/***/ }),

/***/ 264:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
const fsStat = __nccwpck_require__(1470);
const fsWalk = __nccwpck_require__(9337);
const reader_1 = __nccwpck_require__(1824);
class ReaderSync extends reader_1.default {
    constructor() {
        super(...arguments);
        this._walkSync = fsWalk.walkSync;
        this._statSync = fsStat.statSync;
    }
    dynamic(root, options) {
        return this._walkSync(root, options);
    }
    static(patterns, options) {
        const entries = [];
        for (const pattern of patterns) {
            const filepath = this._getFullEntryPath(pattern);
            const entry = this._getEntry(filepath, pattern, options);
            if (entry === null || !options.entryFilter(entry)) {
                continue;
            }
            entries.push(entry);
        }
        return entries;
    }
    _getEntry(filepath, pattern, options) {
        try {
            const stats = this._getStat(filepath);
            return this._makeEntry(stats, pattern);
        }
        catch (error) {
            if (options.errorFilter(error)) {
                return null;
            }
            throw error;
        }
    }
    _getStat(filepath) {
        return this._statSync(filepath, this._fsStatSettings);
    }
}
exports["default"] = ReaderSync;


/***/ }),

/***/ 879:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.DEFAULT_FILE_SYSTEM_ADAPTER = void 0;
const fs = __nccwpck_require__(9896);
const os = __nccwpck_require__(857);
/**
 * The `os.cpus` method can return zero. We expect the number of cores to be greater than zero.
 * https://github.com/nodejs/node/blob/7faeddf23a98c53896f8b574a6e66589e8fb1eb8/lib/os.js#L106-L107
 */
const CPU_COUNT = Math.max(os.cpus().length, 1);
exports.DEFAULT_FILE_SYSTEM_ADAPTER = {
    lstat: fs.lstat,
    lstatSync: fs.lstatSync,
    stat: fs.stat,
    statSync: fs.statSync,
    readdir: fs.readdir,
    readdirSync: fs.readdirSync
};
class Settings {
    constructor(_options = {}) {
        this._options = _options;
        this.absolute = this._getValue(this._options.absolute, false);
        this.baseNameMatch = this._getValue(this._options.baseNameMatch, false);
        this.braceExpansion = this._getValue(this._options.braceExpansion, true);
        this.caseSensitiveMatch = this._getValue(this._options.caseSensitiveMatch, true);
        this.concurrency = this._getValue(this._options.concurrency, CPU_COUNT);
        this.cwd = this._getValue(this._options.cwd, process.cwd());
        this.deep = this._getValue(this._options.deep, Infinity);
        this.dot = this._getValue(this._options.dot, false);
        this.extglob = this._getValue(this._options.extglob, true);
        this.followSymbolicLinks = this._getValue(this._options.followSymbolicLinks, true);
        this.fs = this._getFileSystemMethods(this._options.fs);
        this.globstar = this._getValue(this._options.globstar, true);
        this.ignore = this._getValue(this._options.ignore, []);
        this.markDirectories = this._getValue(this._options.markDirectories, false);
        this.objectMode = this._getValue(this._options.objectMode, false);
        this.onlyDirectories = this._getValue(this._options.onlyDirectories, false);
        this.onlyFiles = this._getValue(this._options.onlyFiles, true);
        this.stats = this._getValue(this._options.stats, false);
        this.suppressErrors = this._getValue(this._options.suppressErrors, false);
        this.throwErrorOnBrokenSymbolicLink = this._getValue(this._options.throwErrorOnBrokenSymbolicLink, false);
        this.unique = this._getValue(this._options.unique, true);
        if (this.onlyDirectories) {
            this.onlyFiles = false;
        }
        if (this.stats) {
            this.objectMode = true;
        }
        // Remove the cast to the array in the next major (#404).
        this.ignore = [].concat(this.ignore);
    }
    _getValue(option, value) {
        return option === undefined ? value : option;
    }
    _getFileSystemMethods(methods = {}) {
        return Object.assign(Object.assign({}, exports.DEFAULT_FILE_SYSTEM_ADAPTER), methods);
    }
}
exports["default"] = Settings;


/***/ }),

/***/ 5711:
/***/ ((__unused_webpack_module, exports) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.splitWhen = exports.flatten = void 0;
function flatten(items) {
    return items.reduce((collection, item) => [].concat(collection, item), []);
}
exports.flatten = flatten;
function splitWhen(items, predicate) {
    const result = [[]];
    let groupIndex = 0;
    for (const item of items) {
        if (predicate(item)) {
            groupIndex++;
            result[groupIndex] = [];
        }
        else {
            result[groupIndex].push(item);
        }
    }
    return result;
}
exports.splitWhen = splitWhen;


/***/ }),

/***/ 9718:
/***/ ((__unused_webpack_module, exports) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isEnoentCodeError = void 0;
function isEnoentCodeError(error) {
    return error.code === 'ENOENT';
}
exports.isEnoentCodeError = isEnoentCodeError;


/***/ }),

/***/ 6979:
/***/ ((__unused_webpack_module, exports) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.createDirentFromStats = void 0;
class DirentFromStats {
    constructor(name, stats) {
        this.name = name;
        this.isBlockDevice = stats.isBlockDevice.bind(stats);
        this.isCharacterDevice = stats.isCharacterDevice.bind(stats);
        this.isDirectory = stats.isDirectory.bind(stats);
        this.isFIFO = stats.isFIFO.bind(stats);
        this.isFile = stats.isFile.bind(stats);
        this.isSocket = stats.isSocket.bind(stats);
        this.isSymbolicLink = stats.isSymbolicLink.bind(stats);
    }
}
function createDirentFromStats(name, stats) {
    return new DirentFromStats(name, stats);
}
exports.createDirentFromStats = createDirentFromStats;


/***/ }),

/***/ 6002:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.string = exports.stream = exports.pattern = exports.path = exports.fs = exports.errno = exports.array = void 0;
const array = __nccwpck_require__(5711);
exports.array = array;
const errno = __nccwpck_require__(9718);
exports.errno = errno;
const fs = __nccwpck_require__(6979);
exports.fs = fs;
const path = __nccwpck_require__(9283);
exports.path = path;
const pattern = __nccwpck_require__(1304);
exports.pattern = pattern;
const stream = __nccwpck_require__(536);
exports.stream = stream;
const string = __nccwpck_require__(7641);
exports.string = string;


/***/ }),

/***/ 9283:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.convertPosixPathToPattern = exports.convertWindowsPathToPattern = exports.convertPathToPattern = exports.escapePosixPath = exports.escapeWindowsPath = exports.escape = exports.removeLeadingDotSegment = exports.makeAbsolute = exports.unixify = void 0;
const os = __nccwpck_require__(857);
const path = __nccwpck_require__(6928);
const IS_WINDOWS_PLATFORM = os.platform() === 'win32';
const LEADING_DOT_SEGMENT_CHARACTERS_COUNT = 2; // ./ or .\\
/**
 * All non-escaped special characters.
 * Posix: ()*?[]{|}, !+@ before (, ! at the beginning, \\ before non-special characters.
 * Windows: (){}[], !+@ before (, ! at the beginning.
 */
const POSIX_UNESCAPED_GLOB_SYMBOLS_RE = /(\\?)([()*?[\]{|}]|^!|[!+@](?=\()|\\(?![!()*+?@[\]{|}]))/g;
const WINDOWS_UNESCAPED_GLOB_SYMBOLS_RE = /(\\?)([()[\]{}]|^!|[!+@](?=\())/g;
/**
 * The device path (\\.\ or \\?\).
 * https://learn.microsoft.com/en-us/dotnet/standard/io/file-path-formats#dos-device-paths
 */
const DOS_DEVICE_PATH_RE = /^\\\\([.?])/;
/**
 * All backslashes except those escaping special characters.
 * Windows: !()+@{}
 * https://learn.microsoft.com/en-us/windows/win32/fileio/naming-a-file#naming-conventions
 */
const WINDOWS_BACKSLASHES_RE = /\\(?![!()+@[\]{}])/g;
/**
 * Designed to work only with simple paths: `dir\\file`.
 */
function unixify(filepath) {
    return filepath.replace(/\\/g, '/');
}
exports.unixify = unixify;
function makeAbsolute(cwd, filepath) {
    return path.resolve(cwd, filepath);
}
exports.makeAbsolute = makeAbsolute;
function removeLeadingDotSegment(entry) {
    // We do not use `startsWith` because this is 10x slower than current implementation for some cases.
    // eslint-disable-next-line @typescript-eslint/prefer-string-starts-ends-with
    if (entry.charAt(0) === '.') {
        const secondCharactery = entry.charAt(1);
        if (secondCharactery === '/' || secondCharactery === '\\') {
            return entry.slice(LEADING_DOT_SEGMENT_CHARACTERS_COUNT);
        }
    }
    return entry;
}
exports.removeLeadingDotSegment = removeLeadingDotSegment;
exports.escape = IS_WINDOWS_PLATFORM ? escapeWindowsPath : escapePosixPath;
function escapeWindowsPath(pattern) {
    return pattern.replace(WINDOWS_UNESCAPED_GLOB_SYMBOLS_RE, '\\$2');
}
exports.escapeWindowsPath = escapeWindowsPath;
function escapePosixPath(pattern) {
    return pattern.replace(POSIX_UNESCAPED_GLOB_SYMBOLS_RE, '\\$2');
}
exports.escapePosixPath = escapePosixPath;
exports.convertPathToPattern = IS_WINDOWS_PLATFORM ? convertWindowsPathToPattern : convertPosixPathToPattern;
function convertWindowsPathToPattern(filepath) {
    return escapeWindowsPath(filepath)
        .replace(DOS_DEVICE_PATH_RE, '//$1')
        .replace(WINDOWS_BACKSLASHES_RE, '/');
}
exports.convertWindowsPathToPattern = convertWindowsPathToPattern;
function convertPosixPathToPattern(filepath) {
    return escapePosixPath(filepath);
}
exports.convertPosixPathToPattern = convertPosixPathToPattern;


/***/ }),

/***/ 1304:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isAbsolute = exports.partitionAbsoluteAndRelative = exports.removeDuplicateSlashes = exports.matchAny = exports.convertPatternsToRe = exports.makeRe = exports.getPatternParts = exports.expandBraceExpansion = exports.expandPatternsWithBraceExpansion = exports.isAffectDepthOfReadingPattern = exports.endsWithSlashGlobStar = exports.hasGlobStar = exports.getBaseDirectory = exports.isPatternRelatedToParentDirectory = exports.getPatternsOutsideCurrentDirectory = exports.getPatternsInsideCurrentDirectory = exports.getPositivePatterns = exports.getNegativePatterns = exports.isPositivePattern = exports.isNegativePattern = exports.convertToNegativePattern = exports.convertToPositivePattern = exports.isDynamicPattern = exports.isStaticPattern = void 0;
const path = __nccwpck_require__(6928);
const globParent = __nccwpck_require__(8505);
const micromatch = __nccwpck_require__(8785);
const GLOBSTAR = '**';
const ESCAPE_SYMBOL = '\\';
const COMMON_GLOB_SYMBOLS_RE = /[*?]|^!/;
const REGEX_CHARACTER_CLASS_SYMBOLS_RE = /\[[^[]*]/;
const REGEX_GROUP_SYMBOLS_RE = /(?:^|[^!*+?@])\([^(]*\|[^|]*\)/;
const GLOB_EXTENSION_SYMBOLS_RE = /[!*+?@]\([^(]*\)/;
const BRACE_EXPANSION_SEPARATORS_RE = /,|\.\./;
/**
 * Matches a sequence of two or more consecutive slashes, excluding the first two slashes at the beginning of the string.
 * The latter is due to the presence of the device path at the beginning of the UNC path.
 */
const DOUBLE_SLASH_RE = /(?!^)\/{2,}/g;
function isStaticPattern(pattern, options = {}) {
    return !isDynamicPattern(pattern, options);
}
exports.isStaticPattern = isStaticPattern;
function isDynamicPattern(pattern, options = {}) {
    /**
     * A special case with an empty string is necessary for matching patterns that start with a forward slash.
     * An empty string cannot be a dynamic pattern.
     * For example, the pattern `/lib/*` will be spread into parts: '', 'lib', '*'.
     */
    if (pattern === '') {
        return false;
    }
    /**
     * When the `caseSensitiveMatch` option is disabled, all patterns must be marked as dynamic, because we cannot check
     * filepath directly (without read directory).
     */
    if (options.caseSensitiveMatch === false || pattern.includes(ESCAPE_SYMBOL)) {
        return true;
    }
    if (COMMON_GLOB_SYMBOLS_RE.test(pattern) || REGEX_CHARACTER_CLASS_SYMBOLS_RE.test(pattern) || REGEX_GROUP_SYMBOLS_RE.test(pattern)) {
        return true;
    }
    if (options.extglob !== false && GLOB_EXTENSION_SYMBOLS_RE.test(pattern)) {
        return true;
    }
    if (options.braceExpansion !== false && hasBraceExpansion(pattern)) {
        return true;
    }
    return false;
}
exports.isDynamicPattern = isDynamicPattern;
function hasBraceExpansion(pattern) {
    const openingBraceIndex = pattern.indexOf('{');
    if (openingBraceIndex === -1) {
        return false;
    }
    const closingBraceIndex = pattern.indexOf('}', openingBraceIndex + 1);
    if (closingBraceIndex === -1) {
        return false;
    }
    const braceContent = pattern.slice(openingBraceIndex, closingBraceIndex);
    return BRACE_EXPANSION_SEPARATORS_RE.test(braceContent);
}
function convertToPositivePattern(pattern) {
    return isNegativePattern(pattern) ? pattern.slice(1) : pattern;
}
exports.convertToPositivePattern = convertToPositivePattern;
function convertToNegativePattern(pattern) {
    return '!' + pattern;
}
exports.convertToNegativePattern = convertToNegativePattern;
function isNegativePattern(pattern) {
    return pattern.startsWith('!') && pattern[1] !== '(';
}
exports.isNegativePattern = isNegativePattern;
function isPositivePattern(pattern) {
    return !isNegativePattern(pattern);
}
exports.isPositivePattern = isPositivePattern;
function getNegativePatterns(patterns) {
    return patterns.filter(isNegativePattern);
}
exports.getNegativePatterns = getNegativePatterns;
function getPositivePatterns(patterns) {
    return patterns.filter(isPositivePattern);
}
exports.getPositivePatterns = getPositivePatterns;
/**
 * Returns patterns that can be applied inside the current directory.
 *
 * @example
 * // ['./*', '*', 'a/*']
 * getPatternsInsideCurrentDirectory(['./*', '*', 'a/*', '../*', './../*'])
 */
function getPatternsInsideCurrentDirectory(patterns) {
    return patterns.filter((pattern) => !isPatternRelatedToParentDirectory(pattern));
}
exports.getPatternsInsideCurrentDirectory = getPatternsInsideCurrentDirectory;
/**
 * Returns patterns to be expanded relative to (outside) the current directory.
 *
 * @example
 * // ['../*', './../*']
 * getPatternsInsideCurrentDirectory(['./*', '*', 'a/*', '../*', './../*'])
 */
function getPatternsOutsideCurrentDirectory(patterns) {
    return patterns.filter(isPatternRelatedToParentDirectory);
}
exports.getPatternsOutsideCurrentDirectory = getPatternsOutsideCurrentDirectory;
function isPatternRelatedToParentDirectory(pattern) {
    return pattern.startsWith('..') || pattern.startsWith('./..');
}
exports.isPatternRelatedToParentDirectory = isPatternRelatedToParentDirectory;
function getBaseDirectory(pattern) {
    return globParent(pattern, { flipBackslashes: false });
}
exports.getBaseDirectory = getBaseDirectory;
function hasGlobStar(pattern) {
    return pattern.includes(GLOBSTAR);
}
exports.hasGlobStar = hasGlobStar;
function endsWithSlashGlobStar(pattern) {
    return pattern.endsWith('/' + GLOBSTAR);
}
exports.endsWithSlashGlobStar = endsWithSlashGlobStar;
function isAffectDepthOfReadingPattern(pattern) {
    const basename = path.basename(pattern);
    return endsWithSlashGlobStar(pattern) || isStaticPattern(basename);
}
exports.isAffectDepthOfReadingPattern = isAffectDepthOfReadingPattern;
function expandPatternsWithBraceExpansion(patterns) {
    return patterns.reduce((collection, pattern) => {
        return collection.concat(expandBraceExpansion(pattern));
    }, []);
}
exports.expandPatternsWithBraceExpansion = expandPatternsWithBraceExpansion;
function expandBraceExpansion(pattern) {
    const patterns = micromatch.braces(pattern, { expand: true, nodupes: true, keepEscaping: true });
    /**
     * Sort the patterns by length so that the same depth patterns are processed side by side.
     * `a/{b,}/{c,}/*` – `['a///*', 'a/b//*', 'a//c/*', 'a/b/c/*']`
     */
    patterns.sort((a, b) => a.length - b.length);
    /**
     * Micromatch can return an empty string in the case of patterns like `{a,}`.
     */
    return patterns.filter((pattern) => pattern !== '');
}
exports.expandBraceExpansion = expandBraceExpansion;
function getPatternParts(pattern, options) {
    let { parts } = micromatch.scan(pattern, Object.assign(Object.assign({}, options), { parts: true }));
    /**
     * The scan method returns an empty array in some cases.
     * See micromatch/picomatch#58 for more details.
     */
    if (parts.length === 0) {
        parts = [pattern];
    }
    /**
     * The scan method does not return an empty part for the pattern with a forward slash.
     * This is another part of micromatch/picomatch#58.
     */
    if (parts[0].startsWith('/')) {
        parts[0] = parts[0].slice(1);
        parts.unshift('');
    }
    return parts;
}
exports.getPatternParts = getPatternParts;
function makeRe(pattern, options) {
    return micromatch.makeRe(pattern, options);
}
exports.makeRe = makeRe;
function convertPatternsToRe(patterns, options) {
    return patterns.map((pattern) => makeRe(pattern, options));
}
exports.convertPatternsToRe = convertPatternsToRe;
function matchAny(entry, patternsRe) {
    return patternsRe.some((patternRe) => patternRe.test(entry));
}
exports.matchAny = matchAny;
/**
 * This package only works with forward slashes as a path separator.
 * Because of this, we cannot use the standard `path.normalize` method, because on Windows platform it will use of backslashes.
 */
function removeDuplicateSlashes(pattern) {
    return pattern.replace(DOUBLE_SLASH_RE, '/');
}
exports.removeDuplicateSlashes = removeDuplicateSlashes;
function partitionAbsoluteAndRelative(patterns) {
    const absolute = [];
    const relative = [];
    for (const pattern of patterns) {
        if (isAbsolute(pattern)) {
            absolute.push(pattern);
        }
        else {
            relative.push(pattern);
        }
    }
    return [absolute, relative];
}
exports.partitionAbsoluteAndRelative = partitionAbsoluteAndRelative;
function isAbsolute(pattern) {
    return path.isAbsolute(pattern);
}
exports.isAbsolute = isAbsolute;


/***/ }),

/***/ 536:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.merge = void 0;
const merge2 = __nccwpck_require__(754);
function merge(streams) {
    const mergedStream = merge2(streams);
    streams.forEach((stream) => {
        stream.once('error', (error) => mergedStream.emit('error', error));
    });
    mergedStream.once('close', () => propagateCloseEventToSources(streams));
    mergedStream.once('end', () => propagateCloseEventToSources(streams));
    return mergedStream;
}
exports.merge = merge;
function propagateCloseEventToSources(streams) {
    streams.forEach((stream) => stream.emit('close'));
}


/***/ }),

/***/ 7641:
/***/ ((__unused_webpack_module, exports) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isEmpty = exports.isString = void 0;
function isString(input) {
    return typeof input === 'string';
}
exports.isString = isString;
function isEmpty(input) {
    return input === '';
}
exports.isEmpty = isEmpty;


/***/ }),

/***/ 877:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

"use strict";
/*!
 * fill-range <https://github.com/jonschlinkert/fill-range>
 *
 * Copyright (c) 2014-present, Jon Schlinkert.
 * Licensed under the MIT License.
 */



const util = __nccwpck_require__(9023);
const toRegexRange = __nccwpck_require__(7551);

const isObject = val => val !== null && typeof val === 'object' && !Array.isArray(val);

const transform = toNumber => {
  return value => toNumber === true ? Number(value) : String(value);
};

const isValidValue = value => {
  return typeof value === 'number' || (typeof value === 'string' && value !== '');
};

const isNumber = num => Number.isInteger(+num);

const zeros = input => {
  let value = `${input}`;
  let index = -1;
  if (value[0] === '-') value = value.slice(1);
  if (value === '0') return false;
  while (value[++index] === '0');
  return index > 0;
};

const stringify = (start, end, options) => {
  if (typeof start === 'string' || typeof end === 'string') {
    return true;
  }
  return options.stringify === true;
};

const pad = (input, maxLength, toNumber) => {
  if (maxLength > 0) {
    let dash = input[0] === '-' ? '-' : '';
    if (dash) input = input.slice(1);
    input = (dash + input.padStart(dash ? maxLength - 1 : maxLength, '0'));
  }
  if (toNumber === false) {
    return String(input);
  }
  return input;
};

const toMaxLen = (input, maxLength) => {
  let negative = input[0] === '-' ? '-' : '';
  if (negative) {
    input = input.slice(1);
    maxLength--;
  }
  while (input.length < maxLength) input = '0' + input;
  return negative ? ('-' + input) : input;
};

const toSequence = (parts, options, maxLen) => {
  parts.negatives.sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
  parts.positives.sort((a, b) => a < b ? -1 : a > b ? 1 : 0);

  let prefix = options.capture ? '' : '?:';
  let positives = '';
  let negatives = '';
  let result;

  if (parts.positives.length) {
    positives = parts.positives.map(v => toMaxLen(String(v), maxLen)).join('|');
  }

  if (parts.negatives.length) {
    negatives = `-(${prefix}${parts.negatives.map(v => toMaxLen(String(v), maxLen)).join('|')})`;
  }

  if (positives && negatives) {
    result = `${positives}|${negatives}`;
  } else {
    result = positives || negatives;
  }

  if (options.wrap) {
    return `(${prefix}${result})`;
  }

  return result;
};

const toRange = (a, b, isNumbers, options) => {
  if (isNumbers) {
    return toRegexRange(a, b, { wrap: false, ...options });
  }

  let start = String.fromCharCode(a);
  if (a === b) return start;

  let stop = String.fromCharCode(b);
  return `[${start}-${stop}]`;
};

const toRegex = (start, end, options) => {
  if (Array.isArray(start)) {
    let wrap = options.wrap === true;
    let prefix = options.capture ? '' : '?:';
    return wrap ? `(${prefix}${start.join('|')})` : start.join('|');
  }
  return toRegexRange(start, end, options);
};

const rangeError = (...args) => {
  return new RangeError('Invalid range arguments: ' + util.inspect(...args));
};

const invalidRange = (start, end, options) => {
  if (options.strictRanges === true) throw rangeError([start, end]);
  return [];
};

const invalidStep = (step, options) => {
  if (options.strictRanges === true) {
    throw new TypeError(`Expected step "${step}" to be a number`);
  }
  return [];
};

const fillNumbers = (start, end, step = 1, options = {}) => {
  let a = Number(start);
  let b = Number(end);

  if (!Number.isInteger(a) || !Number.isInteger(b)) {
    if (options.strictRanges === true) throw rangeError([start, end]);
    return [];
  }

  // fix negative zero
  if (a === 0) a = 0;
  if (b === 0) b = 0;

  let descending = a > b;
  let startString = String(start);
  let endString = String(end);
  let stepString = String(step);
  step = Math.max(Math.abs(step), 1);

  let padded = zeros(startString) || zeros(endString) || zeros(stepString);
  let maxLen = padded ? Math.max(startString.length, endString.length, stepString.length) : 0;
  let toNumber = padded === false && stringify(start, end, options) === false;
  let format = options.transform || transform(toNumber);

  if (options.toRegex && step === 1) {
    return toRange(toMaxLen(start, maxLen), toMaxLen(end, maxLen), true, options);
  }

  let parts = { negatives: [], positives: [] };
  let push = num => parts[num < 0 ? 'negatives' : 'positives'].push(Math.abs(num));
  let range = [];
  let index = 0;

  while (descending ? a >= b : a <= b) {
    if (options.toRegex === true && step > 1) {
      push(a);
    } else {
      range.push(pad(format(a, index), maxLen, toNumber));
    }
    a = descending ? a - step : a + step;
    index++;
  }

  if (options.toRegex === true) {
    return step > 1
      ? toSequence(parts, options, maxLen)
      : toRegex(range, null, { wrap: false, ...options });
  }

  return range;
};

const fillLetters = (start, end, step = 1, options = {}) => {
  if ((!isNumber(start) && start.length > 1) || (!isNumber(end) && end.length > 1)) {
    return invalidRange(start, end, options);
  }

  let format = options.transform || (val => String.fromCharCode(val));
  let a = `${start}`.charCodeAt(0);
  let b = `${end}`.charCodeAt(0);

  let descending = a > b;
  let min = Math.min(a, b);
  let max = Math.max(a, b);

  if (options.toRegex && step === 1) {
    return toRange(min, max, false, options);
  }

  let range = [];
  let index = 0;

  while (descending ? a >= b : a <= b) {
    range.push(format(a, index));
    a = descending ? a - step : a + step;
    index++;
  }

  if (options.toRegex === true) {
    return toRegex(range, null, { wrap: false, options });
  }

  return range;
};

const fill = (start, end, step, options = {}) => {
  if (end == null && isValidValue(start)) {
    return [start];
  }

  if (!isValidValue(start) || !isValidValue(end)) {
    return invalidRange(start, end, options);
  }

  if (typeof step === 'function') {
    return fill(start, end, 1, { transform: step });
  }

  if (isObject(step)) {
    return fill(start, end, 0, step);
  }

  let opts = { ...options };
  if (opts.capture === true) opts.wrap = true;
  step = step || opts.step || 1;

  if (!isNumber(step)) {
    if (step != null && !isObject(step)) return invalidStep(step, opts);
    return fill(start, end, 1, step);
  }

  if (isNumber(start) && isNumber(end)) {
    return fillNumbers(start, end, step, opts);
  }

  return fillLetters(start, end, Math.max(Math.abs(step), 1), opts);
};

module.exports = fill;


/***/ }),

/***/ 8505:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

"use strict";


var isGlob = __nccwpck_require__(1925);
var pathPosixDirname = (__nccwpck_require__(6928).posix).dirname;
var isWin32 = (__nccwpck_require__(857).platform)() === 'win32';

var slash = '/';
var backslash = /\\/g;
var enclosure = /[\{\[].*[\}\]]$/;
var globby = /(^|[^\\])([\{\[]|\([^\)]+$)/;
var escaped = /\\([\!\*\?\|\[\]\(\)\{\}])/g;

/**
 * @param {string} str
 * @param {Object} opts
 * @param {boolean} [opts.flipBackslashes=true]
 * @returns {string}
 */
module.exports = function globParent(str, opts) {
  var options = Object.assign({ flipBackslashes: true }, opts);

  // flip windows path separators
  if (options.flipBackslashes && isWin32 && str.indexOf(slash) < 0) {
    str = str.replace(backslash, slash);
  }

  // special case for strings ending in enclosure containing path separator
  if (enclosure.test(str)) {
    str += slash;
  }

  // preserves full path in case of trailing path separator
  str += 'a';

  // remove path parts that are globby
  do {
    str = pathPosixDirname(str);
  } while (isGlob(str) || globby.test(str));

  // remove escape chars and return result
  return str.replace(escaped, '$1');
};


/***/ }),

/***/ 5540:
/***/ ((module) => {

/*!
 * is-extglob <https://github.com/jonschlinkert/is-extglob>
 *
 * Copyright (c) 2014-2016, Jon Schlinkert.
 * Licensed under the MIT License.
 */

module.exports = function isExtglob(str) {
  if (typeof str !== 'string' || str === '') {
    return false;
  }

  var match;
  while ((match = /(\\).|([@?!+*]\(.*\))/g.exec(str))) {
    if (match[2]) return true;
    str = str.slice(match.index + match[0].length);
  }

  return false;
};


/***/ }),

/***/ 1925:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

/*!
 * is-glob <https://github.com/jonschlinkert/is-glob>
 *
 * Copyright (c) 2014-2017, Jon Schlinkert.
 * Released under the MIT License.
 */

var isExtglob = __nccwpck_require__(5540);
var chars = { '{': '}', '(': ')', '[': ']'};
var strictCheck = function(str) {
  if (str[0] === '!') {
    return true;
  }
  var index = 0;
  var pipeIndex = -2;
  var closeSquareIndex = -2;
  var closeCurlyIndex = -2;
  var closeParenIndex = -2;
  var backSlashIndex = -2;
  while (index < str.length) {
    if (str[index] === '*') {
      return true;
    }

    if (str[index + 1] === '?' && /[\].+)]/.test(str[index])) {
      return true;
    }

    if (closeSquareIndex !== -1 && str[index] === '[' && str[index + 1] !== ']') {
      if (closeSquareIndex < index) {
        closeSquareIndex = str.indexOf(']', index);
      }
      if (closeSquareIndex > index) {
        if (backSlashIndex === -1 || backSlashIndex > closeSquareIndex) {
          return true;
        }
        backSlashIndex = str.indexOf('\\', index);
        if (backSlashIndex === -1 || backSlashIndex > closeSquareIndex) {
          return true;
        }
      }
    }

    if (closeCurlyIndex !== -1 && str[index] === '{' && str[index + 1] !== '}') {
      closeCurlyIndex = str.indexOf('}', index);
      if (closeCurlyIndex > index) {
        backSlashIndex = str.indexOf('\\', index);
        if (backSlashIndex === -1 || backSlashIndex > closeCurlyIndex) {
          return true;
        }
      }
    }

    if (closeParenIndex !== -1 && str[index] === '(' && str[index + 1] === '?' && /[:!=]/.test(str[index + 2]) && str[index + 3] !== ')') {
      closeParenIndex = str.indexOf(')', index);
      if (closeParenIndex > index) {
        backSlashIndex = str.indexOf('\\', index);
        if (backSlashIndex === -1 || backSlashIndex > closeParenIndex) {
          return true;
        }
      }
    }

    if (pipeIndex !== -1 && str[index] === '(' && str[index + 1] !== '|') {
      if (pipeIndex < index) {
        pipeIndex = str.indexOf('|', index);
      }
      if (pipeIndex !== -1 && str[pipeIndex + 1] !== ')') {
        closeParenIndex = str.indexOf(')', pipeIndex);
        if (closeParenIndex > pipeIndex) {
          backSlashIndex = str.indexOf('\\', pipeIndex);
          if (backSlashIndex === -1 || backSlashIndex > closeParenIndex) {
            return true;
          }
        }
      }
    }

    if (str[index] === '\\') {
      var open = str[index + 1];
      index += 2;
      var close = chars[open];

      if (close) {
        var n = str.indexOf(close, index);
        if (n !== -1) {
          index = n + 1;
        }
      }

      if (str[index] === '!') {
        return true;
      }
    } else {
      index++;
    }
  }
  return false;
};

var relaxedCheck = function(str) {
  if (str[0] === '!') {
    return true;
  }
  var index = 0;
  while (index < str.length) {
    if (/[*?{}()[\]]/.test(str[index])) {
      return true;
    }

    if (str[index] === '\\') {
      var open = str[index + 1];
      index += 2;
      var close = chars[open];

      if (close) {
        var n = str.indexOf(close, index);
        if (n !== -1) {
          index = n + 1;
        }
      }

      if (str[index] === '!') {
        return true;
      }
    } else {
      index++;
    }
  }
  return false;
};

module.exports = function isGlob(str, options) {
  if (typeof str !== 'string' || str === '') {
    return false;
  }

  if (isExtglob(str)) {
    return true;
  }

  var check = strictCheck;

  // optionally relax check
  if (options && options.strict === false) {
    check = relaxedCheck;
  }

  return check(str);
};


/***/ }),

/***/ 3102:
/***/ ((module) => {

"use strict";
/*!
 * is-number <https://github.com/jonschlinkert/is-number>
 *
 * Copyright (c) 2014-present, Jon Schlinkert.
 * Released under the MIT License.
 */



module.exports = function(num) {
  if (typeof num === 'number') {
    return num - num === 0;
  }
  if (typeof num === 'string' && num.trim() !== '') {
    return Number.isFinite ? Number.isFinite(+num) : isFinite(+num);
  }
  return false;
};


/***/ }),

/***/ 754:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

"use strict";

/*
 * merge2
 * https://github.com/teambition/merge2
 *
 * Copyright (c) 2014-2020 Teambition
 * Licensed under the MIT license.
 */
const Stream = __nccwpck_require__(2203)
const PassThrough = Stream.PassThrough
const slice = Array.prototype.slice

module.exports = merge2

function merge2 () {
  const streamsQueue = []
  const args = slice.call(arguments)
  let merging = false
  let options = args[args.length - 1]

  if (options && !Array.isArray(options) && options.pipe == null) {
    args.pop()
  } else {
    options = {}
  }

  const doEnd = options.end !== false
  const doPipeError = options.pipeError === true
  if (options.objectMode == null) {
    options.objectMode = true
  }
  if (options.highWaterMark == null) {
    options.highWaterMark = 64 * 1024
  }
  const mergedStream = PassThrough(options)

  function addStream () {
    for (let i = 0, len = arguments.length; i < len; i++) {
      streamsQueue.push(pauseStreams(arguments[i], options))
    }
    mergeStream()
    return this
  }

  function mergeStream () {
    if (merging) {
      return
    }
    merging = true

    let streams = streamsQueue.shift()
    if (!streams) {
      process.nextTick(endStream)
      return
    }
    if (!Array.isArray(streams)) {
      streams = [streams]
    }

    let pipesCount = streams.length + 1

    function next () {
      if (--pipesCount > 0) {
        return
      }
      merging = false
      mergeStream()
    }

    function pipe (stream) {
      function onend () {
        stream.removeListener('merge2UnpipeEnd', onend)
        stream.removeListener('end', onend)
        if (doPipeError) {
          stream.removeListener('error', onerror)
        }
        next()
      }
      function onerror (err) {
        mergedStream.emit('error', err)
      }
      // skip ended stream
      if (stream._readableState.endEmitted) {
        return next()
      }

      stream.on('merge2UnpipeEnd', onend)
      stream.on('end', onend)

      if (doPipeError) {
        stream.on('error', onerror)
      }

      stream.pipe(mergedStream, { end: false })
      // compatible for old stream
      stream.resume()
    }

    for (let i = 0; i < streams.length; i++) {
      pipe(streams[i])
    }

    next()
  }

  function endStream () {
    merging = false
    // emit 'queueDrain' when all streams merged.
    mergedStream.emit('queueDrain')
    if (doEnd) {
      mergedStream.end()
    }
  }

  mergedStream.setMaxListeners(0)
  mergedStream.add = addStream
  mergedStream.on('unpipe', function (stream) {
    stream.emit('merge2UnpipeEnd')
  })

  if (args.length) {
    addStream.apply(null, args)
  }
  return mergedStream
}

// check and pause streams for pipe.
function pauseStreams (streams, options) {
  if (!Array.isArray(streams)) {
    // Backwards-compat with old-style streams
    if (!streams._readableState && streams.pipe) {
      streams = streams.pipe(PassThrough(options))
    }
    if (!streams._readableState || !streams.pause || !streams.pipe) {
      throw new Error('Only readable stream can be merged.')
    }
    streams.pause()
  } else {
    for (let i = 0, len = streams.length; i < len; i++) {
      streams[i] = pauseStreams(streams[i], options)
    }
  }
  return streams
}


/***/ }),

/***/ 8785:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

"use strict";


const util = __nccwpck_require__(9023);
const braces = __nccwpck_require__(748);
const picomatch = __nccwpck_require__(4006);
const utils = __nccwpck_require__(4059);

const isEmptyString = v => v === '' || v === './';
const hasBraces = v => {
  const index = v.indexOf('{');
  return index > -1 && v.indexOf('}', index) > -1;
};

/**
 * Returns an array of strings that match one or more glob patterns.
 *
 * ```js
 * const mm = require('micromatch');
 * // mm(list, patterns[, options]);
 *
 * console.log(mm(['a.js', 'a.txt'], ['*.js']));
 * //=> [ 'a.js' ]
 * ```
 * @param {String|Array<string>} `list` List of strings to match.
 * @param {String|Array<string>} `patterns` One or more glob patterns to use for matching.
 * @param {Object} `options` See available [options](#options)
 * @return {Array} Returns an array of matches
 * @summary false
 * @api public
 */

const micromatch = (list, patterns, options) => {
  patterns = [].concat(patterns);
  list = [].concat(list);

  let omit = new Set();
  let keep = new Set();
  let items = new Set();
  let negatives = 0;

  let onResult = state => {
    items.add(state.output);
    if (options && options.onResult) {
      options.onResult(state);
    }
  };

  for (let i = 0; i < patterns.length; i++) {
    let isMatch = picomatch(String(patterns[i]), { ...options, onResult }, true);
    let negated = isMatch.state.negated || isMatch.state.negatedExtglob;
    if (negated) negatives++;

    for (let item of list) {
      let matched = isMatch(item, true);

      let match = negated ? !matched.isMatch : matched.isMatch;
      if (!match) continue;

      if (negated) {
        omit.add(matched.output);
      } else {
        omit.delete(matched.output);
        keep.add(matched.output);
      }
    }
  }

  let result = negatives === patterns.length ? [...items] : [...keep];
  let matches = result.filter(item => !omit.has(item));

  if (options && matches.length === 0) {
    if (options.failglob === true) {
      throw new Error(`No matches found for "${patterns.join(', ')}"`);
    }

    if (options.nonull === true || options.nullglob === true) {
      return options.unescape ? patterns.map(p => p.replace(/\\/g, '')) : patterns;
    }
  }

  return matches;
};

/**
 * Backwards compatibility
 */

micromatch.match = micromatch;

/**
 * Returns a matcher function from the given glob `pattern` and `options`.
 * The returned function takes a string to match as its only argument and returns
 * true if the string is a match.
 *
 * ```js
 * const mm = require('micromatch');
 * // mm.matcher(pattern[, options]);
 *
 * const isMatch = mm.matcher('*.!(*a)');
 * console.log(isMatch('a.a')); //=> false
 * console.log(isMatch('a.b')); //=> true
 * ```
 * @param {String} `pattern` Glob pattern
 * @param {Object} `options`
 * @return {Function} Returns a matcher function.
 * @api public
 */

micromatch.matcher = (pattern, options) => picomatch(pattern, options);

/**
 * Returns true if **any** of the given glob `patterns` match the specified `string`.
 *
 * ```js
 * const mm = require('micromatch');
 * // mm.isMatch(string, patterns[, options]);
 *
 * console.log(mm.isMatch('a.a', ['b.*', '*.a'])); //=> true
 * console.log(mm.isMatch('a.a', 'b.*')); //=> false
 * ```
 * @param {String} `str` The string to test.
 * @param {String|Array} `patterns` One or more glob patterns to use for matching.
 * @param {Object} `[options]` See available [options](#options).
 * @return {Boolean} Returns true if any patterns match `str`
 * @api public
 */

micromatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);

/**
 * Backwards compatibility
 */

micromatch.any = micromatch.isMatch;

/**
 * Returns a list of strings that _**do not match any**_ of the given `patterns`.
 *
 * ```js
 * const mm = require('micromatch');
 * // mm.not(list, patterns[, options]);
 *
 * console.log(mm.not(['a.a', 'b.b', 'c.c'], '*.a'));
 * //=> ['b.b', 'c.c']
 * ```
 * @param {Array} `list` Array of strings to match.
 * @param {String|Array} `patterns` One or more glob pattern to use for matching.
 * @param {Object} `options` See available [options](#options) for changing how matches are performed
 * @return {Array} Returns an array of strings that **do not match** the given patterns.
 * @api public
 */

micromatch.not = (list, patterns, options = {}) => {
  patterns = [].concat(patterns).map(String);
  let result = new Set();
  let items = [];

  let onResult = state => {
    if (options.onResult) options.onResult(state);
    items.push(state.output);
  };

  let matches = new Set(micromatch(list, patterns, { ...options, onResult }));

  for (let item of items) {
    if (!matches.has(item)) {
      result.add(item);
    }
  }
  return [...result];
};

/**
 * Returns true if the given `string` contains the given pattern. Similar
 * to [.isMatch](#isMatch) but the pattern can match any part of the string.
 *
 * ```js
 * var mm = require('micromatch');
 * // mm.contains(string, pattern[, options]);
 *
 * console.log(mm.contains('aa/bb/cc', '*b'));
 * //=> true
 * console.log(mm.contains('aa/bb/cc', '*d'));
 * //=> false
 * ```
 * @param {String} `str` The string to match.
 * @param {String|Array} `patterns` Glob pattern to use for matching.
 * @param {Object} `options` See available [options](#options) for changing how matches are performed
 * @return {Boolean} Returns true if any of the patterns matches any part of `str`.
 * @api public
 */

micromatch.contains = (str, pattern, options) => {
  if (typeof str !== 'string') {
    throw new TypeError(`Expected a string: "${util.inspect(str)}"`);
  }

  if (Array.isArray(pattern)) {
    return pattern.some(p => micromatch.contains(str, p, options));
  }

  if (typeof pattern === 'string') {
    if (isEmptyString(str) || isEmptyString(pattern)) {
      return false;
    }

    if (str.includes(pattern) || (str.startsWith('./') && str.slice(2).includes(pattern))) {
      return true;
    }
  }

  return micromatch.isMatch(str, pattern, { ...options, contains: true });
};

/**
 * Filter the keys of the given object with the given `glob` pattern
 * and `options`. Does not attempt to match nested keys. If you need this feature,
 * use [glob-object][] instead.
 *
 * ```js
 * const mm = require('micromatch');
 * // mm.matchKeys(object, patterns[, options]);
 *
 * const obj = { aa: 'a', ab: 'b', ac: 'c' };
 * console.log(mm.matchKeys(obj, '*b'));
 * //=> { ab: 'b' }
 * ```
 * @param {Object} `object` The object with keys to filter.
 * @param {String|Array} `patterns` One or more glob patterns to use for matching.
 * @param {Object} `options` See available [options](#options) for changing how matches are performed
 * @return {Object} Returns an object with only keys that match the given patterns.
 * @api public
 */

micromatch.matchKeys = (obj, patterns, options) => {
  if (!utils.isObject(obj)) {
    throw new TypeError('Expected the first argument to be an object');
  }
  let keys = micromatch(Object.keys(obj), patterns, options);
  let res = {};
  for (let key of keys) res[key] = obj[key];
  return res;
};

/**
 * Returns true if some of the strings in the given `list` match any of the given glob `patterns`.
 *
 * ```js
 * const mm = require('micromatch');
 * // mm.some(list, patterns[, options]);
 *
 * console.log(mm.some(['foo.js', 'bar.js'], ['*.js', '!foo.js']));
 * // true
 * console.log(mm.some(['foo.js'], ['*.js', '!foo.js']));
 * // false
 * ```
 * @param {String|Array} `list` The string or array of strings to test. Returns as soon as the first match is found.
 * @param {String|Array} `patterns` One or more glob patterns to use for matching.
 * @param {Object} `options` See available [options](#options) for changing how matches are performed
 * @return {Boolean} Returns true if any `patterns` matches any of the strings in `list`
 * @api public
 */

micromatch.some = (list, patterns, options) => {
  let items = [].concat(list);

  for (let pattern of [].concat(patterns)) {
    let isMatch = picomatch(String(pattern), options);
    if (items.some(item => isMatch(item))) {
      return true;
    }
  }
  return false;
};

/**
 * Returns true if every string in the given `list` matches
 * any of the given glob `patterns`.
 *
 * ```js
 * const mm = require('micromatch');
 * // mm.every(list, patterns[, options]);
 *
 * console.log(mm.every('foo.js', ['foo.js']));
 * // true
 * console.log(mm.every(['foo.js', 'bar.js'], ['*.js']));
 * // true
 * console.log(mm.every(['foo.js', 'bar.js'], ['*.js', '!foo.js']));
 * // false
 * console.log(mm.every(['foo.js'], ['*.js', '!foo.js']));
 * // false
 * ```
 * @param {String|Array} `list` The string or array of strings to test.
 * @param {String|Array} `patterns` One or more glob patterns to use for matching.
 * @param {Object} `options` See available [options](#options) for changing how matches are performed
 * @return {Boolean} Returns true if all `patterns` matches all of the strings in `list`
 * @api public
 */

micromatch.every = (list, patterns, options) => {
  let items = [].concat(list);

  for (let pattern of [].concat(patterns)) {
    let isMatch = picomatch(String(pattern), options);
    if (!items.every(item => isMatch(item))) {
      return false;
    }
  }
  return true;
};

/**
 * Returns true if **all** of the given `patterns` match
 * the specified string.
 *
 * ```js
 * const mm = require('micromatch');
 * // mm.all(string, patterns[, options]);
 *
 * console.log(mm.all('foo.js', ['foo.js']));
 * // true
 *
 * console.log(mm.all('foo.js', ['*.js', '!foo.js']));
 * // false
 *
 * console.log(mm.all('foo.js', ['*.js', 'foo.js']));
 * // true
 *
 * console.log(mm.all('foo.js', ['*.js', 'f*', '*o*', '*o.js']));
 * // true
 * ```
 * @param {String|Array} `str` The string to test.
 * @param {String|Array} `patterns` One or more glob patterns to use for matching.
 * @param {Object} `options` See available [options](#options) for changing how matches are performed
 * @return {Boolean} Returns true if any patterns match `str`
 * @api public
 */

micromatch.all = (str, patterns, options) => {
  if (typeof str !== 'string') {
    throw new TypeError(`Expected a string: "${util.inspect(str)}"`);
  }

  return [].concat(patterns).every(p => picomatch(p, options)(str));
};

/**
 * Returns an array of matches captured by `pattern` in `string, or `null` if the pattern did not match.
 *
 * ```js
 * const mm = require('micromatch');
 * // mm.capture(pattern, string[, options]);
 *
 * console.log(mm.capture('test/*.js', 'test/foo.js'));
 * //=> ['foo']
 * console.log(mm.capture('test/*.js', 'foo/bar.css'));
 * //=> null
 * ```
 * @param {String} `glob` Glob pattern to use for matching.
 * @param {String} `input` String to match
 * @param {Object} `options` See available [options](#options) for changing how matches are performed
 * @return {Array|null} Returns an array of captures if the input matches the glob pattern, otherwise `null`.
 * @api public
 */

micromatch.capture = (glob, input, options) => {
  let posix = utils.isWindows(options);
  let regex = picomatch.makeRe(String(glob), { ...options, capture: true });
  let match = regex.exec(posix ? utils.toPosixSlashes(input) : input);

  if (match) {
    return match.slice(1).map(v => v === void 0 ? '' : v);
  }
};

/**
 * Create a regular expression from the given glob `pattern`.
 *
 * ```js
 * const mm = require('micromatch');
 * // mm.makeRe(pattern[, options]);
 *
 * console.log(mm.makeRe('*.js'));
 * //=> /^(?:(\.[\\\/])?(?!\.)(?=.)[^\/]*?\.js)$/
 * ```
 * @param {String} `pattern` A glob pattern to convert to regex.
 * @param {Object} `options`
 * @return {RegExp} Returns a regex created from the given pattern.
 * @api public
 */

micromatch.makeRe = (...args) => picomatch.makeRe(...args);

/**
 * Scan a glob pattern to separate the pattern into segments. Used
 * by the [split](#split) method.
 *
 * ```js
 * const mm = require('micromatch');
 * const state = mm.scan(pattern[, options]);
 * ```
 * @param {String} `pattern`
 * @param {Object} `options`
 * @return {Object} Returns an object with
 * @api public
 */

micromatch.scan = (...args) => picomatch.scan(...args);

/**
 * Parse a glob pattern to create the source string for a regular
 * expression.
 *
 * ```js
 * const mm = require('micromatch');
 * const state = mm.parse(pattern[, options]);
 * ```
 * @param {String} `glob`
 * @param {Object} `options`
 * @return {Object} Returns an object with useful properties and output to be used as regex source string.
 * @api public
 */

micromatch.parse = (patterns, options) => {
  let res = [];
  for (let pattern of [].concat(patterns || [])) {
    for (let str of braces(String(pattern), options)) {
      res.push(picomatch.parse(str, options));
    }
  }
  return res;
};

/**
 * Process the given brace `pattern`.
 *
 * ```js
 * const { braces } = require('micromatch');
 * console.log(braces('foo/{a,b,c}/bar'));
 * //=> [ 'foo/(a|b|c)/bar' ]
 *
 * console.log(braces('foo/{a,b,c}/bar', { expand: true }));
 * //=> [ 'foo/a/bar', 'foo/b/bar', 'foo/c/bar' ]
 * ```
 * @param {String} `pattern` String with brace pattern to process.
 * @param {Object} `options` Any [options](#options) to change how expansion is performed. See the [braces][] library for all available options.
 * @return {Array}
 * @api public
 */

micromatch.braces = (pattern, options) => {
  if (typeof pattern !== 'string') throw new TypeError('Expected a string');
  if ((options && options.nobrace === true) || !hasBraces(pattern)) {
    return [pattern];
  }
  return braces(pattern, options);
};

/**
 * Expand braces
 */

micromatch.braceExpand = (pattern, options) => {
  if (typeof pattern !== 'string') throw new TypeError('Expected a string');
  return micromatch.braces(pattern, { ...options, expand: true });
};

/**
 * Expose micromatch
 */

// exposed for tests
micromatch.hasBraces = hasBraces;
module.exports = micromatch;


/***/ }),

/***/ 4006:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

"use strict";


module.exports = __nccwpck_require__(8016);


/***/ }),

/***/ 5595:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

"use strict";


const path = __nccwpck_require__(6928);
const WIN_SLASH = '\\\\/';
const WIN_NO_SLASH = `[^${WIN_SLASH}]`;

const DEFAULT_MAX_EXTGLOB_RECURSION = 0;

/**
 * Posix glob regex
 */

const DOT_LITERAL = '\\.';
const PLUS_LITERAL = '\\+';
const QMARK_LITERAL = '\\?';
const SLASH_LITERAL = '\\/';
const ONE_CHAR = '(?=.)';
const QMARK = '[^/]';
const END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
const START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
const DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
const NO_DOT = `(?!${DOT_LITERAL})`;
const NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
const NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
const NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
const QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
const STAR = `${QMARK}*?`;

const POSIX_CHARS = {
  DOT_LITERAL,
  PLUS_LITERAL,
  QMARK_LITERAL,
  SLASH_LITERAL,
  ONE_CHAR,
  QMARK,
  END_ANCHOR,
  DOTS_SLASH,
  NO_DOT,
  NO_DOTS,
  NO_DOT_SLASH,
  NO_DOTS_SLASH,
  QMARK_NO_DOT,
  STAR,
  START_ANCHOR
};

/**
 * Windows glob regex
 */

const WINDOWS_CHARS = {
  ...POSIX_CHARS,

  SLASH_LITERAL: `[${WIN_SLASH}]`,
  QMARK: WIN_NO_SLASH,
  STAR: `${WIN_NO_SLASH}*?`,
  DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
  NO_DOT: `(?!${DOT_LITERAL})`,
  NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
  NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
  START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
  END_ANCHOR: `(?:[${WIN_SLASH}]|$)`
};

/**
 * POSIX Bracket Regex
 */

const POSIX_REGEX_SOURCE = {
  __proto__: null,
  alnum: 'a-zA-Z0-9',
  alpha: 'a-zA-Z',
  ascii: '\\x00-\\x7F',
  blank: ' \\t',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '\\x21-\\x7E',
  lower: 'a-z',
  print: '\\x20-\\x7E ',
  punct: '\\-!"#$%&\'()\\*+,./:;<=>?@[\\]^_`{|}~',
  space: ' \\t\\r\\n\\v\\f',
  upper: 'A-Z',
  word: 'A-Za-z0-9_',
  xdigit: 'A-Fa-f0-9'
};

module.exports = {
  DEFAULT_MAX_EXTGLOB_RECURSION,
  MAX_LENGTH: 1024 * 64,
  POSIX_REGEX_SOURCE,

  // regular expressions
  REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
  REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
  REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
  REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
  REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
  REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,

  // Replace globs with equivalent patterns to reduce parsing time.
  REPLACEMENTS: {
    __proto__: null,
    '***': '*',
    '**/**': '**',
    '**/**/**': '**'
  },

  // Digits
  CHAR_0: 48, /* 0 */
  CHAR_9: 57, /* 9 */

  // Alphabet chars.
  CHAR_UPPERCASE_A: 65, /* A */
  CHAR_LOWERCASE_A: 97, /* a */
  CHAR_UPPERCASE_Z: 90, /* Z */
  CHAR_LOWERCASE_Z: 122, /* z */

  CHAR_LEFT_PARENTHESES: 40, /* ( */
  CHAR_RIGHT_PARENTHESES: 41, /* ) */

  CHAR_ASTERISK: 42, /* * */

  // Non-alphabetic chars.
  CHAR_AMPERSAND: 38, /* & */
  CHAR_AT: 64, /* @ */
  CHAR_BACKWARD_SLASH: 92, /* \ */
  CHAR_CARRIAGE_RETURN: 13, /* \r */
  CHAR_CIRCUMFLEX_ACCENT: 94, /* ^ */
  CHAR_COLON: 58, /* : */
  CHAR_COMMA: 44, /* , */
  CHAR_DOT: 46, /* . */
  CHAR_DOUBLE_QUOTE: 34, /* " */
  CHAR_EQUAL: 61, /* = */
  CHAR_EXCLAMATION_MARK: 33, /* ! */
  CHAR_FORM_FEED: 12, /* \f */
  CHAR_FORWARD_SLASH: 47, /* / */
  CHAR_GRAVE_ACCENT: 96, /* ` */
  CHAR_HASH: 35, /* # */
  CHAR_HYPHEN_MINUS: 45, /* - */
  CHAR_LEFT_ANGLE_BRACKET: 60, /* < */
  CHAR_LEFT_CURLY_BRACE: 123, /* { */
  CHAR_LEFT_SQUARE_BRACKET: 91, /* [ */
  CHAR_LINE_FEED: 10, /* \n */
  CHAR_NO_BREAK_SPACE: 160, /* \u00A0 */
  CHAR_PERCENT: 37, /* % */
  CHAR_PLUS: 43, /* + */
  CHAR_QUESTION_MARK: 63, /* ? */
  CHAR_RIGHT_ANGLE_BRACKET: 62, /* > */
  CHAR_RIGHT_CURLY_BRACE: 125, /* } */
  CHAR_RIGHT_SQUARE_BRACKET: 93, /* ] */
  CHAR_SEMICOLON: 59, /* ; */
  CHAR_SINGLE_QUOTE: 39, /* ' */
  CHAR_SPACE: 32, /*   */
  CHAR_TAB: 9, /* \t */
  CHAR_UNDERSCORE: 95, /* _ */
  CHAR_VERTICAL_LINE: 124, /* | */
  CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279, /* \uFEFF */

  SEP: path.sep,

  /**
   * Create EXTGLOB_CHARS
   */

  extglobChars(chars) {
    return {
      '!': { type: 'negate', open: '(?:(?!(?:', close: `))${chars.STAR})` },
      '?': { type: 'qmark', open: '(?:', close: ')?' },
      '+': { type: 'plus', open: '(?:', close: ')+' },
      '*': { type: 'star', open: '(?:', close: ')*' },
      '@': { type: 'at', open: '(?:', close: ')' }
    };
  },

  /**
   * Create GLOB_CHARS
   */

  globChars(win32) {
    return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
  }
};


/***/ }),

/***/ 8265:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

"use strict";


const constants = __nccwpck_require__(5595);
const utils = __nccwpck_require__(4059);

/**
 * Constants
 */

const {
  MAX_LENGTH,
  POSIX_REGEX_SOURCE,
  REGEX_NON_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_BACKREF,
  REPLACEMENTS
} = constants;

/**
 * Helpers
 */

const expandRange = (args, options) => {
  if (typeof options.expandRange === 'function') {
    return options.expandRange(...args, options);
  }

  args.sort();
  const value = `[${args.join('-')}]`;

  try {
    /* eslint-disable-next-line no-new */
    new RegExp(value);
  } catch (ex) {
    return args.map(v => utils.escapeRegex(v)).join('..');
  }

  return value;
};

/**
 * Create the message for a syntax error
 */

const syntaxError = (type, char) => {
  return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
};

const splitTopLevel = input => {
  const parts = [];
  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let value = '';
  let escaped = false;

  for (const ch of input) {
    if (escaped === true) {
      value += ch;
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      value += ch;
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      value += ch;
      continue;
    }

    if (quote === 0) {
      if (ch === '[') {
        bracket++;
      } else if (ch === ']' && bracket > 0) {
        bracket--;
      } else if (bracket === 0) {
        if (ch === '(') {
          paren++;
        } else if (ch === ')' && paren > 0) {
          paren--;
        } else if (ch === '|' && paren === 0) {
          parts.push(value);
          value = '';
          continue;
        }
      }
    }

    value += ch;
  }

  parts.push(value);
  return parts;
};

const isPlainBranch = branch => {
  let escaped = false;

  for (const ch of branch) {
    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (/[?*+@!()[\]{}]/.test(ch)) {
      return false;
    }
  }

  return true;
};

const normalizeSimpleBranch = branch => {
  let value = branch.trim();
  let changed = true;

  while (changed === true) {
    changed = false;

    if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
      value = value.slice(2, -1);
      changed = true;
    }
  }

  if (!isPlainBranch(value)) {
    return;
  }

  return value.replace(/\\(.)/g, '$1');
};

const hasRepeatedCharPrefixOverlap = branches => {
  const values = branches.map(normalizeSimpleBranch).filter(Boolean);

  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      const a = values[i];
      const b = values[j];
      const char = a[0];

      if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
        continue;
      }

      if (a === b || a.startsWith(b) || b.startsWith(a)) {
        return true;
      }
    }
  }

  return false;
};

const parseRepeatedExtglob = (pattern, requireEnd = true) => {
  if ((pattern[0] !== '+' && pattern[0] !== '*') || pattern[1] !== '(') {
    return;
  }

  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let escaped = false;

  for (let i = 1; i < pattern.length; i++) {
    const ch = pattern[i];

    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      continue;
    }

    if (quote === 1) {
      continue;
    }

    if (ch === '[') {
      bracket++;
      continue;
    }

    if (ch === ']' && bracket > 0) {
      bracket--;
      continue;
    }

    if (bracket > 0) {
      continue;
    }

    if (ch === '(') {
      paren++;
      continue;
    }

    if (ch === ')') {
      paren--;

      if (paren === 0) {
        if (requireEnd === true && i !== pattern.length - 1) {
          return;
        }

        return {
          type: pattern[0],
          body: pattern.slice(2, i),
          end: i
        };
      }
    }
  }
};

const getStarExtglobSequenceOutput = pattern => {
  let index = 0;
  const chars = [];

  while (index < pattern.length) {
    const match = parseRepeatedExtglob(pattern.slice(index), false);

    if (!match || match.type !== '*') {
      return;
    }

    const branches = splitTopLevel(match.body).map(branch => branch.trim());
    if (branches.length !== 1) {
      return;
    }

    const branch = normalizeSimpleBranch(branches[0]);
    if (!branch || branch.length !== 1) {
      return;
    }

    chars.push(branch);
    index += match.end + 1;
  }

  if (chars.length < 1) {
    return;
  }

  const source = chars.length === 1
    ? utils.escapeRegex(chars[0])
    : `[${chars.map(ch => utils.escapeRegex(ch)).join('')}]`;

  return `${source}*`;
};

const repeatedExtglobRecursion = pattern => {
  let depth = 0;
  let value = pattern.trim();
  let match = parseRepeatedExtglob(value);

  while (match) {
    depth++;
    value = match.body.trim();
    match = parseRepeatedExtglob(value);
  }

  return depth;
};

const analyzeRepeatedExtglob = (body, options) => {
  if (options.maxExtglobRecursion === false) {
    return { risky: false };
  }

  const max =
    typeof options.maxExtglobRecursion === 'number'
      ? options.maxExtglobRecursion
      : constants.DEFAULT_MAX_EXTGLOB_RECURSION;

  const branches = splitTopLevel(body).map(branch => branch.trim());

  if (branches.length > 1) {
    if (
      branches.some(branch => branch === '') ||
      branches.some(branch => /^[*?]+$/.test(branch)) ||
      hasRepeatedCharPrefixOverlap(branches)
    ) {
      return { risky: true };
    }
  }

  for (const branch of branches) {
    const safeOutput = getStarExtglobSequenceOutput(branch);
    if (safeOutput) {
      return { risky: true, safeOutput };
    }

    if (repeatedExtglobRecursion(branch) > max) {
      return { risky: true };
    }
  }

  return { risky: false };
};

/**
 * Parse the given input string.
 * @param {String} input
 * @param {Object} options
 * @return {Object}
 */

const parse = (input, options) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected a string');
  }

  input = REPLACEMENTS[input] || input;

  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;

  let len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  const bos = { type: 'bos', value: '', output: opts.prepend || '' };
  const tokens = [bos];

  const capture = opts.capture ? '' : '?:';
  const win32 = utils.isWindows(options);

  // create constants based on platform, for windows or posix
  const PLATFORM_CHARS = constants.globChars(win32);
  const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);

  const {
    DOT_LITERAL,
    PLUS_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOT_SLASH,
    NO_DOTS_SLASH,
    QMARK,
    QMARK_NO_DOT,
    STAR,
    START_ANCHOR
  } = PLATFORM_CHARS;

  const globstar = opts => {
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const nodot = opts.dot ? '' : NO_DOT;
  const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
  let star = opts.bash === true ? globstar(opts) : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  // minimatch options support
  if (typeof opts.noext === 'boolean') {
    opts.noextglob = opts.noext;
  }

  const state = {
    input,
    index: -1,
    start: 0,
    dot: opts.dot === true,
    consumed: '',
    output: '',
    prefix: '',
    backtrack: false,
    negated: false,
    brackets: 0,
    braces: 0,
    parens: 0,
    quotes: 0,
    globstar: false,
    tokens
  };

  input = utils.removePrefix(input, state);
  len = input.length;

  const extglobs = [];
  const braces = [];
  const stack = [];
  let prev = bos;
  let value;

  /**
   * Tokenizing helpers
   */

  const eos = () => state.index === len - 1;
  const peek = state.peek = (n = 1) => input[state.index + n];
  const advance = state.advance = () => input[++state.index] || '';
  const remaining = () => input.slice(state.index + 1);
  const consume = (value = '', num = 0) => {
    state.consumed += value;
    state.index += num;
  };

  const append = token => {
    state.output += token.output != null ? token.output : token.value;
    consume(token.value);
  };

  const negate = () => {
    let count = 1;

    while (peek() === '!' && (peek(2) !== '(' || peek(3) === '?')) {
      advance();
      state.start++;
      count++;
    }

    if (count % 2 === 0) {
      return false;
    }

    state.negated = true;
    state.start++;
    return true;
  };

  const increment = type => {
    state[type]++;
    stack.push(type);
  };

  const decrement = type => {
    state[type]--;
    stack.pop();
  };

  /**
   * Push tokens onto the tokens array. This helper speeds up
   * tokenizing by 1) helping us avoid backtracking as much as possible,
   * and 2) helping us avoid creating extra tokens when consecutive
   * characters are plain text. This improves performance and simplifies
   * lookbehinds.
   */

  const push = tok => {
    if (prev.type === 'globstar') {
      const isBrace = state.braces > 0 && (tok.type === 'comma' || tok.type === 'brace');
      const isExtglob = tok.extglob === true || (extglobs.length && (tok.type === 'pipe' || tok.type === 'paren'));

      if (tok.type !== 'slash' && tok.type !== 'paren' && !isBrace && !isExtglob) {
        state.output = state.output.slice(0, -prev.output.length);
        prev.type = 'star';
        prev.value = '*';
        prev.output = star;
        state.output += prev.output;
      }
    }

    if (extglobs.length && tok.type !== 'paren') {
      extglobs[extglobs.length - 1].inner += tok.value;
    }

    if (tok.value || tok.output) append(tok);
    if (prev && prev.type === 'text' && tok.type === 'text') {
      prev.value += tok.value;
      prev.output = (prev.output || '') + tok.value;
      return;
    }

    tok.prev = prev;
    tokens.push(tok);
    prev = tok;
  };

  const extglobOpen = (type, value) => {
    const token = { ...EXTGLOB_CHARS[value], conditions: 1, inner: '' };

    token.prev = prev;
    token.parens = state.parens;
    token.output = state.output;
    token.startIndex = state.index;
    token.tokensIndex = tokens.length;
    const output = (opts.capture ? '(' : '') + token.open;

    increment('parens');
    push({ type, value, output: state.output ? '' : ONE_CHAR });
    push({ type: 'paren', extglob: true, value: advance(), output });
    extglobs.push(token);
  };

  const extglobClose = token => {
    const literal = input.slice(token.startIndex, state.index + 1);
    const body = input.slice(token.startIndex + 2, state.index);
    const analysis = analyzeRepeatedExtglob(body, opts);

    if ((token.type === 'plus' || token.type === 'star') && analysis.risky) {
      const safeOutput = analysis.safeOutput
        ? (token.output ? '' : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput)
        : undefined;
      const open = tokens[token.tokensIndex];

      open.type = 'text';
      open.value = literal;
      open.output = safeOutput || utils.escapeRegex(literal);

      for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
        tokens[i].value = '';
        tokens[i].output = '';
        delete tokens[i].suffix;
      }

      state.output = token.output + open.output;
      state.backtrack = true;

      push({ type: 'paren', extglob: true, value, output: '' });
      decrement('parens');
      return;
    }

    let output = token.close + (opts.capture ? ')' : '');
    let rest;

    if (token.type === 'negate') {
      let extglobStar = star;

      if (token.inner && token.inner.length > 1 && token.inner.includes('/')) {
        extglobStar = globstar(opts);
      }

      if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
        output = token.close = `)$))${extglobStar}`;
      }

      if (token.inner.includes('*') && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
        // Any non-magical string (`.ts`) or even nested expression (`.{ts,tsx}`) can follow after the closing parenthesis.
        // In this case, we need to parse the string and use it in the output of the original pattern.
        // Suitable patterns: `/!(*.d).ts`, `/!(*.d).{ts,tsx}`, `**/!(*-dbg).@(js)`.
        //
        // Disabling the `fastpaths` option due to a problem with parsing strings as `.ts` in the pattern like `**/!(*.d).ts`.
        const expression = parse(rest, { ...options, fastpaths: false }).output;

        output = token.close = `)${expression})${extglobStar})`;
      }

      if (token.prev.type === 'bos') {
        state.negatedExtglob = true;
      }
    }

    push({ type: 'paren', extglob: true, value, output });
    decrement('parens');
  };

  /**
   * Fast paths
   */

  if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
    let backslashes = false;

    let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
      if (first === '\\') {
        backslashes = true;
        return m;
      }

      if (first === '?') {
        if (esc) {
          return esc + first + (rest ? QMARK.repeat(rest.length) : '');
        }
        if (index === 0) {
          return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : '');
        }
        return QMARK.repeat(chars.length);
      }

      if (first === '.') {
        return DOT_LITERAL.repeat(chars.length);
      }

      if (first === '*') {
        if (esc) {
          return esc + first + (rest ? star : '');
        }
        return star;
      }
      return esc ? m : `\\${m}`;
    });

    if (backslashes === true) {
      if (opts.unescape === true) {
        output = output.replace(/\\/g, '');
      } else {
        output = output.replace(/\\+/g, m => {
          return m.length % 2 === 0 ? '\\\\' : (m ? '\\' : '');
        });
      }
    }

    if (output === input && opts.contains === true) {
      state.output = input;
      return state;
    }

    state.output = utils.wrapOutput(output, state, options);
    return state;
  }

  /**
   * Tokenize input until we reach end-of-string
   */

  while (!eos()) {
    value = advance();

    if (value === '\u0000') {
      continue;
    }

    /**
     * Escaped characters
     */

    if (value === '\\') {
      const next = peek();

      if (next === '/' && opts.bash !== true) {
        continue;
      }

      if (next === '.' || next === ';') {
        continue;
      }

      if (!next) {
        value += '\\';
        push({ type: 'text', value });
        continue;
      }

      // collapse slashes to reduce potential for exploits
      const match = /^\\+/.exec(remaining());
      let slashes = 0;

      if (match && match[0].length > 2) {
        slashes = match[0].length;
        state.index += slashes;
        if (slashes % 2 !== 0) {
          value += '\\';
        }
      }

      if (opts.unescape === true) {
        value = advance();
      } else {
        value += advance();
      }

      if (state.brackets === 0) {
        push({ type: 'text', value });
        continue;
      }
    }

    /**
     * If we're inside a regex character class, continue
     * until we reach the closing bracket.
     */

    if (state.brackets > 0 && (value !== ']' || prev.value === '[' || prev.value === '[^')) {
      if (opts.posix !== false && value === ':') {
        const inner = prev.value.slice(1);
        if (inner.includes('[')) {
          prev.posix = true;

          if (inner.includes(':')) {
            const idx = prev.value.lastIndexOf('[');
            const pre = prev.value.slice(0, idx);
            const rest = prev.value.slice(idx + 2);
            const posix = POSIX_REGEX_SOURCE[rest];
            if (posix) {
              prev.value = pre + posix;
              state.backtrack = true;
              advance();

              if (!bos.output && tokens.indexOf(prev) === 1) {
                bos.output = ONE_CHAR;
              }
              continue;
            }
          }
        }
      }

      if ((value === '[' && peek() !== ':') || (value === '-' && peek() === ']')) {
        value = `\\${value}`;
      }

      if (value === ']' && (prev.value === '[' || prev.value === '[^')) {
        value = `\\${value}`;
      }

      if (opts.posix === true && value === '!' && prev.value === '[') {
        value = '^';
      }

      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * If we're inside a quoted string, continue
     * until we reach the closing double quote.
     */

    if (state.quotes === 1 && value !== '"') {
      value = utils.escapeRegex(value);
      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * Double quotes
     */

    if (value === '"') {
      state.quotes = state.quotes === 1 ? 0 : 1;
      if (opts.keepQuotes === true) {
        push({ type: 'text', value });
      }
      continue;
    }

    /**
     * Parentheses
     */

    if (value === '(') {
      increment('parens');
      push({ type: 'paren', value });
      continue;
    }

    if (value === ')') {
      if (state.parens === 0 && opts.strictBrackets === true) {
        throw new SyntaxError(syntaxError('opening', '('));
      }

      const extglob = extglobs[extglobs.length - 1];
      if (extglob && state.parens === extglob.parens + 1) {
        extglobClose(extglobs.pop());
        continue;
      }

      push({ type: 'paren', value, output: state.parens ? ')' : '\\)' });
      decrement('parens');
      continue;
    }

    /**
     * Square brackets
     */

    if (value === '[') {
      if (opts.nobracket === true || !remaining().includes(']')) {
        if (opts.nobracket !== true && opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('closing', ']'));
        }

        value = `\\${value}`;
      } else {
        increment('brackets');
      }

      push({ type: 'bracket', value });
      continue;
    }

    if (value === ']') {
      if (opts.nobracket === true || (prev && prev.type === 'bracket' && prev.value.length === 1)) {
        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      if (state.brackets === 0) {
        if (opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('opening', '['));
        }

        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      decrement('brackets');

      const prevValue = prev.value.slice(1);
      if (prev.posix !== true && prevValue[0] === '^' && !prevValue.includes('/')) {
        value = `/${value}`;
      }

      prev.value += value;
      append({ value });

      // when literal brackets are explicitly disabled
      // assume we should match with a regex character class
      if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
        continue;
      }

      const escaped = utils.escapeRegex(prev.value);
      state.output = state.output.slice(0, -prev.value.length);

      // when literal brackets are explicitly enabled
      // assume we should escape the brackets to match literal characters
      if (opts.literalBrackets === true) {
        state.output += escaped;
        prev.value = escaped;
        continue;
      }

      // when the user specifies nothing, try to match both
      prev.value = `(${capture}${escaped}|${prev.value})`;
      state.output += prev.value;
      continue;
    }

    /**
     * Braces
     */

    if (value === '{' && opts.nobrace !== true) {
      increment('braces');

      const open = {
        type: 'brace',
        value,
        output: '(',
        outputIndex: state.output.length,
        tokensIndex: state.tokens.length
      };

      braces.push(open);
      push(open);
      continue;
    }

    if (value === '}') {
      const brace = braces[braces.length - 1];

      if (opts.nobrace === true || !brace) {
        push({ type: 'text', value, output: value });
        continue;
      }

      let output = ')';

      if (brace.dots === true) {
        const arr = tokens.slice();
        const range = [];

        for (let i = arr.length - 1; i >= 0; i--) {
          tokens.pop();
          if (arr[i].type === 'brace') {
            break;
          }
          if (arr[i].type !== 'dots') {
            range.unshift(arr[i].value);
          }
        }

        output = expandRange(range, opts);
        state.backtrack = true;
      }

      if (brace.comma !== true && brace.dots !== true) {
        const out = state.output.slice(0, brace.outputIndex);
        const toks = state.tokens.slice(brace.tokensIndex);
        brace.value = brace.output = '\\{';
        value = output = '\\}';
        state.output = out;
        for (const t of toks) {
          state.output += (t.output || t.value);
        }
      }

      push({ type: 'brace', value, output });
      decrement('braces');
      braces.pop();
      continue;
    }

    /**
     * Pipes
     */

    if (value === '|') {
      if (extglobs.length > 0) {
        extglobs[extglobs.length - 1].conditions++;
      }
      push({ type: 'text', value });
      continue;
    }

    /**
     * Commas
     */

    if (value === ',') {
      let output = value;

      const brace = braces[braces.length - 1];
      if (brace && stack[stack.length - 1] === 'braces') {
        brace.comma = true;
        output = '|';
      }

      push({ type: 'comma', value, output });
      continue;
    }

    /**
     * Slashes
     */

    if (value === '/') {
      // if the beginning of the glob is "./", advance the start
      // to the current index, and don't add the "./" characters
      // to the state. This greatly simplifies lookbehinds when
      // checking for BOS characters like "!" and "." (not "./")
      if (prev.type === 'dot' && state.index === state.start + 1) {
        state.start = state.index + 1;
        state.consumed = '';
        state.output = '';
        tokens.pop();
        prev = bos; // reset "prev" to the first token
        continue;
      }

      push({ type: 'slash', value, output: SLASH_LITERAL });
      continue;
    }

    /**
     * Dots
     */

    if (value === '.') {
      if (state.braces > 0 && prev.type === 'dot') {
        if (prev.value === '.') prev.output = DOT_LITERAL;
        const brace = braces[braces.length - 1];
        prev.type = 'dots';
        prev.output += value;
        prev.value += value;
        brace.dots = true;
        continue;
      }

      if ((state.braces + state.parens) === 0 && prev.type !== 'bos' && prev.type !== 'slash') {
        push({ type: 'text', value, output: DOT_LITERAL });
        continue;
      }

      push({ type: 'dot', value, output: DOT_LITERAL });
      continue;
    }

    /**
     * Question marks
     */

    if (value === '?') {
      const isGroup = prev && prev.value === '(';
      if (!isGroup && opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('qmark', value);
        continue;
      }

      if (prev && prev.type === 'paren') {
        const next = peek();
        let output = value;

        if (next === '<' && !utils.supportsLookbehinds()) {
          throw new Error('Node.js v10 or higher is required for regex lookbehinds');
        }

        if ((prev.value === '(' && !/[!=<:]/.test(next)) || (next === '<' && !/<([!=]|\w+>)/.test(remaining()))) {
          output = `\\${value}`;
        }

        push({ type: 'text', value, output });
        continue;
      }

      if (opts.dot !== true && (prev.type === 'slash' || prev.type === 'bos')) {
        push({ type: 'qmark', value, output: QMARK_NO_DOT });
        continue;
      }

      push({ type: 'qmark', value, output: QMARK });
      continue;
    }

    /**
     * Exclamation
     */

    if (value === '!') {
      if (opts.noextglob !== true && peek() === '(') {
        if (peek(2) !== '?' || !/[!=<:]/.test(peek(3))) {
          extglobOpen('negate', value);
          continue;
        }
      }

      if (opts.nonegate !== true && state.index === 0) {
        negate();
        continue;
      }
    }

    /**
     * Plus
     */

    if (value === '+') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('plus', value);
        continue;
      }

      if ((prev && prev.value === '(') || opts.regex === false) {
        push({ type: 'plus', value, output: PLUS_LITERAL });
        continue;
      }

      if ((prev && (prev.type === 'bracket' || prev.type === 'paren' || prev.type === 'brace')) || state.parens > 0) {
        push({ type: 'plus', value });
        continue;
      }

      push({ type: 'plus', value: PLUS_LITERAL });
      continue;
    }

    /**
     * Plain text
     */

    if (value === '@') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        push({ type: 'at', extglob: true, value, output: '' });
        continue;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Plain text
     */

    if (value !== '*') {
      if (value === '$' || value === '^') {
        value = `\\${value}`;
      }

      const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
      if (match) {
        value += match[0];
        state.index += match[0].length;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Stars
     */

    if (prev && (prev.type === 'globstar' || prev.star === true)) {
      prev.type = 'star';
      prev.star = true;
      prev.value += value;
      prev.output = star;
      state.backtrack = true;
      state.globstar = true;
      consume(value);
      continue;
    }

    let rest = remaining();
    if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
      extglobOpen('star', value);
      continue;
    }

    if (prev.type === 'star') {
      if (opts.noglobstar === true) {
        consume(value);
        continue;
      }

      const prior = prev.prev;
      const before = prior.prev;
      const isStart = prior.type === 'slash' || prior.type === 'bos';
      const afterStar = before && (before.type === 'star' || before.type === 'globstar');

      if (opts.bash === true && (!isStart || (rest[0] && rest[0] !== '/'))) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      const isBrace = state.braces > 0 && (prior.type === 'comma' || prior.type === 'brace');
      const isExtglob = extglobs.length && (prior.type === 'pipe' || prior.type === 'paren');
      if (!isStart && prior.type !== 'paren' && !isBrace && !isExtglob) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      // strip consecutive `/**/`
      while (rest.slice(0, 3) === '/**') {
        const after = input[state.index + 4];
        if (after && after !== '/') {
          break;
        }
        rest = rest.slice(3);
        consume('/**', 3);
      }

      if (prior.type === 'bos' && eos()) {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = globstar(opts);
        state.output = prev.output;
        state.globstar = true;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && !afterStar && eos()) {
        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = globstar(opts) + (opts.strictSlashes ? ')' : '|$)');
        prev.value += value;
        state.globstar = true;
        state.output += prior.output + prev.output;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && rest[0] === '/') {
        const end = rest[1] !== void 0 ? '|$' : '';

        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
        prev.value += value;

        state.output += prior.output + prev.output;
        state.globstar = true;

        consume(value + advance());

        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      if (prior.type === 'bos' && rest[0] === '/') {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
        state.output = prev.output;
        state.globstar = true;
        consume(value + advance());
        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      // remove single star from output
      state.output = state.output.slice(0, -prev.output.length);

      // reset previous token to globstar
      prev.type = 'globstar';
      prev.output = globstar(opts);
      prev.value += value;

      // reset output with globstar
      state.output += prev.output;
      state.globstar = true;
      consume(value);
      continue;
    }

    const token = { type: 'star', value, output: star };

    if (opts.bash === true) {
      token.output = '.*?';
      if (prev.type === 'bos' || prev.type === 'slash') {
        token.output = nodot + token.output;
      }
      push(token);
      continue;
    }

    if (prev && (prev.type === 'bracket' || prev.type === 'paren') && opts.regex === true) {
      token.output = value;
      push(token);
      continue;
    }

    if (state.index === state.start || prev.type === 'slash' || prev.type === 'dot') {
      if (prev.type === 'dot') {
        state.output += NO_DOT_SLASH;
        prev.output += NO_DOT_SLASH;

      } else if (opts.dot === true) {
        state.output += NO_DOTS_SLASH;
        prev.output += NO_DOTS_SLASH;

      } else {
        state.output += nodot;
        prev.output += nodot;
      }

      if (peek() !== '*') {
        state.output += ONE_CHAR;
        prev.output += ONE_CHAR;
      }
    }

    push(token);
  }

  while (state.brackets > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ']'));
    state.output = utils.escapeLast(state.output, '[');
    decrement('brackets');
  }

  while (state.parens > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ')'));
    state.output = utils.escapeLast(state.output, '(');
    decrement('parens');
  }

  while (state.braces > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', '}'));
    state.output = utils.escapeLast(state.output, '{');
    decrement('braces');
  }

  if (opts.strictSlashes !== true && (prev.type === 'star' || prev.type === 'bracket')) {
    push({ type: 'maybe_slash', value: '', output: `${SLASH_LITERAL}?` });
  }

  // rebuild the output if we had to backtrack at any point
  if (state.backtrack === true) {
    state.output = '';

    for (const token of state.tokens) {
      state.output += token.output != null ? token.output : token.value;

      if (token.suffix) {
        state.output += token.suffix;
      }
    }
  }

  return state;
};

/**
 * Fast paths for creating regular expressions for common glob patterns.
 * This can significantly speed up processing and has very little downside
 * impact when none of the fast paths match.
 */

parse.fastpaths = (input, options) => {
  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
  const len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  input = REPLACEMENTS[input] || input;
  const win32 = utils.isWindows(options);

  // create constants based on platform, for windows or posix
  const {
    DOT_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOTS,
    NO_DOTS_SLASH,
    STAR,
    START_ANCHOR
  } = constants.globChars(win32);

  const nodot = opts.dot ? NO_DOTS : NO_DOT;
  const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
  const capture = opts.capture ? '' : '?:';
  const state = { negated: false, prefix: '' };
  let star = opts.bash === true ? '.*?' : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  const globstar = opts => {
    if (opts.noglobstar === true) return star;
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const create = str => {
    switch (str) {
      case '*':
        return `${nodot}${ONE_CHAR}${star}`;

      case '.*':
        return `${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*.*':
        return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*/*':
        return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;

      case '**':
        return nodot + globstar(opts);

      case '**/*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;

      case '**/*.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '**/.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;

      default: {
        const match = /^(.*?)\.(\w+)$/.exec(str);
        if (!match) return;

        const source = create(match[1]);
        if (!source) return;

        return source + DOT_LITERAL + match[2];
      }
    }
  };

  const output = utils.removePrefix(input, state);
  let source = create(output);

  if (source && opts.strictSlashes !== true) {
    source += `${SLASH_LITERAL}?`;
  }

  return source;
};

module.exports = parse;


/***/ }),

/***/ 8016:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

"use strict";


const path = __nccwpck_require__(6928);
const scan = __nccwpck_require__(1781);
const parse = __nccwpck_require__(8265);
const utils = __nccwpck_require__(4059);
const constants = __nccwpck_require__(5595);
const isObject = val => val && typeof val === 'object' && !Array.isArray(val);

/**
 * Creates a matcher function from one or more glob patterns. The
 * returned function takes a string to match as its first argument,
 * and returns true if the string is a match. The returned matcher
 * function also takes a boolean as the second argument that, when true,
 * returns an object with additional information.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch(glob[, options]);
 *
 * const isMatch = picomatch('*.!(*a)');
 * console.log(isMatch('a.a')); //=> false
 * console.log(isMatch('a.b')); //=> true
 * ```
 * @name picomatch
 * @param {String|Array} `globs` One or more glob patterns.
 * @param {Object=} `options`
 * @return {Function=} Returns a matcher function.
 * @api public
 */

const picomatch = (glob, options, returnState = false) => {
  if (Array.isArray(glob)) {
    const fns = glob.map(input => picomatch(input, options, returnState));
    const arrayMatcher = str => {
      for (const isMatch of fns) {
        const state = isMatch(str);
        if (state) return state;
      }
      return false;
    };
    return arrayMatcher;
  }

  const isState = isObject(glob) && glob.tokens && glob.input;

  if (glob === '' || (typeof glob !== 'string' && !isState)) {
    throw new TypeError('Expected pattern to be a non-empty string');
  }

  const opts = options || {};
  const posix = utils.isWindows(options);
  const regex = isState
    ? picomatch.compileRe(glob, options)
    : picomatch.makeRe(glob, options, false, true);

  const state = regex.state;
  delete regex.state;

  let isIgnored = () => false;
  if (opts.ignore) {
    const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
    isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
  }

  const matcher = (input, returnObject = false) => {
    const { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix });
    const result = { glob, state, regex, posix, input, output, match, isMatch };

    if (typeof opts.onResult === 'function') {
      opts.onResult(result);
    }

    if (isMatch === false) {
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (isIgnored(input)) {
      if (typeof opts.onIgnore === 'function') {
        opts.onIgnore(result);
      }
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (typeof opts.onMatch === 'function') {
      opts.onMatch(result);
    }
    return returnObject ? result : true;
  };

  if (returnState) {
    matcher.state = state;
  }

  return matcher;
};

/**
 * Test `input` with the given `regex`. This is used by the main
 * `picomatch()` function to test the input string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.test(input, regex[, options]);
 *
 * console.log(picomatch.test('foo/bar', /^(?:([^/]*?)\/([^/]*?))$/));
 * // { isMatch: true, match: [ 'foo/', 'foo', 'bar' ], output: 'foo/bar' }
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp} `regex`
 * @return {Object} Returns an object with matching info.
 * @api public
 */

picomatch.test = (input, regex, options, { glob, posix } = {}) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected input to be a string');
  }

  if (input === '') {
    return { isMatch: false, output: '' };
  }

  const opts = options || {};
  const format = opts.format || (posix ? utils.toPosixSlashes : null);
  let match = input === glob;
  let output = (match && format) ? format(input) : input;

  if (match === false) {
    output = format ? format(input) : input;
    match = output === glob;
  }

  if (match === false || opts.capture === true) {
    if (opts.matchBase === true || opts.basename === true) {
      match = picomatch.matchBase(input, regex, options, posix);
    } else {
      match = regex.exec(output);
    }
  }

  return { isMatch: Boolean(match), match, output };
};

/**
 * Match the basename of a filepath.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.matchBase(input, glob[, options]);
 * console.log(picomatch.matchBase('foo/bar.js', '*.js'); // true
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp|String} `glob` Glob pattern or regex created by [.makeRe](#makeRe).
 * @return {Boolean}
 * @api public
 */

picomatch.matchBase = (input, glob, options, posix = utils.isWindows(options)) => {
  const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
  return regex.test(path.basename(input));
};

/**
 * Returns true if **any** of the given glob `patterns` match the specified `string`.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.isMatch(string, patterns[, options]);
 *
 * console.log(picomatch.isMatch('a.a', ['b.*', '*.a'])); //=> true
 * console.log(picomatch.isMatch('a.a', 'b.*')); //=> false
 * ```
 * @param {String|Array} str The string to test.
 * @param {String|Array} patterns One or more glob patterns to use for matching.
 * @param {Object} [options] See available [options](#options).
 * @return {Boolean} Returns true if any patterns match `str`
 * @api public
 */

picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);

/**
 * Parse a glob pattern to create the source string for a regular
 * expression.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const result = picomatch.parse(pattern[, options]);
 * ```
 * @param {String} `pattern`
 * @param {Object} `options`
 * @return {Object} Returns an object with useful properties and output to be used as a regex source string.
 * @api public
 */

picomatch.parse = (pattern, options) => {
  if (Array.isArray(pattern)) return pattern.map(p => picomatch.parse(p, options));
  return parse(pattern, { ...options, fastpaths: false });
};

/**
 * Scan a glob pattern to separate the pattern into segments.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.scan(input[, options]);
 *
 * const result = picomatch.scan('!./foo/*.js');
 * console.log(result);
 * { prefix: '!./',
 *   input: '!./foo/*.js',
 *   start: 3,
 *   base: 'foo',
 *   glob: '*.js',
 *   isBrace: false,
 *   isBracket: false,
 *   isGlob: true,
 *   isExtglob: false,
 *   isGlobstar: false,
 *   negated: true }
 * ```
 * @param {String} `input` Glob pattern to scan.
 * @param {Object} `options`
 * @return {Object} Returns an object with
 * @api public
 */

picomatch.scan = (input, options) => scan(input, options);

/**
 * Compile a regular expression from the `state` object returned by the
 * [parse()](#parse) method.
 *
 * @param {Object} `state`
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Intended for implementors, this argument allows you to return the raw output from the parser.
 * @param {Boolean} `returnState` Adds the state to a `state` property on the returned regex. Useful for implementors and debugging.
 * @return {RegExp}
 * @api public
 */

picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
  if (returnOutput === true) {
    return state.output;
  }

  const opts = options || {};
  const prepend = opts.contains ? '' : '^';
  const append = opts.contains ? '' : '$';

  let source = `${prepend}(?:${state.output})${append}`;
  if (state && state.negated === true) {
    source = `^(?!${source}).*$`;
  }

  const regex = picomatch.toRegex(source, options);
  if (returnState === true) {
    regex.state = state;
  }

  return regex;
};

/**
 * Create a regular expression from a parsed glob pattern.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const state = picomatch.parse('*.js');
 * // picomatch.compileRe(state[, options]);
 *
 * console.log(picomatch.compileRe(state));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `state` The object returned from the `.parse` method.
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Implementors may use this argument to return the compiled output, instead of a regular expression. This is not exposed on the options to prevent end-users from mutating the result.
 * @param {Boolean} `returnState` Implementors may use this argument to return the state from the parsed glob with the returned regular expression.
 * @return {RegExp} Returns a regex created from the given pattern.
 * @api public
 */

picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
  if (!input || typeof input !== 'string') {
    throw new TypeError('Expected a non-empty string');
  }

  let parsed = { negated: false, fastpaths: true };

  if (options.fastpaths !== false && (input[0] === '.' || input[0] === '*')) {
    parsed.output = parse.fastpaths(input, options);
  }

  if (!parsed.output) {
    parsed = parse(input, options);
  }

  return picomatch.compileRe(parsed, options, returnOutput, returnState);
};

/**
 * Create a regular expression from the given regex source string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.toRegex(source[, options]);
 *
 * const { output } = picomatch.parse('*.js');
 * console.log(picomatch.toRegex(output));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `source` Regular expression source string.
 * @param {Object} `options`
 * @return {RegExp}
 * @api public
 */

picomatch.toRegex = (source, options) => {
  try {
    const opts = options || {};
    return new RegExp(source, opts.flags || (opts.nocase ? 'i' : ''));
  } catch (err) {
    if (options && options.debug === true) throw err;
    return /$^/;
  }
};

/**
 * Picomatch constants.
 * @return {Object}
 */

picomatch.constants = constants;

/**
 * Expose "picomatch"
 */

module.exports = picomatch;


/***/ }),

/***/ 1781:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

"use strict";


const utils = __nccwpck_require__(4059);
const {
  CHAR_ASTERISK,             /* * */
  CHAR_AT,                   /* @ */
  CHAR_BACKWARD_SLASH,       /* \ */
  CHAR_COMMA,                /* , */
  CHAR_DOT,                  /* . */
  CHAR_EXCLAMATION_MARK,     /* ! */
  CHAR_FORWARD_SLASH,        /* / */
  CHAR_LEFT_CURLY_BRACE,     /* { */
  CHAR_LEFT_PARENTHESES,     /* ( */
  CHAR_LEFT_SQUARE_BRACKET,  /* [ */
  CHAR_PLUS,                 /* + */
  CHAR_QUESTION_MARK,        /* ? */
  CHAR_RIGHT_CURLY_BRACE,    /* } */
  CHAR_RIGHT_PARENTHESES,    /* ) */
  CHAR_RIGHT_SQUARE_BRACKET  /* ] */
} = __nccwpck_require__(5595);

const isPathSeparator = code => {
  return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
};

const depth = token => {
  if (token.isPrefix !== true) {
    token.depth = token.isGlobstar ? Infinity : 1;
  }
};

/**
 * Quickly scans a glob pattern and returns an object with a handful of
 * useful properties, like `isGlob`, `path` (the leading non-glob, if it exists),
 * `glob` (the actual pattern), `negated` (true if the path starts with `!` but not
 * with `!(`) and `negatedExtglob` (true if the path starts with `!(`).
 *
 * ```js
 * const pm = require('picomatch');
 * console.log(pm.scan('foo/bar/*.js'));
 * { isGlob: true, input: 'foo/bar/*.js', base: 'foo/bar', glob: '*.js' }
 * ```
 * @param {String} `str`
 * @param {Object} `options`
 * @return {Object} Returns an object with tokens and regex source string.
 * @api public
 */

const scan = (input, options) => {
  const opts = options || {};

  const length = input.length - 1;
  const scanToEnd = opts.parts === true || opts.scanToEnd === true;
  const slashes = [];
  const tokens = [];
  const parts = [];

  let str = input;
  let index = -1;
  let start = 0;
  let lastIndex = 0;
  let isBrace = false;
  let isBracket = false;
  let isGlob = false;
  let isExtglob = false;
  let isGlobstar = false;
  let braceEscaped = false;
  let backslashes = false;
  let negated = false;
  let negatedExtglob = false;
  let finished = false;
  let braces = 0;
  let prev;
  let code;
  let token = { value: '', depth: 0, isGlob: false };

  const eos = () => index >= length;
  const peek = () => str.charCodeAt(index + 1);
  const advance = () => {
    prev = code;
    return str.charCodeAt(++index);
  };

  while (index < length) {
    code = advance();
    let next;

    if (code === CHAR_BACKWARD_SLASH) {
      backslashes = token.backslashes = true;
      code = advance();

      if (code === CHAR_LEFT_CURLY_BRACE) {
        braceEscaped = true;
      }
      continue;
    }

    if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
      braces++;

      while (eos() !== true && (code = advance())) {
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          continue;
        }

        if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (braceEscaped !== true && code === CHAR_COMMA) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (code === CHAR_RIGHT_CURLY_BRACE) {
          braces--;

          if (braces === 0) {
            braceEscaped = false;
            isBrace = token.isBrace = true;
            finished = true;
            break;
          }
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (code === CHAR_FORWARD_SLASH) {
      slashes.push(index);
      tokens.push(token);
      token = { value: '', depth: 0, isGlob: false };

      if (finished === true) continue;
      if (prev === CHAR_DOT && index === (start + 1)) {
        start += 2;
        continue;
      }

      lastIndex = index + 1;
      continue;
    }

    if (opts.noext !== true) {
      const isExtglobChar = code === CHAR_PLUS
        || code === CHAR_AT
        || code === CHAR_ASTERISK
        || code === CHAR_QUESTION_MARK
        || code === CHAR_EXCLAMATION_MARK;

      if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
        isGlob = token.isGlob = true;
        isExtglob = token.isExtglob = true;
        finished = true;
        if (code === CHAR_EXCLAMATION_MARK && index === start) {
          negatedExtglob = true;
        }

        if (scanToEnd === true) {
          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              code = advance();
              continue;
            }

            if (code === CHAR_RIGHT_PARENTHESES) {
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          continue;
        }
        break;
      }
    }

    if (code === CHAR_ASTERISK) {
      if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_QUESTION_MARK) {
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_LEFT_SQUARE_BRACKET) {
      while (eos() !== true && (next = advance())) {
        if (next === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (next === CHAR_RIGHT_SQUARE_BRACKET) {
          isBracket = token.isBracket = true;
          isGlob = token.isGlob = true;
          finished = true;
          break;
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
      negated = token.negated = true;
      start++;
      continue;
    }

    if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
      isGlob = token.isGlob = true;

      if (scanToEnd === true) {
        while (eos() !== true && (code = advance())) {
          if (code === CHAR_LEFT_PARENTHESES) {
            backslashes = token.backslashes = true;
            code = advance();
            continue;
          }

          if (code === CHAR_RIGHT_PARENTHESES) {
            finished = true;
            break;
          }
        }
        continue;
      }
      break;
    }

    if (isGlob === true) {
      finished = true;

      if (scanToEnd === true) {
        continue;
      }

      break;
    }
  }

  if (opts.noext === true) {
    isExtglob = false;
    isGlob = false;
  }

  let base = str;
  let prefix = '';
  let glob = '';

  if (start > 0) {
    prefix = str.slice(0, start);
    str = str.slice(start);
    lastIndex -= start;
  }

  if (base && isGlob === true && lastIndex > 0) {
    base = str.slice(0, lastIndex);
    glob = str.slice(lastIndex);
  } else if (isGlob === true) {
    base = '';
    glob = str;
  } else {
    base = str;
  }

  if (base && base !== '' && base !== '/' && base !== str) {
    if (isPathSeparator(base.charCodeAt(base.length - 1))) {
      base = base.slice(0, -1);
    }
  }

  if (opts.unescape === true) {
    if (glob) glob = utils.removeBackslashes(glob);

    if (base && backslashes === true) {
      base = utils.removeBackslashes(base);
    }
  }

  const state = {
    prefix,
    input,
    start,
    base,
    glob,
    isBrace,
    isBracket,
    isGlob,
    isExtglob,
    isGlobstar,
    negated,
    negatedExtglob
  };

  if (opts.tokens === true) {
    state.maxDepth = 0;
    if (!isPathSeparator(code)) {
      tokens.push(token);
    }
    state.tokens = tokens;
  }

  if (opts.parts === true || opts.tokens === true) {
    let prevIndex;

    for (let idx = 0; idx < slashes.length; idx++) {
      const n = prevIndex ? prevIndex + 1 : start;
      const i = slashes[idx];
      const value = input.slice(n, i);
      if (opts.tokens) {
        if (idx === 0 && start !== 0) {
          tokens[idx].isPrefix = true;
          tokens[idx].value = prefix;
        } else {
          tokens[idx].value = value;
        }
        depth(tokens[idx]);
        state.maxDepth += tokens[idx].depth;
      }
      if (idx !== 0 || value !== '') {
        parts.push(value);
      }
      prevIndex = i;
    }

    if (prevIndex && prevIndex + 1 < input.length) {
      const value = input.slice(prevIndex + 1);
      parts.push(value);

      if (opts.tokens) {
        tokens[tokens.length - 1].value = value;
        depth(tokens[tokens.length - 1]);
        state.maxDepth += tokens[tokens.length - 1].depth;
      }
    }

    state.slashes = slashes;
    state.parts = parts;
  }

  return state;
};

module.exports = scan;


/***/ }),

/***/ 4059:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";


const path = __nccwpck_require__(6928);
const win32 = process.platform === 'win32';
const {
  REGEX_BACKSLASH,
  REGEX_REMOVE_BACKSLASH,
  REGEX_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_GLOBAL
} = __nccwpck_require__(5595);

exports.isObject = val => val !== null && typeof val === 'object' && !Array.isArray(val);
exports.hasRegexChars = str => REGEX_SPECIAL_CHARS.test(str);
exports.isRegexChar = str => str.length === 1 && exports.hasRegexChars(str);
exports.escapeRegex = str => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, '\\$1');
exports.toPosixSlashes = str => str.replace(REGEX_BACKSLASH, '/');

exports.removeBackslashes = str => {
  return str.replace(REGEX_REMOVE_BACKSLASH, match => {
    return match === '\\' ? '' : match;
  });
};

exports.supportsLookbehinds = () => {
  const segs = process.version.slice(1).split('.').map(Number);
  if (segs.length === 3 && segs[0] >= 9 || (segs[0] === 8 && segs[1] >= 10)) {
    return true;
  }
  return false;
};

exports.isWindows = options => {
  if (options && typeof options.windows === 'boolean') {
    return options.windows;
  }
  return win32 === true || path.sep === '\\';
};

exports.escapeLast = (input, char, lastIdx) => {
  const idx = input.lastIndexOf(char, lastIdx);
  if (idx === -1) return input;
  if (input[idx - 1] === '\\') return exports.escapeLast(input, char, idx - 1);
  return `${input.slice(0, idx)}\\${input.slice(idx)}`;
};

exports.removePrefix = (input, state = {}) => {
  let output = input;
  if (output.startsWith('./')) {
    output = output.slice(2);
    state.prefix = './';
  }
  return output;
};

exports.wrapOutput = (input, state = {}, options = {}) => {
  const prepend = options.contains ? '' : '^';
  const append = options.contains ? '' : '$';

  let output = `${prepend}(?:${input})${append}`;
  if (state.negated === true) {
    output = `(?:^(?!${output}).*$)`;
  }
  return output;
};


/***/ }),

/***/ 4351:
/***/ ((module) => {

/*! queue-microtask. MIT License. Feross Aboukhadijeh <https://feross.org/opensource> */
let promise

module.exports = typeof queueMicrotask === 'function'
  ? queueMicrotask.bind(typeof window !== 'undefined' ? window : global)
  // reuse resolved promise, and allocate it lazily
  : cb => (promise || (promise = Promise.resolve()))
    .then(cb)
    .catch(err => setTimeout(() => { throw err }, 0))


/***/ }),

/***/ 844:
/***/ ((module) => {

"use strict";


function reusify (Constructor) {
  var head = new Constructor()
  var tail = head

  function get () {
    var current = head

    if (current.next) {
      head = current.next
    } else {
      head = new Constructor()
      tail = head
    }

    current.next = null

    return current
  }

  function release (obj) {
    tail.next = obj
    tail = obj
  }

  return {
    get: get,
    release: release
  }
}

module.exports = reusify


/***/ }),

/***/ 2743:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

/*! run-parallel. MIT License. Feross Aboukhadijeh <https://feross.org/opensource> */
module.exports = runParallel

const queueMicrotask = __nccwpck_require__(4351)

function runParallel (tasks, cb) {
  let results, pending, keys
  let isSync = true

  if (Array.isArray(tasks)) {
    results = []
    pending = tasks.length
  } else {
    keys = Object.keys(tasks)
    results = {}
    pending = keys.length
  }

  function done (err) {
    function end () {
      if (cb) cb(err, results)
      cb = null
    }
    if (isSync) queueMicrotask(end)
    else end()
  }

  function each (i, err, result) {
    results[i] = result
    if (--pending === 0 || err) {
      done(err)
    }
  }

  if (!pending) {
    // empty
    done(null)
  } else if (keys) {
    // object
    keys.forEach(function (key) {
      tasks[key](function (err, result) { each(key, err, result) })
    })
  } else {
    // array
    tasks.forEach(function (task, i) {
      task(function (err, result) { each(i, err, result) })
    })
  }

  isSync = false
}


/***/ }),

/***/ 6591:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

"use strict";


/* unused reexport */ __nccwpck_require__(5335);
exports.parse = __nccwpck_require__(2696);


/***/ }),

/***/ 2696:
/***/ ((module) => {

"use strict";


/**
 * @import {
 * 	ControlOperator,
 * 	Env,
 * 	GlobPattern,
 * 	ParseEntry,
 * } from './parse' */

// '<(' and '>(' are process substitution operators and
// can be parsed the same as control operator
var CONTROL = /** @type {const} */ ('(?:') + /** @type {const} */ ([
	'\\|\\|',
	'\\&(?:\\&|>>?)', // `&&`, `&>`, and `&>>`
	';;\\&?', // `;;` and `;;&`
	'[;|]\\&', // `;&` and `|&`
	'\\<\\(',
	'\\<\\<\\<',
	'\\<\\<-',
	'\\<\\<(?!\\()', // `<<(` stays `<` and `<(`, as zsh reads it; other shells reject it
	'>>',
	'>[&|(]', // `>&`, `>|`, and `>(`
	'<[&>]', // `<&` and `<>`
	'[&;()|<>]'
]).join(/** @type {const} */ ('|')) + /** @type {const} */ (')');
var controlRE = new RegExp('^' + CONTROL + '$');
var META = /** @type {const} */ ('|&;()<> \\t');
var SINGLE_QUOTE = /** @type {const} */ ('\'([^\']*?)\'');
// bash ANSI-C quoting, `$'...'`: a backslash escapes the next character, including `'`
var ANSI_C_BODY = '(?:\\\\[\\s\\S]|[^\\\\\'])*?';
var ANSI_C_QUOTE = '\\$\'' + ANSI_C_BODY + '\'';
var ansiCAt = new RegExp('\\$\'' + ANSI_C_BODY + '(?:(\')|\\\\?$)', 'g');
var ANSI_C_LETTERS = 'abeEfnrtv';
var ANSI_C_CHARS = '\x07\b\x1B\x1B\f\n\r\t\v';
var hash = /^#$/;

var SQ = /** @type {const} */ ("'");
var DQ = /** @type {const} */ ('"');
var DS = /** @type {const} */ ('$');

var TOKEN = '';
var mult = /** @type {const} */ (0x100000000); // Math.pow(16, 8);
for (var i = 0; i < 4; i++) {
	TOKEN += (mult * Math.random()).toString(16);
}
var startsWithToken = new RegExp('^' + TOKEN);

/**
 * @param {string} s
 * @param {RegExp} r
 */
function matchAll(s, r) {
	var origIndex = r.lastIndex;

	var matches = [];
	var matchObj;

	while ((matchObj = r.exec(s))) {
		matches[matches.length] = matchObj;
		if (r.lastIndex === matchObj.index) {
			r.lastIndex += 1;
		}
	}

	r.lastIndex = origIndex;

	return matches;
}

/**
 * @param {Env} env
 * @param {string} pre
 * @param {string} key
 */
function getVar(env, pre, key) {
	var r = typeof env === 'function' ? env(key) : env[key];
	if (typeof r === 'undefined' && key != '') {
		r = '';
	} else if (typeof r === 'undefined') {
		r = '$';
	}

	if (typeof r === 'object') {
		return pre + TOKEN + JSON.stringify(r) + TOKEN;
	}
	return pre + r;
}

var ansiCEscape = /\\([0-7]{1,3}|x[\dA-Fa-f]{1,2}|u[\dA-Fa-f]{1,4}|U[\dA-Fa-f]{1,8}|c(?:\\\\|[\s\S])|[abeEfnrtv\\'"?])/g;

/**
 * @param {string} m
 * @param {string} escape
 */
function expandAnsiCEscape(m, escape) {
	var kind = escape.charAt(0);
	if (kind === 'c') {
		var ctrl = escape.charAt(1);
		return ctrl === '?' ? '\x7F' : String.fromCharCode(ctrl.charCodeAt(0) & 0x1F);
	}
	if (kind === 'x' || kind === 'u' || kind === 'U') {
		var cp = parseInt(escape.slice(1), 16);
		if (cp > 0x10FFFF) {
			return m;
		}
		return String.fromCharCode.apply(null, cp > 0xFFFF ? [0xD7C0 + (cp >> 10), 0xDC00 + (cp & 0x3FF)] : [cp]);
	}
	if (kind >= '0' && kind <= '7') {
		return String.fromCharCode(parseInt(escape, 8) & 0xFF);
	}
	var letter = ANSI_C_LETTERS.indexOf(escape);
	return letter < 0 ? escape : ANSI_C_CHARS.charAt(letter);
}

/** @param {string} body */
function expandAnsiC(body) {
	return body.replace(ansiCEscape, expandAnsiCEscape).split('\0')[0]; // like bash, a NUL ends the string
}

/**
 * @param {string} s
 * @param {number} i
 */
function closesAnsiC(s, i) {
	ansiCAt.lastIndex = i;
	return !!(/** @type {RegExpExecArray} */ (ansiCAt.exec(s)))[1];
}

/**
 * @param {string} string
 * @param {Env} [env]
 * @param {{ escape?: string, splitUnquoted?: boolean | string }} [opts]
 * @returns {ParseEntry[]}
 */
function parseInternal(string, env, opts) {
	if (!opts) {
		opts = {};
	}
	var BS = opts.escape || '\\';
	var ifs = opts.splitUnquoted === true ? ' \t\n' : (typeof opts.splitUnquoted === 'string' ? opts.splitUnquoted : '');
	var BAREWORD = '(\\' + BS + '[\'"$\\' + BS + META + ']|\\$\\$|\\$(?!' + ANSI_C_QUOTE.slice(2) + ')|[^\\s\'"$' + META + '])+';
	var DOUBLE_QUOTE = '"(?:\\' + BS + '[\\s\\S]|[^"\\' + BS + '])*"';

	var chunker = new RegExp([
		'(' + CONTROL + ')', // control chars
		'(' + ANSI_C_QUOTE + '|' + BAREWORD + '|' + DOUBLE_QUOTE + '|' + SINGLE_QUOTE + ')+'
	].join('|'), 'g');

	var matches = matchAll(string, chunker);

	if (matches.length === 0) {
		return [];
	}
	if (!env) {
		env = {};
	}

	var commented = false;

	return matches.map(function (match) {
		var s = match[0];
		if (!s || commented) {
			return void undefined;
		}
		if (controlRE.test(s)) {
			return /** @type {ControlOperator} */ ({ op: s });
		}

		// Hand-written scanner/parser for Bash quoting rules:
		//
		// 1. inside single quotes, all characters are printed literally.
		// 2. inside double quotes, all characters are printed literally
		//    except variables prefixed by '$' and backslashes followed by
		//    either a double quote or another backslash.
		// 3. outside of any quotes, backslashes are treated as escape
		//    characters and not printed (unless they are themselves escaped)
		// 4. quote context can switch mid-token if there is no whitespace
		//     between the two quote contexts (e.g. all'one'"token" parses as
		//     "allonetoken")
		/** @type {string | boolean} */
		var quote = false;
		var esc = false;
		var out = '';
		/** @type {string[]} */
		var words = [];
		var sawQuote = false;
		/** @type {number | null} */
		var pendingNw = null;
		var isGlob = false;
		/** @type {number} */
		var i;

		function parseEnvVar() {
			i += 1;
			/** @type {number | RegExpMatchArray | null} */
			var varend;
			/** @type {string} */
			var varname;
			var char = s.charAt(i);

			if (char === '{') {
				i += 1;
				if (s.charAt(i) === '}') {
					throw new Error('Bad substitution: ' + s.slice(i - 2, i + 1));
				}
				// match braces by depth so a nested `${` keeps its inner `}` from ending the outer substitution
				var depth = 1;
				varend = i;
				while (depth > 0 && varend < s.length) {
					if (s.charAt(varend) === '{' && s.charAt(varend - 1) === '$') {
						depth += 1;
					} else if (s.charAt(varend) === '}') {
						depth -= 1;
					}
					varend += 1;
				}
				if (depth !== 0) {
					throw new Error('Bad substitution: ' + s.slice(i));
				}
				varend -= 1;
				varname = s.slice(i, varend);
				i = varend;
			} else if ((/[*@#?$!-]/).test(char)) {
				varname = char;
			} else {
				var slicedFromI = s.slice(i);
				varend = slicedFromI.match(/[^\w\d_]/);
				if (!varend) {
					varname = slicedFromI;
					i = s.length;
				} else {
					varname = slicedFromI.slice(0, varend.index);
					i += /** @type {number} */ (varend.index) - 1;
				}
			}
			return getVar(/** @type {NonNullable<typeof env>} */ (env), '', varname);
		}

		function flushRun() {
			if (pendingNw === null) {
				return;
			}
			if (pendingNw === 0) {
				if (out !== '') {
					words[words.length] = out;
					out = '';
				}
			} else {
				words[words.length] = out;
				out = '';
				for (var fe = 1; fe < pendingNw; fe += 1) {
					words[words.length] = '';
				}
			}
			pendingNw = null;
		}

		for (i = 0; i < s.length; i++) {
			var c = s.charAt(i);
			if (ifs && c !== DS) {
				flushRun();
			}
			isGlob = isGlob || (!quote && (c === '*' || c === '?'));
			if (esc) {
				out += c;
				esc = false;
			} else if (quote) {
				if (c === quote) {
					quote = false;
				} else if (quote == SQ) {
					out += c;
				} else { // Double quote
					if (c === BS) {
						i += 1;
						c = s.charAt(i);
						if (c === DQ || c === BS || c === DS) {
							out += c;
						} else {
							out += BS + c;
						}
					} else if (c === DS) {
						out += parseEnvVar();
					} else {
						out += c;
					}
				}
			} else if (c === DQ || c === SQ) {
				quote = c;
				sawQuote = true;
			} else if (controlRE.test(c)) {
				return /** @type {ControlOperator} */ ({ op: s });
			} else if (hash.test(c)) {
				commented = true;
				var commentObj = { comment: string.slice(match.index + i + 1) };
				if (out.length) {
					return /** @type {const} */ ([out, commentObj]);
				}
				return /** @type {const} */ ([commentObj]);
			} else if (c === BS) {
				esc = true;
			} else if (c === DS && s.charAt(i + 1) === SQ && closesAnsiC(s, i)) {
				flushRun();
				sawQuote = true;
				out += expandAnsiC(s.slice(i + 2, ansiCAt.lastIndex - 1));
				i = ansiCAt.lastIndex - 1;
			} else if (c === DS) {
				var value = parseEnvVar();
				if (!ifs) {
					out += value;
				} else {
					for (var vi = 0; vi < value.length; vi += 1) {
						var vc = value.charAt(vi);
						if (ifs.indexOf(vc) < 0) {
							flushRun();
							out += vc;
						} else if (pendingNw === null) {
							pendingNw = vc === ' ' || vc === '\t' || vc === '\n' ? 0 : 1;
						} else if (vc !== ' ' && vc !== '\t' && vc !== '\n') {
							pendingNw += 1;
						}
					}
				}
			} else {
				out += c;
			}
		}

		if (isGlob) {
			return /** @type {GlobPattern} */ ({ op: 'glob', pattern: out });
		}

		if (ifs) {
			if (pendingNw !== null && pendingNw > 0) {
				words[words.length] = out;
				out = '';
				for (var te = 1; te < pendingNw; te += 1) {
					words[words.length] = '';
				}
			}
			if (out !== '' || (sawQuote && words.length === 0)) {
				words[words.length] = out;
			}
			return words;
		}

		return out;
	}).reduce(function (prev, arg) { // finalize parsed arguments
		if (typeof arg === 'undefined') {
			return prev;
		}
		/** @type {ParseEntry[]} */ ([]).concat(arg).forEach(function (entry) {
			prev[prev.length] = entry;
		});
		return prev;
	}, /** @type {ParseEntry[]} */ ([]));
}

/** @type {typeof import('./parse')} */
module.exports = function parse(s, env, opts) {
	var mapped = parseInternal(s, env, opts);
	if (typeof env !== 'function') {
		return mapped;
	}
	return mapped.reduce(function (acc, s) {
		if (typeof s === 'object') {
			acc[acc.length] = s;
			return acc;
		}
		var xs = s.split(RegExp('(' + TOKEN + '.*?' + TOKEN + ')', 'g'));
		if (xs.length === 1) {
			acc[acc.length] = xs[0];
			return acc;
		}
		xs.filter(Boolean).forEach(function (x) {
			acc[acc.length] = startsWithToken.test(x)
				? JSON.parse(x.split(TOKEN)[1])
				: x;
		});
		return acc;
	}, /** @type {ParseEntry[]} */ ([]));
};


/***/ }),

/***/ 5335:
/***/ ((module) => {

"use strict";


/** @import { ControlOperator } from './parse' */

/** @type {ControlOperator['op'][]} */
var OPS = /** @type {const} */ ([
	'||',
	'&&',
	';;&',
	';;',
	';&',
	'|&',
	'<(',
	'>(',
	'<<<',
	'<<-',
	'<<',
	'>>',
	'>&',
	'>|',
	'&>>',
	'&>',
	'<&',
	'<>',
	'&',
	';',
	'(',
	')',
	'|',
	'<',
	'>'
]);
var LINE_TERMINATORS = /[\n\r\u2028\u2029]/;
var GLOB_SHELL_SPECIAL = /[\s#!"$&'():;<=>@\\^`|~]/g;

/** @type {typeof import('./quote')} */
module.exports = function quote(xs) {
	var sawComment = false;
	return xs.map(function (s) {
		if (sawComment && typeof s === 'string' && LINE_TERMINATORS.test(s)) {
			throw new TypeError('a token after a `comment` must not contain line terminators');
		}
		if (s === '') {
			return /** @type {const} */ ('\'\'');
		}
		if (s && typeof s === 'object') {
			if ('op' in s && s.op === 'glob') {
				if (typeof s.pattern !== 'string') {
					throw new TypeError('glob token requires a string `pattern`');
				}
				if (LINE_TERMINATORS.test(s.pattern)) {
					throw new TypeError('glob `pattern` must not contain line terminators');
				}
				if (s.pattern === '') {
					return /** @type {const} */ ('\'\'');
				}
				return s.pattern.replace(GLOB_SHELL_SPECIAL, '\\$&');
			}
			if ('op' in s && typeof s.op === 'string') {
				if (OPS.indexOf(s.op) < 0) {
					throw new TypeError('invalid `op` value: ' + JSON.stringify(s.op));
				}
				return s.op.replace(/[\s\S]/g, '\\$&');
			}
			if ('comment' in s && typeof s.comment === 'string') {
				if (LINE_TERMINATORS.test(s.comment)) {
					throw new TypeError('`comment` must not contain line terminators');
				}
				sawComment = true;
				return '#' + s.comment;
			}
			throw new TypeError('unrecognized object token shape');
		}
		if ((/'/).test(s) && (/!/).test(s)) {
			return "'" + s.replace(/'/g, "'\"'\"'") + "'";
		}
		if ((/["\s\\]/).test(s) && !(/'/).test(s)) {
			return "'" + s + "'";
		}
		if ((/["'\s]/).test(s)) {
			return '"' + s.replace(/(["\\$`])/g, '\\$1') + '"';
		}
		return String(s).replace(/([A-Za-z]:)?([#!"$&'()*,:;<=>?@[\\\]^`{|}~])/g, '$1\\$2');
	}).join(' ');
};


/***/ }),

/***/ 7551:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

"use strict";
/*!
 * to-regex-range <https://github.com/micromatch/to-regex-range>
 *
 * Copyright (c) 2015-present, Jon Schlinkert.
 * Released under the MIT License.
 */



const isNumber = __nccwpck_require__(3102);

const toRegexRange = (min, max, options) => {
  if (isNumber(min) === false) {
    throw new TypeError('toRegexRange: expected the first argument to be a number');
  }

  if (max === void 0 || min === max) {
    return String(min);
  }

  if (isNumber(max) === false) {
    throw new TypeError('toRegexRange: expected the second argument to be a number.');
  }

  let opts = { relaxZeros: true, ...options };
  if (typeof opts.strictZeros === 'boolean') {
    opts.relaxZeros = opts.strictZeros === false;
  }

  let relax = String(opts.relaxZeros);
  let shorthand = String(opts.shorthand);
  let capture = String(opts.capture);
  let wrap = String(opts.wrap);
  let cacheKey = min + ':' + max + '=' + relax + shorthand + capture + wrap;

  if (toRegexRange.cache.hasOwnProperty(cacheKey)) {
    return toRegexRange.cache[cacheKey].result;
  }

  let a = Math.min(min, max);
  let b = Math.max(min, max);

  if (Math.abs(a - b) === 1) {
    let result = min + '|' + max;
    if (opts.capture) {
      return `(${result})`;
    }
    if (opts.wrap === false) {
      return result;
    }
    return `(?:${result})`;
  }

  let isPadded = hasPadding(min) || hasPadding(max);
  let state = { min, max, a, b };
  let positives = [];
  let negatives = [];

  if (isPadded) {
    state.isPadded = isPadded;
    state.maxLen = String(state.max).length;
  }

  if (a < 0) {
    let newMin = b < 0 ? Math.abs(b) : 1;
    negatives = splitToPatterns(newMin, Math.abs(a), state, opts);
    a = state.a = 0;
  }

  if (b >= 0) {
    positives = splitToPatterns(a, b, state, opts);
  }

  state.negatives = negatives;
  state.positives = positives;
  state.result = collatePatterns(negatives, positives, opts);

  if (opts.capture === true) {
    state.result = `(${state.result})`;
  } else if (opts.wrap !== false && (positives.length + negatives.length) > 1) {
    state.result = `(?:${state.result})`;
  }

  toRegexRange.cache[cacheKey] = state;
  return state.result;
};

function collatePatterns(neg, pos, options) {
  let onlyNegative = filterPatterns(neg, pos, '-', false, options) || [];
  let onlyPositive = filterPatterns(pos, neg, '', false, options) || [];
  let intersected = filterPatterns(neg, pos, '-?', true, options) || [];
  let subpatterns = onlyNegative.concat(intersected).concat(onlyPositive);
  return subpatterns.join('|');
}

function splitToRanges(min, max) {
  let nines = 1;
  let zeros = 1;

  let stop = countNines(min, nines);
  let stops = new Set([max]);

  while (min <= stop && stop <= max) {
    stops.add(stop);
    nines += 1;
    stop = countNines(min, nines);
  }

  stop = countZeros(max + 1, zeros) - 1;

  while (min < stop && stop <= max) {
    stops.add(stop);
    zeros += 1;
    stop = countZeros(max + 1, zeros) - 1;
  }

  stops = [...stops];
  stops.sort(compare);
  return stops;
}

/**
 * Convert a range to a regex pattern
 * @param {Number} `start`
 * @param {Number} `stop`
 * @return {String}
 */

function rangeToPattern(start, stop, options) {
  if (start === stop) {
    return { pattern: start, count: [], digits: 0 };
  }

  let zipped = zip(start, stop);
  let digits = zipped.length;
  let pattern = '';
  let count = 0;

  for (let i = 0; i < digits; i++) {
    let [startDigit, stopDigit] = zipped[i];

    if (startDigit === stopDigit) {
      pattern += startDigit;

    } else if (startDigit !== '0' || stopDigit !== '9') {
      pattern += toCharacterClass(startDigit, stopDigit, options);

    } else {
      count++;
    }
  }

  if (count) {
    pattern += options.shorthand === true ? '\\d' : '[0-9]';
  }

  return { pattern, count: [count], digits };
}

function splitToPatterns(min, max, tok, options) {
  let ranges = splitToRanges(min, max);
  let tokens = [];
  let start = min;
  let prev;

  for (let i = 0; i < ranges.length; i++) {
    let max = ranges[i];
    let obj = rangeToPattern(String(start), String(max), options);
    let zeros = '';

    if (!tok.isPadded && prev && prev.pattern === obj.pattern) {
      if (prev.count.length > 1) {
        prev.count.pop();
      }

      prev.count.push(obj.count[0]);
      prev.string = prev.pattern + toQuantifier(prev.count);
      start = max + 1;
      continue;
    }

    if (tok.isPadded) {
      zeros = padZeros(max, tok, options);
    }

    obj.string = zeros + obj.pattern + toQuantifier(obj.count);
    tokens.push(obj);
    start = max + 1;
    prev = obj;
  }

  return tokens;
}

function filterPatterns(arr, comparison, prefix, intersection, options) {
  let result = [];

  for (let ele of arr) {
    let { string } = ele;

    // only push if _both_ are negative...
    if (!intersection && !contains(comparison, 'string', string)) {
      result.push(prefix + string);
    }

    // or _both_ are positive
    if (intersection && contains(comparison, 'string', string)) {
      result.push(prefix + string);
    }
  }
  return result;
}

/**
 * Zip strings
 */

function zip(a, b) {
  let arr = [];
  for (let i = 0; i < a.length; i++) arr.push([a[i], b[i]]);
  return arr;
}

function compare(a, b) {
  return a > b ? 1 : b > a ? -1 : 0;
}

function contains(arr, key, val) {
  return arr.some(ele => ele[key] === val);
}

function countNines(min, len) {
  return Number(String(min).slice(0, -len) + '9'.repeat(len));
}

function countZeros(integer, zeros) {
  return integer - (integer % Math.pow(10, zeros));
}

function toQuantifier(digits) {
  let [start = 0, stop = ''] = digits;
  if (stop || start > 1) {
    return `{${start + (stop ? ',' + stop : '')}}`;
  }
  return '';
}

function toCharacterClass(a, b, options) {
  return `[${a}${(b - a === 1) ? '' : '-'}${b}]`;
}

function hasPadding(str) {
  return /^-?(0+)\d/.test(str);
}

function padZeros(value, tok, options) {
  if (!tok.isPadded) {
    return value;
  }

  let diff = Math.abs(tok.maxLen - String(value).length);
  let relax = options.relaxZeros !== false;

  switch (diff) {
    case 0:
      return '';
    case 1:
      return relax ? '0?' : '0';
    case 2:
      return relax ? '0{0,2}' : '00';
    default: {
      return relax ? `0{0,${diff}}` : `0{${diff}}`;
    }
  }
}

/**
 * Cache
 */

toRegexRange.cache = {};
toRegexRange.clearCache = () => (toRegexRange.cache = {});

/**
 * Expose `toRegexRange`
 */

module.exports = toRegexRange;


/***/ }),

/***/ 4434:
/***/ ((module) => {

"use strict";
module.exports = require("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

"use strict";
module.exports = require("fs");

/***/ }),

/***/ 1943:
/***/ ((module) => {

"use strict";
module.exports = require("fs/promises");

/***/ }),

/***/ 1421:
/***/ ((module) => {

"use strict";
module.exports = require("node:child_process");

/***/ }),

/***/ 8474:
/***/ ((module) => {

"use strict";
module.exports = require("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

"use strict";
module.exports = require("node:fs");

/***/ }),

/***/ 6760:
/***/ ((module) => {

"use strict";
module.exports = require("node:path");

/***/ }),

/***/ 1708:
/***/ ((module) => {

"use strict";
module.exports = require("node:process");

/***/ }),

/***/ 857:
/***/ ((module) => {

"use strict";
module.exports = require("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

"use strict";
module.exports = require("path");

/***/ }),

/***/ 2203:
/***/ ((module) => {

"use strict";
module.exports = require("stream");

/***/ }),

/***/ 9023:
/***/ ((module) => {

"use strict";
module.exports = require("util");

/***/ }),

/***/ 8909:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

const { Argument } = __nccwpck_require__(9154);
const { Command } = __nccwpck_require__(4348);
const { CommanderError, InvalidArgumentError } = __nccwpck_require__(1135);
const { Help } = __nccwpck_require__(9754);
const { Option } = __nccwpck_require__(5240);

exports.DM = new Command();

exports.gu = (name) => new Command(name);
exports.Ww = (flags, description) => new Option(flags, description);
exports.er = (name, description) => new Argument(name, description);

/**
 * Expose classes
 */

exports.uB = Command;
exports.c$ = Option;
exports.ef = Argument;
exports._V = Help;

exports.b7 = CommanderError;
exports.Di = InvalidArgumentError;
exports.a2 = InvalidArgumentError; // Deprecated


/***/ }),

/***/ 9154:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

const { InvalidArgumentError } = __nccwpck_require__(1135);

class Argument {
  /**
   * Initialize a new command argument with the given name and description.
   * The default is that the argument is required, and you can explicitly
   * indicate this with <> around the name. Put [] around the name for an optional argument.
   *
   * @param {string} name
   * @param {string} [description]
   */

  constructor(name, description) {
    this.description = description || '';
    this.variadic = false;
    this.parseArg = undefined;
    this.defaultValue = undefined;
    this.defaultValueDescription = undefined;
    this.argChoices = undefined;

    switch (name[0]) {
      case '<': // e.g. <required>
        this.required = true;
        this._name = name.slice(1, -1);
        break;
      case '[': // e.g. [optional]
        this.required = false;
        this._name = name.slice(1, -1);
        break;
      default:
        this.required = true;
        this._name = name;
        break;
    }

    if (this._name.endsWith('...')) {
      this.variadic = true;
      this._name = this._name.slice(0, -3);
    }
  }

  /**
   * Return argument name.
   *
   * @return {string}
   */

  name() {
    return this._name;
  }

  /**
   * @package
   */

  _collectValue(value, previous) {
    if (previous === this.defaultValue || !Array.isArray(previous)) {
      return [value];
    }

    previous.push(value);
    return previous;
  }

  /**
   * Set the default value, and optionally supply the description to be displayed in the help.
   *
   * @param {*} value
   * @param {string} [description]
   * @return {Argument}
   */

  default(value, description) {
    this.defaultValue = value;
    this.defaultValueDescription = description;
    return this;
  }

  /**
   * Set the custom handler for processing CLI command arguments into argument values.
   *
   * @param {Function} [fn]
   * @return {Argument}
   */

  argParser(fn) {
    this.parseArg = fn;
    return this;
  }

  /**
   * Only allow argument value to be one of choices.
   *
   * @param {string[]} values
   * @return {Argument}
   */

  choices(values) {
    this.argChoices = values.slice();
    this.parseArg = (arg, previous) => {
      if (!this.argChoices.includes(arg)) {
        throw new InvalidArgumentError(
          `Allowed choices are ${this.argChoices.join(', ')}.`,
        );
      }
      if (this.variadic) {
        return this._collectValue(arg, previous);
      }
      return arg;
    };
    return this;
  }

  /**
   * Make argument required.
   *
   * @returns {Argument}
   */
  argRequired() {
    this.required = true;
    return this;
  }

  /**
   * Make argument optional.
   *
   * @returns {Argument}
   */
  argOptional() {
    this.required = false;
    return this;
  }
}

/**
 * Takes an argument and returns its human readable equivalent for help usage.
 *
 * @param {Argument} arg
 * @return {string}
 * @private
 */

function humanReadableArgName(arg) {
  const nameOutput = arg.name() + (arg.variadic === true ? '...' : '');

  return arg.required ? '<' + nameOutput + '>' : '[' + nameOutput + ']';
}

exports.Argument = Argument;
exports.humanReadableArgName = humanReadableArgName;


/***/ }),

/***/ 4348:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

const EventEmitter = (__nccwpck_require__(8474).EventEmitter);
const childProcess = __nccwpck_require__(1421);
const path = __nccwpck_require__(6760);
const fs = __nccwpck_require__(3024);
const process = __nccwpck_require__(1708);

const { Argument, humanReadableArgName } = __nccwpck_require__(9154);
const { CommanderError } = __nccwpck_require__(1135);
const { Help, stripColor } = __nccwpck_require__(9754);
const { Option, DualOptions } = __nccwpck_require__(5240);
const { suggestSimilar } = __nccwpck_require__(5030);

class Command extends EventEmitter {
  /**
   * Initialize a new `Command`.
   *
   * @param {string} [name]
   */

  constructor(name) {
    super();
    /** @type {Command[]} */
    this.commands = [];
    /** @type {Option[]} */
    this.options = [];
    this.parent = null;
    this._allowUnknownOption = false;
    this._allowExcessArguments = false;
    /** @type {Argument[]} */
    this.registeredArguments = [];
    this._args = this.registeredArguments; // deprecated old name
    /** @type {string[]} */
    this.args = []; // cli args with options removed
    this.rawArgs = [];
    this.processedArgs = []; // like .args but after custom processing and collecting variadic
    this._scriptPath = null;
    this._name = name || '';
    this._optionValues = {};
    this._optionValueSources = {}; // default, env, cli etc
    this._storeOptionsAsProperties = false;
    this._actionHandler = null;
    this._executableHandler = false;
    this._executableFile = null; // custom name for executable
    this._executableDir = null; // custom search directory for subcommands
    this._defaultCommandName = null;
    this._exitCallback = null;
    this._aliases = [];
    this._combineFlagAndOptionalValue = true;
    this._description = '';
    this._summary = '';
    this._argsDescription = undefined; // legacy
    this._enablePositionalOptions = false;
    this._passThroughOptions = false;
    this._lifeCycleHooks = {}; // a hash of arrays
    /** @type {(boolean | string)} */
    this._showHelpAfterError = false;
    this._showSuggestionAfterError = true;
    this._savedState = null; // used in save/restoreStateBeforeParse

    // see configureOutput() for docs
    this._outputConfiguration = {
      writeOut: (str) => process.stdout.write(str),
      writeErr: (str) => process.stderr.write(str),
      outputError: (str, write) => write(str),
      getOutHelpWidth: () =>
        process.stdout.isTTY ? process.stdout.columns : undefined,
      getErrHelpWidth: () =>
        process.stderr.isTTY ? process.stderr.columns : undefined,
      getOutHasColors: () =>
        useColor() ?? (process.stdout.isTTY && process.stdout.hasColors?.()),
      getErrHasColors: () =>
        useColor() ?? (process.stderr.isTTY && process.stderr.hasColors?.()),
      stripColor: (str) => stripColor(str),
    };

    this._hidden = false;
    /** @type {(Option | null | undefined)} */
    this._helpOption = undefined; // Lazy created on demand. May be null if help option is disabled.
    this._addImplicitHelpCommand = undefined; // undecided whether true or false yet, not inherited
    /** @type {Command} */
    this._helpCommand = undefined; // lazy initialised, inherited
    this._helpConfiguration = {};
    /** @type {string | undefined} */
    this._helpGroupHeading = undefined; // soft initialised when added to parent
    /** @type {string | undefined} */
    this._defaultCommandGroup = undefined;
    /** @type {string | undefined} */
    this._defaultOptionGroup = undefined;
  }

  /**
   * Copy settings that are useful to have in common across root command and subcommands.
   *
   * (Used internally when adding a command using `.command()` so subcommands inherit parent settings.)
   *
   * @param {Command} sourceCommand
   * @return {Command} `this` command for chaining
   */
  copyInheritedSettings(sourceCommand) {
    this._outputConfiguration = sourceCommand._outputConfiguration;
    this._helpOption = sourceCommand._helpOption;
    this._helpCommand = sourceCommand._helpCommand;
    this._helpConfiguration = sourceCommand._helpConfiguration;
    this._exitCallback = sourceCommand._exitCallback;
    this._storeOptionsAsProperties = sourceCommand._storeOptionsAsProperties;
    this._combineFlagAndOptionalValue =
      sourceCommand._combineFlagAndOptionalValue;
    this._allowExcessArguments = sourceCommand._allowExcessArguments;
    this._enablePositionalOptions = sourceCommand._enablePositionalOptions;
    this._showHelpAfterError = sourceCommand._showHelpAfterError;
    this._showSuggestionAfterError = sourceCommand._showSuggestionAfterError;

    return this;
  }

  /**
   * @returns {Command[]}
   * @private
   */

  _getCommandAndAncestors() {
    const result = [];
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    for (let command = this; command; command = command.parent) {
      result.push(command);
    }
    return result;
  }

  /**
   * Define a command.
   *
   * There are two styles of command: pay attention to where to put the description.
   *
   * @example
   * // Command implemented using action handler (description is supplied separately to `.command`)
   * program
   *   .command('clone <source> [destination]')
   *   .description('clone a repository into a newly created directory')
   *   .action((source, destination) => {
   *     console.log('clone command called');
   *   });
   *
   * // Command implemented using separate executable file (description is second parameter to `.command`)
   * program
   *   .command('start <service>', 'start named service')
   *   .command('stop [service]', 'stop named service, or all if no name supplied');
   *
   * @param {string} nameAndArgs - command name and arguments, args are `<required>` or `[optional]` and last may also be `variadic...`
   * @param {(object | string)} [actionOptsOrExecDesc] - configuration options (for action), or description (for executable)
   * @param {object} [execOpts] - configuration options (for executable)
   * @return {Command} returns new command for action handler, or `this` for executable command
   */

  command(nameAndArgs, actionOptsOrExecDesc, execOpts) {
    let desc = actionOptsOrExecDesc;
    let opts = execOpts;
    if (typeof desc === 'object' && desc !== null) {
      opts = desc;
      desc = null;
    }
    opts = opts || {};
    const [, name, args] = nameAndArgs.match(/([^ ]+) *(.*)/);

    const cmd = this.createCommand(name);
    if (desc) {
      cmd.description(desc);
      cmd._executableHandler = true;
    }
    if (opts.isDefault) this._defaultCommandName = cmd._name;
    cmd._hidden = !!(opts.noHelp || opts.hidden); // noHelp is deprecated old name for hidden
    cmd._executableFile = opts.executableFile || null; // Custom name for executable file, set missing to null to match constructor
    if (args) cmd.arguments(args);
    this._registerCommand(cmd);
    cmd.parent = this;
    cmd.copyInheritedSettings(this);

    if (desc) return this;
    return cmd;
  }

  /**
   * Factory routine to create a new unattached command.
   *
   * See .command() for creating an attached subcommand, which uses this routine to
   * create the command. You can override createCommand to customise subcommands.
   *
   * @param {string} [name]
   * @return {Command} new command
   */

  createCommand(name) {
    return new Command(name);
  }

  /**
   * You can customise the help with a subclass of Help by overriding createHelp,
   * or by overriding Help properties using configureHelp().
   *
   * @return {Help}
   */

  createHelp() {
    return Object.assign(new Help(), this.configureHelp());
  }

  /**
   * You can customise the help by overriding Help properties using configureHelp(),
   * or with a subclass of Help by overriding createHelp().
   *
   * @param {object} [configuration] - configuration options
   * @return {(Command | object)} `this` command for chaining, or stored configuration
   */

  configureHelp(configuration) {
    if (configuration === undefined) return this._helpConfiguration;

    this._helpConfiguration = configuration;
    return this;
  }

  /**
   * The default output goes to stdout and stderr. You can customise this for special
   * applications. You can also customise the display of errors by overriding outputError.
   *
   * The configuration properties are all functions:
   *
   *     // change how output being written, defaults to stdout and stderr
   *     writeOut(str)
   *     writeErr(str)
   *     // change how output being written for errors, defaults to writeErr
   *     outputError(str, write) // used for displaying errors and not used for displaying help
   *     // specify width for wrapping help
   *     getOutHelpWidth()
   *     getErrHelpWidth()
   *     // color support, currently only used with Help
   *     getOutHasColors()
   *     getErrHasColors()
   *     stripColor() // used to remove ANSI escape codes if output does not have colors
   *
   * @param {object} [configuration] - configuration options
   * @return {(Command | object)} `this` command for chaining, or stored configuration
   */

  configureOutput(configuration) {
    if (configuration === undefined) return this._outputConfiguration;

    this._outputConfiguration = {
      ...this._outputConfiguration,
      ...configuration,
    };
    return this;
  }

  /**
   * Display the help or a custom message after an error occurs.
   *
   * @param {(boolean|string)} [displayHelp]
   * @return {Command} `this` command for chaining
   */
  showHelpAfterError(displayHelp = true) {
    if (typeof displayHelp !== 'string') displayHelp = !!displayHelp;
    this._showHelpAfterError = displayHelp;
    return this;
  }

  /**
   * Display suggestion of similar commands for unknown commands, or options for unknown options.
   *
   * @param {boolean} [displaySuggestion]
   * @return {Command} `this` command for chaining
   */
  showSuggestionAfterError(displaySuggestion = true) {
    this._showSuggestionAfterError = !!displaySuggestion;
    return this;
  }

  /**
   * Add a prepared subcommand.
   *
   * See .command() for creating an attached subcommand which inherits settings from its parent.
   *
   * @param {Command} cmd - new subcommand
   * @param {object} [opts] - configuration options
   * @return {Command} `this` command for chaining
   */

  addCommand(cmd, opts) {
    if (!cmd._name) {
      throw new Error(`Command passed to .addCommand() must have a name
- specify the name in Command constructor or using .name()`);
    }

    opts = opts || {};
    if (opts.isDefault) this._defaultCommandName = cmd._name;
    if (opts.noHelp || opts.hidden) cmd._hidden = true; // modifying passed command due to existing implementation

    this._registerCommand(cmd);
    cmd.parent = this;
    cmd._checkForBrokenPassThrough();

    return this;
  }

  /**
   * Factory routine to create a new unattached argument.
   *
   * See .argument() for creating an attached argument, which uses this routine to
   * create the argument. You can override createArgument to return a custom argument.
   *
   * @param {string} name
   * @param {string} [description]
   * @return {Argument} new argument
   */

  createArgument(name, description) {
    return new Argument(name, description);
  }

  /**
   * Define argument syntax for command.
   *
   * The default is that the argument is required, and you can explicitly
   * indicate this with <> around the name. Put [] around the name for an optional argument.
   *
   * @example
   * program.argument('<input-file>');
   * program.argument('[output-file]');
   *
   * @param {string} name
   * @param {string} [description]
   * @param {(Function|*)} [parseArg] - custom argument processing function or default value
   * @param {*} [defaultValue]
   * @return {Command} `this` command for chaining
   */
  argument(name, description, parseArg, defaultValue) {
    const argument = this.createArgument(name, description);
    if (typeof parseArg === 'function') {
      argument.default(defaultValue).argParser(parseArg);
    } else {
      argument.default(parseArg);
    }
    this.addArgument(argument);
    return this;
  }

  /**
   * Define argument syntax for command, adding multiple at once (without descriptions).
   *
   * See also .argument().
   *
   * @example
   * program.arguments('<cmd> [env]');
   *
   * @param {string} names
   * @return {Command} `this` command for chaining
   */

  arguments(names) {
    names
      .trim()
      .split(/ +/)
      .forEach((detail) => {
        this.argument(detail);
      });
    return this;
  }

  /**
   * Define argument syntax for command, adding a prepared argument.
   *
   * @param {Argument} argument
   * @return {Command} `this` command for chaining
   */
  addArgument(argument) {
    const previousArgument = this.registeredArguments.slice(-1)[0];
    if (previousArgument?.variadic) {
      throw new Error(
        `only the last argument can be variadic '${previousArgument.name()}'`,
      );
    }
    if (
      argument.required &&
      argument.defaultValue !== undefined &&
      argument.parseArg === undefined
    ) {
      throw new Error(
        `a default value for a required argument is never used: '${argument.name()}'`,
      );
    }
    this.registeredArguments.push(argument);
    return this;
  }

  /**
   * Customise or override default help command. By default a help command is automatically added if your command has subcommands.
   *
   * @example
   *    program.helpCommand('help [cmd]');
   *    program.helpCommand('help [cmd]', 'show help');
   *    program.helpCommand(false); // suppress default help command
   *    program.helpCommand(true); // add help command even if no subcommands
   *
   * @param {string|boolean} enableOrNameAndArgs - enable with custom name and/or arguments, or boolean to override whether added
   * @param {string} [description] - custom description
   * @return {Command} `this` command for chaining
   */

  helpCommand(enableOrNameAndArgs, description) {
    if (typeof enableOrNameAndArgs === 'boolean') {
      this._addImplicitHelpCommand = enableOrNameAndArgs;
      if (enableOrNameAndArgs && this._defaultCommandGroup) {
        // make the command to store the group
        this._initCommandGroup(this._getHelpCommand());
      }
      return this;
    }

    const nameAndArgs = enableOrNameAndArgs ?? 'help [command]';
    const [, helpName, helpArgs] = nameAndArgs.match(/([^ ]+) *(.*)/);
    const helpDescription = description ?? 'display help for command';

    const helpCommand = this.createCommand(helpName);
    helpCommand.helpOption(false);
    if (helpArgs) helpCommand.arguments(helpArgs);
    if (helpDescription) helpCommand.description(helpDescription);

    this._addImplicitHelpCommand = true;
    this._helpCommand = helpCommand;
    // init group unless lazy create
    if (enableOrNameAndArgs || description) this._initCommandGroup(helpCommand);

    return this;
  }

  /**
   * Add prepared custom help command.
   *
   * @param {(Command|string|boolean)} helpCommand - custom help command, or deprecated enableOrNameAndArgs as for `.helpCommand()`
   * @param {string} [deprecatedDescription] - deprecated custom description used with custom name only
   * @return {Command} `this` command for chaining
   */
  addHelpCommand(helpCommand, deprecatedDescription) {
    // If not passed an object, call through to helpCommand for backwards compatibility,
    // as addHelpCommand was originally used like helpCommand is now.
    if (typeof helpCommand !== 'object') {
      this.helpCommand(helpCommand, deprecatedDescription);
      return this;
    }

    this._addImplicitHelpCommand = true;
    this._helpCommand = helpCommand;
    this._initCommandGroup(helpCommand);
    return this;
  }

  /**
   * Lazy create help command.
   *
   * @return {(Command|null)}
   * @package
   */
  _getHelpCommand() {
    const hasImplicitHelpCommand =
      this._addImplicitHelpCommand ??
      (this.commands.length &&
        !this._actionHandler &&
        !this._findCommand('help'));

    if (hasImplicitHelpCommand) {
      if (this._helpCommand === undefined) {
        this.helpCommand(undefined, undefined); // use default name and description
      }
      return this._helpCommand;
    }
    return null;
  }

  /**
   * Add hook for life cycle event.
   *
   * @param {string} event
   * @param {Function} listener
   * @return {Command} `this` command for chaining
   */

  hook(event, listener) {
    const allowedValues = ['preSubcommand', 'preAction', 'postAction'];
    if (!allowedValues.includes(event)) {
      throw new Error(`Unexpected value for event passed to hook : '${event}'.
Expecting one of '${allowedValues.join("', '")}'`);
    }
    if (this._lifeCycleHooks[event]) {
      this._lifeCycleHooks[event].push(listener);
    } else {
      this._lifeCycleHooks[event] = [listener];
    }
    return this;
  }

  /**
   * Register callback to use as replacement for calling process.exit.
   *
   * @param {Function} [fn] optional callback which will be passed a CommanderError, defaults to throwing
   * @return {Command} `this` command for chaining
   */

  exitOverride(fn) {
    if (fn) {
      this._exitCallback = fn;
    } else {
      this._exitCallback = (err) => {
        if (err.code !== 'commander.executeSubCommandAsync') {
          throw err;
        } else {
          // Async callback from spawn events, not useful to throw.
        }
      };
    }
    return this;
  }

  /**
   * Call process.exit, and _exitCallback if defined.
   *
   * @param {number} exitCode exit code for using with process.exit
   * @param {string} code an id string representing the error
   * @param {string} message human-readable description of the error
   * @return never
   * @private
   */

  _exit(exitCode, code, message) {
    if (this._exitCallback) {
      this._exitCallback(new CommanderError(exitCode, code, message));
      // Expecting this line is not reached.
    }
    process.exit(exitCode);
  }

  /**
   * Register callback `fn` for the command.
   *
   * @example
   * program
   *   .command('serve')
   *   .description('start service')
   *   .action(function() {
   *      // do work here
   *   });
   *
   * @param {Function} fn
   * @return {Command} `this` command for chaining
   */

  action(fn) {
    const listener = (args) => {
      // The .action callback takes an extra parameter which is the command or options.
      const expectedArgsCount = this.registeredArguments.length;
      const actionArgs = args.slice(0, expectedArgsCount);
      if (this._storeOptionsAsProperties) {
        actionArgs[expectedArgsCount] = this; // backwards compatible "options"
      } else {
        actionArgs[expectedArgsCount] = this.opts();
      }
      actionArgs.push(this);

      return fn.apply(this, actionArgs);
    };
    this._actionHandler = listener;
    return this;
  }

  /**
   * Factory routine to create a new unattached option.
   *
   * See .option() for creating an attached option, which uses this routine to
   * create the option. You can override createOption to return a custom option.
   *
   * @param {string} flags
   * @param {string} [description]
   * @return {Option} new option
   */

  createOption(flags, description) {
    return new Option(flags, description);
  }

  /**
   * Wrap parseArgs to catch 'commander.invalidArgument'.
   *
   * @param {(Option | Argument)} target
   * @param {string} value
   * @param {*} previous
   * @param {string} invalidArgumentMessage
   * @private
   */

  _callParseArg(target, value, previous, invalidArgumentMessage) {
    try {
      return target.parseArg(value, previous);
    } catch (err) {
      if (err.code === 'commander.invalidArgument') {
        const message = `${invalidArgumentMessage} ${err.message}`;
        this.error(message, { exitCode: err.exitCode, code: err.code });
      }
      throw err;
    }
  }

  /**
   * Check for option flag conflicts.
   * Register option if no conflicts found, or throw on conflict.
   *
   * @param {Option} option
   * @private
   */

  _registerOption(option) {
    const matchingOption =
      (option.short && this._findOption(option.short)) ||
      (option.long && this._findOption(option.long));
    if (matchingOption) {
      const matchingFlag =
        option.long && this._findOption(option.long)
          ? option.long
          : option.short;
      throw new Error(`Cannot add option '${option.flags}'${this._name && ` to command '${this._name}'`} due to conflicting flag '${matchingFlag}'
-  already used by option '${matchingOption.flags}'`);
    }

    this._initOptionGroup(option);
    this.options.push(option);
  }

  /**
   * Check for command name and alias conflicts with existing commands.
   * Register command if no conflicts found, or throw on conflict.
   *
   * @param {Command} command
   * @private
   */

  _registerCommand(command) {
    const knownBy = (cmd) => {
      return [cmd.name()].concat(cmd.aliases());
    };

    const alreadyUsed = knownBy(command).find((name) =>
      this._findCommand(name),
    );
    if (alreadyUsed) {
      const existingCmd = knownBy(this._findCommand(alreadyUsed)).join('|');
      const newCmd = knownBy(command).join('|');
      throw new Error(
        `cannot add command '${newCmd}' as already have command '${existingCmd}'`,
      );
    }

    this._initCommandGroup(command);
    this.commands.push(command);
  }

  /**
   * Add an option.
   *
   * @param {Option} option
   * @return {Command} `this` command for chaining
   */
  addOption(option) {
    this._registerOption(option);

    const oname = option.name();
    const name = option.attributeName();

    // store default value
    if (option.negate) {
      // --no-foo is special and defaults foo to true, unless a --foo option is already defined
      const positiveLongFlag = option.long.replace(/^--no-/, '--');
      if (!this._findOption(positiveLongFlag)) {
        this.setOptionValueWithSource(
          name,
          option.defaultValue === undefined ? true : option.defaultValue,
          'default',
        );
      }
    } else if (option.defaultValue !== undefined) {
      this.setOptionValueWithSource(name, option.defaultValue, 'default');
    }

    // handler for cli and env supplied values
    const handleOptionValue = (val, invalidValueMessage, valueSource) => {
      // val is null for optional option used without an optional-argument.
      // val is undefined for boolean and negated option.
      if (val == null && option.presetArg !== undefined) {
        val = option.presetArg;
      }

      // custom processing
      const oldValue = this.getOptionValue(name);
      if (val !== null && option.parseArg) {
        val = this._callParseArg(option, val, oldValue, invalidValueMessage);
      } else if (val !== null && option.variadic) {
        val = option._collectValue(val, oldValue);
      }

      // Fill-in appropriate missing values. Long winded but easy to follow.
      if (val == null) {
        if (option.negate) {
          val = false;
        } else if (option.isBoolean() || option.optional) {
          val = true;
        } else {
          val = ''; // not normal, parseArg might have failed or be a mock function for testing
        }
      }
      this.setOptionValueWithSource(name, val, valueSource);
    };

    this.on('option:' + oname, (val) => {
      const invalidValueMessage = `error: option '${option.flags}' argument '${val}' is invalid.`;
      handleOptionValue(val, invalidValueMessage, 'cli');
    });

    if (option.envVar) {
      this.on('optionEnv:' + oname, (val) => {
        const invalidValueMessage = `error: option '${option.flags}' value '${val}' from env '${option.envVar}' is invalid.`;
        handleOptionValue(val, invalidValueMessage, 'env');
      });
    }

    return this;
  }

  /**
   * Internal implementation shared by .option() and .requiredOption()
   *
   * @return {Command} `this` command for chaining
   * @private
   */
  _optionEx(config, flags, description, fn, defaultValue) {
    if (typeof flags === 'object' && flags instanceof Option) {
      throw new Error(
        'To add an Option object use addOption() instead of option() or requiredOption()',
      );
    }
    const option = this.createOption(flags, description);
    option.makeOptionMandatory(!!config.mandatory);
    if (typeof fn === 'function') {
      option.default(defaultValue).argParser(fn);
    } else if (fn instanceof RegExp) {
      // deprecated
      const regex = fn;
      fn = (val, def) => {
        const m = regex.exec(val);
        return m ? m[0] : def;
      };
      option.default(defaultValue).argParser(fn);
    } else {
      option.default(fn);
    }

    return this.addOption(option);
  }

  /**
   * Define option with `flags`, `description`, and optional argument parsing function or `defaultValue` or both.
   *
   * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space. A required
   * option-argument is indicated by `<>` and an optional option-argument by `[]`.
   *
   * See the README for more details, and see also addOption() and requiredOption().
   *
   * @example
   * program
   *     .option('-p, --pepper', 'add pepper')
   *     .option('--pt, --pizza-type <TYPE>', 'type of pizza') // required option-argument
   *     .option('-c, --cheese [CHEESE]', 'add extra cheese', 'mozzarella') // optional option-argument with default
   *     .option('-t, --tip <VALUE>', 'add tip to purchase cost', parseFloat) // custom parse function
   *
   * @param {string} flags
   * @param {string} [description]
   * @param {(Function|*)} [parseArg] - custom option processing function or default value
   * @param {*} [defaultValue]
   * @return {Command} `this` command for chaining
   */

  option(flags, description, parseArg, defaultValue) {
    return this._optionEx({}, flags, description, parseArg, defaultValue);
  }

  /**
   * Add a required option which must have a value after parsing. This usually means
   * the option must be specified on the command line. (Otherwise the same as .option().)
   *
   * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space.
   *
   * @param {string} flags
   * @param {string} [description]
   * @param {(Function|*)} [parseArg] - custom option processing function or default value
   * @param {*} [defaultValue]
   * @return {Command} `this` command for chaining
   */

  requiredOption(flags, description, parseArg, defaultValue) {
    return this._optionEx(
      { mandatory: true },
      flags,
      description,
      parseArg,
      defaultValue,
    );
  }

  /**
   * Alter parsing of short flags with optional values.
   *
   * @example
   * // for `.option('-f,--flag [value]'):
   * program.combineFlagAndOptionalValue(true);  // `-f80` is treated like `--flag=80`, this is the default behaviour
   * program.combineFlagAndOptionalValue(false) // `-fb` is treated like `-f -b`
   *
   * @param {boolean} [combine] - if `true` or omitted, an optional value can be specified directly after the flag.
   * @return {Command} `this` command for chaining
   */
  combineFlagAndOptionalValue(combine = true) {
    this._combineFlagAndOptionalValue = !!combine;
    return this;
  }

  /**
   * Allow unknown options on the command line.
   *
   * @param {boolean} [allowUnknown] - if `true` or omitted, no error will be thrown for unknown options.
   * @return {Command} `this` command for chaining
   */
  allowUnknownOption(allowUnknown = true) {
    this._allowUnknownOption = !!allowUnknown;
    return this;
  }

  /**
   * Allow excess command-arguments on the command line. Pass false to make excess arguments an error.
   *
   * @param {boolean} [allowExcess] - if `true` or omitted, no error will be thrown for excess arguments.
   * @return {Command} `this` command for chaining
   */
  allowExcessArguments(allowExcess = true) {
    this._allowExcessArguments = !!allowExcess;
    return this;
  }

  /**
   * Enable positional options. Positional means global options are specified before subcommands which lets
   * subcommands reuse the same option names, and also enables subcommands to turn on passThroughOptions.
   * The default behaviour is non-positional and global options may appear anywhere on the command line.
   *
   * @param {boolean} [positional]
   * @return {Command} `this` command for chaining
   */
  enablePositionalOptions(positional = true) {
    this._enablePositionalOptions = !!positional;
    return this;
  }

  /**
   * Pass through options that come after command-arguments rather than treat them as command-options,
   * so actual command-options come before command-arguments. Turning this on for a subcommand requires
   * positional options to have been enabled on the program (parent commands).
   * The default behaviour is non-positional and options may appear before or after command-arguments.
   *
   * @param {boolean} [passThrough] for unknown options.
   * @return {Command} `this` command for chaining
   */
  passThroughOptions(passThrough = true) {
    this._passThroughOptions = !!passThrough;
    this._checkForBrokenPassThrough();
    return this;
  }

  /**
   * @private
   */

  _checkForBrokenPassThrough() {
    if (
      this.parent &&
      this._passThroughOptions &&
      !this.parent._enablePositionalOptions
    ) {
      throw new Error(
        `passThroughOptions cannot be used for '${this._name}' without turning on enablePositionalOptions for parent command(s)`,
      );
    }
  }

  /**
   * Whether to store option values as properties on command object,
   * or store separately (specify false). In both cases the option values can be accessed using .opts().
   *
   * @param {boolean} [storeAsProperties=true]
   * @return {Command} `this` command for chaining
   */

  storeOptionsAsProperties(storeAsProperties = true) {
    if (this.options.length) {
      throw new Error('call .storeOptionsAsProperties() before adding options');
    }
    if (Object.keys(this._optionValues).length) {
      throw new Error(
        'call .storeOptionsAsProperties() before setting option values',
      );
    }
    this._storeOptionsAsProperties = !!storeAsProperties;
    return this;
  }

  /**
   * Retrieve option value.
   *
   * @param {string} key
   * @return {object} value
   */

  getOptionValue(key) {
    if (this._storeOptionsAsProperties) {
      return this[key];
    }
    return this._optionValues[key];
  }

  /**
   * Store option value.
   *
   * @param {string} key
   * @param {object} value
   * @return {Command} `this` command for chaining
   */

  setOptionValue(key, value) {
    return this.setOptionValueWithSource(key, value, undefined);
  }

  /**
   * Store option value and where the value came from.
   *
   * @param {string} key
   * @param {object} value
   * @param {string} source - expected values are default/config/env/cli/implied
   * @return {Command} `this` command for chaining
   */

  setOptionValueWithSource(key, value, source) {
    if (this._storeOptionsAsProperties) {
      this[key] = value;
    } else {
      this._optionValues[key] = value;
    }
    this._optionValueSources[key] = source;
    return this;
  }

  /**
   * Get source of option value.
   * Expected values are default | config | env | cli | implied
   *
   * @param {string} key
   * @return {string}
   */

  getOptionValueSource(key) {
    return this._optionValueSources[key];
  }

  /**
   * Get source of option value. See also .optsWithGlobals().
   * Expected values are default | config | env | cli | implied
   *
   * @param {string} key
   * @return {string}
   */

  getOptionValueSourceWithGlobals(key) {
    // global overwrites local, like optsWithGlobals
    let source;
    this._getCommandAndAncestors().forEach((cmd) => {
      if (cmd.getOptionValueSource(key) !== undefined) {
        source = cmd.getOptionValueSource(key);
      }
    });
    return source;
  }

  /**
   * Get user arguments from implied or explicit arguments.
   * Side-effects: set _scriptPath if args included script. Used for default program name, and subcommand searches.
   *
   * @private
   */

  _prepareUserArgs(argv, parseOptions) {
    if (argv !== undefined && !Array.isArray(argv)) {
      throw new Error('first parameter to parse must be array or undefined');
    }
    parseOptions = parseOptions || {};

    // auto-detect argument conventions if nothing supplied
    if (argv === undefined && parseOptions.from === undefined) {
      if (process.versions?.electron) {
        parseOptions.from = 'electron';
      }
      // check node specific options for scenarios where user CLI args follow executable without scriptname
      const execArgv = process.execArgv ?? [];
      if (
        execArgv.includes('-e') ||
        execArgv.includes('--eval') ||
        execArgv.includes('-p') ||
        execArgv.includes('--print')
      ) {
        parseOptions.from = 'eval'; // internal usage, not documented
      }
    }

    // default to using process.argv
    if (argv === undefined) {
      argv = process.argv;
    }
    this.rawArgs = argv.slice();

    // extract the user args and scriptPath
    let userArgs;
    switch (parseOptions.from) {
      case undefined:
      case 'node':
        this._scriptPath = argv[1];
        userArgs = argv.slice(2);
        break;
      case 'electron':
        // @ts-ignore: because defaultApp is an unknown property
        if (process.defaultApp) {
          this._scriptPath = argv[1];
          userArgs = argv.slice(2);
        } else {
          userArgs = argv.slice(1);
        }
        break;
      case 'user':
        userArgs = argv.slice(0);
        break;
      case 'eval':
        userArgs = argv.slice(1);
        break;
      default:
        throw new Error(
          `unexpected parse option { from: '${parseOptions.from}' }`,
        );
    }

    // Find default name for program from arguments.
    if (!this._name && this._scriptPath)
      this.nameFromFilename(this._scriptPath);
    this._name = this._name || 'program';

    return userArgs;
  }

  /**
   * Parse `argv`, setting options and invoking commands when defined.
   *
   * Use parseAsync instead of parse if any of your action handlers are async.
   *
   * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
   *
   * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
   * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
   * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
   * - `'user'`: just user arguments
   *
   * @example
   * program.parse(); // parse process.argv and auto-detect electron and special node flags
   * program.parse(process.argv); // assume argv[0] is app and argv[1] is script
   * program.parse(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
   *
   * @param {string[]} [argv] - optional, defaults to process.argv
   * @param {object} [parseOptions] - optionally specify style of options with from: node/user/electron
   * @param {string} [parseOptions.from] - where the args are from: 'node', 'user', 'electron'
   * @return {Command} `this` command for chaining
   */

  parse(argv, parseOptions) {
    this._prepareForParse();
    const userArgs = this._prepareUserArgs(argv, parseOptions);
    this._parseCommand([], userArgs);

    return this;
  }

  /**
   * Parse `argv`, setting options and invoking commands when defined.
   *
   * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
   *
   * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
   * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
   * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
   * - `'user'`: just user arguments
   *
   * @example
   * await program.parseAsync(); // parse process.argv and auto-detect electron and special node flags
   * await program.parseAsync(process.argv); // assume argv[0] is app and argv[1] is script
   * await program.parseAsync(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
   *
   * @param {string[]} [argv]
   * @param {object} [parseOptions]
   * @param {string} parseOptions.from - where the args are from: 'node', 'user', 'electron'
   * @return {Promise}
   */

  async parseAsync(argv, parseOptions) {
    this._prepareForParse();
    const userArgs = this._prepareUserArgs(argv, parseOptions);
    await this._parseCommand([], userArgs);

    return this;
  }

  _prepareForParse() {
    if (this._savedState === null) {
      this.saveStateBeforeParse();
    } else {
      this.restoreStateBeforeParse();
    }
  }

  /**
   * Called the first time parse is called to save state and allow a restore before subsequent calls to parse.
   * Not usually called directly, but available for subclasses to save their custom state.
   *
   * This is called in a lazy way. Only commands used in parsing chain will have state saved.
   */
  saveStateBeforeParse() {
    this._savedState = {
      // name is stable if supplied by author, but may be unspecified for root command and deduced during parsing
      _name: this._name,
      // option values before parse have default values (including false for negated options)
      // shallow clones
      _optionValues: { ...this._optionValues },
      _optionValueSources: { ...this._optionValueSources },
    };
  }

  /**
   * Restore state before parse for calls after the first.
   * Not usually called directly, but available for subclasses to save their custom state.
   *
   * This is called in a lazy way. Only commands used in parsing chain will have state restored.
   */
  restoreStateBeforeParse() {
    if (this._storeOptionsAsProperties)
      throw new Error(`Can not call parse again when storeOptionsAsProperties is true.
- either make a new Command for each call to parse, or stop storing options as properties`);

    // clear state from _prepareUserArgs
    this._name = this._savedState._name;
    this._scriptPath = null;
    this.rawArgs = [];
    // clear state from setOptionValueWithSource
    this._optionValues = { ...this._savedState._optionValues };
    this._optionValueSources = { ...this._savedState._optionValueSources };
    // clear state from _parseCommand
    this.args = [];
    // clear state from _processArguments
    this.processedArgs = [];
  }

  /**
   * Throw if expected executable is missing. Add lots of help for author.
   *
   * @param {string} executableFile
   * @param {string} executableDir
   * @param {string} subcommandName
   */
  _checkForMissingExecutable(executableFile, executableDir, subcommandName) {
    if (fs.existsSync(executableFile)) return;

    const executableDirMessage = executableDir
      ? `searched for local subcommand relative to directory '${executableDir}'`
      : 'no directory for search for local subcommand, use .executableDir() to supply a custom directory';
    const executableMissing = `'${executableFile}' does not exist
 - if '${subcommandName}' is not meant to be an executable command, remove description parameter from '.command()' and use '.description()' instead
 - if the default executable name is not suitable, use the executableFile option to supply a custom name or path
 - ${executableDirMessage}`;
    throw new Error(executableMissing);
  }

  /**
   * Execute a sub-command executable.
   *
   * @private
   */

  _executeSubCommand(subcommand, args) {
    args = args.slice();
    let launchWithNode = false; // Use node for source targets so do not need to get permissions correct, and on Windows.
    const sourceExt = ['.js', '.ts', '.tsx', '.mjs', '.cjs'];

    function findFile(baseDir, baseName) {
      // Look for specified file
      const localBin = path.resolve(baseDir, baseName);
      if (fs.existsSync(localBin)) return localBin;

      // Stop looking if candidate already has an expected extension.
      if (sourceExt.includes(path.extname(baseName))) return undefined;

      // Try all the extensions.
      const foundExt = sourceExt.find((ext) =>
        fs.existsSync(`${localBin}${ext}`),
      );
      if (foundExt) return `${localBin}${foundExt}`;

      return undefined;
    }

    // Not checking for help first. Unlikely to have mandatory and executable, and can't robustly test for help flags in external command.
    this._checkForMissingMandatoryOptions();
    this._checkForConflictingOptions();

    // executableFile and executableDir might be full path, or just a name
    let executableFile =
      subcommand._executableFile || `${this._name}-${subcommand._name}`;
    let executableDir = this._executableDir || '';
    if (this._scriptPath) {
      let resolvedScriptPath; // resolve possible symlink for installed npm binary
      try {
        resolvedScriptPath = fs.realpathSync(this._scriptPath);
      } catch {
        resolvedScriptPath = this._scriptPath;
      }
      executableDir = path.resolve(
        path.dirname(resolvedScriptPath),
        executableDir,
      );
    }

    // Look for a local file in preference to a command in PATH.
    if (executableDir) {
      let localFile = findFile(executableDir, executableFile);

      // Legacy search using prefix of script name instead of command name
      if (!localFile && !subcommand._executableFile && this._scriptPath) {
        const legacyName = path.basename(
          this._scriptPath,
          path.extname(this._scriptPath),
        );
        if (legacyName !== this._name) {
          localFile = findFile(
            executableDir,
            `${legacyName}-${subcommand._name}`,
          );
        }
      }
      executableFile = localFile || executableFile;
    }

    launchWithNode = sourceExt.includes(path.extname(executableFile));

    let proc;
    if (process.platform !== 'win32') {
      if (launchWithNode) {
        args.unshift(executableFile);
        // add executable arguments to spawn
        args = incrementNodeInspectorPort(process.execArgv).concat(args);

        proc = childProcess.spawn(process.argv[0], args, { stdio: 'inherit' });
      } else {
        proc = childProcess.spawn(executableFile, args, { stdio: 'inherit' });
      }
    } else {
      this._checkForMissingExecutable(
        executableFile,
        executableDir,
        subcommand._name,
      );
      args.unshift(executableFile);
      // add executable arguments to spawn
      args = incrementNodeInspectorPort(process.execArgv).concat(args);
      proc = childProcess.spawn(process.execPath, args, { stdio: 'inherit' });
    }

    if (!proc.killed) {
      // testing mainly to avoid leak warnings during unit tests with mocked spawn
      const signals = ['SIGUSR1', 'SIGUSR2', 'SIGTERM', 'SIGINT', 'SIGHUP'];
      signals.forEach((signal) => {
        process.on(signal, () => {
          if (proc.killed === false && proc.exitCode === null) {
            // @ts-ignore because signals not typed to known strings
            proc.kill(signal);
          }
        });
      });
    }

    // By default terminate process when spawned process terminates.
    const exitCallback = this._exitCallback;
    proc.on('close', (code) => {
      code = code ?? 1; // code is null if spawned process terminated due to a signal
      if (!exitCallback) {
        process.exit(code);
      } else {
        exitCallback(
          new CommanderError(
            code,
            'commander.executeSubCommandAsync',
            '(close)',
          ),
        );
      }
    });
    proc.on('error', (err) => {
      // @ts-ignore: because err.code is an unknown property
      if (err.code === 'ENOENT') {
        this._checkForMissingExecutable(
          executableFile,
          executableDir,
          subcommand._name,
        );
        // @ts-ignore: because err.code is an unknown property
      } else if (err.code === 'EACCES') {
        throw new Error(`'${executableFile}' not executable`);
      }
      if (!exitCallback) {
        process.exit(1);
      } else {
        const wrappedError = new CommanderError(
          1,
          'commander.executeSubCommandAsync',
          '(error)',
        );
        wrappedError.nestedError = err;
        exitCallback(wrappedError);
      }
    });

    // Store the reference to the child process
    this.runningCommand = proc;
  }

  /**
   * @private
   */

  _dispatchSubcommand(commandName, operands, unknown) {
    const subCommand = this._findCommand(commandName);
    if (!subCommand) this.help({ error: true });

    subCommand._prepareForParse();
    let promiseChain;
    promiseChain = this._chainOrCallSubCommandHook(
      promiseChain,
      subCommand,
      'preSubcommand',
    );
    promiseChain = this._chainOrCall(promiseChain, () => {
      if (subCommand._executableHandler) {
        this._executeSubCommand(subCommand, operands.concat(unknown));
      } else {
        return subCommand._parseCommand(operands, unknown);
      }
    });
    return promiseChain;
  }

  /**
   * Invoke help directly if possible, or dispatch if necessary.
   * e.g. help foo
   *
   * @private
   */

  _dispatchHelpCommand(subcommandName) {
    if (!subcommandName) {
      this.help();
    }
    const subCommand = this._findCommand(subcommandName);
    if (subCommand && !subCommand._executableHandler) {
      subCommand.help();
    }

    // Fallback to parsing the help flag to invoke the help.
    return this._dispatchSubcommand(
      subcommandName,
      [],
      [this._getHelpOption()?.long ?? this._getHelpOption()?.short ?? '--help'],
    );
  }

  /**
   * Check this.args against expected this.registeredArguments.
   *
   * @private
   */

  _checkNumberOfArguments() {
    // too few
    this.registeredArguments.forEach((arg, i) => {
      if (arg.required && this.args[i] == null) {
        this.missingArgument(arg.name());
      }
    });
    // too many
    if (
      this.registeredArguments.length > 0 &&
      this.registeredArguments[this.registeredArguments.length - 1].variadic
    ) {
      return;
    }
    if (this.args.length > this.registeredArguments.length) {
      this._excessArguments(this.args);
    }
  }

  /**
   * Process this.args using this.registeredArguments and save as this.processedArgs!
   *
   * @private
   */

  _processArguments() {
    const myParseArg = (argument, value, previous) => {
      // Extra processing for nice error message on parsing failure.
      let parsedValue = value;
      if (value !== null && argument.parseArg) {
        const invalidValueMessage = `error: command-argument value '${value}' is invalid for argument '${argument.name()}'.`;
        parsedValue = this._callParseArg(
          argument,
          value,
          previous,
          invalidValueMessage,
        );
      }
      return parsedValue;
    };

    this._checkNumberOfArguments();

    const processedArgs = [];
    this.registeredArguments.forEach((declaredArg, index) => {
      let value = declaredArg.defaultValue;
      if (declaredArg.variadic) {
        // Collect together remaining arguments for passing together as an array.
        if (index < this.args.length) {
          value = this.args.slice(index);
          if (declaredArg.parseArg) {
            value = value.reduce((processed, v) => {
              return myParseArg(declaredArg, v, processed);
            }, declaredArg.defaultValue);
          }
        } else if (value === undefined) {
          value = [];
        }
      } else if (index < this.args.length) {
        value = this.args[index];
        if (declaredArg.parseArg) {
          value = myParseArg(declaredArg, value, declaredArg.defaultValue);
        }
      }
      processedArgs[index] = value;
    });
    this.processedArgs = processedArgs;
  }

  /**
   * Once we have a promise we chain, but call synchronously until then.
   *
   * @param {(Promise|undefined)} promise
   * @param {Function} fn
   * @return {(Promise|undefined)}
   * @private
   */

  _chainOrCall(promise, fn) {
    // thenable
    if (promise?.then && typeof promise.then === 'function') {
      // already have a promise, chain callback
      return promise.then(() => fn());
    }
    // callback might return a promise
    return fn();
  }

  /**
   *
   * @param {(Promise|undefined)} promise
   * @param {string} event
   * @return {(Promise|undefined)}
   * @private
   */

  _chainOrCallHooks(promise, event) {
    let result = promise;
    const hooks = [];
    this._getCommandAndAncestors()
      .reverse()
      .filter((cmd) => cmd._lifeCycleHooks[event] !== undefined)
      .forEach((hookedCommand) => {
        hookedCommand._lifeCycleHooks[event].forEach((callback) => {
          hooks.push({ hookedCommand, callback });
        });
      });
    if (event === 'postAction') {
      hooks.reverse();
    }

    hooks.forEach((hookDetail) => {
      result = this._chainOrCall(result, () => {
        return hookDetail.callback(hookDetail.hookedCommand, this);
      });
    });
    return result;
  }

  /**
   *
   * @param {(Promise|undefined)} promise
   * @param {Command} subCommand
   * @param {string} event
   * @return {(Promise|undefined)}
   * @private
   */

  _chainOrCallSubCommandHook(promise, subCommand, event) {
    let result = promise;
    if (this._lifeCycleHooks[event] !== undefined) {
      this._lifeCycleHooks[event].forEach((hook) => {
        result = this._chainOrCall(result, () => {
          return hook(this, subCommand);
        });
      });
    }
    return result;
  }

  /**
   * Process arguments in context of this command.
   * Returns action result, in case it is a promise.
   *
   * @private
   */

  _parseCommand(operands, unknown) {
    const parsed = this.parseOptions(unknown);
    this._parseOptionsEnv(); // after cli, so parseArg not called on both cli and env
    this._parseOptionsImplied();
    operands = operands.concat(parsed.operands);
    unknown = parsed.unknown;
    this.args = operands.concat(unknown);

    if (operands && this._findCommand(operands[0])) {
      return this._dispatchSubcommand(operands[0], operands.slice(1), unknown);
    }
    if (
      this._getHelpCommand() &&
      operands[0] === this._getHelpCommand().name()
    ) {
      return this._dispatchHelpCommand(operands[1]);
    }
    if (this._defaultCommandName) {
      this._outputHelpIfRequested(unknown); // Run the help for default command from parent rather than passing to default command
      return this._dispatchSubcommand(
        this._defaultCommandName,
        operands,
        unknown,
      );
    }
    if (
      this.commands.length &&
      this.args.length === 0 &&
      !this._actionHandler &&
      !this._defaultCommandName
    ) {
      // probably missing subcommand and no handler, user needs help (and exit)
      this.help({ error: true });
    }

    this._outputHelpIfRequested(parsed.unknown);
    this._checkForMissingMandatoryOptions();
    this._checkForConflictingOptions();

    // We do not always call this check to avoid masking a "better" error, like unknown command.
    const checkForUnknownOptions = () => {
      if (parsed.unknown.length > 0) {
        this.unknownOption(parsed.unknown[0]);
      }
    };

    const commandEvent = `command:${this.name()}`;
    if (this._actionHandler) {
      checkForUnknownOptions();
      this._processArguments();

      let promiseChain;
      promiseChain = this._chainOrCallHooks(promiseChain, 'preAction');
      promiseChain = this._chainOrCall(promiseChain, () =>
        this._actionHandler(this.processedArgs),
      );
      if (this.parent) {
        promiseChain = this._chainOrCall(promiseChain, () => {
          this.parent.emit(commandEvent, operands, unknown); // legacy
        });
      }
      promiseChain = this._chainOrCallHooks(promiseChain, 'postAction');
      return promiseChain;
    }
    if (this.parent?.listenerCount(commandEvent)) {
      checkForUnknownOptions();
      this._processArguments();
      this.parent.emit(commandEvent, operands, unknown); // legacy
    } else if (operands.length) {
      if (this._findCommand('*')) {
        // legacy default command
        return this._dispatchSubcommand('*', operands, unknown);
      }
      if (this.listenerCount('command:*')) {
        // skip option check, emit event for possible misspelling suggestion
        this.emit('command:*', operands, unknown);
      } else if (this.commands.length) {
        this.unknownCommand();
      } else {
        checkForUnknownOptions();
        this._processArguments();
      }
    } else if (this.commands.length) {
      checkForUnknownOptions();
      // This command has subcommands and nothing hooked up at this level, so display help (and exit).
      this.help({ error: true });
    } else {
      checkForUnknownOptions();
      this._processArguments();
      // fall through for caller to handle after calling .parse()
    }
  }

  /**
   * Find matching command.
   *
   * @private
   * @return {Command | undefined}
   */
  _findCommand(name) {
    if (!name) return undefined;
    return this.commands.find(
      (cmd) => cmd._name === name || cmd._aliases.includes(name),
    );
  }

  /**
   * Return an option matching `arg` if any.
   *
   * @param {string} arg
   * @return {Option}
   * @package
   */

  _findOption(arg) {
    return this.options.find((option) => option.is(arg));
  }

  /**
   * Display an error message if a mandatory option does not have a value.
   * Called after checking for help flags in leaf subcommand.
   *
   * @private
   */

  _checkForMissingMandatoryOptions() {
    // Walk up hierarchy so can call in subcommand after checking for displaying help.
    this._getCommandAndAncestors().forEach((cmd) => {
      cmd.options.forEach((anOption) => {
        if (
          anOption.mandatory &&
          cmd.getOptionValue(anOption.attributeName()) === undefined
        ) {
          cmd.missingMandatoryOptionValue(anOption);
        }
      });
    });
  }

  /**
   * Display an error message if conflicting options are used together in this.
   *
   * @private
   */
  _checkForConflictingLocalOptions() {
    const definedNonDefaultOptions = this.options.filter((option) => {
      const optionKey = option.attributeName();
      if (this.getOptionValue(optionKey) === undefined) {
        return false;
      }
      return this.getOptionValueSource(optionKey) !== 'default';
    });

    const optionsWithConflicting = definedNonDefaultOptions.filter(
      (option) => option.conflictsWith.length > 0,
    );

    optionsWithConflicting.forEach((option) => {
      const conflictingAndDefined = definedNonDefaultOptions.find((defined) =>
        option.conflictsWith.includes(defined.attributeName()),
      );
      if (conflictingAndDefined) {
        this._conflictingOption(option, conflictingAndDefined);
      }
    });
  }

  /**
   * Display an error message if conflicting options are used together.
   * Called after checking for help flags in leaf subcommand.
   *
   * @private
   */
  _checkForConflictingOptions() {
    // Walk up hierarchy so can call in subcommand after checking for displaying help.
    this._getCommandAndAncestors().forEach((cmd) => {
      cmd._checkForConflictingLocalOptions();
    });
  }

  /**
   * Parse options from `argv` removing known options,
   * and return argv split into operands and unknown arguments.
   *
   * Side effects: modifies command by storing options. Does not reset state if called again.
   *
   * Examples:
   *
   *     argv => operands, unknown
   *     --known kkk op => [op], []
   *     op --known kkk => [op], []
   *     sub --unknown uuu op => [sub], [--unknown uuu op]
   *     sub -- --unknown uuu op => [sub --unknown uuu op], []
   *
   * @param {string[]} args
   * @return {{operands: string[], unknown: string[]}}
   */

  parseOptions(args) {
    const operands = []; // operands, not options or values
    const unknown = []; // first unknown option and remaining unknown args
    let dest = operands;

    function maybeOption(arg) {
      return arg.length > 1 && arg[0] === '-';
    }

    const negativeNumberArg = (arg) => {
      // return false if not a negative number
      if (!/^-(\d+|\d*\.\d+)(e[+-]?\d+)?$/.test(arg)) return false;
      // negative number is ok unless digit used as an option in command hierarchy
      return !this._getCommandAndAncestors().some((cmd) =>
        cmd.options
          .map((opt) => opt.short)
          .some((short) => /^-\d$/.test(short)),
      );
    };

    // parse options
    let activeVariadicOption = null;
    let activeGroup = null; // working through group of short options, like -abc
    let i = 0;
    while (i < args.length || activeGroup) {
      const arg = activeGroup ?? args[i++];
      activeGroup = null;

      // literal
      if (arg === '--') {
        if (dest === unknown) dest.push(arg);
        dest.push(...args.slice(i));
        break;
      }

      if (
        activeVariadicOption &&
        (!maybeOption(arg) || negativeNumberArg(arg))
      ) {
        this.emit(`option:${activeVariadicOption.name()}`, arg);
        continue;
      }
      activeVariadicOption = null;

      if (maybeOption(arg)) {
        const option = this._findOption(arg);
        // recognised option, call listener to assign value with possible custom processing
        if (option) {
          if (option.required) {
            const value = args[i++];
            if (value === undefined) this.optionMissingArgument(option);
            this.emit(`option:${option.name()}`, value);
          } else if (option.optional) {
            let value = null;
            // historical behaviour is optional value is following arg unless an option
            if (
              i < args.length &&
              (!maybeOption(args[i]) || negativeNumberArg(args[i]))
            ) {
              value = args[i++];
            }
            this.emit(`option:${option.name()}`, value);
          } else {
            // boolean flag
            this.emit(`option:${option.name()}`);
          }
          activeVariadicOption = option.variadic ? option : null;
          continue;
        }
      }

      // Look for combo options following single dash, eat first one if known.
      if (arg.length > 2 && arg[0] === '-' && arg[1] !== '-') {
        const option = this._findOption(`-${arg[1]}`);
        if (option) {
          if (
            option.required ||
            (option.optional && this._combineFlagAndOptionalValue)
          ) {
            // option with value following in same argument
            this.emit(`option:${option.name()}`, arg.slice(2));
          } else {
            // boolean option
            this.emit(`option:${option.name()}`);
            // remove the processed option and keep processing group
            activeGroup = `-${arg.slice(2)}`;
          }
          continue;
        }
      }

      // Look for known long flag with value, like --foo=bar
      if (/^--[^=]+=/.test(arg)) {
        const index = arg.indexOf('=');
        const option = this._findOption(arg.slice(0, index));
        if (option && (option.required || option.optional)) {
          this.emit(`option:${option.name()}`, arg.slice(index + 1));
          continue;
        }
      }

      // Not a recognised option by this command.
      // Might be a command-argument, or subcommand option, or unknown option, or help command or option.

      // An unknown option means further arguments also classified as unknown so can be reprocessed by subcommands.
      // A negative number in a leaf command is not an unknown option.
      if (
        dest === operands &&
        maybeOption(arg) &&
        !(this.commands.length === 0 && negativeNumberArg(arg))
      ) {
        dest = unknown;
      }

      // If using positionalOptions, stop processing our options at subcommand.
      if (
        (this._enablePositionalOptions || this._passThroughOptions) &&
        operands.length === 0 &&
        unknown.length === 0
      ) {
        if (this._findCommand(arg)) {
          operands.push(arg);
          unknown.push(...args.slice(i));
          break;
        } else if (
          this._getHelpCommand() &&
          arg === this._getHelpCommand().name()
        ) {
          operands.push(arg, ...args.slice(i));
          break;
        } else if (this._defaultCommandName) {
          unknown.push(arg, ...args.slice(i));
          break;
        }
      }

      // If using passThroughOptions, stop processing options at first command-argument.
      if (this._passThroughOptions) {
        dest.push(arg, ...args.slice(i));
        break;
      }

      // add arg
      dest.push(arg);
    }

    return { operands, unknown };
  }

  /**
   * Return an object containing local option values as key-value pairs.
   *
   * @return {object}
   */
  opts() {
    if (this._storeOptionsAsProperties) {
      // Preserve original behaviour so backwards compatible when still using properties
      const result = {};
      const len = this.options.length;

      for (let i = 0; i < len; i++) {
        const key = this.options[i].attributeName();
        result[key] =
          key === this._versionOptionName ? this._version : this[key];
      }
      return result;
    }

    return this._optionValues;
  }

  /**
   * Return an object containing merged local and global option values as key-value pairs.
   *
   * @return {object}
   */
  optsWithGlobals() {
    // globals overwrite locals
    return this._getCommandAndAncestors().reduce(
      (combinedOptions, cmd) => Object.assign(combinedOptions, cmd.opts()),
      {},
    );
  }

  /**
   * Display error message and exit (or call exitOverride).
   *
   * @param {string} message
   * @param {object} [errorOptions]
   * @param {string} [errorOptions.code] - an id string representing the error
   * @param {number} [errorOptions.exitCode] - used with process.exit
   */
  error(message, errorOptions) {
    // output handling
    this._outputConfiguration.outputError(
      `${message}\n`,
      this._outputConfiguration.writeErr,
    );
    if (typeof this._showHelpAfterError === 'string') {
      this._outputConfiguration.writeErr(`${this._showHelpAfterError}\n`);
    } else if (this._showHelpAfterError) {
      this._outputConfiguration.writeErr('\n');
      this.outputHelp({ error: true });
    }

    // exit handling
    const config = errorOptions || {};
    const exitCode = config.exitCode || 1;
    const code = config.code || 'commander.error';
    this._exit(exitCode, code, message);
  }

  /**
   * Apply any option related environment variables, if option does
   * not have a value from cli or client code.
   *
   * @private
   */
  _parseOptionsEnv() {
    this.options.forEach((option) => {
      if (option.envVar && option.envVar in process.env) {
        const optionKey = option.attributeName();
        // Priority check. Do not overwrite cli or options from unknown source (client-code).
        if (
          this.getOptionValue(optionKey) === undefined ||
          ['default', 'config', 'env'].includes(
            this.getOptionValueSource(optionKey),
          )
        ) {
          if (option.required || option.optional) {
            // option can take a value
            // keep very simple, optional always takes value
            this.emit(`optionEnv:${option.name()}`, process.env[option.envVar]);
          } else {
            // boolean
            // keep very simple, only care that envVar defined and not the value
            this.emit(`optionEnv:${option.name()}`);
          }
        }
      }
    });
  }

  /**
   * Apply any implied option values, if option is undefined or default value.
   *
   * @private
   */
  _parseOptionsImplied() {
    const dualHelper = new DualOptions(this.options);
    const hasCustomOptionValue = (optionKey) => {
      return (
        this.getOptionValue(optionKey) !== undefined &&
        !['default', 'implied'].includes(this.getOptionValueSource(optionKey))
      );
    };
    this.options
      .filter(
        (option) =>
          option.implied !== undefined &&
          hasCustomOptionValue(option.attributeName()) &&
          dualHelper.valueFromOption(
            this.getOptionValue(option.attributeName()),
            option,
          ),
      )
      .forEach((option) => {
        Object.keys(option.implied)
          .filter((impliedKey) => !hasCustomOptionValue(impliedKey))
          .forEach((impliedKey) => {
            this.setOptionValueWithSource(
              impliedKey,
              option.implied[impliedKey],
              'implied',
            );
          });
      });
  }

  /**
   * Argument `name` is missing.
   *
   * @param {string} name
   * @private
   */

  missingArgument(name) {
    const message = `error: missing required argument '${name}'`;
    this.error(message, { code: 'commander.missingArgument' });
  }

  /**
   * `Option` is missing an argument.
   *
   * @param {Option} option
   * @private
   */

  optionMissingArgument(option) {
    const message = `error: option '${option.flags}' argument missing`;
    this.error(message, { code: 'commander.optionMissingArgument' });
  }

  /**
   * `Option` does not have a value, and is a mandatory option.
   *
   * @param {Option} option
   * @private
   */

  missingMandatoryOptionValue(option) {
    const message = `error: required option '${option.flags}' not specified`;
    this.error(message, { code: 'commander.missingMandatoryOptionValue' });
  }

  /**
   * `Option` conflicts with another option.
   *
   * @param {Option} option
   * @param {Option} conflictingOption
   * @private
   */
  _conflictingOption(option, conflictingOption) {
    // The calling code does not know whether a negated option is the source of the
    // value, so do some work to take an educated guess.
    const findBestOptionFromValue = (option) => {
      const optionKey = option.attributeName();
      const optionValue = this.getOptionValue(optionKey);
      const negativeOption = this.options.find(
        (target) => target.negate && optionKey === target.attributeName(),
      );
      const positiveOption = this.options.find(
        (target) => !target.negate && optionKey === target.attributeName(),
      );
      if (
        negativeOption &&
        ((negativeOption.presetArg === undefined && optionValue === false) ||
          (negativeOption.presetArg !== undefined &&
            optionValue === negativeOption.presetArg))
      ) {
        return negativeOption;
      }
      return positiveOption || option;
    };

    const getErrorMessage = (option) => {
      const bestOption = findBestOptionFromValue(option);
      const optionKey = bestOption.attributeName();
      const source = this.getOptionValueSource(optionKey);
      if (source === 'env') {
        return `environment variable '${bestOption.envVar}'`;
      }
      return `option '${bestOption.flags}'`;
    };

    const message = `error: ${getErrorMessage(option)} cannot be used with ${getErrorMessage(conflictingOption)}`;
    this.error(message, { code: 'commander.conflictingOption' });
  }

  /**
   * Unknown option `flag`.
   *
   * @param {string} flag
   * @private
   */

  unknownOption(flag) {
    if (this._allowUnknownOption) return;
    let suggestion = '';

    if (flag.startsWith('--') && this._showSuggestionAfterError) {
      // Looping to pick up the global options too
      let candidateFlags = [];
      // eslint-disable-next-line @typescript-eslint/no-this-alias
      let command = this;
      do {
        const moreFlags = command
          .createHelp()
          .visibleOptions(command)
          .filter((option) => option.long)
          .map((option) => option.long);
        candidateFlags = candidateFlags.concat(moreFlags);
        command = command.parent;
      } while (command && !command._enablePositionalOptions);
      suggestion = suggestSimilar(flag, candidateFlags);
    }

    const message = `error: unknown option '${flag}'${suggestion}`;
    this.error(message, { code: 'commander.unknownOption' });
  }

  /**
   * Excess arguments, more than expected.
   *
   * @param {string[]} receivedArgs
   * @private
   */

  _excessArguments(receivedArgs) {
    if (this._allowExcessArguments) return;

    const expected = this.registeredArguments.length;
    const s = expected === 1 ? '' : 's';
    const forSubcommand = this.parent ? ` for '${this.name()}'` : '';
    const message = `error: too many arguments${forSubcommand}. Expected ${expected} argument${s} but got ${receivedArgs.length}.`;
    this.error(message, { code: 'commander.excessArguments' });
  }

  /**
   * Unknown command.
   *
   * @private
   */

  unknownCommand() {
    const unknownName = this.args[0];
    let suggestion = '';

    if (this._showSuggestionAfterError) {
      const candidateNames = [];
      this.createHelp()
        .visibleCommands(this)
        .forEach((command) => {
          candidateNames.push(command.name());
          // just visible alias
          if (command.alias()) candidateNames.push(command.alias());
        });
      suggestion = suggestSimilar(unknownName, candidateNames);
    }

    const message = `error: unknown command '${unknownName}'${suggestion}`;
    this.error(message, { code: 'commander.unknownCommand' });
  }

  /**
   * Get or set the program version.
   *
   * This method auto-registers the "-V, --version" option which will print the version number.
   *
   * You can optionally supply the flags and description to override the defaults.
   *
   * @param {string} [str]
   * @param {string} [flags]
   * @param {string} [description]
   * @return {(this | string | undefined)} `this` command for chaining, or version string if no arguments
   */

  version(str, flags, description) {
    if (str === undefined) return this._version;
    this._version = str;
    flags = flags || '-V, --version';
    description = description || 'output the version number';
    const versionOption = this.createOption(flags, description);
    this._versionOptionName = versionOption.attributeName();
    this._registerOption(versionOption);

    this.on('option:' + versionOption.name(), () => {
      this._outputConfiguration.writeOut(`${str}\n`);
      this._exit(0, 'commander.version', str);
    });
    return this;
  }

  /**
   * Set the description.
   *
   * @param {string} [str]
   * @param {object} [argsDescription]
   * @return {(string|Command)}
   */
  description(str, argsDescription) {
    if (str === undefined && argsDescription === undefined)
      return this._description;
    this._description = str;
    if (argsDescription) {
      this._argsDescription = argsDescription;
    }
    return this;
  }

  /**
   * Set the summary. Used when listed as subcommand of parent.
   *
   * @param {string} [str]
   * @return {(string|Command)}
   */
  summary(str) {
    if (str === undefined) return this._summary;
    this._summary = str;
    return this;
  }

  /**
   * Set an alias for the command.
   *
   * You may call more than once to add multiple aliases. Only the first alias is shown in the auto-generated help.
   *
   * @param {string} [alias]
   * @return {(string|Command)}
   */

  alias(alias) {
    if (alias === undefined) return this._aliases[0]; // just return first, for backwards compatibility

    /** @type {Command} */
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    let command = this;
    if (
      this.commands.length !== 0 &&
      this.commands[this.commands.length - 1]._executableHandler
    ) {
      // assume adding alias for last added executable subcommand, rather than this
      command = this.commands[this.commands.length - 1];
    }

    if (alias === command._name)
      throw new Error("Command alias can't be the same as its name");
    const matchingCommand = this.parent?._findCommand(alias);
    if (matchingCommand) {
      // c.f. _registerCommand
      const existingCmd = [matchingCommand.name()]
        .concat(matchingCommand.aliases())
        .join('|');
      throw new Error(
        `cannot add alias '${alias}' to command '${this.name()}' as already have command '${existingCmd}'`,
      );
    }

    command._aliases.push(alias);
    return this;
  }

  /**
   * Set aliases for the command.
   *
   * Only the first alias is shown in the auto-generated help.
   *
   * @param {string[]} [aliases]
   * @return {(string[]|Command)}
   */

  aliases(aliases) {
    // Getter for the array of aliases is the main reason for having aliases() in addition to alias().
    if (aliases === undefined) return this._aliases;

    aliases.forEach((alias) => this.alias(alias));
    return this;
  }

  /**
   * Set / get the command usage `str`.
   *
   * @param {string} [str]
   * @return {(string|Command)}
   */

  usage(str) {
    if (str === undefined) {
      if (this._usage) return this._usage;

      const args = this.registeredArguments.map((arg) => {
        return humanReadableArgName(arg);
      });
      return []
        .concat(
          this.options.length || this._helpOption !== null ? '[options]' : [],
          this.commands.length ? '[command]' : [],
          this.registeredArguments.length ? args : [],
        )
        .join(' ');
    }

    this._usage = str;
    return this;
  }

  /**
   * Get or set the name of the command.
   *
   * @param {string} [str]
   * @return {(string|Command)}
   */

  name(str) {
    if (str === undefined) return this._name;
    this._name = str;
    return this;
  }

  /**
   * Set/get the help group heading for this subcommand in parent command's help.
   *
   * @param {string} [heading]
   * @return {Command | string}
   */

  helpGroup(heading) {
    if (heading === undefined) return this._helpGroupHeading ?? '';
    this._helpGroupHeading = heading;
    return this;
  }

  /**
   * Set/get the default help group heading for subcommands added to this command.
   * (This does not override a group set directly on the subcommand using .helpGroup().)
   *
   * @example
   * program.commandsGroup('Development Commands:);
   * program.command('watch')...
   * program.command('lint')...
   * ...
   *
   * @param {string} [heading]
   * @returns {Command | string}
   */
  commandsGroup(heading) {
    if (heading === undefined) return this._defaultCommandGroup ?? '';
    this._defaultCommandGroup = heading;
    return this;
  }

  /**
   * Set/get the default help group heading for options added to this command.
   * (This does not override a group set directly on the option using .helpGroup().)
   *
   * @example
   * program
   *   .optionsGroup('Development Options:')
   *   .option('-d, --debug', 'output extra debugging')
   *   .option('-p, --profile', 'output profiling information')
   *
   * @param {string} [heading]
   * @returns {Command | string}
   */
  optionsGroup(heading) {
    if (heading === undefined) return this._defaultOptionGroup ?? '';
    this._defaultOptionGroup = heading;
    return this;
  }

  /**
   * @param {Option} option
   * @private
   */
  _initOptionGroup(option) {
    if (this._defaultOptionGroup && !option.helpGroupHeading)
      option.helpGroup(this._defaultOptionGroup);
  }

  /**
   * @param {Command} cmd
   * @private
   */
  _initCommandGroup(cmd) {
    if (this._defaultCommandGroup && !cmd.helpGroup())
      cmd.helpGroup(this._defaultCommandGroup);
  }

  /**
   * Set the name of the command from script filename, such as process.argv[1],
   * or require.main.filename, or __filename.
   *
   * (Used internally and public although not documented in README.)
   *
   * @example
   * program.nameFromFilename(require.main.filename);
   *
   * @param {string} filename
   * @return {Command}
   */

  nameFromFilename(filename) {
    this._name = path.basename(filename, path.extname(filename));

    return this;
  }

  /**
   * Get or set the directory for searching for executable subcommands of this command.
   *
   * @example
   * program.executableDir(__dirname);
   * // or
   * program.executableDir('subcommands');
   *
   * @param {string} [path]
   * @return {(string|null|Command)}
   */

  executableDir(path) {
    if (path === undefined) return this._executableDir;
    this._executableDir = path;
    return this;
  }

  /**
   * Return program help documentation.
   *
   * @param {{ error: boolean }} [contextOptions] - pass {error:true} to wrap for stderr instead of stdout
   * @return {string}
   */

  helpInformation(contextOptions) {
    const helper = this.createHelp();
    const context = this._getOutputContext(contextOptions);
    helper.prepareContext({
      error: context.error,
      helpWidth: context.helpWidth,
      outputHasColors: context.hasColors,
    });
    const text = helper.formatHelp(this, helper);
    if (context.hasColors) return text;
    return this._outputConfiguration.stripColor(text);
  }

  /**
   * @typedef HelpContext
   * @type {object}
   * @property {boolean} error
   * @property {number} helpWidth
   * @property {boolean} hasColors
   * @property {function} write - includes stripColor if needed
   *
   * @returns {HelpContext}
   * @private
   */

  _getOutputContext(contextOptions) {
    contextOptions = contextOptions || {};
    const error = !!contextOptions.error;
    let baseWrite;
    let hasColors;
    let helpWidth;
    if (error) {
      baseWrite = (str) => this._outputConfiguration.writeErr(str);
      hasColors = this._outputConfiguration.getErrHasColors();
      helpWidth = this._outputConfiguration.getErrHelpWidth();
    } else {
      baseWrite = (str) => this._outputConfiguration.writeOut(str);
      hasColors = this._outputConfiguration.getOutHasColors();
      helpWidth = this._outputConfiguration.getOutHelpWidth();
    }
    const write = (str) => {
      if (!hasColors) str = this._outputConfiguration.stripColor(str);
      return baseWrite(str);
    };
    return { error, write, hasColors, helpWidth };
  }

  /**
   * Output help information for this command.
   *
   * Outputs built-in help, and custom text added using `.addHelpText()`.
   *
   * @param {{ error: boolean } | Function} [contextOptions] - pass {error:true} to write to stderr instead of stdout
   */

  outputHelp(contextOptions) {
    let deprecatedCallback;
    if (typeof contextOptions === 'function') {
      deprecatedCallback = contextOptions;
      contextOptions = undefined;
    }

    const outputContext = this._getOutputContext(contextOptions);
    /** @type {HelpTextEventContext} */
    const eventContext = {
      error: outputContext.error,
      write: outputContext.write,
      command: this,
    };

    this._getCommandAndAncestors()
      .reverse()
      .forEach((command) => command.emit('beforeAllHelp', eventContext));
    this.emit('beforeHelp', eventContext);

    let helpInformation = this.helpInformation({ error: outputContext.error });
    if (deprecatedCallback) {
      helpInformation = deprecatedCallback(helpInformation);
      if (
        typeof helpInformation !== 'string' &&
        !Buffer.isBuffer(helpInformation)
      ) {
        throw new Error('outputHelp callback must return a string or a Buffer');
      }
    }
    outputContext.write(helpInformation);

    if (this._getHelpOption()?.long) {
      this.emit(this._getHelpOption().long); // deprecated
    }
    this.emit('afterHelp', eventContext);
    this._getCommandAndAncestors().forEach((command) =>
      command.emit('afterAllHelp', eventContext),
    );
  }

  /**
   * You can pass in flags and a description to customise the built-in help option.
   * Pass in false to disable the built-in help option.
   *
   * @example
   * program.helpOption('-?, --help' 'show help'); // customise
   * program.helpOption(false); // disable
   *
   * @param {(string | boolean)} flags
   * @param {string} [description]
   * @return {Command} `this` command for chaining
   */

  helpOption(flags, description) {
    // Support enabling/disabling built-in help option.
    if (typeof flags === 'boolean') {
      if (flags) {
        if (this._helpOption === null) this._helpOption = undefined; // reenable
        if (this._defaultOptionGroup) {
          // make the option to store the group
          this._initOptionGroup(this._getHelpOption());
        }
      } else {
        this._helpOption = null; // disable
      }
      return this;
    }

    // Customise flags and description.
    this._helpOption = this.createOption(
      flags ?? '-h, --help',
      description ?? 'display help for command',
    );
    // init group unless lazy create
    if (flags || description) this._initOptionGroup(this._helpOption);

    return this;
  }

  /**
   * Lazy create help option.
   * Returns null if has been disabled with .helpOption(false).
   *
   * @returns {(Option | null)} the help option
   * @package
   */
  _getHelpOption() {
    // Lazy create help option on demand.
    if (this._helpOption === undefined) {
      this.helpOption(undefined, undefined);
    }
    return this._helpOption;
  }

  /**
   * Supply your own option to use for the built-in help option.
   * This is an alternative to using helpOption() to customise the flags and description etc.
   *
   * @param {Option} option
   * @return {Command} `this` command for chaining
   */
  addHelpOption(option) {
    this._helpOption = option;
    this._initOptionGroup(option);
    return this;
  }

  /**
   * Output help information and exit.
   *
   * Outputs built-in help, and custom text added using `.addHelpText()`.
   *
   * @param {{ error: boolean }} [contextOptions] - pass {error:true} to write to stderr instead of stdout
   */

  help(contextOptions) {
    this.outputHelp(contextOptions);
    let exitCode = Number(process.exitCode ?? 0); // process.exitCode does allow a string or an integer, but we prefer just a number
    if (
      exitCode === 0 &&
      contextOptions &&
      typeof contextOptions !== 'function' &&
      contextOptions.error
    ) {
      exitCode = 1;
    }
    // message: do not have all displayed text available so only passing placeholder.
    this._exit(exitCode, 'commander.help', '(outputHelp)');
  }

  /**
   * // Do a little typing to coordinate emit and listener for the help text events.
   * @typedef HelpTextEventContext
   * @type {object}
   * @property {boolean} error
   * @property {Command} command
   * @property {function} write
   */

  /**
   * Add additional text to be displayed with the built-in help.
   *
   * Position is 'before' or 'after' to affect just this command,
   * and 'beforeAll' or 'afterAll' to affect this command and all its subcommands.
   *
   * @param {string} position - before or after built-in help
   * @param {(string | Function)} text - string to add, or a function returning a string
   * @return {Command} `this` command for chaining
   */

  addHelpText(position, text) {
    const allowedValues = ['beforeAll', 'before', 'after', 'afterAll'];
    if (!allowedValues.includes(position)) {
      throw new Error(`Unexpected value for position to addHelpText.
Expecting one of '${allowedValues.join("', '")}'`);
    }

    const helpEvent = `${position}Help`;
    this.on(helpEvent, (/** @type {HelpTextEventContext} */ context) => {
      let helpStr;
      if (typeof text === 'function') {
        helpStr = text({ error: context.error, command: context.command });
      } else {
        helpStr = text;
      }
      // Ignore falsy value when nothing to output.
      if (helpStr) {
        context.write(`${helpStr}\n`);
      }
    });
    return this;
  }

  /**
   * Output help information if help flags specified
   *
   * @param {Array} args - array of options to search for help flags
   * @private
   */

  _outputHelpIfRequested(args) {
    const helpOption = this._getHelpOption();
    const helpRequested = helpOption && args.find((arg) => helpOption.is(arg));
    if (helpRequested) {
      this.outputHelp();
      // (Do not have all displayed text available so only passing placeholder.)
      this._exit(0, 'commander.helpDisplayed', '(outputHelp)');
    }
  }
}

/**
 * Scan arguments and increment port number for inspect calls (to avoid conflicts when spawning new command).
 *
 * @param {string[]} args - array of arguments from node.execArgv
 * @returns {string[]}
 * @private
 */

function incrementNodeInspectorPort(args) {
  // Testing for these options:
  //  --inspect[=[host:]port]
  //  --inspect-brk[=[host:]port]
  //  --inspect-port=[host:]port
  return args.map((arg) => {
    if (!arg.startsWith('--inspect')) {
      return arg;
    }
    let debugOption;
    let debugHost = '127.0.0.1';
    let debugPort = '9229';
    let match;
    if ((match = arg.match(/^(--inspect(-brk)?)$/)) !== null) {
      // e.g. --inspect
      debugOption = match[1];
    } else if (
      (match = arg.match(/^(--inspect(-brk|-port)?)=([^:]+)$/)) !== null
    ) {
      debugOption = match[1];
      if (/^\d+$/.test(match[3])) {
        // e.g. --inspect=1234
        debugPort = match[3];
      } else {
        // e.g. --inspect=localhost
        debugHost = match[3];
      }
    } else if (
      (match = arg.match(/^(--inspect(-brk|-port)?)=([^:]+):(\d+)$/)) !== null
    ) {
      // e.g. --inspect=localhost:1234
      debugOption = match[1];
      debugHost = match[3];
      debugPort = match[4];
    }

    if (debugOption && debugPort !== '0') {
      return `${debugOption}=${debugHost}:${parseInt(debugPort) + 1}`;
    }
    return arg;
  });
}

/**
 * @returns {boolean | undefined}
 * @package
 */
function useColor() {
  // Test for common conventions.
  // NB: the observed behaviour is in combination with how author adds color! For example:
  //   - we do not test NODE_DISABLE_COLORS, but util:styletext does
  //   - we do test NO_COLOR, but Chalk does not
  //
  // References:
  // https://no-color.org
  // https://bixense.com/clicolors/
  // https://github.com/nodejs/node/blob/0a00217a5f67ef4a22384cfc80eb6dd9a917fdc1/lib/internal/tty.js#L109
  // https://github.com/chalk/supports-color/blob/c214314a14bcb174b12b3014b2b0a8de375029ae/index.js#L33
  // (https://force-color.org recent web page from 2023, does not match major javascript implementations)

  if (
    process.env.NO_COLOR ||
    process.env.FORCE_COLOR === '0' ||
    process.env.FORCE_COLOR === 'false'
  )
    return false;
  if (process.env.FORCE_COLOR || process.env.CLICOLOR_FORCE !== undefined)
    return true;
  return undefined;
}

exports.Command = Command;
exports.useColor = useColor; // exporting for tests


/***/ }),

/***/ 1135:
/***/ ((__unused_webpack_module, exports) => {

/**
 * CommanderError class
 */
class CommanderError extends Error {
  /**
   * Constructs the CommanderError class
   * @param {number} exitCode suggested exit code which could be used with process.exit
   * @param {string} code an id string representing the error
   * @param {string} message human-readable description of the error
   */
  constructor(exitCode, code, message) {
    super(message);
    // properly capture stack trace in Node.js
    Error.captureStackTrace(this, this.constructor);
    this.name = this.constructor.name;
    this.code = code;
    this.exitCode = exitCode;
    this.nestedError = undefined;
  }
}

/**
 * InvalidArgumentError class
 */
class InvalidArgumentError extends CommanderError {
  /**
   * Constructs the InvalidArgumentError class
   * @param {string} [message] explanation of why argument is invalid
   */
  constructor(message) {
    super(1, 'commander.invalidArgument', message);
    // properly capture stack trace in Node.js
    Error.captureStackTrace(this, this.constructor);
    this.name = this.constructor.name;
  }
}

exports.CommanderError = CommanderError;
exports.InvalidArgumentError = InvalidArgumentError;


/***/ }),

/***/ 9754:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

const { humanReadableArgName } = __nccwpck_require__(9154);

/**
 * TypeScript import types for JSDoc, used by Visual Studio Code IntelliSense and `npm run typescript-checkJS`
 * https://www.typescriptlang.org/docs/handbook/jsdoc-supported-types.html#import-types
 * @typedef { import("./argument.js").Argument } Argument
 * @typedef { import("./command.js").Command } Command
 * @typedef { import("./option.js").Option } Option
 */

// Although this is a class, methods are static in style to allow override using subclass or just functions.
class Help {
  constructor() {
    this.helpWidth = undefined;
    this.minWidthToWrap = 40;
    this.sortSubcommands = false;
    this.sortOptions = false;
    this.showGlobalOptions = false;
  }

  /**
   * prepareContext is called by Commander after applying overrides from `Command.configureHelp()`
   * and just before calling `formatHelp()`.
   *
   * Commander just uses the helpWidth and the rest is provided for optional use by more complex subclasses.
   *
   * @param {{ error?: boolean, helpWidth?: number, outputHasColors?: boolean }} contextOptions
   */
  prepareContext(contextOptions) {
    this.helpWidth = this.helpWidth ?? contextOptions.helpWidth ?? 80;
  }

  /**
   * Get an array of the visible subcommands. Includes a placeholder for the implicit help command, if there is one.
   *
   * @param {Command} cmd
   * @returns {Command[]}
   */

  visibleCommands(cmd) {
    const visibleCommands = cmd.commands.filter((cmd) => !cmd._hidden);
    const helpCommand = cmd._getHelpCommand();
    if (helpCommand && !helpCommand._hidden) {
      visibleCommands.push(helpCommand);
    }
    if (this.sortSubcommands) {
      visibleCommands.sort((a, b) => {
        // @ts-ignore: because overloaded return type
        return a.name().localeCompare(b.name());
      });
    }
    return visibleCommands;
  }

  /**
   * Compare options for sort.
   *
   * @param {Option} a
   * @param {Option} b
   * @returns {number}
   */
  compareOptions(a, b) {
    const getSortKey = (option) => {
      // WYSIWYG for order displayed in help. Short used for comparison if present. No special handling for negated.
      return option.short
        ? option.short.replace(/^-/, '')
        : option.long.replace(/^--/, '');
    };
    return getSortKey(a).localeCompare(getSortKey(b));
  }

  /**
   * Get an array of the visible options. Includes a placeholder for the implicit help option, if there is one.
   *
   * @param {Command} cmd
   * @returns {Option[]}
   */

  visibleOptions(cmd) {
    const visibleOptions = cmd.options.filter((option) => !option.hidden);
    // Built-in help option.
    const helpOption = cmd._getHelpOption();
    if (helpOption && !helpOption.hidden) {
      // Automatically hide conflicting flags. Bit dubious but a historical behaviour that is convenient for single-command programs.
      const removeShort = helpOption.short && cmd._findOption(helpOption.short);
      const removeLong = helpOption.long && cmd._findOption(helpOption.long);
      if (!removeShort && !removeLong) {
        visibleOptions.push(helpOption); // no changes needed
      } else if (helpOption.long && !removeLong) {
        visibleOptions.push(
          cmd.createOption(helpOption.long, helpOption.description),
        );
      } else if (helpOption.short && !removeShort) {
        visibleOptions.push(
          cmd.createOption(helpOption.short, helpOption.description),
        );
      }
    }
    if (this.sortOptions) {
      visibleOptions.sort(this.compareOptions);
    }
    return visibleOptions;
  }

  /**
   * Get an array of the visible global options. (Not including help.)
   *
   * @param {Command} cmd
   * @returns {Option[]}
   */

  visibleGlobalOptions(cmd) {
    if (!this.showGlobalOptions) return [];

    const globalOptions = [];
    for (
      let ancestorCmd = cmd.parent;
      ancestorCmd;
      ancestorCmd = ancestorCmd.parent
    ) {
      const visibleOptions = ancestorCmd.options.filter(
        (option) => !option.hidden,
      );
      globalOptions.push(...visibleOptions);
    }
    if (this.sortOptions) {
      globalOptions.sort(this.compareOptions);
    }
    return globalOptions;
  }

  /**
   * Get an array of the arguments if any have a description.
   *
   * @param {Command} cmd
   * @returns {Argument[]}
   */

  visibleArguments(cmd) {
    // Side effect! Apply the legacy descriptions before the arguments are displayed.
    if (cmd._argsDescription) {
      cmd.registeredArguments.forEach((argument) => {
        argument.description =
          argument.description || cmd._argsDescription[argument.name()] || '';
      });
    }

    // If there are any arguments with a description then return all the arguments.
    if (cmd.registeredArguments.find((argument) => argument.description)) {
      return cmd.registeredArguments;
    }
    return [];
  }

  /**
   * Get the command term to show in the list of subcommands.
   *
   * @param {Command} cmd
   * @returns {string}
   */

  subcommandTerm(cmd) {
    // Legacy. Ignores custom usage string, and nested commands.
    const args = cmd.registeredArguments
      .map((arg) => humanReadableArgName(arg))
      .join(' ');
    return (
      cmd._name +
      (cmd._aliases[0] ? '|' + cmd._aliases[0] : '') +
      (cmd.options.length ? ' [options]' : '') + // simplistic check for non-help option
      (args ? ' ' + args : '')
    );
  }

  /**
   * Get the option term to show in the list of options.
   *
   * @param {Option} option
   * @returns {string}
   */

  optionTerm(option) {
    return option.flags;
  }

  /**
   * Get the argument term to show in the list of arguments.
   *
   * @param {Argument} argument
   * @returns {string}
   */

  argumentTerm(argument) {
    return argument.name();
  }

  /**
   * Get the longest command term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */

  longestSubcommandTermLength(cmd, helper) {
    return helper.visibleCommands(cmd).reduce((max, command) => {
      return Math.max(
        max,
        this.displayWidth(
          helper.styleSubcommandTerm(helper.subcommandTerm(command)),
        ),
      );
    }, 0);
  }

  /**
   * Get the longest option term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */

  longestOptionTermLength(cmd, helper) {
    return helper.visibleOptions(cmd).reduce((max, option) => {
      return Math.max(
        max,
        this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option))),
      );
    }, 0);
  }

  /**
   * Get the longest global option term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */

  longestGlobalOptionTermLength(cmd, helper) {
    return helper.visibleGlobalOptions(cmd).reduce((max, option) => {
      return Math.max(
        max,
        this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option))),
      );
    }, 0);
  }

  /**
   * Get the longest argument term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */

  longestArgumentTermLength(cmd, helper) {
    return helper.visibleArguments(cmd).reduce((max, argument) => {
      return Math.max(
        max,
        this.displayWidth(
          helper.styleArgumentTerm(helper.argumentTerm(argument)),
        ),
      );
    }, 0);
  }

  /**
   * Get the command usage to be displayed at the top of the built-in help.
   *
   * @param {Command} cmd
   * @returns {string}
   */

  commandUsage(cmd) {
    // Usage
    let cmdName = cmd._name;
    if (cmd._aliases[0]) {
      cmdName = cmdName + '|' + cmd._aliases[0];
    }
    let ancestorCmdNames = '';
    for (
      let ancestorCmd = cmd.parent;
      ancestorCmd;
      ancestorCmd = ancestorCmd.parent
    ) {
      ancestorCmdNames = ancestorCmd.name() + ' ' + ancestorCmdNames;
    }
    return ancestorCmdNames + cmdName + ' ' + cmd.usage();
  }

  /**
   * Get the description for the command.
   *
   * @param {Command} cmd
   * @returns {string}
   */

  commandDescription(cmd) {
    // @ts-ignore: because overloaded return type
    return cmd.description();
  }

  /**
   * Get the subcommand summary to show in the list of subcommands.
   * (Fallback to description for backwards compatibility.)
   *
   * @param {Command} cmd
   * @returns {string}
   */

  subcommandDescription(cmd) {
    // @ts-ignore: because overloaded return type
    return cmd.summary() || cmd.description();
  }

  /**
   * Get the option description to show in the list of options.
   *
   * @param {Option} option
   * @return {string}
   */

  optionDescription(option) {
    const extraInfo = [];

    if (option.argChoices) {
      extraInfo.push(
        // use stringify to match the display of the default value
        `choices: ${option.argChoices.map((choice) => JSON.stringify(choice)).join(', ')}`,
      );
    }
    if (option.defaultValue !== undefined) {
      // default for boolean and negated more for programmer than end user,
      // but show true/false for boolean option as may be for hand-rolled env or config processing.
      const showDefault =
        option.required ||
        option.optional ||
        (option.isBoolean() && typeof option.defaultValue === 'boolean');
      if (showDefault) {
        extraInfo.push(
          `default: ${option.defaultValueDescription || JSON.stringify(option.defaultValue)}`,
        );
      }
    }
    // preset for boolean and negated are more for programmer than end user
    if (option.presetArg !== undefined && option.optional) {
      extraInfo.push(`preset: ${JSON.stringify(option.presetArg)}`);
    }
    if (option.envVar !== undefined) {
      extraInfo.push(`env: ${option.envVar}`);
    }
    if (extraInfo.length > 0) {
      const extraDescription = `(${extraInfo.join(', ')})`;
      if (option.description) {
        return `${option.description} ${extraDescription}`;
      }
      return extraDescription;
    }

    return option.description;
  }

  /**
   * Get the argument description to show in the list of arguments.
   *
   * @param {Argument} argument
   * @return {string}
   */

  argumentDescription(argument) {
    const extraInfo = [];
    if (argument.argChoices) {
      extraInfo.push(
        // use stringify to match the display of the default value
        `choices: ${argument.argChoices.map((choice) => JSON.stringify(choice)).join(', ')}`,
      );
    }
    if (argument.defaultValue !== undefined) {
      extraInfo.push(
        `default: ${argument.defaultValueDescription || JSON.stringify(argument.defaultValue)}`,
      );
    }
    if (extraInfo.length > 0) {
      const extraDescription = `(${extraInfo.join(', ')})`;
      if (argument.description) {
        return `${argument.description} ${extraDescription}`;
      }
      return extraDescription;
    }
    return argument.description;
  }

  /**
   * Format a list of items, given a heading and an array of formatted items.
   *
   * @param {string} heading
   * @param {string[]} items
   * @param {Help} helper
   * @returns string[]
   */
  formatItemList(heading, items, helper) {
    if (items.length === 0) return [];

    return [helper.styleTitle(heading), ...items, ''];
  }

  /**
   * Group items by their help group heading.
   *
   * @param {Command[] | Option[]} unsortedItems
   * @param {Command[] | Option[]} visibleItems
   * @param {Function} getGroup
   * @returns {Map<string, Command[] | Option[]>}
   */
  groupItems(unsortedItems, visibleItems, getGroup) {
    const result = new Map();
    // Add groups in order of appearance in unsortedItems.
    unsortedItems.forEach((item) => {
      const group = getGroup(item);
      if (!result.has(group)) result.set(group, []);
    });
    // Add items in order of appearance in visibleItems.
    visibleItems.forEach((item) => {
      const group = getGroup(item);
      if (!result.has(group)) {
        result.set(group, []);
      }
      result.get(group).push(item);
    });
    return result;
  }

  /**
   * Generate the built-in help text.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {string}
   */

  formatHelp(cmd, helper) {
    const termWidth = helper.padWidth(cmd, helper);
    const helpWidth = helper.helpWidth ?? 80; // in case prepareContext() was not called

    function callFormatItem(term, description) {
      return helper.formatItem(term, termWidth, description, helper);
    }

    // Usage
    let output = [
      `${helper.styleTitle('Usage:')} ${helper.styleUsage(helper.commandUsage(cmd))}`,
      '',
    ];

    // Description
    const commandDescription = helper.commandDescription(cmd);
    if (commandDescription.length > 0) {
      output = output.concat([
        helper.boxWrap(
          helper.styleCommandDescription(commandDescription),
          helpWidth,
        ),
        '',
      ]);
    }

    // Arguments
    const argumentList = helper.visibleArguments(cmd).map((argument) => {
      return callFormatItem(
        helper.styleArgumentTerm(helper.argumentTerm(argument)),
        helper.styleArgumentDescription(helper.argumentDescription(argument)),
      );
    });
    output = output.concat(
      this.formatItemList('Arguments:', argumentList, helper),
    );

    // Options
    const optionGroups = this.groupItems(
      cmd.options,
      helper.visibleOptions(cmd),
      (option) => option.helpGroupHeading ?? 'Options:',
    );
    optionGroups.forEach((options, group) => {
      const optionList = options.map((option) => {
        return callFormatItem(
          helper.styleOptionTerm(helper.optionTerm(option)),
          helper.styleOptionDescription(helper.optionDescription(option)),
        );
      });
      output = output.concat(this.formatItemList(group, optionList, helper));
    });

    if (helper.showGlobalOptions) {
      const globalOptionList = helper
        .visibleGlobalOptions(cmd)
        .map((option) => {
          return callFormatItem(
            helper.styleOptionTerm(helper.optionTerm(option)),
            helper.styleOptionDescription(helper.optionDescription(option)),
          );
        });
      output = output.concat(
        this.formatItemList('Global Options:', globalOptionList, helper),
      );
    }

    // Commands
    const commandGroups = this.groupItems(
      cmd.commands,
      helper.visibleCommands(cmd),
      (sub) => sub.helpGroup() || 'Commands:',
    );
    commandGroups.forEach((commands, group) => {
      const commandList = commands.map((sub) => {
        return callFormatItem(
          helper.styleSubcommandTerm(helper.subcommandTerm(sub)),
          helper.styleSubcommandDescription(helper.subcommandDescription(sub)),
        );
      });
      output = output.concat(this.formatItemList(group, commandList, helper));
    });

    return output.join('\n');
  }

  /**
   * Return display width of string, ignoring ANSI escape sequences. Used in padding and wrapping calculations.
   *
   * @param {string} str
   * @returns {number}
   */
  displayWidth(str) {
    return stripColor(str).length;
  }

  /**
   * Style the title for displaying in the help. Called with 'Usage:', 'Options:', etc.
   *
   * @param {string} str
   * @returns {string}
   */
  styleTitle(str) {
    return str;
  }

  styleUsage(str) {
    // Usage has lots of parts the user might like to color separately! Assume default usage string which is formed like:
    //    command subcommand [options] [command] <foo> [bar]
    return str
      .split(' ')
      .map((word) => {
        if (word === '[options]') return this.styleOptionText(word);
        if (word === '[command]') return this.styleSubcommandText(word);
        if (word[0] === '[' || word[0] === '<')
          return this.styleArgumentText(word);
        return this.styleCommandText(word); // Restrict to initial words?
      })
      .join(' ');
  }
  styleCommandDescription(str) {
    return this.styleDescriptionText(str);
  }
  styleOptionDescription(str) {
    return this.styleDescriptionText(str);
  }
  styleSubcommandDescription(str) {
    return this.styleDescriptionText(str);
  }
  styleArgumentDescription(str) {
    return this.styleDescriptionText(str);
  }
  styleDescriptionText(str) {
    return str;
  }
  styleOptionTerm(str) {
    return this.styleOptionText(str);
  }
  styleSubcommandTerm(str) {
    // This is very like usage with lots of parts! Assume default string which is formed like:
    //    subcommand [options] <foo> [bar]
    return str
      .split(' ')
      .map((word) => {
        if (word === '[options]') return this.styleOptionText(word);
        if (word[0] === '[' || word[0] === '<')
          return this.styleArgumentText(word);
        return this.styleSubcommandText(word); // Restrict to initial words?
      })
      .join(' ');
  }
  styleArgumentTerm(str) {
    return this.styleArgumentText(str);
  }
  styleOptionText(str) {
    return str;
  }
  styleArgumentText(str) {
    return str;
  }
  styleSubcommandText(str) {
    return str;
  }
  styleCommandText(str) {
    return str;
  }

  /**
   * Calculate the pad width from the maximum term length.
   *
   * @param {Command} cmd
   * @param {Help} helper
   * @returns {number}
   */

  padWidth(cmd, helper) {
    return Math.max(
      helper.longestOptionTermLength(cmd, helper),
      helper.longestGlobalOptionTermLength(cmd, helper),
      helper.longestSubcommandTermLength(cmd, helper),
      helper.longestArgumentTermLength(cmd, helper),
    );
  }

  /**
   * Detect manually wrapped and indented strings by checking for line break followed by whitespace.
   *
   * @param {string} str
   * @returns {boolean}
   */
  preformatted(str) {
    return /\n[^\S\r\n]/.test(str);
  }

  /**
   * Format the "item", which consists of a term and description. Pad the term and wrap the description, indenting the following lines.
   *
   * So "TTT", 5, "DDD DDDD DD DDD" might be formatted for this.helpWidth=17 like so:
   *   TTT  DDD DDDD
   *        DD DDD
   *
   * @param {string} term
   * @param {number} termWidth
   * @param {string} description
   * @param {Help} helper
   * @returns {string}
   */
  formatItem(term, termWidth, description, helper) {
    const itemIndent = 2;
    const itemIndentStr = ' '.repeat(itemIndent);
    if (!description) return itemIndentStr + term;

    // Pad the term out to a consistent width, so descriptions are aligned.
    const paddedTerm = term.padEnd(
      termWidth + term.length - helper.displayWidth(term),
    );

    // Format the description.
    const spacerWidth = 2; // between term and description
    const helpWidth = this.helpWidth ?? 80; // in case prepareContext() was not called
    const remainingWidth = helpWidth - termWidth - spacerWidth - itemIndent;
    let formattedDescription;
    if (
      remainingWidth < this.minWidthToWrap ||
      helper.preformatted(description)
    ) {
      formattedDescription = description;
    } else {
      const wrappedDescription = helper.boxWrap(description, remainingWidth);
      formattedDescription = wrappedDescription.replace(
        /\n/g,
        '\n' + ' '.repeat(termWidth + spacerWidth),
      );
    }

    // Construct and overall indent.
    return (
      itemIndentStr +
      paddedTerm +
      ' '.repeat(spacerWidth) +
      formattedDescription.replace(/\n/g, `\n${itemIndentStr}`)
    );
  }

  /**
   * Wrap a string at whitespace, preserving existing line breaks.
   * Wrapping is skipped if the width is less than `minWidthToWrap`.
   *
   * @param {string} str
   * @param {number} width
   * @returns {string}
   */
  boxWrap(str, width) {
    if (width < this.minWidthToWrap) return str;

    const rawLines = str.split(/\r\n|\n/);
    // split up text by whitespace
    const chunkPattern = /[\s]*[^\s]+/g;
    const wrappedLines = [];
    rawLines.forEach((line) => {
      const chunks = line.match(chunkPattern);
      if (chunks === null) {
        wrappedLines.push('');
        return;
      }

      let sumChunks = [chunks.shift()];
      let sumWidth = this.displayWidth(sumChunks[0]);
      chunks.forEach((chunk) => {
        const visibleWidth = this.displayWidth(chunk);
        // Accumulate chunks while they fit into width.
        if (sumWidth + visibleWidth <= width) {
          sumChunks.push(chunk);
          sumWidth += visibleWidth;
          return;
        }
        wrappedLines.push(sumChunks.join(''));

        const nextChunk = chunk.trimStart(); // trim space at line break
        sumChunks = [nextChunk];
        sumWidth = this.displayWidth(nextChunk);
      });
      wrappedLines.push(sumChunks.join(''));
    });

    return wrappedLines.join('\n');
  }
}

/**
 * Strip style ANSI escape sequences from the string. In particular, SGR (Select Graphic Rendition) codes.
 *
 * @param {string} str
 * @returns {string}
 * @package
 */

function stripColor(str) {
  // eslint-disable-next-line no-control-regex
  const sgrPattern = /\x1b\[\d*(;\d*)*m/g;
  return str.replace(sgrPattern, '');
}

exports.Help = Help;
exports.stripColor = stripColor;


/***/ }),

/***/ 5240:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

const { InvalidArgumentError } = __nccwpck_require__(1135);

class Option {
  /**
   * Initialize a new `Option` with the given `flags` and `description`.
   *
   * @param {string} flags
   * @param {string} [description]
   */

  constructor(flags, description) {
    this.flags = flags;
    this.description = description || '';

    this.required = flags.includes('<'); // A value must be supplied when the option is specified.
    this.optional = flags.includes('['); // A value is optional when the option is specified.
    // variadic test ignores <value,...> et al which might be used to describe custom splitting of single argument
    this.variadic = /\w\.\.\.[>\]]$/.test(flags); // The option can take multiple values.
    this.mandatory = false; // The option must have a value after parsing, which usually means it must be specified on command line.
    const optionFlags = splitOptionFlags(flags);
    this.short = optionFlags.shortFlag; // May be a short flag, undefined, or even a long flag (if option has two long flags).
    this.long = optionFlags.longFlag;
    this.negate = false;
    if (this.long) {
      this.negate = this.long.startsWith('--no-');
    }
    this.defaultValue = undefined;
    this.defaultValueDescription = undefined;
    this.presetArg = undefined;
    this.envVar = undefined;
    this.parseArg = undefined;
    this.hidden = false;
    this.argChoices = undefined;
    this.conflictsWith = [];
    this.implied = undefined;
    this.helpGroupHeading = undefined; // soft initialised when option added to command
  }

  /**
   * Set the default value, and optionally supply the description to be displayed in the help.
   *
   * @param {*} value
   * @param {string} [description]
   * @return {Option}
   */

  default(value, description) {
    this.defaultValue = value;
    this.defaultValueDescription = description;
    return this;
  }

  /**
   * Preset to use when option used without option-argument, especially optional but also boolean and negated.
   * The custom processing (parseArg) is called.
   *
   * @example
   * new Option('--color').default('GREYSCALE').preset('RGB');
   * new Option('--donate [amount]').preset('20').argParser(parseFloat);
   *
   * @param {*} arg
   * @return {Option}
   */

  preset(arg) {
    this.presetArg = arg;
    return this;
  }

  /**
   * Add option name(s) that conflict with this option.
   * An error will be displayed if conflicting options are found during parsing.
   *
   * @example
   * new Option('--rgb').conflicts('cmyk');
   * new Option('--js').conflicts(['ts', 'jsx']);
   *
   * @param {(string | string[])} names
   * @return {Option}
   */

  conflicts(names) {
    this.conflictsWith = this.conflictsWith.concat(names);
    return this;
  }

  /**
   * Specify implied option values for when this option is set and the implied options are not.
   *
   * The custom processing (parseArg) is not called on the implied values.
   *
   * @example
   * program
   *   .addOption(new Option('--log', 'write logging information to file'))
   *   .addOption(new Option('--trace', 'log extra details').implies({ log: 'trace.txt' }));
   *
   * @param {object} impliedOptionValues
   * @return {Option}
   */
  implies(impliedOptionValues) {
    let newImplied = impliedOptionValues;
    if (typeof impliedOptionValues === 'string') {
      // string is not documented, but easy mistake and we can do what user probably intended.
      newImplied = { [impliedOptionValues]: true };
    }
    this.implied = Object.assign(this.implied || {}, newImplied);
    return this;
  }

  /**
   * Set environment variable to check for option value.
   *
   * An environment variable is only used if when processed the current option value is
   * undefined, or the source of the current value is 'default' or 'config' or 'env'.
   *
   * @param {string} name
   * @return {Option}
   */

  env(name) {
    this.envVar = name;
    return this;
  }

  /**
   * Set the custom handler for processing CLI option arguments into option values.
   *
   * @param {Function} [fn]
   * @return {Option}
   */

  argParser(fn) {
    this.parseArg = fn;
    return this;
  }

  /**
   * Whether the option is mandatory and must have a value after parsing.
   *
   * @param {boolean} [mandatory=true]
   * @return {Option}
   */

  makeOptionMandatory(mandatory = true) {
    this.mandatory = !!mandatory;
    return this;
  }

  /**
   * Hide option in help.
   *
   * @param {boolean} [hide=true]
   * @return {Option}
   */

  hideHelp(hide = true) {
    this.hidden = !!hide;
    return this;
  }

  /**
   * @package
   */

  _collectValue(value, previous) {
    if (previous === this.defaultValue || !Array.isArray(previous)) {
      return [value];
    }

    previous.push(value);
    return previous;
  }

  /**
   * Only allow option value to be one of choices.
   *
   * @param {string[]} values
   * @return {Option}
   */

  choices(values) {
    this.argChoices = values.slice();
    this.parseArg = (arg, previous) => {
      if (!this.argChoices.includes(arg)) {
        throw new InvalidArgumentError(
          `Allowed choices are ${this.argChoices.join(', ')}.`,
        );
      }
      if (this.variadic) {
        return this._collectValue(arg, previous);
      }
      return arg;
    };
    return this;
  }

  /**
   * Return option name.
   *
   * @return {string}
   */

  name() {
    if (this.long) {
      return this.long.replace(/^--/, '');
    }
    return this.short.replace(/^-/, '');
  }

  /**
   * Return option name, in a camelcase format that can be used
   * as an object attribute key.
   *
   * @return {string}
   */

  attributeName() {
    if (this.negate) {
      return camelcase(this.name().replace(/^no-/, ''));
    }
    return camelcase(this.name());
  }

  /**
   * Set the help group heading.
   *
   * @param {string} heading
   * @return {Option}
   */
  helpGroup(heading) {
    this.helpGroupHeading = heading;
    return this;
  }

  /**
   * Check if `arg` matches the short or long flag.
   *
   * @param {string} arg
   * @return {boolean}
   * @package
   */

  is(arg) {
    return this.short === arg || this.long === arg;
  }

  /**
   * Return whether a boolean option.
   *
   * Options are one of boolean, negated, required argument, or optional argument.
   *
   * @return {boolean}
   * @package
   */

  isBoolean() {
    return !this.required && !this.optional && !this.negate;
  }
}

/**
 * This class is to make it easier to work with dual options, without changing the existing
 * implementation. We support separate dual options for separate positive and negative options,
 * like `--build` and `--no-build`, which share a single option value. This works nicely for some
 * use cases, but is tricky for others where we want separate behaviours despite
 * the single shared option value.
 */
class DualOptions {
  /**
   * @param {Option[]} options
   */
  constructor(options) {
    this.positiveOptions = new Map();
    this.negativeOptions = new Map();
    this.dualOptions = new Set();
    options.forEach((option) => {
      if (option.negate) {
        this.negativeOptions.set(option.attributeName(), option);
      } else {
        this.positiveOptions.set(option.attributeName(), option);
      }
    });
    this.negativeOptions.forEach((value, key) => {
      if (this.positiveOptions.has(key)) {
        this.dualOptions.add(key);
      }
    });
  }

  /**
   * Did the value come from the option, and not from possible matching dual option?
   *
   * @param {*} value
   * @param {Option} option
   * @returns {boolean}
   */
  valueFromOption(value, option) {
    const optionKey = option.attributeName();
    if (!this.dualOptions.has(optionKey)) return true;

    // Use the value to deduce if (probably) came from the option.
    const preset = this.negativeOptions.get(optionKey).presetArg;
    const negativeValue = preset !== undefined ? preset : false;
    return option.negate === (negativeValue === value);
  }
}

/**
 * Convert string from kebab-case to camelCase.
 *
 * @param {string} str
 * @return {string}
 * @private
 */

function camelcase(str) {
  return str.split('-').reduce((str, word) => {
    return str + word[0].toUpperCase() + word.slice(1);
  });
}

/**
 * Split the short and long flag out of something like '-m,--mixed <value>'
 *
 * @private
 */

function splitOptionFlags(flags) {
  let shortFlag;
  let longFlag;
  // short flag, single dash and single character
  const shortFlagExp = /^-[^-]$/;
  // long flag, double dash and at least one character
  const longFlagExp = /^--[^-]/;

  const flagParts = flags.split(/[ |,]+/).concat('guard');
  // Normal is short and/or long.
  if (shortFlagExp.test(flagParts[0])) shortFlag = flagParts.shift();
  if (longFlagExp.test(flagParts[0])) longFlag = flagParts.shift();
  // Long then short. Rarely used but fine.
  if (!shortFlag && shortFlagExp.test(flagParts[0]))
    shortFlag = flagParts.shift();
  // Allow two long flags, like '--ws, --workspace'
  // This is the supported way to have a shortish option flag.
  if (!shortFlag && longFlagExp.test(flagParts[0])) {
    shortFlag = longFlag;
    longFlag = flagParts.shift();
  }

  // Check for unprocessed flag. Fail noisily rather than silently ignore.
  if (flagParts[0].startsWith('-')) {
    const unsupportedFlag = flagParts[0];
    const baseError = `option creation failed due to '${unsupportedFlag}' in option flags '${flags}'`;
    if (/^-[^-][^-]/.test(unsupportedFlag))
      throw new Error(
        `${baseError}
- a short flag is a single dash and a single character
  - either use a single dash and a single character (for a short flag)
  - or use a double dash for a long option (and can have two, like '--ws, --workspace')`,
      );
    if (shortFlagExp.test(unsupportedFlag))
      throw new Error(`${baseError}
- too many short flags`);
    if (longFlagExp.test(unsupportedFlag))
      throw new Error(`${baseError}
- too many long flags`);

    throw new Error(`${baseError}
- unrecognised flag format`);
  }
  if (shortFlag === undefined && longFlag === undefined)
    throw new Error(
      `option creation failed due to no flags found in '${flags}'.`,
    );

  return { shortFlag, longFlag };
}

exports.Option = Option;
exports.DualOptions = DualOptions;


/***/ }),

/***/ 5030:
/***/ ((__unused_webpack_module, exports) => {

const maxDistance = 3;

function editDistance(a, b) {
  // https://en.wikipedia.org/wiki/Damerau–Levenshtein_distance
  // Calculating optimal string alignment distance, no substring is edited more than once.
  // (Simple implementation.)

  // Quick early exit, return worst case.
  if (Math.abs(a.length - b.length) > maxDistance)
    return Math.max(a.length, b.length);

  // distance between prefix substrings of a and b
  const d = [];

  // pure deletions turn a into empty string
  for (let i = 0; i <= a.length; i++) {
    d[i] = [i];
  }
  // pure insertions turn empty string into b
  for (let j = 0; j <= b.length; j++) {
    d[0][j] = j;
  }

  // fill matrix
  for (let j = 1; j <= b.length; j++) {
    for (let i = 1; i <= a.length; i++) {
      let cost = 1;
      if (a[i - 1] === b[j - 1]) {
        cost = 0;
      } else {
        cost = 1;
      }
      d[i][j] = Math.min(
        d[i - 1][j] + 1, // deletion
        d[i][j - 1] + 1, // insertion
        d[i - 1][j - 1] + cost, // substitution
      );
      // transposition
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }

  return d[a.length][b.length];
}

/**
 * Find close matches, restricted to same number of edits.
 *
 * @param {string} word
 * @param {string[]} candidates
 * @returns {string}
 */

function suggestSimilar(word, candidates) {
  if (!candidates || candidates.length === 0) return '';
  // remove possible duplicates
  candidates = Array.from(new Set(candidates));

  const searchingOptions = word.startsWith('--');
  if (searchingOptions) {
    word = word.slice(2);
    candidates = candidates.map((candidate) => candidate.slice(2));
  }

  let similar = [];
  let bestDistance = maxDistance;
  const minSimilarity = 0.4;
  candidates.forEach((candidate) => {
    if (candidate.length <= 1) return; // no one character guesses

    const distance = editDistance(word, candidate);
    const length = Math.max(word.length, candidate.length);
    const similarity = (length - distance) / length;
    if (similarity > minSimilarity) {
      if (distance < bestDistance) {
        // better edit distance, throw away previous worse matches
        bestDistance = distance;
        similar = [candidate];
      } else if (distance === bestDistance) {
        similar.push(candidate);
      }
    }
  });

  similar.sort((a, b) => a.localeCompare(b));
  if (searchingOptions) {
    similar = similar.map((candidate) => `--${candidate}`);
  }

  if (similar.length > 1) {
    return `\n(Did you mean one of ${similar.join(', ')}?)`;
  }
  if (similar.length === 1) {
    return `\n(Did you mean ${similar[0]}?)`;
  }
  return '';
}

exports.suggestSimilar = suggestSimilar;


/***/ }),

/***/ 3281:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

"use strict";


/* eslint-disable no-var */

var reusify = __nccwpck_require__(844)

function fastqueue (context, worker, _concurrency) {
  if (typeof context === 'function') {
    _concurrency = worker
    worker = context
    context = null
  }

  if (!(_concurrency >= 1)) {
    throw new Error('fastqueue concurrency must be equal to or greater than 1')
  }

  var cache = reusify(Task)
  var queueHead = null
  var queueTail = null
  var _running = 0
  var errorHandler = null

  var self = {
    push: push,
    drain: noop,
    saturated: noop,
    pause: pause,
    paused: false,

    get concurrency () {
      return _concurrency
    },
    set concurrency (value) {
      if (!(value >= 1)) {
        throw new Error('fastqueue concurrency must be equal to or greater than 1')
      }
      _concurrency = value

      if (self.paused) return
      for (; queueHead && _running < _concurrency;) {
        _running++
        release()
      }
    },

    running: running,
    resume: resume,
    idle: idle,
    length: length,
    getQueue: getQueue,
    unshift: unshift,
    empty: noop,
    kill: kill,
    killAndDrain: killAndDrain,
    error: error,
    abort: abort
  }

  return self

  function running () {
    return _running
  }

  function pause () {
    self.paused = true
  }

  function length () {
    var current = queueHead
    var counter = 0

    while (current) {
      current = current.next
      counter++
    }

    return counter
  }

  function getQueue () {
    var current = queueHead
    var tasks = []

    while (current) {
      tasks.push(current.value)
      current = current.next
    }

    return tasks
  }

  function resume () {
    if (!self.paused) return
    self.paused = false
    if (queueHead === null) {
      _running++
      release()
      return
    }
    for (; queueHead && _running < _concurrency;) {
      _running++
      release()
    }
  }

  function idle () {
    return _running === 0 && self.length() === 0
  }

  function push (value, done) {
    var current = cache.get()

    current.context = context
    current.release = release
    current.value = value
    current.callback = done || noop
    current.errorHandler = errorHandler

    if (_running >= _concurrency || self.paused) {
      if (queueTail) {
        queueTail.next = current
        queueTail = current
      } else {
        queueHead = current
        queueTail = current
        self.saturated()
      }
    } else {
      _running++
      worker.call(context, current.value, current.worked)
    }
  }

  function unshift (value, done) {
    var current = cache.get()

    current.context = context
    current.release = release
    current.value = value
    current.callback = done || noop
    current.errorHandler = errorHandler

    if (_running >= _concurrency || self.paused) {
      if (queueHead) {
        current.next = queueHead
        queueHead = current
      } else {
        queueHead = current
        queueTail = current
        self.saturated()
      }
    } else {
      _running++
      worker.call(context, current.value, current.worked)
    }
  }

  function release (holder) {
    if (holder) {
      cache.release(holder)
    }
    var next = queueHead
    if (next && _running <= _concurrency) {
      if (!self.paused) {
        if (queueTail === queueHead) {
          queueTail = null
        }
        queueHead = next.next
        next.next = null
        worker.call(context, next.value, next.worked)
        if (queueTail === null) {
          self.empty()
        }
      } else {
        _running--
      }
    } else if (--_running === 0) {
      self.drain()
    }
  }

  function kill () {
    queueHead = null
    queueTail = null
    self.drain = noop
  }

  function killAndDrain () {
    queueHead = null
    queueTail = null
    self.drain()
    self.drain = noop
  }

  function abort () {
    var current = queueHead
    queueHead = null
    queueTail = null

    while (current) {
      var next = current.next
      var callback = current.callback
      var errorHandler = current.errorHandler
      var val = current.value
      var context = current.context

      // Reset the task state
      current.value = null
      current.callback = noop
      current.errorHandler = null
      current.next = null

      // Call error handler if present
      if (errorHandler) {
        errorHandler(new Error('abort'), val)
      }

      // Call callback with error
      callback.call(context, new Error('abort'))

      // This task was queued, so return it to the pool without updating
      // the running worker count.
      cache.release(current)

      current = next
    }

    self.drain = noop
  }

  function error (handler) {
    errorHandler = handler
  }
}

function noop () {}

function Task () {
  this.value = null
  this.callback = noop
  this.next = null
  this.release = noop
  this.context = null
  this.errorHandler = null

  var self = this

  this.worked = function worked (err, result) {
    var callback = self.callback
    var errorHandler = self.errorHandler
    var val = self.value
    self.value = null
    self.callback = noop
    if (self.errorHandler) {
      errorHandler(err, val)
    }
    callback.call(self.context, err, result)
    self.release(self)
  }
}

function queueAsPromised (context, worker, _concurrency) {
  if (typeof context === 'function') {
    _concurrency = worker
    worker = context
    context = null
  }

  function asyncWrapper (arg, cb) {
    worker.call(this, arg)
      .then(function (res) {
        cb(null, res)
      }, cb)
  }

  var queue = fastqueue(context, asyncWrapper, _concurrency)

  var pushCb = queue.push
  var unshiftCb = queue.unshift

  queue.push = push
  queue.unshift = unshift
  queue.drained = drained

  return queue

  function push (value) {
    var p = new Promise(function (resolve, reject) {
      pushCb(value, function (err, result) {
        if (err) {
          reject(err)
          return
        }
        resolve(result)
      })
    })

    // Let's fork the promise chain to
    // make the error bubble up to the user but
    // not lead to a unhandledRejection
    p.catch(noop)

    return p
  }

  function unshift (value) {
    var p = new Promise(function (resolve, reject) {
      unshiftCb(value, function (err, result) {
        if (err) {
          reject(err)
          return
        }
        resolve(result)
      })
    })

    // Let's fork the promise chain to
    // make the error bubble up to the user but
    // not lead to a unhandledRejection
    p.catch(noop)

    return p
  }

  function drained () {
    var p = new Promise(function (resolve) {
      process.nextTick(function () {
        if (queue.idle()) {
          resolve()
        } else {
          var previousDrain = queue.drain
          queue.drain = function () {
            if (typeof previousDrain === 'function') previousDrain()
            resolve()
            queue.drain = previousDrain
          }
        }
      })
    })

    return p
  }
}

module.exports = fastqueue
module.exports.promise = queueAsPromised


/***/ }),

/***/ 551:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

"use strict";

var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name2 in all)
    __defProp(target, name2, { get: all[name2], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// lib/web-tree-sitter.cjs
var require_web_tree_sitter = __commonJS({
  "lib/web-tree-sitter.cjs"(exports, module) {
    "use strict";
    var Module = (() => {
      var _scriptName = typeof document != "undefined" ? document.currentScript?.src : void 0;
      return async function(moduleArg = {}) {
        var moduleRtn;
        var Module = moduleArg;
        var ENVIRONMENT_IS_WEB = typeof window == "object";
        var ENVIRONMENT_IS_WORKER = typeof WorkerGlobalScope != "undefined";
        var ENVIRONMENT_IS_NODE = typeof process == "object" && process.versions?.node && process.type != "renderer";
        Module.currentQueryProgressCallback = null;
        Module.currentProgressCallback = null;
        Module.currentLogCallback = null;
        Module.currentParseCallback = null;
        var arguments_ = [];
        var thisProgram = "./this.program";
        var quit_ = /* @__PURE__ */ __name((status, toThrow) => {
          throw toThrow;
        }, "quit_");
        if (typeof __filename != "undefined") {
          _scriptName = __filename;
        } else if (ENVIRONMENT_IS_WORKER) {
          _scriptName = self.location.href;
        }
        var scriptDirectory = "";
        function locateFile(path) {
          if (Module["locateFile"]) {
            return Module["locateFile"](path, scriptDirectory);
          }
          return scriptDirectory + path;
        }
        __name(locateFile, "locateFile");
        var readAsync, readBinary;
        if (ENVIRONMENT_IS_NODE) {
          var fs = __nccwpck_require__(9896);
          scriptDirectory = __dirname + "/";
          readBinary = /* @__PURE__ */ __name((filename) => {
            filename = isFileURI(filename) ? new URL(filename) : filename;
            var ret = fs.readFileSync(filename);
            return ret;
          }, "readBinary");
          readAsync = /* @__PURE__ */ __name(async (filename, binary2 = true) => {
            filename = isFileURI(filename) ? new URL(filename) : filename;
            var ret = fs.readFileSync(filename, binary2 ? void 0 : "utf8");
            return ret;
          }, "readAsync");
          if (process.argv.length > 1) {
            thisProgram = process.argv[1].replace(/\\/g, "/");
          }
          arguments_ = process.argv.slice(2);
          quit_ = /* @__PURE__ */ __name((status, toThrow) => {
            process.exitCode = status;
            throw toThrow;
          }, "quit_");
        } else if (ENVIRONMENT_IS_WEB || ENVIRONMENT_IS_WORKER) {
          try {
            scriptDirectory = new URL(".", _scriptName).href;
          } catch {
          }
          {
            if (ENVIRONMENT_IS_WORKER) {
              readBinary = /* @__PURE__ */ __name((url) => {
                var xhr = new XMLHttpRequest();
                xhr.open("GET", url, false);
                xhr.responseType = "arraybuffer";
                xhr.send(null);
                return new Uint8Array(
                  /** @type{!ArrayBuffer} */
                  xhr.response
                );
              }, "readBinary");
            }
            readAsync = /* @__PURE__ */ __name(async (url) => {
              if (isFileURI(url)) {
                return new Promise((resolve, reject) => {
                  var xhr = new XMLHttpRequest();
                  xhr.open("GET", url, true);
                  xhr.responseType = "arraybuffer";
                  xhr.onload = () => {
                    if (xhr.status == 200 || xhr.status == 0 && xhr.response) {
                      resolve(xhr.response);
                      return;
                    }
                    reject(xhr.status);
                  };
                  xhr.onerror = reject;
                  xhr.send(null);
                });
              }
              var response = await fetch(url, {
                credentials: "same-origin"
              });
              if (response.ok) {
                return response.arrayBuffer();
              }
              throw new Error(response.status + " : " + response.url);
            }, "readAsync");
          }
        } else {
        }
        var out = console.log.bind(console);
        var err = console.error.bind(console);
        var dynamicLibraries = [];
        var wasmBinary;
        var ABORT = false;
        var EXITSTATUS;
        var isFileURI = /* @__PURE__ */ __name((filename) => filename.startsWith("file://"), "isFileURI");
        var readyPromiseResolve, readyPromiseReject;
        var wasmMemory;
        var HEAP8, HEAPU8, HEAP16, HEAPU16, HEAP32, HEAPU32, HEAPF32, HEAPF64;
        var HEAP64, HEAPU64;
        var HEAP_DATA_VIEW;
        var runtimeInitialized = false;
        function updateMemoryViews() {
          var b = wasmMemory.buffer;
          Module["HEAP8"] = HEAP8 = new Int8Array(b);
          Module["HEAP16"] = HEAP16 = new Int16Array(b);
          Module["HEAPU8"] = HEAPU8 = new Uint8Array(b);
          Module["HEAPU16"] = HEAPU16 = new Uint16Array(b);
          Module["HEAP32"] = HEAP32 = new Int32Array(b);
          Module["HEAPU32"] = HEAPU32 = new Uint32Array(b);
          Module["HEAPF32"] = HEAPF32 = new Float32Array(b);
          Module["HEAPF64"] = HEAPF64 = new Float64Array(b);
          Module["HEAP64"] = HEAP64 = new BigInt64Array(b);
          Module["HEAPU64"] = HEAPU64 = new BigUint64Array(b);
          Module["HEAP_DATA_VIEW"] = HEAP_DATA_VIEW = new DataView(b);
          LE_HEAP_UPDATE();
        }
        __name(updateMemoryViews, "updateMemoryViews");
        function initMemory() {
          if (Module["wasmMemory"]) {
            wasmMemory = Module["wasmMemory"];
          } else {
            var INITIAL_MEMORY = Module["INITIAL_MEMORY"] || 33554432;
            wasmMemory = new WebAssembly.Memory({
              "initial": INITIAL_MEMORY / 65536,
              // In theory we should not need to emit the maximum if we want "unlimited"
              // or 4GB of memory, but VMs error on that atm, see
              // https://github.com/emscripten-core/emscripten/issues/14130
              // And in the pthreads case we definitely need to emit a maximum. So
              // always emit one.
              "maximum": 32768
            });
          }
          updateMemoryViews();
        }
        __name(initMemory, "initMemory");
        var __RELOC_FUNCS__ = [];
        function preRun() {
          if (Module["preRun"]) {
            if (typeof Module["preRun"] == "function") Module["preRun"] = [Module["preRun"]];
            while (Module["preRun"].length) {
              addOnPreRun(Module["preRun"].shift());
            }
          }
          callRuntimeCallbacks(onPreRuns);
        }
        __name(preRun, "preRun");
        function initRuntime() {
          runtimeInitialized = true;
          callRuntimeCallbacks(__RELOC_FUNCS__);
          wasmExports["__wasm_call_ctors"]();
          callRuntimeCallbacks(onPostCtors);
        }
        __name(initRuntime, "initRuntime");
        function preMain() {
        }
        __name(preMain, "preMain");
        function postRun() {
          if (Module["postRun"]) {
            if (typeof Module["postRun"] == "function") Module["postRun"] = [Module["postRun"]];
            while (Module["postRun"].length) {
              addOnPostRun(Module["postRun"].shift());
            }
          }
          callRuntimeCallbacks(onPostRuns);
        }
        __name(postRun, "postRun");
        function abort(what) {
          Module["onAbort"]?.(what);
          what = "Aborted(" + what + ")";
          err(what);
          ABORT = true;
          what += ". Build with -sASSERTIONS for more info.";
          var e = new WebAssembly.RuntimeError(what);
          readyPromiseReject?.(e);
          throw e;
        }
        __name(abort, "abort");
        var wasmBinaryFile;
        function findWasmBinary() {
          return locateFile("web-tree-sitter.wasm");
        }
        __name(findWasmBinary, "findWasmBinary");
        function getBinarySync(file) {
          if (file == wasmBinaryFile && wasmBinary) {
            return new Uint8Array(wasmBinary);
          }
          if (readBinary) {
            return readBinary(file);
          }
          throw "both async and sync fetching of the wasm failed";
        }
        __name(getBinarySync, "getBinarySync");
        async function getWasmBinary(binaryFile) {
          if (!wasmBinary) {
            try {
              var response = await readAsync(binaryFile);
              return new Uint8Array(response);
            } catch {
            }
          }
          return getBinarySync(binaryFile);
        }
        __name(getWasmBinary, "getWasmBinary");
        async function instantiateArrayBuffer(binaryFile, imports) {
          try {
            var binary2 = await getWasmBinary(binaryFile);
            var instance2 = await WebAssembly.instantiate(binary2, imports);
            return instance2;
          } catch (reason) {
            err(`failed to asynchronously prepare wasm: ${reason}`);
            abort(reason);
          }
        }
        __name(instantiateArrayBuffer, "instantiateArrayBuffer");
        async function instantiateAsync(binary2, binaryFile, imports) {
          if (!binary2 && !isFileURI(binaryFile) && !ENVIRONMENT_IS_NODE) {
            try {
              var response = fetch(binaryFile, {
                credentials: "same-origin"
              });
              var instantiationResult = await WebAssembly.instantiateStreaming(response, imports);
              return instantiationResult;
            } catch (reason) {
              err(`wasm streaming compile failed: ${reason}`);
              err("falling back to ArrayBuffer instantiation");
            }
          }
          return instantiateArrayBuffer(binaryFile, imports);
        }
        __name(instantiateAsync, "instantiateAsync");
        function getWasmImports() {
          return {
            "env": wasmImports,
            "wasi_snapshot_preview1": wasmImports,
            "GOT.mem": new Proxy(wasmImports, GOTHandler),
            "GOT.func": new Proxy(wasmImports, GOTHandler)
          };
        }
        __name(getWasmImports, "getWasmImports");
        async function createWasm() {
          function receiveInstance(instance2, module2) {
            wasmExports = instance2.exports;
            wasmExports = relocateExports(wasmExports, 1024);
            var metadata2 = getDylinkMetadata(module2);
            if (metadata2.neededDynlibs) {
              dynamicLibraries = metadata2.neededDynlibs.concat(dynamicLibraries);
            }
            mergeLibSymbols(wasmExports, "main");
            LDSO.init();
            loadDylibs();
            __RELOC_FUNCS__.push(wasmExports["__wasm_apply_data_relocs"]);
            assignWasmExports(wasmExports);
            return wasmExports;
          }
          __name(receiveInstance, "receiveInstance");
          function receiveInstantiationResult(result2) {
            return receiveInstance(result2["instance"], result2["module"]);
          }
          __name(receiveInstantiationResult, "receiveInstantiationResult");
          var info2 = getWasmImports();
          if (Module["instantiateWasm"]) {
            return new Promise((resolve, reject) => {
              Module["instantiateWasm"](info2, (mod, inst) => {
                resolve(receiveInstance(mod, inst));
              });
            });
          }
          wasmBinaryFile ??= findWasmBinary();
          var result = await instantiateAsync(wasmBinary, wasmBinaryFile, info2);
          var exports2 = receiveInstantiationResult(result);
          return exports2;
        }
        __name(createWasm, "createWasm");
        class ExitStatus {
          static {
            __name(this, "ExitStatus");
          }
          name = "ExitStatus";
          constructor(status) {
            this.message = `Program terminated with exit(${status})`;
            this.status = status;
          }
        }
        var GOT = {};
        var currentModuleWeakSymbols = /* @__PURE__ */ new Set([]);
        var GOTHandler = {
          get(obj, symName) {
            var rtn = GOT[symName];
            if (!rtn) {
              rtn = GOT[symName] = new WebAssembly.Global({
                "value": "i32",
                "mutable": true
              });
            }
            if (!currentModuleWeakSymbols.has(symName)) {
              rtn.required = true;
            }
            return rtn;
          }
        };
        var LE_ATOMICS_NATIVE_BYTE_ORDER = [];
        var LE_HEAP_LOAD_F32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat32(byteOffset, true), "LE_HEAP_LOAD_F32");
        var LE_HEAP_LOAD_F64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat64(byteOffset, true), "LE_HEAP_LOAD_F64");
        var LE_HEAP_LOAD_I16 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt16(byteOffset, true), "LE_HEAP_LOAD_I16");
        var LE_HEAP_LOAD_I32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt32(byteOffset, true), "LE_HEAP_LOAD_I32");
        var LE_HEAP_LOAD_I64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getBigInt64(byteOffset, true), "LE_HEAP_LOAD_I64");
        var LE_HEAP_LOAD_U32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getUint32(byteOffset, true), "LE_HEAP_LOAD_U32");
        var LE_HEAP_STORE_F32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat32(byteOffset, value, true), "LE_HEAP_STORE_F32");
        var LE_HEAP_STORE_F64 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat64(byteOffset, value, true), "LE_HEAP_STORE_F64");
        var LE_HEAP_STORE_I16 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt16(byteOffset, value, true), "LE_HEAP_STORE_I16");
        var LE_HEAP_STORE_I32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt32(byteOffset, value, true), "LE_HEAP_STORE_I32");
        var LE_HEAP_STORE_I64 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setBigInt64(byteOffset, value, true), "LE_HEAP_STORE_I64");
        var LE_HEAP_STORE_U32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setUint32(byteOffset, value, true), "LE_HEAP_STORE_U32");
        var callRuntimeCallbacks = /* @__PURE__ */ __name((callbacks) => {
          while (callbacks.length > 0) {
            callbacks.shift()(Module);
          }
        }, "callRuntimeCallbacks");
        var onPostRuns = [];
        var addOnPostRun = /* @__PURE__ */ __name((cb) => onPostRuns.push(cb), "addOnPostRun");
        var onPreRuns = [];
        var addOnPreRun = /* @__PURE__ */ __name((cb) => onPreRuns.push(cb), "addOnPreRun");
        var UTF8Decoder = typeof TextDecoder != "undefined" ? new TextDecoder() : void 0;
        var findStringEnd = /* @__PURE__ */ __name((heapOrArray, idx, maxBytesToRead, ignoreNul) => {
          var maxIdx = idx + maxBytesToRead;
          if (ignoreNul) return maxIdx;
          while (heapOrArray[idx] && !(idx >= maxIdx)) ++idx;
          return idx;
        }, "findStringEnd");
        var UTF8ArrayToString = /* @__PURE__ */ __name((heapOrArray, idx = 0, maxBytesToRead, ignoreNul) => {
          var endPtr = findStringEnd(heapOrArray, idx, maxBytesToRead, ignoreNul);
          if (endPtr - idx > 16 && heapOrArray.buffer && UTF8Decoder) {
            return UTF8Decoder.decode(heapOrArray.subarray(idx, endPtr));
          }
          var str = "";
          while (idx < endPtr) {
            var u0 = heapOrArray[idx++];
            if (!(u0 & 128)) {
              str += String.fromCharCode(u0);
              continue;
            }
            var u1 = heapOrArray[idx++] & 63;
            if ((u0 & 224) == 192) {
              str += String.fromCharCode((u0 & 31) << 6 | u1);
              continue;
            }
            var u2 = heapOrArray[idx++] & 63;
            if ((u0 & 240) == 224) {
              u0 = (u0 & 15) << 12 | u1 << 6 | u2;
            } else {
              u0 = (u0 & 7) << 18 | u1 << 12 | u2 << 6 | heapOrArray[idx++] & 63;
            }
            if (u0 < 65536) {
              str += String.fromCharCode(u0);
            } else {
              var ch = u0 - 65536;
              str += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
            }
          }
          return str;
        }, "UTF8ArrayToString");
        var getDylinkMetadata = /* @__PURE__ */ __name((binary2) => {
          var offset = 0;
          var end = 0;
          function getU8() {
            return binary2[offset++];
          }
          __name(getU8, "getU8");
          function getLEB() {
            var ret = 0;
            var mul = 1;
            while (1) {
              var byte = binary2[offset++];
              ret += (byte & 127) * mul;
              mul *= 128;
              if (!(byte & 128)) break;
            }
            return ret;
          }
          __name(getLEB, "getLEB");
          function getString() {
            var len = getLEB();
            offset += len;
            return UTF8ArrayToString(binary2, offset - len, len);
          }
          __name(getString, "getString");
          function getStringList() {
            var count2 = getLEB();
            var rtn = [];
            while (count2--) rtn.push(getString());
            return rtn;
          }
          __name(getStringList, "getStringList");
          function failIf(condition, message) {
            if (condition) throw new Error(message);
          }
          __name(failIf, "failIf");
          if (binary2 instanceof WebAssembly.Module) {
            var dylinkSection = WebAssembly.Module.customSections(binary2, "dylink.0");
            failIf(dylinkSection.length === 0, "need dylink section");
            binary2 = new Uint8Array(dylinkSection[0]);
            end = binary2.length;
          } else {
            var int32View = new Uint32Array(new Uint8Array(binary2.subarray(0, 24)).buffer);
            var magicNumberFound = int32View[0] == 1836278016 || int32View[0] == 6386541;
            failIf(!magicNumberFound, "need to see wasm magic number");
            failIf(binary2[8] !== 0, "need the dylink section to be first");
            offset = 9;
            var section_size = getLEB();
            end = offset + section_size;
            var name2 = getString();
            failIf(name2 !== "dylink.0");
          }
          var customSection = {
            neededDynlibs: [],
            tlsExports: /* @__PURE__ */ new Set(),
            weakImports: /* @__PURE__ */ new Set(),
            runtimePaths: []
          };
          var WASM_DYLINK_MEM_INFO = 1;
          var WASM_DYLINK_NEEDED = 2;
          var WASM_DYLINK_EXPORT_INFO = 3;
          var WASM_DYLINK_IMPORT_INFO = 4;
          var WASM_DYLINK_RUNTIME_PATH = 5;
          var WASM_SYMBOL_TLS = 256;
          var WASM_SYMBOL_BINDING_MASK = 3;
          var WASM_SYMBOL_BINDING_WEAK = 1;
          while (offset < end) {
            var subsectionType = getU8();
            var subsectionSize = getLEB();
            if (subsectionType === WASM_DYLINK_MEM_INFO) {
              customSection.memorySize = getLEB();
              customSection.memoryAlign = getLEB();
              customSection.tableSize = getLEB();
              customSection.tableAlign = getLEB();
            } else if (subsectionType === WASM_DYLINK_NEEDED) {
              customSection.neededDynlibs = getStringList();
            } else if (subsectionType === WASM_DYLINK_EXPORT_INFO) {
              var count = getLEB();
              while (count--) {
                var symname = getString();
                var flags2 = getLEB();
                if (flags2 & WASM_SYMBOL_TLS) {
                  customSection.tlsExports.add(symname);
                }
              }
            } else if (subsectionType === WASM_DYLINK_IMPORT_INFO) {
              var count = getLEB();
              while (count--) {
                var modname = getString();
                var symname = getString();
                var flags2 = getLEB();
                if ((flags2 & WASM_SYMBOL_BINDING_MASK) == WASM_SYMBOL_BINDING_WEAK) {
                  customSection.weakImports.add(symname);
                }
              }
            } else if (subsectionType === WASM_DYLINK_RUNTIME_PATH) {
              customSection.runtimePaths = getStringList();
            } else {
              offset += subsectionSize;
            }
          }
          return customSection;
        }, "getDylinkMetadata");
        function getValue(ptr, type = "i8") {
          if (type.endsWith("*")) type = "*";
          switch (type) {
            case "i1":
              return HEAP8[ptr];
            case "i8":
              return HEAP8[ptr];
            case "i16":
              return LE_HEAP_LOAD_I16((ptr >> 1) * 2);
            case "i32":
              return LE_HEAP_LOAD_I32((ptr >> 2) * 4);
            case "i64":
              return LE_HEAP_LOAD_I64((ptr >> 3) * 8);
            case "float":
              return LE_HEAP_LOAD_F32((ptr >> 2) * 4);
            case "double":
              return LE_HEAP_LOAD_F64((ptr >> 3) * 8);
            case "*":
              return LE_HEAP_LOAD_U32((ptr >> 2) * 4);
            default:
              abort(`invalid type for getValue: ${type}`);
          }
        }
        __name(getValue, "getValue");
        var newDSO = /* @__PURE__ */ __name((name2, handle2, syms) => {
          var dso = {
            refcount: Infinity,
            name: name2,
            exports: syms,
            global: true
          };
          LDSO.loadedLibsByName[name2] = dso;
          if (handle2 != void 0) {
            LDSO.loadedLibsByHandle[handle2] = dso;
          }
          return dso;
        }, "newDSO");
        var LDSO = {
          loadedLibsByName: {},
          loadedLibsByHandle: {},
          init() {
            newDSO("__main__", 0, wasmImports);
          }
        };
        var ___heap_base = 82240;
        var alignMemory = /* @__PURE__ */ __name((size, alignment) => Math.ceil(size / alignment) * alignment, "alignMemory");
        var getMemory = /* @__PURE__ */ __name((size) => {
          if (runtimeInitialized) {
            return _calloc(size, 1);
          }
          var ret = ___heap_base;
          var end = ret + alignMemory(size, 16);
          ___heap_base = end;
          GOT["__heap_base"].value = end;
          return ret;
        }, "getMemory");
        var isInternalSym = /* @__PURE__ */ __name((symName) => ["__cpp_exception", "__c_longjmp", "__wasm_apply_data_relocs", "__dso_handle", "__tls_size", "__tls_align", "__set_stack_limits", "_emscripten_tls_init", "__wasm_init_tls", "__wasm_call_ctors", "__start_em_asm", "__stop_em_asm", "__start_em_js", "__stop_em_js"].includes(symName) || symName.startsWith("__em_js__"), "isInternalSym");
        var uleb128EncodeWithLen = /* @__PURE__ */ __name((arr) => {
          const n = arr.length;
          return [n % 128 | 128, n >> 7, ...arr];
        }, "uleb128EncodeWithLen");
        var wasmTypeCodes = {
          "i": 127,
          // i32
          "p": 127,
          // i32
          "j": 126,
          // i64
          "f": 125,
          // f32
          "d": 124,
          // f64
          "e": 111
        };
        var generateTypePack = /* @__PURE__ */ __name((types) => uleb128EncodeWithLen(Array.from(types, (type) => {
          var code = wasmTypeCodes[type];
          return code;
        })), "generateTypePack");
        var convertJsFunctionToWasm = /* @__PURE__ */ __name((func2, sig) => {
          var bytes = Uint8Array.of(
            0,
            97,
            115,
            109,
            // magic ("\0asm")
            1,
            0,
            0,
            0,
            // version: 1
            1,
            ...uleb128EncodeWithLen([
              1,
              // count: 1
              96,
              // param types
              ...generateTypePack(sig.slice(1)),
              // return types (for now only supporting [] if `void` and single [T] otherwise)
              ...generateTypePack(sig[0] === "v" ? "" : sig[0])
            ]),
            // The rest of the module is static
            2,
            7,
            // import section
            // (import "e" "f" (func 0 (type 0)))
            1,
            1,
            101,
            1,
            102,
            0,
            0,
            7,
            5,
            // export section
            // (export "f" (func 0 (type 0)))
            1,
            1,
            102,
            0,
            0
          );
          var module2 = new WebAssembly.Module(bytes);
          var instance2 = new WebAssembly.Instance(module2, {
            "e": {
              "f": func2
            }
          });
          var wrappedFunc = instance2.exports["f"];
          return wrappedFunc;
        }, "convertJsFunctionToWasm");
        var wasmTableMirror = [];
        var wasmTable = new WebAssembly.Table({
          "initial": 31,
          "element": "anyfunc"
        });
        var getWasmTableEntry = /* @__PURE__ */ __name((funcPtr) => {
          var func2 = wasmTableMirror[funcPtr];
          if (!func2) {
            wasmTableMirror[funcPtr] = func2 = wasmTable.get(funcPtr);
          }
          return func2;
        }, "getWasmTableEntry");
        var updateTableMap = /* @__PURE__ */ __name((offset, count) => {
          if (functionsInTableMap) {
            for (var i2 = offset; i2 < offset + count; i2++) {
              var item = getWasmTableEntry(i2);
              if (item) {
                functionsInTableMap.set(item, i2);
              }
            }
          }
        }, "updateTableMap");
        var functionsInTableMap;
        var getFunctionAddress = /* @__PURE__ */ __name((func2) => {
          if (!functionsInTableMap) {
            functionsInTableMap = /* @__PURE__ */ new WeakMap();
            updateTableMap(0, wasmTable.length);
          }
          return functionsInTableMap.get(func2) || 0;
        }, "getFunctionAddress");
        var freeTableIndexes = [];
        var getEmptyTableSlot = /* @__PURE__ */ __name(() => {
          if (freeTableIndexes.length) {
            return freeTableIndexes.pop();
          }
          return wasmTable["grow"](1);
        }, "getEmptyTableSlot");
        var setWasmTableEntry = /* @__PURE__ */ __name((idx, func2) => {
          wasmTable.set(idx, func2);
          wasmTableMirror[idx] = wasmTable.get(idx);
        }, "setWasmTableEntry");
        var addFunction = /* @__PURE__ */ __name((func2, sig) => {
          var rtn = getFunctionAddress(func2);
          if (rtn) {
            return rtn;
          }
          var ret = getEmptyTableSlot();
          try {
            setWasmTableEntry(ret, func2);
          } catch (err2) {
            if (!(err2 instanceof TypeError)) {
              throw err2;
            }
            var wrapped = convertJsFunctionToWasm(func2, sig);
            setWasmTableEntry(ret, wrapped);
          }
          functionsInTableMap.set(func2, ret);
          return ret;
        }, "addFunction");
        var updateGOT = /* @__PURE__ */ __name((exports2, replace) => {
          for (var symName in exports2) {
            if (isInternalSym(symName)) {
              continue;
            }
            var value = exports2[symName];
            GOT[symName] ||= new WebAssembly.Global({
              "value": "i32",
              "mutable": true
            });
            if (replace || GOT[symName].value == 0) {
              if (typeof value == "function") {
                GOT[symName].value = addFunction(value);
              } else if (typeof value == "number") {
                GOT[symName].value = value;
              } else {
                err(`unhandled export type for '${symName}': ${typeof value}`);
              }
            }
          }
        }, "updateGOT");
        var relocateExports = /* @__PURE__ */ __name((exports2, memoryBase2, replace) => {
          var relocated = {};
          for (var e in exports2) {
            var value = exports2[e];
            if (typeof value == "object") {
              value = value.value;
            }
            if (typeof value == "number") {
              value += memoryBase2;
            }
            relocated[e] = value;
          }
          updateGOT(relocated, replace);
          return relocated;
        }, "relocateExports");
        var isSymbolDefined = /* @__PURE__ */ __name((symName) => {
          var existing = wasmImports[symName];
          if (!existing || existing.stub) {
            return false;
          }
          return true;
        }, "isSymbolDefined");
        var dynCall = /* @__PURE__ */ __name((sig, ptr, args2 = [], promising = false) => {
          var func2 = getWasmTableEntry(ptr);
          var rtn = func2(...args2);
          function convert(rtn2) {
            return rtn2;
          }
          __name(convert, "convert");
          return convert(rtn);
        }, "dynCall");
        var stackSave = /* @__PURE__ */ __name(() => _emscripten_stack_get_current(), "stackSave");
        var stackRestore = /* @__PURE__ */ __name((val) => __emscripten_stack_restore(val), "stackRestore");
        var createInvokeFunction = /* @__PURE__ */ __name((sig) => (ptr, ...args2) => {
          var sp = stackSave();
          try {
            return dynCall(sig, ptr, args2);
          } catch (e) {
            stackRestore(sp);
            if (e !== e + 0) throw e;
            _setThrew(1, 0);
            if (sig[0] == "j") return 0n;
          }
        }, "createInvokeFunction");
        var resolveGlobalSymbol = /* @__PURE__ */ __name((symName, direct = false) => {
          var sym;
          if (isSymbolDefined(symName)) {
            sym = wasmImports[symName];
          } else if (symName.startsWith("invoke_")) {
            sym = wasmImports[symName] = createInvokeFunction(symName.split("_")[1]);
          }
          return {
            sym,
            name: symName
          };
        }, "resolveGlobalSymbol");
        var onPostCtors = [];
        var addOnPostCtor = /* @__PURE__ */ __name((cb) => onPostCtors.push(cb), "addOnPostCtor");
        var UTF8ToString = /* @__PURE__ */ __name((ptr, maxBytesToRead, ignoreNul) => ptr ? UTF8ArrayToString(HEAPU8, ptr, maxBytesToRead, ignoreNul) : "", "UTF8ToString");
        var loadWebAssemblyModule = /* @__PURE__ */ __name((binary, flags, libName, localScope, handle) => {
          var metadata = getDylinkMetadata(binary);
          function loadModule() {
            var memAlign = Math.pow(2, metadata.memoryAlign);
            var memoryBase = metadata.memorySize ? alignMemory(getMemory(metadata.memorySize + memAlign), memAlign) : 0;
            var tableBase = metadata.tableSize ? wasmTable.length : 0;
            if (handle) {
              HEAP8[handle + 8] = 1;
              LE_HEAP_STORE_U32((handle + 12 >> 2) * 4, memoryBase);
              LE_HEAP_STORE_I32((handle + 16 >> 2) * 4, metadata.memorySize);
              LE_HEAP_STORE_U32((handle + 20 >> 2) * 4, tableBase);
              LE_HEAP_STORE_I32((handle + 24 >> 2) * 4, metadata.tableSize);
            }
            if (metadata.tableSize) {
              wasmTable.grow(metadata.tableSize);
            }
            var moduleExports;
            function resolveSymbol(sym) {
              var resolved = resolveGlobalSymbol(sym).sym;
              if (!resolved && localScope) {
                resolved = localScope[sym];
              }
              if (!resolved) {
                resolved = moduleExports[sym];
              }
              return resolved;
            }
            __name(resolveSymbol, "resolveSymbol");
            var proxyHandler = {
              get(stubs, prop) {
                switch (prop) {
                  case "__memory_base":
                    return memoryBase;
                  case "__table_base":
                    return tableBase;
                }
                if (prop in wasmImports && !wasmImports[prop].stub) {
                  var res = wasmImports[prop];
                  return res;
                }
                if (!(prop in stubs)) {
                  var resolved;
                  stubs[prop] = (...args2) => {
                    resolved ||= resolveSymbol(prop);
                    return resolved(...args2);
                  };
                }
                return stubs[prop];
              }
            };
            var proxy = new Proxy({}, proxyHandler);
            currentModuleWeakSymbols = metadata.weakImports;
            var info = {
              "GOT.mem": new Proxy({}, GOTHandler),
              "GOT.func": new Proxy({}, GOTHandler),
              "env": proxy,
              "wasi_snapshot_preview1": proxy
            };
            function postInstantiation(module, instance) {
              updateTableMap(tableBase, metadata.tableSize);
              moduleExports = relocateExports(instance.exports, memoryBase);
              if (!flags.allowUndefined) {
                reportUndefinedSymbols();
              }
              function addEmAsm(addr, body) {
                var args = [];
                var arity = 0;
                for (; arity < 16; arity++) {
                  if (body.indexOf("$" + arity) != -1) {
                    args.push("$" + arity);
                  } else {
                    break;
                  }
                }
                args = args.join(",");
                var func = `(${args}) => { ${body} };`;
                ASM_CONSTS[start] = eval(func);
              }
              __name(addEmAsm, "addEmAsm");
              if ("__start_em_asm" in moduleExports) {
                var start = moduleExports["__start_em_asm"];
                var stop = moduleExports["__stop_em_asm"];
                while (start < stop) {
                  var jsString = UTF8ToString(start);
                  addEmAsm(start, jsString);
                  start = HEAPU8.indexOf(0, start) + 1;
                }
              }
              function addEmJs(name, cSig, body) {
                var jsArgs = [];
                cSig = cSig.slice(1, -1);
                if (cSig != "void") {
                  cSig = cSig.split(",");
                  for (var i in cSig) {
                    var jsArg = cSig[i].split(" ").pop();
                    jsArgs.push(jsArg.replace("*", ""));
                  }
                }
                var func = `(${jsArgs}) => ${body};`;
                moduleExports[name] = eval(func);
              }
              __name(addEmJs, "addEmJs");
              for (var name in moduleExports) {
                if (name.startsWith("__em_js__")) {
                  var start = moduleExports[name];
                  var jsString = UTF8ToString(start);
                  var parts = jsString.split("<::>");
                  addEmJs(name.replace("__em_js__", ""), parts[0], parts[1]);
                  delete moduleExports[name];
                }
              }
              var applyRelocs = moduleExports["__wasm_apply_data_relocs"];
              if (applyRelocs) {
                if (runtimeInitialized) {
                  applyRelocs();
                } else {
                  __RELOC_FUNCS__.push(applyRelocs);
                }
              }
              var init = moduleExports["__wasm_call_ctors"];
              if (init) {
                if (runtimeInitialized) {
                  init();
                } else {
                  addOnPostCtor(init);
                }
              }
              return moduleExports;
            }
            __name(postInstantiation, "postInstantiation");
            if (flags.loadAsync) {
              return (async () => {
                var instance2;
                if (binary instanceof WebAssembly.Module) {
                  instance2 = new WebAssembly.Instance(binary, info);
                } else {
                  ({ module: binary, instance: instance2 } = await WebAssembly.instantiate(binary, info));
                }
                return postInstantiation(binary, instance2);
              })();
            }
            var module = binary instanceof WebAssembly.Module ? binary : new WebAssembly.Module(binary);
            var instance = new WebAssembly.Instance(module, info);
            return postInstantiation(module, instance);
          }
          __name(loadModule, "loadModule");
          flags = {
            ...flags,
            rpath: {
              parentLibPath: libName,
              paths: metadata.runtimePaths
            }
          };
          if (flags.loadAsync) {
            return metadata.neededDynlibs.reduce((chain, dynNeeded) => chain.then(() => loadDynamicLibrary(dynNeeded, flags, localScope)), Promise.resolve()).then(loadModule);
          }
          metadata.neededDynlibs.forEach((needed) => loadDynamicLibrary(needed, flags, localScope));
          return loadModule();
        }, "loadWebAssemblyModule");
        var mergeLibSymbols = /* @__PURE__ */ __name((exports2, libName2) => {
          for (var [sym, exp] of Object.entries(exports2)) {
            const setImport = /* @__PURE__ */ __name((target) => {
              if (!isSymbolDefined(target)) {
                wasmImports[target] = exp;
              }
            }, "setImport");
            setImport(sym);
            const main_alias = "__main_argc_argv";
            if (sym == "main") {
              setImport(main_alias);
            }
            if (sym == main_alias) {
              setImport("main");
            }
          }
        }, "mergeLibSymbols");
        var asyncLoad = /* @__PURE__ */ __name(async (url) => {
          var arrayBuffer = await readAsync(url);
          return new Uint8Array(arrayBuffer);
        }, "asyncLoad");
        function loadDynamicLibrary(libName2, flags2 = {
          global: true,
          nodelete: true
        }, localScope2, handle2) {
          var dso = LDSO.loadedLibsByName[libName2];
          if (dso) {
            if (!flags2.global) {
              if (localScope2) {
                Object.assign(localScope2, dso.exports);
              }
            } else if (!dso.global) {
              dso.global = true;
              mergeLibSymbols(dso.exports, libName2);
            }
            if (flags2.nodelete && dso.refcount !== Infinity) {
              dso.refcount = Infinity;
            }
            dso.refcount++;
            if (handle2) {
              LDSO.loadedLibsByHandle[handle2] = dso;
            }
            return flags2.loadAsync ? Promise.resolve(true) : true;
          }
          dso = newDSO(libName2, handle2, "loading");
          dso.refcount = flags2.nodelete ? Infinity : 1;
          dso.global = flags2.global;
          function loadLibData() {
            if (handle2) {
              var data = LE_HEAP_LOAD_U32((handle2 + 28 >> 2) * 4);
              var dataSize = LE_HEAP_LOAD_U32((handle2 + 32 >> 2) * 4);
              if (data && dataSize) {
                var libData = HEAP8.slice(data, data + dataSize);
                return flags2.loadAsync ? Promise.resolve(libData) : libData;
              }
            }
            var libFile = locateFile(libName2);
            if (flags2.loadAsync) {
              return asyncLoad(libFile);
            }
            if (!readBinary) {
              throw new Error(`${libFile}: file not found, and synchronous loading of external files is not available`);
            }
            return readBinary(libFile);
          }
          __name(loadLibData, "loadLibData");
          function getExports() {
            if (flags2.loadAsync) {
              return loadLibData().then((libData) => loadWebAssemblyModule(libData, flags2, libName2, localScope2, handle2));
            }
            return loadWebAssemblyModule(loadLibData(), flags2, libName2, localScope2, handle2);
          }
          __name(getExports, "getExports");
          function moduleLoaded(exports2) {
            if (dso.global) {
              mergeLibSymbols(exports2, libName2);
            } else if (localScope2) {
              Object.assign(localScope2, exports2);
            }
            dso.exports = exports2;
          }
          __name(moduleLoaded, "moduleLoaded");
          if (flags2.loadAsync) {
            return getExports().then((exports2) => {
              moduleLoaded(exports2);
              return true;
            });
          }
          moduleLoaded(getExports());
          return true;
        }
        __name(loadDynamicLibrary, "loadDynamicLibrary");
        var reportUndefinedSymbols = /* @__PURE__ */ __name(() => {
          for (var [symName, entry] of Object.entries(GOT)) {
            if (entry.value == 0) {
              var value = resolveGlobalSymbol(symName, true).sym;
              if (!value && !entry.required) {
                continue;
              }
              if (typeof value == "function") {
                entry.value = addFunction(value, value.sig);
              } else if (typeof value == "number") {
                entry.value = value;
              } else {
                throw new Error(`bad export type for '${symName}': ${typeof value}`);
              }
            }
          }
        }, "reportUndefinedSymbols");
        var runDependencies = 0;
        var dependenciesFulfilled = null;
        var removeRunDependency = /* @__PURE__ */ __name((id) => {
          runDependencies--;
          Module["monitorRunDependencies"]?.(runDependencies);
          if (runDependencies == 0) {
            if (dependenciesFulfilled) {
              var callback = dependenciesFulfilled;
              dependenciesFulfilled = null;
              callback();
            }
          }
        }, "removeRunDependency");
        var addRunDependency = /* @__PURE__ */ __name((id) => {
          runDependencies++;
          Module["monitorRunDependencies"]?.(runDependencies);
        }, "addRunDependency");
        var loadDylibs = /* @__PURE__ */ __name(async () => {
          if (!dynamicLibraries.length) {
            reportUndefinedSymbols();
            return;
          }
          addRunDependency("loadDylibs");
          for (var lib of dynamicLibraries) {
            await loadDynamicLibrary(lib, {
              loadAsync: true,
              global: true,
              nodelete: true,
              allowUndefined: true
            });
          }
          reportUndefinedSymbols();
          removeRunDependency("loadDylibs");
        }, "loadDylibs");
        var noExitRuntime = true;
        function setValue(ptr, value, type = "i8") {
          if (type.endsWith("*")) type = "*";
          switch (type) {
            case "i1":
              HEAP8[ptr] = value;
              break;
            case "i8":
              HEAP8[ptr] = value;
              break;
            case "i16":
              LE_HEAP_STORE_I16((ptr >> 1) * 2, value);
              break;
            case "i32":
              LE_HEAP_STORE_I32((ptr >> 2) * 4, value);
              break;
            case "i64":
              LE_HEAP_STORE_I64((ptr >> 3) * 8, BigInt(value));
              break;
            case "float":
              LE_HEAP_STORE_F32((ptr >> 2) * 4, value);
              break;
            case "double":
              LE_HEAP_STORE_F64((ptr >> 3) * 8, value);
              break;
            case "*":
              LE_HEAP_STORE_U32((ptr >> 2) * 4, value);
              break;
            default:
              abort(`invalid type for setValue: ${type}`);
          }
        }
        __name(setValue, "setValue");
        var ___memory_base = new WebAssembly.Global({
          "value": "i32",
          "mutable": false
        }, 1024);
        var ___stack_high = 82240;
        var ___stack_low = 16704;
        var ___stack_pointer = new WebAssembly.Global({
          "value": "i32",
          "mutable": true
        }, 82240);
        var ___table_base = new WebAssembly.Global({
          "value": "i32",
          "mutable": false
        }, 1);
        var __abort_js = /* @__PURE__ */ __name(() => abort(""), "__abort_js");
        __abort_js.sig = "v";
        var getHeapMax = /* @__PURE__ */ __name(() => (
          // Stay one Wasm page short of 4GB: while e.g. Chrome is able to allocate
          // full 4GB Wasm memories, the size will wrap back to 0 bytes in Wasm side
          // for any code that deals with heap sizes, which would require special
          // casing all heap size related code to treat 0 specially.
          2147483648
        ), "getHeapMax");
        var growMemory = /* @__PURE__ */ __name((size) => {
          var oldHeapSize = wasmMemory.buffer.byteLength;
          var pages = (size - oldHeapSize + 65535) / 65536 | 0;
          try {
            wasmMemory.grow(pages);
            updateMemoryViews();
            return 1;
          } catch (e) {
          }
        }, "growMemory");
        var _emscripten_resize_heap = /* @__PURE__ */ __name((requestedSize) => {
          var oldSize = HEAPU8.length;
          requestedSize >>>= 0;
          var maxHeapSize = getHeapMax();
          if (requestedSize > maxHeapSize) {
            return false;
          }
          for (var cutDown = 1; cutDown <= 4; cutDown *= 2) {
            var overGrownHeapSize = oldSize * (1 + 0.2 / cutDown);
            overGrownHeapSize = Math.min(overGrownHeapSize, requestedSize + 100663296);
            var newSize = Math.min(maxHeapSize, alignMemory(Math.max(requestedSize, overGrownHeapSize), 65536));
            var replacement = growMemory(newSize);
            if (replacement) {
              return true;
            }
          }
          return false;
        }, "_emscripten_resize_heap");
        _emscripten_resize_heap.sig = "ip";
        var _fd_close = /* @__PURE__ */ __name((fd) => 52, "_fd_close");
        _fd_close.sig = "ii";
        var INT53_MAX = 9007199254740992;
        var INT53_MIN = -9007199254740992;
        var bigintToI53Checked = /* @__PURE__ */ __name((num) => num < INT53_MIN || num > INT53_MAX ? NaN : Number(num), "bigintToI53Checked");
        function _fd_seek(fd, offset, whence, newOffset) {
          offset = bigintToI53Checked(offset);
          return 70;
        }
        __name(_fd_seek, "_fd_seek");
        _fd_seek.sig = "iijip";
        var printCharBuffers = [null, [], []];
        var printChar = /* @__PURE__ */ __name((stream, curr) => {
          var buffer = printCharBuffers[stream];
          if (curr === 0 || curr === 10) {
            (stream === 1 ? out : err)(UTF8ArrayToString(buffer));
            buffer.length = 0;
          } else {
            buffer.push(curr);
          }
        }, "printChar");
        var _fd_write = /* @__PURE__ */ __name((fd, iov, iovcnt, pnum) => {
          var num = 0;
          for (var i2 = 0; i2 < iovcnt; i2++) {
            var ptr = LE_HEAP_LOAD_U32((iov >> 2) * 4);
            var len = LE_HEAP_LOAD_U32((iov + 4 >> 2) * 4);
            iov += 8;
            for (var j = 0; j < len; j++) {
              printChar(fd, HEAPU8[ptr + j]);
            }
            num += len;
          }
          LE_HEAP_STORE_U32((pnum >> 2) * 4, num);
          return 0;
        }, "_fd_write");
        _fd_write.sig = "iippp";
        function _tree_sitter_log_callback(isLexMessage, messageAddress) {
          if (Module.currentLogCallback) {
            const message = UTF8ToString(messageAddress);
            Module.currentLogCallback(message, isLexMessage !== 0);
          }
        }
        __name(_tree_sitter_log_callback, "_tree_sitter_log_callback");
        function _tree_sitter_parse_callback(inputBufferAddress, index, row, column, lengthAddress) {
          const INPUT_BUFFER_SIZE = 10 * 1024;
          const string = Module.currentParseCallback(index, {
            row,
            column
          });
          if (typeof string === "string") {
            setValue(lengthAddress, string.length, "i32");
            stringToUTF16(string, inputBufferAddress, INPUT_BUFFER_SIZE);
          } else {
            setValue(lengthAddress, 0, "i32");
          }
        }
        __name(_tree_sitter_parse_callback, "_tree_sitter_parse_callback");
        function _tree_sitter_progress_callback(currentOffset, hasError) {
          if (Module.currentProgressCallback) {
            return Module.currentProgressCallback({
              currentOffset,
              hasError
            });
          }
          return false;
        }
        __name(_tree_sitter_progress_callback, "_tree_sitter_progress_callback");
        function _tree_sitter_query_progress_callback(currentOffset) {
          if (Module.currentQueryProgressCallback) {
            return Module.currentQueryProgressCallback({
              currentOffset
            });
          }
          return false;
        }
        __name(_tree_sitter_query_progress_callback, "_tree_sitter_query_progress_callback");
        var runtimeKeepaliveCounter = 0;
        var keepRuntimeAlive = /* @__PURE__ */ __name(() => noExitRuntime || runtimeKeepaliveCounter > 0, "keepRuntimeAlive");
        var _proc_exit = /* @__PURE__ */ __name((code) => {
          EXITSTATUS = code;
          if (!keepRuntimeAlive()) {
            Module["onExit"]?.(code);
            ABORT = true;
          }
          quit_(code, new ExitStatus(code));
        }, "_proc_exit");
        _proc_exit.sig = "vi";
        var exitJS = /* @__PURE__ */ __name((status, implicit) => {
          EXITSTATUS = status;
          _proc_exit(status);
        }, "exitJS");
        var handleException = /* @__PURE__ */ __name((e) => {
          if (e instanceof ExitStatus || e == "unwind") {
            return EXITSTATUS;
          }
          quit_(1, e);
        }, "handleException");
        var lengthBytesUTF8 = /* @__PURE__ */ __name((str) => {
          var len = 0;
          for (var i2 = 0; i2 < str.length; ++i2) {
            var c = str.charCodeAt(i2);
            if (c <= 127) {
              len++;
            } else if (c <= 2047) {
              len += 2;
            } else if (c >= 55296 && c <= 57343) {
              len += 4;
              ++i2;
            } else {
              len += 3;
            }
          }
          return len;
        }, "lengthBytesUTF8");
        var stringToUTF8Array = /* @__PURE__ */ __name((str, heap, outIdx, maxBytesToWrite) => {
          if (!(maxBytesToWrite > 0)) return 0;
          var startIdx = outIdx;
          var endIdx = outIdx + maxBytesToWrite - 1;
          for (var i2 = 0; i2 < str.length; ++i2) {
            var u = str.codePointAt(i2);
            if (u <= 127) {
              if (outIdx >= endIdx) break;
              heap[outIdx++] = u;
            } else if (u <= 2047) {
              if (outIdx + 1 >= endIdx) break;
              heap[outIdx++] = 192 | u >> 6;
              heap[outIdx++] = 128 | u & 63;
            } else if (u <= 65535) {
              if (outIdx + 2 >= endIdx) break;
              heap[outIdx++] = 224 | u >> 12;
              heap[outIdx++] = 128 | u >> 6 & 63;
              heap[outIdx++] = 128 | u & 63;
            } else {
              if (outIdx + 3 >= endIdx) break;
              heap[outIdx++] = 240 | u >> 18;
              heap[outIdx++] = 128 | u >> 12 & 63;
              heap[outIdx++] = 128 | u >> 6 & 63;
              heap[outIdx++] = 128 | u & 63;
              i2++;
            }
          }
          heap[outIdx] = 0;
          return outIdx - startIdx;
        }, "stringToUTF8Array");
        var stringToUTF8 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => stringToUTF8Array(str, HEAPU8, outPtr, maxBytesToWrite), "stringToUTF8");
        var stackAlloc = /* @__PURE__ */ __name((sz) => __emscripten_stack_alloc(sz), "stackAlloc");
        var stringToUTF8OnStack = /* @__PURE__ */ __name((str) => {
          var size = lengthBytesUTF8(str) + 1;
          var ret = stackAlloc(size);
          stringToUTF8(str, ret, size);
          return ret;
        }, "stringToUTF8OnStack");
        var AsciiToString = /* @__PURE__ */ __name((ptr) => {
          var str = "";
          while (1) {
            var ch = HEAPU8[ptr++];
            if (!ch) return str;
            str += String.fromCharCode(ch);
          }
        }, "AsciiToString");
        var stringToUTF16 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => {
          maxBytesToWrite ??= 2147483647;
          if (maxBytesToWrite < 2) return 0;
          maxBytesToWrite -= 2;
          var startPtr = outPtr;
          var numCharsToWrite = maxBytesToWrite < str.length * 2 ? maxBytesToWrite / 2 : str.length;
          for (var i2 = 0; i2 < numCharsToWrite; ++i2) {
            var codeUnit = str.charCodeAt(i2);
            LE_HEAP_STORE_I16((outPtr >> 1) * 2, codeUnit);
            outPtr += 2;
          }
          LE_HEAP_STORE_I16((outPtr >> 1) * 2, 0);
          return outPtr - startPtr;
        }, "stringToUTF16");
        LE_ATOMICS_NATIVE_BYTE_ORDER = new Int8Array(new Int16Array([1]).buffer)[0] === 1 ? [
          /* little endian */
          ((x) => x),
          ((x) => x),
          void 0,
          ((x) => x)
        ] : [
          /* big endian */
          ((x) => x),
          ((x) => ((x & 65280) << 8 | (x & 255) << 24) >> 16),
          void 0,
          ((x) => x >> 24 & 255 | x >> 8 & 65280 | (x & 65280) << 8 | (x & 255) << 24)
        ];
        function LE_HEAP_UPDATE() {
          HEAPU16.unsigned = ((x) => x & 65535);
          HEAPU32.unsigned = ((x) => x >>> 0);
        }
        __name(LE_HEAP_UPDATE, "LE_HEAP_UPDATE");
        {
          initMemory();
          if (Module["noExitRuntime"]) noExitRuntime = Module["noExitRuntime"];
          if (Module["print"]) out = Module["print"];
          if (Module["printErr"]) err = Module["printErr"];
          if (Module["dynamicLibraries"]) dynamicLibraries = Module["dynamicLibraries"];
          if (Module["wasmBinary"]) wasmBinary = Module["wasmBinary"];
          if (Module["arguments"]) arguments_ = Module["arguments"];
          if (Module["thisProgram"]) thisProgram = Module["thisProgram"];
          if (Module["preInit"]) {
            if (typeof Module["preInit"] == "function") Module["preInit"] = [Module["preInit"]];
            while (Module["preInit"].length > 0) {
              Module["preInit"].shift()();
            }
          }
        }
        Module["setValue"] = setValue;
        Module["getValue"] = getValue;
        Module["UTF8ToString"] = UTF8ToString;
        Module["stringToUTF8"] = stringToUTF8;
        Module["lengthBytesUTF8"] = lengthBytesUTF8;
        Module["AsciiToString"] = AsciiToString;
        Module["stringToUTF16"] = stringToUTF16;
        Module["loadWebAssemblyModule"] = loadWebAssemblyModule;
        Module["LE_HEAP_STORE_I64"] = LE_HEAP_STORE_I64;
        var ASM_CONSTS = {};
        var _malloc, _calloc, _realloc, _free, _ts_range_edit, _memcmp, _ts_language_symbol_count, _ts_language_state_count, _ts_language_abi_version, _ts_language_name, _ts_language_field_count, _ts_language_next_state, _ts_language_symbol_name, _ts_language_symbol_for_name, _strncmp, _ts_language_symbol_type, _ts_language_field_name_for_id, _ts_lookahead_iterator_new, _ts_lookahead_iterator_delete, _ts_lookahead_iterator_reset_state, _ts_lookahead_iterator_reset, _ts_lookahead_iterator_next, _ts_lookahead_iterator_current_symbol, _ts_point_edit, _ts_parser_delete, _ts_parser_reset, _ts_parser_set_language, _ts_parser_set_included_ranges, _ts_query_new, _ts_query_delete, _iswspace, _iswalnum, _ts_query_copy, _ts_query_pattern_count, _ts_query_capture_count, _ts_query_string_count, _ts_query_capture_name_for_id, _ts_query_capture_quantifier_for_id, _ts_query_string_value_for_id, _ts_query_predicates_for_pattern, _ts_query_start_byte_for_pattern, _ts_query_end_byte_for_pattern, _ts_query_is_pattern_rooted, _ts_query_is_pattern_non_local, _ts_query_is_pattern_guaranteed_at_step, _ts_query_disable_capture, _ts_query_disable_pattern, _ts_tree_copy, _ts_tree_delete, _ts_init, _ts_parser_new_wasm, _ts_parser_enable_logger_wasm, _ts_parser_parse_wasm, _ts_parser_included_ranges_wasm, _ts_language_type_is_named_wasm, _ts_language_type_is_visible_wasm, _ts_language_metadata_wasm, _ts_language_supertypes_wasm, _ts_language_subtypes_wasm, _ts_tree_root_node_wasm, _ts_tree_root_node_with_offset_wasm, _ts_tree_edit_wasm, _ts_tree_included_ranges_wasm, _ts_tree_get_changed_ranges_wasm, _ts_tree_cursor_new_wasm, _ts_tree_cursor_copy_wasm, _ts_tree_cursor_delete_wasm, _ts_tree_cursor_reset_wasm, _ts_tree_cursor_reset_to_wasm, _ts_tree_cursor_goto_first_child_wasm, _ts_tree_cursor_goto_last_child_wasm, _ts_tree_cursor_goto_first_child_for_index_wasm, _ts_tree_cursor_goto_first_child_for_position_wasm, _ts_tree_cursor_goto_next_sibling_wasm, _ts_tree_cursor_goto_previous_sibling_wasm, _ts_tree_cursor_goto_descendant_wasm, _ts_tree_cursor_goto_parent_wasm, _ts_tree_cursor_current_node_type_id_wasm, _ts_tree_cursor_current_node_state_id_wasm, _ts_tree_cursor_current_node_is_named_wasm, _ts_tree_cursor_current_node_is_missing_wasm, _ts_tree_cursor_current_node_id_wasm, _ts_tree_cursor_start_position_wasm, _ts_tree_cursor_end_position_wasm, _ts_tree_cursor_start_index_wasm, _ts_tree_cursor_end_index_wasm, _ts_tree_cursor_current_field_id_wasm, _ts_tree_cursor_current_depth_wasm, _ts_tree_cursor_current_descendant_index_wasm, _ts_tree_cursor_current_node_wasm, _ts_node_symbol_wasm, _ts_node_field_name_for_child_wasm, _ts_node_field_name_for_named_child_wasm, _ts_node_children_by_field_id_wasm, _ts_node_first_child_for_byte_wasm, _ts_node_first_named_child_for_byte_wasm, _ts_node_grammar_symbol_wasm, _ts_node_child_count_wasm, _ts_node_named_child_count_wasm, _ts_node_child_wasm, _ts_node_named_child_wasm, _ts_node_child_by_field_id_wasm, _ts_node_next_sibling_wasm, _ts_node_prev_sibling_wasm, _ts_node_next_named_sibling_wasm, _ts_node_prev_named_sibling_wasm, _ts_node_descendant_count_wasm, _ts_node_parent_wasm, _ts_node_child_with_descendant_wasm, _ts_node_descendant_for_index_wasm, _ts_node_named_descendant_for_index_wasm, _ts_node_descendant_for_position_wasm, _ts_node_named_descendant_for_position_wasm, _ts_node_start_point_wasm, _ts_node_end_point_wasm, _ts_node_start_index_wasm, _ts_node_end_index_wasm, _ts_node_to_string_wasm, _ts_node_children_wasm, _ts_node_named_children_wasm, _ts_node_descendants_of_type_wasm, _ts_node_is_named_wasm, _ts_node_has_changes_wasm, _ts_node_has_error_wasm, _ts_node_is_error_wasm, _ts_node_is_missing_wasm, _ts_node_is_extra_wasm, _ts_node_parse_state_wasm, _ts_node_next_parse_state_wasm, _ts_query_matches_wasm, _ts_query_captures_wasm, _memset, _memcpy, _memmove, _iswalpha, _iswblank, _iswdigit, _iswlower, _iswpunct, _iswupper, _iswxdigit, _memchr, _strlen, _strcmp, _strncat, _strncpy, _towlower, _towupper, _setThrew, __emscripten_stack_restore, __emscripten_stack_alloc, _emscripten_stack_get_current, ___wasm_apply_data_relocs;
        function assignWasmExports(wasmExports2) {
          Module["_malloc"] = _malloc = wasmExports2["malloc"];
          Module["_calloc"] = _calloc = wasmExports2["calloc"];
          Module["_realloc"] = _realloc = wasmExports2["realloc"];
          Module["_free"] = _free = wasmExports2["free"];
          Module["_ts_range_edit"] = _ts_range_edit = wasmExports2["ts_range_edit"];
          Module["_memcmp"] = _memcmp = wasmExports2["memcmp"];
          Module["_ts_language_symbol_count"] = _ts_language_symbol_count = wasmExports2["ts_language_symbol_count"];
          Module["_ts_language_state_count"] = _ts_language_state_count = wasmExports2["ts_language_state_count"];
          Module["_ts_language_abi_version"] = _ts_language_abi_version = wasmExports2["ts_language_abi_version"];
          Module["_ts_language_name"] = _ts_language_name = wasmExports2["ts_language_name"];
          Module["_ts_language_field_count"] = _ts_language_field_count = wasmExports2["ts_language_field_count"];
          Module["_ts_language_next_state"] = _ts_language_next_state = wasmExports2["ts_language_next_state"];
          Module["_ts_language_symbol_name"] = _ts_language_symbol_name = wasmExports2["ts_language_symbol_name"];
          Module["_ts_language_symbol_for_name"] = _ts_language_symbol_for_name = wasmExports2["ts_language_symbol_for_name"];
          Module["_strncmp"] = _strncmp = wasmExports2["strncmp"];
          Module["_ts_language_symbol_type"] = _ts_language_symbol_type = wasmExports2["ts_language_symbol_type"];
          Module["_ts_language_field_name_for_id"] = _ts_language_field_name_for_id = wasmExports2["ts_language_field_name_for_id"];
          Module["_ts_lookahead_iterator_new"] = _ts_lookahead_iterator_new = wasmExports2["ts_lookahead_iterator_new"];
          Module["_ts_lookahead_iterator_delete"] = _ts_lookahead_iterator_delete = wasmExports2["ts_lookahead_iterator_delete"];
          Module["_ts_lookahead_iterator_reset_state"] = _ts_lookahead_iterator_reset_state = wasmExports2["ts_lookahead_iterator_reset_state"];
          Module["_ts_lookahead_iterator_reset"] = _ts_lookahead_iterator_reset = wasmExports2["ts_lookahead_iterator_reset"];
          Module["_ts_lookahead_iterator_next"] = _ts_lookahead_iterator_next = wasmExports2["ts_lookahead_iterator_next"];
          Module["_ts_lookahead_iterator_current_symbol"] = _ts_lookahead_iterator_current_symbol = wasmExports2["ts_lookahead_iterator_current_symbol"];
          Module["_ts_point_edit"] = _ts_point_edit = wasmExports2["ts_point_edit"];
          Module["_ts_parser_delete"] = _ts_parser_delete = wasmExports2["ts_parser_delete"];
          Module["_ts_parser_reset"] = _ts_parser_reset = wasmExports2["ts_parser_reset"];
          Module["_ts_parser_set_language"] = _ts_parser_set_language = wasmExports2["ts_parser_set_language"];
          Module["_ts_parser_set_included_ranges"] = _ts_parser_set_included_ranges = wasmExports2["ts_parser_set_included_ranges"];
          Module["_ts_query_new"] = _ts_query_new = wasmExports2["ts_query_new"];
          Module["_ts_query_delete"] = _ts_query_delete = wasmExports2["ts_query_delete"];
          Module["_iswspace"] = _iswspace = wasmExports2["iswspace"];
          Module["_iswalnum"] = _iswalnum = wasmExports2["iswalnum"];
          Module["_ts_query_copy"] = _ts_query_copy = wasmExports2["ts_query_copy"];
          Module["_ts_query_pattern_count"] = _ts_query_pattern_count = wasmExports2["ts_query_pattern_count"];
          Module["_ts_query_capture_count"] = _ts_query_capture_count = wasmExports2["ts_query_capture_count"];
          Module["_ts_query_string_count"] = _ts_query_string_count = wasmExports2["ts_query_string_count"];
          Module["_ts_query_capture_name_for_id"] = _ts_query_capture_name_for_id = wasmExports2["ts_query_capture_name_for_id"];
          Module["_ts_query_capture_quantifier_for_id"] = _ts_query_capture_quantifier_for_id = wasmExports2["ts_query_capture_quantifier_for_id"];
          Module["_ts_query_string_value_for_id"] = _ts_query_string_value_for_id = wasmExports2["ts_query_string_value_for_id"];
          Module["_ts_query_predicates_for_pattern"] = _ts_query_predicates_for_pattern = wasmExports2["ts_query_predicates_for_pattern"];
          Module["_ts_query_start_byte_for_pattern"] = _ts_query_start_byte_for_pattern = wasmExports2["ts_query_start_byte_for_pattern"];
          Module["_ts_query_end_byte_for_pattern"] = _ts_query_end_byte_for_pattern = wasmExports2["ts_query_end_byte_for_pattern"];
          Module["_ts_query_is_pattern_rooted"] = _ts_query_is_pattern_rooted = wasmExports2["ts_query_is_pattern_rooted"];
          Module["_ts_query_is_pattern_non_local"] = _ts_query_is_pattern_non_local = wasmExports2["ts_query_is_pattern_non_local"];
          Module["_ts_query_is_pattern_guaranteed_at_step"] = _ts_query_is_pattern_guaranteed_at_step = wasmExports2["ts_query_is_pattern_guaranteed_at_step"];
          Module["_ts_query_disable_capture"] = _ts_query_disable_capture = wasmExports2["ts_query_disable_capture"];
          Module["_ts_query_disable_pattern"] = _ts_query_disable_pattern = wasmExports2["ts_query_disable_pattern"];
          Module["_ts_tree_copy"] = _ts_tree_copy = wasmExports2["ts_tree_copy"];
          Module["_ts_tree_delete"] = _ts_tree_delete = wasmExports2["ts_tree_delete"];
          Module["_ts_init"] = _ts_init = wasmExports2["ts_init"];
          Module["_ts_parser_new_wasm"] = _ts_parser_new_wasm = wasmExports2["ts_parser_new_wasm"];
          Module["_ts_parser_enable_logger_wasm"] = _ts_parser_enable_logger_wasm = wasmExports2["ts_parser_enable_logger_wasm"];
          Module["_ts_parser_parse_wasm"] = _ts_parser_parse_wasm = wasmExports2["ts_parser_parse_wasm"];
          Module["_ts_parser_included_ranges_wasm"] = _ts_parser_included_ranges_wasm = wasmExports2["ts_parser_included_ranges_wasm"];
          Module["_ts_language_type_is_named_wasm"] = _ts_language_type_is_named_wasm = wasmExports2["ts_language_type_is_named_wasm"];
          Module["_ts_language_type_is_visible_wasm"] = _ts_language_type_is_visible_wasm = wasmExports2["ts_language_type_is_visible_wasm"];
          Module["_ts_language_metadata_wasm"] = _ts_language_metadata_wasm = wasmExports2["ts_language_metadata_wasm"];
          Module["_ts_language_supertypes_wasm"] = _ts_language_supertypes_wasm = wasmExports2["ts_language_supertypes_wasm"];
          Module["_ts_language_subtypes_wasm"] = _ts_language_subtypes_wasm = wasmExports2["ts_language_subtypes_wasm"];
          Module["_ts_tree_root_node_wasm"] = _ts_tree_root_node_wasm = wasmExports2["ts_tree_root_node_wasm"];
          Module["_ts_tree_root_node_with_offset_wasm"] = _ts_tree_root_node_with_offset_wasm = wasmExports2["ts_tree_root_node_with_offset_wasm"];
          Module["_ts_tree_edit_wasm"] = _ts_tree_edit_wasm = wasmExports2["ts_tree_edit_wasm"];
          Module["_ts_tree_included_ranges_wasm"] = _ts_tree_included_ranges_wasm = wasmExports2["ts_tree_included_ranges_wasm"];
          Module["_ts_tree_get_changed_ranges_wasm"] = _ts_tree_get_changed_ranges_wasm = wasmExports2["ts_tree_get_changed_ranges_wasm"];
          Module["_ts_tree_cursor_new_wasm"] = _ts_tree_cursor_new_wasm = wasmExports2["ts_tree_cursor_new_wasm"];
          Module["_ts_tree_cursor_copy_wasm"] = _ts_tree_cursor_copy_wasm = wasmExports2["ts_tree_cursor_copy_wasm"];
          Module["_ts_tree_cursor_delete_wasm"] = _ts_tree_cursor_delete_wasm = wasmExports2["ts_tree_cursor_delete_wasm"];
          Module["_ts_tree_cursor_reset_wasm"] = _ts_tree_cursor_reset_wasm = wasmExports2["ts_tree_cursor_reset_wasm"];
          Module["_ts_tree_cursor_reset_to_wasm"] = _ts_tree_cursor_reset_to_wasm = wasmExports2["ts_tree_cursor_reset_to_wasm"];
          Module["_ts_tree_cursor_goto_first_child_wasm"] = _ts_tree_cursor_goto_first_child_wasm = wasmExports2["ts_tree_cursor_goto_first_child_wasm"];
          Module["_ts_tree_cursor_goto_last_child_wasm"] = _ts_tree_cursor_goto_last_child_wasm = wasmExports2["ts_tree_cursor_goto_last_child_wasm"];
          Module["_ts_tree_cursor_goto_first_child_for_index_wasm"] = _ts_tree_cursor_goto_first_child_for_index_wasm = wasmExports2["ts_tree_cursor_goto_first_child_for_index_wasm"];
          Module["_ts_tree_cursor_goto_first_child_for_position_wasm"] = _ts_tree_cursor_goto_first_child_for_position_wasm = wasmExports2["ts_tree_cursor_goto_first_child_for_position_wasm"];
          Module["_ts_tree_cursor_goto_next_sibling_wasm"] = _ts_tree_cursor_goto_next_sibling_wasm = wasmExports2["ts_tree_cursor_goto_next_sibling_wasm"];
          Module["_ts_tree_cursor_goto_previous_sibling_wasm"] = _ts_tree_cursor_goto_previous_sibling_wasm = wasmExports2["ts_tree_cursor_goto_previous_sibling_wasm"];
          Module["_ts_tree_cursor_goto_descendant_wasm"] = _ts_tree_cursor_goto_descendant_wasm = wasmExports2["ts_tree_cursor_goto_descendant_wasm"];
          Module["_ts_tree_cursor_goto_parent_wasm"] = _ts_tree_cursor_goto_parent_wasm = wasmExports2["ts_tree_cursor_goto_parent_wasm"];
          Module["_ts_tree_cursor_current_node_type_id_wasm"] = _ts_tree_cursor_current_node_type_id_wasm = wasmExports2["ts_tree_cursor_current_node_type_id_wasm"];
          Module["_ts_tree_cursor_current_node_state_id_wasm"] = _ts_tree_cursor_current_node_state_id_wasm = wasmExports2["ts_tree_cursor_current_node_state_id_wasm"];
          Module["_ts_tree_cursor_current_node_is_named_wasm"] = _ts_tree_cursor_current_node_is_named_wasm = wasmExports2["ts_tree_cursor_current_node_is_named_wasm"];
          Module["_ts_tree_cursor_current_node_is_missing_wasm"] = _ts_tree_cursor_current_node_is_missing_wasm = wasmExports2["ts_tree_cursor_current_node_is_missing_wasm"];
          Module["_ts_tree_cursor_current_node_id_wasm"] = _ts_tree_cursor_current_node_id_wasm = wasmExports2["ts_tree_cursor_current_node_id_wasm"];
          Module["_ts_tree_cursor_start_position_wasm"] = _ts_tree_cursor_start_position_wasm = wasmExports2["ts_tree_cursor_start_position_wasm"];
          Module["_ts_tree_cursor_end_position_wasm"] = _ts_tree_cursor_end_position_wasm = wasmExports2["ts_tree_cursor_end_position_wasm"];
          Module["_ts_tree_cursor_start_index_wasm"] = _ts_tree_cursor_start_index_wasm = wasmExports2["ts_tree_cursor_start_index_wasm"];
          Module["_ts_tree_cursor_end_index_wasm"] = _ts_tree_cursor_end_index_wasm = wasmExports2["ts_tree_cursor_end_index_wasm"];
          Module["_ts_tree_cursor_current_field_id_wasm"] = _ts_tree_cursor_current_field_id_wasm = wasmExports2["ts_tree_cursor_current_field_id_wasm"];
          Module["_ts_tree_cursor_current_depth_wasm"] = _ts_tree_cursor_current_depth_wasm = wasmExports2["ts_tree_cursor_current_depth_wasm"];
          Module["_ts_tree_cursor_current_descendant_index_wasm"] = _ts_tree_cursor_current_descendant_index_wasm = wasmExports2["ts_tree_cursor_current_descendant_index_wasm"];
          Module["_ts_tree_cursor_current_node_wasm"] = _ts_tree_cursor_current_node_wasm = wasmExports2["ts_tree_cursor_current_node_wasm"];
          Module["_ts_node_symbol_wasm"] = _ts_node_symbol_wasm = wasmExports2["ts_node_symbol_wasm"];
          Module["_ts_node_field_name_for_child_wasm"] = _ts_node_field_name_for_child_wasm = wasmExports2["ts_node_field_name_for_child_wasm"];
          Module["_ts_node_field_name_for_named_child_wasm"] = _ts_node_field_name_for_named_child_wasm = wasmExports2["ts_node_field_name_for_named_child_wasm"];
          Module["_ts_node_children_by_field_id_wasm"] = _ts_node_children_by_field_id_wasm = wasmExports2["ts_node_children_by_field_id_wasm"];
          Module["_ts_node_first_child_for_byte_wasm"] = _ts_node_first_child_for_byte_wasm = wasmExports2["ts_node_first_child_for_byte_wasm"];
          Module["_ts_node_first_named_child_for_byte_wasm"] = _ts_node_first_named_child_for_byte_wasm = wasmExports2["ts_node_first_named_child_for_byte_wasm"];
          Module["_ts_node_grammar_symbol_wasm"] = _ts_node_grammar_symbol_wasm = wasmExports2["ts_node_grammar_symbol_wasm"];
          Module["_ts_node_child_count_wasm"] = _ts_node_child_count_wasm = wasmExports2["ts_node_child_count_wasm"];
          Module["_ts_node_named_child_count_wasm"] = _ts_node_named_child_count_wasm = wasmExports2["ts_node_named_child_count_wasm"];
          Module["_ts_node_child_wasm"] = _ts_node_child_wasm = wasmExports2["ts_node_child_wasm"];
          Module["_ts_node_named_child_wasm"] = _ts_node_named_child_wasm = wasmExports2["ts_node_named_child_wasm"];
          Module["_ts_node_child_by_field_id_wasm"] = _ts_node_child_by_field_id_wasm = wasmExports2["ts_node_child_by_field_id_wasm"];
          Module["_ts_node_next_sibling_wasm"] = _ts_node_next_sibling_wasm = wasmExports2["ts_node_next_sibling_wasm"];
          Module["_ts_node_prev_sibling_wasm"] = _ts_node_prev_sibling_wasm = wasmExports2["ts_node_prev_sibling_wasm"];
          Module["_ts_node_next_named_sibling_wasm"] = _ts_node_next_named_sibling_wasm = wasmExports2["ts_node_next_named_sibling_wasm"];
          Module["_ts_node_prev_named_sibling_wasm"] = _ts_node_prev_named_sibling_wasm = wasmExports2["ts_node_prev_named_sibling_wasm"];
          Module["_ts_node_descendant_count_wasm"] = _ts_node_descendant_count_wasm = wasmExports2["ts_node_descendant_count_wasm"];
          Module["_ts_node_parent_wasm"] = _ts_node_parent_wasm = wasmExports2["ts_node_parent_wasm"];
          Module["_ts_node_child_with_descendant_wasm"] = _ts_node_child_with_descendant_wasm = wasmExports2["ts_node_child_with_descendant_wasm"];
          Module["_ts_node_descendant_for_index_wasm"] = _ts_node_descendant_for_index_wasm = wasmExports2["ts_node_descendant_for_index_wasm"];
          Module["_ts_node_named_descendant_for_index_wasm"] = _ts_node_named_descendant_for_index_wasm = wasmExports2["ts_node_named_descendant_for_index_wasm"];
          Module["_ts_node_descendant_for_position_wasm"] = _ts_node_descendant_for_position_wasm = wasmExports2["ts_node_descendant_for_position_wasm"];
          Module["_ts_node_named_descendant_for_position_wasm"] = _ts_node_named_descendant_for_position_wasm = wasmExports2["ts_node_named_descendant_for_position_wasm"];
          Module["_ts_node_start_point_wasm"] = _ts_node_start_point_wasm = wasmExports2["ts_node_start_point_wasm"];
          Module["_ts_node_end_point_wasm"] = _ts_node_end_point_wasm = wasmExports2["ts_node_end_point_wasm"];
          Module["_ts_node_start_index_wasm"] = _ts_node_start_index_wasm = wasmExports2["ts_node_start_index_wasm"];
          Module["_ts_node_end_index_wasm"] = _ts_node_end_index_wasm = wasmExports2["ts_node_end_index_wasm"];
          Module["_ts_node_to_string_wasm"] = _ts_node_to_string_wasm = wasmExports2["ts_node_to_string_wasm"];
          Module["_ts_node_children_wasm"] = _ts_node_children_wasm = wasmExports2["ts_node_children_wasm"];
          Module["_ts_node_named_children_wasm"] = _ts_node_named_children_wasm = wasmExports2["ts_node_named_children_wasm"];
          Module["_ts_node_descendants_of_type_wasm"] = _ts_node_descendants_of_type_wasm = wasmExports2["ts_node_descendants_of_type_wasm"];
          Module["_ts_node_is_named_wasm"] = _ts_node_is_named_wasm = wasmExports2["ts_node_is_named_wasm"];
          Module["_ts_node_has_changes_wasm"] = _ts_node_has_changes_wasm = wasmExports2["ts_node_has_changes_wasm"];
          Module["_ts_node_has_error_wasm"] = _ts_node_has_error_wasm = wasmExports2["ts_node_has_error_wasm"];
          Module["_ts_node_is_error_wasm"] = _ts_node_is_error_wasm = wasmExports2["ts_node_is_error_wasm"];
          Module["_ts_node_is_missing_wasm"] = _ts_node_is_missing_wasm = wasmExports2["ts_node_is_missing_wasm"];
          Module["_ts_node_is_extra_wasm"] = _ts_node_is_extra_wasm = wasmExports2["ts_node_is_extra_wasm"];
          Module["_ts_node_parse_state_wasm"] = _ts_node_parse_state_wasm = wasmExports2["ts_node_parse_state_wasm"];
          Module["_ts_node_next_parse_state_wasm"] = _ts_node_next_parse_state_wasm = wasmExports2["ts_node_next_parse_state_wasm"];
          Module["_ts_query_matches_wasm"] = _ts_query_matches_wasm = wasmExports2["ts_query_matches_wasm"];
          Module["_ts_query_captures_wasm"] = _ts_query_captures_wasm = wasmExports2["ts_query_captures_wasm"];
          Module["_memset"] = _memset = wasmExports2["memset"];
          Module["_memcpy"] = _memcpy = wasmExports2["memcpy"];
          Module["_memmove"] = _memmove = wasmExports2["memmove"];
          Module["_iswalpha"] = _iswalpha = wasmExports2["iswalpha"];
          Module["_iswblank"] = _iswblank = wasmExports2["iswblank"];
          Module["_iswdigit"] = _iswdigit = wasmExports2["iswdigit"];
          Module["_iswlower"] = _iswlower = wasmExports2["iswlower"];
          Module["_iswpunct"] = _iswpunct = wasmExports2["iswpunct"];
          Module["_iswupper"] = _iswupper = wasmExports2["iswupper"];
          Module["_iswxdigit"] = _iswxdigit = wasmExports2["iswxdigit"];
          Module["_memchr"] = _memchr = wasmExports2["memchr"];
          Module["_strlen"] = _strlen = wasmExports2["strlen"];
          Module["_strcmp"] = _strcmp = wasmExports2["strcmp"];
          Module["_strncat"] = _strncat = wasmExports2["strncat"];
          Module["_strncpy"] = _strncpy = wasmExports2["strncpy"];
          Module["_towlower"] = _towlower = wasmExports2["towlower"];
          Module["_towupper"] = _towupper = wasmExports2["towupper"];
          _setThrew = wasmExports2["setThrew"];
          __emscripten_stack_restore = wasmExports2["_emscripten_stack_restore"];
          __emscripten_stack_alloc = wasmExports2["_emscripten_stack_alloc"];
          _emscripten_stack_get_current = wasmExports2["emscripten_stack_get_current"];
          ___wasm_apply_data_relocs = wasmExports2["__wasm_apply_data_relocs"];
        }
        __name(assignWasmExports, "assignWasmExports");
        var wasmImports = {
          /** @export */
          __heap_base: ___heap_base,
          /** @export */
          __indirect_function_table: wasmTable,
          /** @export */
          __memory_base: ___memory_base,
          /** @export */
          __stack_high: ___stack_high,
          /** @export */
          __stack_low: ___stack_low,
          /** @export */
          __stack_pointer: ___stack_pointer,
          /** @export */
          __table_base: ___table_base,
          /** @export */
          _abort_js: __abort_js,
          /** @export */
          emscripten_resize_heap: _emscripten_resize_heap,
          /** @export */
          fd_close: _fd_close,
          /** @export */
          fd_seek: _fd_seek,
          /** @export */
          fd_write: _fd_write,
          /** @export */
          memory: wasmMemory,
          /** @export */
          tree_sitter_log_callback: _tree_sitter_log_callback,
          /** @export */
          tree_sitter_parse_callback: _tree_sitter_parse_callback,
          /** @export */
          tree_sitter_progress_callback: _tree_sitter_progress_callback,
          /** @export */
          tree_sitter_query_progress_callback: _tree_sitter_query_progress_callback
        };
        function callMain(args2 = []) {
          var entryFunction = resolveGlobalSymbol("main").sym;
          if (!entryFunction) return;
          args2.unshift(thisProgram);
          var argc = args2.length;
          var argv = stackAlloc((argc + 1) * 4);
          var argv_ptr = argv;
          args2.forEach((arg) => {
            LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, stringToUTF8OnStack(arg));
            argv_ptr += 4;
          });
          LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, 0);
          try {
            var ret = entryFunction(argc, argv);
            exitJS(
              ret,
              /* implicit = */
              true
            );
            return ret;
          } catch (e) {
            return handleException(e);
          }
        }
        __name(callMain, "callMain");
        function run(args2 = arguments_) {
          if (runDependencies > 0) {
            dependenciesFulfilled = run;
            return;
          }
          preRun();
          if (runDependencies > 0) {
            dependenciesFulfilled = run;
            return;
          }
          function doRun() {
            Module["calledRun"] = true;
            if (ABORT) return;
            initRuntime();
            preMain();
            readyPromiseResolve?.(Module);
            Module["onRuntimeInitialized"]?.();
            var noInitialRun = Module["noInitialRun"] || false;
            if (!noInitialRun) callMain(args2);
            postRun();
          }
          __name(doRun, "doRun");
          if (Module["setStatus"]) {
            Module["setStatus"]("Running...");
            setTimeout(() => {
              setTimeout(() => Module["setStatus"](""), 1);
              doRun();
            }, 1);
          } else {
            doRun();
          }
        }
        __name(run, "run");
        var wasmExports;
        wasmExports = await createWasm();
        run();
        if (runtimeInitialized) {
          moduleRtn = Module;
        } else {
          moduleRtn = new Promise((resolve, reject) => {
            readyPromiseResolve = resolve;
            readyPromiseReject = reject;
          });
        }
        return moduleRtn;
      };
    })();
    if (typeof exports === "object" && typeof module === "object") {
      module.exports = Module;
      module.exports.default = Module;
    } else if (typeof define === "function" && define["amd"])
      define([], () => Module);
  }
});

// src/index.ts
var index_exports = {};
__export(index_exports, {
  CaptureQuantifier: () => CaptureQuantifier,
  Edit: () => Edit,
  LANGUAGE_VERSION: () => LANGUAGE_VERSION,
  Language: () => Language,
  LookaheadIterator: () => LookaheadIterator,
  MIN_COMPATIBLE_VERSION: () => MIN_COMPATIBLE_VERSION,
  Node: () => Node,
  Parser: () => Parser,
  Query: () => Query,
  Tree: () => Tree,
  TreeCursor: () => TreeCursor
});
module.exports = __toCommonJS(index_exports);

// src/edit.ts
var Edit = class {
  static {
    __name(this, "Edit");
  }
  /** The start position of the change. */
  startPosition;
  /** The end position of the change before the edit. */
  oldEndPosition;
  /** The end position of the change after the edit. */
  newEndPosition;
  /** The start index of the change. */
  startIndex;
  /** The end index of the change before the edit. */
  oldEndIndex;
  /** The end index of the change after the edit. */
  newEndIndex;
  constructor({
    startIndex,
    oldEndIndex,
    newEndIndex,
    startPosition,
    oldEndPosition,
    newEndPosition
  }) {
    this.startIndex = startIndex >>> 0;
    this.oldEndIndex = oldEndIndex >>> 0;
    this.newEndIndex = newEndIndex >>> 0;
    this.startPosition = startPosition;
    this.oldEndPosition = oldEndPosition;
    this.newEndPosition = newEndPosition;
  }
  /**
   * Edit a point and index to keep it in-sync with source code that has been edited.
   *
   * This function updates a single point's byte offset and row/column position
   * based on an edit operation. This is useful for editing points without
   * requiring a tree or node instance.
   */
  editPoint(point, index) {
    let newIndex = index;
    const newPoint = { ...point };
    if (index >= this.oldEndIndex) {
      newIndex = this.newEndIndex + (index - this.oldEndIndex);
      const originalRow = point.row;
      newPoint.row = this.newEndPosition.row + (point.row - this.oldEndPosition.row);
      newPoint.column = originalRow === this.oldEndPosition.row ? this.newEndPosition.column + (point.column - this.oldEndPosition.column) : point.column;
    } else if (index > this.startIndex) {
      newIndex = this.newEndIndex;
      newPoint.row = this.newEndPosition.row;
      newPoint.column = this.newEndPosition.column;
    }
    return { point: newPoint, index: newIndex };
  }
  /**
   * Edit a range to keep it in-sync with source code that has been edited.
   *
   * This function updates a range's start and end positions based on an edit
   * operation. This is useful for editing ranges without requiring a tree
   * or node instance.
   */
  editRange(range) {
    const newRange = {
      startIndex: range.startIndex,
      startPosition: { ...range.startPosition },
      endIndex: range.endIndex,
      endPosition: { ...range.endPosition }
    };
    if (range.endIndex >= this.oldEndIndex) {
      if (range.endIndex !== Number.MAX_SAFE_INTEGER) {
        newRange.endIndex = this.newEndIndex + (range.endIndex - this.oldEndIndex);
        newRange.endPosition = {
          row: this.newEndPosition.row + (range.endPosition.row - this.oldEndPosition.row),
          column: range.endPosition.row === this.oldEndPosition.row ? this.newEndPosition.column + (range.endPosition.column - this.oldEndPosition.column) : range.endPosition.column
        };
        if (newRange.endIndex < this.newEndIndex) {
          newRange.endIndex = Number.MAX_SAFE_INTEGER;
          newRange.endPosition = { row: Number.MAX_SAFE_INTEGER, column: Number.MAX_SAFE_INTEGER };
        }
      }
    } else if (range.endIndex > this.startIndex) {
      newRange.endIndex = this.startIndex;
      newRange.endPosition = { ...this.startPosition };
    }
    if (range.startIndex >= this.oldEndIndex) {
      newRange.startIndex = this.newEndIndex + (range.startIndex - this.oldEndIndex);
      newRange.startPosition = {
        row: this.newEndPosition.row + (range.startPosition.row - this.oldEndPosition.row),
        column: range.startPosition.row === this.oldEndPosition.row ? this.newEndPosition.column + (range.startPosition.column - this.oldEndPosition.column) : range.startPosition.column
      };
      if (newRange.startIndex < this.newEndIndex) {
        newRange.startIndex = Number.MAX_SAFE_INTEGER;
        newRange.startPosition = { row: Number.MAX_SAFE_INTEGER, column: Number.MAX_SAFE_INTEGER };
      }
    } else if (range.startIndex > this.startIndex) {
      newRange.startIndex = this.startIndex;
      newRange.startPosition = { ...this.startPosition };
    }
    return newRange;
  }
};

// src/constants.ts
var SIZE_OF_SHORT = 2;
var SIZE_OF_INT = 4;
var SIZE_OF_CURSOR = 4 * SIZE_OF_INT;
var SIZE_OF_NODE = 5 * SIZE_OF_INT;
var SIZE_OF_POINT = 2 * SIZE_OF_INT;
var SIZE_OF_RANGE = 2 * SIZE_OF_INT + 2 * SIZE_OF_POINT;
var ZERO_POINT = { row: 0, column: 0 };
var INTERNAL = /* @__PURE__ */ Symbol("INTERNAL");
function assertInternal(x) {
  if (x !== INTERNAL) throw new Error("Illegal constructor");
}
__name(assertInternal, "assertInternal");
function isPoint(point) {
  return !!point && typeof point.row === "number" && typeof point.column === "number";
}
__name(isPoint, "isPoint");
function setModule(module2) {
  C = module2;
}
__name(setModule, "setModule");
var C;

// src/finalization_registry.ts
function newFinalizer(handler) {
  try {
    return new FinalizationRegistry(handler);
  } catch (e) {
    console.error("Unsupported FinalizationRegistry:", e);
    return;
  }
}
__name(newFinalizer, "newFinalizer");

// src/lookahead_iterator.ts
var finalizer = newFinalizer((address) => {
  C._ts_lookahead_iterator_delete(address);
});
var LookaheadIterator = class {
  static {
    __name(this, "LookaheadIterator");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  language;
  /** @internal */
  positioned = false;
  /** @internal */
  constructor(internal, address, language) {
    assertInternal(internal);
    this[0] = address;
    this.language = language;
    finalizer?.register(this, address, this);
  }
  /**
   * Get the current symbol of the lookahead iterator.
   *
   * Returns `null` if the iterator is not positioned on a symbol:
   *
   * - Before the first iteration step
   * - After the iterator is exhausted
   * - After a {@link reset} or {@link resetState} call
   */
  get currentTypeId() {
    return this.positioned ? C._ts_lookahead_iterator_current_symbol(this[0]) : null;
  }
  /**
   * Get the current symbol name of the lookahead iterator.
   *
   * Returns `null` if the iterator is not positioned on a symbol.
   */
  get currentType() {
    const id = this.currentTypeId;
    if (id === null) return null;
    return this.language.types[id] ?? C.UTF8ToString(C._ts_language_symbol_name(this.language[0], id));
  }
  /** Delete the lookahead iterator, freeing its resources. */
  delete() {
    finalizer?.unregister(this);
    C._ts_lookahead_iterator_delete(this[0]);
    this[0] = 0;
  }
  /**
   * Reset the lookahead iterator.
   *
   * This returns `true` if the language was set successfully and `false`
   * otherwise.
   */
  reset(language, stateId) {
    if (C._ts_lookahead_iterator_reset(this[0], language[0], stateId)) {
      this.language = language;
      this.positioned = false;
      return true;
    }
    return false;
  }
  /**
   * Reset the lookahead iterator to another state.
   *
   * This returns `true` if the iterator was reset to the given state and
   * `false` otherwise.
   */
  resetState(stateId) {
    if (!C._ts_lookahead_iterator_reset_state(this[0], stateId)) return false;
    this.positioned = false;
    return true;
  }
  /**
   * Returns an iterator that iterates over the symbols of the lookahead iterator.
   *
   * The iterator will yield the current symbol name as a string for each step
   * until there are no more symbols to iterate over.
   */
  [Symbol.iterator]() {
    return {
      next: /* @__PURE__ */ __name(() => {
        this.positioned = Boolean(C._ts_lookahead_iterator_next(this[0]));
        const value = this.currentType;
        return value === null ? { done: true, value: "" } : { done: false, value };
      }, "next")
    };
  }
};

// src/tree.ts
function getText(tree, startIndex, endIndex, startPosition) {
  const length = endIndex - startIndex;
  let result = tree.textCallback(startIndex, startPosition);
  if (result) {
    startIndex += result.length;
    while (startIndex < endIndex) {
      const string = tree.textCallback(startIndex, startPosition);
      if (string && string.length > 0) {
        startIndex += string.length;
        result += string;
      } else {
        break;
      }
    }
    if (startIndex > endIndex) {
      result = result.slice(0, length);
    }
  }
  return result ?? "";
}
__name(getText, "getText");
var finalizer2 = newFinalizer((address) => {
  C._ts_tree_delete(address);
});
var Tree = class _Tree {
  static {
    __name(this, "Tree");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  textCallback;
  /** The language that was used to parse the syntax tree. */
  language;
  /** @internal */
  constructor(internal, address, language, textCallback) {
    assertInternal(internal);
    this[0] = address;
    this.language = language;
    this.textCallback = textCallback;
    finalizer2?.register(this, address, this);
  }
  /** Create a shallow copy of the syntax tree. This is very fast. */
  copy() {
    const address = C._ts_tree_copy(this[0]);
    return new _Tree(INTERNAL, address, this.language, this.textCallback);
  }
  /** Delete the syntax tree, freeing its resources. */
  delete() {
    finalizer2?.unregister(this);
    C._ts_tree_delete(this[0]);
    this[0] = 0;
  }
  /** Get the root node of the syntax tree. */
  get rootNode() {
    C._ts_tree_root_node_wasm(this[0]);
    return unmarshalNode(this);
  }
  /**
   * Get the root node of the syntax tree, but with its position shifted
   * forward by the given offset.
   */
  rootNodeWithOffset(offsetBytes, offsetExtent) {
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, offsetBytes, "i32");
    marshalPoint(address + SIZE_OF_INT, offsetExtent);
    C._ts_tree_root_node_with_offset_wasm(this[0]);
    return unmarshalNode(this);
  }
  /**
   * Edit the syntax tree to keep it in sync with source code that has been
   * edited.
   *
   * You must describe the edit both in terms of byte offsets and in terms of
   * row/column coordinates.
   */
  edit(edit) {
    marshalEdit(edit);
    C._ts_tree_edit_wasm(this[0]);
  }
  /** Create a new {@link TreeCursor} starting from the root of the tree. */
  walk() {
    return this.rootNode.walk();
  }
  /**
   * Compare this old edited syntax tree to a new syntax tree representing
   * the same document, returning a sequence of ranges whose syntactic
   * structure has changed.
   *
   * For this to work correctly, this syntax tree must have been edited such
   * that its ranges match up to the new tree. Generally, you'll want to
   * call this method right after calling one of the [`Parser::parse`]
   * functions. Call it on the old tree that was passed to parse, and
   * pass the new tree that was returned from `parse`.
   */
  getChangedRanges(other) {
    if (!(other instanceof _Tree)) {
      throw new TypeError("Argument must be a Tree");
    }
    C._ts_tree_get_changed_ranges_wasm(this[0], other[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Get the included ranges that were used to parse the syntax tree. */
  getIncludedRanges() {
    C._ts_tree_included_ranges_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
};

// src/tree_cursor.ts
var finalizer3 = newFinalizer((address) => {
  C._ts_tree_cursor_delete_wasm(address);
});
var TreeCursor = class _TreeCursor {
  static {
    __name(this, "TreeCursor");
  }
  /** @internal */
  // @ts-expect-error: never read
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [1] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [2] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [3] = 0;
  // Internal handle for Wasm
  /** @internal */
  tree;
  /** @internal */
  constructor(internal, tree) {
    assertInternal(internal);
    this.tree = tree;
    unmarshalTreeCursor(this);
    finalizer3?.register(this, this.tree[0], this);
  }
  /** Creates a deep copy of the tree cursor. This allocates new memory. */
  copy() {
    const copy = new _TreeCursor(INTERNAL, this.tree);
    C._ts_tree_cursor_copy_wasm(this.tree[0]);
    unmarshalTreeCursor(copy);
    return copy;
  }
  /** Delete the tree cursor, freeing its resources. */
  delete() {
    finalizer3?.unregister(this);
    marshalTreeCursor(this);
    C._ts_tree_cursor_delete_wasm(this.tree[0]);
    this[0] = this[1] = this[2] = 0;
  }
  /** Get the tree cursor's current {@link Node}. */
  get currentNode() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_current_node_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the numerical field id of this tree cursor's current node.
   *
   * See also {@link TreeCursor#currentFieldName}.
   */
  get currentFieldId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_field_id_wasm(this.tree[0]);
  }
  /** Get the field name of this tree cursor's current node. */
  get currentFieldName() {
    return this.tree.language.fields[this.currentFieldId];
  }
  /**
   * Get the depth of the cursor's current node relative to the original
   * node that the cursor was constructed with.
   */
  get currentDepth() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_depth_wasm(this.tree[0]);
  }
  /**
   * Get the index of the cursor's current node out of all of the
   * descendants of the original node that the cursor was constructed with.
   */
  get currentDescendantIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_descendant_index_wasm(this.tree[0]);
  }
  /** Get the type of the cursor's current node. */
  get nodeType() {
    return this.tree.language.types[this.nodeTypeId] || "ERROR";
  }
  /** Get the type id of the cursor's current node. */
  get nodeTypeId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_type_id_wasm(this.tree[0]);
  }
  /** Get the state id of the cursor's current node. */
  get nodeStateId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_state_id_wasm(this.tree[0]);
  }
  /** Get the id of the cursor's current node. */
  get nodeId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_id_wasm(this.tree[0]);
  }
  /**
   * Check if the cursor's current node is *named*.
   *
   * Named nodes correspond to named rules in the grammar, whereas
   * *anonymous* nodes correspond to string literals in the grammar.
   */
  get nodeIsNamed() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_is_named_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if the cursor's current node is *missing*.
   *
   * Missing nodes are inserted by the parser in order to recover from
   * certain kinds of syntax errors.
   */
  get nodeIsMissing() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_is_missing_wasm(this.tree[0]) === 1;
  }
  /** Get the string content of the cursor's current node. */
  get nodeText() {
    marshalTreeCursor(this);
    const startIndex = C._ts_tree_cursor_start_index_wasm(this.tree[0]);
    const endIndex = C._ts_tree_cursor_end_index_wasm(this.tree[0]);
    C._ts_tree_cursor_start_position_wasm(this.tree[0]);
    const startPosition = unmarshalPoint(TRANSFER_BUFFER);
    return getText(this.tree, startIndex, endIndex, startPosition);
  }
  /** Get the start position of the cursor's current node. */
  get startPosition() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_start_position_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the end position of the cursor's current node. */
  get endPosition() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_end_position_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the start index of the cursor's current node. */
  get startIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_start_index_wasm(this.tree[0]);
  }
  /** Get the end index of the cursor's current node. */
  get endIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_end_index_wasm(this.tree[0]);
  }
  /**
   * Move this cursor to the first child of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there were no children.
   */
  gotoFirstChild() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_first_child_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the last child of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there were no children.
   *
   * Note that this function may be slower than
   * {@link TreeCursor#gotoFirstChild} because it needs to
   * iterate through all the children to compute the child's position.
   */
  gotoLastChild() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_last_child_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the parent of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no parent node (the cursor was already on the
   * root node).
   *
   * Note that the node the cursor was constructed with is considered the root
   * of the cursor, and the cursor cannot walk outside this node.
   */
  gotoParent() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_parent_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the next sibling of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no next sibling node.
   *
   * Note that the node the cursor was constructed with is considered the root
   * of the cursor, and the cursor cannot walk outside this node.
   */
  gotoNextSibling() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_next_sibling_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the previous sibling of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no previous sibling node.
   *
   * Note that this function may be slower than
   * {@link TreeCursor#gotoNextSibling} due to how node
   * positions are stored. In the worst case, this will need to iterate
   * through all the children up to the previous sibling node to recalculate
   * its position. Also note that the node the cursor was constructed with is
   * considered the root of the cursor, and the cursor cannot walk outside this node.
   */
  gotoPreviousSibling() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_previous_sibling_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move the cursor to the node that is the nth descendant of
   * the original node that the cursor was constructed with, where
   * zero represents the original node itself.
   */
  gotoDescendant(goalDescendantIndex) {
    marshalTreeCursor(this);
    C._ts_tree_cursor_goto_descendant_wasm(this.tree[0], goalDescendantIndex);
    unmarshalTreeCursor(this);
  }
  /**
   * Move this cursor to the first child of its current node that contains or
   * starts after the given byte offset.
   *
   * This returns `true` if the cursor successfully moved to a child node, and returns
   * `false` if no such child was found.
   */
  gotoFirstChildForIndex(goalIndex) {
    marshalTreeCursor(this);
    C.setValue(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalIndex, "i32");
    const result = C._ts_tree_cursor_goto_first_child_for_index_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the first child of its current node that contains or
   * starts after the given byte offset.
   *
   * This returns the index of the child node if one was found, and returns
   * `null` if no such child was found.
   */
  gotoFirstChildForPosition(goalPosition) {
    marshalTreeCursor(this);
    marshalPoint(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalPosition);
    const result = C._ts_tree_cursor_goto_first_child_for_position_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Re-initialize this tree cursor to start at the original node that the
   * cursor was constructed with.
   */
  reset(node) {
    marshalNode(node);
    marshalTreeCursor(this, TRANSFER_BUFFER + SIZE_OF_NODE);
    C._ts_tree_cursor_reset_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
  }
  /**
   * Re-initialize a tree cursor to the same position as another cursor.
   *
   * Unlike {@link TreeCursor#reset}, this will not lose parent
   * information and allows reusing already created cursors.
   */
  resetTo(cursor) {
    marshalTreeCursor(this, TRANSFER_BUFFER);
    marshalTreeCursor(cursor, TRANSFER_BUFFER + SIZE_OF_CURSOR);
    C._ts_tree_cursor_reset_to_wasm(this.tree[0], cursor.tree[0]);
    unmarshalTreeCursor(this);
  }
};

// src/node.ts
var Node = class {
  static {
    __name(this, "Node");
  }
  /** @internal */
  // @ts-expect-error: never read
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  _children;
  /** @internal */
  _namedChildren;
  /** @internal */
  constructor(internal, {
    id,
    tree,
    startIndex,
    startPosition,
    other
  }) {
    assertInternal(internal);
    this[0] = other;
    this.id = id;
    this.tree = tree;
    this.startIndex = startIndex;
    this.startPosition = startPosition;
  }
  /**
   * The numeric id for this node that is unique.
   *
   * Within a given syntax tree, no two nodes have the same id. However:
   *
   * * If a new tree is created based on an older tree, and a node from the old tree is reused in
   *   the process, then that node will have the same id in both trees.
   *
   * * A node not marked as having changes does not guarantee it was reused.
   *
   * * If a node is marked as having changed in the old tree, it will not be reused.
   */
  id;
  /** The byte index where this node starts. */
  startIndex;
  /** The position where this node starts. */
  startPosition;
  /** The tree that this node belongs to. */
  tree;
  /** Get this node's type as a numerical id. */
  get typeId() {
    marshalNode(this);
    return C._ts_node_symbol_wasm(this.tree[0]);
  }
  /**
   * Get the node's type as a numerical id as it appears in the grammar,
   * ignoring aliases.
   */
  get grammarId() {
    marshalNode(this);
    return C._ts_node_grammar_symbol_wasm(this.tree[0]);
  }
  /** Get this node's type as a string. */
  get type() {
    return this.tree.language.types[this.typeId] || "ERROR";
  }
  /**
   * Get this node's symbol name as it appears in the grammar, ignoring
   * aliases as a string.
   */
  get grammarType() {
    return this.tree.language.types[this.grammarId] || "ERROR";
  }
  /**
   * Check if this node is *named*.
   *
   * Named nodes correspond to named rules in the grammar, whereas
   * *anonymous* nodes correspond to string literals in the grammar.
   */
  get isNamed() {
    marshalNode(this);
    return C._ts_node_is_named_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node is *extra*.
   *
   * Extra nodes represent things like comments, which are not required
   * by the grammar, but can appear anywhere.
   */
  get isExtra() {
    marshalNode(this);
    return C._ts_node_is_extra_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node represents a syntax error.
   *
   * Syntax errors represent parts of the code that could not be incorporated
   * into a valid syntax tree.
   */
  get isError() {
    marshalNode(this);
    return C._ts_node_is_error_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node is *missing*.
   *
   * Missing nodes are inserted by the parser in order to recover from
   * certain kinds of syntax errors.
   */
  get isMissing() {
    marshalNode(this);
    return C._ts_node_is_missing_wasm(this.tree[0]) === 1;
  }
  /** Check if this node has been edited. */
  get hasChanges() {
    marshalNode(this);
    return C._ts_node_has_changes_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node represents a syntax error or contains any syntax
   * errors anywhere within it.
   */
  get hasError() {
    marshalNode(this);
    return C._ts_node_has_error_wasm(this.tree[0]) === 1;
  }
  /** Get the byte index where this node ends. */
  get endIndex() {
    marshalNode(this);
    return C._ts_node_end_index_wasm(this.tree[0]);
  }
  /** Get the position where this node ends. */
  get endPosition() {
    marshalNode(this);
    C._ts_node_end_point_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the string content of this node. */
  get text() {
    return getText(this.tree, this.startIndex, this.endIndex, this.startPosition);
  }
  /** Get this node's parse state. */
  get parseState() {
    marshalNode(this);
    return C._ts_node_parse_state_wasm(this.tree[0]);
  }
  /** Get the parse state after this node. */
  get nextParseState() {
    marshalNode(this);
    return C._ts_node_next_parse_state_wasm(this.tree[0]);
  }
  /** Check if this node is equal to another node. */
  equals(other) {
    return this.tree === other.tree && this.id === other.id;
  }
  /**
   * Get the node's child at the given index, where zero represents the first child.
   *
   * This method is fairly fast, but its cost is technically log(n), so if
   * you might be iterating over a long list of children, you should use
   * {@link Node#children} instead.
   */
  child(index) {
    marshalNode(this);
    C._ts_node_child_wasm(this.tree[0], index);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's *named* child at the given index.
   *
   * See also {@link Node#isNamed}.
   * This method is fairly fast, but its cost is technically log(n), so if
   * you might be iterating over a long list of children, you should use
   * {@link Node#namedChildren} instead.
   */
  namedChild(index) {
    marshalNode(this);
    C._ts_node_named_child_wasm(this.tree[0], index);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's child with the given numerical field id.
   *
   * See also {@link Node#childForFieldName}. You can
   * convert a field name to an id using {@link Language#fieldIdForName}.
   */
  childForFieldId(fieldId) {
    marshalNode(this);
    C._ts_node_child_by_field_id_wasm(this.tree[0], fieldId);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the first child with the given field name.
   *
   * If multiple children may have the same field name, access them using
   * {@link Node#childrenForFieldName}.
   */
  childForFieldName(fieldName) {
    const fieldId = this.tree.language.fields.indexOf(fieldName);
    if (fieldId !== -1) return this.childForFieldId(fieldId);
    return null;
  }
  /** Get the field name of this node's child at the given index. */
  fieldNameForChild(index) {
    marshalNode(this);
    const address = C._ts_node_field_name_for_child_wasm(this.tree[0], index);
    if (!address) return null;
    return C.AsciiToString(address);
  }
  /** Get the field name of this node's named child at the given index. */
  fieldNameForNamedChild(index) {
    marshalNode(this);
    const address = C._ts_node_field_name_for_named_child_wasm(this.tree[0], index);
    if (!address) return null;
    return C.AsciiToString(address);
  }
  /**
   * Get an array of this node's children with a given field name.
   *
   * See also {@link Node#children}.
   */
  childrenForFieldName(fieldName) {
    const fieldId = this.tree.language.fields.indexOf(fieldName);
    if (fieldId !== -1 && fieldId !== 0) return this.childrenForFieldId(fieldId);
    return [];
  }
  /**
    * Get an array of this node's children with a given field id.
    *
    * See also {@link Node#childrenForFieldName}.
    */
  childrenForFieldId(fieldId) {
    marshalNode(this);
    C._ts_node_children_by_field_id_wasm(this.tree[0], fieldId);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalNode(this.tree, address);
        address += SIZE_OF_NODE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Get the node's first child that contains or starts after the given byte offset. */
  firstChildForIndex(index) {
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, index, "i32");
    C._ts_node_first_child_for_byte_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the node's first named child that contains or starts after the given byte offset. */
  firstNamedChildForIndex(index) {
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, index, "i32");
    C._ts_node_first_named_child_for_byte_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get this node's number of children. */
  get childCount() {
    marshalNode(this);
    return C._ts_node_child_count_wasm(this.tree[0]);
  }
  /**
   * Get this node's number of *named* children.
   *
   * See also {@link Node#isNamed}.
   */
  get namedChildCount() {
    marshalNode(this);
    return C._ts_node_named_child_count_wasm(this.tree[0]);
  }
  /** Get this node's first child. */
  get firstChild() {
    return this.child(0);
  }
  /**
   * Get this node's first named child.
   *
   * See also {@link Node#isNamed}.
   */
  get firstNamedChild() {
    return this.namedChild(0);
  }
  /** Get this node's last child. */
  get lastChild() {
    return this.child(this.childCount - 1);
  }
  /**
   * Get this node's last named child.
   *
   * See also {@link Node#isNamed}.
   */
  get lastNamedChild() {
    return this.namedChild(this.namedChildCount - 1);
  }
  /**
   * Iterate over this node's children.
   *
   * If you're walking the tree recursively, you may want to use the
   * {@link TreeCursor} APIs directly instead.
   */
  get children() {
    if (!this._children) {
      marshalNode(this);
      C._ts_node_children_wasm(this.tree[0]);
      const count = C.getValue(TRANSFER_BUFFER, "i32");
      const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      this._children = new Array(count);
      if (count > 0) {
        let address = buffer;
        for (let i2 = 0; i2 < count; i2++) {
          this._children[i2] = unmarshalNode(this.tree, address);
          address += SIZE_OF_NODE;
        }
        C._free(buffer);
      }
    }
    return this._children;
  }
  /**
   * Iterate over this node's named children.
   *
   * See also {@link Node#children}.
   */
  get namedChildren() {
    if (!this._namedChildren) {
      marshalNode(this);
      C._ts_node_named_children_wasm(this.tree[0]);
      const count = C.getValue(TRANSFER_BUFFER, "i32");
      const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      this._namedChildren = new Array(count);
      if (count > 0) {
        let address = buffer;
        for (let i2 = 0; i2 < count; i2++) {
          this._namedChildren[i2] = unmarshalNode(this.tree, address);
          address += SIZE_OF_NODE;
        }
        C._free(buffer);
      }
    }
    return this._namedChildren;
  }
  /**
   * Get the descendants of this node that are the given type, or in the given types array.
   *
   * The types array should contain node type strings, which can be retrieved from {@link Language#types}.
   *
   * Additionally, a `startPosition` and `endPosition` can be passed in to restrict the search to a byte range.
   */
  descendantsOfType(types, startPosition = ZERO_POINT, endPosition = ZERO_POINT) {
    if (!Array.isArray(types)) types = [types];
    const symbols = [];
    const typesBySymbol = this.tree.language.types;
    for (const node_type of types) {
      if (node_type == "ERROR") {
        symbols.push(65535);
      }
    }
    for (let i2 = 0, n = typesBySymbol.length; i2 < n; i2++) {
      if (types.includes(typesBySymbol[i2])) {
        symbols.push(i2);
      }
    }
    const symbolsAddress = C._malloc(SIZE_OF_INT * symbols.length);
    for (let i2 = 0, n = symbols.length; i2 < n; i2++) {
      C.setValue(symbolsAddress + i2 * SIZE_OF_INT, symbols[i2], "i32");
    }
    marshalNode(this);
    C._ts_node_descendants_of_type_wasm(
      this.tree[0],
      symbolsAddress,
      symbols.length,
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column
    );
    const descendantCount = C.getValue(TRANSFER_BUFFER, "i32");
    const descendantAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(descendantCount);
    if (descendantCount > 0) {
      let address = descendantAddress;
      for (let i2 = 0; i2 < descendantCount; i2++) {
        result[i2] = unmarshalNode(this.tree, address);
        address += SIZE_OF_NODE;
      }
    }
    C._free(descendantAddress);
    C._free(symbolsAddress);
    return result;
  }
  /** Get this node's next sibling. */
  get nextSibling() {
    marshalNode(this);
    C._ts_node_next_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get this node's previous sibling. */
  get previousSibling() {
    marshalNode(this);
    C._ts_node_prev_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's next *named* sibling.
   *
   * See also {@link Node#isNamed}.
   */
  get nextNamedSibling() {
    marshalNode(this);
    C._ts_node_next_named_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's previous *named* sibling.
   *
   * See also {@link Node#isNamed}.
   */
  get previousNamedSibling() {
    marshalNode(this);
    C._ts_node_prev_named_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the node's number of descendants, including one for the node itself. */
  get descendantCount() {
    marshalNode(this);
    return C._ts_node_descendant_count_wasm(this.tree[0]);
  }
  /**
   * Get this node's immediate parent.
   * Prefer {@link Node#childWithDescendant} for iterating over this node's ancestors.
   */
  get parent() {
    marshalNode(this);
    C._ts_node_parent_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the node that contains `descendant`.
   *
   * Note that this can return `descendant` itself.
   */
  childWithDescendant(descendant) {
    marshalNode(this);
    marshalNode(descendant, 1);
    C._ts_node_child_with_descendant_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest node within this node that spans the given byte range. */
  descendantForIndex(start2, end = start2) {
    if (typeof start2 !== "number" || typeof end !== "number") {
      throw new Error("Arguments must be numbers");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, start2, "i32");
    C.setValue(address + SIZE_OF_INT, end, "i32");
    C._ts_node_descendant_for_index_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest named node within this node that spans the given byte range. */
  namedDescendantForIndex(start2, end = start2) {
    if (typeof start2 !== "number" || typeof end !== "number") {
      throw new Error("Arguments must be numbers");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, start2, "i32");
    C.setValue(address + SIZE_OF_INT, end, "i32");
    C._ts_node_named_descendant_for_index_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest node within this node that spans the given point range. */
  descendantForPosition(start2, end = start2) {
    if (!isPoint(start2) || !isPoint(end)) {
      throw new Error("Arguments must be {row, column} objects");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    marshalPoint(address, start2);
    marshalPoint(address + SIZE_OF_POINT, end);
    C._ts_node_descendant_for_position_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest named node within this node that spans the given point range. */
  namedDescendantForPosition(start2, end = start2) {
    if (!isPoint(start2) || !isPoint(end)) {
      throw new Error("Arguments must be {row, column} objects");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    marshalPoint(address, start2);
    marshalPoint(address + SIZE_OF_POINT, end);
    C._ts_node_named_descendant_for_position_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Create a new {@link TreeCursor} starting from this node.
   *
   * Note that the given node is considered the root of the cursor,
   * and the cursor cannot walk outside this node.
   */
  walk() {
    marshalNode(this);
    C._ts_tree_cursor_new_wasm(this.tree[0]);
    return new TreeCursor(INTERNAL, this.tree);
  }
  /**
   * Edit this node to keep it in-sync with source code that has been edited.
   *
   * This function is only rarely needed. When you edit a syntax tree with
   * the {@link Tree#edit} method, all of the nodes that you retrieve from
   * the tree afterward will already reflect the edit. You only need to
   * use {@link Node#edit} when you have a specific {@link Node} instance that
   * you want to keep and continue to use after an edit.
   */
  edit(edit) {
    if (this.startIndex >= edit.oldEndIndex) {
      this.startIndex = edit.newEndIndex + (this.startIndex - edit.oldEndIndex);
      let subbedPointRow;
      let subbedPointColumn;
      if (this.startPosition.row > edit.oldEndPosition.row) {
        subbedPointRow = this.startPosition.row - edit.oldEndPosition.row;
        subbedPointColumn = this.startPosition.column;
      } else {
        subbedPointRow = 0;
        subbedPointColumn = this.startPosition.column;
        if (this.startPosition.column >= edit.oldEndPosition.column) {
          subbedPointColumn = this.startPosition.column - edit.oldEndPosition.column;
        }
      }
      if (subbedPointRow > 0) {
        this.startPosition.row += subbedPointRow;
        this.startPosition.column = subbedPointColumn;
      } else {
        this.startPosition.column += subbedPointColumn;
      }
    } else if (this.startIndex > edit.startIndex) {
      this.startIndex = edit.newEndIndex;
      this.startPosition.row = edit.newEndPosition.row;
      this.startPosition.column = edit.newEndPosition.column;
    }
  }
  /** Get the S-expression representation of this node. */
  toString() {
    marshalNode(this);
    const address = C._ts_node_to_string_wasm(this.tree[0]);
    const result = C.AsciiToString(address);
    C._free(address);
    return result;
  }
};

// src/marshal.ts
function unmarshalCaptures(query, tree, address, patternIndex, result) {
  for (let i2 = 0, n = result.length; i2 < n; i2++) {
    const captureIndex = C.getValue(address, "i32");
    address += SIZE_OF_INT;
    const node = unmarshalNode(tree, address);
    address += SIZE_OF_NODE;
    result[i2] = { patternIndex, name: query.captureNames[captureIndex], node };
  }
  return address;
}
__name(unmarshalCaptures, "unmarshalCaptures");
function marshalNode(node, index = 0) {
  let address = TRANSFER_BUFFER + index * SIZE_OF_NODE;
  C.setValue(address, node.id, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.row, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.column, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node[0], "i32");
}
__name(marshalNode, "marshalNode");
function unmarshalNode(tree, address = TRANSFER_BUFFER) {
  const id = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  if (id === 0) return null;
  const index = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const row = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const column = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const other = C.getValue(address, "i32");
  const result = new Node(INTERNAL, {
    id,
    tree,
    startIndex: index,
    startPosition: { row, column },
    other
  });
  return result;
}
__name(unmarshalNode, "unmarshalNode");
function marshalTreeCursor(cursor, address = TRANSFER_BUFFER) {
  C.setValue(address + 0 * SIZE_OF_INT, cursor[0], "i32");
  C.setValue(address + 1 * SIZE_OF_INT, cursor[1], "i32");
  C.setValue(address + 2 * SIZE_OF_INT, cursor[2], "i32");
  C.setValue(address + 3 * SIZE_OF_INT, cursor[3], "i32");
}
__name(marshalTreeCursor, "marshalTreeCursor");
function unmarshalTreeCursor(cursor) {
  cursor[0] = C.getValue(TRANSFER_BUFFER + 0 * SIZE_OF_INT, "i32");
  cursor[1] = C.getValue(TRANSFER_BUFFER + 1 * SIZE_OF_INT, "i32");
  cursor[2] = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
  cursor[3] = C.getValue(TRANSFER_BUFFER + 3 * SIZE_OF_INT, "i32");
}
__name(unmarshalTreeCursor, "unmarshalTreeCursor");
function marshalPoint(address, point) {
  C.setValue(address, point.row, "i32");
  C.setValue(address + SIZE_OF_INT, point.column, "i32");
}
__name(marshalPoint, "marshalPoint");
function unmarshalPoint(address) {
  const result = {
    row: C.getValue(address, "i32") >>> 0,
    column: C.getValue(address + SIZE_OF_INT, "i32") >>> 0
  };
  return result;
}
__name(unmarshalPoint, "unmarshalPoint");
function marshalRange(address, range) {
  marshalPoint(address, range.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, range.endPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, range.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, range.endIndex, "i32");
  address += SIZE_OF_INT;
}
__name(marshalRange, "marshalRange");
function unmarshalRange(address) {
  const result = {};
  result.startPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result.endPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result.startIndex = C.getValue(address, "i32") >>> 0;
  address += SIZE_OF_INT;
  result.endIndex = C.getValue(address, "i32") >>> 0;
  return result;
}
__name(unmarshalRange, "unmarshalRange");
function marshalEdit(edit, address = TRANSFER_BUFFER) {
  marshalPoint(address, edit.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.oldEndPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.newEndPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, edit.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.oldEndIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.newEndIndex, "i32");
  address += SIZE_OF_INT;
}
__name(marshalEdit, "marshalEdit");
function unmarshalLanguageMetadata(address) {
  const major_version = C.getValue(address, "i32");
  const minor_version = C.getValue(address += SIZE_OF_INT, "i32");
  const patch_version = C.getValue(address += SIZE_OF_INT, "i32");
  return { major_version, minor_version, patch_version };
}
__name(unmarshalLanguageMetadata, "unmarshalLanguageMetadata");

// src/language.ts
var LANGUAGE_FUNCTION_REGEX = /^tree_sitter_\w+$/;
var Language = class _Language {
  static {
    __name(this, "Language");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /**
   * A list of all node types in the language. The index of each type in this
   * array is its node type id.
   */
  types;
  /**
   * A list of all field names in the language. The index of each field name in
   * this array is its field id.
   */
  fields;
  /** @internal */
  constructor(internal, address) {
    assertInternal(internal);
    this[0] = address;
    this.types = new Array(C._ts_language_symbol_count(this[0]));
    for (let i2 = 0, n = this.types.length; i2 < n; i2++) {
      if (C._ts_language_symbol_type(this[0], i2) < 2) {
        this.types[i2] = C.UTF8ToString(C._ts_language_symbol_name(this[0], i2));
      }
    }
    this.fields = new Array(C._ts_language_field_count(this[0]) + 1);
    for (let i2 = 0, n = this.fields.length; i2 < n; i2++) {
      const fieldName = C._ts_language_field_name_for_id(this[0], i2);
      if (fieldName !== 0) {
        this.fields[i2] = C.UTF8ToString(fieldName);
      } else {
        this.fields[i2] = null;
      }
    }
  }
  /**
   * Gets the name of the language.
   */
  get name() {
    const ptr = C._ts_language_name(this[0]);
    if (ptr === 0) return null;
    return C.UTF8ToString(ptr);
  }
  /**
   * Gets the ABI version of the language.
   */
  get abiVersion() {
    return C._ts_language_abi_version(this[0]);
  }
  /**
  * Get the metadata for this language. This information is generated by the
  * CLI, and relies on the language author providing the correct metadata in
  * the language's `tree-sitter.json` file.
  */
  get metadata() {
    C._ts_language_metadata_wasm(this[0]);
    const length = C.getValue(TRANSFER_BUFFER, "i32");
    if (length === 0) return null;
    return unmarshalLanguageMetadata(TRANSFER_BUFFER + SIZE_OF_INT);
  }
  /**
   * Gets the number of fields in the language.
   */
  get fieldCount() {
    return this.fields.length - 1;
  }
  /**
   * Gets the number of states in the language.
   */
  get stateCount() {
    return C._ts_language_state_count(this[0]);
  }
  /**
   * Get the field id for a field name.
   */
  fieldIdForName(fieldName) {
    const result = this.fields.indexOf(fieldName);
    return result !== -1 ? result : null;
  }
  /**
   * Get the field name for a field id.
   */
  fieldNameForId(fieldId) {
    return this.fields[fieldId] ?? null;
  }
  /**
   * Get the node type id for a node type name.
   */
  idForNodeType(type, named) {
    const typeLength = C.lengthBytesUTF8(type);
    const typeAddress = C._malloc(typeLength + 1);
    C.stringToUTF8(type, typeAddress, typeLength + 1);
    const result = C._ts_language_symbol_for_name(this[0], typeAddress, typeLength, named ? 1 : 0);
    C._free(typeAddress);
    return result || null;
  }
  /**
   * Gets the number of node types in the language.
   */
  get nodeTypeCount() {
    return C._ts_language_symbol_count(this[0]);
  }
  /**
   * Get the node type name for a node type id.
   */
  nodeTypeForId(typeId) {
    const name2 = C._ts_language_symbol_name(this[0], typeId);
    return name2 ? C.UTF8ToString(name2) : null;
  }
  /**
   * Check if a node type is named.
   *
   * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/2-basic-parsing.html#named-vs-anonymous-nodes}
   */
  nodeTypeIsNamed(typeId) {
    return C._ts_language_type_is_named_wasm(this[0], typeId) ? true : false;
  }
  /**
   * Check if a node type is visible.
   */
  nodeTypeIsVisible(typeId) {
    return C._ts_language_type_is_visible_wasm(this[0], typeId) ? true : false;
  }
  /**
   * Get the supertypes ids of this language.
   *
   * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/6-static-node-types.html?highlight=supertype#supertype-nodes}
   */
  get supertypes() {
    C._ts_language_supertypes_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = C.getValue(address, "i16");
        address += SIZE_OF_SHORT;
      }
    }
    return result;
  }
  /**
   * Get the subtype ids for a given supertype node id.
   */
  subtypes(supertype) {
    C._ts_language_subtypes_wasm(this[0], supertype);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = C.getValue(address, "i16");
        address += SIZE_OF_SHORT;
      }
    }
    return result;
  }
  /**
   * Get the next state id for a given state id and node type id.
   */
  nextState(stateId, typeId) {
    return C._ts_language_next_state(this[0], stateId, typeId);
  }
  /**
   * Create a new lookahead iterator for this language and parse state.
   *
   * This returns `null` if state is invalid for this language.
   *
   * Iterating {@link LookaheadIterator} will yield valid symbols in the given
   * parse state. A newly created iterator is not positioned on a symbol, so
   * {@link LookaheadIterator#currentType} returns `null` until the first
   * iteration step.
   *
   * Lookahead iterators can be useful for generating suggestions and improving
   * syntax error diagnostics. To get symbols valid in an `ERROR` node, use the
   * lookahead iterator on its first leaf node state. For `MISSING` nodes, a
   * lookahead iterator created on the previous non-extra leaf node may be
   * appropriate.
   */
  lookaheadIterator(stateId) {
    const address = C._ts_lookahead_iterator_new(this[0], stateId);
    if (address) return new LookaheadIterator(INTERNAL, address, this);
    return null;
  }
  /**
   * Load a language from a WebAssembly module.
   * The module can be provided as a path to a file, a `URL` to a file, or as a
   * buffer.
   */
  static async load(input) {
    let binary2;
    if (input instanceof Uint8Array) {
      binary2 = input;
    } else if (globalThis.process?.versions.node) {
      const fs2 = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 1943, 23));
      binary2 = await fs2.readFile(input);
    } else {
      const response = await fetch(input);
      if (!response.ok) {
        const body2 = await response.text();
        throw new Error(`Language.load failed with status ${response.status}.

${body2}`);
      }
      const retryResp = response.clone();
      try {
        binary2 = await WebAssembly.compileStreaming(response);
      } catch (reason) {
        console.error("wasm streaming compile failed:", reason);
        console.error("falling back to ArrayBuffer instantiation");
        binary2 = new Uint8Array(await retryResp.arrayBuffer());
      }
    }
    const mod = await C.loadWebAssemblyModule(binary2, { loadAsync: true });
    return _Language.loadFromWasmExports(mod, { sync: false });
  }
  static loadFromWasmExports(mod, { sync }) {
    const symbolNames = Object.keys(mod);
    const functionName = symbolNames.find((key) => LANGUAGE_FUNCTION_REGEX.test(key) && !key.includes("external_scanner_"));
    if (!functionName) {
      console.log(`Couldn't find language function in Wasm file. Symbols:
${JSON.stringify(symbolNames, null, 2)}`);
      throw new Error(`Language.${sync ? "loadSync" : "load"} failed: no language function found in Wasm file`);
    }
    const languageAddress = mod[functionName]();
    return new _Language(INTERNAL, languageAddress);
  }
  /**
   * Load a language synchronously from a pre-compiled WebAssembly module.
   * Use this when the host environment provides a `WebAssembly.Module` directly.
   */
  static loadSync(wasmModule) {
    const mod = C.loadWebAssemblyModule(wasmModule, { loadAsync: false });
    return _Language.loadFromWasmExports(mod, { sync: true });
  }
};

// src/bindings.ts
var import_web_tree_sitter = __toESM(require_web_tree_sitter(), 1);
var Module2 = null;
async function initializeBinding(moduleOptions) {
  return Module2 ??= await (0, import_web_tree_sitter.default)(moduleOptions);
}
__name(initializeBinding, "initializeBinding");
function checkModule() {
  return !!Module2;
}
__name(checkModule, "checkModule");

// src/parser.ts
var TRANSFER_BUFFER;
var LANGUAGE_VERSION;
var MIN_COMPATIBLE_VERSION;
var finalizer4 = newFinalizer((addresses) => {
  C._ts_parser_delete(addresses[0]);
  C._free(addresses[1]);
});
var Parser = class {
  static {
    __name(this, "Parser");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  [1] = 0;
  // Internal handle for Wasm
  /** @internal */
  logCallback = null;
  /** The parser's current language. */
  language = null;
  /**
   * This must always be called before creating a Parser.
   *
   * You can optionally pass in options to configure the Wasm module, the most common
   * one being `locateFile` to help the module find the `.wasm` file.
   */
  static async init(moduleOptions) {
    setModule(await initializeBinding(moduleOptions));
    TRANSFER_BUFFER = C._ts_init();
    LANGUAGE_VERSION = C.getValue(TRANSFER_BUFFER, "i32");
    MIN_COMPATIBLE_VERSION = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
  }
  /**
   * Create a new parser.
   */
  constructor() {
    this.initialize();
    finalizer4?.register(this, [this[0], this[1]], this);
  }
  /** @internal */
  initialize() {
    if (!checkModule()) {
      throw new Error("cannot construct a Parser before calling `init()`");
    }
    C._ts_parser_new_wasm();
    this[0] = C.getValue(TRANSFER_BUFFER, "i32");
    this[1] = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
  }
  /** Delete the parser, freeing its resources. */
  delete() {
    finalizer4?.unregister(this);
    C._ts_parser_delete(this[0]);
    C._free(this[1]);
    this[0] = 0;
    this[1] = 0;
  }
  /**
   * Set the language that the parser should use for parsing.
   *
   * If the language was not successfully assigned, an error will be thrown.
   * This happens if the language was generated with an incompatible
   * version of the Tree-sitter CLI. Check the language's version using
   * {@link Language#version} and compare it to this library's
   * {@link LANGUAGE_VERSION} and {@link MIN_COMPATIBLE_VERSION} constants.
   */
  setLanguage(language) {
    let address;
    if (!language) {
      address = 0;
      this.language = null;
    } else if (language.constructor === Language) {
      address = language[0];
      const version = C._ts_language_abi_version(address);
      if (version < MIN_COMPATIBLE_VERSION || LANGUAGE_VERSION < version) {
        throw new Error(
          `Incompatible language version ${version}. Compatibility range ${MIN_COMPATIBLE_VERSION} through ${LANGUAGE_VERSION}.`
        );
      }
      this.language = language;
    } else {
      throw new Error("Argument must be a Language");
    }
    C._ts_parser_set_language(this[0], address);
    return this;
  }
  /**
   * Parse a slice of UTF8 text.
   *
   * @param {string | ParseCallback} callback - The UTF8-encoded text to parse or a callback function.
   *
   * @param {Tree | null} [oldTree] - A previous syntax tree parsed from the same document. If the text of the
   *   document has changed since `oldTree` was created, then you must edit `oldTree` to match
   *   the new text using {@link Tree#edit}.
   *
   * @param {ParseOptions} [options] - Options for parsing the text.
   *  This can be used to set the included ranges, or a progress callback.
   *
   * @returns {Tree | null} A {@link Tree} if parsing succeeded, or `null` if:
   *  - The parser has not yet had a language assigned with {@link Parser#setLanguage}.
   *  - The progress callback returned true.
   */
  parse(callback, oldTree, options) {
    if (typeof callback === "string") {
      C.currentParseCallback = (index) => callback.slice(index);
    } else if (typeof callback === "function") {
      C.currentParseCallback = callback;
    } else {
      throw new Error("Argument must be a string or a function");
    }
    if (options?.progressCallback) {
      C.currentProgressCallback = options.progressCallback;
    } else {
      C.currentProgressCallback = null;
    }
    if (this.logCallback) {
      C.currentLogCallback = this.logCallback;
      C._ts_parser_enable_logger_wasm(this[0], 1);
    } else {
      C.currentLogCallback = null;
      C._ts_parser_enable_logger_wasm(this[0], 0);
    }
    let rangeCount = 0;
    let rangeAddress = 0;
    if (options?.includedRanges) {
      rangeCount = options.includedRanges.length;
      rangeAddress = C._calloc(rangeCount, SIZE_OF_RANGE);
      let address = rangeAddress;
      for (let i2 = 0; i2 < rangeCount; i2++) {
        marshalRange(address, options.includedRanges[i2]);
        address += SIZE_OF_RANGE;
      }
    }
    const treeAddress = C._ts_parser_parse_wasm(
      this[0],
      this[1],
      oldTree ? oldTree[0] : 0,
      rangeAddress,
      rangeCount
    );
    if (!treeAddress) {
      C.currentParseCallback = null;
      C.currentLogCallback = null;
      C.currentProgressCallback = null;
      return null;
    }
    if (!this.language) {
      throw new Error("Parser must have a language to parse");
    }
    const result = new Tree(INTERNAL, treeAddress, this.language, C.currentParseCallback);
    C.currentParseCallback = null;
    C.currentLogCallback = null;
    C.currentProgressCallback = null;
    return result;
  }
  /**
   * Instruct the parser to start the next parse from the beginning.
   *
   * If the parser previously failed because of a callback, 
   * then by default, it will resume where it left off on the
   * next call to {@link Parser#parse} or other parsing functions.
   * If you don't want to resume, and instead intend to use this parser to
   * parse some other document, you must call `reset` first.
   */
  reset() {
    C._ts_parser_reset(this[0]);
  }
  /** Get the ranges of text that the parser will include when parsing. */
  getIncludedRanges() {
    C._ts_parser_included_ranges_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Set the logging callback that a parser should use during parsing. */
  setLogger(callback) {
    if (!callback) {
      this.logCallback = null;
    } else if (typeof callback !== "function") {
      throw new Error("Logger callback must be a function");
    } else {
      this.logCallback = callback;
    }
    return this;
  }
  /** Get the parser's current logger. */
  getLogger() {
    return this.logCallback;
  }
};

// src/query.ts
var PREDICATE_STEP_TYPE_CAPTURE = 1;
var PREDICATE_STEP_TYPE_STRING = 2;
var QUERY_WORD_REGEX = /[\w-]+/g;
var CaptureQuantifier = {
  Zero: 0,
  ZeroOrOne: 1,
  ZeroOrMore: 2,
  One: 3,
  OneOrMore: 4
};
var isCaptureStep = /* @__PURE__ */ __name((step) => step.type === "capture", "isCaptureStep");
var isStringStep = /* @__PURE__ */ __name((step) => step.type === "string", "isStringStep");
var QueryErrorKind = {
  Syntax: 1,
  NodeName: 2,
  FieldName: 3,
  CaptureName: 4,
  PatternStructure: 5
};
var QueryError = class _QueryError extends Error {
  constructor(kind, info2, index, length) {
    super(_QueryError.formatMessage(kind, info2));
    this.kind = kind;
    this.info = info2;
    this.index = index;
    this.length = length;
    this.name = "QueryError";
  }
  kind;
  info;
  index;
  length;
  static {
    __name(this, "QueryError");
  }
  /** Formats an error message based on the error kind and info */
  static formatMessage(kind, info2) {
    switch (kind) {
      case QueryErrorKind.NodeName:
        return `Bad node name '${info2.word}'`;
      case QueryErrorKind.FieldName:
        return `Bad field name '${info2.word}'`;
      case QueryErrorKind.CaptureName:
        return `Bad capture name @${info2.word}`;
      case QueryErrorKind.PatternStructure:
        return `Bad pattern structure at offset ${info2.suffix}`;
      case QueryErrorKind.Syntax:
        return `Bad syntax at offset ${info2.suffix}`;
    }
  }
};
function parseAnyPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}`
    );
  }
  if (!isCaptureStep(steps[1])) {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}"`
    );
  }
  const isPositive = operator === "eq?" || operator === "any-eq?";
  const matchAll = !operator.startsWith("any-");
  if (isCaptureStep(steps[2])) {
    const captureName1 = steps[1].name;
    const captureName2 = steps[2].name;
    textPredicates[index].push((captures) => {
      const nodes1 = [];
      const nodes2 = [];
      for (const c of captures) {
        if (c.name === captureName1) nodes1.push(c.node);
        if (c.name === captureName2) nodes2.push(c.node);
      }
      const compare = /* @__PURE__ */ __name((n1, n2, positive) => {
        return positive ? n1.text === n2.text : n1.text !== n2.text;
      }, "compare");
      return matchAll ? nodes1.every((n1) => nodes2.some((n2) => compare(n1, n2, isPositive))) : nodes1.some((n1) => nodes2.some((n2) => compare(n1, n2, isPositive)));
    });
  } else {
    const captureName = steps[1].name;
    const stringValue = steps[2].value;
    const matches = /* @__PURE__ */ __name((n) => n.text === stringValue, "matches");
    const doesNotMatch = /* @__PURE__ */ __name((n) => n.text !== stringValue, "doesNotMatch");
    textPredicates[index].push((captures) => {
      const nodes = [];
      for (const c of captures) {
        if (c.name === captureName) nodes.push(c.node);
      }
      const test = isPositive ? matches : doesNotMatch;
      return matchAll ? nodes.every(test) : nodes.some(test);
    });
  }
}
__name(parseAnyPredicate, "parseAnyPredicate");
function parseMatchPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  if (steps[2].type !== "string") {
    throw new Error(
      `Second argument of \`#${operator}\` predicate must be a string. Got @${steps[2].name}.`
    );
  }
  const isPositive = operator === "match?" || operator === "any-match?";
  const matchAll = !operator.startsWith("any-");
  const captureName = steps[1].name;
  const regex = new RegExp(steps[2].value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    const test = /* @__PURE__ */ __name((text, positive) => {
      return positive ? regex.test(text) : !regex.test(text);
    }, "test");
    if (nodes.length === 0) return !isPositive;
    return matchAll ? nodes.every((text) => test(text, isPositive)) : nodes.some((text) => test(text, isPositive));
  });
}
__name(parseMatchPredicate, "parseMatchPredicate");
function parseAnyOfPredicate(steps, index, operator, textPredicates) {
  if (steps.length < 2) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected at least 1. Got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  const isPositive = operator === "any-of?";
  const captureName = steps[1].name;
  const stringSteps = steps.slice(2);
  if (!stringSteps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const values = stringSteps.map((s) => s.value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    if (nodes.length === 0) return !isPositive;
    return nodes.every((text) => values.includes(text)) === isPositive;
  });
}
__name(parseAnyOfPredicate, "parseAnyOfPredicate");
function parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`
    );
  }
  if (!steps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const properties = operator === "is?" ? assertedProperties : refutedProperties;
  if (!properties[index]) properties[index] = {};
  properties[index][steps[1].value] = steps[2]?.value ?? null;
}
__name(parseIsPredicate, "parseIsPredicate");
function parseSetDirective(steps, index, setProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(`Wrong number of arguments to \`#set!\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`);
  }
  if (!steps.every(isStringStep)) {
    throw new Error(`Arguments to \`#set!\` predicate must be strings.".`);
  }
  if (!setProperties[index]) setProperties[index] = {};
  setProperties[index][steps[1].value] = steps[2]?.value ?? null;
}
__name(parseSetDirective, "parseSetDirective");
function parsePattern(index, stepType, stepValueId, captureNames, stringValues, steps, textPredicates, predicates, setProperties, assertedProperties, refutedProperties) {
  if (stepType === PREDICATE_STEP_TYPE_CAPTURE) {
    const name2 = captureNames[stepValueId];
    steps.push({ type: "capture", name: name2 });
  } else if (stepType === PREDICATE_STEP_TYPE_STRING) {
    steps.push({ type: "string", value: stringValues[stepValueId] });
  } else if (steps.length > 0) {
    if (steps[0].type !== "string") {
      throw new Error("Predicates must begin with a literal value");
    }
    const operator = steps[0].value;
    switch (operator) {
      case "any-not-eq?":
      case "not-eq?":
      case "any-eq?":
      case "eq?":
        parseAnyPredicate(steps, index, operator, textPredicates);
        break;
      case "any-not-match?":
      case "not-match?":
      case "any-match?":
      case "match?":
        parseMatchPredicate(steps, index, operator, textPredicates);
        break;
      case "not-any-of?":
      case "any-of?":
        parseAnyOfPredicate(steps, index, operator, textPredicates);
        break;
      case "is?":
      case "is-not?":
        parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties);
        break;
      case "set!":
        parseSetDirective(steps, index, setProperties);
        break;
      default:
        predicates[index].push({ operator, operands: steps.slice(1) });
    }
    steps.length = 0;
  }
}
__name(parsePattern, "parsePattern");
var finalizer5 = newFinalizer((address) => {
  C._ts_query_delete(address);
});
var Query = class {
  static {
    __name(this, "Query");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  exceededMatchLimit;
  /** @internal */
  textPredicates;
  /** The names of the captures used in the query. */
  captureNames;
  /** The quantifiers of the captures used in the query. */
  captureQuantifiers;
  /**
   * The other user-defined predicates associated with the given index.
   *
   * This includes predicates with operators other than:
   * - `match?`
   * - `eq?` and `not-eq?`
   * - `any-of?` and `not-any-of?`
   * - `is?` and `is-not?`
   * - `set!`
   */
  predicates;
  /** The properties for predicates with the operator `set!`. */
  setProperties;
  /** The properties for predicates with the operator `is?`. */
  assertedProperties;
  /** The properties for predicates with the operator `is-not?`. */
  refutedProperties;
  /** The maximum number of in-progress matches for this cursor. */
  matchLimit;
  /**
   * Create a new query from a string containing one or more S-expression
   * patterns.
   *
   * The query is associated with a particular language, and can only be run
   * on syntax nodes parsed with that language. References to Queries can be
   * shared between multiple threads.
   *
   * @link {@see https://tree-sitter.github.io/tree-sitter/using-parsers/queries}
   */
  constructor(language, source) {
    const sourceLength = C.lengthBytesUTF8(source);
    const sourceAddress = C._malloc(sourceLength + 1);
    C.stringToUTF8(source, sourceAddress, sourceLength + 1);
    const address = C._ts_query_new(
      language[0],
      sourceAddress,
      sourceLength,
      TRANSFER_BUFFER,
      TRANSFER_BUFFER + SIZE_OF_INT
    );
    if (!address) {
      const errorId = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      const errorByte = C.getValue(TRANSFER_BUFFER, "i32");
      const errorIndex = C.UTF8ToString(sourceAddress, errorByte).length;
      const suffix = source.slice(errorIndex, errorIndex + 100).split("\n")[0];
      const word = suffix.match(QUERY_WORD_REGEX)?.[0] ?? "";
      C._free(sourceAddress);
      switch (errorId) {
        case QueryErrorKind.Syntax:
          throw new QueryError(QueryErrorKind.Syntax, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
        case QueryErrorKind.NodeName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.FieldName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.CaptureName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.PatternStructure:
          throw new QueryError(errorId, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
      }
    }
    const stringCount = C._ts_query_string_count(address);
    const captureCount = C._ts_query_capture_count(address);
    const patternCount = C._ts_query_pattern_count(address);
    const captureNames = new Array(captureCount);
    const captureQuantifiers = new Array(patternCount);
    const stringValues = new Array(stringCount);
    for (let i2 = 0; i2 < captureCount; i2++) {
      const nameAddress = C._ts_query_capture_name_for_id(
        address,
        i2,
        TRANSFER_BUFFER
      );
      const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
      captureNames[i2] = C.UTF8ToString(nameAddress, nameLength);
    }
    for (let i2 = 0; i2 < patternCount; i2++) {
      const captureQuantifiersArray = new Array(captureCount);
      for (let j = 0; j < captureCount; j++) {
        const quantifier = C._ts_query_capture_quantifier_for_id(address, i2, j);
        captureQuantifiersArray[j] = quantifier;
      }
      captureQuantifiers[i2] = captureQuantifiersArray;
    }
    for (let i2 = 0; i2 < stringCount; i2++) {
      const valueAddress = C._ts_query_string_value_for_id(
        address,
        i2,
        TRANSFER_BUFFER
      );
      const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
      stringValues[i2] = C.UTF8ToString(valueAddress, nameLength);
    }
    const setProperties = new Array(patternCount);
    const assertedProperties = new Array(patternCount);
    const refutedProperties = new Array(patternCount);
    const predicates = new Array(patternCount);
    const textPredicates = new Array(patternCount);
    for (let i2 = 0; i2 < patternCount; i2++) {
      const predicatesAddress = C._ts_query_predicates_for_pattern(address, i2, TRANSFER_BUFFER);
      const stepCount = C.getValue(TRANSFER_BUFFER, "i32");
      predicates[i2] = [];
      textPredicates[i2] = [];
      const steps = new Array();
      let stepAddress = predicatesAddress;
      for (let j = 0; j < stepCount; j++) {
        const stepType = C.getValue(stepAddress, "i32");
        stepAddress += SIZE_OF_INT;
        const stepValueId = C.getValue(stepAddress, "i32");
        stepAddress += SIZE_OF_INT;
        parsePattern(
          i2,
          stepType,
          stepValueId,
          captureNames,
          stringValues,
          steps,
          textPredicates,
          predicates,
          setProperties,
          assertedProperties,
          refutedProperties
        );
      }
      Object.freeze(textPredicates[i2]);
      Object.freeze(predicates[i2]);
      Object.freeze(setProperties[i2]);
      Object.freeze(assertedProperties[i2]);
      Object.freeze(refutedProperties[i2]);
    }
    C._free(sourceAddress);
    this[0] = address;
    this.captureNames = captureNames;
    this.captureQuantifiers = captureQuantifiers;
    this.textPredicates = textPredicates;
    this.predicates = predicates;
    this.setProperties = setProperties;
    this.assertedProperties = assertedProperties;
    this.refutedProperties = refutedProperties;
    this.exceededMatchLimit = false;
    finalizer5?.register(this, address, this);
  }
  /** Delete the query, freeing its resources. */
  delete() {
    finalizer5?.unregister(this);
    C._ts_query_delete(this[0]);
    this[0] = 0;
  }
  /**
   * Iterate over all of the matches in the order that they were found.
   *
   * Each match contains the index of the pattern that matched, and a list of
   * captures. Because multiple patterns can match the same set of nodes,
   * one match may contain captures that appear *before* some of the
   * captures from a previous match.
   *
   * @param {Node} node - The node to execute the query on.
   *
   * @param {QueryOptions} options - Options for query execution.
   */
  matches(node, options = {}) {
    const startPosition = options.startPosition ?? ZERO_POINT;
    const endPosition = options.endPosition ?? ZERO_POINT;
    const startIndex = options.startIndex ?? 0;
    const endIndex = options.endIndex ?? 0;
    const startContainingPosition = options.startContainingPosition ?? ZERO_POINT;
    const endContainingPosition = options.endContainingPosition ?? ZERO_POINT;
    const startContainingIndex = options.startContainingIndex ?? 0;
    const endContainingIndex = options.endContainingIndex ?? 0;
    const matchLimit = options.matchLimit ?? 4294967295;
    const maxStartDepth = options.maxStartDepth ?? 4294967295;
    const progressCallback = options.progressCallback;
    if (typeof matchLimit !== "number") {
      throw new Error("Arguments must be numbers");
    }
    this.matchLimit = matchLimit;
    if (endIndex !== 0 && startIndex > endIndex) {
      throw new Error("`startIndex` cannot be greater than `endIndex`");
    }
    if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
      throw new Error("`startPosition` cannot be greater than `endPosition`");
    }
    if (endContainingIndex !== 0 && startContainingIndex > endContainingIndex) {
      throw new Error("`startContainingIndex` cannot be greater than `endContainingIndex`");
    }
    if (endContainingPosition !== ZERO_POINT && (startContainingPosition.row > endContainingPosition.row || startContainingPosition.row === endContainingPosition.row && startContainingPosition.column > endContainingPosition.column)) {
      throw new Error("`startContainingPosition` cannot be greater than `endContainingPosition`");
    }
    if (progressCallback) {
      C.currentQueryProgressCallback = progressCallback;
    }
    marshalNode(node);
    C._ts_query_matches_wasm(
      this[0],
      node.tree[0],
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column,
      startIndex,
      endIndex,
      startContainingPosition.row,
      startContainingPosition.column,
      endContainingPosition.row,
      endContainingPosition.column,
      startContainingIndex,
      endContainingIndex,
      matchLimit,
      maxStartDepth
    );
    const rawCount = C.getValue(TRANSFER_BUFFER, "i32");
    const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
    const result = new Array(rawCount);
    this.exceededMatchLimit = Boolean(didExceedMatchLimit);
    let filteredCount = 0;
    let address = startAddress;
    for (let i2 = 0; i2 < rawCount; i2++) {
      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captures = new Array(captureCount);
      address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
      if (this.textPredicates[patternIndex].every((p) => p(captures))) {
        result[filteredCount] = { patternIndex, captures };
        const setProperties = this.setProperties[patternIndex];
        result[filteredCount].setProperties = setProperties;
        const assertedProperties = this.assertedProperties[patternIndex];
        result[filteredCount].assertedProperties = assertedProperties;
        const refutedProperties = this.refutedProperties[patternIndex];
        result[filteredCount].refutedProperties = refutedProperties;
        filteredCount++;
      }
    }
    result.length = filteredCount;
    C._free(startAddress);
    C.currentQueryProgressCallback = null;
    return result;
  }
  /**
   * Iterate over all of the individual captures in the order that they
   * appear.
   *
   * This is useful if you don't care about which pattern matched, and just
   * want a single, ordered sequence of captures.
   *
   * @param {Node} node - The node to execute the query on.
   *
   * @param {QueryOptions} options - Options for query execution.
   */
  captures(node, options = {}) {
    const startPosition = options.startPosition ?? ZERO_POINT;
    const endPosition = options.endPosition ?? ZERO_POINT;
    const startIndex = options.startIndex ?? 0;
    const endIndex = options.endIndex ?? 0;
    const startContainingPosition = options.startContainingPosition ?? ZERO_POINT;
    const endContainingPosition = options.endContainingPosition ?? ZERO_POINT;
    const startContainingIndex = options.startContainingIndex ?? 0;
    const endContainingIndex = options.endContainingIndex ?? 0;
    const matchLimit = options.matchLimit ?? 4294967295;
    const maxStartDepth = options.maxStartDepth ?? 4294967295;
    const progressCallback = options.progressCallback;
    if (typeof matchLimit !== "number") {
      throw new Error("Arguments must be numbers");
    }
    this.matchLimit = matchLimit;
    if (endIndex !== 0 && startIndex > endIndex) {
      throw new Error("`startIndex` cannot be greater than `endIndex`");
    }
    if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
      throw new Error("`startPosition` cannot be greater than `endPosition`");
    }
    if (endContainingIndex !== 0 && startContainingIndex > endContainingIndex) {
      throw new Error("`startContainingIndex` cannot be greater than `endContainingIndex`");
    }
    if (endContainingPosition !== ZERO_POINT && (startContainingPosition.row > endContainingPosition.row || startContainingPosition.row === endContainingPosition.row && startContainingPosition.column > endContainingPosition.column)) {
      throw new Error("`startContainingPosition` cannot be greater than `endContainingPosition`");
    }
    if (progressCallback) {
      C.currentQueryProgressCallback = progressCallback;
    }
    marshalNode(node);
    C._ts_query_captures_wasm(
      this[0],
      node.tree[0],
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column,
      startIndex,
      endIndex,
      startContainingPosition.row,
      startContainingPosition.column,
      endContainingPosition.row,
      endContainingPosition.column,
      startContainingIndex,
      endContainingIndex,
      matchLimit,
      maxStartDepth
    );
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
    const result = new Array();
    this.exceededMatchLimit = Boolean(didExceedMatchLimit);
    const captures = new Array();
    let address = startAddress;
    for (let i2 = 0; i2 < count; i2++) {
      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      captures.length = captureCount;
      address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
      if (this.textPredicates[patternIndex].every((p) => p(captures))) {
        const capture = captures[captureIndex];
        const setProperties = this.setProperties[patternIndex];
        capture.setProperties = setProperties;
        const assertedProperties = this.assertedProperties[patternIndex];
        capture.assertedProperties = assertedProperties;
        const refutedProperties = this.refutedProperties[patternIndex];
        capture.refutedProperties = refutedProperties;
        result.push(capture);
      }
    }
    C._free(startAddress);
    C.currentQueryProgressCallback = null;
    return result;
  }
  /** Get the predicates for a given pattern. */
  predicatesForPattern(patternIndex) {
    return this.predicates[patternIndex];
  }
  /**
   * Disable a certain capture within a query.
   *
   * This prevents the capture from being returned in matches, and also
   * avoids any resource usage associated with recording the capture.
   */
  disableCapture(captureName) {
    const captureNameLength = C.lengthBytesUTF8(captureName);
    const captureNameAddress = C._malloc(captureNameLength + 1);
    C.stringToUTF8(captureName, captureNameAddress, captureNameLength + 1);
    C._ts_query_disable_capture(this[0], captureNameAddress, captureNameLength);
    C._free(captureNameAddress);
  }
  /**
   * Disable a certain pattern within a query.
   *
   * This prevents the pattern from matching, and also avoids any resource
   * usage associated with the pattern. This throws an error if the pattern
   * index is out of bounds.
   */
  disablePattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    C._ts_query_disable_pattern(this[0], patternIndex);
  }
  /**
   * Check if, on its last execution, this cursor exceeded its maximum number
   * of in-progress matches.
   */
  didExceedMatchLimit() {
    return this.exceededMatchLimit;
  }
  /** Get the byte offset where the given pattern starts in the query's source. */
  startIndexForPattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    return C._ts_query_start_byte_for_pattern(this[0], patternIndex);
  }
  /** Get the byte offset where the given pattern ends in the query's source. */
  endIndexForPattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    return C._ts_query_end_byte_for_pattern(this[0], patternIndex);
  }
  /** Get the number of patterns in the query. */
  patternCount() {
    return C._ts_query_pattern_count(this[0]);
  }
  /** Get the index for a given capture name. */
  captureIndexForName(captureName) {
    return this.captureNames.indexOf(captureName);
  }
  /** Check if a given pattern within a query has a single root node. */
  isPatternRooted(patternIndex) {
    return C._ts_query_is_pattern_rooted(this[0], patternIndex) === 1;
  }
  /** Check if a given pattern within a query has a single root node. */
  isPatternNonLocal(patternIndex) {
    return C._ts_query_is_pattern_non_local(this[0], patternIndex) === 1;
  }
  /**
   * Check if a given step in a query is 'definite'.
   *
   * A query step is 'definite' if its parent pattern will be guaranteed to
   * match successfully once it reaches the step.
   */
  isPatternGuaranteedAtStep(byteIndex) {
    return C._ts_query_is_pattern_guaranteed_at_step(this[0], byteIndex) === 1;
  }
};
// Annotate the CommonJS export names for ESM import in node:
0 && (0);
module.exports["default"] = module.exports;
//# sourceMappingURL=web-tree-sitter.cjs.map


/***/ })

/******/ 	});
/************************************************************************/
/******/ 	// The module cache
/******/ 	var __webpack_module_cache__ = {};
/******/ 	
/******/ 	// The require function
/******/ 	function __nccwpck_require__(moduleId) {
/******/ 		// Check if module is in cache
/******/ 		var cachedModule = __webpack_module_cache__[moduleId];
/******/ 		if (cachedModule !== undefined) {
/******/ 			return cachedModule.exports;
/******/ 		}
/******/ 		// Create a new module (and put it into the cache)
/******/ 		var module = __webpack_module_cache__[moduleId] = {
/******/ 			// no module.id needed
/******/ 			// no module.loaded needed
/******/ 			exports: {}
/******/ 		};
/******/ 	
/******/ 		// Execute the module function
/******/ 		var threw = true;
/******/ 		try {
/******/ 			__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 			threw = false;
/******/ 		} finally {
/******/ 			if(threw) delete __webpack_module_cache__[moduleId];
/******/ 		}
/******/ 	
/******/ 		// Return the exports of the module
/******/ 		return module.exports;
/******/ 	}
/******/ 	
/************************************************************************/
/******/ 	/* webpack/runtime/asset-relocator-loader */
/******/ 	if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = __dirname + "/";
/******/ 	
/******/ 	/* webpack/runtime/compat get default export */
/******/ 	(() => {
/******/ 		// getDefaultExport function for compatibility with non-harmony modules
/******/ 		__nccwpck_require__.n = (module) => {
/******/ 			var getter = module && module.__esModule ?
/******/ 				() => (module['default']) :
/******/ 				() => (module);
/******/ 			__nccwpck_require__.d(getter, { a: getter });
/******/ 			return getter;
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/create fake namespace object */
/******/ 	(() => {
/******/ 		var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 		var leafPrototypes;
/******/ 		// create a fake namespace object
/******/ 		// mode & 1: value is a module id, require it
/******/ 		// mode & 2: merge all properties of value into the ns
/******/ 		// mode & 4: return value when already ns object
/******/ 		// mode & 16: return value when it's Promise-like
/******/ 		// mode & 8|1: behave like require
/******/ 		__nccwpck_require__.t = function(value, mode) {
/******/ 			if(mode & 1) value = this(value);
/******/ 			if(mode & 8) return value;
/******/ 			if(typeof value === 'object' && value) {
/******/ 				if((mode & 4) && value.__esModule) return value;
/******/ 				if((mode & 16) && typeof value.then === 'function') return value;
/******/ 			}
/******/ 			var ns = Object.create(null);
/******/ 			__nccwpck_require__.r(ns);
/******/ 			var def = {};
/******/ 			leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 			for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 				Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 			}
/******/ 			def['default'] = () => (value);
/******/ 			__nccwpck_require__.d(ns, def);
/******/ 			return ns;
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/define property getters */
/******/ 	(() => {
/******/ 		// define getter functions for harmony exports
/******/ 		__nccwpck_require__.d = (exports, definition) => {
/******/ 			for(var key in definition) {
/******/ 				if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 					Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 				}
/******/ 			}
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/hasOwnProperty shorthand */
/******/ 	(() => {
/******/ 		__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/make namespace object */
/******/ 	(() => {
/******/ 		// define __esModule on exports
/******/ 		__nccwpck_require__.r = (exports) => {
/******/ 			if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 				Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 			}
/******/ 			Object.defineProperty(exports, '__esModule', { value: true });
/******/ 		};
/******/ 	})();
/******/ 	
/************************************************************************/
var __webpack_exports__ = {};
// This entry need to be wrapped in an IIFE because it need to be in strict mode.
(() => {
"use strict";

;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = require("node:worker_threads");
// EXTERNAL MODULE: ./node_modules/commander/index.js
var commander = __nccwpck_require__(8909);
;// CONCATENATED MODULE: ./node_modules/commander/esm.mjs


// wrapper to provide named exports for ESM.
const {
  /* program */ "DM": program,
  /* createCommand */ "gu": createCommand,
  /* createArgument */ "er": createArgument,
  /* createOption */ "Ww": createOption,
  /* CommanderError */ "b7": CommanderError,
  /* InvalidArgumentError */ "Di": InvalidArgumentError,
  /* InvalidOptionArgumentError */ "a2": InvalidOptionArgumentError, // deprecated old name
  /* Command */ "uB": Command,
  /* Argument */ "ef": Argument,
  /* Option */ "c$": Option,
  /* Help */ "_V": Help,
} = commander;

;// CONCATENATED MODULE: ./src/frontend/diagnostics.ts
// Source locations and diagnostics shared by every layer: a location in the user's original file
// (after mapping back through line markers) and a diagnostic with a severity and, for unsupported
// constructs, the feature's name.
/** `file:line:col: severity: message`, the format compilers use and editors understand. */
function formatDiagnostic(d) {
    const sev = d.severity === 'unsupported' ? 'warning' : d.severity;
    const what = d.severity === 'unsupported' ? `unsupported: ${d.message}` : d.message;
    return `${d.loc.file}:${d.loc.line}:${d.loc.col}: ${sev}: ${what}`;
}
/** An input problem that stops the front end (missing file, syntax error, no preprocessor). */
class InputError extends Error {
    diagnostics;
    constructor(diagnostics) {
        super(diagnostics.map(formatDiagnostic).join('\n'));
        this.name = 'InputError';
        this.diagnostics = diagnostics;
    }
}
function unknownLoc(file) {
    return { file, line: 1, col: 1 };
}

;// CONCATENATED MODULE: ./src/version.ts
// The proofgate version shown by `--version`, in reports and in the Action's summary.
// Kept equal to package.json's "version" (a test checks it).
const VERSION = '0.1.0';

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
var external_node_fs_default = /*#__PURE__*/__nccwpck_require__.n(external_node_fs_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __nccwpck_require__(1421);
;// CONCATENATED MODULE: ./src/cli/bench/child.ts
// Runs one benchmark task as a child process under a wall-clock limit and a memory cap. The cap
// polls the child's resident set (/proc/<pid>/status, every 200 ms) because V8 heap flags do not
// cover WebAssembly memory (the solver's heap); above the cap or past the deadline it is killed.


/** Bytes of stdout/stderr kept per child; the rest is dropped (a report is far smaller). */
const MAX_OUTPUT = 64 * 1024 * 1024;
/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100;
function runChild(command, args, limits) {
    const started = process.hrtime.bigint();
    const elapsed = () => Number(process.hrtime.bigint() - started) / 1e9;
    return new Promise((resolve) => {
        const child = (0,external_node_child_process_.spawn)(command, [...args], { stdio: ['ignore', 'pipe', 'pipe'] });
        const out = new Collector();
        const err = new Collector();
        child.stdout.on('data', (b) => out.add(b));
        child.stderr.on('data', (b) => err.add(b));
        let killed;
        let cpuSeconds;
        let peakMemoryMb;
        let spawnError;
        const kill = (why) => {
            if (killed || child.exitCode !== null || child.signalCode !== null)
                return;
            killed = why;
            child.kill('SIGKILL');
        };
        const poll = () => {
            const pid = child.pid;
            if (pid === undefined)
                return;
            const cpu = readCpuSeconds(pid);
            if (cpu !== undefined)
                cpuSeconds = cpu;
            const rss = readRssMb(pid);
            if (rss === undefined)
                return;
            peakMemoryMb = Math.max(peakMemoryMb ?? 0, rss);
            if (limits.memoryMb !== undefined && rss > limits.memoryMb)
                kill('memory');
        };
        const poller = setInterval(poll, limits.pollMs ?? 200);
        const deadline = setTimeout(() => kill('timeout'), limits.killAfterSeconds * 1000);
        child.on('error', (e) => {
            spawnError = e.message;
        });
        child.on('close', (code, signal) => {
            clearInterval(poller);
            clearTimeout(deadline);
            resolve({
                exitCode: code,
                signal,
                stdout: out.text(),
                stderr: err.text(),
                wallSeconds: elapsed(),
                cpuSeconds,
                peakMemoryMb: peakMemoryMb === undefined ? undefined : Math.round(peakMemoryMb),
                ...(killed ? { killed } : {}),
                ...(spawnError !== undefined ? { spawnError } : {}),
            });
        });
    });
}
class Collector {
    chunks = [];
    size = 0;
    add(chunk) {
        if (this.size >= MAX_OUTPUT)
            return;
        this.chunks.push(chunk);
        this.size += chunk.length;
    }
    text() {
        return Buffer.concat(this.chunks).toString('utf8');
    }
}
/** VmRSS of a live process in MiB, or undefined (process gone, or no /proc). */
function readRssMb(pid) {
    try {
        const status = external_node_fs_default().readFileSync(`/proc/${pid}/status`, 'utf8');
        const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
        return m?.[1] !== undefined ? Number(m[1]) / 1024 : undefined;
    }
    catch {
        return undefined;
    }
}
/** utime + stime + cutime + cstime of a live process in seconds, or undefined. */
function readCpuSeconds(pid) {
    try {
        const stat = external_node_fs_default().readFileSync(`/proc/${pid}/stat`, 'utf8');
        // Fields after the command name (which may contain spaces) start at field 3.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
        return Number.isFinite(ticks) ? ticks / CLOCK_TICKS : undefined;
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/cli/bench/score.ts
// Judges benchmark answers the SV-COMP way: a task's verdict is the program's overall verdict,
// compared with the expected unreach-call verdict; correct true +2, correct false +1, false alarm
// −16, missed bug −32, unknown 0. Summaries per category and in total, as a table or JSON.
const POINTS = {
    'correct-proof': 2,
    'correct-alarm': 1,
    'wrong-alarm': -16,
    'wrong-proof': -32,
    unknown: 0,
};
/** The task's answer from its `verify --format json` process. */
function answerOf(r) {
    const unknown = (reason) => ({ verdict: 'unknown', engine: 'none', reason });
    if (r.killed)
        return unknown(r.killed);
    if (r.spawnError !== undefined)
        return unknown(`could not start: ${r.spawnError}`);
    if (r.signal !== null)
        return unknown(`crashed (${r.signal})`);
    const firstLine = r.stderr.split('\n').find((l) => l.trim() !== '') ?? '';
    if (r.exitCode === 3)
        return unknown(`input error: ${firstLine}`.trim());
    if (r.exitCode !== 0 && r.exitCode !== 1 && r.exitCode !== 2) {
        return unknown(`exit ${r.exitCode ?? '?'}${firstLine ? `: ${firstLine}` : ''}`);
    }
    let report;
    try {
        report = JSON.parse(r.stdout);
    }
    catch {
        return unknown('unreadable report');
    }
    if (report.version !== 1 || !Array.isArray(report.properties))
        return unknown('unreadable report');
    const engines = [...new Set(report.properties.map((p) => p.engine).filter((e) => e && e !== 'none'))];
    const engine = engines.length > 0 ? engines.sort().join('+') : 'none';
    if (report.verdict !== 'unknown')
        return { verdict: report.verdict, engine };
    const why = report.properties.find((p) => p.verdict === 'unknown')?.reason ?? 'no verdict';
    return { verdict: 'unknown', engine, reason: why };
}
function judge(expected, verdict) {
    if (verdict === 'unknown')
        return 'unknown';
    if (verdict === 'safe')
        return expected ? 'correct-proof' : 'wrong-proof';
    return expected ? 'wrong-alarm' : 'correct-alarm';
}
function outcomeOf(task, r) {
    const a = answerOf(r);
    const judgement = judge(task.expected, a.verdict);
    return {
        id: task.id,
        category: task.category,
        expected: task.expected,
        verdict: a.verdict,
        engine: a.engine,
        seconds: round(r.wallSeconds),
        cpuSeconds: round(cpuOf(r)),
        ...(r.peakMemoryMb !== undefined ? { memoryMb: r.peakMemoryMb } : {}),
        judgement,
        score: POINTS[judgement],
        ...(a.reason !== undefined ? { reason: a.reason } : {}),
    };
}
/**
 * CPU seconds of a task: the larger of the last /proc reading (includes the preprocessor, may
 * miss the last poll interval) and the child's own figure from its report; wall time if neither.
 */
function cpuOf(r) {
    let reported;
    try {
        const cpu = JSON.parse(r.stdout).stats?.cpuSeconds;
        if (typeof cpu === 'number')
            reported = cpu;
    }
    catch {
        // no report (killed, crashed): the /proc reading alone
    }
    if (r.cpuSeconds === undefined && reported === undefined)
        return r.wallSeconds;
    return Math.max(r.cpuSeconds ?? 0, reported ?? 0);
}
function emptySummary() {
    return {
        tasks: 0,
        correctProofs: 0,
        correctAlarms: 0,
        wrongProofs: 0,
        wrongAlarms: 0,
        unknowns: 0,
        score: 0,
        cpuSeconds: 0,
    };
}
function summarise(outcomes) {
    const total = emptySummary();
    const categories = {};
    const sorted = [...outcomes].sort((a, b) => a.category < b.category ? -1 : a.category > b.category ? 1 : 0);
    for (const o of sorted) {
        const c = (categories[o.category] ??= emptySummary());
        for (const s of [c, total])
            add(s, o);
    }
    for (const s of [...Object.values(categories), total])
        s.cpuSeconds = round(s.cpuSeconds);
    return { categories, total };
}
function add(s, o) {
    s.tasks++;
    s.score += o.score;
    s.cpuSeconds += o.cpuSeconds;
    switch (o.judgement) {
        case 'correct-proof':
            s.correctProofs++;
            break;
        case 'correct-alarm':
            s.correctAlarms++;
            break;
        case 'wrong-proof':
            s.wrongProofs++;
            break;
        case 'wrong-alarm':
            s.wrongAlarms++;
            break;
        case 'unknown':
            s.unknowns++;
    }
}
const COLUMNS = [
    ['tasks', (s) => String(s.tasks)],
    ['correct proofs', (s) => String(s.correctProofs)],
    ['correct alarms', (s) => String(s.correctAlarms)],
    ['wrong proofs', (s) => String(s.wrongProofs)],
    ['wrong alarms', (s) => String(s.wrongAlarms)],
    ['unknowns', (s) => String(s.unknowns)],
    ['score', (s) => String(s.score)],
    ['CPU s', (s) => s.cpuSeconds.toFixed(1)],
];
/** The per-category table with a total row, then every wrong verdict. */
function renderSummary(outcomes) {
    const { categories, total } = summarise(outcomes);
    const rows = [
        ['category', ...COLUMNS.map(([h]) => h)],
        ...Object.entries(categories).map(([name, s]) => [name, ...COLUMNS.map(([, f]) => f(s))]),
        ['total', ...COLUMNS.map(([, f]) => f(total))],
    ];
    const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
    const lines = rows.map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  '));
    for (const o of outcomes) {
        if (o.judgement === 'wrong-proof' || o.judgement === 'wrong-alarm') {
            const what = o.judgement === 'wrong-proof' ? 'WRONG PROOF' : 'WRONG ALARM';
            lines.push(`${what}: ${o.id} (expected ${o.expected ? 'safe' : 'unsafe'}, answered ${o.verdict})`);
        }
    }
    return `${lines.join('\n')}\n`;
}
function round(n) {
    return Math.round(n * 1000) / 1000;
}

;// CONCATENATED MODULE: ./src/frontend/dataModel.ts
// Data models (ILP32, LP64): the width of every integer kind, pointer size, and the alignment
// rules that struct layout and `sizeof` use. One DataModel value is threaded through sema.
const COMMON = { bool: 8, char: 8, schar: 8, uchar: 8, short: 16, ushort: 16, int: 32, uint: 32 };
const ILP32 = {
    name: 'ILP32',
    pointerBytes: 4,
    intBits: { ...COMMON, long: 32, ulong: 32, llong: 64, ullong: 64, int128: 128, uint128: 128 },
    int64Align: 4,
    doubleAlign: 4,
    longDoubleBytes: 12,
    longDoubleAlign: 4,
};
const LP64 = {
    name: 'LP64',
    pointerBytes: 8,
    intBits: { ...COMMON, long: 64, ulong: 64, llong: 64, ullong: 64, int128: 128, uint128: 128 },
    int64Align: 8,
    doubleAlign: 8,
    longDoubleBytes: 16,
    longDoubleAlign: 16,
};
function dataModelByName(name) {
    const n = name.toUpperCase();
    return n === 'ILP32' ? ILP32 : n === 'LP64' ? LP64 : undefined;
}
const SIGNED = {
    bool: false,
    char: true, // plain char is signed on x86 (gcc's default)
    schar: true,
    uchar: false,
    short: true,
    ushort: false,
    int: true,
    uint: false,
    long: true,
    ulong: false,
    llong: true,
    ullong: false,
    int128: true,
    uint128: false,
};
/** Integer types of one data model, built once and shared. */
class IntTypes {
    model;
    cache = new Map();
    constructor(model) {
        this.model = model;
    }
    get(ik) {
        let t = this.cache.get(ik);
        if (!t) {
            t = { kind: 'int', ik, bits: this.model.intBits[ik], signed: SIGNED[ik] };
            this.cache.set(ik, t);
        }
        return t;
    }
    /** `size_t` (unsigned int on ILP32, unsigned long on LP64). */
    sizeT() {
        return this.get(this.model.name === 'ILP32' ? 'uint' : 'ulong');
    }
    /** `ptrdiff_t` (int on ILP32, long on LP64). */
    ptrdiffT() {
        return this.get(this.model.name === 'ILP32' ? 'int' : 'long');
    }
}
function isSignedKind(ik) {
    return SIGNED[ik];
}
/** Size in bytes; undefined for incomplete types, functions and void (gcc says 1, we refuse). */
function sizeOf(t, m) {
    switch (t.kind) {
        case 'int':
            return m.intBits[t.ik] / 8;
        case 'float':
            return t.fk === 'float' ? 4 : t.fk === 'double' ? 8 : m.longDoubleBytes;
        case 'pointer':
            return m.pointerBytes;
        case 'array': {
            if (t.length === undefined)
                return undefined;
            const e = sizeOf(t.of, m);
            return e === undefined ? undefined : e * t.length;
        }
        case 'record':
            return t.def.complete ? t.def.size : undefined;
        case 'void':
        case 'function':
            return undefined;
    }
}
/** Alignment in bytes inside a struct, following the System V ABIs for i386 and x86-64. */
function alignOf(t, m) {
    switch (t.kind) {
        case 'int': {
            const bytes = m.intBits[t.ik] / 8;
            return bytes === 8 ? m.int64Align : bytes;
        }
        case 'float':
            return t.fk === 'float' ? 4 : t.fk === 'double' ? m.doubleAlign : m.longDoubleAlign;
        case 'pointer':
            return m.pointerBytes;
        case 'array':
            return alignOf(t.of, m);
        case 'record':
            return t.def.align;
        case 'void':
        case 'function':
            return 1;
    }
}

;// CONCATENATED MODULE: ./src/cli/bench/tasks.ts
// Reads a benchmark task list (tab-separated, header row; columns as in the SV-COMP subset's
// README: id, input, category, unreach_call, data_model, ...). Input paths are relative to the
// folder of the task file; rows without an expected unreach_call verdict are skipped.



/** A problem with the task file itself: a usage error (exit 3). */
class TaskFileError extends Error {
    constructor(message) {
        super(message);
        this.name = 'TaskFileError';
    }
}
const REQUIRED = ['id', 'input', 'category', 'unreach_call', 'data_model'];
function readTasks(file) {
    let text;
    try {
        text = external_node_fs_default().readFileSync(file, 'utf8');
    }
    catch (e) {
        throw new TaskFileError(`cannot read ${file}: ${e.message}`);
    }
    return parseTasks(text, external_node_path_default().dirname(external_node_path_default().resolve(file)), file);
}
function parseTasks(text, baseDir, name = 'tasks') {
    const lines = text.split(/\r?\n/);
    const headerAt = lines.findIndex((l) => l.trim() !== '' && !l.startsWith('#'));
    if (headerAt < 0)
        throw new TaskFileError(`${name}: empty task file`);
    const header = (lines[headerAt] ?? '').split('\t').map((h) => h.trim());
    const column = {};
    for (const c of REQUIRED) {
        const at = header.indexOf(c);
        if (at < 0)
            throw new TaskFileError(`${name}:${headerAt + 1}: missing column '${c}' in the header`);
        column[c] = at;
    }
    const tasks = [];
    const ids = new Set();
    let skipped = 0;
    for (let i = headerAt + 1; i < lines.length; i++) {
        const line = lines[i] ?? '';
        if (line.trim() === '' || line.startsWith('#'))
            continue;
        const cells = line.split('\t').map((c) => c.trim());
        const cell = (c) => cells[column[c] ?? -1] ?? '';
        const where = `${name}:${i + 1}`;
        const id = cell('id');
        if (id === '' || cell('input') === '')
            throw new TaskFileError(`${where}: missing id or input`);
        if (ids.has(id))
            throw new TaskFileError(`${where}: duplicate task id '${id}'`);
        ids.add(id);
        const expected = cell('unreach_call');
        if (expected !== 'true' && expected !== 'false') {
            skipped++;
            continue;
        }
        const model = dataModelByName(cell('data_model'));
        if (!model)
            throw new TaskFileError(`${where}: data_model must be ILP32 or LP64`);
        tasks.push({
            id,
            input: external_node_path_default().resolve(baseDir, cell('input')),
            category: cell('category') || '-',
            expected: expected === 'true',
            dataModel: model.name,
        });
    }
    return { tasks, skipped };
}

;// CONCATENATED MODULE: ./src/cli/exitCodes.ts
// The CLI's exit codes, declared once. Public and frozen: scripts and CI configurations test them,
// so a meaning never changes and a number is never reused.
const ExitCode = {
    /** Every property is safe (or there are none). `cfa`: the program loaded. */
    ok: 0,
    /** At least one property is unsafe. */
    unsafe: 1,
    /** Some property is unknown and none is unsafe. */
    unknown: 2,
    /** Bad input or usage: missing file, syntax error, unknown option, unwritable output. */
    inputError: 3,
    /** A bug in proofgate (EX_SOFTWARE in sysexits.h): message on stderr, please report it. */
    internalError: 70,
};

;// CONCATENATED MODULE: ./src/cli/frontendOptions.ts
// The front-end options shared by `cfa` and `verify` (-I, -D, --data-model, --compile-commands):
// declared once on a commander Command and converted once into the front end's FrontendOptions.


const DEFAULT_DATA_MODEL = 'LP64';
function addFrontendOptions(cmd) {
    return cmd
        .option('-I, --include <dir>', 'add a directory to the header search path (repeatable)', collect, [])
        .option('-D, --define <name[=value]>', 'define a preprocessor macro (repeatable)', collectDefine, [])
        .option('--data-model <model>', 'integer and pointer sizes: ILP32 or LP64', parseDataModel, DEFAULT_DATA_MODEL)
        .option('--compile-commands <file>', 'take -I/-D/-std flags of matching files from a compile_commands.json');
}
function toFrontendOptions(flags) {
    const dataModel = dataModelByName(flags.dataModel);
    // parseDataModel has already rejected anything else: reaching this is a bug.
    if (!dataModel)
        throw new Error(`unknown data model '${flags.dataModel}'`);
    return {
        dataModel,
        includeDirs: flags.include,
        defines: flags.define,
        ...(flags.compileCommands !== undefined ? { compileCommands: flags.compileCommands } : {}),
    };
}
function collect(value, previous) {
    return [...previous, value];
}
function collectDefine(value, previous) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*(=.*)?$/s.test(value)) {
        throw new InvalidArgumentError('expected NAME or NAME=VALUE with a C identifier as NAME');
    }
    return [...previous, value];
}
function parseDataModel(value) {
    const model = dataModelByName(value);
    if (!model)
        throw new InvalidArgumentError('expected ILP32 or LP64');
    return model.name;
}

// EXTERNAL MODULE: ./node_modules/fast-glob/out/index.js
var out = __nccwpck_require__(5648);
var out_default = /*#__PURE__*/__nccwpck_require__.n(out);
;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = require("node:module");
;// CONCATENATED MODULE: ./src/frontend/assets.ts
// Finds runtime assets (WASM binaries, Z3's worker script, the C headers we ship): next to the
// running bundle (dist/ holds them flat, plus dist/include/), else, when running the TypeScript
// sources in development or tests, in node_modules or src/frontend/include.



/** Where each asset lives inside node_modules during development. */
const DEV_LOCATIONS = {
    'tree-sitter-c.wasm': 'tree-sitter-c/tree-sitter-c.wasm',
    'web-tree-sitter.wasm': 'web-tree-sitter/web-tree-sitter.wasm',
    'z3-built.wasm': 'z3-solver/build/z3-built.wasm',
    'z3-built.js': 'z3-solver/build/z3-built.js',
};
/** Assets that live in this source folder during development. */
const SOURCE_LOCATIONS = {
    include: 'include',
};
const cache = new Map();
/**
 * This module's directory at run time. Read through a function so that bundlers do not treat
 * `path.join(__dirname, name)` as a static asset reference and copy the whole folder.
 */
function hereDir() {
    return __dirname;
}
function fromNodeModules(rel) {
    try {
        return (0,external_node_module_namespaceObject.createRequire)(__filename).resolve(rel);
    }
    catch {
        // The package's "exports" may hide the file: look for it in node_modules folders upwards.
    }
    for (let dir = hereDir();; dir = external_node_path_.dirname(dir)) {
        const candidate = external_node_path_.join(dir, 'node_modules', rel);
        if (external_node_fs_.existsSync(candidate))
            return candidate;
        if (external_node_path_.dirname(dir) === dir)
            return undefined;
    }
}
/**
 * Absolute path of a runtime asset: `tree-sitter-c.wasm`, `web-tree-sitter.wasm`, `z3-built.wasm`,
 * `z3-built.js` or `include` (the folder of headers we ship). Throws when it cannot be found.
 */
function assetPath(name) {
    const hit = cache.get(name);
    if (hit !== undefined)
        return hit;
    const here = hereDir();
    let found;
    const beside = external_node_path_.join(here, name);
    if (external_node_fs_.existsSync(beside))
        found = beside;
    if (found === undefined && name in SOURCE_LOCATIONS) {
        const src = external_node_path_.join(here, SOURCE_LOCATIONS[name]);
        if (external_node_fs_.existsSync(src))
            found = src;
    }
    if (found === undefined && name in DEV_LOCATIONS)
        found = fromNodeModules(DEV_LOCATIONS[name]);
    if (found === undefined) {
        throw new Error(`runtime asset '${name}' not found next to ${here} or in node_modules`);
    }
    cache.set(name, found);
    return found;
}

// EXTERNAL MODULE: ./node_modules/shell-quote/index.js
var shell_quote = __nccwpck_require__(6591);
;// CONCATENATED MODULE: ./src/frontend/compileCommands.ts
// Reads a compile_commands.json (the JSON compilation database of CMake, Bear, Meson...) and picks
// the preprocessor-relevant flags (-I, -isystem, -iquote, -D, -U, -std=, -include) of the entry for
// one source file, with paths resolved against the entry's directory.




const compileCommands_cache = new Map();
function fail(file, line, col, message) {
    throw new InputError([{ severity: 'error', loc: { file, line, col }, message }]);
}
/** 1-based line and column of a character offset. */
function lineColAt(text, offset) {
    const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
    const nl = before.lastIndexOf('\n');
    return { line: before.split('\n').length, col: offset - nl };
}
/** Where JSON.parse failed: V8 says `at position N` (and newer versions `line L column C`). */
function jsonErrorLocation(text, message) {
    const lc = /line (\d+) column (\d+)/.exec(message);
    if (lc)
        return { line: Number(lc[1]), col: Number(lc[2]) };
    const pos = /at position (\d+)/.exec(message);
    if (pos)
        return lineColAt(text, Number(pos[1]));
    if (/end of (JSON|data)/i.test(message))
        return lineColAt(text, text.length);
    return { line: 1, col: 1 };
}
/** Splits a `command` string with shell quoting; `$VAR` is kept literally, operators are dropped. */
function splitCommand(command) {
    const words = [];
    for (const entry of (0,shell_quote.parse)(command, (key) => `$${key}`)) {
        if (typeof entry === 'string')
            words.push(entry);
        else if ('pattern' in entry)
            words.push(entry.pattern);
    }
    return words;
}
/** Parses and validates a compilation database; cached while the file is unchanged. */
function loadCompileCommands(ccPath) {
    let stat;
    let text;
    try {
        stat = external_node_fs_.statSync(ccPath);
        text = external_node_fs_.readFileSync(ccPath, 'utf8');
    }
    catch (e) {
        return fail(ccPath, 1, 1, `cannot read compilation database: ${e.message}`);
    }
    const hit = compileCommands_cache.get(ccPath);
    if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size)
        return hit.commands;
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (e) {
        const msg = e.message;
        const { line, col } = jsonErrorLocation(text, msg);
        return fail(ccPath, line, col, `invalid JSON in compilation database: ${msg}`);
    }
    if (!Array.isArray(data))
        return fail(ccPath, 1, 1, 'compilation database must be a JSON array');
    const base = external_node_path_.dirname(external_node_path_.resolve(ccPath));
    const commands = data.map((raw, i) => {
        const e = (typeof raw === 'object' && raw !== null ? raw : {});
        const where = `compilation database entry ${i}`;
        if (typeof e.file !== 'string')
            fail(ccPath, 1, 1, `${where} has no "file" string`);
        if (typeof e.directory !== 'string')
            fail(ccPath, 1, 1, `${where} has no "directory" string`);
        let args;
        if (Array.isArray(e.arguments) && e.arguments.every((a) => typeof a === 'string')) {
            args = e.arguments;
        }
        else if (typeof e.command === 'string') {
            args = splitCommand(e.command);
        }
        else {
            return fail(ccPath, 1, 1, `${where} has neither "arguments" (strings) nor "command"`);
        }
        const directory = external_node_path_.resolve(base, e.directory);
        return { directory, file: external_node_path_.resolve(directory, e.file), arguments: args };
    });
    compileCommands_cache.set(ccPath, { mtimeMs: stat.mtimeMs, size: stat.size, commands });
    return commands;
}
/** Options with a path operand, separate (`-I dir`) or joined (`-Idir`). */
const PATH_OPTIONS = ['-I', '-isystem', '-iquote', '-idirafter'];
/** The preprocessor flags of one command line, paths made absolute against `directory`. */
function extractFlags(args, directory) {
    const out = [];
    for (let i = 1; i < args.length; i++) {
        const a = args[i];
        const pathOpt = PATH_OPTIONS.find((o) => a.startsWith(o));
        if (pathOpt !== undefined) {
            const value = a === pathOpt ? args[++i] : a.slice(pathOpt.length);
            if (value === undefined)
                continue;
            const abs = external_node_path_.resolve(directory, value);
            if (pathOpt === '-I')
                out.push(`-I${abs}`);
            else
                out.push(pathOpt, abs);
        }
        else if (a === '-D' || a === '-U') {
            const value = args[++i];
            if (value !== undefined)
                out.push(`${a}${value}`);
        }
        else if (a.startsWith('-D') || a.startsWith('-U') || a.startsWith('-std=')) {
            out.push(a);
        }
        else if (a === '-include') {
            const value = args[++i];
            if (value !== undefined)
                out.push('-include', external_node_path_.resolve(directory, value));
        }
    }
    return out;
}
function realpathOr(p) {
    try {
        return external_node_fs_.realpathSync(p);
    }
    catch {
        return p;
    }
}
/**
 * Flags for `sourcePath` from the database at `ccPath`, or undefined when no entry names that file.
 * Throws InputError when the database cannot be read or is malformed.
 */
function compileFlagsFor(ccPath, sourcePath) {
    const commands = loadCompileCommands(ccPath);
    const target = external_node_path_.resolve(sourcePath);
    let entry = commands.find((c) => c.file === target);
    if (entry === undefined) {
        const real = realpathOr(target);
        entry = commands.find((c) => realpathOr(c.file) === real);
    }
    return entry === undefined ? undefined : extractFlags(entry.arguments, entry.directory);
}

;// CONCATENATED MODULE: ./src/frontend/preprocess.ts
// Runs the system C preprocessor (cpp, gcc -E or clang -E) on one file, synchronously, without a
// shell, keeping line markers. Builds the flags (our headers first, user -I/-D, the data model's
// -m32, compile_commands.json flags) and turns the preprocessor's errors into diagnostics.






const TIMEOUT_MS = 30_000;
const preprocess_MAX_OUTPUT = 512 * 1024 * 1024;
/** Absolute path of an executable on PATH, or undefined. */
function which(name) {
    if (name.includes('/') || name.includes(external_node_path_.sep))
        return isExecutable(name) ? name : undefined;
    const exts = process.platform === 'win32' ? (process.env.PATHEXT ?? '.EXE').split(';') : [''];
    for (const dir of (process.env.PATH ?? '').split(external_node_path_.delimiter)) {
        if (dir === '')
            continue;
        for (const ext of exts) {
            const candidate = external_node_path_.join(dir, name + ext);
            if (isExecutable(candidate))
                return candidate;
        }
    }
    return undefined;
}
function isExecutable(file) {
    try {
        external_node_fs_.accessSync(file, external_node_fs_.constants.X_OK);
        return external_node_fs_.statSync(file).isFile();
    }
    catch {
        return false;
    }
}
const found = new Map();
/**
 * The preprocessor to run: `spec` split on white space (e.g. `clang -E`), or by default the first of
 * `cpp`, `gcc -E`, `clang -E` on PATH (macOS's cpp is a traditional-mode preprocessor: skipped).
 * Undefined when `spec` is `none` or nothing is installed. Each lookup happens once per process.
 */
function findPreprocessor(spec) {
    const key = spec ?? '';
    const cached = found.get(key);
    if (cached !== undefined)
        return cached ?? undefined;
    let result;
    if (spec === 'none') {
        result = undefined;
    }
    else if (spec !== undefined && spec.trim() !== '') {
        const [cmd, ...args] = spec.trim().split(/\s+/);
        const exe = which(cmd);
        result = exe === undefined ? undefined : { command: exe, args };
    }
    else {
        const defaults = [
            ['cpp', []],
            ['gcc', ['-E']],
            ['clang', ['-E']],
        ];
        for (const [cmd, args] of defaults) {
            if (cmd === 'cpp' && process.platform === 'darwin')
                continue;
            const exe = which(cmd);
            if (exe !== undefined) {
                result = { command: exe, args };
                break;
            }
        }
    }
    found.set(key, result ?? null);
    return result;
}
/** `#include <...>` directories the preprocessor searches with the given extra flags. */
function searchDirs(pp, flags) {
    const r = (0,external_node_child_process_.spawnSync)(pp.command, [...pp.args, ...flags, '-v', '-x', 'c', '-'], {
        input: '',
        encoding: 'utf8',
        timeout: TIMEOUT_MS,
    });
    const err = r.stderr ?? '';
    const from = err.indexOf('#include <...> search starts here:');
    const to = err.indexOf('End of search list.');
    if (from < 0 || to < from)
        return [];
    return err
        .slice(from, to)
        .split('\n')
        .slice(1)
        .map((l) => l.trim().replace(/ \(framework directory\)$/, ''))
        .filter((l) => l !== '');
}
const m32Fixups = new Map();
/**
 * Flags that let -m32 find the host's C library headers. On multiarch systems without a 32-bit libc
 * package, `-m32` drops the 64-bit header folder (e.g. /usr/include/x86_64-linux-gnu, with bits/ and
 * gnu/) from the search path; glibc's headers there serve both word sizes, so they are added back
 * after the standard folders. The one 32-bit-only header, gnu/stubs-32.h, is in our include folder.
 */
function m32Flags(pp) {
    const key = `${pp.command} ${pp.args.join(' ')}`;
    let flags = m32Fixups.get(key);
    if (flags === undefined) {
        const native = searchDirs(pp, []);
        const narrow = new Set(searchDirs(pp, ['-m32']));
        flags = ['-m32'];
        for (const dir of native)
            if (!narrow.has(dir))
                flags.push('-idirafter', dir);
        m32Fixups.set(key, flags);
    }
    return flags;
}
/** All preprocessor arguments for `file` except the file itself. */
function preprocessorFlags(file, options, pp) {
    const flags = [...pp.args, '-I', assetPath('include')];
    for (const dir of options.includeDirs)
        flags.push('-I', dir);
    // gcc's GNU dialect predefines `linux`, `unix` and `i386`, which breaks programs that use them
    // as names; -std=c11 would also hide POSIX declarations, so undefine just these (the user's -D
    // options come after and win).
    flags.push('-Ulinux', '-Uunix', '-Ui386');
    for (const d of options.defines)
        flags.push(`-D${d}`);
    flags.push('-D__PROOFGATE__');
    if (options.dataModel.name === 'ILP32')
        flags.push(...m32Flags(pp));
    if (options.compileCommands !== undefined) {
        flags.push(...(compileFlagsFor(options.compileCommands, external_node_path_.resolve(file)) ?? []));
    }
    flags.push('-x', 'c');
    return flags;
}
const DIAGNOSTIC_LINE = /^(.+?):(\d+):(?:(\d+):)? (fatal error|error|warning|note): (.*)$/;
const UNLOCATED_LINE = /^(.+?): (fatal error|error|warning): (.*)$/;
function severityOf(kind) {
    return kind === 'warning' ? 'warning' : kind === 'note' ? 'note' : 'error';
}
/**
 * Diagnostics from the preprocessor's stderr (`file:line:col: error: message`). Messages without a
 * line (`<command-line>: error: ...`, `cc1: fatal error: ...`) are placed at line 1 of `file`.
 */
function parsePreprocessorMessages(stderr, file) {
    const out = [];
    for (const raw of stderr.split(/\r?\n/)) {
        const m = DIAGNOSTIC_LINE.exec(raw);
        if (m) {
            const loc = { file: m[1], line: Number(m[2]), col: m[3] === undefined ? 1 : Number(m[3]) };
            out.push({ severity: severityOf(m[4]), loc, message: m[5] });
            continue;
        }
        const u = UNLOCATED_LINE.exec(raw);
        if (u) {
            const origin = u[1] === file ? '' : `${u[1]}: `;
            out.push({ severity: severityOf(u[2]), loc: { file, line: 1, col: 1 }, message: origin + u[3] });
        }
    }
    return out;
}
/**
 * Preprocesses `file` (named as the user named it, so line markers use that name). Throws
 * InputError on preprocessor errors, a failure to start, or the time limit.
 */
function preprocess(file, options, pp) {
    // A file name starting with '-' would be read as an option.
    const operand = file.startsWith('-') ? `.${external_node_path_.sep}${file}` : file;
    const args = [...preprocessorFlags(file, options, pp), operand];
    const r = (0,external_node_child_process_.spawnSync)(pp.command, args, { encoding: 'utf8', timeout: TIMEOUT_MS, maxBuffer: preprocess_MAX_OUTPUT });
    const at = { file, line: 1, col: 1 };
    if (r.error) {
        const timedOut = r.error.code === 'ETIMEDOUT';
        const message = timedOut
            ? `preprocessor '${external_node_path_.basename(pp.command)}' did not finish within ${TIMEOUT_MS / 1000} s`
            : `cannot run preprocessor '${pp.command}': ${r.error.message}`;
        throw new InputError([{ severity: 'error', loc: at, message }]);
    }
    const messages = parsePreprocessorMessages(r.stderr ?? '', file);
    if (r.status !== 0 || messages.some((d) => d.severity === 'error')) {
        const errors = messages.filter((d) => d.severity !== 'warning');
        if (!errors.some((d) => d.severity === 'error')) {
            const first = (r.stderr ?? '').trim().split('\n')[0] ?? '';
            const why = r.signal ? `killed by ${r.signal}` : `exit status ${r.status}`;
            errors.unshift({
                severity: 'error',
                loc: at,
                message: `preprocessing failed (${why})${first ? `: ${first}` : ''}`,
            });
        }
        throw new InputError(errors);
    }
    return { text: r.stdout ?? '', warnings: messages.filter((d) => d.severity === 'warning') };
}

;// CONCATENATED MODULE: ./src/frontend/normalize.ts
// Offset-preserving normaliser of preprocessed C: every replacement has the length of the text it
// replaces and keeps every newline, so offsets, rows and columns of the result equal those of the
// input. It records and blanks line markers and #pragma/#ident lines, spells GNU keyword aliases as
// the standard keyword, and blanks GNU extensions the grammar does not know (see `normalize`).
/** GNU spellings of standard keywords, each replaced by the keyword padded to the same length. */
const ALIASES = new Map(Object.entries({
    const: ['__const', '__const__'],
    signed: ['__signed', '__signed__'],
    inline: ['__inline', '__inline__'],
    volatile: ['__volatile', '__volatile__'],
    restrict: ['__restrict', '__restrict__'],
    typeof: ['__typeof', '__typeof__'],
    _Alignof: ['__alignof', '__alignof__'],
}).flatMap(([kw, aliases]) => aliases.map((a) => [a, kw.padEnd(a.length, ' ')])));
/** Identifiers after which a parenthesised group belongs to a statement, not a declarator. */
const STATEMENT_PAREN_KEYWORDS = new Set(['if', 'while', 'for', 'switch']);
/** Keywords: never a declarator name, so an `asm(...)` after them is not a label. */
const KEYWORDS = new Set([
    ...'auto break case char const continue default do double else enum extern float for goto if'.split(' '),
    ...'inline int long register restrict return short signed sizeof static struct switch typedef'.split(' '),
    ...'union unsigned void volatile while _Bool _Complex _Noreturn _Static_assert _Thread_local'.split(' '),
]);
const ASM_NAMES = new Set(['asm', '__asm', '__asm__']);
var Prev;
(function (Prev) {
    Prev[Prev["Other"] = 0] = "Other";
    /** A declarator name, `]` or a `)` that does not close an if/while/for/switch condition. */
    Prev[Prev["Declarator"] = 1] = "Declarator";
})(Prev || (Prev = {}));
const CH_NL = 10;
const CH_CR = 13;
const CH_SPACE = 32;
const CH_TAB = 9;
const CH_HASH = 35;
const CH_QUOTE = 34;
const CH_APOS = 39;
const CH_SLASH = 47;
const CH_STAR = 42;
const CH_BACKSLASH = 92;
const CH_LPAREN = 40;
const CH_RPAREN = 41;
function isIdentStart(c) {
    return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 36 || c > 127;
}
function isIdentPart(c) {
    return isIdentStart(c) || (c >= 48 && c <= 57);
}
function isDigit(c) {
    return c >= 48 && c <= 57;
}
function isHSpace(c) {
    return c === CH_SPACE || c === CH_TAB || c === 11 || c === 12 || c === CH_CR;
}
class Normalizer {
    s;
    i = 0;
    row = 0;
    atLineStart = true;
    prev = Prev.Other;
    prevIdent = '';
    /** For each open parenthesis: whether it opened an if/while/for/switch condition. */
    parens = [];
    edits = [];
    markers = [];
    pragmas = [];
    directives = [];
    removed = [];
    constructor(s) {
        this.s = s;
    }
    run() {
        const s = this.s;
        const n = s.length;
        while (this.i < n) {
            const c = s.charCodeAt(this.i);
            if (c === CH_NL) {
                this.row++;
                this.atLineStart = true;
                this.i++;
            }
            else if (isHSpace(c)) {
                this.i++;
            }
            else if (c === CH_HASH && this.atLineStart) {
                this.directive();
            }
            else {
                this.atLineStart = false;
                if (c === CH_SLASH &&
                    (s.charCodeAt(this.i + 1) === CH_STAR || s.charCodeAt(this.i + 1) === CH_SLASH)) {
                    this.comment();
                }
                else if (c === CH_QUOTE || c === CH_APOS) {
                    this.literal(c);
                    this.prev = Prev.Other;
                }
                else if (isIdentStart(c)) {
                    this.identifier();
                }
                else if (isDigit(c) || (c === 46 && isDigit(s.charCodeAt(this.i + 1)))) {
                    this.number();
                }
                else {
                    this.punctuator(c);
                }
            }
        }
        return this.apply();
    }
    punctuator(c) {
        if (c === CH_LPAREN) {
            this.parens.push(this.prev === Prev.Other && STATEMENT_PAREN_KEYWORDS.has(this.prevIdent));
            this.prev = Prev.Other;
        }
        else if (c === CH_RPAREN) {
            const statement = this.parens.pop() ?? false;
            this.prev = statement ? Prev.Other : Prev.Declarator;
        }
        else {
            this.prev = c === 93 /* ] */ ? Prev.Declarator : Prev.Other;
        }
        this.prevIdent = '';
        this.i++;
    }
    number() {
        const s = this.s;
        let j = this.i + 1;
        for (;;) {
            const c = s.charCodeAt(j);
            if (isIdentPart(c) || c === 46)
                j++;
            else if ((c === 43 || c === 45) && /[eEpP]/.test(s[j - 1] ?? ''))
                j++;
            else
                break;
        }
        this.i = j;
        this.prev = Prev.Other;
        this.prevIdent = '';
    }
    identifier() {
        const s = this.s;
        const start = this.i;
        let j = start + 1;
        while (j < s.length && isIdentPart(s.charCodeAt(j)))
            j++;
        const word = s.slice(start, j);
        this.i = j;
        if (s.charCodeAt(start) === 95 && s.charCodeAt(start + 1) === 95) {
            const alias = ALIASES.get(word);
            if (alias !== undefined) {
                this.edits.push({ start, end: j, text: alias });
                this.prev = Prev.Other;
                this.prevIdent = alias.trimEnd();
                return;
            }
            if (word === '__extension__') {
                this.edits.push({ start, end: j, text: undefined });
                return; // invisible: the previous token stays the previous token
            }
            if (word === '__attribute__' || word === '__attribute' || word === '__declspec') {
                if (this.blankCall(start, word === '__declspec' ? 'declspec' : 'attribute', false))
                    return;
            }
        }
        if (ASM_NAMES.has(word) && this.prev === Prev.Declarator) {
            if (this.blankCall(start, 'asm-label', true))
                return;
        }
        this.prev = KEYWORDS.has(word) ? Prev.Other : Prev.Declarator;
        this.prevIdent = word;
    }
    /**
     * Blanks `name(...)` starting at `start` when `(` follows (after white space) and the parentheses
     * balance; for asm labels only when the group holds nothing but string literals.
     */
    blankCall(start, kind, stringsOnly) {
        const s = this.s;
        const save = { i: this.i, row: this.row, edits: this.edits.length, markers: this.markers.length };
        let j = this.i;
        while (j < s.length && (isHSpace(s.charCodeAt(j)) || s.charCodeAt(j) === CH_NL)) {
            if (s.charCodeAt(j) === CH_NL)
                this.row++;
            j++;
        }
        if (s.charCodeAt(j) !== CH_LPAREN) {
            this.i = save.i;
            this.row = save.row;
            return false;
        }
        this.i = j + 1;
        let depth = 1;
        let onlyStrings = true;
        while (this.i < s.length && depth > 0) {
            const c = s.charCodeAt(this.i);
            if (c === CH_NL) {
                this.row++;
                this.atLineStart = true;
                this.i++;
                continue;
            }
            if (isHSpace(c)) {
                this.i++;
                continue;
            }
            if (c === CH_HASH && this.atLineStart) {
                this.directive();
                continue;
            }
            this.atLineStart = false;
            if (c === CH_SLASH && (s.charCodeAt(this.i + 1) === CH_STAR || s.charCodeAt(this.i + 1) === CH_SLASH)) {
                this.comment();
            }
            else if (c === CH_QUOTE || c === CH_APOS) {
                if (c === CH_APOS)
                    onlyStrings = false;
                this.literal(c);
            }
            else {
                if (c === CH_LPAREN)
                    depth++;
                else if (c === CH_RPAREN)
                    depth--;
                else if (!(c === 76 || c === 117 || c === 85 || c === 56))
                    onlyStrings = false; // L u U 8 prefixes
                this.i++;
            }
        }
        if (depth > 0 || (stringsOnly && !onlyStrings)) {
            this.i = save.i;
            this.row = save.row;
            this.atLineStart = false;
            this.edits.length = save.edits;
            this.markers.length = save.markers;
            return false;
        }
        this.edits.length = save.edits; // the blank below covers directives found inside
        this.edits.push({ start, end: this.i, text: undefined });
        this.removed.push({ kind, start, end: this.i, text: s.slice(start, this.i) });
        return true;
    }
    comment() {
        const s = this.s;
        if (s.charCodeAt(this.i + 1) === CH_STAR) {
            let j = this.i + 2;
            while (j < s.length && !(s.charCodeAt(j) === CH_STAR && s.charCodeAt(j + 1) === CH_SLASH)) {
                if (s.charCodeAt(j) === CH_NL)
                    this.row++;
                j++;
            }
            this.i = Math.min(j + 2, s.length);
        }
        else {
            this.i = this.lineEnd(this.i);
        }
    }
    /** Skips a string or character literal; an unescaped newline ends an unterminated one. */
    literal(quote) {
        const s = this.s;
        let j = this.i + 1;
        while (j < s.length) {
            const c = s.charCodeAt(j);
            if (c === quote) {
                j++;
                break;
            }
            if (c === CH_NL)
                break;
            if (c === CH_BACKSLASH) {
                if (s.charCodeAt(j + 1) === CH_NL)
                    this.row++;
                j += 2;
            }
            else
                j++;
        }
        this.i = Math.min(j, s.length);
    }
    /** Index of the newline ending the logical line that contains `from` (backslash-newline joins). */
    lineEnd(from) {
        const s = this.s;
        let j = from;
        for (;;) {
            const nl = s.indexOf('\n', j);
            if (nl < 0)
                return s.length;
            let k = nl - 1;
            if (s.charCodeAt(k) === CH_CR)
                k--;
            if (s.charCodeAt(k) !== CH_BACKSLASH)
                return nl;
            this.row++;
            j = nl + 1;
        }
    }
    directive() {
        const s = this.s;
        const start = this.i;
        const row = this.row;
        const col = start - (s.lastIndexOf('\n', start - 1) + 1);
        const end = this.lineEnd(start);
        this.i = end;
        const body = s.slice(start + 1, end);
        const m = /^[ \t]*(line[ \t]+)?(\d+)(?:[ \t]+"((?:[^"\\]|\\.)*)")?([ \t\d]*)/.exec(body);
        if (m) {
            const file = m[3] === undefined ? undefined : m[3].replace(/\\(.)/g, '$1');
            const flags = (m[4] ?? '').trim();
            this.markers.push({
                row,
                line: Number(m[2]),
                file,
                flags: flags === '' ? [] : flags.split(/[ \t]+/).map(Number),
            });
            this.edits.push({ start, end, text: undefined });
            return;
        }
        const name = /^[ \t]*([A-Za-z_]\w*)?/.exec(body)?.[1];
        if (name === 'pragma' || name === 'ident' || name === 'sccs') {
            const text = body
                .slice(body.indexOf(name) + name.length)
                .replace(/\\\r?\n/g, ' ')
                .trim();
            this.pragmas.push({ row, kind: name === 'pragma' ? 'pragma' : 'ident', text });
            this.edits.push({ start, end, text: undefined });
        }
        else if (name === undefined && body.trim() === '') {
            this.edits.push({ start, end, text: undefined }); // the null directive
        }
        else {
            this.directives.push({ row, col, name: name ?? '' });
        }
    }
    apply() {
        const s = this.s;
        if (this.edits.length === 0)
            return s;
        const edits = this.edits.sort((a, b) => a.start - b.start);
        const chunks = [];
        let at = 0;
        for (const e of edits) {
            if (e.start < at)
                continue; // nested inside an earlier blank
            chunks.push(s.slice(at, e.start));
            chunks.push(e.text ?? blank(s, e.start, e.end));
            at = e.end;
        }
        chunks.push(s.slice(at));
        return chunks.join('');
    }
}
const SPACES = ' '.repeat(256);
/** Spaces for every character of s[start, end) except line breaks. */
function blank(s, start, end) {
    const part = s.slice(start, end);
    if (part.indexOf('\n') < 0 && part.indexOf('\r') < 0) {
        return part.length <= SPACES.length ? SPACES.slice(0, part.length) : ' '.repeat(part.length);
    }
    return part.replace(/[^\r\n]/g, ' ');
}
/**
 * Normalises preprocessed (or directive-free) C text without moving any character:
 * - line markers, `#line`, `#pragma`, `#ident` and null directives are recorded and blanked; other
 *   directives are recorded and left alone;
 * - GNU aliases (`__const`, `__signed__`, `__inline`, `__volatile__`, `__restrict`, `__typeof__`,
 *   `__alignof__`, ...) become the standard keyword padded with spaces;
 * - `__extension__`, `__attribute__((...))`, `__declspec(...)` and asm labels after a declarator
 *   (`int f(void) __asm__("f64")`) are blanked; asm statements stay.
 * Text inside string and character literals and comments is never changed.
 */
function normalize(text) {
    const n = new Normalizer(text);
    const out = n.run();
    return { text: out, markers: n.markers, pragmas: n.pragmas, directives: n.directives, removed: n.removed };
}

;// CONCATENATED MODULE: ./src/frontend/lineMap.ts
// Line maps from (row, column) of the normalised preprocessed text back to the user's files: an
// identity map for text that was not preprocessed (and for `.i` files), and a map built from the
// preprocessor's line markers, which also re-aligns columns against the original source line.

/** Rows map to `path` with the same line and column (plus one). */
function identityLineMap(path) {
    return { map: (row, col) => ({ file: path, line: row + 1, col: col + 1 }) };
}
/** `<built-in>`, `<command-line>`, `<stdin>`: no file the user could open. */
function isPseudoFile(name) {
    return name.startsWith('<') && name.endsWith('>');
}
/**
 * Builds the map for preprocessor output. Each marker row sets the file and line of the next row;
 * rows before the first marker belong to `path`. Pseudo files map to `path` line 1. Columns are
 * re-aligned against the original line when it can be read (the preprocessor keeps the column of a
 * line's first token but collapses white space and removes comments between tokens).
 */
function markerLineMap(path, text, markers) {
    const lineStarts = [0];
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
        lineStarts.push(i + 1);
    const rows = lineStarts.length;
    const files = [path];
    const fileIndex = new Map([[path, 0]]);
    const rowFile = new Int32Array(rows);
    const rowLine = new Int32Array(rows);
    let file = 0;
    let line = 1;
    let m = 0;
    for (let r = 0; r < rows; r++) {
        if (m < markers.length && markers[m].row === r) {
            const mk = markers[m++];
            if (mk.file !== undefined) {
                let idx = fileIndex.get(mk.file);
                if (idx === undefined) {
                    idx = files.length;
                    files.push(mk.file);
                    fileIndex.set(mk.file, idx);
                }
                file = idx;
            }
            rowFile[r] = file;
            rowLine[r] = Math.max(1, mk.line - 1);
            line = mk.line;
            continue;
        }
        rowFile[r] = file;
        rowLine[r] = line++;
    }
    const sources = new SourceCache();
    return {
        map(row, col) {
            if (row < 0 || row >= rows)
                return { file: path, line: 1, col: 1 };
            const name = files[rowFile[row]];
            if (isPseudoFile(name))
                return { file: path, line: 1, col: 1 };
            const ln = rowLine[row];
            const start = lineStarts[row];
            const end = row + 1 < rows ? lineStarts[row + 1] - 1 : text.length;
            const original = sources.line(name, ln);
            const c = original === undefined ? col : alignColumn(text.slice(start, end), col, original);
            return { file: name, line: ln, col: c + 1 };
        },
    };
}
/** Original files read on demand (only when a location is mapped), split into lines. */
class SourceCache {
    files = new Map();
    line(file, line) {
        let lines = this.files.get(file);
        if (lines === undefined) {
            try {
                lines = external_node_fs_.readFileSync(file, 'utf8').split(/\r?\n/);
            }
            catch {
                lines = null;
            }
            this.files.set(file, lines);
        }
        return lines === null ? undefined : lines[line - 1];
    }
}
function isSpace(c) {
    return c === ' ' || c === '\t' || c === '\r' || c === '\v' || c === '\f';
}
/** Positions of the characters of `line` that survive preprocessing: no white space or comments. */
function significant(line) {
    const pos = [];
    const byteCol = [];
    let bytes = 0;
    for (let i = 0; i < line.length; i++) {
        const ch = line[i];
        if (ch === '/' && line[i + 1] === '/')
            break;
        if (ch === '/' && line[i + 1] === '*') {
            const close = line.indexOf('*/', i + 2);
            const stop = close < 0 ? line.length : close + 2;
            bytes += Buffer.byteLength(line.slice(i, stop));
            i = stop - 1;
            continue;
        }
        if (ch === '"' || ch === "'") {
            let j = i + 1;
            while (j < line.length && line[j] !== ch)
                j += line[j] === '\\' ? 2 : 1;
            for (let k = i; k <= Math.min(j, line.length - 1); k++) {
                pos.push(k);
                byteCol.push(bytes);
                bytes += Buffer.byteLength(line[k]);
            }
            i = j;
            continue;
        }
        if (!isSpace(ch)) {
            pos.push(i);
            byteCol.push(bytes);
        }
        bytes += ch.charCodeAt(0) < 128 ? 1 : Buffer.byteLength(ch);
    }
    return { pos, byteCol };
}
/**
 * Column in `original` of the character at `col` of the preprocessed line `pp`. The first token of
 * a preprocessed line sits at its original byte column; from there characters are matched forwards
 * and, from the line ends, backwards. A column inside a macro expansion maps to the macro's name.
 */
function alignColumn(pp, col, original) {
    let lead = 0;
    while (lead < pp.length && isSpace(pp[lead]))
        lead++;
    if (col < lead || lead === pp.length)
        return col;
    const orig = significant(original);
    let j0 = 0;
    while (j0 < orig.pos.length && orig.byteCol[j0] < lead)
        j0++;
    if (j0 >= orig.pos.length)
        return col;
    const ppPos = [];
    for (let i = lead; i < pp.length; i++)
        if (!isSpace(pp[i]))
            ppPos.push(i);
    // The last significant character at or before `col`; a column in white space after it maps to
    // just after its original position.
    let target = 0;
    while (target + 1 < ppPos.length && ppPos[target + 1] <= col)
        target++;
    const after = col > ppPos[target] ? 1 : 0;
    let k = 0; // forward match length
    while (k < ppPos.length && j0 + k < orig.pos.length && pp[ppPos[k]] === original[orig.pos[j0 + k]])
        k++;
    if (target < k)
        return orig.pos[j0 + target] + after;
    let b = 0; // backward match length, not overlapping the forward match
    while (b < ppPos.length - k &&
        b < orig.pos.length - j0 - k &&
        pp[ppPos[ppPos.length - 1 - b]] === original[orig.pos[orig.pos.length - 1 - b]])
        b++;
    if (target >= ppPos.length - b)
        return orig.pos[orig.pos.length - (ppPos.length - target)] + after;
    return j0 + k < orig.pos.length ? orig.pos[j0 + k] : col;
}

;// CONCATENATED MODULE: ./src/frontend/parser.ts
// The only module that touches tree-sitter: initialises the WASM parser once per process, parses C
// text, copies the tree into plain CstNode objects (dropping comments) and frees the WASM tree.
// Also turns ERROR and MISSING nodes into syntax-error diagnostics.
// `import = require` selects the package's CommonJS build: its ESM build does not survive bundling.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const TreeSitter = __nccwpck_require__(551);

const { Language, Parser } = TreeSitter;
let loading;
async function load() {
    await Parser.init({ locateFile: () => assetPath('web-tree-sitter.wasm') });
    const language = await Language.load(assetPath('tree-sitter-c.wasm'));
    const parser = new Parser();
    parser.setLanguage(language);
    const types = [];
    const named = [];
    for (let id = 0; id < language.nodeTypeCount; id++) {
        types.push(language.nodeTypeForId(id) ?? '');
        named.push(language.nodeTypeIsNamed(id));
    }
    const fields = [];
    for (let id = 0; id <= language.fieldCount; id++)
        fields.push(language.fieldNameForId(id) ?? undefined);
    return { parser, types, named, fields };
}
/** Starts tree-sitter (once per process; later calls share the same promise). */
function initParser() {
    loading ??= load();
    return loading.then(() => undefined);
}
function convert(cursor, ld) {
    const make = () => {
        const typeId = cursor.nodeTypeId;
        const missing = cursor.nodeIsMissing;
        const pos = cursor.startPosition;
        return {
            // Missing and error nodes have ids outside the table; ask the cursor for those.
            type: missing || typeId >= ld.types.length ? cursor.nodeType : ld.types[typeId],
            named: missing || typeId >= ld.named.length ? cursor.nodeIsNamed : ld.named[typeId],
            field: ld.fields[cursor.currentFieldId],
            startIndex: cursor.startIndex,
            endIndex: cursor.endIndex,
            startRow: pos.row,
            startCol: pos.column,
            children: [],
            isMissing: missing,
        };
    };
    const root = make();
    const stack = [root];
    // Walk depth first without recursion: deep expression chains must not overflow the JS stack.
    if (!cursor.gotoFirstChild())
        return root;
    for (;;) {
        const parent = stack[stack.length - 1];
        if (ld.types[cursor.nodeTypeId] !== 'comment') {
            const node = make();
            parent.children.push(node);
            if (cursor.gotoFirstChild()) {
                stack.push(node);
                continue;
            }
        }
        while (!cursor.gotoNextSibling()) {
            if (!cursor.gotoParent())
                return root;
            stack.pop();
            if (stack.length === 0)
                return root;
        }
    }
}
/** Parses C text into a plain syntax tree. ERROR and MISSING nodes mark syntax errors. */
async function parseC(text) {
    await initParser();
    const ld = await loading;
    const tree = ld.parser.parse(text);
    if (tree === null)
        throw new Error('tree-sitter returned no tree');
    const cursor = tree.walk();
    try {
        return { root: convert(cursor, ld) };
    }
    finally {
        cursor.delete();
        tree.delete();
    }
}
const MAX_SYNTAX_ERRORS = 20;
function firstToken(node, text) {
    let n = node;
    while (n.children.length > 0)
        n = n.children.find((c) => c.endIndex > c.startIndex) ?? n.children[0];
    let tok = text.slice(n.startIndex, n.endIndex);
    if (tok === '')
        tok = /^\s*(\S{1,40})/.exec(text.slice(node.startIndex, node.startIndex + 200))?.[1] ?? '';
    if (tok === '')
        tok = /^\s*(\S{1,40})/.exec(text.slice(node.endIndex, node.endIndex + 200))?.[1] ?? 'end of file';
    tok = tok.split('\n')[0];
    return tok.length > 40 ? `${tok.slice(0, 40)}...` : tok;
}
/**
 * One diagnostic per outermost ERROR node (`syntax error near '<token>'`) and per MISSING node
 * (`expected '<type>'`), at mapped locations, in text order; at most 20, then a note with the count.
 */
/**
 * Valid C that tree-sitter-c's grammar does not cover, left for semantic analysis: the GNU case
 * range `case lo ... hi:` (an ERROR starting with `...` in a case label) and the unnamed bit-field
 * `int : 0;` (a MISSING field name in a field declaration).
 */
function isGrammarGap(n, parent, text) {
    if (n.type === 'ERROR' && parent?.type === 'case_statement')
        return text.slice(n.startIndex, n.endIndex).includes('...');
    if (n.isMissing && n.type === 'field_identifier' && parent?.type === 'field_declaration')
        return true;
    return false;
}
function syntaxErrors(root, text, lineMap, path) {
    const found = [];
    const stack = [[root, undefined]];
    while (stack.length > 0) {
        const [n, parent] = stack.pop();
        if ((n.type === 'ERROR' || n.isMissing) && !isGrammarGap(n, parent, text)) {
            found.push(n);
            continue; // errors nested inside an ERROR node are the same error
        }
        for (let i = n.children.length - 1; i >= 0; i--)
            stack.push([n.children[i], n]);
    }
    const out = [];
    const seen = new Set();
    for (const n of found) {
        const message = n.isMissing ? `expected '${n.type}'` : `syntax error near '${firstToken(n, text)}'`;
        const loc = lineMap.map(n.startRow, n.startCol);
        const key = `${loc.file}:${loc.line}:${loc.col}:${message}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        if (out.length === MAX_SYNTAX_ERRORS) {
            const more = found.length - out.length;
            out.push({
                severity: 'note',
                loc: { file: path, line: 1, col: 1 },
                message: `${more} more syntax errors not shown`,
            });
            break;
        }
        out.push({ severity: 'error', loc, message });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/frontend/translationUnit.ts
// The front end's first half: from a path to a ParsedUnit. Reads the file, preprocesses `.c`/`.h`
// files when a preprocessor exists (`.i` files never), normalises the text, builds the line map
// back to the user's files and parses it, collecting syntax errors as diagnostics.







const READ_ERRORS = {
    ENOENT: 'no such file or directory',
    EACCES: 'permission denied',
    EISDIR: 'is a directory',
    ENOTDIR: 'a path component is not a directory',
};
async function readSource(file) {
    try {
        return await external_node_fs_.promises.readFile(file, 'utf8');
    }
    catch (e) {
        const err = e;
        const why = (err.code !== undefined ? READ_ERRORS[err.code] : undefined) ?? err.message;
        throw new InputError([
            { severity: 'error', loc: { file, line: 1, col: 1 }, message: `cannot read file: ${why}` },
        ]);
    }
}
/** Directives that only a preprocessor can carry out (the normaliser handles markers and pragmas). */
function firstPreprocessorDirective(n) {
    return n.directives.length > 0 ? n.directives[0] : undefined;
}
/**
 * Loads one translation unit. `.i` files are taken as preprocessed; other files are run through the
 * system preprocessor, or, when there is none (or `options.preprocessor` is `none`), used as they
 * are provided they contain no directive. Throws InputError when the file cannot be read, the
 * preprocessor fails, or a needed preprocessor is missing; syntax errors are returned as
 * diagnostics of the unit.
 */
async function loadTranslationUnit(file, options) {
    const source = await readSource(file);
    const isPreprocessed = external_node_path_.extname(file).toLowerCase() === '.i';
    const pp = isPreprocessed ? undefined : findPreprocessor(options.preprocessor);
    let text = source;
    const diagnostics = [];
    if (pp !== undefined) {
        const result = preprocess(file, options, pp);
        text = result.text;
        diagnostics.push(...result.warnings);
    }
    else if (!isPreprocessed && options.preprocessor !== undefined && options.preprocessor !== 'none') {
        // An explicitly named preprocessor that is not installed: say so even without directives.
        throw new InputError([
            {
                severity: 'error',
                loc: { file, line: 1, col: 1 },
                message: `preprocessor '${options.preprocessor}' not found on PATH`,
            },
        ]);
    }
    const norm = normalize(text);
    if (pp === undefined && !isPreprocessed) {
        const d = firstPreprocessorDirective(norm);
        if (d !== undefined) {
            const why = options.preprocessor === 'none'
                ? 'preprocessing is disabled (preprocessor: none)'
                : 'no C preprocessor (cpp or gcc) is installed';
            throw new InputError([
                {
                    severity: 'error',
                    loc: { file, line: d.row + 1, col: d.col + 1 },
                    message: `'#${d.name}' needs a C preprocessor (cpp or gcc), but ${why}`,
                },
            ]);
        }
    }
    const lineMap = pp === undefined ? identityLineMap(file) : markerLineMap(file, norm.text, norm.markers);
    const { root } = await parseC(norm.text);
    diagnostics.push(...syntaxErrors(root, norm.text, lineMap, file));
    return {
        path: file,
        text: norm.text,
        root,
        lineMap,
        diagnostics,
        layoutAttributes: layoutAttributes(norm.removed),
    };
}
const LAYOUT_ATTRIBUTE = /\b_*(packed|aligned|mode|vector_size|transparent_union|scalar_storage_order)_*\b/;
/** The removed attributes that change a type's layout or width. */
function layoutAttributes(removed) {
    const out = [];
    for (const r of removed) {
        if (r.kind !== 'attribute')
            continue;
        const m = LAYOUT_ATTRIBUTE.exec(r.text);
        if (m)
            out.push({ startIndex: r.start, endIndex: r.end, name: m[1] });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/frontend/syntax.ts
// The concrete syntax tree the rest of the front end reads: a plain, immutable copy of the
// tree-sitter-c tree (only parser.ts sees tree-sitter itself). Offsets refer to the normalised
// preprocessed text, which has the same offsets as the preprocessed text.
/** First child under a field name. */
function fieldChild(node, field) {
    for (const c of node.children)
        if (c.field === field)
            return c;
    return undefined;
}
/** All children under a field name. */
function fieldChildren(node, field) {
    return node.children.filter((c) => c.field === field);
}
function namedChildren(node) {
    return node.children.filter((c) => c.named);
}

;// CONCATENATED MODULE: ./src/frontend/types.ts
// C types of the typed AST: integers with exact width and signedness (resolved for a data model),
// pointers, arrays, records with their layout, functions, and the types we can name but not
// verify (floating point). Qualifiers are dropped except `volatile`, which is kept for later use.
const VOID = { kind: 'void' };
function isInteger(t) {
    return t.kind === 'int';
}
function isArithmetic(t) {
    return t.kind === 'int' || t.kind === 'float';
}
function isScalar(t) {
    return t.kind === 'int' || t.kind === 'float' || t.kind === 'pointer';
}
function isPointer(t) {
    return t.kind === 'pointer';
}
function pointerTo(t) {
    return { kind: 'pointer', to: t };
}
function arrayOf(t, length) {
    return { kind: 'array', of: t, length };
}
/** Structural equality (records by identity), enough for compatibility checks. */
function sameType(a, b) {
    if (a.kind !== b.kind)
        return false;
    switch (a.kind) {
        case 'int':
            return a.ik === b.ik;
        case 'void':
            return true;
        case 'float':
            return a.fk === b.fk;
        case 'pointer':
            return sameType(a.to, b.to);
        case 'array':
            return a.length === b.length && sameType(a.of, b.of);
        case 'record':
            return compatibleRecords(a.def, b.def);
        case 'function': {
            const f = b;
            return (sameType(a.ret, f.ret) &&
                a.params.length === f.params.length &&
                a.params.every((p, i) => sameType(p, f.params[i])));
        }
    }
}
/**
 * Records are the same type when they are one definition, or — across translation units — when
 * they have the same tag and the same members at the same offsets (C11 6.2.7p1).
 */
function compatibleRecords(a, b) {
    if (a === b)
        return true;
    if (a.tag !== b.tag || a.tag.startsWith('<anonymous') || a.isUnion !== b.isUnion)
        return false;
    if (!a.complete || !b.complete)
        return true; // an incomplete declaration of the same tag
    const key = `${a.id}:${b.id}`;
    if (comparing.has(key))
        return true; // recursive types (`struct n { struct n *next; }`): assume equal
    comparing.add(key);
    try {
        return (a.size === b.size &&
            a.fields.length === b.fields.length &&
            a.fields.every((f, i) => {
                const g = b.fields[i];
                return (f.name === g.name && f.offset === g.offset && f.bitWidth === g.bitWidth && sameType(f.type, g.type));
            }));
    }
    finally {
        comparing.delete(key);
    }
}
const comparing = new Set();
const INT_NAMES = {
    bool: '_Bool',
    char: 'char',
    schar: 'signed char',
    uchar: 'unsigned char',
    short: 'short',
    ushort: 'unsigned short',
    int: 'int',
    uint: 'unsigned int',
    long: 'long',
    ulong: 'unsigned long',
    llong: 'long long',
    ullong: 'unsigned long long',
    int128: '__int128',
    uint128: 'unsigned __int128',
};
/** C spelling of a type, for dumps and messages (`int *`, `struct s[4]`, `int (int, char)`). */
function typeToString(t) {
    switch (t.kind) {
        case 'int':
            return t.enumTag !== undefined ? `enum ${t.enumTag}` : INT_NAMES[t.ik];
        case 'void':
            return 'void';
        case 'float':
            return t.fk === 'ldouble' ? 'long double' : t.fk;
        case 'pointer':
            return `${typeToString(t.to)} *`;
        case 'array': {
            // Outer dimension first, as C writes it: `int[2][3]` is two arrays of three ints.
            let dims = '';
            let e = t;
            while (e.kind === 'array') {
                dims += `[${e.vla ? '*' : (e.length ?? '')}]`;
                e = e.of;
            }
            return `${typeToString(e)}${dims}`;
        }
        case 'record':
            return `${t.def.isUnion ? 'union' : 'struct'} ${t.def.tag}`;
        case 'function': {
            const ps = t.params.map(typeToString);
            if (t.variadic)
                ps.push('...');
            if (ps.length === 0 && t.hasProto)
                ps.push('void');
            return `${typeToString(t.ret)} (${ps.join(', ')})`;
        }
    }
}

;// CONCATENATED MODULE: ./src/frontend/conversions.ts
// C's implicit conversions made explicit: integer promotions, the usual arithmetic conversions,
// conversion of a value to a type (as assignment does), and exact wrap-around of integer values.
// Constants are folded through conversions so dumps stay readable; everything else gets a Cast.

const RANK = {
    bool: 0,
    char: 1,
    schar: 1,
    uchar: 1,
    short: 2,
    ushort: 2,
    int: 3,
    uint: 3,
    long: 4,
    ulong: 4,
    llong: 5,
    ullong: 5,
    int128: 6,
    uint128: 6,
};
const TO_UNSIGNED = {
    int: 'uint',
    long: 'ulong',
    llong: 'ullong',
    int128: 'uint128',
};
/** The value `v` converted to integer type `t` (C11 6.3.1.2-3; gcc's modulo rule for signed). */
function wrapToType(v, t) {
    if (t.ik === 'bool')
        return v !== 0n ? 1n : 0n;
    return t.signed ? BigInt.asIntN(t.bits, v) : BigInt.asUintN(t.bits, v);
}
function minValue(t) {
    return t.signed ? -(1n << BigInt(t.bits - 1)) : 0n;
}
function maxValue(t) {
    if (t.ik === 'bool')
        return 1n;
    return t.signed ? (1n << BigInt(t.bits - 1)) - 1n : (1n << BigInt(t.bits)) - 1n;
}
class Conversions {
    ints;
    constructor(ints) {
        this.ints = ints;
    }
    /** Integer promotion (C11 6.3.1.1p2): types of rank below int become int (all fit in int here). */
    promote(t) {
        if (t.kind !== 'int')
            return t;
        return RANK[t.ik] < RANK.int ? this.ints.get('int') : t;
    }
    /** The common type of two promoted integer types (C11 6.3.1.8). Floats win over integers. */
    usual(a, b) {
        if (a.kind === 'float' || b.kind === 'float') {
            if (a.kind === 'float' && b.kind === 'float') {
                const order = ['float', 'double', 'ldouble'];
                return order.indexOf(a.fk) >= order.indexOf(b.fk) ? a : b;
            }
            return a.kind === 'float' ? a : b;
        }
        const pa = this.promote(a);
        const pb = this.promote(b);
        if (pa.kind !== 'int' || pb.kind !== 'int')
            return pa;
        if (pa.ik === pb.ik)
            return pa;
        if (pa.signed === pb.signed)
            return RANK[pa.ik] >= RANK[pb.ik] ? pa : pb;
        const [u, s] = pa.signed ? [pb, pa] : [pa, pb];
        if (RANK[u.ik] >= RANK[s.ik])
            return u;
        if (s.bits > u.bits)
            return s;
        return this.ints.get(TO_UNSIGNED[s.ik] ?? s.ik);
    }
    /** `e` converted to `to`; constants are folded, no-op conversions add nothing. */
    convert(e, to, implicit = true) {
        if (sameType(e.type, to) &&
            !(to.kind === 'int' && e.type.kind === 'int' && e.type.enumTag !== to.enumTag)) {
            return e;
        }
        if (to.kind === 'int' && e.kind === 'IntConst')
            return this.constant(wrapToType(e.value, to), to, e.loc);
        if (to.kind === 'int' && e.kind === 'Cast' && e.implicit && e.operand.kind === 'IntConst') {
            return this.constant(wrapToType(e.operand.value, to), to, e.loc);
        }
        return { kind: 'Cast', type: to, operand: e, implicit, loc: e.loc };
    }
    constant(value, type, loc) {
        return { kind: 'IntConst', type, value: wrapToType(value, type), loc };
    }
    /** Value of an expression used as an rvalue: arrays decay to pointers to their first element. */
    decay(e) {
        if (e.type.kind === 'array')
            return { kind: 'Decay', type: pointerTo(e.type.of), operand: e, loc: e.loc };
        return e;
    }
    rank(t) {
        return RANK[t.ik];
    }
}

;// CONCATENATED MODULE: ./src/frontend/sema/scope.ts
// Lexical scopes of C: ordinary identifiers (variables, functions, typedef names, enum
// constants) and tags (struct/union/enum) in separate name spaces, nested block by block.
class Scope {
    parent;
    ordinary = new Map();
    tags = new Map();
    constructor(parent) {
        this.parent = parent;
    }
    lookup(name) {
        return this.ordinary.get(name) ?? this.parent?.lookup(name);
    }
    lookupLocal(name) {
        return this.ordinary.get(name);
    }
    define(name, entry) {
        this.ordinary.set(name, entry);
    }
    isTypedef(name) {
        return this.lookup(name)?.kind === 'typedef';
    }
    lookupTag(name) {
        return this.tags.get(name) ?? this.parent?.lookupTag(name);
    }
    lookupTagLocal(name) {
        return this.tags.get(name);
    }
    defineTag(name, entry) {
        this.tags.set(name, entry);
    }
    get isFileScope() {
        return this.parent === undefined;
    }
}

;// CONCATENATED MODULE: ./src/frontend/sema/context.ts
// Shared state of semantic analysis for one translation unit: the unit's text and line map,
// the data model, diagnostics, the scope chain, and the program-wide tables that translation
// units share (functions, globals, record ids). One SemaContext per unit; one ProgramTables per run.



/** Tables shared by all translation units of a program. */
class ProgramTables {
    model;
    functions = new Map();
    /** External-linkage globals by name. */
    globals = new Map();
    /** Defined globals and static locals in definition order. */
    globalDefs = [];
    usedGlobalUids = new Set();
    diagnostics = [];
    /** Every typed call, for the after-linking check of calls to functions without a body. */
    callSites = [];
    ints;
    conv;
    /**
     * Types whose layout or width depends on a GNU attribute we dropped (key: RecordDef, or the
     * typedef's own CType object) → the attribute's name. Uses of them are reported unsupported.
     */
    layoutTaint = new WeakMap();
    recordIds = 0;
    anonCount = 0;
    constructor(model) {
        this.model = model;
        this.ints = new IntTypes(model);
        this.conv = new Conversions(this.ints);
    }
    nextRecordId() {
        return ++this.recordIds;
    }
    anonymousTag() {
        return `<anonymous#${++this.anonCount}>`;
    }
    /** A global uid not used yet: the name itself, or `name@file` (numbered if needed). */
    globalUid(name, file) {
        let uid = name;
        if (this.usedGlobalUids.has(uid))
            uid = `${name}@${file}`;
        let n = 1;
        while (this.usedGlobalUids.has(uid))
            uid = `${name}@${file}.${n++}`;
        this.usedGlobalUids.add(uid);
        return uid;
    }
}
class SemaContext {
    unit;
    tables;
    scope;
    fn;
    /** File-scope statics of this unit (name → symbol) live in the unit's file scope. */
    constructor(unit, tables) {
        this.unit = unit;
        this.tables = tables;
        this.scope = new Scope(undefined);
    }
    get model() {
        return this.tables.model;
    }
    get ints() {
        return this.tables.ints;
    }
    get conv() {
        return this.tables.conv;
    }
    text(n) {
        return this.unit.text.slice(n.startIndex, n.endIndex);
    }
    /** Source text on one line with whitespace collapsed, cut at 160 characters. */
    shortText(n) {
        const t = this.text(n).replace(/\s+/g, ' ').trim();
        return t.length > 160 ? `${t.slice(0, 157)}...` : t;
    }
    /** A layout-changing attribute written inside `n`'s source range, if any. */
    layoutAttributeIn(n) {
        for (const a of this.unit.layoutAttributes ?? []) {
            if (a.startIndex >= n.startIndex && a.endIndex <= n.endIndex)
                return a.name;
        }
        return undefined;
    }
    /** The dropped attribute a type's layout depends on (through arrays and typedef copies). */
    layoutTaintOf(t) {
        let e = t;
        while (e.kind === 'array')
            e = e.of;
        return this.tables.layoutTaint.get(e.kind === 'record' ? e.def : e);
    }
    loc(n) {
        return this.unit.lineMap.map(n.startRow, n.startCol);
    }
    error(n, message) {
        this.tables.diagnostics.push({
            severity: 'error',
            loc: this.loc(n),
            message,
            function: this.fn?.symbol.name,
        });
    }
    warning(n, message) {
        this.tables.diagnostics.push({
            severity: 'warning',
            loc: this.loc(n),
            message,
            function: this.fn?.symbol.name,
        });
    }
    unsupported(n, feature, detail) {
        this.tables.diagnostics.push({
            severity: 'unsupported',
            loc: this.loc(n),
            message: detail ? `${feature}: ${detail}` : feature,
            feature,
            function: this.fn?.symbol.name,
        });
    }
    pushScope() {
        this.scope = new Scope(this.scope);
    }
    popScope() {
        if (this.scope.parent)
            this.scope = this.scope.parent;
    }
    /** A local uid unique in the current function (`x`, `x.1`, ...). */
    localUid(name) {
        const fn = this.fn;
        if (!fn)
            return name;
        const n = fn.usedNames.get(name);
        if (n === undefined) {
            fn.usedNames.set(name, 0);
            return name;
        }
        let k = n + 1;
        while (fn.usedNames.has(`${name}.${k}`))
            k++;
        fn.usedNames.set(name, k);
        fn.usedNames.set(`${name}.${k}`, 0);
        return `${name}.${k}`;
    }
}
/** Thrown inside sema to abandon one construct after a diagnostic has been recorded. */
class SemaAbort extends Error {
    feature;
    constructor(feature) {
        super(feature ?? 'sema abort');
        this.feature = feature;
    }
}

;// CONCATENATED MODULE: ./src/frontend/layout.ts
// Struct and union layout for the System V i386 (ILP32) and x86-64 (LP64) ABIs as gcc applies
// them: natural alignment, bit-fields packed into storage units of their declared type,
// zero-width bit-fields closing a unit, flexible array members, tail padding.

function alignUp(n, a) {
    return Math.ceil(n / a) * a;
}
/** Fills in fields, size and alignment of `def`; returns false when a member type is incomplete. */
function layoutRecord(def, decls, m) {
    const fields = [];
    let bitPos = 0; // next free bit (structs)
    let size = 0; // bytes (unions: max member size)
    let align = 1;
    for (let i = 0; i < decls.length; i++) {
        const d = decls[i];
        const a = alignOf(d.type, m);
        let s = sizeOf(d.type, m);
        if (s === undefined) {
            const flexible = d.type.kind === 'array' && i === decls.length - 1 && !def.isUnion;
            if (!flexible)
                return false;
            s = 0;
        }
        if (d.bitWidth !== undefined) {
            const unitBits = s * 8;
            if (def.isUnion) {
                if (d.name)
                    fields.push({ name: d.name, type: d.type, offset: 0, bitWidth: d.bitWidth, bitOffset: 0 });
                size = Math.max(size, Math.ceil(d.bitWidth / 8));
                if (d.name)
                    align = Math.max(align, a);
                continue;
            }
            if (d.bitWidth === 0) {
                bitPos = alignUp(bitPos, a * 8);
                continue;
            }
            const start = Math.floor(bitPos / (a * 8)) * a * 8;
            if (bitPos + d.bitWidth > start + unitBits)
                bitPos = alignUp(bitPos, a * 8);
            const unitStart = Math.floor(bitPos / (a * 8)) * a;
            if (d.name) {
                fields.push({
                    name: d.name,
                    type: d.type,
                    offset: unitStart,
                    bitWidth: d.bitWidth,
                    bitOffset: bitPos - unitStart * 8,
                });
                align = Math.max(align, a);
            }
            bitPos += d.bitWidth;
            continue;
        }
        if (def.isUnion) {
            fields.push({ name: d.name, type: d.type, offset: 0 });
            size = Math.max(size, s);
        }
        else {
            const off = alignUp(Math.ceil(bitPos / 8), a);
            fields.push({ name: d.name, type: d.type, offset: off });
            bitPos = (off + s) * 8;
        }
        align = Math.max(align, a);
    }
    if (!def.isUnion)
        size = Math.ceil(bitPos / 8);
    def.fields = fields;
    def.align = align;
    def.size = alignUp(size, align);
    def.complete = true;
    return true;
}

;// CONCATENATED MODULE: ./src/frontend/sema/records.ts
// struct, union and enum specifiers: tags in scope, members with their layout (bit-fields,
// anonymous members, flexible arrays), enumerator values and the underlying type gcc picks.





function recordSpecifier(ctx, n) {
    const isUnion = n.type === 'union_specifier';
    const nameNode = fieldChild(n, 'name');
    const body = fieldChild(n, 'body');
    const tag = nameNode ? ctx.text(nameNode).trim() : undefined;
    let def;
    if (tag !== undefined) {
        const existing = body ? ctx.scope.lookupTagLocal(tag) : ctx.scope.lookupTag(tag);
        if (existing?.kind === 'record' && (!body || !existing.def.complete))
            def = existing.def;
    }
    if (!def) {
        def = {
            tag: tag ?? ctx.tables.anonymousTag(),
            isUnion,
            fields: [],
            size: 0,
            align: 1,
            complete: false,
            id: ctx.tables.nextRecordId(),
        };
        if (tag !== undefined)
            ctx.scope.defineTag(tag, { kind: 'record', def });
    }
    if (body) {
        const decls = [];
        for (const fd of namedChildren(body)) {
            if (fd.type !== 'field_declaration')
                continue;
            fieldDeclaration(ctx, fd, decls);
        }
        if (!layoutRecord(def, decls, ctx.model))
            ctx.error(n, `struct '${def.tag}' has a member of incomplete type`);
        const taint = ctx.layoutAttributeIn(n) ?? decls.map((d) => ctx.layoutTaintOf(d.type)).find((x) => x !== undefined);
        if (taint)
            ctx.tables.layoutTaint.set(def, taint);
    }
    return { kind: 'record', def };
}
function fieldDeclaration(ctx, fd, out) {
    const specs = declSpecs(ctx, fd);
    const declarators = fieldChildren(fd, 'declarator');
    const bitClauses = fd.children.filter((c) => c.type === 'bitfield_clause');
    if (declarators.length === 0) {
        // Anonymous struct/union member (C11): its members are accessible directly.
        if (specs.base.kind === 'record' && specs.base.def.tag.startsWith('<anonymous')) {
            out.push({ name: '', type: specs.base });
        }
        else if (bitClauses.length === 1) {
            out.push({ name: '', type: specs.base, bitWidth: bitWidth(ctx, bitClauses[0]) });
        }
        return;
    }
    // Pair declarators with the bit-field clause that follows each of them.
    const items = fd.children;
    for (let i = 0; i < items.length; i++) {
        const d = items[i];
        if (d.field !== 'declarator')
            continue;
        const next = items[i + 1];
        const width = next?.type === 'bitfield_clause' ? bitWidth(ctx, next) : undefined;
        const declared = declarator(ctx, d.isMissing || d.startIndex === d.endIndex ? undefined : d, specs.base);
        out.push({ name: declared.name ?? '', type: declared.type, bitWidth: width });
    }
}
function bitWidth(ctx, clause) {
    const e = namedChildren(clause)[0];
    const v = e ? constInt(ctx, e) : undefined;
    if (v === undefined || v < 0n || v > 128n) {
        ctx.error(clause, 'bit-field width is not a valid integer constant');
        throw new SemaAbort();
    }
    return Number(v);
}
function enumSpecifier(ctx, n) {
    const nameNode = fieldChild(n, 'name');
    const body = fieldChild(n, 'body');
    const tag = nameNode ? ctx.text(nameNode).trim() : ctx.tables.anonymousTag();
    if (!body) {
        const e = ctx.scope.lookupTag(tag);
        if (e?.kind === 'enum')
            return e.type;
        return { ...ctx.ints.get('uint'), enumTag: tag };
    }
    const intT = ctx.ints.get('int');
    let next = 0n;
    const values = [];
    const names = [];
    for (const en of namedChildren(body)) {
        if (en.type !== 'enumerator')
            continue;
        const nm = fieldChild(en, 'name');
        const valNode = fieldChild(en, 'value');
        if (valNode) {
            const v = constInt(ctx, valNode);
            if (v === undefined) {
                ctx.error(valNode, 'enumerator value is not an integer constant');
                throw new SemaAbort();
            }
            next = v;
        }
        values.push(next);
        if (nm) {
            ctx.scope.define(ctx.text(nm).trim(), { kind: 'enumConst', value: next, type: intT });
            names.push([ctx.text(nm).trim(), next]);
        }
        next++;
    }
    // gcc: unsigned int when no value is negative, int otherwise; wider when the values need it.
    const neg = values.some((v) => v < 0n);
    const candidates = neg ? ['int', 'long', 'llong'] : ['uint', 'ulong', 'ullong'];
    let ik = candidates[candidates.length - 1];
    for (const k of candidates) {
        const t = ctx.ints.get(k);
        if (values.every((v) => v >= minValue(t) && v <= maxValue(t))) {
            ik = k;
            break;
        }
    }
    const type = { ...ctx.ints.get(ik), enumTag: tag };
    // gcc: when some value does not fit in int, every enumerator has the enumerated type.
    if (values.some((v) => v < minValue(intT) || v > maxValue(intT))) {
        for (const [name, v] of names)
            ctx.scope.define(name, { kind: 'enumConst', value: v, type });
    }
    ctx.scope.defineTag(tag, { kind: 'enum', type, complete: true });
    return type;
}

;// CONCATENATED MODULE: ./src/frontend/sema/declarators.ts
// Declaration specifiers and declarators: from `unsigned long`, `struct s`, `T *(*f)[3]` and
// friends to CTypes. Also defines struct/union/enum types as they are declared, and resolves
// the typedef names of the scope (including the builtin ones tree-sitter calls type_identifier).




let evaluator;
function setConstEvaluator(e) {
    evaluator = e;
}
function constInt(ctx, node) {
    if (!evaluator)
        throw new Error('internal: no constant evaluator');
    return evaluator.constInt(ctx, node);
}
/** Fixed-width names that tree-sitter-c treats as primitive types even where headers typedef them. */
const PRIMITIVE_FALLBACK = {
    int8_t: 'schar',
    uint8_t: 'uchar',
    int16_t: 'short',
    uint16_t: 'ushort',
    int32_t: 'int',
    uint32_t: 'uint',
    int64_t: 'llong',
    uint64_t: 'ullong',
};
/** Type names tree-sitter-c reads as identifiers (`_Bool`, `__int128`). */
const BUILTIN_TYPE_NAMES = {
    _Bool: 'bool',
    bool: 'bool',
    __int128: 'int128',
    __int128_t: 'int128',
    __uint128_t: 'uint128',
};
function declSpecs(ctx, node) {
    let storage;
    let isInline = false;
    for (const c of node.children) {
        if (c.type === 'storage_class_specifier') {
            const s = ctx.text(c).trim();
            if (s === 'inline' || s === '__inline' || s === '__inline__')
                isInline = true;
            else if (s === 'typedef' || s === 'extern' || s === 'static' || s === 'auto' || s === 'register')
                storage = s;
            else if (s === 'thread_local' || s === '_Thread_local' || s === '__thread')
                ctx.unsupported(c, 'thread-local storage');
        }
        else if (c.type === 'type_qualifier') {
            const q = ctx.text(c).trim();
            if (q === '_Atomic')
                ctx.unsupported(c, 'atomic types');
        }
        else if (c.type === 'typedef') {
            storage = 'typedef';
        }
    }
    if (node.type === 'type_definition')
        storage = 'typedef';
    const typeNode = fieldChild(node, 'type');
    const base = typeNode ? typeSpecifier(ctx, typeNode) : ctx.ints.get('int');
    const layoutAttribute = ctx.layoutAttributeIn(node);
    // `struct s {...} __attribute__((packed));` and packed members change the record's layout.
    if (layoutAttribute && base.kind === 'record' && typeNode && fieldChild(typeNode, 'body')) {
        ctx.tables.layoutTaint.set(base.def, layoutAttribute);
    }
    return { base, storage, isInline, layoutAttribute };
}
function typeSpecifier(ctx, n) {
    switch (n.type) {
        case 'primitive_type':
            return primitive(ctx, n, ctx.text(n).trim());
        case 'sized_type_specifier':
            return sizedType(ctx, n);
        case 'type_identifier': {
            const name = ctx.text(n).trim();
            const e = ctx.scope.lookup(name);
            if (e?.kind === 'typedef')
                return e.type;
            if (name in BUILTIN_TYPE_NAMES)
                return ctx.ints.get(BUILTIN_TYPE_NAMES[name]);
            // Opaque here; va_start/va_arg (gcc built-ins) are reported unsupported where they are used.
            if (name === '__builtin_va_list')
                return pointerTo(VOID);
            ctx.error(n, `unknown type name '${name}'`);
            throw new SemaAbort();
        }
        case 'struct_specifier':
        case 'union_specifier':
            return recordSpecifier(ctx, n);
        case 'enum_specifier':
            return enumSpecifier(ctx, n);
        case 'macro_type_specifier':
        case 'typeof_specifier':
            ctx.unsupported(n, 'typeof');
            throw new SemaAbort('typeof');
        default:
            ctx.error(n, `unexpected type specifier '${ctx.shortText(n)}'`);
            throw new SemaAbort();
    }
}
function primitive(ctx, n, name) {
    const e = ctx.scope.lookup(name);
    if (e?.kind === 'typedef')
        return e.type;
    switch (name) {
        case 'void':
            return VOID;
        case 'char':
            return ctx.ints.get('char');
        case 'int':
            return ctx.ints.get('int');
        case 'bool':
        case '_Bool':
            return ctx.ints.get('bool');
        case 'float':
            return { kind: 'float', fk: 'float' };
        case 'double':
            return { kind: 'float', fk: 'double' };
        case 'size_t':
        case 'uintptr_t':
            return ctx.ints.sizeT();
        case 'ssize_t':
        case 'ptrdiff_t':
        case 'intptr_t':
            return ctx.ints.ptrdiffT();
        case 'charptr_t':
            return pointerTo(ctx.ints.get('char'));
    }
    const fixed = PRIMITIVE_FALLBACK[name];
    if (fixed)
        return ctx.ints.get(fixed);
    ctx.error(n, `unknown type name '${name}'`);
    throw new SemaAbort();
}
function sizedType(ctx, n) {
    let signed;
    let longs = 0;
    let short = false;
    for (const c of n.children) {
        if (c.named)
            continue;
        const w = ctx.text(c).trim();
        if (w === 'unsigned')
            signed = false;
        else if (w === 'signed')
            signed = true;
        else if (w === 'long')
            longs++;
        else if (w === 'short')
            short = true;
    }
    const inner = fieldChild(n, 'type');
    const innerName = inner ? ctx.text(inner).trim() : 'int';
    if (innerName === 'double') {
        if (longs > 0)
            return { kind: 'float', fk: 'ldouble' };
        return { kind: 'float', fk: 'double' };
    }
    if (innerName === 'char')
        return ctx.ints.get(signed === undefined ? 'char' : signed ? 'schar' : 'uchar');
    if (innerName === '__int128')
        return ctx.ints.get(signed === false ? 'uint128' : 'int128');
    if (innerName !== 'int' && inner) {
        ctx.error(inner, `invalid type '${ctx.shortText(n)}'`);
        throw new SemaAbort();
    }
    const u = signed === false;
    if (short)
        return ctx.ints.get(u ? 'ushort' : 'short');
    if (longs === 1)
        return ctx.ints.get(u ? 'ulong' : 'long');
    if (longs >= 2)
        return ctx.ints.get(u ? 'ullong' : 'llong');
    return ctx.ints.get(u ? 'uint' : 'int');
}
/** Applies a (possibly abstract) declarator to a base type. `node` undefined: no declarator. */
function declarator(ctx, node, base) {
    let n = node;
    // Walk from the outside in: each level wraps the type, then descends to its inner declarator.
    const layers = [];
    while (n) {
        switch (n.type) {
            case 'identifier':
            case 'field_identifier':
            case 'type_identifier':
            case 'primitive_type':
                return finish(ctx, layers, base, n, ctx.text(n).trim());
            case 'pointer_declarator':
            case 'abstract_pointer_declarator':
            case 'array_declarator':
            case 'abstract_array_declarator':
            case 'function_declarator':
            case 'abstract_function_declarator':
                layers.push(n);
                n = fieldChild(n, 'declarator');
                break;
            case 'parenthesized_declarator':
            case 'abstract_parenthesized_declarator':
            case 'attributed_declarator':
                n = namedChildren(n).find((c) => c.type !== 'attribute_specifier' && c.type !== 'ms_call_modifier');
                break;
            default:
                ctx.error(n, `unexpected declarator '${ctx.shortText(n)}'`);
                throw new SemaAbort();
        }
    }
    return finish(ctx, layers, base, undefined, undefined);
}
function finish(ctx, layers, base, nameNode, name) {
    // layers[0] is the outermost declarator; C applies it to the base type first (`*a[3]`: the
    // pointer wraps int, then the array wraps the pointer).
    let type = base;
    let params;
    for (let i = 0; i < layers.length; i++) {
        const l = layers[i];
        if (l.type === 'pointer_declarator' || l.type === 'abstract_pointer_declarator') {
            type = pointerTo(type);
        }
        else if (l.type === 'array_declarator' || l.type === 'abstract_array_declarator') {
            type = arrayType(ctx, l, type);
        }
        else {
            const fp = functionParams(ctx, l, type);
            type = fp.type;
            if (i === layers.length - 1)
                params = fp.params;
        }
    }
    return { name, nameNode, type, params };
}
function arrayType(ctx, l, elem) {
    const size = fieldChild(l, 'size');
    if (!size || ctx.text(size).trim() === '*')
        return arrayOf(elem, undefined);
    const v = constInt(ctx, size);
    if (v === undefined) {
        if (!evaluator)
            throw new Error('internal: no constant evaluator');
        return {
            kind: 'array',
            of: elem,
            length: undefined,
            vla: true,
            lengthExpr: evaluator.vlaLength(ctx, size),
        };
    }
    if (v < 0n) {
        ctx.error(size, 'array size is negative');
        throw new SemaAbort();
    }
    return arrayOf(elem, Number(v));
}
function functionParams(ctx, l, ret) {
    const list = fieldChild(l, 'parameters');
    const params = [];
    let variadic = false;
    let hasProto = true;
    const items = list ? namedChildren(list) : [];
    if (items.length === 0)
        hasProto = false;
    for (const p of items) {
        if (p.type === 'variadic_parameter') {
            variadic = true;
        }
        else if (p.type === 'identifier') {
            hasProto = false; // K&R identifier list; types come from the declarations before the body
            params.push({ name: ctx.text(p).trim(), type: ctx.ints.get('int'), node: p });
        }
        else if (p.type === 'parameter_declaration') {
            const specs = declSpecs(ctx, p);
            const d = declarator(ctx, fieldChild(p, 'declarator'), specs.base);
            if (d.type.kind === 'void' && !d.name && items.length === 1)
                break; // (void)
            params.push({ name: d.name, type: adjustParamType(d.type), node: p });
        }
    }
    if (!ret || ret.kind === 'array' || ret.kind === 'function') {
        ctx.error(l, 'function cannot return an array or a function');
        throw new SemaAbort();
    }
    return { type: { kind: 'function', ret, params: params.map((p) => p.type), variadic, hasProto }, params };
}
/** Parameter type adjustment (C11 6.7.6.3p7-8): arrays and functions become pointers. */
function adjustParamType(t) {
    if (t.kind === 'array')
        return pointerTo(t.of);
    if (t.kind === 'function')
        return pointerTo(t);
    return t;
}
/** The type named by a `type_descriptor` (casts, sizeof, compound literals). */
function typeDescriptor(ctx, n) {
    const specs = declSpecs(ctx, n);
    return declarator(ctx, fieldChild(n, 'declarator'), specs.base).type;
}

;// CONCATENATED MODULE: ./src/frontend/constEval.ts
// Bit-precise evaluation of integer constant expressions on the typed AST: array sizes, enum
// values, case labels, and the conversion tables in the tests. Returns undefined for anything
// that is not a constant or whose value C leaves undefined (division by zero, bad shift counts).

function evalIntConst(e) {
    switch (e.kind) {
        case 'IntConst':
            return e.value;
        case 'Cast': {
            if (e.type.kind !== 'int')
                return undefined;
            const v = evalIntConst(e.operand);
            return v === undefined ? undefined : wrapToType(v, e.type);
        }
        case 'Unary': {
            const v = evalIntConst(e.operand);
            if (v === undefined || e.type.kind !== 'int')
                return undefined;
            if (e.op === '!')
                return v === 0n ? 1n : 0n;
            return wrapToType(e.op === '-' ? -v : ~v, e.type);
        }
        case 'Logical': {
            const l = evalIntConst(e.left);
            if (l === undefined)
                return undefined;
            if (e.op === '&&' && l === 0n)
                return 0n;
            if (e.op === '||' && l !== 0n)
                return 1n;
            const r = evalIntConst(e.right);
            return r === undefined ? undefined : r !== 0n ? 1n : 0n;
        }
        case 'Conditional': {
            const c = evalIntConst(e.cond);
            if (c === undefined)
                return undefined;
            return evalIntConst(c !== 0n ? e.then : e.else);
        }
        case 'Comma':
            return evalIntConst(e.right);
        case 'Binary':
            return evalBinary(e);
        default:
            return undefined;
    }
}
function evalBinary(e) {
    const l = evalIntConst(e.left);
    const r = evalIntConst(e.right);
    if (l === undefined || r === undefined)
        return undefined;
    if (e.type.kind !== 'int' || e.left.type.kind !== 'int')
        return undefined;
    const t = e.type;
    const bits = BigInt(e.left.type.bits);
    switch (e.op) {
        case '+':
            return wrapToType(l + r, t);
        case '-':
            return wrapToType(l - r, t);
        case '*':
            return wrapToType(l * r, t);
        case '/':
            return r === 0n ? undefined : wrapToType(l / r, t); // BigInt division truncates toward zero, as C does
        case '%':
            return r === 0n ? undefined : wrapToType(l % r, t); // sign follows the dividend, as in C
        case '<<':
            return r < 0n || r >= bits ? undefined : wrapToType(l << r, t);
        case '>>':
            return r < 0n || r >= bits ? undefined : wrapToType(l >> r, t); // arithmetic for signed (gcc)
        case '&':
            return wrapToType(l & r, t);
        case '|':
            return wrapToType(l | r, t);
        case '^':
            return wrapToType(l ^ r, t);
        case '<':
            return l < r ? 1n : 0n;
        case '<=':
            return l <= r ? 1n : 0n;
        case '>':
            return l > r ? 1n : 0n;
        case '>=':
            return l >= r ? 1n : 0n;
        case '==':
            return l === r ? 1n : 0n;
        case '!=':
            return l !== r ? 1n : 0n;
    }
}

;// CONCATENATED MODULE: ./src/frontend/sema/literals.ts
// Literals: integer constants with C's type selection by value, base and suffix (C11 6.4.4.1),
// character constants (gcc's values for plain char and multi-character constants), and string
// literals as bytes. Floating constants are recognised so callers can report them unsupported.

function parseNumber(raw, ints) {
    const text = raw.replace(/'/g, '');
    const isHex = /^0[xX]/.test(text);
    if ((!isHex && /[.eE]/.test(text)) || (isHex && /[.pP]/.test(text)) || (!isHex && /[fF]$/.test(text))) {
        return { kind: 'float' };
    }
    const m = /^(0[xX][0-9a-fA-F]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)([uUlL]*)$/.exec(text);
    if (!m)
        return { kind: 'invalid', message: `invalid integer constant '${raw}'` };
    const digits = m[1];
    const suffix = m[2].toLowerCase();
    let value;
    if (/^0[bB]/.test(digits))
        value = BigInt(`0b${digits.slice(2)}`);
    else if (/^0[xX]/.test(digits))
        value = BigInt(digits);
    else if (digits.length > 1 && digits.startsWith('0'))
        value = BigInt(`0o${digits.slice(1)}`);
    else
        value = BigInt(digits);
    const decimal = !/^0./.test(digits) || digits === '0';
    const unsigned = suffix.includes('u');
    const longs = (suffix.match(/l/g) ?? []).length;
    if (!/^(u?l{0,2}|l{0,2}u?)$/.test(suffix))
        return { kind: 'invalid', message: `invalid suffix on '${raw}'` };
    let candidates;
    if (unsigned)
        candidates = longs === 0 ? ['uint', 'ulong', 'ullong'] : longs === 1 ? ['ulong', 'ullong'] : ['ullong'];
    else if (decimal)
        candidates = longs === 0 ? ['int', 'long', 'llong'] : longs === 1 ? ['long', 'llong'] : ['llong'];
    else
        candidates =
            longs === 0
                ? ['int', 'uint', 'long', 'ulong', 'llong', 'ullong']
                : longs === 1
                    ? ['long', 'ulong', 'llong', 'ullong']
                    : ['llong', 'ullong'];
    for (const k of candidates) {
        const t = ints.get(k);
        if (value <= maxValue(t))
            return { kind: 'int', value, type: t };
    }
    // gcc: a decimal constant too large for long long is __int128 where that exists (LP64), else
    // unsigned long long (both with a warning).
    if (decimal && !unsigned && ints.model.name === 'LP64' && value <= maxValue(ints.get('int128'))) {
        return { kind: 'int', value, type: ints.get('int128') };
    }
    const ull = ints.get('ullong');
    if (value <= maxValue(ull))
        return { kind: 'int', value, type: ull };
    return { kind: 'invalid', message: `integer constant '${raw}' is too large` };
}
const SIMPLE_ESCAPES = {
    n: 10,
    t: 9,
    r: 13,
    a: 7,
    b: 8,
    f: 12,
    v: 11,
    e: 27,
    '\\': 92,
    "'": 39,
    '"': 34,
    '?': 63,
};
/** Decodes the body of a character or string literal into code units (bytes for plain literals). */
function decodeEscapes(body) {
    const out = [];
    for (let i = 0; i < body.length;) {
        const ch = body[i];
        if (ch !== '\\') {
            const cp = body.codePointAt(i) ?? 0;
            i += cp > 0xffff ? 2 : 1;
            if (cp < 0x80)
                out.push(cp);
            else
                out.push(...Buffer.from(String.fromCodePoint(cp), 'utf8'));
            continue;
        }
        const e = body[i + 1];
        if (e === undefined)
            return undefined;
        if (e in SIMPLE_ESCAPES) {
            out.push(SIMPLE_ESCAPES[e]);
            i += 2;
        }
        else if (e === 'x') {
            const m = /^[0-9a-fA-F]+/.exec(body.slice(i + 2));
            if (!m)
                return undefined;
            out.push(Number(BigInt(`0x${m[0]}`) & 0xffn));
            i += 2 + m[0].length;
        }
        else if (/[0-7]/.test(e)) {
            const m = /^[0-7]{1,3}/.exec(body.slice(i + 1));
            out.push(parseInt(m ? m[0] : '0', 8) & 0xff);
            i += 1 + (m ? m[0].length : 1);
        }
        else if (e === 'u' || e === 'U') {
            const len = e === 'u' ? 4 : 8;
            const hex = body.slice(i + 2, i + 2 + len);
            if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== len)
                return undefined;
            out.push(...Buffer.from(String.fromCodePoint(parseInt(hex, 16)), 'utf8'));
            i += 2 + len;
        }
        else {
            out.push(e.charCodeAt(0));
            i += 2;
        }
    }
    return out;
}
/** Value of a plain character constant as gcc computes it (type int; plain char is signed). */
function charConstantValue(bytes) {
    if (bytes.length === 1)
        return BigInt.asIntN(8, BigInt(bytes[0]));
    let v = 0n;
    for (const b of bytes)
        v = (v << 8n) | BigInt(b);
    return BigInt.asIntN(32, v);
}

;// CONCATENATED MODULE: ./src/frontend/sema/operators.ts
// Typing of C operators: arithmetic, bitwise, comparison and logical operators with the usual
// arithmetic conversions, pointer arithmetic, unary operators, (compound) assignment, and the
// conversions as if by assignment and by cast.




function binaryOp(ctx, n, op, left, right, loc) {
    const conv = ctx.conv;
    const int = ctx.ints.get('int');
    if (left.kind === 'Unsupported')
        return left;
    if (right.kind === 'Unsupported')
        return right;
    if (op === '&&' || op === '||') {
        if (!isScalar(left.type) || !isScalar(right.type))
            expressions_fail(ctx, n, `invalid operands to '${op}'`);
        return { kind: 'Logical', op, left, right, type: int, loc };
    }
    const lt = left.type;
    const rt = right.type;
    if (op === '+' || op === '-') {
        if (lt.kind === 'pointer' && isInteger(rt))
            return pointerArith(ctx, n, op, left, right, loc);
        if (op === '+' && isInteger(lt) && rt.kind === 'pointer')
            return pointerArith(ctx, n, op, right, left, loc);
        if (op === '-' && lt.kind === 'pointer' && rt.kind === 'pointer') {
            return { kind: 'Binary', op: '-', left, right, type: ctx.ints.ptrdiffT(), loc };
        }
    }
    if (['<', '<=', '>', '>=', '==', '!='].includes(op) && (lt.kind === 'pointer' || rt.kind === 'pointer')) {
        const pt = lt.kind === 'pointer' ? lt : rt;
        const l2 = lt.kind === 'pointer' ? left : conv.convert(left, pt);
        const r2 = rt.kind === 'pointer' ? right : conv.convert(right, pt);
        return { kind: 'Binary', op: op, left: l2, right: r2, type: int, loc };
    }
    if (!isArithmetic(lt) || !isArithmetic(rt)) {
        expressions_fail(ctx, n, `invalid operands to binary '${op}' ('${typeToString(lt)}' and '${typeToString(rt)}')`);
    }
    if (lt.kind === 'float' || rt.kind === 'float')
        return unsupported(ctx, n, 'floating point');
    if (op === '<<' || op === '>>') {
        const pl = conv.convert(left, conv.promote(lt));
        const pr = conv.convert(right, conv.promote(rt));
        return { kind: 'Binary', op, left: pl, right: pr, type: pl.type, loc };
    }
    const common = conv.usual(lt, rt);
    const l2 = conv.convert(left, common);
    const r2 = conv.convert(right, common);
    const isCmp = ['<', '<=', '>', '>=', '==', '!='].includes(op);
    if (!['+', '-', '*', '/', '%', '&', '|', '^'].includes(op) && !isCmp)
        expressions_fail(ctx, n, `unknown operator '${op}'`);
    return { kind: 'Binary', op: op, left: l2, right: r2, type: isCmp ? int : common, loc };
}
function pointerArith(ctx, n, op, ptr, idx, loc) {
    if (ptr.type.kind === 'pointer' &&
        sizeOf(ptr.type.to, ctx.model) === undefined &&
        ptr.type.to.kind !== 'void') {
        expressions_fail(ctx, n, 'arithmetic on a pointer to an incomplete type');
    }
    const i = ctx.conv.convert(idx, ctx.conv.promote(idx.type));
    return { kind: 'Binary', op, left: ptr, right: i, type: ptr.type, loc };
}
function unary(ctx, n, op, operand, loc) {
    if (operand.kind === 'Unsupported')
        return operand;
    if (operand.type.kind === 'float')
        return unsupported(ctx, n, 'floating point');
    if (op === '!') {
        if (!isScalar(operand.type))
            expressions_fail(ctx, n, "invalid operand to '!'");
        return { kind: 'Unary', op: '!', operand, type: ctx.ints.get('int'), loc };
    }
    if (!isInteger(operand.type))
        expressions_fail(ctx, n, `invalid operand to unary '${op}'`);
    const p = ctx.conv.convert(operand, ctx.conv.promote(operand.type));
    if (op === '+')
        return p;
    if (op !== '-' && op !== '~')
        expressions_fail(ctx, n, `unknown operator '${op}'`);
    if (op === '-' && p.kind === 'IntConst' && p.type.kind === 'int')
        return ctx.conv.constant(-p.value, p.type, loc);
    return { kind: 'Unary', op, operand: p, type: p.type, loc };
}
const COMPOUND_OPS = ['+', '-', '*', '/', '%', '<<', '>>', '&', '|', '^'];
function assignment(ctx, n, loc) {
    const l = fieldChild(n, 'left');
    const r = fieldChild(n, 'right');
    const opNode = fieldChild(n, 'operator');
    if (!l || !r || !opNode)
        expressions_fail(ctx, n, 'malformed assignment');
    const target = lvalue(ctx, l);
    const value = rvalue(ctx, r);
    if (target.kind === 'Unsupported')
        return target;
    if (value.kind === 'Unsupported')
        return value;
    const op = ctx.text(opNode).trim();
    if (op === '=')
        return {
            kind: 'Assign',
            target,
            value: assignConvert(ctx, r, value, target.type),
            type: target.type,
            loc,
        };
    const bop = op.slice(0, -1);
    if (!COMPOUND_OPS.includes(bop))
        expressions_fail(ctx, n, `unknown assignment operator '${op}'`);
    if (target.type.kind === 'pointer') {
        if ((bop !== '+' && bop !== '-') || !isInteger(value.type))
            expressions_fail(ctx, n, `invalid pointer operation '${op}'`);
        const v = ctx.conv.convert(value, ctx.conv.promote(value.type));
        return {
            kind: 'CompoundAssign',
            op: bop,
            target,
            value: v,
            computeType: target.type,
            type: target.type,
            loc,
        };
    }
    if (!isArithmetic(target.type) || !isArithmetic(value.type))
        expressions_fail(ctx, n, `invalid operands to '${op}'`);
    if (target.type.kind === 'float' || value.type.kind === 'float')
        return unsupported(ctx, n, 'floating point');
    const computeType = bop === '<<' || bop === '>>' ? ctx.conv.promote(target.type) : ctx.conv.usual(target.type, value.type);
    const v = bop === '<<' || bop === '>>'
        ? ctx.conv.convert(value, ctx.conv.promote(value.type))
        : ctx.conv.convert(value, computeType);
    return { kind: 'CompoundAssign', op: bop, target, value: v, computeType, type: target.type, loc };
}
/** Conversion as if by assignment (C11 6.5.16.1): arithmetic, pointers, null constants, records. */
function assignConvert(ctx, n, value, to) {
    if (value.kind === 'Unsupported')
        return value;
    if (to.kind === 'float' || value.type.kind === 'float') {
        ctx.unsupported(n, 'floating point');
        return { kind: 'Unsupported', feature: 'floating point', type: to, loc: value.loc };
    }
    if (to.kind === 'record') {
        if (value.type.kind !== 'record' || !compatibleRecords(value.type.def, to.def))
            expressions_fail(ctx, n, 'incompatible struct assignment');
        return value;
    }
    if (to.kind === 'pointer' && value.type.kind === 'function') {
        ctx.unsupported(n, 'function pointers');
        return { kind: 'Unsupported', feature: 'function pointers', type: to, loc: value.loc };
    }
    if (!isScalar(to) || !isScalar(value.type)) {
        expressions_fail(ctx, n, `cannot convert '${typeToString(value.type)}' to '${typeToString(to)}'`);
    }
    return ctx.conv.convert(value, to);
}
function castTo(ctx, n, t, v) {
    if (v.kind === 'Unsupported')
        return v;
    if (t.kind === 'void')
        return { kind: 'Cast', type: VOID, operand: v, implicit: false, loc: ctx.loc(n) };
    if (t.kind === 'float' || v.type.kind === 'float')
        return unsupported(ctx, n, 'floating point');
    if (v.type.kind === 'function' || (t.kind === 'pointer' && t.to.kind === 'function')) {
        return unsupported(ctx, n, 'function pointers');
    }
    if (!isScalar(t) || !isScalar(v.type))
        expressions_fail(ctx, n, `invalid cast to '${typeToString(t)}'`);
    return ctx.conv.convert(v, t, false);
}

;// CONCATENATED MODULE: ./src/frontend/sema/builtins.ts
// Functions with a fixed meaning for verification (assert, reach_error, __VERIFIER_*) and the
// library functions whose behaviour we model (abort/exit, malloc/calloc/free), with the types
// they get when the program calls them without declaring them.

/** `reach_error` and `__VERIFIER_error` mark properties even when the program defines them. */
const ALWAYS_ERROR = new Set(['reach_error', '__VERIFIER_error', '__proofgate_unsupported_property']);
const BY_NAME = {
    assert: 'assert',
    __VERIFIER_assert: 'assert',
    reach_error: 'error',
    __VERIFIER_error: 'error',
    __proofgate_unsupported_property: 'error',
    __assert_fail: 'error',
    __assert_perror_fail: 'error',
    __assert: 'error',
    __assert_rtn: 'error',
    __VERIFIER_assume: 'assume',
    abort: 'abort',
    exit: 'abort',
    _Exit: 'abort',
    __builtin_abort: 'abort',
    __builtin_trap: 'abort',
    malloc: 'malloc',
    alloca: 'malloc',
    __builtin_alloca: 'malloc',
    calloc: 'calloc',
    free: 'free',
    __VERIFIER_atomic_begin: 'atomic',
    __VERIFIER_atomic_end: 'atomic',
};
function builtinFor(name, hasBody) {
    if (ALWAYS_ERROR.has(name))
        return 'error';
    if (hasBody)
        return undefined;
    if (name.startsWith('__VERIFIER_nondet_'))
        return 'nondet';
    return BY_NAME[name];
}
/** Result type of `__VERIFIER_nondet_<suffix>` per the SV-COMP rules. */
const NONDET = {
    bool: 'bool',
    char: 'char',
    uchar: 'uchar',
    short: 'short',
    ushort: 'ushort',
    int: 'int',
    uint: 'uint',
    unsigned: 'uint',
    long: 'long',
    ulong: 'ulong',
    longlong: 'llong',
    ulonglong: 'ullong',
    int128: 'int128',
    uint128: 'uint128',
    size_t: 'ulong',
    loff_t: 'long',
    sector_t: 'ulong',
    u8: 'uchar',
    u16: 'ushort',
    u32: 'uint',
    u64: 'ullong',
    s8: 'schar',
    s16: 'short',
    s32: 'int',
    s64: 'llong',
    pthread_t: 'ulong',
    pointer: 'pointer',
    pchar: 'pchar',
    float: 'float',
    double: 'float',
};
/** The type an undeclared built-in gets (C89 implicit declarations would say `int f()`). */
function implicitBuiltinType(name, ints) {
    const fn = (ret, params, variadic = false) => ({
        kind: 'function',
        ret,
        params,
        variadic,
        hasProto: true,
    });
    if (name.startsWith('__VERIFIER_nondet_')) {
        const k = NONDET[name.slice('__VERIFIER_nondet_'.length)];
        if (k === undefined)
            return undefined;
        if (k === 'pointer')
            return fn(pointerTo(VOID), []);
        if (k === 'pchar')
            return fn(pointerTo(ints.get('char')), []);
        if (k === 'float')
            return fn({ kind: 'float', fk: name.endsWith('float') ? 'float' : 'double' }, []);
        if (k === 'ulong' && name.endsWith('size_t'))
            return fn(ints.sizeT(), []);
        return fn(ints.get(k), []);
    }
    if (name === '__builtin_expect')
        return fn(ints.get('long'), [ints.get('long'), ints.get('long')]);
    switch (BY_NAME[name]) {
        case 'assert':
        case 'assume':
            return fn(VOID, [ints.get('bool')]);
        case 'error':
            return name.startsWith('__assert') ? fn(VOID, [], true) : fn(VOID, []);
        case 'abort':
            return name === 'exit' || name === '_Exit' ? fn(VOID, [ints.get('int')]) : fn(VOID, []);
        case 'malloc':
            return fn(pointerTo(VOID), [ints.sizeT()]);
        case 'calloc':
            return fn(pointerTo(VOID), [ints.sizeT(), ints.sizeT()]);
        case 'free':
            return fn(VOID, [pointerTo(VOID)]);
        case 'atomic':
            return fn(VOID, []);
        default:
            return undefined;
    }
}

;// CONCATENATED MODULE: ./src/frontend/sema/calls.ts
// Function calls: resolving the callee (declared, implicitly declared, or built-in), converting
// arguments to the parameter types (default argument promotions where there is no prototype or
// for `...`), and reporting calls through function pointers as unsupported.





function callExpression(ctx, n) {
    const loc = ctx.loc(n);
    const fnNode = fieldChild(n, 'function');
    const argsNode = fieldChild(n, 'arguments');
    if (!fnNode)
        expressions_fail(ctx, n, 'malformed call');
    const argNodes = argsNode ? namedChildren(argsNode) : [];
    const callee = resolveCallee(ctx, fnNode);
    if (!callee) {
        ctx.unsupported(n, 'function pointers', `call through '${ctx.shortText(fnNode)}'`);
        return { kind: 'Unsupported', feature: 'function pointers', type: ctx.ints.get('int'), loc };
    }
    const ft = callee.type;
    const args = [];
    for (let i = 0; i < argNodes.length; i++) {
        const a = rvalue(ctx, argNodes[i]);
        if (a.kind === 'Unsupported')
            return a;
        if (ft.hasProto && i < ft.params.length)
            args.push(assignConvert(ctx, argNodes[i], a, ft.params[i]));
        else
            args.push(defaultPromotion(ctx, argNodes[i], a));
    }
    if (ft.hasProto && (args.length < ft.params.length || (!ft.variadic && args.length > ft.params.length))) {
        expressions_fail(ctx, n, `function '${callee.name}' expects ${ft.params.length} argument(s), ${args.length} given`);
    }
    const bad = args.find((a) => a.kind === 'Unsupported');
    if (bad)
        return bad;
    if (callee.name === '__builtin_expect' && args.length === 2)
        return args[0]; // a branch hint: its value is the first argument
    if (ft.ret.kind === 'float') {
        ctx.unsupported(n, 'floating point', `'${callee.name}' returns a floating-point value`);
        return { kind: 'Unsupported', feature: 'floating point', type: ft.ret, loc };
    }
    const call = { kind: 'Call', callee, args, type: ft.ret, loc };
    // Whether a body-less callee can be modelled is decided after linking (externalCalls.ts).
    ctx.tables.callSites.push({ call, function: ctx.fn?.symbol.name });
    return call;
}
function defaultPromotion(ctx, n, a) {
    if (a.type.kind === 'float') {
        ctx.unsupported(n, 'floating point');
        return { kind: 'Unsupported', feature: 'floating point', type: a.type, loc: a.loc };
    }
    if (a.type.kind === 'function') {
        ctx.unsupported(n, 'function pointers');
        return { kind: 'Unsupported', feature: 'function pointers', type: a.type, loc: a.loc };
    }
    if (!isScalar(a.type) && a.type.kind !== 'record')
        expressions_fail(ctx, n, 'invalid argument');
    return ctx.conv.convert(a, ctx.conv.promote(a.type));
}
/** The called function, declaring it implicitly (C89 style) when the name is unknown. */
function resolveCallee(ctx, fnNode) {
    let node = fnNode;
    while (node.type === 'parenthesized_expression' && namedChildren(node).length === 1)
        node = namedChildren(node)[0];
    if (node.type !== 'identifier')
        return undefined;
    const name = ctx.text(node).trim();
    const e = ctx.scope.lookup(name);
    if (e?.kind === 'function')
        return e.symbol;
    if (e)
        return undefined; // a variable: call through a function pointer
    const existing = ctx.tables.functions.get(name);
    if (existing) {
        ctx.scope.define(name, { kind: 'function', symbol: existing });
        return existing;
    }
    const builtinType = implicitBuiltinType(name, ctx.ints);
    if (!builtinType)
        ctx.warning(node, `implicit declaration of function '${name}'`);
    const type = builtinType ?? {
        kind: 'function',
        ret: ctx.ints.get('int'),
        params: [],
        variadic: false,
        hasProto: false,
    };
    const symbol = { kind: 'function', name, type, loc: ctx.loc(node) };
    ctx.tables.functions.set(name, symbol);
    // Implicit declarations have file scope in C89.
    let file = ctx.scope;
    while (file.parent)
        file = file.parent;
    file.define(name, { kind: 'function', symbol });
    return symbol;
}

;// CONCATENATED MODULE: ./src/frontend/sema/access.ts
// Typing of memory accesses: dereference, address-of, array subscripts (either operand order)
// and member access through `.`/`->`, including anonymous struct/union members.



function deref(ctx, n, p, loc) {
    if (p.kind === 'Unsupported')
        return p;
    if (p.type.kind === 'function')
        return p; // (*f)(x) with f a function: same as f(x)
    if (p.type.kind === 'pointer' && p.type.to.kind === 'function')
        return unsupported(ctx, n, 'function pointers');
    if (p.type.kind !== 'pointer')
        expressions_fail(ctx, n, `indirection requires a pointer, not '${typeToString(p.type)}'`);
    if (p.type.to.kind === 'void')
        expressions_fail(ctx, n, "dereference of 'void *'");
    return { kind: 'Deref', operand: p, type: p.type.to, loc };
}
function addressOf(ctx, n, e, loc) {
    if (e.kind === 'Unsupported')
        return e;
    if (e.kind === 'FuncRef')
        return unsupported(ctx, n, 'function pointers');
    if (e.kind === 'Deref')
        return e.operand; // &*p == p
    if (!isLvalue(e))
        expressions_fail(ctx, n, 'cannot take the address of an rvalue');
    markAddressTaken(e);
    return { kind: 'AddrOf', operand: e, type: pointerTo(e.type), loc };
}
function markAddressTaken(e) {
    if (e.kind === 'VarRef')
        e.symbol.addressTaken = true;
    else if (e.kind === 'Member' || e.kind === 'Index')
        markAddressTaken(e.base.kind === 'Decay' ? e.base.operand : e.base);
    else if (e.kind === 'Decay')
        markAddressTaken(e.operand);
}
function subscript(ctx, n, loc) {
    const a = fieldChild(n, 'argument');
    const i = fieldChild(n, 'index') ?? namedChildren(n)[1];
    if (!a || !i)
        expressions_fail(ctx, n, 'malformed subscript');
    let base = expression(ctx, a);
    let index = rvalue(ctx, i);
    if (base.kind === 'Unsupported')
        return base;
    if (index.kind === 'Unsupported')
        return index;
    if (isInteger(base.type) && (index.type.kind === 'pointer' || index.type.kind === 'array'))
        [base, index] = [index, base];
    if (base.type.kind === 'array')
        base = ctx.conv.decay(base);
    if (base.type.kind !== 'pointer')
        expressions_fail(ctx, n, 'subscripted value is not an array or pointer');
    if (!isInteger(index.type))
        expressions_fail(ctx, n, 'array subscript is not an integer');
    const elem = base.type.to;
    if (elem.kind === 'void' || elem.kind === 'function')
        expressions_fail(ctx, n, 'subscript of a pointer to void or function');
    return {
        kind: 'Index',
        base,
        index: ctx.conv.convert(index, ctx.conv.promote(index.type)),
        type: elem,
        loc,
    };
}
function fieldExpression(ctx, n, loc) {
    const a = fieldChild(n, 'argument');
    const f = fieldChild(n, 'field');
    const op = fieldChild(n, 'operator');
    if (!a || !f)
        expressions_fail(ctx, n, 'malformed member access');
    let base = expression(ctx, a);
    if (base.kind === 'Unsupported')
        return base;
    if (op && ctx.text(op).trim() === '->')
        base = deref(ctx, n, expressions_valueOf(ctx, base), loc);
    if (base.type.kind !== 'record')
        expressions_fail(ctx, n, `member reference base type '${typeToString(base.type)}' is not a structure or union`);
    if (!base.type.def.complete)
        expressions_fail(ctx, n, `incomplete type '${typeToString(base.type)}'`);
    const taint = ctx.layoutTaintOf(base.type);
    if (taint)
        return unsupported(ctx, n, `__attribute__((${taint}))`);
    const name = ctx.text(f).trim();
    const m = member(base, base.type.def, name, loc);
    if (!m)
        expressions_fail(ctx, n, `no member named '${name}' in '${typeToString(base.type)}'`);
    return m;
}
/** Member access, looking through anonymous struct/union members. */
function member(base, def, name, loc) {
    for (const fld of def.fields) {
        if (fld.name === name)
            return { kind: 'Member', base, field: name, record: def, type: fld.type, loc };
    }
    for (const fld of def.fields) {
        if (fld.name === '' && fld.type.kind === 'record') {
            const anon = { kind: 'Member', base, field: '', record: def, type: fld.type, loc };
            const m = member(anon, fld.type.def, name, loc);
            if (m)
                return m;
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/frontend/sema/expressions.ts
// Typing of C expressions: resolves names, applies integer promotions and the usual arithmetic
// conversions as explicit casts, types pointer arithmetic, member access and sizeof, and
// re-reads the nodes tree-sitter misparses without typedef knowledge (`(T)*x`, `(T)(x)`, `sizeof(T)`).










function expressions_fail(ctx, n, message) {
    ctx.error(n, message);
    throw new SemaAbort();
}
function unsupported(ctx, n, feature) {
    ctx.unsupported(n, feature);
    return { kind: 'Unsupported', feature, type: ctx.ints.get('int'), loc: ctx.loc(n) };
}
/** The expression as an rvalue: arrays decay to pointers, functions to function pointers. */
function rvalue(ctx, n) {
    return expressions_valueOf(ctx, expression(ctx, n));
}
function expressions_valueOf(ctx, e) {
    if (e.type.kind === 'array')
        return ctx.conv.decay(e);
    return e;
}
/** A controlling expression (if/while/?:/&&): must be scalar. */
function condition(ctx, n) {
    const e = rvalue(ctx, n);
    if (!isScalar(e.type) && e.kind !== 'Unsupported')
        expressions_fail(ctx, n, `condition has non-scalar type '${typeToString(e.type)}'`);
    return e;
}
function expression(ctx, n) {
    const loc = ctx.loc(n);
    switch (n.type) {
        case 'parenthesized_expression': {
            const inner = namedChildren(n)[0];
            if (!inner)
                expressions_fail(ctx, n, 'empty parentheses');
            if (inner.type === 'compound_statement')
                return unsupported(ctx, n, 'statement expressions');
            return expression(ctx, inner);
        }
        case 'number_literal':
            return numberLiteral(ctx, n, loc);
        case 'char_literal':
            return charLiteral(ctx, n, loc);
        case 'string_literal':
        case 'concatenated_string':
            return stringLiteral(ctx, n, loc);
        case 'true':
        case 'false':
            return ctx.conv.constant(n.type === 'true' ? 1n : 0n, ctx.ints.get('int'), loc);
        case 'null':
            return ctx.conv.convert(ctx.conv.constant(0n, ctx.ints.get('int'), loc), pointerTo(VOID), false);
        case 'identifier':
            return identifier(ctx, n, loc);
        case 'binary_expression':
            return binaryExpression(ctx, n, loc);
        case 'unary_expression':
            return unaryExpression(ctx, n, loc);
        case 'pointer_expression':
            return pointerExpression(ctx, n, loc);
        case 'update_expression': {
            const arg = fieldChild(n, 'argument');
            const op = fieldChild(n, 'operator');
            if (!arg || !op)
                expressions_fail(ctx, n, 'malformed increment');
            const target = lvalue(ctx, arg);
            if (!isScalar(target.type))
                expressions_fail(ctx, n, 'increment of a non-scalar');
            const prefix = op.startIndex < arg.startIndex;
            return {
                kind: 'IncDec',
                prefix,
                delta: ctx.text(op) === '++' ? 1 : -1,
                target,
                type: target.type,
                loc,
            };
        }
        case 'assignment_expression':
            return assignment(ctx, n, loc);
        case 'cast_expression': {
            const tn = fieldChild(n, 'type');
            const vn = fieldChild(n, 'value');
            if (!tn || !vn)
                expressions_fail(ctx, n, 'malformed cast');
            if (vn.type === 'initializer_list')
                return unsupported(ctx, n, 'compound literals');
            return castTo(ctx, n, typeDescriptor(ctx, tn), rvalue(ctx, vn));
        }
        case 'sizeof_expression':
            return sizeofExpression(ctx, n, loc);
        case 'alignof_expression': {
            const tn = fieldChild(n, 'type');
            const t = tn ? typeDescriptor(ctx, tn) : expression(ctx, namedChildren(n)[0]).type;
            return ctx.conv.constant(BigInt(alignOf(t, ctx.model)), ctx.ints.sizeT(), loc);
        }
        case 'offsetof_expression':
            return unsupported(ctx, n, 'offsetof');
        case 'call_expression':
            return callOrCast(ctx, n, loc);
        case 'subscript_expression':
            return subscript(ctx, n, loc);
        case 'field_expression':
            return fieldExpression(ctx, n, loc);
        case 'conditional_expression':
            return conditional(ctx, n, loc);
        case 'comma_expression': {
            const l = fieldChild(n, 'left');
            const r = fieldChild(n, 'right');
            if (!l || !r)
                expressions_fail(ctx, n, 'malformed comma expression');
            const left = rvalue(ctx, l);
            const right = rvalue(ctx, r);
            return { kind: 'Comma', left, right, type: right.type, loc };
        }
        case 'compound_literal_expression':
            return unsupported(ctx, n, 'compound literals');
        case 'generic_expression':
            return unsupported(ctx, n, '_Generic');
        case 'gnu_asm_expression':
            return unsupported(ctx, n, 'inline asm');
        case 'extension_expression':
            return expression(ctx, namedChildren(n)[0]);
        default:
            expressions_fail(ctx, n, `unsupported expression '${ctx.shortText(n)}'`);
    }
}
function numberLiteral(ctx, n, loc) {
    const raw = ctx.text(n).trim();
    // tree-sitter-c folds a leading minus into the literal: it is C's unary minus on the constant.
    if (raw.startsWith('-') || raw.startsWith('+')) {
        const lit = parseNumber(raw.slice(1).trim(), ctx.ints);
        if (lit.kind === 'float')
            return unsupported(ctx, n, 'floating point');
        if (lit.kind === 'invalid')
            expressions_fail(ctx, n, lit.message);
        return unary(ctx, n, raw[0], ctx.conv.constant(lit.value, lit.type, loc), loc);
    }
    const lit = parseNumber(raw, ctx.ints);
    if (lit.kind === 'float')
        return unsupported(ctx, n, 'floating point');
    if (lit.kind === 'invalid')
        expressions_fail(ctx, n, lit.message);
    return ctx.conv.constant(lit.value, lit.type, loc);
}
function charLiteral(ctx, n, loc) {
    const raw = ctx.text(n);
    const prefix = raw.slice(0, raw.indexOf("'"));
    const bytes = decodeEscapes(raw.slice(prefix.length + 1, -1));
    if (!bytes || bytes.length === 0)
        expressions_fail(ctx, n, `invalid character constant ${raw}`);
    if (prefix !== '') {
        // L'x', u'x', U'x': wchar_t (int) / char16_t / char32_t; values of single code points.
        const cp = [...Buffer.from(bytes).toString('utf8')][0]?.codePointAt(0) ?? 0;
        const t = prefix === 'u' ? ctx.ints.get('ushort') : prefix === 'U' ? ctx.ints.get('uint') : ctx.ints.get('int');
        return ctx.conv.constant(BigInt(cp), t, loc);
    }
    return ctx.conv.constant(charConstantValue(bytes), ctx.ints.get('int'), loc);
}
function stringLiteral(ctx, n, loc) {
    const parts = n.type === 'concatenated_string' ? namedChildren(n).filter((c) => c.type === 'string_literal') : [n];
    const bytes = [];
    for (const p of parts) {
        const raw = ctx.text(p);
        const q = raw.indexOf('"');
        if (q > 0)
            return unsupported(ctx, n, 'wide string literals');
        const b = decodeEscapes(raw.slice(q + 1, -1));
        if (!b)
            expressions_fail(ctx, p, 'invalid escape sequence in string literal');
        bytes.push(...b);
    }
    return { kind: 'StringLit', bytes, type: arrayOf(ctx.ints.get('char'), bytes.length + 1), loc };
}
function identifier(ctx, n, loc) {
    const name = ctx.text(n).trim();
    const e = ctx.scope.lookup(name);
    if (!e) {
        if (name === '__func__' || name === '__FUNCTION__' || name === '__PRETTY_FUNCTION__') {
            const fnName = ctx.fn?.symbol.name ?? '';
            const bytes = [...Buffer.from(fnName, 'utf8')];
            return { kind: 'StringLit', bytes, type: arrayOf(ctx.ints.get('char'), bytes.length + 1), loc };
        }
        expressions_fail(ctx, n, `use of undeclared identifier '${name}'`);
    }
    switch (e.kind) {
        case 'var':
            return { kind: 'VarRef', symbol: e.symbol, type: e.symbol.type, loc };
        case 'function':
            return { kind: 'FuncRef', symbol: e.symbol, type: e.symbol.type, loc };
        case 'enumConst':
            return ctx.conv.constant(e.value, e.type, loc);
        case 'typedef':
            expressions_fail(ctx, n, `unexpected type name '${name}'`);
    }
}
/** `(T)` where T names a typedef: tree-sitter's reading of a cast it could not recognise. */
function typedefInParens(ctx, n) {
    if (!n || n.type !== 'parenthesized_expression')
        return undefined;
    const kids = namedChildren(n);
    if (kids.length !== 1 || kids[0].type !== 'identifier')
        return undefined;
    const name = ctx.text(kids[0]).trim();
    const e = ctx.scope.lookup(name);
    if (!e && name in BUILTIN_TYPE_NAMES)
        return ctx.ints.get(BUILTIN_TYPE_NAMES[name]); // `(_Bool)-1`
    return e?.kind === 'typedef' ? e.type : undefined;
}
function binaryExpression(ctx, n, loc) {
    const l = fieldChild(n, 'left');
    const r = fieldChild(n, 'right');
    const opNode = fieldChild(n, 'operator');
    if (!l || !r || !opNode)
        expressions_fail(ctx, n, 'malformed binary expression');
    const op = ctx.text(opNode).trim();
    const castType = typedefInParens(ctx, l);
    if (castType && (op === '*' || op === '&' || op === '-' || op === '+')) {
        return castOfLeftmost(ctx, n, castType, op, r);
    }
    return binaryOp(ctx, n, op, rvalue(ctx, l), rvalue(ctx, r), loc);
}
/**
 * `(T) op R` misread as a binary expression: the cast and the unary `op` bind tighter than any
 * binary operator, so they apply to the leftmost operand of R.
 */
function castOfLeftmost(ctx, whole, t, op, r) {
    if (r.type === 'binary_expression') {
        const rl = fieldChild(r, 'left');
        const rr = fieldChild(r, 'right');
        const rop = fieldChild(r, 'operator');
        if (!rl || !rr || !rop)
            expressions_fail(ctx, r, 'malformed binary expression');
        const left = castOfLeftmost(ctx, whole, t, op, rl);
        return binaryOp(ctx, r, ctx.text(rop).trim(), expressions_valueOf(ctx, left), rvalue(ctx, rr), ctx.loc(whole));
    }
    const operand = prefixOp(ctx, whole, op, r);
    return castTo(ctx, whole, t, expressions_valueOf(ctx, operand));
}
function prefixOp(ctx, n, op, arg) {
    const loc = ctx.loc(n);
    if (op === '*')
        return deref(ctx, n, rvalue(ctx, arg), loc);
    if (op === '&')
        return addressOf(ctx, n, expression(ctx, arg), loc);
    return unary(ctx, n, op, rvalue(ctx, arg), loc);
}
function unaryExpression(ctx, n, loc) {
    const arg = fieldChild(n, 'argument');
    const op = fieldChild(n, 'operator');
    if (!arg || !op)
        expressions_fail(ctx, n, 'malformed unary expression');
    return unary(ctx, n, ctx.text(op).trim(), rvalue(ctx, arg), loc);
}
function pointerExpression(ctx, n, loc) {
    const arg = fieldChild(n, 'argument');
    const op = fieldChild(n, 'operator');
    if (!arg || !op)
        expressions_fail(ctx, n, 'malformed pointer expression');
    return ctx.text(op).trim() === '*'
        ? deref(ctx, n, rvalue(ctx, arg), loc)
        : addressOf(ctx, n, expression(ctx, arg), loc);
}
function isLvalue(e) {
    return (e.kind === 'VarRef' ||
        e.kind === 'Deref' ||
        e.kind === 'Index' ||
        (e.kind === 'Member' && isLvalue(e.base)) ||
        e.kind === 'StringLit');
}
function lvalue(ctx, n) {
    const e = expression(ctx, n);
    if (e.kind === 'Unsupported')
        return e;
    if (!isLvalue(e) || e.kind === 'StringLit')
        expressions_fail(ctx, n, 'expression is not assignable');
    if (e.type.kind === 'array')
        expressions_fail(ctx, n, 'array type is not assignable');
    return e;
}
function sizeofExpression(ctx, n, loc) {
    const tn = fieldChild(n, 'type');
    let t;
    if (tn)
        t = typeDescriptor(ctx, tn);
    else {
        const vn = fieldChild(n, 'value') ?? namedChildren(n)[0];
        if (!vn)
            expressions_fail(ctx, n, 'malformed sizeof');
        t = typedefInParens(ctx, vn) ?? expression(ctx, vn).type;
    }
    if (t.kind === 'array' && t.vla)
        return vlaSize(ctx, n, t, loc);
    const taint = ctx.layoutTaintOf(t);
    if (taint)
        return unsupported(ctx, n, `__attribute__((${taint}))`);
    const s = sizeOf(t, ctx.model);
    if (s === undefined)
        expressions_fail(ctx, n, `invalid application of 'sizeof' to incomplete type '${typeToString(t)}'`);
    return ctx.conv.constant(BigInt(s), ctx.ints.sizeT(), loc);
}
/** sizeof of a VLA type, computed at run time from the hidden length variables. */
function vlaSize(ctx, n, t, loc) {
    if (t.kind !== 'array' || !t.vla) {
        const s = sizeOf(t, ctx.model);
        if (s === undefined)
            expressions_fail(ctx, n, `invalid application of 'sizeof' to incomplete type '${typeToString(t)}'`);
        return ctx.conv.constant(BigInt(s), ctx.ints.sizeT(), loc);
    }
    if (!t.lengthExpr)
        expressions_fail(ctx, n, 'variable-length array outside a function');
    const inner = vlaSize(ctx, n, t.of, loc);
    return { kind: 'Binary', op: '*', left: t.lengthExpr, right: inner, type: ctx.ints.sizeT(), loc };
}
function callOrCast(ctx, n, loc) {
    const fnNode = fieldChild(n, 'function');
    const castType = typedefInParens(ctx, fnNode);
    if (castType) {
        const args = fieldChild(n, 'arguments');
        const inner = args ? namedChildren(args) : [];
        if (inner.length !== 1)
            expressions_fail(ctx, n, 'malformed cast');
        return castTo(ctx, n, castType, rvalue(ctx, inner[0]));
    }
    void loc;
    return callExpression(ctx, n);
}
function conditional(ctx, n, loc) {
    const c = fieldChild(n, 'condition');
    const t = fieldChild(n, 'consequence');
    const e = fieldChild(n, 'alternative');
    if (!c || !e)
        expressions_fail(ctx, n, 'malformed conditional expression');
    const cond = condition(ctx, c);
    if (!t)
        return unsupported(ctx, n, 'conditional with omitted operand (?:)');
    let a = rvalue(ctx, t);
    let b = rvalue(ctx, e);
    if (cond.kind === 'Unsupported')
        return cond;
    if (a.kind === 'Unsupported')
        return a;
    if (b.kind === 'Unsupported')
        return b;
    let type;
    if (isArithmetic(a.type) && isArithmetic(b.type)) {
        if (a.type.kind === 'float' || b.type.kind === 'float')
            return unsupported(ctx, n, 'floating point');
        type = ctx.conv.usual(a.type, b.type);
    }
    else if (a.type.kind === 'pointer' || b.type.kind === 'pointer') {
        const pa = a.type.kind === 'pointer' ? a.type : undefined;
        const pb = b.type.kind === 'pointer' ? b.type : undefined;
        type = pa && pb ? (pa.to.kind === 'void' ? pa : pb.to.kind === 'void' ? pb : pa) : (pa ?? pb);
    }
    else if (a.type.kind === 'void' || b.type.kind === 'void') {
        type = VOID;
    }
    else if (a.type.kind === 'record' &&
        b.type.kind === 'record' &&
        compatibleRecords(a.type.def, b.type.def)) {
        type = a.type;
    }
    else {
        expressions_fail(ctx, n, 'incompatible operand types in conditional expression');
    }
    if (type.kind !== 'void' && type.kind !== 'record') {
        a = ctx.conv.convert(a, type);
        b = ctx.conv.convert(b, type);
    }
    return { kind: 'Conditional', cond, then: a, else: b, type, loc };
}
/** Integer constant expression value of a CST node, or undefined (with no diagnostic). */
function constantValue(ctx, n) {
    const before = ctx.tables.diagnostics.length;
    try {
        return evalIntConst(rvalue(ctx, n));
    }
    catch (e) {
        if (!(e instanceof SemaAbort))
            throw e;
        return undefined;
    }
    finally {
        ctx.tables.diagnostics.length = before;
    }
}
/** A VLA dimension: a hidden size_t local initialised with the size expression at the declaration. */
function vlaLength(ctx, n) {
    const fn = ctx.fn;
    if (!fn)
        return undefined; // file scope: gcc rejects VLAs there; the missing length is reported by sizeOf
    const loc = ctx.loc(n);
    const size = ctx.conv.convert(rvalue(ctx, n), ctx.ints.sizeT());
    const v = {
        kind: 'var',
        name: '__vla',
        uid: ctx.localUid('__vla'),
        type: ctx.ints.sizeT(),
        storage: 'local',
        loc,
    };
    fn.locals.push(v);
    fn.pendingVla.push({
        kind: 'Decl',
        variable: v,
        init: { kind: 'scalar', expr: size },
        loc,
        text: `[${ctx.shortText(n)}]`,
    });
    return { kind: 'VarRef', symbol: v, type: v.type, loc };
}
setConstEvaluator({ constInt: constantValue, vlaLength });

;// CONCATENATED MODULE: ./src/frontend/sema/initializers.ts
// Brace and scalar initializers resolved against the object's type (C11 6.7.9): designators,
// brace elision, string literals for char arrays, and the length of `T a[] = {...}`. The result
// lists the given elements; everything else is zero-initialised.






function resolveInitializer(ctx, type, n) {
    if (n.type === 'initializer_list') {
        if (isScalar(type)) {
            const items = namedChildren(n);
            if (items.length === 0)
                return { init: zeroScalar(ctx, type, n), type };
            return resolveInitializer(ctx, type, items[0]);
        }
        const cursor = { items: namedChildren(n), pos: 0 };
        const r = aggregate(ctx, type, cursor, n, true);
        if (cursor.pos < cursor.items.length)
            ctx.warning(cursor.items[cursor.pos], 'excess elements in initializer');
        return r;
    }
    if (type.kind === 'array') {
        const s = stringInit(ctx, type, n);
        if (s)
            return s;
        expressions_fail(ctx, n, `array '${typeToString(type)}' must be initialized with a brace-enclosed list`);
    }
    const v = rvalue(ctx, n);
    return { init: { kind: 'scalar', expr: assignConvert(ctx, n, v, type) }, type };
}
function zeroScalar(ctx, type, n) {
    const zero = ctx.conv.constant(0n, ctx.ints.get('int'), ctx.loc(n));
    return { kind: 'scalar', expr: ctx.conv.convert(zero, type) };
}
/** `char s[] = "abc"` (also `{"abc"}`): one element per byte plus the terminating NUL if it fits. */
function stringInit(ctx, type, n) {
    if (type.kind !== 'array' || type.of.kind !== 'int' || type.of.bits !== 8)
        return undefined;
    let node = n;
    while (node.type === 'parenthesized_expression' && namedChildren(node).length === 1)
        node = namedChildren(node)[0];
    if (node.type !== 'string_literal' && node.type !== 'concatenated_string')
        return undefined;
    const lit = expression(ctx, node);
    if (lit.kind !== 'StringLit')
        return undefined;
    const bytes = [...lit.bytes, 0];
    const length = type.length ?? bytes.length;
    const elements = [];
    for (let i = 0; i < Math.min(length, bytes.length); i++) {
        if (bytes[i] === 0)
            continue;
        elements.push([i, { kind: 'scalar', expr: ctx.conv.constant(BigInt(bytes[i]), type.of, lit.loc) }]);
    }
    const t = type.length === undefined ? arrayOf(type.of, length) : type;
    return { init: { kind: 'aggregate', type: t, elements }, type: t };
}
/**
 * Initialises an aggregate from the cursor. `braced`: the cursor is this aggregate's own brace
 * list (designators allowed, consume to the end); otherwise brace elision: take only as many
 * items as the aggregate needs.
 */
function aggregate(ctx, type, cur, at, braced) {
    if (type.kind !== 'array' && type.kind !== 'record')
        expressions_fail(ctx, at, `cannot initialize '${typeToString(type)}' with a list`);
    const elements = new Map();
    const count = type.kind === 'array' ? type.length : type.def.fields.length;
    const unionType = type.kind === 'record' && type.def.isUnion;
    let next = 0;
    let maxIndex = -1;
    let afterNested = false;
    while (cur.pos < cur.items.length) {
        if (!braced && count !== undefined && next >= count)
            break;
        if (unionType && !braced && next >= 1)
            break;
        let item = cur.items[cur.pos];
        if (item.type === 'initializer_pair') {
            if (!braced)
                break; // a designator belongs to the enclosing list
            const designators = fieldChildren(item, 'designator');
            const value = fieldChild(item, 'value');
            if (!value || designators.length === 0)
                expressions_fail(ctx, item, 'malformed designated initializer');
            next = designatorIndex(ctx, type, designators[0]);
            if (designators.length > 1) {
                // `[1].y = v`: initialise inside the designated element, keeping what it already has.
                const elemType = type.kind === 'array' ? type.of : type.def.fields[next].type;
                elements.set(next, designate(ctx, elemType, elements.get(next), designators.slice(1), value));
                maxIndex = Math.max(maxIndex, next);
                next++;
                cur.pos++;
                afterNested = true;
                continue;
            }
            item = value;
            afterNested = false;
        }
        else if (afterNested) {
            // C continues inside the innermost designated aggregate (C11 6.7.9p17); we do not model that.
            ctx.unsupported(item, 'positional initializer after a nested designator');
            throw new SemaAbort('positional initializer after a nested designator');
        }
        if (count !== undefined && next >= count) {
            if (type.kind === 'record' || braced)
                ctx.warning(item, 'excess elements in initializer');
            cur.pos++;
            continue;
        }
        const elemType = type.kind === 'array' ? type.of : type.def.fields[next].type;
        let init;
        if (item.type === 'initializer_list') {
            cur.pos++;
            init = resolveInitializer(ctx, elemType, item).init;
        }
        else if (elemType.kind === 'array' || elemType.kind === 'record') {
            const s = elemType.kind === 'array' ? stringInit(ctx, elemType, item) : undefined;
            const direct = elemType.kind === 'record' ? rvalue(ctx, item) : undefined;
            if (s) {
                cur.pos++;
                init = s.init;
            }
            else if (direct &&
                direct.type.kind === 'record' &&
                elemType.kind === 'record' &&
                compatibleRecords(direct.type.def, elemType.def)) {
                cur.pos++;
                init = { kind: 'scalar', expr: direct };
            }
            else {
                init = aggregate(ctx, elemType, cur, item, false).init; // brace elision
            }
        }
        else {
            cur.pos++;
            init = { kind: 'scalar', expr: assignConvert(ctx, item, rvalue(ctx, item), elemType) };
        }
        elements.set(next, init);
        maxIndex = Math.max(maxIndex, next);
        next++;
        if (unionType && !braced)
            break;
    }
    let t = type;
    if (type.kind === 'array' && type.length === undefined)
        t = arrayOf(type.of, maxIndex + 1);
    const sorted = [...elements.entries()].sort((a, b) => a[0] - b[0]);
    return { init: { kind: 'aggregate', type: t, elements: sorted }, type: t };
}
/** Applies a designator path (`.a[2].b`) inside an element, merging with what it already holds. */
function designate(ctx, type, existing, path, value) {
    if (path.length === 0)
        return resolveInitializer(ctx, type, value).init;
    if (type.kind !== 'array' && type.kind !== 'record')
        expressions_fail(ctx, path[0], 'designator into a scalar');
    const idx = designatorIndex(ctx, type, path[0]);
    if (type.kind === 'array' && type.length !== undefined && idx >= type.length)
        expressions_fail(ctx, path[0], 'array designator out of bounds');
    const elemType = type.kind === 'array' ? type.of : type.def.fields[idx].type;
    const elements = new Map(existing?.kind === 'aggregate' ? existing.elements : []);
    elements.set(idx, designate(ctx, elemType, elements.get(idx), path.slice(1), value));
    return { kind: 'aggregate', type, elements: [...elements.entries()].sort((a, b) => a[0] - b[0]) };
}
function designatorIndex(ctx, type, d) {
    if (d.type === 'subscript_designator' || d.type === 'subscript_range_designator') {
        if (type.kind !== 'array')
            expressions_fail(ctx, d, 'array designator in a non-array initializer');
        if (d.type === 'subscript_range_designator') {
            ctx.unsupported(d, 'designator ranges');
        }
        const e = namedChildren(d)[0];
        const v = e ? evalIntConst(rvalue(ctx, e)) : undefined;
        if (v === undefined || v < 0n)
            expressions_fail(ctx, d, 'array designator is not a non-negative integer constant');
        return Number(v);
    }
    if (d.type === 'field_designator') {
        if (type.kind !== 'record')
            expressions_fail(ctx, d, 'field designator in a non-struct initializer');
        const name = ctx.text(namedChildren(d)[0] ?? d).trim();
        const idx = type.def.fields.findIndex((f) => f.name === name);
        if (idx < 0)
            expressions_fail(ctx, d, `no member named '${name}'`);
        return idx;
    }
    expressions_fail(ctx, d, 'unknown designator');
}

;// CONCATENATED MODULE: ./src/frontend/sema/statements.ts
// Statements of a function body into typed AST statements: blocks with their scopes, loops,
// switch/case (incl. GNU case ranges), goto/labels (checked per function), and the rule for
// unsupported constructs: the statement becomes an Unsupported node (reported), and a control
// statement whose condition is unsupported branches on a fresh unconstrained variable instead.







function compound(ctx, n, newScope = true) {
    if (newScope)
        ctx.pushScope();
    const body = [];
    try {
        for (const c of namedChildren(n))
            body.push(...statementList(ctx, c));
    }
    finally {
        if (newScope)
            ctx.popScope();
    }
    return { kind: 'Block', body, loc: ctx.loc(n), text: '{...}' };
}
/** One CST statement (a declaration may yield several AST statements). */
function statementList(ctx, n) {
    return keepProperties(ctx, statementListRaw(ctx, n));
}
function statementListRaw(ctx, n) {
    try {
        if (n.type === 'declaration' || n.type === 'type_definition') {
            const decls = localDeclaration(ctx, n);
            const pending = ctx.fn ? ctx.fn.pendingVla.splice(0) : [];
            return [...pending, ...decls];
        }
        return [statement(ctx, n)];
    }
    catch (e) {
        if (!(e instanceof SemaAbort))
            throw e;
        return [
            {
                kind: 'Unsupported',
                feature: e.feature ?? 'invalid statement',
                loc: ctx.loc(n),
                text: ctx.shortText(n),
            },
        ];
    }
}
/** A fresh int local without initializer: any value, where an unsupported construct stood. */
function unconstrainedLocal(ctx, loc) {
    const v = {
        kind: 'var',
        name: '__unsupported',
        uid: ctx.localUid('__unsupported'),
        type: ctx.ints.get('int'),
        storage: 'local',
        loc,
    };
    ctx.fn?.locals.push(v);
    return v;
}
/** Calls that mark a property; an unsupported statement containing one must not lose it. */
const PROPERTY_CALL = /\b(assert|__VERIFIER_assert|reach_error|__VERIFIER_error|__assert_fail|__assert_perror_fail|__assert)\s*\(/;
/**
 * An unsupported statement that contains an assertion or error call keeps a property: after the
 * unsupported step, a branch on an unconstrained value reaches an error call with the statement's
 * text. Paths through the unsupported step are never decided, so the property is reported
 * UNKNOWN instead of disappearing (which would let the gate say SAFE).
 */
function keepProperties(ctx, stmts) {
    return stmts.map((s) => {
        if (s.kind !== 'Unsupported' || !PROPERTY_CALL.test(s.text) || !ctx.fn)
            return s;
        const loc = s.loc;
        const v = unconstrainedLocal(ctx, loc);
        const marker = propertyMarker(ctx, loc);
        const call = { kind: 'Call', callee: marker, args: [], type: marker.type.ret, loc };
        const branch = {
            kind: 'If',
            cond: { kind: 'VarRef', symbol: v, type: v.type, loc },
            then: { kind: 'ExprStmt', expr: call, loc, text: s.text },
            loc,
            text: s.text,
        };
        return {
            kind: 'Block',
            body: [s, { kind: 'Decl', variable: v, loc, text: s.text }, branch],
            loc,
            text: s.text,
        };
    });
}
/** The error function that stands for a property inside unsupported code. */
function propertyMarker(ctx, loc) {
    const name = '__proofgate_unsupported_property';
    let f = ctx.tables.functions.get(name);
    if (!f) {
        f = {
            kind: 'function',
            name,
            type: { kind: 'function', ret: VOID, params: [], variadic: false, hasProto: true },
            loc,
        };
        ctx.tables.functions.set(name, f);
    }
    return f;
}
function asStmt(ctx, n, list) {
    return list.length === 1 ? list[0] : { kind: 'Block', body: list, loc: ctx.loc(n), text: ctx.shortText(n) };
}
/** A sub-statement (loop body, branch): declarations there get their own scope. */
function subStatement(ctx, n) {
    ctx.pushScope();
    try {
        return asStmt(ctx, n, statementList(ctx, n));
    }
    finally {
        ctx.popScope();
    }
}
function findUnsupported(e) {
    if (e.kind === 'Unsupported')
        return e.feature;
    for (const k of [
        'operand',
        'left',
        'right',
        'cond',
        'then',
        'else',
        'target',
        'value',
        'base',
        'index',
    ]) {
        const c = e[k];
        if (c && typeof c === 'object' && 'kind' in c) {
            const f = findUnsupported(c);
            if (f)
                return f;
        }
    }
    if (e.kind === 'Call')
        for (const a of e.args) {
            const f = findUnsupported(a);
            if (f)
                return f;
        }
    return undefined;
}
/**
 * A condition, or — when it is unsupported — a fresh local with no initial value (any value),
 * preceded by the Unsupported statement that makes every path through it UNKNOWN.
 */
function guardedCondition(ctx, n, pre) {
    const c = condition(ctx, n);
    const feature = findUnsupported(c);
    if (!feature)
        return c;
    const loc = ctx.loc(n);
    pre.push({ kind: 'Unsupported', feature, loc, text: ctx.shortText(n) });
    const v = unconstrainedLocal(ctx, loc);
    pre.push({ kind: 'Decl', variable: v, loc, text: ctx.shortText(n) });
    return { kind: 'VarRef', symbol: v, type: v.type, loc };
}
function withPre(ctx, n, pre, s) {
    return pre.length === 0 ? s : { kind: 'Block', body: [...pre, s], loc: ctx.loc(n), text: ctx.shortText(n) };
}
function cond(ctx, n, pre) {
    if (!n)
        throw new SemaAbort('missing condition');
    return guardedCondition(ctx, n, pre);
}
function statement(ctx, n) {
    const loc = ctx.loc(n);
    const text = ctx.shortText(n);
    const fn = ctx.fn;
    if (!fn)
        expressions_fail(ctx, n, 'statement outside a function');
    switch (n.type) {
        case 'compound_statement':
            return compound(ctx, n);
        case 'expression_statement': {
            const e = namedChildren(n)[0];
            if (!e)
                return { kind: 'Empty', loc, text };
            const parts = discardedParts(e);
            if (parts.some((p) => isStatementExpression(p))) {
                // `a, ({ ... })` whose value is unused (glibc's assert): the parts are plain statements.
                const body = parts.map((p) => {
                    const inner = isStatementExpression(p);
                    if (inner)
                        return compound(ctx, inner);
                    return exprStatement(ctx, p);
                });
                return { kind: 'Block', body, loc, text };
            }
            return exprStatement(ctx, e);
        }
        case 'if_statement': {
            const pre = [];
            const c = cond(ctx, fieldChild(n, 'condition'), pre);
            const thenNode = fieldChild(n, 'consequence');
            const elseClause = fieldChild(n, 'alternative');
            if (!thenNode)
                expressions_fail(ctx, n, 'malformed if statement');
            const then = subStatement(ctx, thenNode);
            const elseNode = elseClause
                ? elseClause.type === 'else_clause'
                    ? namedChildren(elseClause)[0]
                    : elseClause
                : undefined;
            const els = elseNode ? subStatement(ctx, elseNode) : undefined;
            return withPre(ctx, n, pre, {
                kind: 'If',
                cond: c,
                then,
                else: els,
                loc,
                text: `if (${ctx.shortText(fieldChild(n, 'condition') ?? n)})`,
            });
        }
        case 'while_statement': {
            const pre = [];
            const c = cond(ctx, fieldChild(n, 'condition'), pre);
            const body = loopBody(ctx, n);
            return withPre(ctx, n, pre, {
                kind: 'While',
                cond: c,
                body,
                loc,
                text: `while ${ctx.shortText(fieldChild(n, 'condition') ?? n)}`,
            });
        }
        case 'do_statement': {
            const body = loopBody(ctx, n);
            const pre = [];
            const c = cond(ctx, fieldChild(n, 'condition'), pre);
            const s = {
                kind: 'DoWhile',
                body,
                cond: c,
                loc,
                text: `do ... while ${ctx.shortText(fieldChild(n, 'condition') ?? n)}`,
            };
            return withPre(ctx, n, pre, s);
        }
        case 'for_statement':
            return forStatement(ctx, n, loc, text);
        case 'switch_statement': {
            const pre = [];
            const cn = fieldChild(n, 'condition');
            const c0 = cond(ctx, cn, pre);
            if (c0.type.kind !== 'int')
                expressions_fail(ctx, n, 'switch quantity is not an integer');
            const c = ctx.conv.convert(c0, ctx.conv.promote(c0.type));
            const bodyNode = fieldChild(n, 'body');
            if (!bodyNode)
                expressions_fail(ctx, n, 'malformed switch');
            fn.switchDepth++;
            fn.switchTypes.push(c.type);
            try {
                const body = subStatement(ctx, bodyNode);
                return withPre(ctx, n, pre, {
                    kind: 'Switch',
                    cond: c,
                    body,
                    loc,
                    text: `switch ${cn ? ctx.shortText(cn) : ''}`,
                });
            }
            finally {
                fn.switchDepth--;
                fn.switchTypes.pop();
            }
        }
        case 'case_statement':
            return caseStatement(ctx, n, loc, text);
        case 'break_statement':
            if (fn.loopDepth === 0 && fn.switchDepth === 0)
                expressions_fail(ctx, n, "'break' statement not in loop or switch statement");
            return { kind: 'Break', loc, text };
        case 'continue_statement':
            if (fn.loopDepth === 0)
                expressions_fail(ctx, n, "'continue' statement not in loop statement");
            return { kind: 'Continue', loc, text };
        case 'return_statement': {
            const vn = namedChildren(n)[0];
            const ret = fn.symbol.type.ret;
            if (!vn)
                return { kind: 'Return', loc, text };
            const v = rvalue(ctx, vn);
            const feature = findUnsupported(v);
            if (feature)
                return { kind: 'Unsupported', feature, loc, text };
            if (ret.kind === 'void') {
                return {
                    kind: 'Block',
                    body: [
                        { kind: 'ExprStmt', expr: v, loc, text },
                        { kind: 'Return', loc, text },
                    ],
                    loc,
                    text,
                };
            }
            return { kind: 'Return', value: assignConvert(ctx, vn, v, ret), loc, text };
        }
        case 'goto_statement': {
            const l = fieldChild(n, 'label');
            if (!l)
                expressions_fail(ctx, n, 'malformed goto');
            const label = ctx.text(l).trim();
            fn.gotos.push({ label, loc: ctx.loc(l) });
            return { kind: 'Goto', label, loc, text };
        }
        case 'labeled_statement': {
            const l = fieldChild(n, 'label');
            const inner = namedChildren(n).filter((c) => c !== l);
            if (!l)
                expressions_fail(ctx, n, 'malformed label');
            const label = ctx.text(l).trim();
            if (fn.labels.has(label))
                expressions_fail(ctx, l, `redefinition of label '${label}'`);
            fn.labels.set(label, ctx.loc(l));
            const body = inner.length > 0
                ? asStmt(ctx, n, inner.flatMap((c) => statementList(ctx, c)))
                : { kind: 'Empty', loc, text };
            return { kind: 'Labeled', label, body, loc, text: `${label}:` };
        }
        case 'attributed_statement': {
            const inner = namedChildren(n).filter((c) => c.type !== 'attribute_declaration');
            return inner.length
                ? asStmt(ctx, n, inner.flatMap((c) => statementList(ctx, c)))
                : { kind: 'Empty', loc, text };
        }
        case 'gnu_asm_expression':
        case 'asm_statement':
            ctx.unsupported(n, 'inline asm');
            return { kind: 'Unsupported', feature: 'inline asm', loc, text };
        case 'function_definition':
            ctx.unsupported(n, 'nested functions');
            return { kind: 'Unsupported', feature: 'nested functions', loc, text };
        default:
            if (n.type.startsWith('seh_')) {
                ctx.unsupported(n, 'structured exception handling');
                return { kind: 'Unsupported', feature: 'structured exception handling', loc, text };
            }
            expressions_fail(ctx, n, `unexpected statement '${text}'`);
    }
}
function exprStatement(ctx, e) {
    const loc = ctx.loc(e);
    const text = ctx.shortText(e);
    const expr = rvalue(ctx, e);
    const feature = findUnsupported(expr);
    if (feature)
        return { kind: 'Unsupported', feature, loc, text };
    return { kind: 'ExprStmt', expr, loc, text };
}
/** The operands of an expression whose value is discarded: comma operands, parentheses, `(void)` casts. */
function discardedParts(e) {
    if (e.type === 'comma_expression') {
        const l = fieldChild(e, 'left');
        const r = fieldChild(e, 'right');
        return [...(l ? discardedParts(l) : []), ...(r ? discardedParts(r) : [])];
    }
    if (e.type === 'parenthesized_expression' && namedChildren(e).length === 1) {
        const inner = namedChildren(e)[0];
        if (inner.type !== 'compound_statement')
            return discardedParts(inner);
    }
    return [e];
}
/** The compound statement of a GNU statement expression `({ ... })`. */
function isStatementExpression(e) {
    if (e.type !== 'parenthesized_expression')
        return undefined;
    const inner = namedChildren(e);
    return inner.length === 1 && inner[0].type === 'compound_statement' ? inner[0] : undefined;
}
function loopBody(ctx, n) {
    const b = fieldChild(n, 'body');
    if (!b)
        expressions_fail(ctx, n, 'malformed loop');
    const fn = ctx.fn;
    if (fn)
        fn.loopDepth++;
    try {
        return subStatement(ctx, b);
    }
    finally {
        if (fn)
            fn.loopDepth--;
    }
}
function forStatement(ctx, n, loc, text) {
    ctx.pushScope();
    try {
        const initNode = fieldChild(n, 'initializer');
        let init;
        if (initNode) {
            if (initNode.type === 'declaration')
                init = asStmt(ctx, initNode, statementList(ctx, initNode));
            else {
                const e = rvalue(ctx, initNode);
                const f = findUnsupported(e);
                init = f
                    ? { kind: 'Unsupported', feature: f, loc: ctx.loc(initNode), text: ctx.shortText(initNode) }
                    : { kind: 'ExprStmt', expr: e, loc: ctx.loc(initNode), text: ctx.shortText(initNode) };
            }
        }
        const pre = [];
        const condNode = fieldChild(n, 'condition');
        const c = condNode ? guardedCondition(ctx, condNode, pre) : undefined;
        const updNode = fieldChild(n, 'update');
        let update;
        if (updNode) {
            update = rvalue(ctx, updNode);
            const f = findUnsupported(update);
            if (f) {
                pre.push({ kind: 'Unsupported', feature: f, loc: ctx.loc(updNode), text: ctx.shortText(updNode) });
                update = undefined;
            }
        }
        const body = loopBody(ctx, n);
        const header = text.replace(/\)\s*[{].*$/, ')');
        const s = {
            kind: 'For',
            init,
            cond: c,
            update,
            body,
            loc,
            text: header.length < text.length ? header : `for (...)`,
        };
        return withPre(ctx, n, pre, s);
    }
    finally {
        ctx.popScope();
    }
}
function caseStatement(ctx, n, loc, text) {
    const fn = ctx.fn;
    if (!fn || fn.switchDepth === 0)
        expressions_fail(ctx, n, "'case' statement not in switch statement");
    const valueNode = fieldChild(n, 'value');
    const body = [];
    let high;
    const switchType = fn.switchTypes[fn.switchTypes.length - 1];
    const constant = (vn) => {
        const e = rvalue(ctx, vn);
        const v = evalIntConst(e);
        if (v === undefined)
            expressions_fail(ctx, vn, 'case label is not an integer constant');
        const conv = evalIntConst(ctx.conv.convert(ctx.conv.constant(v, e.type.kind === 'int' ? e.type : ctx.ints.get('int'), e.loc), switchType));
        return conv ?? v;
    };
    let low;
    for (const c of n.children) {
        if (!c.named || c === valueNode)
            continue;
        if (c.type === 'ERROR') {
            // GNU case range `case lo ... hi:`: tree-sitter-c leaves either `... hi` (after the value)
            // or `lo ...` (before it, the value then being hi) as an ERROR node.
            const bound = namedChildren(c)[0];
            const errText = ctx.text(c).trim();
            if (bound && errText.startsWith('...')) {
                high = constant(bound);
                continue;
            }
            if (bound && errText.endsWith('...') && valueNode) {
                low = constant(bound);
                high = constant(valueNode);
                continue;
            }
            expressions_fail(ctx, c, 'syntax error in case label');
        }
        body.push(...statementList(ctx, c));
    }
    const block = { kind: 'Block', body, loc, text };
    const label = text.replace(/:.*$/, ':');
    if (!valueNode)
        return { kind: 'Default', body: block, loc, text: 'default:' };
    return { kind: 'Case', value: low ?? constant(valueNode), high, body: block, loc, text: label };
}

;// CONCATENATED MODULE: ./src/frontend/sema/declarations.ts
// Declarations at file scope and in blocks: typedefs, variables (globals with external or
// internal linkage, static locals lifted to globals, locals), function prototypes and function
// definitions with their parameters (prototype and K&R style).






/** A declaration in a block: typedefs, locals, static locals, extern and function declarations. */
function localDeclaration(ctx, n) {
    // `a * b;` with `a` not a type: tree-sitter's declaration is really a multiplication, whose
    // value is unused and which has no side effects.
    const typeNode = fieldChild(n, 'type');
    if (typeNode?.type === 'type_identifier' && ctx.scope.lookup(ctx.text(typeNode).trim())?.kind === 'var') {
        return [{ kind: 'Empty', loc: ctx.loc(n), text: ctx.shortText(n) }];
    }
    const specs = declSpecs(ctx, n);
    const out = [];
    const declarators = fieldChildren(n, 'declarator');
    for (const d of declarators) {
        const initNode = d.type === 'init_declarator' ? fieldChild(d, 'value') : undefined;
        const declNode = d.type === 'init_declarator' ? fieldChild(d, 'declarator') : d;
        const declared = declarator(ctx, declNode, specs.base);
        if (!declared.name || !declared.nameNode)
            continue;
        if (specs.storage === 'typedef') {
            ctx.scope.define(declared.name, { kind: 'typedef', type: typedefType(ctx, specs, declared.type) });
            continue;
        }
        if (declared.type.kind === 'function') {
            const f = declareFunction(ctx, declared.nameNode, declared.name, declared.type);
            ctx.scope.define(declared.name, { kind: 'function', symbol: f });
            continue;
        }
        if (specs.storage === 'extern') {
            const g = externGlobal(ctx, declared.nameNode, declared.name, declared.type);
            ctx.scope.define(declared.name, { kind: 'var', symbol: g });
            continue;
        }
        if (specs.storage === 'static') {
            const fnName = ctx.fn?.symbol.name ?? '';
            const v = {
                kind: 'var',
                name: declared.name,
                uid: ctx.tables.globalUid(`${fnName}::${declared.name}`, ctx.unit.path),
                type: declared.type,
                storage: 'static-local',
                loc: ctx.loc(declared.nameNode),
            };
            ctx.scope.define(declared.name, { kind: 'var', symbol: v });
            if (initNode) {
                const r = resolveInitializer(ctx, v.type, initNode);
                v.type = r.type;
                v.init = r.init;
            }
            ctx.tables.globalDefs.push(v);
            continue;
        }
        out.push(...localVariable(ctx, n, declared, initNode));
    }
    return out;
}
function localVariable(ctx, n, d, initNode) {
    const nameNode = d.nameNode;
    const v = {
        kind: 'var',
        name: d.name,
        uid: ctx.localUid(d.name),
        type: d.type,
        storage: 'local',
        loc: ctx.loc(nameNode),
    };
    ctx.fn?.locals.push(v);
    const text = ctx.shortText(n);
    const taint = d.type.kind !== 'record' ? ctx.layoutTaintOf(d.type) : undefined;
    if (taint) {
        ctx.unsupported(n, `__attribute__((${taint}))`, `the type of '${v.name}' depends on it`);
        ctx.scope.define(v.name, { kind: 'var', symbol: v });
        return [{ kind: 'Unsupported', feature: `__attribute__((${taint}))`, loc: v.loc, text }];
    }
    const vlaLength = d.type.kind === 'array' && d.type.vla ? d.type.lengthExpr : undefined;
    if (d.type.kind === 'void') {
        ctx.error(nameNode, `variable '${v.name}' has incomplete type 'void'`);
        throw new SemaAbort();
    }
    // The variable is in scope inside its own initializer (C11 6.2.1p7).
    ctx.scope.define(v.name, { kind: 'var', symbol: v });
    if (!initNode)
        return [{ kind: 'Decl', variable: v, vlaLength, loc: v.loc, text }];
    const r = resolveInitializer(ctx, v.type, initNode);
    v.type = r.type;
    return [{ kind: 'Decl', variable: v, init: r.init, vlaLength, loc: v.loc, text }];
}
function externGlobal(ctx, nameNode, name, type) {
    const existing = ctx.tables.globals.get(name);
    if (existing) {
        if (existing.type.kind === 'array' && existing.type.length === undefined && type.kind === 'array')
            existing.type = type;
        return existing;
    }
    const v = {
        kind: 'var',
        name,
        uid: ctx.tables.globalUid(name, ctx.unit.path),
        type,
        storage: 'global',
        loc: ctx.loc(nameNode),
        externOnly: true,
    };
    ctx.tables.globals.set(name, v);
    return v;
}
function declareFunction(ctx, nameNode, name, type) {
    const existing = ctx.tables.functions.get(name);
    if (existing) {
        // A prototype refines an old-style declaration; conflicting prototypes are an error.
        if (type.hasProto && !existing.type.hasProto)
            existing.type = type;
        else if (type.hasProto && existing.type.hasProto && !sameType(type, existing.type)) {
            ctx.warning(nameNode, `conflicting types for '${name}' ('${typeToString(type)}' vs '${typeToString(existing.type)}')`);
        }
        return existing;
    }
    const f = { kind: 'function', name, type, loc: ctx.loc(nameNode) };
    ctx.tables.functions.set(name, f);
    return f;
}
/** A declaration at file scope. */
function globalDeclaration(ctx, n) {
    const specs = declSpecs(ctx, n);
    for (const d of fieldChildren(n, 'declarator')) {
        try {
            globalDeclarator(ctx, specs, d);
        }
        catch (e) {
            if (!(e instanceof SemaAbort))
                throw e;
        }
    }
}
function globalDeclarator(ctx, specs, d) {
    const initNode = d.type === 'init_declarator' ? fieldChild(d, 'value') : undefined;
    const declared = declarator(ctx, d.type === 'init_declarator' ? fieldChild(d, 'declarator') : d, specs.base);
    const { name, nameNode } = declared;
    if (!name || !nameNode)
        return;
    if (specs.storage === 'typedef') {
        ctx.scope.define(name, { kind: 'typedef', type: typedefType(ctx, specs, declared.type) });
        return;
    }
    if (declared.type.kind === 'function') {
        ctx.scope.define(name, { kind: 'function', symbol: declareFunction(ctx, nameNode, name, declared.type) });
        return;
    }
    if (specs.storage === 'extern' && !initNode) {
        ctx.scope.define(name, { kind: 'var', symbol: externGlobal(ctx, nameNode, name, declared.type) });
        return;
    }
    let v;
    const local = ctx.scope.lookupLocal(name);
    if (specs.storage === 'static') {
        if (local?.kind === 'var')
            v = local.symbol;
        else {
            v = {
                kind: 'var',
                name,
                uid: ctx.tables.globalUid(name, ctx.unit.path),
                type: declared.type,
                storage: 'global',
                loc: ctx.loc(nameNode),
                externOnly: true,
            };
        }
    }
    else {
        v = local?.kind === 'var' ? local.symbol : externGlobal(ctx, nameNode, name, declared.type);
    }
    if (v.type.kind === 'array' && v.type.length === undefined && declared.type.kind === 'array')
        v.type = declared.type;
    ctx.scope.define(name, { kind: 'var', symbol: v });
    if (initNode) {
        if (v.init) {
            ctx.error(nameNode, `redefinition of '${name}'`);
            return;
        }
        const r = resolveInitializer(ctx, v.type, initNode);
        v.type = r.type;
        v.init = r.init;
    }
    if (v.externOnly) {
        v.externOnly = false; // a definition (or tentative definition)
        ctx.tables.globalDefs.push(v);
    }
}
/** A function definition: parameters in the outermost block scope, then the body. */
function functionDefinition(ctx, n) {
    const specs = declSpecs(ctx, n);
    const declNode = fieldChild(n, 'declarator');
    const body = fieldChild(n, 'body');
    const declared = declarator(ctx, declNode, specs.base);
    if (!declared.name || !declared.nameNode || declared.type.kind !== 'function' || !body) {
        ctx.error(n, 'malformed function definition');
        return undefined;
    }
    const params = declared.params ?? [];
    let type = declared.type;
    // K&R parameter declarations between the declarator and the body.
    const krDecls = namedChildren(n).filter((c) => c.type === 'declaration');
    const krTypes = new Map();
    for (const kd of krDecls) {
        const ks = declSpecs(ctx, kd);
        for (const dd of fieldChildren(kd, 'declarator')) {
            const r = declarator(ctx, dd, ks.base);
            if (r.name)
                krTypes.set(r.name, adjustParamType(r.type));
        }
    }
    const paramTypes = params.map((p) => (p.name !== undefined ? (krTypes.get(p.name) ?? p.type) : p.type));
    if (krDecls.length > 0)
        type = { ...type, params: paramTypes };
    const symbol = declareFunction(ctx, declared.nameNode, declared.name, type);
    if (symbol.def) {
        ctx.error(declared.nameNode, `redefinition of function '${declared.name}'`);
        return undefined;
    }
    if (!symbol.type.hasProto || krDecls.length > 0)
        symbol.type = type;
    ctx.scope.define(declared.name, { kind: 'function', symbol });
    ctx.fn = {
        symbol,
        locals: [],
        usedNames: new Map(),
        labels: new Map(),
        gotos: [],
        loopDepth: 0,
        switchDepth: 0,
        switchTypes: [],
        pendingVla: [],
    };
    ctx.pushScope();
    try {
        const paramSyms = params.map((p, i) => {
            const name = p.name ?? `__param${i}`;
            const v = {
                kind: 'var',
                name,
                uid: ctx.localUid(name),
                type: paramTypes[i],
                storage: 'param',
                loc: ctx.loc(p.node),
            };
            if (p.name !== undefined)
                ctx.scope.define(p.name, { kind: 'var', symbol: v });
            return v;
        });
        const block = compound(ctx, body, false);
        for (const g of ctx.fn.gotos) {
            if (!ctx.fn.labels.has(g.label)) {
                ctx.tables.diagnostics.push({
                    severity: 'error',
                    loc: g.loc,
                    message: `use of undeclared label '${g.label}'`,
                    function: symbol.name,
                });
            }
        }
        const def = {
            symbol,
            params: paramSyms,
            locals: ctx.fn.locals,
            body: block,
            loc: ctx.loc(declared.nameNode),
            file: ctx.loc(n).file,
        };
        symbol.def = def;
        return def;
    }
    finally {
        ctx.popScope();
        ctx.fn = undefined;
    }
}
/** A typedef's type; with a width-changing attribute (`mode`, `vector_size`) a tainted private copy. */
function typedefType(ctx, specs, type) {
    const attr = specs.layoutAttribute;
    if (!attr || type.kind === 'record' || attr === 'aligned')
        return type;
    const copy = { ...type };
    ctx.tables.layoutTaint.set(copy, attr);
    return copy;
}

;// CONCATENATED MODULE: ./src/frontend/sema/externalCalls.ts
// After linking: which calls to functions without a body can be modelled. A body-less function
// returns a nondeterministic value; one that may write through pointer arguments, or that needs
// semantics we do not have (setjmp, threads, unknown gcc built-ins), makes its calls unsupported.
/** Library functions without a body that only read through their pointer arguments. */
const READ_ONLY_EXTERNALS = new Set([
    'printf',
    'puts',
    'putchar',
    'fprintf',
    'fputs',
    'fputc',
    'putc',
    'fflush',
    'perror',
    'strlen',
    'strnlen',
    'strcmp',
    'strncmp',
    'memcmp',
    'strchr',
    'strrchr',
    'strstr',
    'atoi',
    'atol',
    'atoll',
    'fopen',
    'fclose',
    'getenv',
    'sleep',
    'usleep',
]);
const UNSUPPORTED_CALLS = {
    setjmp: 'setjmp/longjmp',
    _setjmp: 'setjmp/longjmp',
    __sigsetjmp: 'setjmp/longjmp',
    sigsetjmp: 'setjmp/longjmp',
    longjmp: 'setjmp/longjmp',
    siglongjmp: 'setjmp/longjmp',
    _longjmp: 'setjmp/longjmp',
    pthread_create: 'threads',
    pthread_join: 'threads',
    pthread_mutex_lock: 'threads',
    pthread_mutex_unlock: 'threads',
    thrd_create: 'threads',
    fork: 'processes (fork)',
    signal: 'signal handlers',
    realloc: 'realloc',
};
/** gcc built-ins with a meaning we model; any other `__builtin_*` is unsupported. */
const KNOWN_GCC_BUILTINS = new Set([
    '__builtin_expect',
    '__builtin_abort',
    '__builtin_trap',
    '__builtin_alloca',
]);
/** Why a call to a body-less function cannot be modelled, or undefined when it can. */
function unsupportedFeature(callee, call) {
    if (callee.def || callee.builtin)
        return undefined;
    const named = UNSUPPORTED_CALLS[callee.name];
    if (named)
        return { feature: named, detail: `call to '${callee.name}'` };
    if (callee.name.startsWith('__builtin_') && !KNOWN_GCC_BUILTINS.has(callee.name)) {
        return { feature: `gcc built-in '${callee.name}'`, detail: `call to '${callee.name}'` };
    }
    if (callee.name.startsWith('__atomic_') || callee.name.startsWith('__sync_')) {
        return { feature: 'atomic built-ins', detail: `call to '${callee.name}'` };
    }
    if (READ_ONLY_EXTERNALS.has(callee.name))
        return undefined;
    const writes = call.args.some((a) => a.type.kind === 'pointer' && !(a.kind === 'Decay' && a.operand.kind === 'StringLit'));
    if (!writes)
        return undefined;
    return {
        feature: 'external function with pointer arguments',
        detail: `'${callee.name}' has no body and may write through its pointer arguments`,
    };
}
/** Marks the calls that cannot be modelled (Call.unsupported) and reports each once. */
function classifyExternalCalls(tables) {
    for (const site of tables.callSites) {
        const why = unsupportedFeature(site.call.callee, site.call);
        if (!why)
            continue;
        site.call.unsupported = why.feature;
        tables.diagnostics.push({
            severity: 'unsupported',
            loc: site.call.loc,
            message: `${why.feature}: ${why.detail}`,
            feature: why.feature,
            function: site.function,
        });
    }
}

;// CONCATENATED MODULE: ./src/frontend/sema/analyzer.ts
// Semantic analysis of a whole program: walks each translation unit's top-level items in order,
// links functions and globals across units, assigns verification built-ins, and returns the
// typed Program with every diagnostic found.






function analyzeProgram(units, model) {
    const tables = new ProgramTables(model);
    const definitions = [];
    for (const unit of units) {
        const ctx = new SemaContext(unit, tables);
        const items = unit.root.children;
        for (let i = 0; i < items.length; i++) {
            if (!items[i].named)
                continue;
            topLevel(ctx, items[i], definitions);
            // `struct s {...} __attribute__((packed));`: the attribute sits between the '}' and the ';'.
            const next = items[i + 1];
            if (items[i].type.endsWith('_specifier') && next && !next.named) {
                const attr = ctx.layoutAttributeIn({ ...items[i], endIndex: next.endIndex });
                const t = attr ? tagType(ctx, items[i]) : undefined;
                if (attr && t?.kind === 'record')
                    tables.layoutTaint.set(t.def, attr);
            }
        }
    }
    for (const f of tables.functions.values()) {
        const b = builtinFor(f.name, f.def !== undefined);
        if (b)
            f.builtin = b;
    }
    classifyExternalCalls(tables);
    return {
        dataModel: model,
        files: units.map((u) => u.path),
        globals: tables.globalDefs,
        functions: tables.functions,
        definitions,
        diagnostics: tables.diagnostics,
    };
}
function tagType(ctx, n) {
    const name = fieldChild(n, 'name');
    const e = name ? ctx.scope.lookupTag(ctx.text(name).trim()) : undefined;
    return e?.kind === 'record' ? { kind: 'record', def: e.def } : undefined;
}
function topLevel(ctx, item, definitions) {
    try {
        switch (item.type) {
            case 'function_definition': {
                const def = functionDefinition(ctx, item);
                if (def)
                    definitions.push(def);
                return;
            }
            case 'declaration':
            case 'type_definition':
                globalDeclaration(ctx, item);
                return;
            case 'struct_specifier':
            case 'union_specifier':
            case 'enum_specifier':
                typeSpecifier(ctx, item); // `struct s {...};` defines a tag
                return;
            case 'linkage_specification':
                for (const c of namedChildren(item))
                    if (c.type !== 'string_literal')
                        topLevel(ctx, c, definitions);
                return;
            case 'declaration_list':
                for (const c of namedChildren(item))
                    topLevel(ctx, c, definitions);
                return;
            case 'expression_statement':
                if (namedChildren(item).length === 0)
                    return; // stray `;`
                ctx.error(item, 'expected a declaration');
                return;
            case 'ERROR':
                return; // reported as a syntax error by the parser
            case 'gnu_asm_expression':
                ctx.unsupported(item, 'inline asm', 'file-scope asm');
                return;
            default:
                if (item.type.startsWith('preproc_'))
                    return;
                ctx.error(item, `unexpected top-level item '${ctx.shortText(item)}'`);
        }
    }
    catch (e) {
        if (!(e instanceof SemaAbort))
            throw e;
        ctx.fn = undefined;
    }
}

;// CONCATENATED MODULE: ./src/frontend/frontend.ts
// The front end's entry point: paths → preprocessed, parsed translation units → one typed
// Program. Input errors (missing files, syntax errors, preprocessor failures) come back as
// diagnostics with severity 'error' and no program; nothing here throws for bad input.



async function loadProgram(paths, options) {
    const diagnostics = [];
    const units = [];
    for (const p of paths) {
        try {
            const unit = await loadTranslationUnit(p, options);
            diagnostics.push(...unit.diagnostics);
            units.push(unit);
        }
        catch (e) {
            if (e instanceof InputError)
                diagnostics.push(...e.diagnostics);
            else
                throw e;
        }
    }
    if (diagnostics.some((d) => d.severity === 'error'))
        return { program: undefined, diagnostics };
    const program = analyzeProgram(units, options.dataModel);
    diagnostics.push(...program.diagnostics);
    const failed = program.diagnostics.some((d) => d.severity === 'error');
    return { program: failed ? undefined : program, diagnostics };
}

;// CONCATENATED MODULE: ./src/ir/exprMake.ts
// Small constructors for the typed-AST expressions the CFA builder synthesises (temporaries,
// constants, casts, comparisons, element access), keeping the types exactly as C would give them.


function varRef(v, loc = v.loc) {
    return { kind: 'VarRef', symbol: v, type: v.type, loc };
}
function intConst(value, type, loc) {
    return { kind: 'IntConst', value: wrapToType(value, type), type, loc };
}
/** Same representation: integers of the same kind (enums are their integer), pointers, same record. */
function sameRepr(a, b) {
    if (a.kind !== b.kind)
        return false;
    if (a.kind === 'int' && b.kind === 'int')
        return a.ik === b.ik;
    if (a.kind === 'record' && b.kind === 'record')
        return a.def === b.def;
    if (a.kind === 'float' && b.kind === 'float')
        return a.fk === b.fk;
    return a.kind === 'pointer' || a.kind === 'void';
}
/** `e` converted to `to` with an implicit cast, unless it already has that type. */
function exprMake_castTo(e, to) {
    const same = e.type.kind === 'int' && to.kind === 'int' ? e.type.ik === to.ik : sameType(e.type, to);
    if (same)
        return e;
    return { kind: 'Cast', type: to, operand: e, implicit: true, loc: e.loc };
}
function binary(op, left, right, type, loc) {
    return { kind: 'Binary', op, left, right, type, loc };
}
function addrOf(e, loc = e.loc) {
    return { kind: 'AddrOf', operand: e, type: pointerTo(e.type), loc };
}
function exprMake_deref(p, loc = p.loc) {
    if (p.type.kind !== 'pointer')
        throw new Error('internal: deref of a non-pointer');
    return { kind: 'Deref', operand: p, type: p.type.to, loc };
}
function indexOf(base, index, intType, loc) {
    if (base.type.kind !== 'array')
        throw new Error('internal: element of a non-array');
    return { kind: 'Index', base, index: intConst(BigInt(index), intType, loc), type: base.type.of, loc };
}
function memberOf(base, record, field, loc) {
    const f = record.fields[field];
    return { kind: 'Member', base, field: f.name, record, type: f.type, loc };
}
/** The value of an expression of type void (never put on an edge); a zero for misdeclared built-ins. */
function voidValue(type, loc) {
    if (type.kind === 'int')
        return intConst(0n, type, loc);
    return {
        kind: 'Cast',
        type: VOID,
        operand: { kind: 'IntConst', value: 0n, type: INT32, loc },
        implicit: true,
        loc,
    };
}
const INT32 = { kind: 'int', ik: 'int', bits: 32, signed: true };

;// CONCATENATED MODULE: ./src/ir/builderCore.ts
// The mutable state of building one function's CFA: node and edge creation, the "current" node
// that statements extend, temporaries, error nodes with their properties, and lazily created
// jump targets. The statement and expression lowerers (cfaBuilder.ts, exprLowering.ts) drive it.

/** A jump target whose node is created on first use (or adopted from the current node). */
class Lazy {
    make;
    node;
    constructor(make) {
        this.make = make;
    }
    /** A target that is an existing node. */
    static of(node) {
        const l = new Lazy(() => node);
        l.node = node;
        return l;
    }
    get() {
        if (!this.node)
            this.node = this.make();
        return this.node;
    }
}
class CfaEmitter {
    fnName;
    ids;
    ints;
    usedNames;
    nodes = [];
    temps = [];
    properties = [];
    /** Functions without body (and without built-in meaning) called here. */
    externalCalls = new Set();
    entry;
    exit;
    /** Where the next edge starts; undefined after a jump (following code is unreachable). */
    cur;
    /** The statement being lowered: default loc and text of edges. */
    stmtLoc;
    stmtText = '';
    edgeCount = 0;
    tempCounter = 0;
    constructor(fnName, ids, ints, usedNames, loc) {
        this.fnName = fnName;
        this.ids = ids;
        this.ints = ints;
        this.usedNames = usedNames;
        this.stmtLoc = loc;
        this.entry = this.newNode('entry', loc);
        this.exit = this.newNode('exit');
        this.cur = this.entry;
    }
    newNode(role = 'plain', loc) {
        const n = { id: this.ids.nextNode++, fn: this.fnName, role, loc, out: [], in: [] };
        this.nodes.push(n);
        return n;
    }
    lazy() {
        return new Lazy(() => this.newNode());
    }
    /** The current node, creating an (unreachable) one after a jump. */
    here() {
        if (!this.cur)
            this.cur = this.newNode('plain', this.stmtLoc);
        return this.cur;
    }
    addEdge(from, to, spec) {
        const edge = {
            ...spec,
            id: this.ids.nextEdge++,
            from,
            to,
            loc: spec.loc ?? this.stmtLoc,
            text: spec.text ?? this.stmtText,
        };
        from.out.push(edge);
        to.in.push(edge);
        this.edgeCount++;
        return edge;
    }
    /** An edge from the current node to a fresh node, which becomes current. */
    step(spec) {
        const from = this.here();
        const to = this.newNode();
        this.cur = to;
        return this.addEdge(from, to, spec);
    }
    /** An edge from the current node to `to`; nothing follows it (the current node becomes undefined). */
    jump(to, spec = { kind: 'blank' }) {
        const from = this.here();
        this.addEdge(from, to, spec);
        this.cur = undefined;
    }
    /** Falls through into `to` (a blank edge when the current node is reachable); `to` becomes current. */
    fallInto(to, text = '') {
        if (this.cur && this.cur !== to)
            this.addEdge(this.cur, to, { kind: 'blank', text });
        this.cur = to;
    }
    /** Places a lazy target here: adopts the current node when it can take more in-edges. */
    place(target, text = '') {
        if (!target.node && this.cur && this.cur !== this.entry)
            target.node = this.cur;
        else
            this.fallInto(target.get(), text);
    }
    /** A node that may get further in-edges (loop heads): the current one unless it is the entry. */
    joinable(loc) {
        if (!this.cur || this.cur === this.entry) {
            const n = this.newNode('plain', loc);
            if (this.cur)
                this.addEdge(this.cur, n, { kind: 'blank', text: '' });
            this.cur = n;
        }
        if (!this.cur.loc)
            this.cur.loc = loc;
        return this.cur;
    }
    /** A fresh temporary `__tN` of `type`, declared by a decl edge at the current node. */
    newTemp(type, loc) {
        let name;
        do
            name = `__t${++this.tempCounter}`;
        while (this.usedNames.has(name));
        this.usedNames.add(name);
        const v = { kind: 'var', name, uid: name, type, storage: 'local', loc };
        this.temps.push(v);
        this.step({ kind: 'decl', variable: v, zeroInit: false, loc });
        return varRef(v, loc);
    }
    /** A fresh error node and its property (`<function>#<n>`, numbered in source order). */
    newProperty(kind, loc, text) {
        const node = this.newNode('error', loc);
        this.properties.push({ id: `${this.fnName}#${this.properties.length + 1}`, kind, node, loc, text });
        return node;
    }
}

;// CONCATENATED MODULE: ./src/ir/pure.ts
// Expression purity for the CFA: which expressions may sit on an edge (no calls, assignments,
// ++/--, comma, && / ||, ?:), which have side effects, and a conservative check whether the side
// effects of one expression may change the value (or address) that a pure expression denotes.
const EFFECT_KINDS = new Set(['Call', 'Assign', 'CompoundAssign', 'IncDec', 'Unsupported']);
const NON_EDGE_KINDS = new Set([...EFFECT_KINDS, 'Comma', 'Logical', 'Conditional']);
/** Direct sub-expressions in evaluation (left-to-right) order. */
function children(e) {
    switch (e.kind) {
        case 'Unary':
        case 'Cast':
        case 'Deref':
        case 'AddrOf':
        case 'Decay':
            return [e.operand];
        case 'Binary':
        case 'Logical':
        case 'Comma':
            return [e.left, e.right];
        case 'Conditional':
            return [e.cond, e.then, e.else];
        case 'Assign':
        case 'CompoundAssign':
            return [e.target, e.value];
        case 'IncDec':
            return [e.target];
        case 'Call':
            return e.args;
        case 'Index':
            return [e.base, e.index];
        case 'Member':
            return [e.base];
        case 'IntConst':
        case 'StringLit':
        case 'VarRef':
        case 'FuncRef':
        case 'Unsupported':
            return [];
    }
}
function containsKind(e, kinds, memo) {
    const known = memo.get(e);
    if (known !== undefined)
        return known;
    const r = kinds.has(e.kind) || children(e).some((c) => containsKind(c, kinds, memo));
    memo.set(e, r);
    return r;
}
const edgeMemo = new WeakMap();
const effectMemo = new WeakMap();
/** May `e` appear on a CFA edge? (No Call, Assign, CompoundAssign, IncDec, Comma, Logical, Conditional, Unsupported.) */
function isEdgePure(e) {
    return !containsKind(e, NON_EDGE_KINDS, edgeMemo);
}
/** Does evaluating `e` change the state (calls, assignments, ++/--) or hit an unsupported construct? */
function hasSideEffects(e) {
    return containsKind(e, EFFECT_KINDS, effectMemo);
}
/** Expressions that designate an object (can be the left side of an assignment edge). */
function isLvalueExpr(e) {
    switch (e.kind) {
        case 'VarRef':
        case 'Deref':
        case 'Index':
        case 'StringLit':
            return true;
        case 'Member':
            return isLvalueExpr(e.base);
        default:
            return false;
    }
}
/** A variable that a pointer may reach: its address is taken, or it is an array or record. */
function mayBeAliased(v) {
    return v.addressTaken === true || v.type.kind === 'array' || v.type.kind === 'record';
}
/** Variables whose value a callee may change: globals, static locals and aliased locals. */
function calleeMayWrite(v) {
    return v.storage === 'global' || v.storage === 'static-local' || mayBeAliased(v);
}
/** Reads of `e`; `asLvalue`: only what computing its address reads, not the object itself. */
function collectReads(e, asLvalue, r) {
    switch (e.kind) {
        case 'VarRef':
            if (!asLvalue)
                r.vars.add(e.symbol);
            return;
        case 'Deref':
            collectReads(e.operand, false, r);
            if (!asLvalue)
                r.memory = true;
            return;
        case 'Index':
            if (e.base.type.kind === 'array')
                collectReads(e.base, asLvalue, r);
            else {
                collectReads(e.base, false, r);
                if (!asLvalue)
                    r.memory = true;
            }
            collectReads(e.index, false, r);
            return;
        case 'Member':
            collectReads(e.base, asLvalue, r);
            return;
        case 'AddrOf':
        case 'Decay':
            collectReads(e.operand, true, r);
            return;
        default:
            for (const c of children(e))
                collectReads(c, false, r);
    }
}
/** The variable an lvalue is part of (`s.a[2].f` → s), or undefined when it lives behind a pointer. */
function rootVar(lv) {
    switch (lv.kind) {
        case 'VarRef':
            return lv.symbol;
        case 'Member':
            return rootVar(lv.base);
        case 'Index':
            return lv.base.type.kind === 'array' ? rootVar(lv.base) : undefined;
        default:
            return undefined;
    }
}
function collectWrites(e, w) {
    if (e.kind === 'Assign' || e.kind === 'CompoundAssign' || e.kind === 'IncDec') {
        const v = rootVar(e.target);
        if (v)
            w.vars.add(v);
        else
            w.memory = true;
    }
    else if (e.kind === 'Call') {
        const b = e.callee.builtin;
        if (b === 'free')
            w.memory = true;
        else if (b === undefined && e.callee.def)
            w.call = true;
    }
    for (const c of children(e))
        collectWrites(c, w);
}
/**
 * Conservatively: may evaluating `effects` change what the pure expression `p` evaluates to
 * (its value, or with `asLvalue` its address)? External functions are modelled as writing
 * nothing but their result, matching the CFA's havoc semantics.
 */
function mayInterfere(p, effects, asLvalue = false) {
    const r = { vars: new Set(), memory: false };
    collectReads(p, asLvalue, r);
    if (r.vars.size === 0 && !r.memory)
        return false;
    const w = { vars: new Set(), memory: false, call: false };
    collectWrites(effects, w);
    if (w.call) {
        if (r.memory)
            return true;
        for (const v of r.vars)
            if (calleeMayWrite(v))
                return true;
    }
    if (w.memory) {
        if (r.memory)
            return true;
        for (const v of r.vars)
            if (mayBeAliased(v))
                return true;
    }
    for (const v of w.vars) {
        if (r.vars.has(v))
            return true;
        if (r.memory && mayBeAliased(v))
            return true;
    }
    return false;
}

;// CONCATENATED MODULE: ./src/ir/exprToC.ts
// Prints typed-AST expressions as C for dumps and traces. By default every conversion is shown,
// implicit ones included, as a plain C cast `(int)c` (they matter for bit-precise reading), and
// variables by their unique name; constants of types narrower than int print as `(char)97`.

// C operator precedence, higher binds tighter.
const PREC_COMMA = 1;
const PREC_ASSIGN = 2;
const PREC_COND = 3;
const PREC_CAST = 14;
const PREC_UNARY = 15;
const PREC_POSTFIX = 16;
const PREC_PRIMARY = 17;
const BINARY_PREC = {
    '||': 4,
    '&&': 5,
    '|': 6,
    '^': 7,
    '&': 8,
    '==': 9,
    '!=': 9,
    '<': 10,
    '<=': 10,
    '>': 10,
    '>=': 10,
    '<<': 11,
    '>>': 11,
    '+': 12,
    '-': 12,
    '*': 13,
    '/': 13,
    '%': 13,
};
const SUFFIX = {
    int: '',
    uint: 'U',
    long: 'L',
    ulong: 'UL',
    llong: 'LL',
    ullong: 'ULL',
};
function exprToC(e, options = {}) {
    return print(e, options)[0];
}
function intConstToC(e) {
    const suffix = SUFFIX[e.type.ik];
    if (suffix === undefined)
        return [`(${typeToString({ ...e.type, enumTag: undefined })})${e.value}`, PREC_CAST];
    return [`${e.value}${suffix}`, e.value < 0n ? PREC_UNARY : PREC_PRIMARY];
}
function escapeString(bytes) {
    let s = '"';
    for (const b of bytes) {
        if (b === 0x22)
            s += '\\"';
        else if (b === 0x5c)
            s += '\\\\';
        else if (b === 0x0a)
            s += '\\n';
        else if (b === 0x09)
            s += '\\t';
        else if (b >= 0x20 && b < 0x7f)
            s += String.fromCharCode(b);
        else
            s += `\\${b.toString(8).padStart(3, '0')}`;
    }
    return s + '"';
}
function print(e, o) {
    /** `x` printed with parentheses unless it binds at least as tight as `min`. */
    const sub = (x, min) => {
        const [s, p] = print(x, o);
        return p >= min ? s : `(${s})`;
    };
    switch (e.kind) {
        case 'IntConst':
            return intConstToC(e);
        case 'StringLit':
            return [escapeString(e.bytes), PREC_PRIMARY];
        case 'VarRef':
            return [o.names === 'source' ? e.symbol.name : e.symbol.uid, PREC_PRIMARY];
        case 'FuncRef':
            return [e.symbol.name, PREC_PRIMARY];
        case 'Unary': {
            const inner = sub(e.operand, PREC_UNARY);
            return [`${e.op}${inner.startsWith(e.op) ? `(${inner})` : inner}`, PREC_UNARY];
        }
        case 'Binary':
        case 'Logical': {
            const p = BINARY_PREC[e.op];
            return [`${sub(e.left, p)} ${e.op} ${sub(e.right, p + 1)}`, p];
        }
        case 'Conditional':
            return [
                `${sub(e.cond, PREC_COND + 1)} ? ${sub(e.then, PREC_ASSIGN)} : ${sub(e.else, PREC_COND)}`,
                PREC_COND,
            ];
        case 'Cast':
            if (e.implicit && o.implicitCasts === false)
                return print(e.operand, o);
            return [`(${typeToString(e.type)})${sub(e.operand, PREC_CAST)}`, PREC_CAST];
        case 'Assign':
            return [`${sub(e.target, PREC_UNARY)} = ${sub(e.value, PREC_ASSIGN)}`, PREC_ASSIGN];
        case 'CompoundAssign':
            return [`${sub(e.target, PREC_UNARY)} ${e.op}= ${sub(e.value, PREC_ASSIGN)}`, PREC_ASSIGN];
        case 'IncDec': {
            const op = e.delta > 0 ? '++' : '--';
            return e.prefix
                ? [`${op}${sub(e.target, PREC_UNARY)}`, PREC_UNARY]
                : [`${sub(e.target, PREC_POSTFIX)}${op}`, PREC_POSTFIX];
        }
        case 'Call':
            return [`${e.callee.name}(${e.args.map((a) => sub(a, PREC_ASSIGN)).join(', ')})`, PREC_POSTFIX];
        case 'Index':
            return [`${sub(e.base, PREC_POSTFIX)}[${print(e.index, o)[0]}]`, PREC_POSTFIX];
        case 'Member':
            if (e.base.kind === 'Deref')
                return [`${sub(e.base.operand, PREC_POSTFIX)}->${e.field}`, PREC_POSTFIX];
            return [`${sub(e.base, PREC_POSTFIX)}.${e.field}`, PREC_POSTFIX];
        case 'Deref':
            return [`*${sub(e.operand, PREC_UNARY)}`, PREC_UNARY];
        case 'AddrOf':
            return [`&${sub(e.operand, PREC_UNARY)}`, PREC_UNARY];
        case 'Decay':
            return print(e.operand, o);
        case 'Comma':
            return [`${sub(e.left, PREC_COMMA)}, ${sub(e.right, PREC_ASSIGN)}`, PREC_COMMA];
        case 'Unsupported':
            return [`<unsupported: ${e.feature}>`, PREC_PRIMARY];
    }
}

;// CONCATENATED MODULE: ./src/ir/callLowering.ts
// Lowers one function call: verification built-ins become properties, assumptions, havocs, path
// ends or memory edges; defined functions become call edges with pure arguments; functions without
// body have their result havocked (arguments still evaluated), or are unsupported when sema says so.


function lowerCall(lw, call, dest) {
    const em = lw.em;
    const sym = call.callee;
    const loc = call.loc;
    const none = voidValue(call.type, loc);
    /** Where a produced value goes: the assignment target, a fresh temporary, or nowhere. */
    const resultLvalue = () => {
        if (dest.kind === 'into')
            return dest.target;
        if (dest.kind === 'value' && call.type.kind !== 'void')
            return em.newTemp(call.type, loc);
        return undefined;
    };
    const argEffects = () => call.args.forEach((a) => lw.effect(a));
    if (call.unsupported !== undefined) {
        // A body-less function that cannot be modelled (may write through pointers, setjmp, threads):
        // any path through the call is UNKNOWN; the result is still havocked to keep the CFA typed.
        argEffects();
        em.externalCalls.add(sym.name);
        em.step({ kind: 'unsupported', feature: call.unsupported, loc });
        const lhs = resultLvalue();
        if (lhs)
            em.step({ kind: 'havoc', lhs, reason: 'external', callee: sym.name, loc });
        return lhs ?? none;
    }
    switch (sym.builtin) {
        case 'assert': {
            if (call.args.length === 0) {
                em.step({ kind: 'unsupported', feature: `${sym.name} without argument`, loc });
                return none;
            }
            call.args.slice(1).forEach((a) => lw.effect(a));
            const ok = em.lazy();
            const err = em.newProperty('assert', loc, em.stmtText);
            lw.cond(call.args[0], ok, Lazy.of(err));
            em.cur = ok.node;
            return none;
        }
        case 'error': {
            argEffects();
            em.jump(em.newProperty('error-call', loc, em.stmtText), { kind: 'blank', loc });
            return none;
        }
        case 'assume': {
            if (call.args.length === 0)
                return none;
            call.args.slice(1).forEach((a) => lw.effect(a));
            const ok = em.lazy();
            lw.cond(call.args[0], ok, undefined);
            em.cur = ok.node;
            return none;
        }
        case 'abort': {
            argEffects();
            em.jump(em.newNode('terminal', loc), { kind: 'blank', loc });
            return none;
        }
        case 'nondet': {
            argEffects();
            const lhs = resultLvalue();
            if (lhs)
                em.step({ kind: 'havoc', lhs, reason: 'nondet', callee: sym.name, loc });
            return lhs ?? none;
        }
        case 'malloc':
        case 'calloc': {
            const args = lw.seq(call.args.map((e) => ({ e })));
            let size = args[0];
            if (sym.builtin === 'calloc' && args.length >= 2)
                size = binary('*', args[0], args[1], args[0].type, loc);
            if (!size) {
                em.step({ kind: 'unsupported', feature: `${sym.name} without size`, loc });
                return resultLvalue() ?? none;
            }
            const lhs = resultLvalue();
            em.step({ kind: 'alloc', lhs, size, zeroed: sym.builtin === 'calloc', loc });
            return lhs ?? none;
        }
        case 'free': {
            const args = lw.seq(call.args.map((e) => ({ e })));
            if (args.length > 0)
                em.step({ kind: 'free', pointer: args[0], loc });
            return none;
        }
        case 'atomic':
            argEffects();
            em.step({ kind: 'blank', loc });
            return none;
        case undefined:
            break;
    }
    if (sym.def) {
        const args = lw.seq(call.args.map((e) => ({ e })));
        const lhs = resultLvalue();
        em.step({ kind: 'call', callee: sym.name, args, lhs, loc });
        return lhs ?? none;
    }
    // A function without body: its arguments are evaluated, its result is arbitrary.
    argEffects();
    em.externalCalls.add(sym.name);
    const lhs = resultLvalue();
    if (lhs)
        em.step({ kind: 'havoc', lhs, reason: 'external', callee: sym.name, loc });
    else
        em.step({ kind: 'blank', loc });
    return lhs ?? none;
}

;// CONCATENATED MODULE: ./src/ir/exprLowering.ts
// Lowers expressions with side effects into CFA edges so that what remains is pure: operands are
// evaluated left to right into temporaries where needed, && / || / ?: become branches, and
// assignments, ++/-- and calls become edges. Four entry points: value, effect, cond, into.





class ExprLowerer {
    em;
    conv;
    constructor(em) {
        this.em = em;
        this.conv = new Conversions(em.ints);
    }
    /** Evaluates `e`, returning a pure expression with the same value (or designating the same object). */
    value(e) {
        if (isEdgePure(e))
            return e;
        if (e.type.kind === 'void') {
            this.effect(e);
            return voidValue(e.type, e.loc);
        }
        switch (e.kind) {
            case 'Unary':
            case 'Cast':
            case 'Deref':
                return { ...e, operand: this.value(e.operand) };
            case 'AddrOf':
            case 'Decay':
                return { ...e, operand: this.value(e.operand) };
            case 'Binary': {
                const [left, right] = this.seq([{ e: e.left }, { e: e.right }]);
                return { ...e, left, right };
            }
            case 'Index': {
                const [base, index] = this.seq([{ e: e.base, lv: e.base.type.kind === 'array' }, { e: e.index }]);
                return { ...e, base, index };
            }
            case 'Member':
                return { ...e, base: this.value(e.base) };
            case 'Logical':
            case 'Conditional': {
                const t = this.em.newTemp(e.type, e.loc);
                this.into(t, e);
                return t;
            }
            case 'Assign': {
                const lv = this.value(e.target);
                this.into(lv, e.value);
                return lv;
            }
            case 'CompoundAssign':
                return this.compound(e);
            case 'IncDec':
                return this.incDec(e, true);
            case 'Call':
                return lowerCall(this, e, { kind: 'value' });
            case 'Comma':
                this.effect(e.left);
                return this.value(e.right);
            case 'Unsupported':
                this.em.step({ kind: 'unsupported', feature: e.feature, loc: e.loc });
                return this.em.newTemp(e.type, e.loc);
            default:
                return e;
        }
    }
    /** Evaluates operands left to right; an earlier result that a later operand's side effects may change is saved first. */
    seq(ops) {
        const out = [];
        ops.forEach((op, i) => {
            if (hasSideEffects(op.e)) {
                for (let j = 0; j < i; j++) {
                    if (mayInterfere(out[j], op.e, ops[j].lv))
                        out[j] = this.snapshot(out[j], ops[j].lv === true);
                }
            }
            out.push(this.value(op.e));
        });
        return out;
    }
    snapshot(p, asLvalue) {
        const loc = p.loc;
        if (asLvalue) {
            const a = addrOf(p, loc);
            const t = this.em.newTemp(a.type, loc);
            this.em.step({ kind: 'assign', lhs: t, rhs: a, loc });
            return exprMake_deref(t, loc);
        }
        const t = this.em.newTemp(p.type, loc);
        this.em.step({ kind: 'assign', lhs: t, rhs: p, loc });
        return t;
    }
    /** Evaluates `e` for its side effects only. */
    effect(e) {
        if (!hasSideEffects(e))
            return;
        switch (e.kind) {
            case 'Assign':
                this.into(this.value(e.target), e.value);
                return;
            case 'CompoundAssign':
                this.compound(e);
                return;
            case 'IncDec':
                this.incDec(e, false);
                return;
            case 'Call':
                lowerCall(this, e, { kind: 'discard' });
                return;
            case 'Comma':
                this.effect(e.left);
                this.effect(e.right);
                return;
            case 'Logical': {
                if (!hasSideEffects(e.right))
                    return this.effect(e.left);
                const mid = this.em.lazy();
                const join = this.em.lazy();
                if (e.op === '&&')
                    this.cond(e.left, mid, join);
                else
                    this.cond(e.left, join, mid);
                this.continueAt(mid);
                if (this.em.cur) {
                    this.effect(e.right);
                    this.em.fallInto(join.get());
                }
                this.continueAt(join);
                return;
            }
            case 'Conditional': {
                if (!hasSideEffects(e.then) && !hasSideEffects(e.else))
                    return this.effect(e.cond);
                this.branch(e.cond, () => this.effect(e.then), () => this.effect(e.else));
                return;
            }
            case 'Unsupported':
                this.em.step({ kind: 'unsupported', feature: e.feature, loc: e.loc });
                return;
            case 'Unary':
            case 'Cast':
            case 'Deref':
            case 'AddrOf':
            case 'Decay':
                return this.effect(e.operand);
            case 'Binary':
                this.effect(e.left);
                return this.effect(e.right);
            case 'Index':
                this.effect(e.base);
                return this.effect(e.index);
            case 'Member':
                return this.effect(e.base);
            default:
                return;
        }
    }
    /** Makes the lazy node current if some edge reaches it; otherwise the code that follows is unreachable. */
    continueAt(l) {
        this.em.cur = l.node;
    }
    /** if-then-else on `c` inside an expression: each arm runs from its own node, both join after. */
    branch(c, thenArm, elseArm) {
        const t = this.em.lazy();
        const f = this.em.lazy();
        const join = this.em.lazy();
        this.cond(c, t, f);
        for (const [target, arm] of [
            [t, thenArm],
            [f, elseArm],
        ]) {
            this.continueAt(target);
            if (!this.em.cur)
                continue;
            arm();
            if (this.em.cur)
                this.em.fallInto(join.get());
        }
        this.continueAt(join);
    }
    /**
     * Branches on `e` ≠ 0: edges from the current node to `t` (true) and `f` (false); afterwards
     * nothing is current. && / || / ! / ?: / comma become control flow, so no temporaries are needed.
     */
    cond(e, t, f) {
        switch (e.kind) {
            case 'Logical': {
                const mid = this.em.lazy();
                if (e.op === '&&')
                    this.cond(e.left, mid, f);
                else
                    this.cond(e.left, t, mid);
                this.continueAt(mid);
                if (this.em.cur)
                    this.cond(e.right, t, f);
                return;
            }
            case 'Unary':
                if (e.op === '!')
                    return this.cond(e.operand, f, t);
                break;
            case 'Conditional': {
                const m1 = this.em.lazy();
                const m2 = this.em.lazy();
                this.cond(e.cond, m1, m2);
                for (const [m, arm] of [
                    [m1, e.then],
                    [m2, e.else],
                ]) {
                    this.continueAt(m);
                    if (this.em.cur)
                        this.cond(arm, t, f);
                }
                this.em.cur = undefined;
                return;
            }
            case 'Comma':
                this.effect(e.left);
                return this.cond(e.right, t, f);
            case 'Cast':
                if (keepsZeroness(e.operand.type, e.type))
                    return this.cond(e.operand, t, f);
                break;
            default:
                break;
        }
        const v = this.value(e);
        this.assume(v, t, f, exprToC(e, { implicitCasts: false, names: 'source' }), e.loc);
    }
    /** Assume edges on a pure condition; a constant condition becomes a blank edge to the only possible target. */
    assume(v, t, f, text, loc) {
        const from = this.em.here();
        this.em.cur = undefined;
        if (v.kind === 'IntConst') {
            const target = v.value !== 0n ? t : f;
            if (target)
                this.em.addEdge(from, target.get(), { kind: 'blank', text, loc });
            return;
        }
        if (t)
            this.em.addEdge(from, t.get(), { kind: 'assume', cond: v, truth: true, text, loc });
        if (f)
            this.em.addEdge(from, f.get(), { kind: 'assume', cond: v, truth: false, text, loc });
    }
    /** `target = e` where `target` is a pure lvalue; calls, nondet, && / || and ?: write it directly. */
    into(target, e) {
        if (!isEdgePure(e) && sameRepr(e.type, target.type)) {
            switch (e.kind) {
                case 'Call':
                    lowerCall(this, e, { kind: 'into', target });
                    return;
                case 'Logical':
                    if (target.type.kind === 'int') {
                        const tt = target.type;
                        this.branch(e, () => this.em.step({ kind: 'assign', lhs: target, rhs: intConst(1n, tt, e.loc), loc: e.loc }), () => this.em.step({ kind: 'assign', lhs: target, rhs: intConst(0n, tt, e.loc), loc: e.loc }));
                        return;
                    }
                    break;
                case 'Conditional':
                    this.branch(e.cond, () => this.into(target, e.then), () => this.into(target, e.else));
                    return;
                case 'Comma':
                    this.effect(e.left);
                    return this.into(target, e.right);
                default:
                    break;
            }
        }
        const v = this.value(e);
        this.em.step({ kind: 'assign', lhs: target, rhs: v });
    }
    /** `lv op= v` as `lv = (T)((C)lv op v)`; the target's address is evaluated once. Returns the new value. */
    compound(e) {
        const lv = this.value(e.target);
        const rhs = this.value(e.value);
        const c = e.computeType;
        const result = binary(e.op, exprMake_castTo(lv, c), rhs, c, e.loc);
        this.em.step({ kind: 'assign', lhs: lv, rhs: exprMake_castTo(result, e.target.type), loc: e.loc });
        return lv;
    }
    /** `++lv` / `lv--`: the old value goes to a temporary only for a postfix whose value is used. */
    incDec(e, wantValue) {
        const lv = this.value(e.target);
        const t = e.target.type;
        let old = lv;
        if (wantValue && !e.prefix) {
            old = this.em.newTemp(t, e.loc);
            this.em.step({ kind: 'assign', lhs: old, rhs: lv, loc: e.loc });
        }
        this.em.step({ kind: 'assign', lhs: lv, rhs: this.stepped(old, e.delta, t, e), loc: e.loc });
        return e.prefix ? lv : old;
    }
    /** `x ± 1` computed in the promoted type and converted back to `t` (pointers step by one element). */
    stepped(x, delta, t, e) {
        const op = delta > 0 ? '+' : '-';
        const int = this.em.ints.get('int');
        if (t.kind === 'pointer')
            return binary(op, x, intConst(1n, int, e.loc), t, e.loc);
        const p = this.conv.promote(t);
        const one = p.kind === 'int' ? intConst(1n, p, e.loc) : exprMake_castTo(intConst(1n, int, e.loc), p);
        return exprMake_castTo(binary(op, exprMake_castTo(x, p), one, p, e.loc), t);
    }
}
/** Does converting from `from` to `to` keep "is zero" for every value? (Widening integers, to _Bool, pointer to pointer.) */
function keepsZeroness(from, to) {
    if (to.kind === 'int' && to.ik === 'bool')
        return from.kind === 'int' || from.kind === 'pointer';
    if (to.kind === 'int' && from.kind === 'int')
        return to.bits >= from.bits;
    return to.kind === 'pointer' && from.kind === 'pointer';
}

;// CONCATENATED MODULE: ./src/ir/switchLowering.ts
// Switch statements: finds the case labels that belong to a switch (not to nested switches, but
// inside nested blocks, loops and ifs, as in Duff's device) and emits the dispatch chain of assume
// edges that compares the promoted condition with each case value in source order.


/** The case and default labels of a switch body, in source order. */
function collectCases(body) {
    const out = [];
    const stack = [body];
    while (stack.length > 0) {
        const s = stack.pop();
        const subs = [];
        switch (s.kind) {
            case 'Case':
            case 'Default':
                out.push(s);
                subs.push(s.body);
                break;
            case 'Block':
                subs.push(...s.body);
                break;
            case 'If':
                subs.push(s.then);
                if (s.else)
                    subs.push(s.else);
                break;
            case 'While':
            case 'DoWhile':
            case 'Labeled':
                subs.push(s.body);
                break;
            case 'For':
                if (s.init)
                    subs.push(s.init);
                subs.push(s.body);
                break;
            default:
                break; // nested switches own their cases
        }
        for (let i = subs.length - 1; i >= 0; i--)
            stack.push(subs[i]);
    }
    return out;
}
/**
 * Emits the dispatch from the current node: for each case `[c == v] → case`, `[!(c == v)] → next`
 * (ranges test `lo <= c` then `c <= hi`); the last test falls to `default`, else past the switch.
 * `c` is pure and evaluated repeatedly with nothing in between, so it needs no temporary.
 */
function emitDispatch(lw, em, c, cases, labels, exit) {
    const int = em.ints.get('int');
    const ct = c.type.kind === 'int' ? c.type : int;
    const cText = exprToC(c, { implicitCasts: false, names: 'source' });
    let deflt;
    for (const k of cases) {
        const target = labels.get(k);
        if (k.kind === 'Default') {
            deflt = target;
            continue;
        }
        const next = em.lazy();
        const lo = intConst(k.value, ct, k.loc);
        if (k.high === undefined) {
            const test = binary('==', c, lo, int, k.loc);
            lw.assume(test, target, next, `${cText} == ${k.value}`, k.loc);
        }
        else {
            const mid = em.lazy();
            const hi = intConst(k.high, ct, k.loc);
            lw.assume(binary('<=', lo, c, int, k.loc), mid, next, `${k.value} <= ${cText}`, k.loc);
            em.cur = mid.node;
            lw.assume(binary('<=', c, hi, int, k.loc), target, next, `${cText} <= ${k.high}`, k.loc);
        }
        em.cur = next.node;
        if (!em.cur)
            return;
    }
    em.jump((deflt ?? exit).get(), { kind: 'blank', text: deflt ? 'default:' : '' });
}

;// CONCATENATED MODULE: ./src/ir/cfaBuilder.ts
// Builds the CFA of one function definition from its typed AST: statements become nodes and
// edges (loops, switch dispatch, goto, break/continue), expressions are lowered to pure edge
// operands by exprLowering.ts. Unreachable code is still built here; loops.ts removes it.





/** Builds the CFA of `def`; node and edge ids come from `ids` (shared by the whole program). */
function buildFunctionCfa(program, def, ids, ints) {
    const used = new Set([
        ...program.globals.map((g) => g.uid),
        ...def.params.map((p) => p.uid),
        ...def.locals.map((l) => l.uid),
    ]);
    const em = new CfaEmitter(def.symbol.name, ids, ints, used, def.loc);
    const b = new StmtBuilder(em, new ExprLowerer(em));
    b.block(def.body.body);
    if (em.cur) {
        const ret = def.symbol.type.ret;
        // C11 5.1.2.2.3: reaching the } of main returns 0; elsewhere the value is indeterminate.
        const value = def.symbol.name === 'main' && ret.kind === 'int' ? intConst(0n, ret, def.body.loc) : undefined;
        em.stmtLoc = def.body.loc;
        em.jump(em.exit, { kind: 'return', value, text: '}' });
    }
    const fn = {
        name: def.symbol.name,
        entry: em.entry,
        exit: em.exit,
        nodes: em.nodes,
        params: def.params,
        locals: [...def.locals, ...em.temps],
        returnType: def.symbol.type.ret,
        properties: em.properties,
        loops: [],
        sccs: [],
        loc: def.loc,
    };
    return { fn, externalCalls: em.externalCalls };
}
const src = (e) => exprToC(e, { implicitCasts: false, names: 'source' });
class StmtBuilder {
    em;
    lw;
    breaks = [];
    continues = [];
    labels = new Map();
    /** Case/default labels of the enclosing switches, innermost last. */
    switches = [];
    constructor(em, lw) {
        this.em = em;
        this.lw = lw;
    }
    block(body) {
        for (const s of body)
            this.stmt(s);
    }
    label(name) {
        let l = this.labels.get(name);
        if (!l) {
            l = this.em.lazy();
            this.labels.set(name, l);
        }
        return l;
    }
    /** Enters statement `s`: it gives edges their loc and text, and the current node its loc. */
    at(s) {
        this.context(s);
        if (this.em.cur && !this.em.cur.loc)
            this.em.cur.loc = s.loc;
    }
    /** Lowers a statement's condition; its side effects get the condition's text. */
    cond(c, t, f) {
        this.em.stmtLoc = c.loc;
        this.em.stmtText = src(c);
        this.lw.cond(c, t, f);
    }
    /** Returns to statement `s` after a nested one (for the edges that close it). */
    context(s) {
        this.em.stmtLoc = s.loc;
        this.em.stmtText = s.text;
    }
    /** Builds a loop body with its break and continue targets. */
    loopBody(body, brk, cont) {
        this.breaks.push(brk);
        this.continues.push(cont);
        this.stmt(body);
        this.breaks.pop();
        this.continues.pop();
    }
    stmt(s) {
        const { em, lw } = this;
        this.at(s);
        switch (s.kind) {
            case 'Block':
                return this.block(s.body);
            case 'ExprStmt': {
                const before = em.edgeCount;
                lw.effect(s.expr);
                if (em.edgeCount === before && em.cur)
                    em.step({ kind: 'blank' }); // keeps the statement in traces
                return;
            }
            case 'Decl':
                return this.decl(s);
            case 'If': {
                const then = em.lazy();
                const els = em.lazy();
                const join = em.lazy();
                this.cond(s.cond, then, s.else ? els : join);
                // A branch the condition never takes (`if (0) { L: ... }`) is still built: a goto may
                // enter it through a label. Its unreachable parts are removed afterwards.
                em.cur = then.node;
                this.stmt(s.then);
                this.context(s);
                if (em.cur)
                    em.fallInto(join.get());
                if (s.else) {
                    em.cur = els.node;
                    this.stmt(s.else);
                    if (em.cur)
                        em.fallInto(join.get());
                }
                em.cur = join.node;
                return;
            }
            case 'While': {
                const head = em.joinable(s.loc);
                const body = em.lazy();
                const exit = em.lazy();
                this.cond(s.cond, body, exit);
                em.cur = body.node;
                this.loopBody(s.body, exit, Lazy.of(head));
                this.context(s);
                if (em.cur)
                    em.jump(head, { kind: 'blank', text: '' });
                em.cur = exit.node;
                return;
            }
            case 'DoWhile': {
                const head = em.joinable(s.loc);
                const condNode = em.lazy();
                const exit = em.lazy();
                this.loopBody(s.body, exit, condNode);
                this.context(s);
                if (!em.cur && !condNode.node) {
                    em.cur = exit.node;
                    return;
                }
                em.place(condNode);
                this.cond(s.cond, Lazy.of(head), exit);
                em.cur = exit.node;
                return;
            }
            case 'For': {
                if (s.init)
                    this.stmt(s.init);
                this.context(s);
                const head = em.joinable(s.loc);
                const exit = em.lazy();
                const update = em.lazy();
                if (s.cond) {
                    const body = em.lazy();
                    this.cond(s.cond, body, exit);
                    em.cur = body.node;
                }
                this.loopBody(s.body, exit, update);
                this.context(s);
                if (em.cur || update.node) {
                    em.place(update);
                    if (s.update) {
                        em.stmtText = src(s.update);
                        em.stmtLoc = s.update.loc;
                        lw.effect(s.update);
                    }
                    if (em.cur)
                        em.jump(head, { kind: 'blank', text: '' });
                }
                em.cur = exit.node;
                return;
            }
            case 'Switch': {
                this.em.stmtLoc = s.cond.loc;
                this.em.stmtText = src(s.cond);
                const c = lw.value(s.cond);
                const cases = collectCases(s.body);
                const labels = new Map(cases.map((k) => [k, em.lazy()]));
                const exit = em.lazy();
                emitDispatch(lw, em, c, cases, labels, exit);
                this.switches.push(labels);
                this.breaks.push(exit);
                this.stmt(s.body);
                this.breaks.pop();
                this.switches.pop();
                if (em.cur)
                    em.fallInto(exit.get());
                em.cur = exit.node;
                return;
            }
            case 'Case':
            case 'Default': {
                const target = this.switches[this.switches.length - 1]?.get(s);
                if (target)
                    em.fallInto(target.get(), s.kind === 'Default' ? 'default:' : `case ${s.value}:`);
                return this.stmt(s.body);
            }
            case 'Break':
            case 'Continue': {
                const stack = s.kind === 'Break' ? this.breaks : this.continues;
                const target = stack[stack.length - 1];
                if (target)
                    em.jump(target.get());
                else
                    em.step({ kind: 'unsupported', feature: `${s.kind.toLowerCase()} outside a loop` });
                return;
            }
            case 'Return': {
                let value = s.value ? lw.value(s.value) : undefined;
                if (value && s.value?.type.kind === 'void')
                    value = undefined;
                em.jump(em.exit, { kind: 'return', value });
                return;
            }
            case 'Goto':
                em.jump(this.label(s.label).get());
                return;
            case 'Labeled':
                em.place(this.label(s.label), `${s.label}:`);
                return this.stmt(s.body);
            case 'Empty':
                return;
            case 'Unsupported':
                em.step({ kind: 'unsupported', feature: s.feature });
                return;
        }
    }
    /** `T v [= init]`: a decl edge (zero-filled for brace initializers), then one assignment per given element. */
    decl(s) {
        const { em, lw } = this;
        const v = s.variable;
        const vlaLength = s.vlaLength ? lw.value(s.vlaLength) : undefined;
        em.step({ kind: 'decl', variable: v, zeroInit: s.init?.kind === 'aggregate', vlaLength });
        if (s.init)
            this.init(v, varRef(v, s.loc), s.init);
    }
    init(v, lv, init) {
        if (init.kind === 'scalar') {
            this.lw.into(lv, init.expr);
            return;
        }
        const int = this.em.ints.get('int');
        const t = lv.type;
        for (const [key, sub] of init.elements) {
            if (t.kind === 'array')
                this.init(v, indexOf(lv, key, int, lv.loc), sub);
            else if (t.kind === 'record' && key < t.def.fields.length)
                this.init(v, memberOf(lv, t.def, key, lv.loc), sub);
            else
                this.em.step({ kind: 'unsupported', feature: `initializer for ${v.name}` });
        }
    }
}

;// CONCATENATED MODULE: ./src/ir/tarjan.ts
// Tarjan's strongly connected components, iterative (an explicit work stack instead of recursion,
// so CFAs and call graphs of any depth cannot overflow the JavaScript stack). Components come out
// in reverse topological order: a component is emitted after every component it can reach.
function stronglyConnected(roots, successors) {
    const index = new Map();
    const low = new Map();
    const onStack = new Set();
    const stack = [];
    const out = [];
    let counter = 0;
    const work = [];
    const visit = (n) => {
        index.set(n, counter);
        low.set(n, counter);
        counter++;
        stack.push(n);
        onStack.add(n);
        work.push({ node: n, it: successors(n)[Symbol.iterator]() });
    };
    for (const root of roots) {
        if (index.has(root))
            continue;
        visit(root);
        while (work.length > 0) {
            const frame = work[work.length - 1];
            const next = frame.it.next();
            if (!next.done) {
                const w = next.value;
                if (!index.has(w))
                    visit(w);
                else if (onStack.has(w))
                    low.set(frame.node, Math.min(low.get(frame.node), index.get(w)));
                continue;
            }
            work.pop();
            const v = frame.node;
            if (work.length > 0) {
                const parent = work[work.length - 1].node;
                low.set(parent, Math.min(low.get(parent), low.get(v)));
            }
            if (low.get(v) === index.get(v)) {
                const comp = [];
                let w;
                do {
                    w = stack.pop();
                    onStack.delete(w);
                    comp.push(w);
                } while (w !== v);
                out.push(comp);
            }
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/ir/loops.ts
// Loop analysis of a CFA: removal of nodes unreachable from the entry (the exit node stays),
// reverse postorder, loop heads (targets of DFS back edges, so irreducible flow from goto is fine),
// natural loops with nesting, and strongly connected components. All traversals are iterative.

/** Nodes reachable from the entry (iterative DFS). */
function reachableFrom(entry) {
    const seen = new Set([entry]);
    const todo = [entry];
    while (todo.length > 0) {
        const n = todo.pop();
        for (const e of n.out) {
            if (!seen.has(e.to)) {
                seen.add(e.to);
                todo.push(e.to);
            }
        }
    }
    return seen;
}
function removeFrom(list, pred) {
    let k = 0;
    for (const x of list)
        if (!pred(x))
            list[k++] = x;
    list.length = k;
}
/**
 * Drops nodes not reachable from the entry (code after return, after infinite loops, dead
 * switch/label code) with their edges, and the properties whose error node goes with them.
 * The exit node is always kept. Returns the number of nodes removed.
 */
function removeUnreachable(fn) {
    const live = reachableFrom(fn.entry);
    live.add(fn.exit);
    const before = fn.nodes.length;
    for (const n of fn.nodes) {
        if (live.has(n))
            removeFrom(n.in, (e) => !live.has(e.from));
    }
    removeFrom(fn.nodes, (n) => !live.has(n));
    removeFrom(fn.properties, (p) => !live.has(p.node));
    return before - fn.nodes.length;
}
/** Sets `rpo` on reachable nodes (entry = 0) and returns the DFS back edges. */
function depthFirst(fn) {
    const state = new Map();
    const post = [];
    const backEdges = [];
    // Out-edges are explored last to first, so that in reverse postorder the first successor (the
    // then-branch, the loop body) comes before the later ones (else-branch, loop exit).
    const work = [{ node: fn.entry, next: fn.entry.out.length - 1 }];
    state.set(fn.entry, 'open');
    while (work.length > 0) {
        const frame = work[work.length - 1];
        if (frame.next >= 0) {
            const e = frame.node.out[frame.next--];
            const s = state.get(e.to);
            if (s === undefined) {
                state.set(e.to, 'open');
                work.push({ node: e.to, next: e.to.out.length - 1 });
            }
            else if (s === 'open')
                backEdges.push(e);
            continue;
        }
        work.pop();
        state.set(frame.node, 'done');
        post.push(frame.node);
    }
    const order = post.reverse();
    for (const n of fn.nodes)
        n.rpo = undefined;
    order.forEach((n, i) => (n.rpo = i));
    return { order, backEdges };
}
const byRpo = (a, b) => (a.rpo ?? Infinity) - (b.rpo ?? Infinity) || a.id - b.id;
/** Reverse postorder, loop heads, natural loops with nesting, and SCCs; fills fn.loops and fn.sccs. */
function analyzeLoops(fn) {
    const { backEdges } = depthFirst(fn);
    for (const n of fn.nodes)
        n.isLoopHead = false;
    // SCCs (nontrivial ones), members and components ordered by reverse postorder.
    const comps = stronglyConnected(fn.nodes, (n) => n.out.map((e) => e.to));
    const sccOf = new Map();
    comps.forEach((c, i) => c.forEach((n) => sccOf.set(n, i)));
    fn.sccs = comps
        .filter((c) => c.length > 1 || c[0].out.some((e) => e.to === c[0]))
        .map((c) => [...c].sort(byRpo))
        .sort((a, b) => byRpo(a[0], b[0]));
    // Natural loops: per head, the nodes of its SCC that reach a back-edge source without passing the head.
    const latches = new Map();
    for (const e of backEdges) {
        e.to.isLoopHead = true;
        const l = latches.get(e.to) ?? [];
        l.push(e.from);
        latches.set(e.to, l);
    }
    const bodies = [];
    for (const [head, srcs] of latches) {
        const scc = sccOf.get(head);
        const nodes = new Set([head]);
        const todo = srcs.filter((s) => s !== head);
        while (todo.length > 0) {
            const n = todo.pop();
            if (nodes.has(n) || sccOf.get(n) !== scc)
                continue;
            nodes.add(n);
            for (const e of n.in)
                todo.push(e.from);
        }
        bodies.push({ head, nodes });
    }
    // Nesting: the parent is the smallest larger loop containing all of this loop's nodes. Loops are
    // processed from the largest; `innermost` maps each node to the smallest loop seen so far, and
    // for irreducible overlaps we walk up until a loop contains the whole body.
    bodies.sort((a, b) => b.nodes.size - a.nodes.size || byRpo(a.head, b.head));
    const loops = [];
    const innermost = new Map();
    for (const body of bodies) {
        let parent = innermost.get(body.head);
        while (parent && ![...body.nodes].every((n) => parent.nodes.has(n)))
            parent = parent.parent;
        const members = [...body.nodes].sort(byRpo);
        const exits = members.flatMap((n) => n.out.filter((e) => !body.nodes.has(e.to)));
        const loop = {
            head: body.head,
            nodes: new Set(members),
            exits,
            parent,
            depth: parent ? parent.depth + 1 : 1,
        };
        loops.push(loop);
        for (const n of members)
            innermost.set(n, loop);
    }
    fn.loops = [...loops].sort((a, b) => byRpo(a.head, b.head));
}

;// CONCATENATED MODULE: ./src/ir/cfaCheck.ts
// Structural validation of a CFA, run after every phase that changes it (build, unreachable-node
// removal). A failure is a bug in proofgate, never in the user's program: assertCfaValid throws.


/** Operands of an edge: [role, expression]. */
function operands(e) {
    switch (e.kind) {
        case 'assume':
            return [['cond', e.cond]];
        case 'assign':
            return [
                ['lhs', e.lhs],
                ['rhs', e.rhs],
            ];
        case 'havoc':
            return [['lhs', e.lhs]];
        case 'call':
            return [
                ...e.args.map((a, i) => [`arg${i}`, a]),
                ...(e.lhs ? [['lhs', e.lhs]] : []),
            ];
        case 'return':
            return e.value ? [['value', e.value]] : [];
        case 'decl':
            return e.vlaLength ? [['vlaLength', e.vlaLength]] : [];
        case 'alloc':
            return [['size', e.size], ...(e.lhs ? [['lhs', e.lhs]] : [])];
        case 'free':
            return [['pointer', e.pointer]];
        case 'blank':
        case 'unsupported':
            return [];
    }
}
/**
 * The invariants of `fn` that do not hold, as messages (empty: valid). Checked: node and edge ids
 * unique; nodes belong to the function (fn name, listed once); every edge is in its from.out and
 * its to.in and joins nodes of the function; the entry has role 'entry' and no in-edges, the exit
 * has role 'exit', no out-edges and only return/blank in-edges; return edges go to the exit; error
 * and terminal nodes have no out-edges; every other node has an out-edge; a node with an assume
 * out-edge has either that single assume edge (`assume()`) or exactly two assume edges on the same
 * condition with opposite truth; every expression on an edge is pure (pure.ts) and every
 * assigned/havocked/allocated lhs is an lvalue; each property's node is an error node of the
 * function and every error node has exactly one property; and, unless `allowUnreachable`, every
 * node except the exit is reachable from the entry.
 */
function checkCfa(fn, options = {}) {
    const problems = [];
    const bad = (msg) => void problems.push(`${fn.name}: ${msg}`);
    const nodeSet = new Set();
    const nodeIds = new Set();
    const edgeIds = new Set();
    for (const n of fn.nodes) {
        if (nodeSet.has(n))
            bad(`N${n.id} listed twice`);
        if (nodeIds.has(n.id) && !nodeSet.has(n))
            bad(`node id ${n.id} not unique`);
        nodeSet.add(n);
        nodeIds.add(n.id);
        if (n.fn !== fn.name)
            bad(`N${n.id} belongs to ${n.fn}`);
    }
    if (!nodeSet.has(fn.entry))
        bad('entry node not in the node list');
    if (!nodeSet.has(fn.exit))
        bad('exit node not in the node list');
    if (fn.entry.role !== 'entry')
        bad('entry node has role ' + fn.entry.role);
    if (fn.exit.role !== 'exit')
        bad('exit node has role ' + fn.exit.role);
    if (fn.entry.in.length > 0)
        bad('entry node has in-edges');
    // Membership of the in- and out-lists as sets (a label or the exit may have many in-edges); with
    // the checks that n.out holds edges from n and n.in edges to n, this is membership in the right list.
    const inLists = new Set(fn.nodes.flatMap((n) => n.in));
    const outLists = new Set(fn.nodes.flatMap((n) => n.out));
    for (const n of fn.nodes) {
        for (const e of n.out) {
            const where = `edge E${e.id} N${e.from.id}->N${e.to.id}`;
            if (edgeIds.has(e.id))
                bad(`${where}: id not unique`);
            edgeIds.add(e.id);
            if (e.from !== n)
                bad(`${where}: in out-list of N${n.id}`);
            if (!nodeSet.has(e.to))
                bad(`${where}: target not in the function`);
            if (!inLists.has(e))
                bad(`${where}: missing from the target's in-list`);
            if (e.kind === 'return' && e.to !== fn.exit)
                bad(`${where}: return edge not to the exit`);
            for (const [role, x] of operands(e)) {
                if (!isEdgePure(x))
                    bad(`${where}: ${role} is not pure`);
                if (role === 'lhs' && !isLvalueExpr(x))
                    bad(`${where}: lhs is not an lvalue`);
            }
        }
        for (const e of n.in) {
            if (e.to !== n)
                bad(`edge E${e.id} in in-list of N${n.id} but goes to N${e.to.id}`);
            if (!nodeSet.has(e.from))
                bad(`edge E${e.id} into N${n.id} comes from outside the function`);
            else if (!outLists.has(e))
                bad(`edge E${e.id} into N${n.id} missing from its source's out-list`);
        }
        const sink = n === fn.exit || n.role === 'error' || n.role === 'terminal';
        if (sink && n.out.length > 0)
            bad(`N${n.id} (${n === fn.exit ? 'exit' : n.role}) has out-edges`);
        if (!sink && n.out.length === 0)
            bad(`N${n.id} has no out-edge`);
        if (n !== fn.entry && n.role === 'entry')
            bad(`N${n.id} has role entry`);
        if (n !== fn.exit && n.role === 'exit')
            bad(`N${n.id} has role exit`);
        const assumes = n.out.filter((e) => e.kind === 'assume');
        if (assumes.length > 0) {
            const [a, b] = assumes;
            const paired = n.out.length === 2 &&
                assumes.length === 2 &&
                a.kind === 'assume' &&
                b.kind === 'assume' &&
                a.cond === b.cond &&
                a.truth !== b.truth;
            if (n.out.length !== 1 && !paired)
                bad(`N${n.id}: assume edges neither alone nor a complementary pair`);
        }
    }
    for (const e of fn.exit.in) {
        if (e.kind !== 'return' && e.kind !== 'blank')
            bad(`exit has a ${e.kind} in-edge`);
    }
    const errorNodes = new Map();
    for (const p of fn.properties) {
        if (!nodeSet.has(p.node))
            bad(`property ${p.id}: node not in the function`);
        if (p.node.role !== 'error')
            bad(`property ${p.id}: node is not an error node`);
        errorNodes.set(p.node, (errorNodes.get(p.node) ?? 0) + 1);
    }
    for (const n of fn.nodes) {
        if (n.role === 'error' && errorNodes.get(n) !== 1)
            bad(`error node N${n.id} has ${errorNodes.get(n) ?? 0} properties`);
    }
    if (!options.allowUnreachable) {
        const live = reachableFrom(fn.entry);
        for (const n of fn.nodes)
            if (n !== fn.exit && !live.has(n))
                bad(`N${n.id} unreachable from the entry`);
    }
    return problems;
}
/** An internal error: the CFA breaks an invariant that the builder guarantees. */
class CfaInvariantError extends Error {
    problems;
    constructor(problems) {
        super(`internal error: invalid CFA\n  ${problems.join('\n  ')}`);
        this.problems = problems;
        this.name = 'CfaInvariantError';
    }
}
function assertCfaValid(fn, options = {}) {
    const problems = checkCfa(fn, options);
    if (problems.length > 0)
        throw new CfaInvariantError(problems);
}

;// CONCATENATED MODULE: ./src/ir/callGraph.ts
// The call graph of a program's CFAs: callees and callers from call edges, functions without body
// (havoc edges with reason 'external', plus calls whose result was unused, reported by the
// builder), recursion, and the call-graph SCCs in bottom-up (callee-first) order.

function buildCallGraph(functions, 
/** External callees per function that the CFA does not show as havoc edges (results unused). */
extraExternal = new Map()) {
    const callees = new Map();
    const callers = new Map();
    const external = new Set();
    for (const name of functions.keys()) {
        callees.set(name, new Set());
        callers.set(name, new Set());
    }
    for (const [name, fn] of functions) {
        for (const n of fn.nodes) {
            for (const e of n.out) {
                if (e.kind === 'call' && functions.has(e.callee)) {
                    callees.get(name).add(e.callee);
                    callers.get(e.callee).add(name);
                }
                else if (e.kind === 'call' || (e.kind === 'havoc' && e.reason === 'external')) {
                    external.add(e.callee);
                }
            }
        }
        for (const x of extraExternal.get(name) ?? [])
            external.add(x);
    }
    const sccs = stronglyConnected(functions.keys(), (f) => callees.get(f) ?? []);
    const recursive = new Set();
    for (const c of sccs) {
        if (c.length > 1 || callees.get(c[0])?.has(c[0]))
            for (const f of c)
                recursive.add(f);
    }
    return {
        callees,
        callers,
        recursive,
        sccs: sccs.map((c) => [...c].sort()),
        external: new Set([...external].sort()),
    };
}

;// CONCATENATED MODULE: ./src/ir/programCfa.ts
// Entry point of the IR: builds the CFA of every function definition, checks it, removes
// unreachable code, runs loop analysis, checks again, and builds the call graph.





function buildProgramCfa(program) {
    const ids = { nextNode: 1, nextEdge: 1 };
    const ints = new IntTypes(program.dataModel);
    const functions = new Map();
    const external = new Map();
    for (const def of program.definitions) {
        const { fn, externalCalls } = buildFunctionCfa(program, def, ids, ints);
        assertCfaValid(fn, { allowUnreachable: true });
        removeUnreachable(fn);
        assertCfaValid(fn);
        analyzeLoops(fn);
        functions.set(fn.name, fn);
        external.set(fn.name, externalCalls);
    }
    return {
        program,
        functions,
        globals: program.globals.map((variable) => ({ variable, init: variable.init })),
        callGraph: buildCallGraph(functions, external),
    };
}

;// CONCATENATED MODULE: ./src/report/results.ts
// The results model shared by the CLI and the Action: one verdict per property (with the engine
// that decided it and, for a violation, the replayed trace), the overall verdict, and the run's
// statistics. The JSON form (`version: 1`) is public and frozen: add fields, never rename or remove.
function countVerdicts(results) {
    const counts = { safe: 0, unsafe: 0, unknown: 0 };
    for (const r of results)
        counts[r.verdict]++;
    return counts;
}
/** Unsafe if any property is unsafe, else unknown if any is unknown, else safe (also when none). */
function overallVerdict(results) {
    const counts = countVerdicts(results);
    return counts.unsafe > 0 ? 'unsafe' : counts.unknown > 0 ? 'unknown' : 'safe';
}
/** Properties ordered by file, line, then id, so reports are stable across runs. */
function compareResults(a, b) {
    if (a.file !== b.file)
        return a.file < b.file ? -1 : 1;
    if (a.line !== b.line)
        return a.line - b.line;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
/** Seconds rounded to milliseconds, as every report prints them. */
function roundSeconds(seconds) {
    return Math.round(seconds * 1000) / 1000;
}

;// CONCATENATED MODULE: ./src/report/answers.ts
// Turns the engines' per-property answers (src/engines/result.ts), with the traces src/certify
// replayed, into report results. A property without an answer is UNKNOWN: a missing result is
// never reported as safe.

/** Engine name of results no engine produced. */
const NO_ENGINE = 'none';
const NO_ANSWER = 'no engine answered this property';
/** The report's result for one property of `fn`, from its answer (if any). */
function toPropertyResult(fn, property, answer) {
    const base = {
        id: property.id,
        kind: property.kind,
        file: property.loc.file,
        line: property.loc.line,
        function: fn,
        text: property.text,
    };
    if (!answer) {
        return { ...base, verdict: 'unknown', engine: NO_ENGINE, seconds: 0, reason: NO_ANSWER };
    }
    const timing = { engine: answer.engine, seconds: roundSeconds(answer.seconds) };
    const result = answer.result;
    switch (result.verdict) {
        case 'safe':
            return { ...base, verdict: 'safe', ...timing, depth: result.certificate.depth };
        case 'unsafe':
            return {
                ...base,
                verdict: 'unsafe',
                ...timing,
                ...(result.counterexample.depth !== undefined ? { depth: result.counterexample.depth } : {}),
                ...(answer.trace ? { trace: answer.trace.map(copyStep) } : {}),
            };
        case 'unknown':
            return { ...base, verdict: 'unknown', ...timing, reason: result.reason };
    }
}
/** Answers by property id; the first answer for an id wins. */
function answersById(answers) {
    const byId = new Map();
    for (const a of answers)
        if (!byId.has(a.propertyId))
            byId.set(a.propertyId, a);
    return byId;
}
/** A plain copy with the fields in the public order (so JSON does not depend on the producer). */
function copyStep(s) {
    return {
        file: s.file,
        line: s.line,
        function: s.function,
        text: s.text,
        assignments: { ...s.assignments },
    };
}

;// CONCATENATED MODULE: ./src/smt/smtlib.ts
// SMT-LIB 2 text for bit-vector terms: sorts, literals and operators as small string builders,
// plus a Script that collects declarations/definitions/assertions and hands out fresh names.
// Engines build formulas as text; the solver session (worker) parses them.
function bvSort(width) {
    return `(_ BitVec ${width})`;
}
/** The bit pattern of `value` (any integer, wrapped to `width` bits) as an SMT-LIB literal. */
function bvLit(value, width) {
    const v = BigInt.asUintN(width, value);
    if (width % 4 === 0)
        return `#x${v.toString(16).padStart(width / 4, '0')}`;
    return `#b${v.toString(2).padStart(width, '0')}`;
}
const TRUE = 'true';
const FALSE = 'false';
function app(op, ...args) {
    const folded = fold(op, args);
    return folded ?? `(${op} ${args.join(' ')})`;
}
/** Width and value of a bit-vector literal (`#x..`, `#b..`), or undefined. */
function literal(t) {
    if (t.startsWith('#x'))
        return { width: (t.length - 2) * 4, value: BigInt(`0x${t.slice(2)}`) };
    if (t.startsWith('#b'))
        return { width: t.length - 2, value: BigInt(`0b${t.slice(2)}`) };
    return undefined;
}
const CMP = {
    bvult: (a, b) => a < b,
    bvule: (a, b) => a <= b,
    bvugt: (a, b) => a > b,
    bvuge: (a, b) => a >= b,
    bvslt: (a, b) => a < b,
    bvsle: (a, b) => a <= b,
    bvsgt: (a, b) => a > b,
    bvsge: (a, b) => a >= b,
};
/** Evaluates an operator on literal arguments (SMT-LIB semantics, incl. division by zero). */
function fold(op, args) {
    const lits = args.map(literal);
    if (lits.some((l) => l === undefined) || lits.length === 0)
        return undefined;
    const ls = lits;
    const w = ls[0].width;
    const s = (x) => BigInt.asIntN(w, x);
    const u = (x) => BigInt.asUintN(w, x);
    const [a, b] = [ls[0].value, ls[1]?.value ?? 0n];
    if (op in CMP)
        return (op.startsWith('bvs') ? CMP[op](s(a), s(b)) : CMP[op](a, b)) ? TRUE : FALSE;
    switch (op) {
        case 'bvadd':
            return ls.length === 2 ? bvLit(a + b, w) : undefined;
        case 'bvsub':
            return bvLit(a - b, w);
        case 'bvmul':
            return bvLit(a * b, w);
        case 'bvneg':
            return bvLit(-a, w);
        case 'bvnot':
            return bvLit(~a, w);
        case 'bvand':
            return bvLit(a & b, w);
        case 'bvor':
            return bvLit(a | b, w);
        case 'bvxor':
            return bvLit(a ^ b, w);
        case 'bvudiv':
            return bvLit(b === 0n ? u(-1n) : a / b, w);
        case 'bvurem':
            return bvLit(b === 0n ? a : a % b, w);
        case 'bvsdiv':
            return b === 0n ? undefined : bvLit(s(a) / s(b), w);
        case 'bvsrem':
            return b === 0n ? undefined : bvLit(s(a) % s(b), w);
        case 'bvshl':
            return bvLit(b >= BigInt(w) ? 0n : a << b, w);
        case 'bvlshr':
            return bvLit(b >= BigInt(w) ? 0n : a >> b, w);
        case 'bvashr':
            return bvLit(s(a) >> (b >= BigInt(w) ? BigInt(w - 1) : b), w);
        case 'concat': {
            let v = 0n;
            let width = 0;
            for (const l of ls) {
                v = (v << BigInt(l.width)) | l.value;
                width += l.width;
            }
            return bvLit(v, width);
        }
        case '=':
            return a === b ? TRUE : FALSE;
        default:
            return undefined;
    }
}
function and(...xs) {
    const ys = xs.filter((x) => x !== TRUE);
    if (ys.includes(FALSE))
        return FALSE;
    if (ys.length === 0)
        return TRUE;
    return ys.length === 1 ? ys[0] : app('and', ...ys);
}
function or(...xs) {
    const ys = xs.filter((x) => x !== FALSE);
    if (ys.includes(TRUE))
        return TRUE;
    if (ys.length === 0)
        return FALSE;
    return ys.length === 1 ? ys[0] : app('or', ...ys);
}
function not(x) {
    if (x === TRUE)
        return FALSE;
    if (x === FALSE)
        return TRUE;
    if (x.startsWith('(not ') && x.endsWith(')'))
        return x.slice(5, -1);
    return app('not', x);
}
function ite(c, a, b) {
    if (c === TRUE || a === b)
        return a;
    if (c === FALSE)
        return b;
    return app('ite', c, a, b);
}
function eq(a, b) {
    if (a === b)
        return TRUE;
    const la = literal(a);
    const lb = literal(b);
    if (la && lb)
        return la.value === lb.value ? TRUE : FALSE;
    if ((a === TRUE || a === FALSE) && (b === TRUE || b === FALSE))
        return FALSE;
    return app('=', a, b);
}
/** Zero- or sign-extends, or truncates, a `from`-bit term to `to` bits. */
function resize(x, from, to, signed) {
    if (from === to)
        return x;
    const l = literal(x);
    if (l)
        return bvLit(signed ? BigInt.asIntN(from, l.value) : l.value, to);
    if (to < from)
        return `((_ extract ${to - 1} 0) ${x})`;
    return `((_ ${signed ? 'sign_extend' : 'zero_extend'} ${to - from}) ${x})`;
}
function smtlib_extract(x, hi, lo) {
    const l = literal(x);
    if (l)
        return bvLit(l.value >> BigInt(lo), hi - lo + 1);
    return `((_ extract ${hi} ${lo}) ${x})`;
}
/** Collects SMT-LIB commands in order and mints fresh names with a prefix. */
class Script {
    lines = [];
    counter = 0;
    fresh(prefix) {
        return `${prefix}${++this.counter}`;
    }
    declare(name, sort) {
        this.lines.push(`(declare-fun ${name} () ${sort})`);
        return name;
    }
    /**
     * A named term; returns the name (or the term itself when it is an atom). Names are constants
     * with an asserted equation, not `define-fun` macros: Z3 expands macros by substitution, which
     * blows up on long chains of definitions that refer to each other (deep unwindings).
     */
    define(prefix, sort, term) {
        if (!term.startsWith('(') || term.length < 24)
            return term;
        return this.name(prefix, sort, term);
    }
    /** Always a fresh name (for terms the model must be able to evaluate by name). */
    name(prefix, sort, term) {
        const name = this.fresh(prefix);
        this.lines.push(`(declare-fun ${name} () ${sort})`);
        this.lines.push(`(assert (= ${name} ${term}))`);
        return name;
    }
    assert(t) {
        if (t !== TRUE)
            this.lines.push(`(assert ${t})`);
    }
    /** Takes the commands collected since the last call. */
    drain() {
        const text = this.lines.join('\n');
        this.lines.length = 0;
        return text;
    }
    get pending() {
        return this.lines.length;
    }
}

;// CONCATENATED MODULE: ./src/smt/memoryModel.ts
// The memory model of the SMT encoding. Variables that are never aliased (scalars whose address
// is not taken) are SSA bit-vectors; everything else lives in one byte-addressed memory, an SMT
// array from addresses to bytes. A pointer is one bit-vector of the data model's pointer width:
// the object id in the high bits, the byte offset in the low bits, null = 0. Loads and stores are
// little-endian byte sequences; a fresh object with indeterminate contents is a lambda region.


class EncodeUnsupported extends Error {
    feature;
    constructor(feature) {
        super(`cannot encode: ${feature}`);
        this.feature = feature;
        this.name = 'EncodeUnsupported';
    }
}
function memoryLayout(m) {
    const ptrBits = m.pointerBytes * 8;
    const offBits = ptrBits === 32 ? 22 : 40;
    return { ptrBits, offBits, memSort: `(Array ${bvSort(ptrBits)} ${bvSort(8)})`, ptrSort: bvSort(ptrBits) };
}
/** True when the variable must live in memory (arrays, records, address taken). */
function inMemory(v) {
    return v.addressTaken === true || v.type.kind === 'array' || v.type.kind === 'record';
}
/** Width in bits of a scalar type's value (pointers: the pointer width). */
function scalarBits(t, layout) {
    if (t.kind === 'int')
        return t.bits;
    if (t.kind === 'pointer')
        return layout.ptrBits;
    throw new EncodeUnsupported(t.kind === 'float' ? 'floating point' : `value of type ${t.kind}`);
}
/** Object ids for globals, locals per frame, string literals and allocation sites. */
class ObjectTable {
    layout;
    model;
    next = 1;
    byKey = new Map();
    constructor(layout, model) {
        this.layout = layout;
        this.model = model;
    }
    get maxObjects() {
        return 2 ** (this.layout.ptrBits - this.layout.offBits) - 1;
    }
    object(key, size, what) {
        let o = this.byKey.get(key);
        if (!o) {
            if (this.next > this.maxObjects)
                throw new EncodeUnsupported('more memory objects than the pointer encoding holds');
            if (size !== undefined && size >= 2 ** this.layout.offBits)
                throw new EncodeUnsupported(`object larger than ${2 ** this.layout.offBits} bytes`);
            o = { id: this.next++, size, what };
            this.byKey.set(key, o);
        }
        return o;
    }
    objectFor(key, type, what) {
        return this.object(key, sizeOf(type, this.model), what);
    }
    base(o) {
        return bvLit(BigInt(o.id) << BigInt(this.layout.offBits), this.layout.ptrBits);
    }
    get count() {
        return this.next - 1;
    }
}
function addOffset(addr, i, layout) {
    return i === 0 ? addr : app('bvadd', addr, bvLit(BigInt(i), layout.ptrBits));
}
/** Little-endian load of `bytes` bytes at `addr`. */
function memoryModel_load(mem, addr, bytes, layout) {
    const parts = [];
    for (let i = bytes - 1; i >= 0; i--)
        parts.push(app('select', mem, addOffset(addr, i, layout)));
    return parts.length === 1 ? parts[0] : app('concat', ...parts);
}
/** Little-endian store of a `bytes`-byte value at `addr`. */
function store(mem, addr, value, bytes, layout) {
    let m = mem;
    for (let i = 0; i < bytes; i++) {
        const byte = bytes === 1 ? value : smtlib_extract(value, 8 * i + 7, 8 * i);
        m = app('store', m, addOffset(addr, i, layout), byte);
    }
    return m;
}
/** Copies `bytes` bytes from `src` to `dst` (struct assignment). */
function copy(mem, dst, src, bytes, layout) {
    if (bytes > 512)
        throw new EncodeUnsupported('copy of an object larger than 512 bytes');
    let m = mem;
    for (let i = 0; i < bytes; i++) {
        m = app('store', m, addOffset(dst, i, layout), app('select', mem, addOffset(src, i, layout)));
    }
    return m;
}
/**
 * Memory in which the object `[base, base + size)` holds the bytes of `fresh` (an array for
 * indeterminate contents) or zero (`fresh` undefined), and everything else is `mem`.
 */
function region(mem, base, size, fresh, layout) {
    const a = 'pg_a';
    const inside = app('and', app('bvuge', a, base), app('bvult', a, app('bvadd', base, size)));
    const content = fresh === undefined ? bvLit(0n, 8) : app('select', fresh, a);
    return `(lambda ((${a} ${layout.ptrSort})) (ite ${inside} ${content} (select ${mem} ${a})))`;
}
/** The object id part of a pointer. */
function objectOf(ptr, layout) {
    return extract(ptr, layout.ptrBits - 1, layout.offBits);
}

;// CONCATENATED MODULE: ./src/smt/session.ts
// The solver session the engines talk to: SMT-LIB 2 text in, answers out. The implementation
// runs Z3 (WASM) in a worker thread, so an out-of-memory or crash inside Z3 cannot take the
// process down; one session keeps its assertions across calls (incremental solving).
/** Raised by a session whose worker died (out of memory, crash); the session is unusable after it. */
class SolverCrashed extends Error {
    reason;
    constructor(reason) {
        super(`solver crashed: ${reason}`);
        this.reason = reason;
        this.name = 'SolverCrashed';
    }
}

;// CONCATENATED MODULE: ./src/smt/exprEncoder.ts
// C expressions (pure, as on CFA edges) to bit-vector terms under a symbolic state: integer
// arithmetic with C's signedness, conversions (sign/zero extension, truncation, `_Bool`),
// pointer arithmetic scaled by element size, and loads/stores through the memory model.



function isGlobal(v) {
    return v.storage === 'global' || v.storage === 'static-local';
}
function varKey(v, frame) {
    return isGlobal(v) ? `g:${v.uid}` : `${frame.key}:${v.uid}`;
}
const CMP_SIGNED = { '<': 'bvslt', '<=': 'bvsle', '>': 'bvsgt', '>=': 'bvsge' };
const CMP_UNSIGNED = { '<': 'bvult', '<=': 'bvule', '>': 'bvugt', '>=': 'bvuge' };
class ExprEncoder {
    script;
    model;
    layout;
    objects;
    strings = new Map();
    constructor(script, model, layout, objects) {
        this.script = script;
        this.model = model;
        this.layout = layout;
        this.objects = objects;
    }
    bits(t) {
        return scalarBits(t, this.layout);
    }
    varObject(v, frame) {
        return this.objects.objectFor(`var:${varKey(v, frame)}`, v.type, v.name);
    }
    stringObject(s) {
        let o = this.strings.get(s);
        if (!o) {
            o = this.objects.object(`str:${this.strings.size}`, s.bytes.length + 1, 'string literal');
            this.strings.set(s, o);
        }
        return o;
    }
    /** The value of a scalar expression, as a bit-vector of its type's width. */
    value(e, st, frame) {
        // An array used as a value is its first element's address (C's decay), also where the IR
        // indexes an aggregate initializer's array directly.
        if (e.type.kind === 'array' && e.kind !== 'Decay')
            return this.address(e, st, frame);
        switch (e.kind) {
            case 'IntConst':
                return bvLit(e.value, e.type.bits);
            case 'VarRef': {
                if (inMemory(e.symbol))
                    return this.loadType(st.mem, this.address(e, st, frame), e.type);
                const t = st.vars.get(varKey(e.symbol, frame));
                if (t !== undefined)
                    return t;
                // Read before any write on this path (e.g. a goto over the declaration): any value.
                return this.script.declare(this.script.fresh('undef'), bvSort(this.bits(e.type)));
            }
            case 'Cast':
                return this.cast(e.operand, e.type, st, frame);
            case 'Unary': {
                if (e.op === '!')
                    return this.boolToBv(not(this.cond(e.operand, st, frame)), this.bits(e.type));
                const v = this.value(e.operand, st, frame);
                return app(e.op === '-' ? 'bvneg' : 'bvnot', v);
            }
            case 'Binary':
                return this.binary(e, st, frame);
            case 'Index':
            case 'Member':
            case 'Deref':
                return this.loadLvalue(e, st, frame);
            case 'AddrOf':
                return this.address(e.operand, st, frame);
            case 'Decay':
                return this.address(e.operand, st, frame);
            case 'StringLit':
                return this.objects.base(this.stringObject(e));
            case 'FuncRef':
                throw new EncodeUnsupported('function pointers');
            case 'Unsupported':
                throw new EncodeUnsupported(e.feature);
            default:
                throw new Error(`internal: impure expression ${e.kind} on a CFA edge`);
        }
    }
    /** A controlling expression as an SMT Boolean (non-zero = true). */
    cond(e, st, frame) {
        if (e.kind === 'Unary' && e.op === '!')
            return not(this.cond(e.operand, st, frame));
        if (e.kind === 'Binary' && ['<', '<=', '>', '>=', '==', '!='].includes(e.op))
            return this.compare(e, st, frame);
        const v = this.value(e, st, frame);
        return not(eq(v, bvLit(0n, this.bits(e.type))));
    }
    boolToBv(c, width) {
        return ite(c, bvLit(1n, width), bvLit(0n, width));
    }
    compare(e, st, frame) {
        const l = this.value(e.left, st, frame);
        const r = this.value(e.right, st, frame);
        if (e.op === '==')
            return eq(l, r);
        if (e.op === '!=')
            return not(eq(l, r));
        const signed = e.left.type.kind === 'int' && e.left.type.signed;
        return app((signed ? CMP_SIGNED : CMP_UNSIGNED)[e.op], l, r);
    }
    binary(e, st, frame) {
        if (['<', '<=', '>', '>=', '==', '!='].includes(e.op)) {
            return this.boolToBv(this.compare(e, st, frame), this.bits(e.type));
        }
        const lt = e.left.type;
        const rt = e.right.type;
        if (lt.kind === 'pointer' && rt.kind === 'pointer') {
            // ptr - ptr: byte difference divided by the element size, as ptrdiff_t.
            const diff = app('bvsub', this.value(e.left, st, frame), this.value(e.right, st, frame));
            const size = sizeOf(lt.to, this.model) ?? 1;
            const q = size === 1 ? diff : app('bvsdiv', diff, bvLit(BigInt(size), this.layout.ptrBits));
            return resize(q, this.layout.ptrBits, this.bits(e.type), true);
        }
        if (lt.kind === 'pointer')
            return this.pointerOffset(this.value(e.left, st, frame), lt.to, e.right, e.op === '-', st, frame);
        const l = this.value(e.left, st, frame);
        const r = this.value(e.right, st, frame);
        const signed = e.type.kind === 'int' && e.type.signed;
        switch (e.op) {
            case '+':
                return app('bvadd', l, r);
            case '-':
                return app('bvsub', l, r);
            case '*':
                return app('bvmul', l, r);
            case '/':
                return app(signed ? 'bvsdiv' : 'bvudiv', l, r);
            case '%':
                return app(signed ? 'bvsrem' : 'bvurem', l, r);
            case '&':
                return app('bvand', l, r);
            case '|':
                return app('bvor', l, r);
            case '^':
                return app('bvxor', l, r);
            case '<<':
            case '>>': {
                const w = this.bits(e.type);
                const amount = resize(r, this.bits(rt), w, false);
                if (e.op === '<<')
                    return app('bvshl', l, amount);
                return app(signed ? 'bvashr' : 'bvlshr', l, amount);
            }
            default:
                throw new Error(`internal: operator ${e.op}`);
        }
    }
    /** `p ± i`: the pointer moved by i elements of `elem`. */
    pointerOffset(p, elem, index, subtract, st, frame) {
        const size = this.sizeTerm(elem, st, frame);
        const it = index.type;
        const i = resize(this.value(index, st, frame), this.bits(it), this.layout.ptrBits, it.kind === 'int' && it.signed);
        const scaled = size === bvLit(1n, this.layout.ptrBits) ? i : app('bvmul', i, size);
        return app(subtract ? 'bvsub' : 'bvadd', p, scaled);
    }
    /** The size of a type in bytes as a pointer-width term: static, or from a VLA's hidden length variables. */
    sizeTerm(t, st, frame) {
        if (t.kind === 'void')
            return bvLit(1n, this.layout.ptrBits);
        const s = sizeOf(t, this.model);
        if (s !== undefined)
            return bvLit(BigInt(s), this.layout.ptrBits);
        if (t.kind === 'array' && t.vla && t.lengthExpr) {
            const len = t.lengthExpr;
            const n = resize(this.value(len, st, frame), this.bits(len.type), this.layout.ptrBits, false);
            return app('bvmul', n, this.sizeTerm(t.of, st, frame));
        }
        throw new EncodeUnsupported('size of an incomplete type');
    }
    cast(operand, to, st, frame) {
        if (to.kind === 'void')
            return bvLit(0n, 8);
        const from = operand.type;
        if (to.kind === 'int' && to.ik === 'bool') {
            const c = from.kind === 'int' || from.kind === 'pointer' ? this.cond(operand, st, frame) : undefined;
            if (c === undefined)
                throw new EncodeUnsupported(`conversion from ${from.kind} to _Bool`);
            return this.boolToBv(c, to.bits);
        }
        const v = this.value(operand, st, frame);
        const fromBits = this.bits(from.kind === 'array' ? { kind: 'pointer', to: from.of } : from);
        const signed = from.kind === 'int' && from.signed;
        return resize(v, fromBits, this.bits(to), signed);
    }
    /** The address of an lvalue. */
    address(e, st, frame) {
        switch (e.kind) {
            case 'VarRef':
                if (!inMemory(e.symbol))
                    throw new Error(`internal: address of register variable ${e.symbol.uid}`);
                return this.objects.base(this.varObject(e.symbol, frame));
            case 'Deref':
                return this.value(e.operand, st, frame);
            case 'Index': {
                const base = this.value(e.base, st, frame);
                return this.pointerOffset(base, e.type, e.index, false, st, frame);
            }
            case 'Member': {
                const f = field(e.record, e.field);
                const base = this.address(e.base, st, frame);
                return f.offset === 0 ? base : app('bvadd', base, bvLit(BigInt(f.offset), this.layout.ptrBits));
            }
            case 'StringLit':
                return this.objects.base(this.stringObject(e));
            case 'Cast':
                if (e.operand.type.kind === e.type.kind)
                    return this.address(e.operand, st, frame);
                break;
            default:
                break;
        }
        throw new EncodeUnsupported(`address of ${e.kind}`);
    }
    loadType(mem, addr, t) {
        const size = sizeOf(t, this.model);
        if (size === undefined || (t.kind !== 'int' && t.kind !== 'pointer'))
            throw new EncodeUnsupported(`load of ${t.kind}`);
        return memoryModel_load(mem, addr, size, this.layout);
    }
    loadLvalue(e, st, frame) {
        const bf = e.kind === 'Member' ? field(e.record, e.field) : undefined;
        if (bf?.bitWidth !== undefined && e.kind === 'Member') {
            const unitBytes = sizeOf(bf.type, this.model) ?? 4;
            const unit = memoryModel_load(st.mem, this.address(e, st, frame), unitBytes, this.layout);
            const bits = smtlib_extract(unit, (bf.bitOffset ?? 0) + bf.bitWidth - 1, bf.bitOffset ?? 0);
            const signed = bf.type.kind === 'int' && bf.type.signed && bf.type.ik !== 'bool';
            return resize(bits, bf.bitWidth, this.bits(e.type), signed);
        }
        return this.loadType(st.mem, this.address(e, st, frame), e.type);
    }
    /** The state after `lhs = value` (value already of lhs's type; records are copied from `rhs`). */
    assign(lhs, value, rhs, st, frame) {
        if (lhs.type.kind === 'record') {
            if (!rhs)
                throw new Error('internal: record assignment needs its source');
            const size = sizeOf(lhs.type, this.model) ?? 0;
            const mem = copy(st.mem, this.address(lhs, st, frame), this.address(rhs, st, frame), size, this.layout);
            return { vars: st.vars, mem: this.script.define('m', this.layout.memSort, mem) };
        }
        if (value === undefined)
            throw new Error('internal: scalar assignment needs a value');
        if (lhs.kind === 'VarRef' && !inMemory(lhs.symbol)) {
            const vars = new Map(st.vars);
            vars.set(varKey(lhs.symbol, frame), this.script.define('v', bvSort(this.bits(lhs.type)), value));
            return { vars, mem: st.mem };
        }
        const addr = this.address(lhs, st, frame);
        const bf = lhs.kind === 'Member' ? field(lhs.record, lhs.field) : undefined;
        let mem;
        if (bf?.bitWidth !== undefined) {
            const unitBytes = sizeOf(bf.type, this.model) ?? 4;
            const unitBits = unitBytes * 8;
            const unit = memoryModel_load(st.mem, addr, unitBytes, this.layout);
            const lo = bf.bitOffset ?? 0;
            const hi = lo + bf.bitWidth - 1;
            const v = resize(value, this.bits(lhs.type), bf.bitWidth, false);
            const parts = [
                hi < unitBits - 1 ? smtlib_extract(unit, unitBits - 1, hi + 1) : '',
                v,
                lo > 0 ? smtlib_extract(unit, lo - 1, 0) : '',
            ].filter((p) => p !== '');
            mem = store(st.mem, addr, parts.length === 1 ? parts[0] : app('concat', ...parts), unitBytes, this.layout);
        }
        else {
            const size = sizeOf(lhs.type, this.model);
            if (size === undefined)
                throw new EncodeUnsupported('store of an incomplete type');
            mem = store(st.mem, addr, value, size, this.layout);
        }
        return { vars: st.vars, mem: this.script.define('m', this.layout.memSort, mem) };
    }
}
function field(def, name) {
    const f = def.fields.find((x) => x.name === name);
    if (!f)
        throw new Error(`internal: no field ${name} in ${def.tag}`);
    return f;
}

;// CONCATENATED MODULE: ./src/engines/bmc/edgeSemantics.ts
// What one CFA edge does to a symbolic state in the BMC encoding: the condition under which it is
// taken, the state after it, and the nondeterministic inputs it creates (havoc results,
// indeterminate locals), in the order the concrete interpreter consumes them.




/** At most this many indeterminate scalars of one aggregate become inputs (as the interpreter does). */
const MAX_AGGREGATE_INPUTS = 64;
class EdgeSemantics {
    enc;
    constructor(enc) {
        this.enc = enc;
    }
    get script() {
        return this.enc.script;
    }
    /** A fresh input of a scalar type; _Bool inputs are constrained to 0 or 1. */
    freshInput(type, source, edgeId, name) {
        const width = this.enc.bits(type);
        const term = this.script.declare(this.script.fresh('in'), bvSort(width));
        if (type.kind === 'int' && type.ik === 'bool')
            this.script.assert(app('bvule', term, bvLit(1n, width)));
        return { source, edgeId, name, term, width, signed: type.kind === 'int' && type.signed };
    }
    effect(e, st, frame, instanceKey) {
        const enc = this.enc;
        switch (e.kind) {
            case 'blank':
                return { cond: TRUE, state: st, inputs: [] };
            case 'assume': {
                const c = enc.cond(e.cond, st, frame);
                return { cond: e.truth ? c : not(c), state: st, inputs: [] };
            }
            case 'assign': {
                const value = e.lhs.type.kind === 'record' ? undefined : enc.value(e.rhs, st, frame);
                return { cond: TRUE, state: enc.assign(e.lhs, value, e.rhs, st, frame), inputs: [] };
            }
            case 'havoc': {
                const input = this.freshInput(e.lhs.type, e.reason === 'nondet' ? 'nondet' : 'external', e.id, e.callee);
                return { cond: TRUE, state: enc.assign(e.lhs, input.term, undefined, st, frame), inputs: [input] };
            }
            case 'decl':
                return this.decl(e, st, frame);
            case 'alloc':
                return this.alloc(e, st, frame, instanceKey);
            case 'free':
                return { cond: TRUE, state: st, inputs: [] };
            default:
                throw new Error(`internal: edge ${e.kind} is handled by the unroller`);
        }
    }
    /** A local comes into scope: zero, or indeterminate (one input per scalar, in layout order). */
    decl(e, st, frame) {
        const v = e.variable;
        const enc = this.enc;
        if (!inMemory(v)) {
            if (e.zeroInit)
                return { cond: TRUE, state: setVar(st, varKey(v, frame), bvLit(0n, enc.bits(v.type))), inputs: [] };
            const input = this.freshInput(v.type, 'uninit', e.id, v.name);
            return { cond: TRUE, state: setVar(st, varKey(v, frame), input.term), inputs: [input] };
        }
        const obj = enc.varObject(v, frame);
        const base = enc.objects.base(obj);
        const size = this.objectSize(v, st, frame);
        if (e.zeroInit)
            return { cond: TRUE, state: this.withRegion(st, base, size, undefined), inputs: [] };
        const fresh = this.script.declare(this.script.fresh('u'), enc.layout.memSort);
        const inputs = [];
        const leaves = scalarLeaves(v.type, 0, enc);
        if (leaves !== undefined) {
            for (const leaf of leaves) {
                const bytes = sizeOf(leaf.type, enc.model) ?? 1;
                const addr = app('bvadd', base, bvLit(BigInt(leaf.offset), enc.layout.ptrBits));
                let term = memoryModel_load(fresh, addr, bytes, enc.layout);
                if (leaf.type.kind === 'int' && leaf.type.ik === 'bool') {
                    // the interpreter's _Bool input is 0/1: the byte in memory is that value
                    this.script.assert(app('bvule', term, bvLit(1n, 8)));
                }
                term = this.script.name('in', bvSort(bytes * 8), term);
                inputs.push({
                    source: 'uninit',
                    edgeId: e.id,
                    name: v.name,
                    term,
                    width: bytes * 8,
                    signed: leaf.type.kind === 'int' && leaf.type.signed,
                });
            }
        }
        return { cond: TRUE, state: this.withRegion(st, base, size, fresh), inputs };
    }
    /** A parameter object in a new frame, zero-filled before the argument is stored into it. */
    zeroObject(v, frame, st) {
        const obj = this.enc.varObject(v, frame);
        const size = sizeOf(v.type, this.enc.model);
        if (size === undefined)
            throw new EncodeUnsupported(`parameter of incomplete type (${v.name})`);
        return this.withRegion(st, this.enc.objects.base(obj), bvLit(BigInt(size), this.enc.layout.ptrBits), undefined);
    }
    objectSize(v, st, frame) {
        const enc = this.enc;
        const s = sizeOf(v.type, enc.model);
        if (s !== undefined)
            return bvLit(BigInt(s), enc.layout.ptrBits);
        if (v.type.kind === 'array' && v.type.vla)
            return enc.sizeTerm(v.type, st, frame);
        throw new EncodeUnsupported(`object of incomplete type (${v.name})`);
    }
    withRegion(st, base, size, fresh) {
        const mem = region(st.mem, base, size, fresh, this.enc.layout);
        return { vars: st.vars, mem: this.script.name('m', this.enc.layout.memSort, mem) };
    }
    /** malloc/calloc/alloca: a fresh object per unrolled allocation site; malloc'd bytes are indeterminate. */
    alloc(e, st, frame, instanceKey) {
        const enc = this.enc;
        const obj = enc.objects.object(`heap:${instanceKey}:${e.id}`, undefined, 'heap');
        const base = enc.objects.base(obj);
        const size = resize(enc.value(e.size, st, frame), enc.bits(e.size.type), enc.layout.ptrBits, false);
        const fresh = e.zeroed ? undefined : this.script.declare(this.script.fresh('h'), enc.layout.memSort);
        let state = this.withRegion(st, base, size, fresh);
        if (e.lhs)
            state = enc.assign(e.lhs, resize(base, enc.layout.ptrBits, enc.bits(e.lhs.type), false), undefined, state, frame);
        return { cond: TRUE, state, inputs: [] };
    }
}
function setVar(st, key, term) {
    const vars = new Map(st.vars);
    vars.set(key, term);
    return { vars, mem: st.mem };
}
/** The scalar members of an object in layout order, or undefined when there are too many. */
function scalarLeaves(t, offset, enc) {
    const out = [];
    const walk = (ty, off) => {
        if (out.length > MAX_AGGREGATE_INPUTS)
            return false;
        if (ty.kind === 'int' || ty.kind === 'pointer') {
            out.push({ offset: off, type: ty });
            return true;
        }
        if (ty.kind === 'array' && ty.length !== undefined) {
            const es = sizeOf(ty.of, enc.model) ?? 0;
            for (let i = 0; i < ty.length; i++)
                if (!walk(ty.of, off + i * es))
                    return false;
            return true;
        }
        if (ty.kind === 'record' && !ty.def.isUnion && ty.def.fields.every((f) => f.bitWidth === undefined)) {
            for (const f of ty.def.fields)
                if (!walk(f.type, off + f.offset))
                    return false;
            return true;
        }
        return false;
    };
    return walk(t, offset) && out.length <= MAX_AGGREGATE_INPUTS ? out : undefined;
}

;// CONCATENATED MODULE: ./src/engines/bmc/globalsInit.ts
// The program's initial state for BMC: all memory zero (C zero-initialises objects of static
// storage), unaliased scalar globals set to their initial values, aggregate and in-memory
// globals stored element by element, and every string literal's bytes in its own object.




function initialState(cfa, enc, frame) {
    const layout = enc.layout;
    let mem = enc.script.name('m', layout.memSort, `((as const ${layout.memSort}) #x00)`);
    const vars = new Map();
    // String literals anywhere in the program get their objects and bytes first.
    for (const lit of stringLiterals(cfa)) {
        const base = enc.objects.base(enc.stringObject(lit));
        lit.bytes.forEach((b, i) => {
            if (b !== 0)
                mem = app('store', mem, app('bvadd', base, bvLit(BigInt(i), layout.ptrBits)), bvLit(BigInt(b), 8));
        });
    }
    const empty = { vars, mem };
    for (const { variable: v, init } of cfa.globals) {
        if (!inMemory(v)) {
            if (v.type.kind !== 'int' && v.type.kind !== 'pointer')
                throw new EncodeUnsupported(`global of type ${v.type.kind}`);
            const value = init?.kind === 'scalar' ? enc.value(init.expr, { vars, mem }, frame) : bvLit(0n, enc.bits(v.type));
            vars.set(varKey(v, frame), value);
            continue;
        }
        if (!init)
            continue;
        const base = enc.objects.base(enc.varObject(v, frame));
        mem = storeInit(enc, mem, base, 0, v.type, init, { ...empty, mem }, frame);
    }
    return { vars, mem: enc.script.name('m', layout.memSort, mem) };
}
function storeInit(enc, mem, base, offset, type, init, st, frame) {
    const addr = offset === 0 ? base : app('bvadd', base, bvLit(BigInt(offset), enc.layout.ptrBits));
    if (init.kind === 'scalar') {
        if (type.kind === 'record')
            throw new EncodeUnsupported('struct-valued global initializer');
        const size = sizeOf(type, enc.model);
        if (size === undefined)
            throw new EncodeUnsupported('initializer of incomplete type');
        return store(mem, addr, enc.value(init.expr, { vars: st.vars, mem }, frame), size, enc.layout);
    }
    let m = mem;
    for (const [index, sub] of init.elements) {
        if (type.kind === 'array') {
            const es = sizeOf(type.of, enc.model) ?? 0;
            m = storeInit(enc, m, base, offset + index * es, type.of, sub, st, frame);
        }
        else if (type.kind === 'record') {
            const f = type.def.fields[index];
            if (f.bitWidth !== undefined)
                throw new EncodeUnsupported('bit-field in a global initializer');
            m = storeInit(enc, m, base, offset + f.offset, f.type, sub, st, frame);
        }
    }
    return m;
}
const EXPR_CHILDREN = [
    'operand',
    'left',
    'right',
    'base',
    'index',
    'target',
    'value',
    'cond',
    'then',
    'else',
];
/** Every string literal in the program's edges and global initializers. */
function stringLiterals(cfa) {
    const out = new Set();
    const walk = (e) => {
        if (!e)
            return;
        if (e.kind === 'StringLit')
            out.add(e);
        const r = e;
        for (const k of EXPR_CHILDREN) {
            const c = r[k];
            if (c && typeof c === 'object' && 'kind' in c)
                walk(c);
        }
        if (e.kind === 'Call')
            e.args.forEach(walk);
    };
    const walkInit = (i) => {
        if (!i)
            return;
        if (i.kind === 'scalar')
            walk(i.expr);
        else
            for (const [, s] of i.elements)
                walkInit(s);
    };
    for (const g of cfa.globals)
        walkInit(g.init);
    for (const fn of cfa.functions.values())
        for (const n of fn.nodes)
            for (const e of n.out)
                edgeExprs(e).forEach(walk);
    return [...out];
}
function edgeExprs(e) {
    switch (e.kind) {
        case 'assume':
            return [e.cond];
        case 'assign':
            return [e.lhs, e.rhs];
        case 'havoc':
            return [e.lhs];
        case 'call':
            return [...e.args, e.lhs];
        case 'return':
            return [e.value];
        case 'decl':
            return [e.vlaLength];
        case 'alloc':
            return [e.lhs, e.size];
        case 'free':
            return [e.pointer];
        default:
            return [];
    }
}

;// CONCATENATED MODULE: ./src/engines/bmc/state.ts
// Data of the BMC unrolling: instances (a CFA node in one frame and one vector of loop
// iterations), contributions (an edge taken from an instance, with its guard literal and the
// state after it), frames (call instances), open tails (placeholders for contributions that a
// later, deeper round adds to an instance already encoded) and frontier items (cut points).
function itersKey(iters) {
    return [...iters.entries()]
        .sort((a, b) => a[0].head.id - b[0].head.id)
        .map(([l, i]) => `${l.head.id}=${i}`)
        .join(',');
}
function instanceKey(frame, node, iters) {
    return `${frame.key}|${node.id}|${itersKey(iters)}`;
}

;// CONCATENATED MODULE: ./src/engines/bmc/unroller.ts
// Incremental unrolling of a program's CFAs into one growing SMT formula. Each loop instance is
// unrolled up to the bound, calls are inlined with recursion cut at the bound; what lies beyond
// the bound is a frontier item that the next, deeper round resumes. Join points that a deeper
// round can still reach (loop exit targets, call return points, function exits) carry an open
// tail: a placeholder contribution that every check assumes false and the next round defines, so
// nothing asserted before is ever encoded again.







class Unroller {
    cfa;
    enc;
    sem;
    bound;
    frontier = [];
    errors = [];
    openTails = new Set();
    allContributions = [];
    entryInputs = [];
    entryInstance;
    instances = new Map();
    late = new Set();
    infos = new Map();
    nextId = 0;
    nextFrame = 0;
    constructor(cfa, enc, bound) {
        this.cfa = cfa;
        this.enc = enc;
        this.sem = new EdgeSemantics(enc);
        this.bound = bound;
    }
    get script() {
        return this.enc.script;
    }
    /** Round 0: globals, the entry function's parameters as inputs, then the entry function. */
    start(entry) {
        const fn = this.cfa.functions.get(entry);
        if (!fn)
            throw new EncodeUnsupported(`no entry function '${entry}'`);
        const frame = { key: `f${this.nextFrame++}`, fn, depth: 1 };
        this.registerFrame(frame);
        let st = initialState(this.cfa, this.enc, frame);
        for (const g of this.cfa.globals) {
            const v = g.variable;
            if (!inMemory(v) && (v.type.kind === 'int' || v.type.kind === 'pointer'))
                this.widths.set(varKey(v, frame), this.enc.bits(v.type));
        }
        for (const p of fn.params) {
            if (inMemory(p))
                throw new EncodeUnsupported('entry function parameter in memory');
            const input = this.sem.freshInput(p.type, 'param', undefined, p.name);
            this.entryInputs.push(input);
            st = setVar(st, varKey(p, frame), input.term);
        }
        const inst = this.instance(frame, fn.entry, new Map());
        this.entryInstance = inst;
        inst.incoming.push({ lit: TRUE, state: st, inputs: [], edge: undefined, target: inst });
        this.processScope(frame, undefined, new Map());
    }
    /** A deeper round: resume every frontier item up to `bound`, then define the tails that got contributions. */
    deepen(bound) {
        this.bound = bound;
        const items = this.frontier;
        this.frontier = [];
        for (const item of items) {
            if (item.kind === 'loop')
                this.unrollLoop(item.frame, item.loop, item.outer, item.iteration, bound);
            else if (item.kind === 'call')
                this.enterCall(item.from, item.edge, item.contribution, true);
            else
                this.frontier.push(item);
        }
        for (const inst of this.late)
            this.closeTail(inst);
        this.late.clear();
    }
    /** Literals that say "a path goes beyond what is encoded" (cut loops, cut calls, unsupported edges). */
    cutLiterals() {
        const lits = [];
        const unsupported = [];
        for (const f of this.frontier) {
            if (f.kind === 'loop')
                lits.push(...f.head.incoming.map((c) => c.lit));
            else if (f.kind === 'call')
                lits.push(f.contribution.lit);
            else {
                lits.push(f.lit);
                unsupported.push(f.feature);
            }
        }
        return { lits, unsupported };
    }
    /** Assumptions every check needs: no contribution beyond this round reaches an open tail. */
    tailAssumptions() {
        return [...this.openTails].map((i) => `(not ${i.tail.guard})`);
    }
    // ------------------------------------------------------------------ structure
    info(fn) {
        let info = this.infos.get(fn);
        if (info)
            return info;
        const rpo = [...fn.nodes].sort((a, b) => (a.rpo ?? 0) - (b.rpo ?? 0));
        const loopsOf = new Map();
        for (const n of fn.nodes)
            loopsOf.set(n, []);
        const byDepth = [...fn.loops].sort((a, b) => b.depth - a.depth);
        for (const l of byDepth)
            for (const n of l.nodes)
                loopsOf.get(n)?.push(l);
        const tailed = new Set([fn.exit]);
        for (const l of fn.loops)
            for (const e of l.exits)
                tailed.add(e.to);
        for (const n of fn.nodes)
            for (const e of n.out)
                if (e.kind === 'call')
                    tailed.add(e.to);
        const scalar = (v) => !inMemory(v) && (v.type.kind === 'int' || v.type.kind === 'pointer');
        const locals = [...fn.params, ...fn.locals].filter(scalar);
        const globals = this.cfa.globals.map((g) => g.variable).filter((v) => scalar(v) && isGlobal(v));
        const retBits = fn.returnType.kind === 'int' || fn.returnType.kind === 'pointer'
            ? this.enc.bits(fn.returnType)
            : undefined;
        info = {
            rpo,
            loopsOf,
            tailed,
            localKeys: (frame) => {
                const keys = locals.map((v) => [varKey(v, frame), this.enc.bits(v.type)]);
                if (retBits !== undefined)
                    keys.push([`ret:${frame.key}`, retBits]);
                return keys;
            },
            globalKeys: globals.map((v) => [`g:${v.uid}`, this.enc.bits(v.type)]),
        };
        this.infos.set(fn, info);
        return info;
    }
    instance(frame, node, iters) {
        const key = instanceKey(frame, node, iters);
        let inst = this.instances.get(key);
        if (!inst) {
            inst = { id: this.nextId++, key, node, frame, iters, incoming: [], late: [], out: [], encoded: false };
            this.instances.set(key, inst);
        }
        return inst;
    }
    // ------------------------------------------------------------------ traversal
    processScope(frame, loop, iters) {
        const info = this.info(frame.fn);
        const nodes = loop ? info.rpo.filter((n) => loop.nodes.has(n)) : info.rpo;
        for (const n of nodes) {
            const inner = info.loopsOf.get(n)?.[0];
            if (inner !== loop) {
                if (inner && inner.head === n && inner.parent === loop)
                    this.unrollLoop(frame, inner, iters, 1, this.bound);
                continue;
            }
            this.visit(frame, n, iters);
        }
    }
    unrollLoop(frame, loop, outer, from, to) {
        for (let i = from; i <= to; i++) {
            const iters = new Map(outer);
            iters.set(loop, i);
            const head = this.instances.get(instanceKey(frame, loop.head, iters));
            if (!head || (head.incoming.length === 0 && !this.info(frame.fn).tailed.has(loop.head)))
                return;
            this.processScope(frame, loop, iters);
        }
    }
    visit(frame, n, iters) {
        const tailed = this.info(frame.fn).tailed.has(n);
        const existing = this.instances.get(instanceKey(frame, n, iters));
        if (!existing && !tailed)
            return;
        const inst = existing ?? this.instance(frame, n, iters);
        if (inst.encoded)
            return;
        if (inst.incoming.length === 0 && !tailed)
            return;
        this.encode(inst, tailed);
        if (n.role === 'error') {
            const prop = frame.fn.properties.find((p) => p.node === n);
            if (prop)
                this.errors.push({ propertyId: prop.id, instance: inst });
            return;
        }
        if (n.role === 'exit')
            return this.returnFrom(inst);
        for (const e of n.out)
            this.take(inst, e);
    }
    // ------------------------------------------------------------------ encoding of instances
    newTail(inst) {
        const s = this.script;
        const guard = s.declare(s.fresh('tg'), 'Bool');
        const vars = new Map();
        for (const [k, w] of this.liveKeys(inst.frame))
            vars.set(k, s.declare(s.fresh('tv'), bvSort(w)));
        const mem = s.declare(s.fresh('tm'), this.enc.layout.memSort);
        return { guard, vars, mem };
    }
    /** Width of every variable key of every frame created so far. */
    widths = new Map();
    registerFrame(frame) {
        for (const [k, w] of this.info(frame.fn).localKeys(frame))
            this.widths.set(k, w);
    }
    /** Every variable live in a frame: globals and the locals of it and all its callers. */
    liveKeys(frame) {
        const keys = [...this.info(frame.fn).globalKeys];
        for (let f = frame; f; f = f.parent)
            keys.push(...this.info(f.fn).localKeys(f));
        return keys;
    }
    /** Merges the known contributions (and the open tail) into the instance's guard and state. */
    encode(inst, tailed) {
        const s = this.script;
        const contribs = inst.incoming;
        const tail = tailed ? this.newTail(inst) : undefined;
        const alts = contribs.map((c) => ({ lit: c.lit, vars: c.state.vars, mem: c.state.mem }));
        if (tail)
            alts.push({ lit: tail.guard, vars: tail.vars, mem: tail.mem });
        const guard = or(...alts.map((a) => a.lit));
        inst.guard = guard === TRUE || guard === FALSE ? guard : s.name('g', 'Bool', guard);
        inst.state = this.merge(alts);
        inst.tail = tail;
        inst.encoded = true;
        if (tail)
            this.openTails.add(inst);
    }
    merge(alts) {
        const s = this.script;
        if (alts.length === 1)
            return { vars: alts[0].vars, mem: alts[0].mem };
        const keys = new Set();
        for (const a of alts)
            for (const k of a.vars.keys())
                keys.add(k);
        const vars = new Map();
        for (const k of keys) {
            const w = this.widths.get(k);
            if (w === undefined)
                continue;
            const vals = alts.map((a) => a.vars.get(k) ?? s.declare(s.fresh('undef'), bvSort(w)));
            vars.set(k, s.define('v', bvSort(w), chain(alts.map((a) => a.lit), vals)));
        }
        const mem = s.define('m', this.enc.layout.memSort, chain(alts.map((a) => a.lit), alts.map((a) => a.mem)));
        return { vars, mem };
    }
    /** Defines a tail from the contributions that arrived late, and opens a new one after them. */
    closeTail(inst) {
        const old = inst.tail;
        if (!old)
            throw new Error(`internal: late contribution to ${inst.key} without a tail`);
        const s = this.script;
        const next = this.newTail(inst);
        const alts = [
            ...inst.late.map((c) => ({ lit: c.lit, vars: c.state.vars, mem: c.state.mem })),
            { lit: next.guard, vars: next.vars, mem: next.mem },
        ];
        s.assert(eq(old.guard, or(...alts.map((a) => a.lit))));
        for (const [k, tv] of old.vars) {
            const w = this.widths.get(k) ?? 0;
            const vals = alts.map((a) => a.vars.get(k) ?? s.declare(s.fresh('undef'), bvSort(w)));
            s.assert(eq(tv, chain(alts.map((a) => a.lit), vals)));
        }
        s.assert(eq(old.mem, chain(alts.map((a) => a.lit), alts.map((a) => a.mem))));
        inst.tail = next;
        inst.late.length = 0;
    }
    // ------------------------------------------------------------------ edges
    take(inst, e) {
        const st = inst.state;
        if (e.kind === 'unsupported') {
            const lit = this.script.name('c', 'Bool', inst.guard);
            this.frontier.push({ kind: 'unsupported', lit, feature: e.feature });
            return;
        }
        if (e.kind === 'call')
            return this.call(inst, e);
        if (e.kind === 'return') {
            let state = st;
            if (e.value) {
                if (e.value.type.kind === 'record')
                    throw new EncodeUnsupported('returning a struct');
                state = setVar(st, `ret:${inst.frame.key}`, this.enc.value(e.value, st, inst.frame));
            }
            return this.route(inst, e, e.to, TRUE, state, []);
        }
        const eff = this.sem.effect(e, st, inst.frame, inst.key);
        this.route(inst, e, e.to, eff.cond, eff.state, eff.inputs);
    }
    /**
     * Adds a contribution along `e` to node `to` of `pos`'s frame, in the right loop iteration
     * (computed from `pos`, the instance where the edge starts); `from` supplies the guard (for a
     * return: the callee's exit instance).
     */
    route(pos, e, to, cond, state, inputs, from = pos) {
        const inst = pos;
        const info = this.info(inst.frame.fn);
        const srcLoops = info.loopsOf.get(pos.node) ?? [];
        const iters = new Map();
        let cutLoop;
        for (const l of info.loopsOf.get(to) ?? []) {
            const cur = pos.iters.get(l);
            if (srcLoops.includes(l) && cur !== undefined) {
                const next = l.head === to ? cur + 1 : cur;
                iters.set(l, next);
                if (next > this.bound)
                    cutLoop = l;
            }
            else if (l.head === to) {
                iters.set(l, 1);
            }
            else {
                throw new EncodeUnsupported('a jump into the middle of a loop (irreducible control flow)');
            }
        }
        const taken = and(from.guard, cond);
        if (taken === FALSE)
            return; // the edge cannot be taken here (constants decided it)
        const target = this.instance(inst.frame, to, iters);
        const lit = taken === TRUE ? TRUE : this.script.name('c', 'Bool', taken);
        const c = { lit, state, inputs, edge: e, target };
        from.out.push(c);
        this.allContributions.push(c);
        if (target.encoded) {
            if (!target.tail)
                throw new Error(`internal: late contribution to ${target.key} without a tail`);
            target.late.push(c);
            this.late.add(target);
            return;
        }
        const first = target.incoming.length === 0;
        target.incoming.push(c);
        if (cutLoop && first) {
            const outer = new Map(iters);
            outer.delete(cutLoop);
            this.frontier.push({
                kind: 'loop',
                frame: inst.frame,
                loop: cutLoop,
                outer,
                iteration: iters.get(cutLoop),
                head: target,
            });
        }
    }
    call(inst, e) {
        const callee = this.cfa.functions.get(e.callee);
        if (!callee)
            throw new EncodeUnsupported(`call of unknown function '${e.callee}'`);
        const lit = this.script.name('c', 'Bool', inst.guard);
        const contribution = {
            lit,
            state: inst.state,
            inputs: [],
            edge: e,
            target: inst,
        };
        this.enterCall(inst, e, contribution, false);
    }
    /** Inlines a call (or cuts it when the recursion is deeper than the bound). */
    enterCall(from, e, c, resumed) {
        const callee = this.cfa.functions.get(e.callee);
        let depth = 1;
        for (let f = from.frame; f; f = f.parent)
            if (f.fn === callee)
                depth++;
        if (depth > this.bound) {
            this.frontier.push({ kind: 'call', from, edge: e, contribution: c });
            if (!resumed)
                this.allContributions.push(c);
            return;
        }
        const frame = {
            key: `f${this.nextFrame++}`,
            fn: callee,
            parent: from.frame,
            call: { edge: e, from },
            depth,
        };
        this.registerFrame(frame);
        let st = c.state;
        for (let i = 0; i < callee.params.length; i++) {
            const p = callee.params[i];
            const arg = e.args[i];
            if (!arg)
                throw new EncodeUnsupported(`call of '${callee.name}' with too few arguments`);
            if (inMemory(p)) {
                const withObj = this.sem.zeroObject(p, frame, st);
                const param = { kind: 'VarRef', symbol: p, type: p.type, loc: e.loc };
                const value = p.type.kind === 'record' ? undefined : this.enc.value(arg, c.state, from.frame);
                st = this.enc.assign(param, value, arg, withObj, frame);
            }
            else {
                st = setVar(st, varKey(p, frame), this.enc.value(arg, c.state, from.frame));
            }
        }
        const entry = this.instance(frame, callee.entry, new Map());
        const callContribution = { lit: c.lit, state: st, inputs: [], edge: e, target: entry };
        if (!resumed) {
            from.out.push(callContribution);
            this.allContributions.push(callContribution);
        }
        else {
            from.out.push(callContribution);
        }
        entry.incoming.push(callContribution);
        this.processScope(frame, undefined, new Map());
    }
    /** A function's exit: back to the caller's return point, with the return value assigned. */
    returnFrom(exit) {
        const frame = exit.frame;
        if (!frame.call)
            return;
        const { edge, from } = frame.call;
        let st = exit.state;
        if (edge.lhs) {
            const ret = st.vars.get(`ret:${frame.key}`);
            if (edge.lhs.type.kind === 'record')
                throw new EncodeUnsupported('returning a struct');
            const value = ret ?? this.script.declare(this.script.fresh('undef'), bvSort(this.enc.bits(edge.lhs.type)));
            st = this.enc.assign(edge.lhs, value, undefined, st, from.frame);
        }
        const prefix = `${frame.key}:`;
        const vars = new Map([...st.vars].filter(([k]) => !k.startsWith(prefix) && k !== `ret:${frame.key}`));
        this.route(from, edge, edge.to, TRUE, { vars, mem: st.mem }, [], exit);
    }
}
/** A fresh script, encoder and unroller for `cfa` starting at `bound`. */
function newUnroller(cfa, bound) {
    const model = cfa.program.dataModel;
    const layout = memoryLayout(model);
    const script = new Script();
    const enc = new ExprEncoder(script, model, layout, new ObjectTable(layout, model));
    return { script, unroller: new Unroller(cfa, enc, bound) };
}
/** ite(l1, v1, ite(l2, v2, ... vn)) — the alternatives' guards are mutually exclusive. */
function chain(lits, vals) {
    let t = vals[vals.length - 1];
    for (let i = vals.length - 2; i >= 0; i--)
        t = ite(lits[i], vals[i], t);
    return t;
}

;// CONCATENATED MODULE: ./src/engines/bmc/bmcEngine.ts
// Bounded model checking with incremental deepening in one solver session: unwind to bound 1,
// 2, 4, ..., check each open property under the round's tail assumptions, and stop with SAFE
// when the forward condition holds (no path goes beyond the bound). A satisfiable check yields
// a counterexample: the model's path, walked from the entry, with its inputs in order.




async function runBmc(cfa, session, options) {
    try {
        return await bmcRounds(cfa, session, options);
    }
    catch (e) {
        // A solver that crashed or ran out of memory answers nothing: every open property is UNKNOWN.
        if (e instanceof SolverCrashed || (e instanceof Error && /memory|crash|worker/i.test(e.message))) {
            const properties = [...cfa.functions.values()].flatMap((f) => f.properties.map((p) => p.id));
            const reason = e instanceof SolverCrashed ? e.reason : e.message;
            const answers = new Map(properties.map((p) => [p, { verdict: 'unknown', reason: `solver failure: ${reason}` }]));
            return { answers, stats: { solverCalls: 0, solverSeconds: 0, encodeSeconds: 0, maxDepth: 0 } };
        }
        throw e;
    }
}
async function bmcRounds(cfa, session, options) {
    const properties = [...cfa.functions.values()]
        .flatMap((f) => f.properties.map((p) => p.id))
        .filter((p) => !options.skip?.has(p));
    const answers = new Map();
    const stats = { solverCalls: 0, solverSeconds: 0, encodeSeconds: 0, maxDepth: 0 };
    const unknownAll = (reason) => {
        for (const p of properties)
            if (!answers.has(p))
                answers.set(p, { verdict: 'unknown', reason });
        return { answers, stats };
    };
    const { script, unroller } = newUnroller(cfa, 1);
    const maxBound = options.maxBound ?? 1 << 20;
    const check = async (assumptions) => {
        const left = options.deadline - Date.now();
        if (left <= 0)
            return 'unknown';
        const t0 = performance.now();
        const r = await session.check({ assumptions, timeoutMs: left });
        stats.solverCalls++;
        stats.solverSeconds += (performance.now() - t0) / 1000;
        return r;
    };
    let bound = 1;
    let encodeStart = performance.now();
    try {
        unroller.start(options.entry);
    }
    catch (e) {
        if (e instanceof EncodeUnsupported)
            return unknownAll(`unsupported: ${e.feature}`);
        throw e;
    }
    const maxBytes = options.maxFormulaBytes ?? 24_000_000;
    let sentBytes = 0;
    for (;;) {
        const text = script.drain();
        sentBytes += text.length;
        if (sentBytes > maxBytes) {
            return unknownAll(`formula too large at unwinding bound ${bound} (${(sentBytes / 1e6).toFixed(0)} MB)`);
        }
        await addBefore(session, options.deadline, text);
        const encodeSeconds = (performance.now() - encodeStart) / 1000;
        stats.encodeSeconds += encodeSeconds;
        stats.maxDepth = bound;
        const solveStart = stats.solverSeconds;
        const assumptions = unroller.tailAssumptions();
        let timedOut = false;
        for (const p of properties) {
            if (answers.has(p))
                continue;
            const hits = unroller.errors.filter((h) => h.propertyId === p);
            if (hits.length === 0)
                continue;
            const reach = script.name('r', 'Bool', or(...hits.map((h) => h.instance.guard)));
            await addBefore(session, options.deadline, script.drain());
            const r = await check([reach, ...assumptions]);
            if (r === 'sat') {
                const cex = await counterexample(unroller, session, p, bound);
                answers.set(p, cex
                    ? { verdict: 'unsafe', counterexample: cex }
                    : { verdict: 'unknown', reason: 'could not extract a counterexample path' });
            }
            else if (r === 'unknown') {
                timedOut = true;
            }
        }
        options.onRound?.({
            bound,
            encodeSeconds,
            solveSeconds: stats.solverSeconds - solveStart,
            smtBytes: text.length,
        });
        if (properties.every((p) => answers.has(p)))
            break;
        if (timedOut || Date.now() >= options.deadline)
            return unknownAll(`time limit reached at unwinding bound ${bound}`);
        // Forward condition: does any path go beyond what is encoded?
        const cuts = unroller.cutLiterals();
        let complete = cuts.lits.length === 0;
        if (!complete) {
            const beyond = script.name('b', 'Bool', or(...cuts.lits));
            await addBefore(session, options.deadline, script.drain());
            const r = await check([beyond, ...assumptions]);
            if (r === 'unknown')
                return unknownAll(`time limit reached at unwinding bound ${bound}`);
            complete = r === 'unsat';
        }
        if (complete) {
            for (const p of properties) {
                if (!answers.has(p))
                    answers.set(p, { verdict: 'safe', certificate: { kind: 'complete-unwinding', depth: bound } });
            }
            break;
        }
        const resumable = unroller.frontier.some((f) => f.kind !== 'unsupported');
        if (!resumable)
            return unknownAll(`unsupported: ${[...new Set(cuts.unsupported)].join(', ')} (reachable)`);
        if (bound * 2 > maxBound)
            return unknownAll(`unwinding bound ${bound} reached without a conclusion`);
        bound *= 2;
        encodeStart = performance.now();
        try {
            unroller.deepen(bound);
        }
        catch (e) {
            if (e instanceof EncodeUnsupported)
                return unknownAll(`unsupported: ${e.feature}`);
            throw e;
        }
    }
    return { answers, stats };
}
/** The model's path from the entry to an error node of `propertyId`, with its inputs in order. */
async function counterexample(u, session, propertyId, depth) {
    const lits = [...new Set(u.allContributions.map((c) => c.lit))].filter((l) => l !== 'true');
    const values = await session.values(lits);
    const taken = (lit) => lit === 'true' || values.get(lit) === true;
    const pending = [...u.entryInputs];
    let cur = u.entryInstance;
    for (let steps = 0; cur && steps < 10_000_000; steps++) {
        if (cur.node.role === 'error') {
            const prop = cur.frame.fn.properties.find((p) => p.node === cur?.node);
            if (prop?.id !== propertyId)
                return undefined;
            const inputValues = await session.values(pending.map((i) => i.term));
            const inputs = pending.map((i) => {
                const v = inputValues.get(i.term);
                return {
                    source: i.source,
                    edgeId: i.edgeId,
                    name: i.name,
                    bits: typeof v === 'bigint' ? v : 0n,
                    width: i.width,
                    signed: i.signed,
                };
            });
            return { propertyId, inputs, depth };
        }
        const via = cur.out.find((c) => taken(c.lit));
        if (!via)
            return undefined;
        pending.push(...via.inputs);
        cur = via.target;
    }
    return undefined;
}
/** Time an `add` may run past the deadline before the session is given up (parsing is fast; this is a watchdog). */
const ADD_GRACE_MS = 5000;
/** `session.add` that gives up (and disposes the session, which ends its worker) when it runs too long. */
async function addBefore(session, deadline, text) {
    let timer;
    const watchdog = new Promise((_, reject) => {
        timer = setTimeout(() => {
            void session.dispose().catch(() => undefined);
            reject(new SolverCrashed('timeout while adding the formula'));
        }, Math.max(0, deadline - Date.now()) + ADD_GRACE_MS);
    });
    try {
        await Promise.race([session.add(text), watchdog]);
    }
    finally {
        clearTimeout(timer);
    }
}

;// CONCATENATED MODULE: ./src/certify/execution.ts
// Public types of the concrete interpreter: how a run ends (Outcome), the trace it records, the
// nondeterministic values it asks for (InputRequest, answered by an InputProvider), its options,
// and the Execution it returns. replay.ts and reproducer.ts build on these.
/** Ends a run from deep inside evaluation: undefined behaviour or an unsupported construct. */
class Stop {
    kind;
    what;
    loc;
    constructor(kind, what, loc) {
        this.kind = kind;
        this.what = what;
        this.loc = loc;
    }
}
/** Ends a run with a complete outcome (inputs, limits). */
class Halt {
    outcome;
    constructor(outcome) {
        this.outcome = outcome;
    }
}

;// CONCATENATED MODULE: ./src/certify/memory.ts
// Byte-level memory of the concrete interpreter. Every object (variable, string literal, heap
// block) is a little-endian byte array with a synthetic address; a pointer is (object, byte
// offset) and keeps its object (provenance) when stored, through per-byte pointer fragments.
// Per-bit initialisation masks, and accesses that are undefined behaviour throw Stop.

class MemObject {
    id;
    kind;
    name;
    size;
    address;
    readOnly;
    alive = true;
    freed = false;
    bytes;
    /** Per byte, the mask of initialised bits; null when every bit is initialised. */
    init;
    /** Pointer fragments by byte offset. */
    frags = null;
    /** Bytes that hold (part of) an `uninit` or `param` input: offset → input index. */
    origins = null;
    constructor(id, kind, 
    /** For traces and messages: the variable's source name, `heap#3`, a literal's text. */
    name, size, address, readOnly, initialised) {
        this.id = id;
        this.kind = kind;
        this.name = name;
        this.size = size;
        this.address = address;
        this.readOnly = readOnly;
        this.bytes = new Uint8Array(size);
        this.init = initialised ? null : new Uint8Array(size);
    }
}
/** A pointer: into `obj` at byte offset `off`, or with no object a plain address (`off` 0: NULL). */
class Ptr {
    obj;
    off;
    constructor(obj, off) {
        this.obj = obj;
        this.off = off;
    }
    get isNull() {
        return this.obj === null && this.off === 0n;
    }
}
const NULL_PTR = new Ptr(null, 0n);
/** A floating-point value, kept as its bit pattern (floating arithmetic is not modelled). */
class FloatBits {
    bits;
    width;
    constructor(bits, width) {
        this.bits = bits;
        this.width = width;
    }
}
/** The bytes of a record value, with their initialisation, pointer fragments and input origins. */
class Snapshot {
    bytes;
    init;
    frags;
    origins;
    constructor(bytes, init, frags, origins) {
        this.bytes = bytes;
        this.init = init;
        this.frags = frags;
        this.origins = origins;
    }
}
const ub = (what) => new Stop('undefined-behavior', what);
/** Largest single object, and all objects together (bytes). */
const MAX_OBJECT = 64 * 1024 * 1024;
const MAX_TOTAL = 256 * 1024 * 1024;
function assemble(bytes, off, size) {
    if (size <= 6) {
        let v = 0;
        for (let i = size - 1; i >= 0; i--)
            v = v * 256 + bytes[off + i];
        return BigInt(v);
    }
    let v = 0n;
    for (let i = size - 1; i >= 0; i--)
        v = (v << 8n) | BigInt(bytes[off + i]);
    return v;
}
function scatter(bytes, off, size, value) {
    let v = BigInt.asUintN(size * 8, value);
    if (size <= 4) {
        let n = Number(v);
        for (let i = 0; i < size; i++, n = Math.floor(n / 256))
            bytes[off + i] = n % 256;
        return;
    }
    for (let i = 0; i < size; i++, v >>= 8n)
        bytes[off + i] = Number(v & 0xffn);
}
function deleteRange(m, off, size) {
    if (m === null || m.size === 0)
        return;
    for (let i = 0; i < size; i++)
        m.delete(off + i);
}
class Memory {
    pointerBytes;
    /** Objects in ascending address order (addresses only grow, none is reused). */
    objects = [];
    /** Input indices of `uninit`/`param` values that a read has observed. */
    observed = new Set();
    next = 0x10000n;
    nextId = 1;
    total = 0;
    ptrBits;
    constructor(pointerBytes) {
        this.pointerBytes = pointerBytes;
        this.ptrBits = pointerBytes * 8;
    }
    allocate(kind, name, size, align, initialised) {
        if (size > MAX_OBJECT || this.total + size > MAX_TOTAL) {
            throw new Stop('unsupported', `an object of ${size} bytes (the interpreter's memory limit)`);
        }
        const a = BigInt(Math.max(align, 16));
        this.next = ((this.next + a - 1n) / a) * a;
        if (this.next + BigInt(size) >= 1n << BigInt(this.ptrBits)) {
            throw new Stop('unsupported', 'running out of address space');
        }
        const obj = new MemObject(this.nextId++, kind, name, size, this.next, kind === 'string', initialised);
        this.next += BigInt(size) + 16n; // a gap, so one-past-the-end never is another object's address
        this.total += size;
        this.objects.push(obj);
        return obj;
    }
    /** The address a pointer denotes (objects: their synthetic address plus the offset). */
    addressOf(p) {
        return BigInt.asUintN(this.ptrBits, p.obj ? p.obj.address + p.off : p.off);
    }
    /** An address converted to a pointer: into the object it falls in (or one past), else a plain address. */
    fromAddress(address) {
        const a = BigInt.asUintN(this.ptrBits, address);
        if (a === 0n)
            return NULL_PTR;
        let lo = 0;
        let hi = this.objects.length - 1;
        while (lo <= hi) {
            const mid = (lo + hi) >> 1;
            const o = this.objects[mid];
            if (a < o.address)
                hi = mid - 1;
            else if (a > o.address + BigInt(o.size))
                lo = mid + 1;
            else
                return new Ptr(o, a - o.address);
        }
        return new Ptr(null, a);
    }
    /** The object and offset that an access of `size` bytes through `p` touches; UB when invalid. */
    target(p, size, write) {
        const obj = p.obj;
        if (obj === null) {
            throw ub(p.off === 0n
                ? 'null pointer dereference'
                : `dereference of an invalid pointer (address 0x${p.off.toString(16)})`);
        }
        if (obj.kind === 'function')
            throw ub(`access to the code of function ${obj.name} through a pointer`);
        if (!obj.alive) {
            throw ub(obj.freed ? `use after free (${obj.name})` : `access to ${obj.name} after its lifetime ended`);
        }
        if (p.off < 0n || p.off + BigInt(size) > BigInt(obj.size)) {
            throw ub(`out-of-bounds access: ${size} byte(s) at offset ${p.off} of ${obj.name} (${obj.size} bytes)`);
        }
        if (write && obj.readOnly)
            throw ub(`write to the string literal ${obj.name}`);
        return { obj, off: Number(p.off) };
    }
    requireInit(obj, off, size) {
        if (obj.init === null)
            return;
        for (let i = off; i < off + size; i++) {
            if (obj.init[i] !== 0xff)
                throw ub(`read of uninitialised memory (${obj.name}, offset ${i})`);
        }
    }
    observe(obj, off, size) {
        if (obj.origins === null || obj.origins.size === 0)
            return;
        for (let i = off; i < off + size; i++) {
            const k = obj.origins.get(i);
            if (k !== undefined)
                this.observed.add(k);
        }
    }
    markInit(obj, off, size) {
        if (obj.init !== null)
            obj.init.fill(0xff, off, off + size);
    }
    /** The bit pattern of `size` bytes at `p`. */
    readBits(p, size) {
        const { obj, off } = this.target(p, size, false);
        this.requireInit(obj, off, size);
        this.observe(obj, off, size);
        return assemble(obj.bytes, off, size);
    }
    writeBits(p, size, value) {
        const { obj, off } = this.target(p, size, true);
        scatter(obj.bytes, off, size, value);
        deleteRange(obj.frags, off, size);
        deleteRange(obj.origins, off, size);
        this.markInit(obj, off, size);
    }
    readPointer(p) {
        const n = this.pointerBytes;
        const { obj, off } = this.target(p, n, false);
        this.requireInit(obj, off, n);
        this.observe(obj, off, n);
        const first = obj.frags?.get(off);
        if (first !== undefined && first.index === 0) {
            let whole = true;
            for (let i = 1; i < n && whole; i++) {
                const f = obj.frags?.get(off + i);
                whole = f !== undefined && f.ptr === first.ptr && f.index === i;
            }
            if (whole)
                return first.ptr;
        }
        return this.fromAddress(assemble(obj.bytes, off, n));
    }
    writePointer(p, v) {
        const n = this.pointerBytes;
        this.writeBits(p, n, this.addressOf(v));
        const obj = p.obj;
        const off = Number(p.off);
        obj.frags ??= new Map();
        for (let i = 0; i < n; i++)
            obj.frags.set(off + i, { ptr: v, index: i });
    }
    /** A bit-field: `width` bits from bit `bitOffset` of the bytes at `p`. */
    readField(p, bitOffset, width, signed) {
        const n = Math.ceil((bitOffset + width) / 8);
        const { obj, off } = this.target(p, n, false);
        if (obj.init !== null) {
            for (let b = bitOffset; b < bitOffset + width; b++) {
                if ((obj.init[off + (b >> 3)] & (1 << (b & 7))) === 0) {
                    throw ub(`read of an uninitialised bit-field (${obj.name}, offset ${off})`);
                }
            }
        }
        this.observe(obj, off, n);
        const raw = (assemble(obj.bytes, off, n) >> BigInt(bitOffset)) & ((1n << BigInt(width)) - 1n);
        return signed ? BigInt.asIntN(width, raw) : raw;
    }
    /** Writes a bit-field; input origins of the bytes are kept (a neighbour may still hold one). */
    writeField(p, bitOffset, width, value) {
        const n = Math.ceil((bitOffset + width) / 8);
        const { obj, off } = this.target(p, n, true);
        const mask = ((1n << BigInt(width)) - 1n) << BigInt(bitOffset);
        const old = assemble(obj.bytes, off, n);
        scatter(obj.bytes, off, n, (old & ~mask) | ((BigInt.asUintN(width, value) << BigInt(bitOffset)) & mask));
        deleteRange(obj.frags, off, n);
        if (obj.init !== null) {
            for (let b = bitOffset; b < bitOffset + width; b++)
                obj.init[off + (b >> 3)] |= 1 << (b & 7);
        }
    }
    /** Copies `size` bytes at `p` with their metadata (record values); no initialisation check. */
    snapshot(p, size) {
        const { obj, off } = this.target(p, size, false);
        const shift = (m) => {
            if (m === null || m.size === 0)
                return null;
            const r = new Map();
            for (let i = 0; i < size; i++) {
                const x = m.get(off + i);
                if (x !== undefined)
                    r.set(i, x);
            }
            return r.size === 0 ? null : r;
        };
        const init = obj.init === null ? null : obj.init.slice(off, off + size);
        return new Snapshot(obj.bytes.slice(off, off + size), init, shift(obj.frags), shift(obj.origins));
    }
    restore(p, s) {
        const size = s.bytes.length;
        const { obj, off } = this.target(p, size, true);
        obj.bytes.set(s.bytes, off);
        if (s.init !== null) {
            obj.init ??= new Uint8Array(obj.size).fill(0xff);
            obj.init.set(s.init, off);
        }
        else
            this.markInit(obj, off, size);
        deleteRange(obj.frags, off, size);
        deleteRange(obj.origins, off, size);
        if (s.frags !== null) {
            obj.frags ??= new Map();
            for (const [i, f] of s.frags)
                obj.frags.set(off + i, f);
        }
        if (s.origins !== null) {
            obj.origins ??= new Map();
            for (const [i, k] of s.origins)
                obj.origins.set(off + i, k);
        }
    }
    /** Marks `size` bytes at `p` as holding input `index` (an `uninit` or `param` value). */
    tagOrigin(p, size, index) {
        const obj = p.obj;
        obj.origins ??= new Map();
        for (let i = 0; i < size; i++)
            obj.origins.set(Number(p.off) + i, index);
    }
    /** Resets an object to all-zero bytes, initialised or not, without pointers or origins. */
    reset(obj, initialised) {
        obj.bytes.fill(0);
        obj.frags = null;
        obj.origins = null;
        obj.init = initialised ? null : new Uint8Array(obj.size);
    }
    free(p) {
        if (p.isNull)
            return;
        const obj = p.obj;
        if (obj === null)
            throw ub(`free of an invalid pointer (address 0x${p.off.toString(16)})`);
        if (obj.kind !== 'heap')
            throw ub(`free of ${obj.name}, which malloc did not allocate`);
        if (obj.freed)
            throw ub(`double free (${obj.name})`);
        if (p.off !== 0n)
            throw ub(`free of a pointer into the middle of ${obj.name} (offset ${p.off})`);
        obj.freed = true;
        obj.alive = false;
        this.total -= obj.size;
    }
    /** Ends the lifetime of a local (its function returned, or its VLA declaration ran again). */
    kill(obj) {
        obj.alive = false;
    }
    /** Bytes at `p` for display: undefined when unreadable or not fully initialised. */
    peek(p, size) {
        const obj = p.obj;
        if (obj === null || !obj.alive || obj.kind === 'function' || p.off < 0n)
            return undefined;
        const off = Number(p.off);
        if (off + size > obj.size)
            return undefined;
        if (obj.init !== null && obj.init.subarray(off, off + size).some((m) => m !== 0xff))
            return undefined;
        return assemble(obj.bytes, off, size);
    }
    /** The pointer stored at `p` for display (no checks beyond peek's). */
    peekPointer(p) {
        const bits = this.peek(p, this.pointerBytes);
        if (bits === undefined)
            return undefined;
        const f = p.obj?.frags?.get(Number(p.off));
        return f !== undefined && f.index === 0 ? f.ptr : this.fromAddress(bits);
    }
}

;// CONCATENATED MODULE: ./src/certify/inputs.ts
// How objects take nondeterministic values: an object splits into scalar leaves in layout order
// (array elements in index order, struct members in declaration order), each consuming one
// InputValue; the same rule as the BMC encoder's. Also the input providers: a fixed queue (replay)
// and one computed per request (tests, differential runs).


/** More scalar leaves than this: an uninitialised declaration consumes no input at all. */
const MAX_LEAVES = 64;
/** Number of leaves of an aggregate made of integers and pointers only, or undefined (see scalarLeaves). */
function countLeaves(t) {
    switch (t.kind) {
        case 'int':
        case 'pointer':
            return 1;
        case 'array': {
            if (t.vla || t.length === undefined)
                return undefined;
            const each = countLeaves(t.of);
            return each === undefined ? undefined : t.length * each;
        }
        case 'record': {
            if (t.def.isUnion || t.def.fields.some((f) => f.bitWidth !== undefined))
                return undefined;
            let total = 0;
            for (const f of t.def.fields) {
                const n = countLeaves(f.type);
                if (n === undefined)
                    return undefined;
                total += n;
            }
            return total;
        }
        default:
            return undefined;
    }
}
function scalarLeaf(t, offset, model) {
    if (t.kind === 'int')
        return { offset, type: t, width: t.bits, signed: t.signed };
    return { offset, type: t, width: model.pointerBytes * 8, signed: false };
}
/**
 * The scalar leaves of an object of type `t`, each taking one input: an integer or pointer is one
 * leaf; an aggregate of integers and pointers in fixed-length arrays and structs without
 * bit-fields has one per scalar (element order, then member order), at most `limit`. Anything
 * else (floating point, unions, bit-fields, VLAs, more than `limit`) has none: undefined.
 */
function inputs_scalarLeaves(t, model, limit = MAX_LEAVES) {
    const n = countLeaves(t);
    if (n === undefined || n > limit)
        return undefined;
    const out = [];
    const walk = (u, offset) => {
        if (u.kind === 'array') {
            const size = sizeOf(u.of, model) ?? 0;
            for (let i = 0; i < (u.length ?? 0); i++)
                walk(u.of, offset + i * size);
        }
        else if (u.kind === 'record')
            for (const f of u.def.fields)
                walk(f.type, offset + f.offset);
        else
            out.push(scalarLeaf(u, offset, model));
    };
    walk(t, 0);
    return out;
}
/** The value a leaf of type `t` gets from an input's bit pattern (pointers: NULL or a bare address). */
function leafValue(t, width, signed, bits) {
    if (t.kind === 'pointer')
        return bits === 0n ? NULL_PTR : new Ptr(null, bits);
    return signed ? BigInt.asIntN(width, bits) : bits;
}
/** Why `v` does not answer `req`, or undefined when it does (the name is not compared). */
function inputMismatch(req, v, isBool) {
    if (v.source !== req.source)
        return `source '${v.source}' where '${req.source}' is consumed`;
    if (v.edgeId !== req.edgeId)
        return `edge ${v.edgeId ?? 'none'} where edge ${req.edgeId ?? 'none'} consumes`;
    if (v.width !== req.width || v.signed !== req.signed) {
        const kind = (w, s) => `${w}-bit ${s ? 'signed' : 'unsigned'}`;
        return `a ${kind(v.width, v.signed)} value where a ${kind(req.width, req.signed)} one is needed`;
    }
    if (v.bits < 0n || v.bits >= 1n << BigInt(v.width))
        return `bits ${v.bits} do not fit in ${v.width} bits`;
    if (isBool && v.bits > 1n)
        return `_Bool value ${v.bits}`;
    return undefined;
}
/** Serves `inputs` in order (replay of a counterexample). */
function inputQueue(inputs) {
    let i = 0;
    return { next: () => (i < inputs.length ? inputs[i++] : undefined) };
}
/**
 * Answers each request with `answer(request)` (wrapped to the request's width); for tests and
 * differential runs where the values are chosen on the fly. `undefined` ends the inputs.
 */
function inputsFrom(answer) {
    return {
        next(req) {
            const v = answer(req);
            if (v === undefined)
                return undefined;
            const bits = BigInt.asUintN(req.width, v);
            return {
                source: req.source,
                edgeId: req.edgeId,
                name: req.name,
                bits,
                width: req.width,
                signed: req.signed,
            };
        },
    };
}

;// CONCATENATED MODULE: ./src/certify/astWalk.ts
// Walks over the typed AST of function bodies: every statement, every expression inside them
// (initializers and VLA lengths included). Used to find declarations with initializers (traces)
// and the functions a program calls (reproducers).

/** Calls `visit` on `s` and every statement nested in it. */
function walkStmts(s, visit) {
    visit(s);
    switch (s.kind) {
        case 'Block':
            for (const b of s.body)
                walkStmts(b, visit);
            return;
        case 'If':
            walkStmts(s.then, visit);
            if (s.else)
                walkStmts(s.else, visit);
            return;
        case 'While':
        case 'DoWhile':
        case 'Switch':
        case 'Case':
        case 'Default':
        case 'Labeled':
            walkStmts(s.body, visit);
            return;
        case 'For':
            if (s.init)
                walkStmts(s.init, visit);
            walkStmts(s.body, visit);
            return;
        default:
            return;
    }
}
function initializerExprs(init) {
    return init.kind === 'scalar' ? [init.expr] : init.elements.flatMap(([, sub]) => initializerExprs(sub));
}
/** The expressions a statement holds directly (not those of nested statements). */
function stmtExprs(s) {
    switch (s.kind) {
        case 'ExprStmt':
            return [s.expr];
        case 'Decl':
            return [...(s.init ? initializerExprs(s.init) : []), ...(s.vlaLength ? [s.vlaLength] : [])];
        case 'If':
        case 'While':
        case 'DoWhile':
        case 'Switch':
            return [s.cond];
        case 'For':
            return [...(s.cond ? [s.cond] : []), ...(s.update ? [s.update] : [])];
        case 'Return':
            return s.value ? [s.value] : [];
        default:
            return [];
    }
}
/** Calls `visit` on `e` and all its sub-expressions. */
function walkExpr(e, visit) {
    visit(e);
    for (const c of children(e))
        walkExpr(c, visit);
}
/** Local variables whose declaration has an initializer, per function name. */
function initializedLocals(program) {
    const out = new Map();
    for (const def of program.definitions) {
        const set = new Set();
        walkStmts(def.body, (s) => {
            if (s.kind === 'Decl' && s.init)
                set.add(s.variable);
        });
        out.set(def.symbol.name, set);
    }
    return out;
}
/** Names of the functions the program's code calls or takes the address of. */
function referencedFunctions(program) {
    const names = new Set();
    const visitExpr = (e) => walkExpr(e, (x) => {
        if (x.kind === 'Call')
            names.add(x.callee.name);
        else if (x.kind === 'FuncRef')
            names.add(x.symbol.name);
    });
    for (const def of program.definitions)
        walkStmts(def.body, (s) => stmtExprs(s).forEach(visitExpr));
    for (const g of program.globals)
        if (g.init)
            initializerExprs(g.init).forEach(visitExpr);
    return names;
}

;// CONCATENATED MODULE: ./src/certify/evalExpr.ts
// Evaluation of the pure expressions on CFA edges: exact integer arithmetic wrapped to the C type
// (signed overflow wraps as gcc does and is recorded), conversions, pointer arithmetic in bytes
// scaled by the element size, lvalues down to bit-fields, loads and stores through Memory, and the
// undefined behaviour of operators (division by zero, INT_MIN / -1, bad shifts, foreign pointers).





const evalExpr_ub = (what, loc) => new Stop('undefined-behavior', what, loc);
const evalExpr_unsupported = (what, loc) => new Stop('unsupported', what, loc);
/** `p` moved by `bytes`, modulo the address width as the machine computes it. */
function offsetPtr(p, bytes, pointerBits) {
    if (bytes === 0n)
        return p;
    const off = p.off + bytes;
    return new Ptr(p.obj, p.obj ? BigInt.asIntN(pointerBits, off) : BigInt.asUintN(pointerBits, off));
}
class Evaluator {
    rt;
    /** Location of the expression being evaluated, for memory errors (which carry none). */
    loc;
    constructor(rt) {
        this.rt = rt;
    }
    get mem() {
        return this.rt.mem;
    }
    /** Size of a type at run time (VLAs: their length expression's current value). */
    sizeOf(t, s) {
        if (t.kind === 'array' && (t.vla || t.length === undefined)) {
            if (!t.lengthExpr)
                throw evalExpr_unsupported(`object of incomplete type ${typeToString(t)}`, this.loc);
            return Number(this.int(this.eval(t.lengthExpr, s))) * this.sizeOf(t.of, s);
        }
        if (t.kind === 'array')
            return t.length * this.sizeOf(t.of, s);
        const n = sizeOf(t, this.rt.model);
        if (n === undefined)
            throw evalExpr_unsupported(`object of incomplete type ${typeToString(t)}`, this.loc);
        return n;
    }
    /** Element size for pointer arithmetic (GNU C: void and functions count as 1). */
    elementSize(t, s) {
        return t.kind === 'void' || t.kind === 'function' ? 1 : this.sizeOf(t, s);
    }
    move(p, bytes) {
        return offsetPtr(p, bytes, this.rt.model.pointerBytes * 8);
    }
    int(v) {
        if (typeof v !== 'bigint')
            throw evalExpr_unsupported('a non-integer value where an integer is needed', this.loc);
        return v;
    }
    ptr(v) {
        if (!(v instanceof Ptr))
            throw evalExpr_unsupported('a non-pointer value where a pointer is needed', this.loc);
        return v;
    }
    lvalue(e, s) {
        switch (e.kind) {
            case 'VarRef':
                return { ptr: new Ptr(s.object(e.symbol), 0n), type: e.type };
            case 'StringLit':
                return { ptr: new Ptr(this.rt.stringObject(e), 0n), type: e.type };
            case 'Deref':
                return { ptr: this.ptr(this.eval(e.operand, s)), type: e.type };
            case 'Index': {
                const base = e.base.type.kind === 'array' ? this.lvalue(e.base, s).ptr : this.ptr(this.eval(e.base, s));
                const i = this.int(this.eval(e.index, s));
                return { ptr: this.move(base, i * BigInt(this.elementSize(e.type, s))), type: e.type };
            }
            case 'Member': {
                const base = this.lvalue(e.base, s);
                const f = e.record.fields.find((x) => x.name === e.field && (x.name !== '' || x.type === e.type || sameType(x.type, e.type)));
                if (!f)
                    throw evalExpr_unsupported(`member ${e.field} of ${typeToString(e.base.type)}`, e.loc);
                const ptr = this.move(base.ptr, BigInt(f.offset));
                if (f.bitWidth === undefined)
                    return { ptr, type: e.type };
                const signed = f.type.kind === 'int' && f.type.signed;
                return { ptr, type: e.type, field: { bitOffset: f.bitOffset ?? 0, width: f.bitWidth, signed } };
            }
            default:
                throw evalExpr_unsupported(`${e.kind} expression used as an lvalue`, e.loc);
        }
    }
    load(lv, s) {
        const t = lv.type;
        switch (t.kind) {
            case 'int': {
                if (lv.field) {
                    const v = this.mem.readField(lv.ptr, lv.field.bitOffset, lv.field.width, lv.field.signed);
                    return t.ik === 'bool' ? (v !== 0n ? 1n : 0n) : v;
                }
                const raw = this.mem.readBits(lv.ptr, t.bits / 8);
                if (t.ik === 'bool')
                    return raw !== 0n ? 1n : 0n;
                return t.signed ? BigInt.asIntN(t.bits, raw) : raw;
            }
            case 'pointer':
                return this.mem.readPointer(lv.ptr);
            case 'float': {
                const n = this.sizeOf(t, s);
                return new FloatBits(this.mem.readBits(lv.ptr, n), n * 8);
            }
            case 'record':
                return this.mem.snapshot(lv.ptr, this.sizeOf(t, s));
            case 'array':
                return lv.ptr; // an array used as a value is its first element's address
            default:
                throw evalExpr_unsupported(`reading an object of type ${typeToString(t)}`, this.loc);
        }
    }
    store(lv, v, s) {
        const t = lv.type;
        if (t.kind === 'int') {
            const n = this.int(v);
            if (lv.field)
                this.mem.writeField(lv.ptr, lv.field.bitOffset, lv.field.width, wrapToType(n, t));
            else
                this.mem.writeBits(lv.ptr, t.bits / 8, n);
        }
        else if (t.kind === 'pointer')
            this.mem.writePointer(lv.ptr, this.ptr(v));
        else if (t.kind === 'float' && v instanceof FloatBits)
            this.mem.writeBits(lv.ptr, v.width / 8, v.bits);
        else if (t.kind === 'record' && v instanceof Snapshot && v.bytes.length === this.sizeOf(t, s)) {
            this.mem.restore(lv.ptr, v);
        }
        else
            throw evalExpr_unsupported(`storing into an object of type ${typeToString(t)}`, this.loc);
    }
    /** Is `v` non-zero (non-null)? */
    truthy(v) {
        if (typeof v === 'bigint')
            return v !== 0n;
        if (v instanceof Ptr)
            return !v.isNull;
        if (v instanceof FloatBits)
            return (v.bits & ~(1n << BigInt(v.width - 1))) !== 0n;
        throw evalExpr_unsupported('a record or void value as a condition', this.loc);
    }
    eval(e, s) {
        switch (e.kind) {
            case 'IntConst':
                return e.value;
            case 'VarRef':
            case 'Index':
            case 'Member':
            case 'Deref':
            case 'StringLit': {
                const lv = this.lvalue(e, s);
                this.loc = e.loc;
                return this.load(lv, s);
            }
            case 'FuncRef':
                return new Ptr(this.rt.functionObject(e.symbol), 0n);
            case 'AddrOf':
                if (e.operand.kind === 'FuncRef')
                    return new Ptr(this.rt.functionObject(e.operand.symbol), 0n);
                return this.lvalue(e.operand, s).ptr;
            case 'Decay':
                return this.lvalue(e.operand, s).ptr;
            case 'Cast':
                return this.convert(this.eval(e.operand, s), e.type, e.loc);
            case 'Unary':
                return this.unary(e, s);
            case 'Binary':
                return this.binary(e, s);
            default:
                throw evalExpr_unsupported(`a ${e.kind} expression on a CFA edge`, e.loc);
        }
    }
    /** `v` converted to type `to` (C11 6.3; integer to pointer finds the object at that address). */
    convert(v, to, loc) {
        if (to.kind === 'void')
            return undefined;
        if (to.kind === 'int') {
            if (typeof v === 'bigint')
                return wrapToType(v, to);
            if (v instanceof Ptr)
                return to.ik === 'bool' ? (v.isNull ? 0n : 1n) : wrapToType(this.mem.addressOf(v), to);
            throw evalExpr_unsupported('floating point', loc);
        }
        if (to.kind === 'pointer') {
            if (typeof v === 'bigint')
                return this.mem.fromAddress(v);
            if (v instanceof Ptr)
                return v;
            throw evalExpr_unsupported(`conversion to ${typeToString(to)}`, loc);
        }
        if (to.kind === 'float' && v instanceof FloatBits && v.width === (sizeOf(to, this.rt.model) ?? 0) * 8)
            return v;
        if (to.kind === 'record' && v instanceof Snapshot)
            return v;
        if (to.kind === 'float' || v instanceof FloatBits)
            throw evalExpr_unsupported('floating point', loc);
        throw evalExpr_unsupported(`conversion to ${typeToString(to)}`, loc);
    }
    /** Exact result `r` wrapped to `t`; a signed result out of range is recorded as an overflow. */
    wrap(r, t, loc) {
        const w = wrapToType(r, t);
        if (t.signed && w !== r)
            this.rt.signedOverflow(loc);
        return w;
    }
    unary(e, s) {
        const v = this.eval(e.operand, s);
        if (e.op === '!')
            return this.truthy(v) ? 0n : 1n;
        const t = e.type;
        const n = this.int(v);
        return e.op === '-' ? this.wrap(-n, t, e.loc) : wrapToType(~n, t);
    }
    binary(e, s) {
        const l = this.eval(e.left, s);
        const r = this.eval(e.right, s);
        if (l instanceof Ptr || r instanceof Ptr)
            return this.pointerBinary(e, l, r, s);
        const a = this.int(l);
        const b = this.int(r);
        const loc = e.loc;
        const bool = (x) => (x ? 1n : 0n);
        switch (e.op) {
            case '<':
                return bool(a < b);
            case '<=':
                return bool(a <= b);
            case '>':
                return bool(a > b);
            case '>=':
                return bool(a >= b);
            case '==':
                return bool(a === b);
            case '!=':
                return bool(a !== b);
            default:
                break;
        }
        if (e.type.kind !== 'int')
            throw evalExpr_unsupported(`operator ${e.op} on ${typeToString(e.type)}`, loc);
        const t = e.type;
        switch (e.op) {
            case '+':
                return this.wrap(a + b, t, loc);
            case '-':
                return this.wrap(a - b, t, loc);
            case '*':
                return this.wrap(a * b, t, loc);
            case '/':
            case '%':
                if (b === 0n)
                    throw evalExpr_ub(e.op === '/' ? 'division by zero' : 'remainder by zero', loc);
                if (t.signed && b === -1n && a === minValue(t)) {
                    throw evalExpr_ub(`signed overflow in ${a} ${e.op} -1 (undefined behaviour)`, loc);
                }
                return wrapToType(e.op === '/' ? a / b : a % b, t);
            case '<<':
            case '>>':
                if (b < 0n || b >= BigInt(t.bits))
                    throw evalExpr_ub(`shift by ${b} (negative or not below the width ${t.bits})`, loc);
                if (e.op === '>>')
                    return wrapToType(a >> b, t);
                if (t.signed && a < 0n)
                    throw evalExpr_ub(`left shift of the negative value ${a}`, loc);
                return this.wrap(a << b, t, loc);
            case '&':
                return wrapToType(a & b, t);
            case '|':
                return wrapToType(a | b, t);
            case '^':
                return wrapToType(a ^ b, t);
        }
    }
    pointerBinary(e, l, r, s) {
        const loc = e.loc;
        if (e.type.kind === 'pointer' && (e.op === '+' || e.op === '-')) {
            const p = this.ptr(l);
            const n = this.int(r);
            const bytes = n * BigInt(this.elementSize(e.type.to, s));
            return this.move(p, e.op === '+' ? bytes : -bytes);
        }
        const a = this.ptr(l);
        const b = this.ptr(r);
        const sameObject = a.obj === b.obj;
        if (e.op === '==' || e.op === '!=') {
            const eq = sameObject
                ? a.off === b.off
                : this.mem.addressOf(a) === this.mem.addressOf(b) && (!a.obj || !b.obj);
            return (e.op === '==') === eq ? 1n : 0n;
        }
        if (!sameObject) {
            throw evalExpr_ub(`${e.op === '-' ? 'subtraction' : 'relational comparison'} of pointers into different objects`, loc);
        }
        switch (e.op) {
            case '-': {
                if (e.left.type.kind !== 'pointer' || e.type.kind !== 'int')
                    break;
                const size = BigInt(this.elementSize(e.left.type.to, s));
                return wrapToType((a.off - b.off) / size, e.type);
            }
            case '<':
                return a.off < b.off ? 1n : 0n;
            case '<=':
                return a.off <= b.off ? 1n : 0n;
            case '>':
                return a.off > b.off ? 1n : 0n;
            case '>=':
                return a.off >= b.off ? 1n : 0n;
            default:
                break;
        }
        throw evalExpr_unsupported(`operator ${e.op} on pointers`, loc);
    }
}

;// CONCATENATED MODULE: ./src/certify/state.ts
// The program state of the concrete interpreter besides memory contents: global objects (with
// their initializers run), string-literal and function objects, call frames with lazily created
// local objects, and which locals are CFA temporaries or declared with an initializer.





function literalName(bytes) {
    const text = String.fromCharCode(...bytes.slice(0, 16).map((b) => (b >= 0x20 && b < 0x7f ? b : 0x3f)));
    return JSON.stringify(bytes.length > 16 ? `${text}...` : text);
}
class State {
    cfa;
    model;
    mem;
    ev;
    frames = [];
    globals = new Map();
    strings = new WeakMap();
    functions = new Map();
    temps = new Map();
    overflowKeys = new Set();
    initialized;
    overflows = [];
    /** Scope of global initializers: globals only. */
    globalScope = {
        object: (sym) => {
            if (sym.storage === 'global' || sym.storage === 'static-local')
                return this.global(sym);
            throw new Stop('unsupported', `local ${sym.name} in a global initializer`);
        },
    };
    constructor(cfa, model) {
        this.cfa = cfa;
        this.model = model;
        this.mem = new Memory(model.pointerBytes);
        this.ev = new Evaluator(this);
    }
    signedOverflow(loc) {
        const key = `${loc.file}:${loc.line}:${loc.col}`;
        if (this.overflowKeys.has(key))
            return;
        this.overflowKeys.add(key);
        this.overflows.push(loc);
    }
    stringObject(lit) {
        let o = this.strings.get(lit);
        if (!o) {
            o = this.mem.allocate('string', literalName(lit.bytes), lit.bytes.length + 1, 1, true);
            o.bytes.set(lit.bytes);
            o.alive = true;
            this.strings.set(lit, o);
        }
        return o;
    }
    functionObject(sym) {
        let o = this.functions.get(sym.name);
        if (!o) {
            o = this.mem.allocate('function', sym.name, 1, 1, true);
            this.functions.set(sym.name, o);
        }
        return o;
    }
    global(sym) {
        const o = this.globals.get(sym.uid);
        if (!o)
            throw new Stop('unsupported', `${sym.name} is declared but never defined`);
        return o;
    }
    /** Creates every global (zero-filled), then runs their initializers in definition order. */
    initGlobals() {
        for (const g of this.cfa.globals) {
            const sym = g.variable;
            this.ev.loc = sym.loc;
            const size = this.ev.sizeOf(sym.type, this.globalScope);
            const name = sym.storage === 'static-local' ? sym.uid : sym.name;
            this.globals.set(sym.uid, this.mem.allocate('global', name, size, alignOf(sym.type, this.model), true));
        }
        for (const g of this.cfa.globals) {
            if (!g.init)
                continue;
            this.ev.loc = g.variable.loc;
            const lv = { ptr: new Ptr(this.global(g.variable), 0n), type: g.variable.type };
            this.initialize(lv, g.init, this.globalScope);
        }
    }
    initialize(lv, init, s) {
        if (init.kind === 'scalar') {
            const v = this.ev.eval(init.expr, s);
            if (v === undefined)
                throw new Stop('unsupported', 'a void initializer');
            this.ev.store(lv, v, s);
            return;
        }
        const t = lv.type;
        for (const [k, sub] of init.elements) {
            if (t.kind === 'array') {
                this.initialize({ ptr: this.ev.move(lv.ptr, BigInt(k * this.ev.sizeOf(t.of, s))), type: t.of }, sub, s);
            }
            else if (t.kind === 'record' && t.def.fields[k]) {
                const f = t.def.fields[k];
                const ptr = this.ev.move(lv.ptr, BigInt(f.offset));
                const signed = f.type.kind === 'int' && f.type.signed;
                const field = f.bitWidth === undefined ? undefined : { bitOffset: f.bitOffset ?? 0, width: f.bitWidth, signed };
                this.initialize({ ptr, type: f.type, field }, sub, s);
            }
            else
                throw new Stop('unsupported', 'an initializer element the interpreter cannot place');
        }
    }
    /** A new frame for `fn`; its locals are created (uninitialised) on first use. */
    pushFrame(fn, call) {
        const vars = new Map();
        const scope = {
            object: (sym) => {
                if (sym.storage === 'global' || sym.storage === 'static-local')
                    return this.global(sym);
                let o = vars.get(sym.uid);
                if (!o) {
                    o = this.newLocal(sym, this.ev.sizeOf(sym.type, scope));
                    vars.set(sym.uid, o);
                }
                return o;
            },
        };
        const frame = { fn, node: fn.entry, vars, call, scope };
        this.frames.push(frame);
        return frame;
    }
    newLocal(sym, size) {
        return this.mem.allocate('local', sym.name, size, alignOf(sym.type, this.model), false);
    }
    /** Leaves the top frame: its locals' lifetimes end. */
    popFrame() {
        const f = this.frames.pop();
        for (const o of f.vars.values())
            this.mem.kill(o);
        return f;
    }
    /** Does the declaration of local `sym` of `fn` have an initializer? */
    hasInitializer(fn, sym) {
        this.initialized ??= initializedLocals(this.cfa.program);
        return this.initialized.get(fn.name)?.has(sym) ?? false;
    }
    /** Is `sym` a temporary the CFA builder introduced in `fn` (not a variable of the program)? */
    isTemp(fn, sym) {
        if (sym.storage !== 'local')
            return false;
        let declared = this.temps.get(fn.name);
        if (!declared) {
            const def = this.cfa.program.definitions.find((d) => d.symbol.name === fn.name);
            declared = new Set([...(def?.locals ?? []), ...(def?.params ?? [])].map((v) => v.uid));
            this.temps.set(fn.name, declared);
        }
        return !declared.has(sym.uid);
    }
}

;// CONCATENATED MODULE: ./src/certify/trace.ts
// Records the trace of a run. Merging rule: an edge joins the current step when it runs in the same
// frame, at the same file and line, with the same statement text, and is not already part of that
// step (so loop iterations stay apart); blank edges without text (joins, loop back edges) are not
// recorded. Values print as C literals: `-1`, `4294967295u`, `NULL`, `&a+8`, `{.x = 1, .y = 2}`.


class TraceRecorder {
    enabled;
    steps = [];
    open;
    constructor(enabled) {
        this.enabled = enabled;
    }
    /** An edge executes in `frame` (any object identifying the activation) of function `fn`. */
    edge(frame, fn, e) {
        if (!this.enabled || (e.kind === 'blank' && e.text === ''))
            return;
        const o = this.open;
        if (o &&
            !o.sealed &&
            o.frame === frame &&
            o.step.file === e.loc.file &&
            o.step.line === e.loc.line &&
            o.step.text === e.text &&
            !o.step.edgeIds.includes(e.id)) {
            o.step.edgeIds.push(e.id);
            return;
        }
        this.start(frame, fn, e.loc, e.text, [e.id], false);
    }
    /** A function starts: a step of its own at its definition, with the parameters' values. */
    enter(frame, fn, loc, text) {
        if (this.enabled)
            this.start(frame, fn, loc, text, [], true);
    }
    /** Execution continues in `frame` after a call returned: the call's statement gets a new step. */
    resume(frame, fn, call) {
        if (this.enabled)
            this.start(frame, fn, call.loc, call.text, [call.id], false);
    }
    /** `key` got `value` in the current step (a later write to the same key replaces the value). */
    assign(key, value) {
        if (this.open)
            this.open.step.assignments[key] = value;
    }
    start(frame, fn, loc, text, edgeIds, sealed) {
        const step = { file: loc.file, line: loc.line, function: fn, text, assignments: {}, edgeIds };
        this.steps.push(step);
        this.open = { step, frame, sealed };
    }
}
const UNSIGNED_SUFFIXED = new Set(['uint', 'ulong', 'ullong', 'uint128']);
const MAX_ELEMENTS = 16;
/** An integer as a C literal of its type: unsigned int and wider get a `u` suffix. */
function intLiteral(v, t) {
    return UNSIGNED_SUFFIXED.has(t.ik) ? `${v}u` : `${v}`;
}
/** A pointer as C: `NULL`, `&x`, `&a+8` (byte offset), or a bare address `(void *)0x1234`. */
function pointerText(p) {
    if (p.obj === null)
        return p.off === 0n ? 'NULL' : `(void *)0x${p.off.toString(16)}`;
    const base = `&${p.obj.name}`;
    return p.off === 0n ? base : `${base}${p.off > 0n ? '+' : ''}${p.off}`;
}
/** The value of an object of type `t` at `p`, for traces; `?` where it is not initialised. */
function formatObject(mem, model, p, t, depth = 0) {
    const at = (off) => new Ptr(p.obj, p.off + BigInt(off));
    switch (t.kind) {
        case 'int': {
            const raw = mem.peek(p, t.bits / 8);
            if (raw === undefined)
                return '?';
            return intLiteral(t.ik === 'bool' ? (raw !== 0n ? 1n : 0n) : t.signed ? BigInt.asIntN(t.bits, raw) : raw, t);
        }
        case 'pointer': {
            const v = mem.peekPointer(p);
            return v === undefined ? '?' : pointerText(v);
        }
        case 'float': {
            const raw = mem.peek(p, sizeOf(t, model) ?? 0);
            return raw === undefined ? '?' : `<${t.fk} 0x${raw.toString(16)}>`;
        }
        case 'array': {
            const n = t.length ?? 0;
            const size = sizeOf(t.of, model) ?? 0;
            if (depth > 3 || size === 0)
                return '{...}';
            const parts = [];
            for (let i = 0; i < Math.min(n, MAX_ELEMENTS); i++)
                parts.push(formatObject(mem, model, at(i * size), t.of, depth + 1));
            if (n > MAX_ELEMENTS)
                parts.push('...');
            return `{${parts.join(', ')}}`;
        }
        case 'record': {
            if (depth > 3)
                return '{...}';
            const parts = t.def.fields.map((f) => {
                if (f.bitWidth === undefined)
                    return `.${f.name} = ${formatObject(mem, model, at(f.offset), f.type, depth + 1)}`;
                const n = Math.ceil(((f.bitOffset ?? 0) + f.bitWidth) / 8);
                const raw = mem.peek(at(f.offset), n);
                if (raw === undefined)
                    return `.${f.name} = ?`;
                const bits = (raw >> BigInt(f.bitOffset ?? 0)) & ((1n << BigInt(f.bitWidth)) - 1n);
                const signed = f.type.kind === 'int' && f.type.signed;
                const v = signed ? BigInt.asIntN(f.bitWidth, bits) : bits;
                return `.${f.name} = ${f.type.kind === 'int' ? intLiteral(v, f.type) : v}`;
            });
            return `{${parts.join(', ')}}`;
        }
        default:
            return '?';
    }
}

;// CONCATENATED MODULE: ./src/certify/interpreter.ts
// The concrete interpreter: runs a ProgramCfa from an entry function on a sequence of
// nondeterministic inputs, bit-precisely, and reports how the run ends (violation, exit, blocked
// path, undefined behaviour, unsupported construct, limits, input problems) with a trace. The
// order in which inputs are consumed is the contract with the engines: see execute() below.







const DEFAULT_MAX_STEPS = 1_000_000;
const DEFAULT_MAX_DEPTH = 10_000;
/**
 * Input consumption, in execution order (each InputValue must match source, edgeId, width and
 * signedness; `name` is informational):
 * 1. The entry function's parameters, in order: one `param` input per scalar leaf (edgeId undefined).
 * 2. A havoc edge: one input per scalar leaf of its lhs type, source = the edge's reason
 *    (`nondet`/`external`), edgeId = the edge, name = the callee.
 * 3. A decl edge without zeroInit (each time it runs, temporaries included): one `uninit` input per
 *    scalar leaf of the variable, edgeId = the edge, name = the variable's source name. A variable
 *    without leaves (floating point, unions, bit-fields, VLAs, more than 64 scalars) consumes none
 *    and stays uninitialised: reading it before a write is undefined behaviour. zeroInit decls
 *    consume nothing. (Havoc edges and parameters without leaves are unsupported.)
 * Leaves (scalarLeaves): an integer or pointer is one leaf; an aggregate of integers and pointers
 * has one per scalar, element by element and member by member; width = the type's bits (_Bool: 8,
 * value 0 or 1; pointers: unsigned, 0 = NULL, any other value a bare address, not dereferenceable).
 * Nothing else consumes inputs: malloc'd memory is uninitialised (reading it before writing is
 * undefined behaviour), malloc never fails, globals are initialised by their initializers.
 *
 * Runs `cfa` from `options.entry` (default `main`) on `inputs` (a queue, or a provider).
 */
function execute(cfa, inputs, options = {}) {
    const provider = Array.isArray(inputs) ? inputQueue(inputs) : inputs;
    return new Machine(cfa, provider, options).run();
}
/** The variable an lvalue belongs to, unless it lies behind a pointer. */
function interpreter_rootVar(e) {
    if (e.kind === 'VarRef')
        return e.symbol;
    if (e.kind === 'Member')
        return interpreter_rootVar(e.base);
    if (e.kind === 'Index' && e.base.type.kind === 'array')
        return interpreter_rootVar(e.base);
    return undefined;
}
class Machine {
    cfa;
    inputs;
    options;
    st;
    trace;
    properties = new Map();
    steps = 0;
    consumed = 0;
    heapBlocks = 0;
    lastLoc;
    maxSteps;
    maxDepth;
    constructor(cfa, inputs, options) {
        this.cfa = cfa;
        this.inputs = inputs;
        this.options = options;
        this.st = new State(cfa, cfa.program.dataModel);
        this.trace = new TraceRecorder(options.trace !== false);
        for (const fn of cfa.functions.values())
            for (const p of fn.properties)
                this.properties.set(p.node, p);
        this.maxSteps = options.maxSteps ?? DEFAULT_MAX_STEPS;
        this.maxDepth = options.maxCallDepth ?? DEFAULT_MAX_DEPTH;
    }
    run() {
        let outcome;
        try {
            outcome = this.loop();
        }
        catch (x) {
            if (x instanceof Halt)
                outcome = x.outcome;
            else if (x instanceof Stop) {
                const loc = x.loc ?? this.st.ev.loc ?? this.lastLoc ?? this.cfa.program.definitions[0]?.loc;
                outcome =
                    x.kind === 'unsupported'
                        ? { kind: 'unsupported', feature: x.what, loc: loc }
                        : { kind: 'undefined-behavior', what: x.what, loc: loc };
            }
            else
                throw x;
        }
        return {
            outcome,
            trace: this.trace.steps,
            signedOverflows: this.st.overflows,
            inputsConsumed: this.consumed,
            observedInputs: [...this.st.mem.observed].sort((a, b) => a - b),
            steps: this.steps,
        };
    }
    loop() {
        const entryName = this.options.entry ?? 'main';
        const entry = this.cfa.functions.get(entryName);
        const fallback = this.cfa.program.definitions[0]?.loc ?? { file: '', line: 0, col: 0 };
        if (!entry)
            return { kind: 'unsupported', feature: `no function ${entryName} to start in`, loc: fallback };
        this.lastLoc = entry.loc;
        this.st.initGlobals();
        const frame = this.st.pushFrame(entry, undefined);
        this.st.ev.loc = entry.loc;
        const params = entry.params.map((p) => {
            const obj = this.st.newLocal(p, this.st.ev.sizeOf(p.type, frame.scope));
            frame.vars.set(p.uid, obj);
            const lv = { ptr: new Ptr(obj, 0n), type: p.type };
            this.fill(lv, frame, { source: 'param', edgeId: undefined, name: p.name, loc: p.loc });
            return lv;
        });
        this.enter(frame, params);
        for (;;) {
            const f = this.st.frames[this.st.frames.length - 1];
            const node = f.node;
            if (node.role === 'error') {
                const p = this.properties.get(node);
                return {
                    kind: 'violation',
                    propertyId: p?.id ?? `${f.fn.name}#?`,
                    loc: p?.loc ?? node.loc ?? f.fn.loc,
                };
            }
            const here = node.loc ?? this.lastLoc ?? f.fn.loc;
            if (node.role === 'terminal')
                return { kind: 'exit', via: 'terminal', loc: here };
            const edge = this.choose(f);
            if (!edge) {
                if (node.out.length > 0)
                    this.trace.edge(f, f.fn.name, node.out[0]);
                return { kind: 'blocked', loc: node.out[0]?.loc ?? here };
            }
            if (++this.steps > this.maxSteps)
                return { kind: 'limit', what: 'steps', loc: edge.loc };
            const done = this.exec(f, edge);
            if (done)
                return done;
        }
    }
    /** The first enabled out-edge of the frame's node (assume edges whose condition holds). */
    choose(f) {
        const out = f.node.out;
        const seen = new Map();
        for (const e of out) {
            if (e.kind !== 'assume')
                return e;
            let holds = seen.get(e.cond);
            if (holds === undefined) {
                this.at(e);
                try {
                    holds = this.st.ev.truthy(this.st.ev.eval(e.cond, f.scope));
                }
                catch (x) {
                    this.trace.edge(f, f.fn.name, e);
                    throw x;
                }
                seen.set(e.cond, holds);
            }
            if (holds === e.truth)
                return e;
        }
        return undefined;
    }
    at(e) {
        this.lastLoc = e.loc;
        this.st.ev.loc = e.loc;
    }
    /** Executes one edge; returns an outcome when the run ends with it. */
    exec(f, e) {
        const { ev } = this.st;
        const s = f.scope;
        this.at(e);
        this.trace.edge(f, f.fn.name, e);
        switch (e.kind) {
            case 'blank':
            case 'assume':
                break;
            case 'assign': {
                const lv = ev.lvalue(e.lhs, s);
                const v = this.value(ev.eval(e.rhs, s), e.rhs);
                ev.loc = e.loc;
                ev.store(lv, v, s);
                this.note(f, e.lhs, lv);
                break;
            }
            case 'havoc': {
                const lv = ev.lvalue(e.lhs, s);
                this.fill(lv, f, { source: e.reason, edgeId: e.id, name: e.callee, loc: e.loc });
                this.note(f, e.lhs, lv, `${e.callee}()`);
                break;
            }
            case 'decl':
                this.declare(f, e);
                break;
            case 'alloc': {
                const size = ev.eval(e.size, s);
                if (typeof size !== 'bigint')
                    throw new Stop('unsupported', 'a non-integer allocation size');
                if (size > 1n << 30n)
                    throw new Stop('unsupported', `an allocation of ${size} bytes`);
                const obj = this.st.mem.allocate('heap', `heap#${++this.heapBlocks}`, Number(size), 16, e.zeroed);
                if (e.lhs) {
                    const lv = ev.lvalue(e.lhs, s);
                    ev.store(lv, new Ptr(obj, 0n), s);
                    this.note(f, e.lhs, lv, 'malloc()');
                }
                break;
            }
            case 'free': {
                const p = ev.eval(e.pointer, s);
                if (!(p instanceof Ptr))
                    throw new Stop('unsupported', 'free of a non-pointer');
                this.st.mem.free(p);
                break;
            }
            case 'call':
                this.call(f, e);
                return undefined;
            case 'return':
                return this.ret(f, e);
            case 'unsupported':
                throw new Stop('unsupported', e.feature, e.loc);
        }
        f.node = e.to;
        return undefined;
    }
    value(v, e) {
        if (v === undefined)
            throw new Stop('unsupported', 'a void value', e.loc);
        return v;
    }
    declare(f, e) {
        const { ev, mem } = this.st;
        const v = e.variable;
        let obj = f.vars.get(v.uid);
        if (e.vlaLength !== undefined || (v.type.kind === 'array' && v.type.vla)) {
            const len = e.vlaLength ? ev.eval(e.vlaLength, f.scope) : undefined;
            const size = typeof len === 'bigint' && v.type.kind === 'array'
                ? Number(len) * ev.sizeOf(v.type.of, f.scope)
                : ev.sizeOf(v.type, f.scope);
            if (obj)
                mem.kill(obj);
            obj = this.st.newLocal(v, size);
            f.vars.set(v.uid, obj);
        }
        else
            obj = f.scope.object(v);
        const lv = { ptr: new Ptr(obj, 0n), type: v.type };
        const leaves = e.zeroInit ? [] : inputs_scalarLeaves(v.type, this.st.model);
        // No leaves (unions, bit-fields, VLAs, more than 64 scalars): indeterminate, nothing consumed.
        mem.reset(obj, leaves !== undefined);
        if (!leaves || e.zeroInit)
            return;
        this.fillLeaves(lv, leaves, f, { source: 'uninit', edgeId: e.id, name: v.name, loc: e.loc });
        if (!this.st.isTemp(f.fn, v) && !this.st.hasInitializer(f.fn, v)) {
            this.trace.assign(v.name, this.describe(lv));
        }
    }
    /** Gives every scalar leaf of `lv` the next input (havoc edges and parameters). */
    fill(lv, f, req) {
        const leaves = inputs_scalarLeaves(lv.type, this.st.model);
        if (!leaves)
            throw new Stop('unsupported', `a nondeterministic value of type ${typeToString(lv.type)}`);
        this.fillLeaves(lv, leaves, f, req);
    }
    fillLeaves(lv, leaves, f, req) {
        const { ev, mem } = this.st;
        const scalar = lv.type.kind === 'int' || lv.type.kind === 'pointer' || lv.type.kind === 'float';
        for (const leaf of leaves) {
            const isBool = leaf.type.kind === 'int' && leaf.type.ik === 'bool';
            const { bits, index } = this.take({ ...req, width: leaf.width, signed: leaf.signed }, isBool);
            // A scalar lvalue (maybe a bit-field) is written as itself; aggregates leaf by leaf.
            const target = scalar ? lv : { ptr: ev.move(lv.ptr, BigInt(leaf.offset)), type: leaf.type };
            ev.store(target, leafValue(leaf.type, leaf.width, leaf.signed, bits), f.scope);
            if (req.source === 'uninit' || req.source === 'param') {
                const fld = target.field;
                const bytes = fld ? Math.ceil((fld.bitOffset + fld.width) / 8) : ev.sizeOf(leaf.type, f.scope);
                mem.tagOrigin(target.ptr, bytes, index);
            }
        }
    }
    take(req, isBool) {
        const v = this.inputs.next(req);
        if (v === undefined)
            throw new Halt({ kind: 'inputs-exhausted', request: req, loc: req.loc });
        const index = this.consumed++;
        const detail = inputMismatch(req, v, isBool);
        if (detail !== undefined) {
            throw new Halt({ kind: 'input-mismatch', index, request: req, got: v, detail, loc: req.loc });
        }
        return { bits: v.bits, index };
    }
    call(f, e) {
        const callee = this.cfa.functions.get(e.callee);
        if (!callee)
            throw new Stop('unsupported', `call of ${e.callee}, which has no CFA`, e.loc);
        const args = e.args.map((a) => this.value(this.st.ev.eval(a, f.scope), a));
        if (args.length < callee.params.length)
            throw new Stop('unsupported', `call of ${e.callee} with too few arguments`);
        if (this.st.frames.length >= this.maxDepth)
            throw new Halt({ kind: 'limit', what: 'call-depth', loc: e.loc });
        const frame = this.st.pushFrame(callee, e);
        this.st.ev.loc = e.loc;
        const params = callee.params.map((p, i) => {
            const obj = this.st.newLocal(p, this.st.ev.sizeOf(p.type, frame.scope));
            frame.vars.set(p.uid, obj);
            const lv = { ptr: new Ptr(obj, 0n), type: p.type };
            this.st.ev.store(lv, args[i], frame.scope);
            return lv;
        });
        this.enter(frame, params);
    }
    enter(frame, params) {
        const fn = frame.fn;
        this.trace.enter(frame, fn.name, fn.loc, `${fn.name}(${fn.params.map((p) => p.name).join(', ')})`);
        fn.params.forEach((p, i) => this.trace.assign(p.name, this.describe(params[i])));
    }
    ret(f, e) {
        const v = e.value ? this.st.ev.eval(e.value, f.scope) : undefined;
        this.st.popFrame();
        const call = f.call;
        if (!call)
            return { kind: 'exit', via: 'return', code: typeof v === 'bigint' ? v : undefined, loc: e.loc };
        const caller = this.st.frames[this.st.frames.length - 1];
        this.at(call);
        if (call.lhs) {
            if (v === undefined) {
                throw new Stop('undefined-behavior', `the value of ${f.fn.name} is used, but it returned none`, call.loc);
            }
            const lv = this.st.ev.lvalue(call.lhs, caller.scope);
            this.st.ev.store(lv, v, caller.scope);
            this.trace.resume(caller, caller.fn.name, call);
            this.note(caller, call.lhs, lv, `${call.callee}()`);
        }
        caller.node = call.to;
        return undefined;
    }
    /** Records a write in the trace: temporaries only under `tempKey` (a call's result). */
    note(f, lhs, lv, tempKey) {
        const root = interpreter_rootVar(lhs);
        const temp = root !== undefined && this.st.isTemp(f.fn, root);
        if (temp && tempKey === undefined)
            return;
        const key = temp ? tempKey : exprToC(lhs, { implicitCasts: false, names: 'source' });
        this.trace.assign(key, this.describe(lv));
    }
    describe(lv) {
        const { mem, model } = this.st;
        if (lv.field && lv.type.kind === 'int') {
            const n = Math.ceil((lv.field.bitOffset + lv.field.width) / 8);
            const raw = mem.peek(lv.ptr, n);
            if (raw === undefined)
                return '?';
            const bits = (raw >> BigInt(lv.field.bitOffset)) & ((1n << BigInt(lv.field.width)) - 1n);
            return intLiteral(lv.field.signed ? BigInt.asIntN(lv.field.width, bits) : bits, lv.type);
        }
        return formatObject(mem, model, lv.ptr, lv.type);
    }
}

;// CONCATENATED MODULE: ./src/certify/replay.ts
// Replays an engine's counterexample on the concrete interpreter. Soundness gate: a candidate is
// confirmed only when the run consumes exactly its inputs, in order, and ends at a violation of
// the same property with no undefined behaviour on the way (signed overflows wrap, are listed).

const at = (loc) => `${loc.file}:${loc.line}`;
/** Why a run with outcome `o` is not the violation `want`; undefined when it is. */
function mismatch(o, want) {
    switch (o.kind) {
        case 'violation':
            return o.propertyId === want
                ? undefined
                : `the run violates ${o.propertyId} instead of ${want} (${at(o.loc)})`;
        case 'exit':
            return `the run ends without a violation (${o.via === 'return' ? 'returns' : 'exits'} at ${at(o.loc)})`;
        case 'blocked':
            return `the path is infeasible with these inputs: no branch can be taken at ${at(o.loc)}`;
        case 'undefined-behavior':
            return `undefined behaviour before the violation: ${o.what} at ${at(o.loc)}`;
        case 'unsupported':
            return `the interpreter cannot execute ${o.feature} (${at(o.loc)})`;
        case 'limit':
            return `the run exceeds the interpreter's ${o.what === 'steps' ? 'step' : 'call depth'} limit at ${at(o.loc)}`;
        case 'inputs-exhausted':
            return `the inputs run out: ${o.request.source} value for ${o.request.name} needed at ${at(o.loc)}`;
        case 'input-mismatch':
            return `input ${o.index} (${o.got.name}) does not fit: ${o.detail} at ${at(o.loc)}`;
    }
}
function replay(cfa, entry, cex, options = {}) {
    const run = execute(cfa, cex.inputs, { ...options, entry });
    const base = {
        trace: run.trace,
        outcome: run.outcome,
        signedOverflows: run.signedOverflows,
        observedInputs: run.observedInputs,
    };
    let reason = mismatch(run.outcome, cex.propertyId);
    if (reason === undefined && run.inputsConsumed < cex.inputs.length) {
        const extra = cex.inputs.length - run.inputsConsumed;
        reason = `the violation is reached after ${run.inputsConsumed} of ${cex.inputs.length} inputs (${extra} left over)`;
    }
    return reason === undefined ? { confirmed: true, ...base } : { confirmed: false, reason, ...base };
}

;// CONCATENATED MODULE: ./src/certify/randomTesting.ts
// Random testing as a portfolio member: runs the concrete interpreter on generated inputs
// (zeros first, then boundary values and random values of each input's width) and keeps, per
// property, the first run that reaches it. Such a violation is a real execution, so it is
// confirmed by construction; it still goes through replay for its trace like any other.


function randomTesting(cfa, options) {
    const found = new Map();
    let seed = options.seed ?? 0x2545f491;
    const random = () => {
        // xorshift32: deterministic, so runs are reproducible
        seed ^= seed << 13;
        seed ^= seed >>> 17;
        seed ^= seed << 5;
        return (seed >>> 0) / 4294967296;
    };
    const maxRuns = options.maxRuns ?? 10_000;
    let runs = 0;
    for (; runs < maxRuns && Date.now() < options.deadline; runs++) {
        const strategy = runs;
        const given = [];
        const values = inputsFrom((req) => pick(req, strategy, random));
        const provider = {
            next(req) {
                const v = values.next(req);
                if (v)
                    given.push(v);
                return v;
            },
        };
        // A run cannot be interrupted: give it only as many steps as the time left allows
        // (the interpreter does about 200,000 steps a second).
        const budget = Math.max(10_000, (options.deadline - Date.now()) * 200);
        const maxSteps = Math.min(options.maxSteps ?? 3_000_000, budget);
        const run = execute(cfa, provider, { entry: options.entry, maxSteps, trace: false });
        if (run.outcome.kind === 'violation' && !found.has(run.outcome.propertyId)) {
            found.set(run.outcome.propertyId, { propertyId: run.outcome.propertyId, inputs: given });
        }
        if (run.outcome.kind === 'unsupported')
            break; // every run would stop there
    }
    return { found, runs };
}
const BOUNDARY = [0n, 1n, -1n, 2n, 10n, 100n];
/** A value for one request: run 0 all zeros, then a mix of boundary, small and full-range values. */
function pick(req, run, random) {
    const isBool = req.width === 8 && /bool/i.test(req.name);
    if (isBool)
        return run === 0 ? 0n : random() < 0.5 ? 0n : 1n;
    if (run === 0)
        return 0n;
    const r = random();
    if (r < 0.3)
        return BOUNDARY[Math.floor(random() * BOUNDARY.length)];
    if (r < 0.4) {
        const max = (1n << BigInt(req.signed ? req.width - 1 : req.width)) - 1n;
        const min = req.signed ? -(1n << BigInt(req.width - 1)) : 0n;
        return random() < 0.5 ? max : min;
    }
    if (r < 0.65)
        return BigInt(Math.floor(random() * 201) - 100);
    if (r < 0.8) {
        // around a power of two: where wrap-around and loop-count effects show
        const k = Math.floor(random() * Math.min(req.width - 1, 24));
        return (1n << BigInt(k)) + BigInt(Math.floor(random() * 5) - 2);
    }
    let v = 0n;
    for (let i = 0; i < req.width; i += 16)
        v = (v << 16n) | BigInt(Math.floor(random() * 65536));
    return v;
}

;// CONCATENATED MODULE: ./src/certify/reproducer.ts
// Writes a C file that, compiled by gcc with the original program, replays a counterexample
// natively: __VERIFIER_nondet_* and body-less external functions return their recorded values in
// call order, and reach_error & co. are defined when the program lacks them. Values gcc cannot be
// given (uninitialised variables, the entry's parameters) make the reproducer incomplete.



/** The reproducer's C source (see `reproducer` for completeness). */
function writeReproducer(cfa, cex, entry = 'main') {
    return reproducer(cfa, cex, entry).text;
}
/** C spelling of a scalar type for a definition; pointers all become `void *` (same ABI). */
function cType(t) {
    switch (t.kind) {
        case 'int':
            return typeToString({ ...t, enumTag: undefined });
        case 'void':
        case 'float':
            return typeToString(t);
        case 'pointer':
            return 'void *';
        default:
            return undefined;
    }
}
const comment = (s) => s.replace(/\*\//g, '* /');
const hex = (v) => `0x${v.toString(16)}ULL`;
function reproducer_literal(v) {
    if (v.width <= 64)
        return hex(v.bits);
    return `(((unsigned __int128)${hex(v.bits >> 64n)} << 64) | ${hex(v.bits & ((1n << 64n) - 1n))})`;
}
/** `return <value of type t from raw bits r>;` */
function returnOf(t, r) {
    if (t.kind === 'int')
        return `return (${cType(t)})${r};`;
    if (t.kind === 'pointer')
        return `return (void *)(__UINTPTR_TYPE__)${r};`;
    if (t.kind === 'float' && t.fk !== 'ldouble') {
        const [u, f] = t.fk === 'float' ? ['unsigned int', 'float'] : ['unsigned long long', 'double'];
        return `union { ${u} u; ${f} f; } pg_x; pg_x.u = (${u})${r}; return pg_x.f;`;
    }
    return undefined;
}
/** `ret name(params)` with parameters p0, p1, ...; undefined when a type cannot be written. */
function signature(name, ft) {
    const ret = cType(ft.ret);
    const params = ft.params.map((p, i) => {
        const c = cType(p);
        return c === undefined ? undefined : `${c}${c.endsWith('*') ? '' : ' '}p${i}`;
    });
    if (ret === undefined || params.some((p) => p === undefined))
        return undefined;
    const list = params;
    let ps = list.join(', ');
    if (ft.variadic)
        ps = ps === '' ? '...' : `${ps}, ...`;
    else if (ps === '' && ft.hasProto)
        ps = 'void';
    const names = list.map((_, i) => `p${i}`);
    return { head: `${ret}${ret.endsWith('*') ? '' : ' '}${name}(${ps})`, params: names };
}
/** Declared in a system or bundled header: the C library provides a definition. */
function fromLibrary(sym) {
    const f = sym.loc.file;
    return f.startsWith('/usr/') || /[\\/]include[\\/]/.test(f) || f.startsWith('<');
}
function findProperty(cfa, id) {
    for (const fn of cfa.functions.values())
        for (const p of fn.properties)
            if (p.id === id)
                return p;
    return undefined;
}
const PRELUDE = [
    '/* Library functions under private names, so the program may use any name. */',
    'extern int pg_dprintf(int, const char *, ...) __asm__("dprintf");',
    'extern void pg_abort(void) __asm__("abort");',
    'extern void pg_exit(int) __asm__("exit");',
    '',
    'static void pg_exhausted(const char *name) {',
    '  pg_dprintf(2, "proofgate: no recorded value left for %s (the run left the counterexample\'s path)\\n", name);',
    '}',
    '',
];
function reproducer(cfa, cex, entry = 'main') {
    const program = cfa.program;
    const notes = [];
    const run = replay(cfa, entry, cex);
    if (!run.confirmed)
        notes.push(`replay did not confirm the counterexample: ${run.reason}`);
    const hidden = run.observedInputs.map((i) => cex.inputs[i]).filter((v) => v !== undefined);
    for (const v of hidden) {
        notes.push(v.source === 'param'
            ? `the run depends on parameter ${v.name} of ${entry}, which a native run cannot set`
            : `the run reads ${v.name} before it is initialised; a native run gets whatever is in memory`);
    }
    const byName = new Map();
    for (const v of cex.inputs) {
        if (v.source !== 'nondet' && v.source !== 'external')
            continue;
        byName.set(v.name, [...(byName.get(v.name) ?? []), v]);
    }
    const body = [];
    const defined = new Set();
    let counter = 0;
    const define = (sym, values) => {
        const sig = signature(sym.name, sym.type);
        const ret = sym.type.ret;
        if (!sig) {
            notes.push(`cannot write ${sym.name} (${typeToString(sym.type)}): records passed by value`);
            return;
        }
        defined.add(sym.name);
        const use = sig.params.map((p) => ` (void)${p};`).join('');
        if (ret.kind === 'void') {
            body.push(`${sig.head} {${use} }`, '');
            return;
        }
        const k = counter++;
        const wide = values.some((v) => v.width > 64);
        const elem = wide ? 'unsigned __int128' : 'unsigned long long';
        const r = `pg_v${k}[pg_n${k}++]`;
        const give = returnOf(ret, r);
        const zero = returnOf(ret, '0');
        if (give === undefined || zero === undefined) {
            notes.push(`cannot return a value of type ${typeToString(ret)} from ${sym.name}`);
            defined.delete(sym.name);
            return;
        }
        const list = values.map(reproducer_literal).join(', ');
        body.push(`/* ${sym.name}: ${values.length} recorded value(s), in call order. */`, `static const ${elem} pg_v${k}[${Math.max(values.length, 1)}] = { ${values.length > 0 ? list : '0'} };`, `static unsigned long pg_n${k};`, `${sig.head} {${use}`, `  if (pg_n${k} >= ${values.length}) { pg_exhausted("${sym.name}"); ${zero} }`, `  ${give}`, '}', '');
    };
    const referenced = referencedFunctions(program);
    for (const name of [...byName.keys()])
        referenced.add(name);
    for (const name of [...referenced].sort()) {
        const sym = program.functions.get(name);
        if (!sym || sym.def || name.startsWith('__builtin_'))
            continue;
        const values = byName.get(name) ?? [];
        if (verificationFunction(sym, body, defined))
            continue;
        if (sym.builtin !== undefined && sym.builtin !== 'nondet')
            continue; // abort, malloc, free, __assert_fail: libc
        if (values.length === 0 && sym.builtin === undefined && fromLibrary(sym))
            continue;
        if (values.length > 0 && fromLibrary(sym))
            notes.push(`${name} from the C library is replaced by recorded values`);
        define(sym, values);
    }
    for (const name of byName.keys()) {
        if (!defined.has(name))
            notes.push(`the recorded values of ${name} cannot be supplied`);
    }
    const complete = run.confirmed && hidden.length === 0 && notes.every((n) => n.includes('replaced by'));
    const own = VERIFICATION_NAMES.filter((n) => defined.has(n));
    const text = header(cfa, cex, { entry, notes, byName, own }).concat(PRELUDE, body).join('\n');
    return { text, complete, notes };
}
const VERIFICATION_NAMES = ['reach_error', '__VERIFIER_error', '__VERIFIER_assert', 'assert'];
/** Defines reach_error & co. when the program does not; true when `sym` is one of them. */
function verificationFunction(sym, out, defined) {
    const fail = (what) => `{ pg_dprintf(2, "proofgate: ${what}\\n"); pg_abort(); }`;
    const param = cType(sym.type.params[0] ?? { kind: 'int', ik: 'int', bits: 32, signed: true }) ?? 'int';
    let text;
    if (sym.name === 'reach_error' || sym.name === '__VERIFIER_error')
        text = `void ${sym.name}(void) ${fail(`${sym.name} reached`)}`;
    else if (sym.builtin === 'assert')
        text = `void ${sym.name}(${param} c) { if (!c) ${fail(`${sym.name} failed`)} }`;
    else if (sym.builtin === 'assume') {
        text = `void ${sym.name}(${param} c) { if (!c) { pg_dprintf(2, "proofgate: assumption violated (the run left the counterexample's path)\\n"); pg_exit(3); } }`;
    }
    else if (sym.builtin === 'atomic')
        text = `void ${sym.name}(void) {}`;
    if (text === undefined)
        return false;
    out.push(text, '');
    defined.add(sym.name);
    return true;
}
function header(cfa, cex, facts) {
    const { entry, notes, byName, own } = facts;
    const program = cfa.program;
    const prop = findProperty(cfa, cex.propertyId);
    const where = prop ? ` (${prop.kind}) at ${prop.loc.file}:${prop.loc.line}: ${prop.text}` : '';
    const files = program.files.join(' ');
    const m32 = program.dataModel.name === 'ILP32' ? ' -m32' : '';
    const counts = [...byName].map(([n, vs]) => `${vs.length} x ${n}`).join(', ');
    const lines = [
        `proofgate reproducer for property ${cex.propertyId}${where}`,
        `Program: ${files}${entry !== 'main' ? ` (entry ${entry})` : ''}`,
        `Build and run: gcc${m32} -fno-builtin ${files} repro.c -o repro && ./repro`,
        `Expected: the run aborts at the failure (SIGABRT, exit status 134)${own.length > 0 ? `; ${own.join(', ')} defined here print "proofgate: <name> reached/failed" first` : ''}.`,
        `Recorded values: ${counts || 'none'}; each function returns its own values in call order.`,
        'gcc may evaluate the operands of one expression in another order than the verifier (left to right);',
        'calls of one function inside a single expression can then receive their values swapped.',
        ...notes.map((n) => `Note: ${n}`),
    ];
    if (notes.some((n) => !n.includes('replaced by')))
        lines.push('INCOMPLETE: the native run may not reproduce the failure.');
    return ['/*', ...lines.map((l) => ` * ${comment(l)}`), ' */', ''];
}

;// CONCATENATED MODULE: ./src/certify/checkUnwinding.ts
// Independent re-check of a BMC safety certificate ("every path ends within depth d and none
// reaches the properties"): the program is unwound to d again, in one step and in a fresh solver
// session, so nothing of the incremental run (its tails, its solver state) is trusted. The
// certificate stands only when both the properties and every cut point are unsatisfiable.



async function checkUnwindingCertificate(cfa, session, entry, propertyIds, depth, timeoutMs) {
    const { script, unroller } = newUnroller(cfa, depth);
    try {
        unroller.start(entry);
    }
    catch (e) {
        if (e instanceof EncodeUnsupported)
            return { accepted: false, reason: `cannot re-encode: ${e.feature}` };
        throw e;
    }
    const wanted = new Set(propertyIds);
    const hits = unroller.errors.filter((h) => wanted.has(h.propertyId)).map((h) => h.instance.guard);
    const cuts = unroller.cutLiterals();
    const bad = script.name('bad', 'Bool', or(...hits, ...cuts.lits));
    await session.add(script.drain());
    const r = await session.check({ assumptions: [bad, ...unroller.tailAssumptions()], timeoutMs });
    if (r === 'unsat')
        return { accepted: true };
    if (r === 'sat')
        return {
            accepted: false,
            reason: `re-check at depth ${depth} found a path to a property or beyond the bound`,
        };
    return {
        accepted: false,
        reason: `re-check at depth ${depth} did not finish (${await session.reasonUnknown()})`,
    };
}

;// CONCATENATED MODULE: ./src/report/certifiedAnswers.ts
// The engine seam's implementation: runs the engine on a program and lets only certified answers
// through. An UNSAFE candidate stands only when concrete replay reaches the same violation; a
// SAFE candidate only when its certificate passes the independent re-check in a fresh solver.
// Everything else becomes UNKNOWN with the reason.







async function certifiedAnswers(cfa, pool, options) {
    const started = performance.now();
    const deadline = Date.now() + options.timeoutSeconds * 1000;
    // BMC stops at 85% of the time so that a SAFE answer's certificate check fits in the rest.
    const searchDeadline = Date.now() + options.timeoutSeconds * 850;
    const answers = [];
    // Portfolio, part 1: random testing for a tenth of the time (at most 10 s). What it reaches is a
    // real execution; replay re-runs it for the trace.
    if (options.engine === 'auto') {
        const testing = randomTesting(cfa, {
            entry: options.entry,
            deadline: Date.now() + Math.min(10_000, options.timeoutSeconds * 150),
        });
        const testSeconds = (performance.now() - started) / 1000;
        for (const [propertyId, cex] of testing.found) {
            const run = replay(cfa, options.entry, cex);
            if (!run.confirmed)
                continue; // BMC will look at it
            if (options.reproducerDir)
                certifiedAnswers_writeReproducer(cfa, { verdict: 'unsafe', counterexample: cex }, options);
            answers.push({
                propertyId,
                engine: 'testing',
                seconds: testSeconds,
                result: { verdict: 'unsafe', counterexample: cex },
                trace: boundTrace(run.trace),
            });
        }
    }
    const decided = new Set(answers.map((a) => a.propertyId));
    // Part 2: BMC for everything else.
    const session = await pool.session();
    let result;
    try {
        result = await runBmc(cfa, session, { entry: options.entry, deadline: searchDeadline, skip: decided });
    }
    finally {
        await session.dispose().catch(() => undefined);
    }
    const seconds = (performance.now() - started) / 1000;
    const safe = [];
    let safeDepth = 0;
    for (const [propertyId, verdict] of result.answers) {
        if (verdict.verdict === 'safe') {
            safe.push(propertyId);
            safeDepth = Math.max(safeDepth, verdict.certificate.depth);
            continue;
        }
        if (verdict.verdict === 'unknown') {
            answers.push({ propertyId, engine: 'bmc', seconds, result: verdict });
            continue;
        }
        const run = replay(cfa, options.entry, verdict.counterexample);
        if (!run.confirmed) {
            answers.push({
                propertyId,
                engine: 'bmc',
                seconds,
                result: {
                    verdict: 'unknown',
                    reason: `unconfirmed counterexample: ${run.reason ?? 'replay differs'}`,
                },
            });
            continue;
        }
        if (options.reproducerDir)
            certifiedAnswers_writeReproducer(cfa, verdict, options);
        answers.push({ propertyId, engine: 'bmc', seconds, result: verdict, trace: boundTrace(run.trace) });
    }
    if (safe.length > 0) {
        const left = Math.max(500, deadline - Date.now());
        const checkSession = await pool.session();
        let check;
        try {
            check = await checkUnwindingCertificate(cfa, checkSession, options.entry, safe, safeDepth, left);
        }
        catch (e) {
            check = { accepted: false, reason: `certificate check failed: ${e.message}` };
        }
        finally {
            await checkSession.dispose().catch(() => undefined);
        }
        for (const propertyId of safe) {
            const verdict = check.accepted
                ? { verdict: 'safe', certificate: { kind: 'complete-unwinding', depth: safeDepth } }
                : { verdict: 'unknown', reason: `internal error: certificate rejected (${check.reason})` };
            answers.push({ propertyId, engine: 'bmc', seconds, result: verdict });
        }
    }
    // The run's solver calls are counted once, on the first answer (the report sums them).
    return answers.map((a, i) => (i === 0 ? { ...a, solverCalls: result.stats.solverCalls } : a));
}
function certifiedAnswers_writeReproducer(cfa, verdict, options) {
    const dir = options.reproducerDir;
    const r = reproducer(cfa, verdict.counterexample, options.entry);
    external_node_fs_default().mkdirSync(dir, { recursive: true });
    const base = external_node_path_default().basename(cfa.program.files[0] ?? 'program').replace(/\.[ci]$/, '');
    const name = `${base}.${verdict.counterexample.propertyId.replace(/[^A-Za-z0-9_]/g, '_')}.repro.c`;
    external_node_fs_default().writeFileSync(external_node_path_default().join(dir, name), r.text);
}
/** Steps kept at each end of a long trace; the middle is replaced by one step saying how many were left out. */
const TRACE_KEEP = 1000;
/** A trace of at most 2·TRACE_KEEP + 1 steps (reports, SARIF and comments stay readable and small). */
function boundTrace(trace) {
    if (trace.length <= 2 * TRACE_KEEP + 1)
        return [...trace];
    const head = trace.slice(0, TRACE_KEEP);
    const tail = trace.slice(trace.length - TRACE_KEEP);
    const gap = trace.length - 2 * TRACE_KEEP;
    const at = trace[TRACE_KEEP];
    const elided = {
        file: at.file,
        line: at.line,
        function: at.function,
        text: `... ${gap} steps left out ...`,
        assignments: {},
        edgeIds: [],
    };
    return [...head, elided, ...tail];
}

;// CONCATENATED MODULE: ./src/smt/workerSession.ts
// The main-thread side of a solver worker: SolverWorker starts one worker thread and matches
// replies to requests; WorkerSession is the SolverSession engines use, serialising its calls over
// one worker and turning a dead or unresponsive worker into SolverCrashed.





/** This module's directory, read through a function so bundlers do not treat it as an asset path. */
function workerSession_hereDir() {
    return __dirname;
}
/** CommonJS hook of tsx, resolved from this folder (development and tests only). */
function tsxHook(from, specifier) {
    return (0,external_node_module_namespaceObject.createRequire)(external_node_path_.join(from, 'index.js')).resolve(specifier);
}
function defaultWorkerEntry() {
    const here = workerSession_hereDir();
    const bundled = external_node_path_.join(here, 'solverWorker.js');
    if (external_node_fs_.existsSync(bundled))
        return { file: bundled };
    const source = external_node_path_.join(here, 'solverWorker.ts');
    if (external_node_fs_.existsSync(source))
        return { file: source, preload: tsxHook(here, 'tsx/cjs') };
    throw new Error(`solver worker not found: neither ${bundled} nor ${source} exists`);
}
/** The reason reported for a worker's `error` event. */
function crashReason(message) {
    return /out of memory|\bOOM\b|cannot enlarge memory|allocation failed/i.test(message)
        ? 'solver out of memory'
        : message;
}
/** One worker thread running Z3. Keeps the process alive only while a request is in flight. */
class SolverWorker {
    worker;
    initMs;
    /** Set once the worker is gone (crashed, unresponsive or terminated); rejects every later request. */
    failure;
    /** Called once when the worker is gone, for whatever reason. */
    onGone;
    pending = new Map();
    nextId = 1;
    constructor(worker, 
    /** Milliseconds Z3 took to start in this worker. */
    initMs) {
        this.worker = worker;
        this.initMs = initMs;
        worker.on('message', (m) => {
            if (!('id' in m))
                return;
            const p = this.pending.get(m.id);
            if (p === undefined)
                return;
            this.settle(m.id);
            if (m.ok)
                p.resolve(m.value);
            else
                p.reject(new Error(m.error));
        });
        worker.on('error', (e) => this.fail(new SolverCrashed(crashReason(e.message))));
        worker.on('exit', (code) => this.fail(new SolverCrashed(`solver worker exited with code ${code}`)));
        worker.unref();
    }
    /** Starts a worker and waits until Z3 is ready in it. */
    static start(entry = defaultWorkerEntry()) {
        const workerData = { proofgateSolverWorker: true };
        // No execArgv: Z3's own thread workers inherit it. On Node 20, `--import tsx` does not reach
        // worker threads at all, and `--require tsx/cjs` would load tsx into each of Z3's threads too.
        const worker = entry.preload === undefined
            ? new external_node_worker_threads_namespaceObject.Worker(entry.file, { workerData, execArgv: [] })
            : new external_node_worker_threads_namespaceObject.Worker(`require(${JSON.stringify(entry.preload)});\nrequire(${JSON.stringify(entry.file)});`, {
                eval: true,
                workerData,
                execArgv: [],
            });
        return new Promise((resolve, reject) => {
            const failed = (reason) => {
                void worker.terminate();
                reject(new SolverCrashed(`solver worker failed to start: ${reason}`));
            };
            const onMessage = (m) => {
                if (!('hello' in m))
                    return;
                worker.off('message', onMessage).off('error', onError).off('exit', onExit);
                if (m.hello === 'ready')
                    resolve(new SolverWorker(worker, m.initMs));
                else
                    failed(m.error);
            };
            const onError = (e) => failed(crashReason(e.message));
            const onExit = (code) => failed(`exited with code ${code}`);
            worker.on('message', onMessage).on('error', onError).on('exit', onExit);
        });
    }
    get alive() {
        return this.failure === undefined;
    }
    get busy() {
        return this.pending.size > 0;
    }
    /** Sends a request; with `deadlineMs`, a worker that does not answer in time is terminated. */
    request(body, deadlineMs) {
        if (this.failure !== undefined)
            return Promise.reject(this.failure);
        const id = this.nextId++;
        return new Promise((resolve, reject) => {
            const timer = deadlineMs === undefined
                ? undefined
                : setTimeout(() => this.terminate(new SolverCrashed('timeout')), deadlineMs);
            if (this.pending.size === 0)
                this.worker.ref();
            // The worker answers each op with that op's value type (solverProtocol.ts).
            this.pending.set(id, { resolve: resolve, reject, timer });
            this.worker.postMessage({ ...body, id });
        });
    }
    /** Stops the worker; pending and later requests reject with `reason`. */
    terminate(reason) {
        this.fail(reason);
        void this.worker.terminate();
    }
    settle(id) {
        const p = this.pending.get(id);
        if (p === undefined)
            return;
        clearTimeout(p.timer);
        this.pending.delete(id);
        if (this.pending.size === 0)
            this.worker.unref();
    }
    fail(reason) {
        if (this.failure !== undefined)
            return;
        this.failure = reason;
        for (const [id, p] of [...this.pending]) {
            this.settle(id);
            p.reject(reason);
        }
        this.onGone?.();
    }
}
/** A SolverSession on one worker it owns until `dispose()`; calls run one after the other. */
class WorkerSession {
    worker;
    graceMs;
    release;
    tail = Promise.resolve();
    disposed = false;
    constructor(worker, 
    /** How long past its timeout a check may take before the worker counts as hung. */
    graceMs, 
    /** Hands the worker back to its pool (reusable: the session ended cleanly). */
    release) {
        this.worker = worker;
        this.graceMs = graceMs;
        this.release = release;
    }
    add(smtlib) {
        return this.call({ op: 'add', text: smtlib });
    }
    push() {
        return this.call({ op: 'push' });
    }
    pop() {
        return this.call({ op: 'pop' });
    }
    check(options = {}) {
        const { timeoutMs } = options;
        const deadline = timeoutMs === undefined ? undefined : timeoutMs + this.graceMs;
        return this.call({ op: 'check', assumptions: [...(options.assumptions ?? [])], timeoutMs }, deadline);
    }
    values(terms) {
        return this.call({ op: 'values', terms: [...terms] });
    }
    reasonUnknown() {
        return this.call({ op: 'reasonUnknown' });
    }
    /** Test-only: makes the worker crash or hang (see DebugAction). */
    debug(action) {
        return this.call({ op: 'debug', action });
    }
    /**
     * Ends the session. An idle worker goes back to the pool; one still busy with a call (a check
     * without timeout, say) is terminated instead, and the calls still queued reject.
     */
    async dispose() {
        if (this.disposed)
            return;
        this.disposed = true;
        const w = this.worker;
        if (w.alive && w.busy)
            w.terminate(new Error('solver session disposed'));
        if (w.alive) {
            try {
                await this.call({ op: 'close' }, this.graceMs, true);
            }
            catch {
                // A worker that cannot close is not reused.
            }
        }
        this.release(w, w.alive);
    }
    call(body, deadlineMs, internal = false) {
        if (this.disposed && !internal)
            return Promise.reject(new Error('solver session is disposed'));
        const run = () => this.worker.request(body, deadlineMs);
        const result = this.tail.then(run, run);
        this.tail = result.catch(() => undefined);
        return result;
    }
}

;// CONCATENATED MODULE: ./src/smt/solverPool.ts
// Hands out solver sessions, each on a worker thread of its own, with at most `maxWorkers` workers
// alive; idle workers are kept (Z3 takes ~0.2 s to start) and dead ones replaced. `shutdown()` ends
// them all. Also a self-test that solves one query end to end.


class Pool {
    maxWorkers;
    graceMs;
    entry;
    idle = [];
    all = new Set();
    /** Workers alive or starting. */
    live = 0;
    waiters = [];
    closed = false;
    started = 0;
    lastInitMs;
    constructor(options) {
        this.maxWorkers = Math.max(1, Math.floor(options.maxWorkers ?? 2));
        this.graceMs = options.graceMs ?? 5000;
        this.entry = options.worker;
    }
    async session() {
        for (let attempt = 1;; attempt++) {
            const worker = await this.acquire();
            try {
                await worker.request({ op: 'open' }, this.graceMs + 5000);
            }
            catch (e) {
                this.release(worker, false);
                // A worker that died while idle is replaced; anything else is the caller's to see.
                if (e instanceof SolverCrashed && !this.closed && attempt < 2)
                    continue;
                throw e;
            }
            return new WorkerSession(worker, this.graceMs, (w, reusable) => this.release(w, reusable));
        }
    }
    stats() {
        return { live: this.live, idle: this.idle.length, started: this.started, lastInitMs: this.lastInitMs };
    }
    async shutdown() {
        this.closed = true;
        for (const w of this.all)
            w.terminate(new Error('solver pool shut down'));
        this.all.clear();
        this.idle.length = 0;
        this.live = 0;
        for (const wake of this.waiters.splice(0))
            wake();
    }
    async acquire() {
        for (;;) {
            if (this.closed)
                throw new Error('solver pool is shut down');
            const idle = this.idle.pop();
            if (idle !== undefined) {
                if (idle.alive)
                    return idle;
                this.drop(idle);
                continue;
            }
            if (this.live < this.maxWorkers) {
                this.live++;
                try {
                    const worker = await SolverWorker.start(this.entry ?? defaultWorkerEntry());
                    this.started++;
                    this.lastInitMs = worker.initMs;
                    if (this.closed) {
                        worker.terminate(new Error('solver pool shut down'));
                        continue;
                    }
                    this.all.add(worker);
                    // A dead worker frees its slot at once, even before its session is disposed.
                    worker.onGone = () => {
                        this.drop(worker);
                        this.wake();
                    };
                    return worker;
                }
                catch (e) {
                    this.live--;
                    this.wake();
                    throw e;
                }
            }
            await new Promise((resolve) => this.waiters.push(resolve));
        }
    }
    release(worker, reusable) {
        if (!this.all.has(worker))
            return; // already dropped (or the pool was shut down)
        if (reusable && worker.alive && !this.closed)
            this.idle.push(worker);
        else
            this.drop(worker);
        this.wake();
    }
    drop(worker) {
        if (!this.all.delete(worker))
            return;
        this.live--;
        if (worker.alive)
            worker.terminate(new Error('solver worker retired'));
    }
    wake() {
        this.waiters.shift()?.();
    }
}
function createSolverPool(options = {}) {
    return new Pool(options);
}
/** Solves one tiny bit-vector query in a fresh worker (for a CLI self-test and dist checks). */
async function selfTestSolver(options = {}) {
    const pool = createSolverPool({ ...options, maxWorkers: 1 });
    try {
        const t0 = performance.now();
        const session = await pool.session();
        const t1 = performance.now();
        await session.add('(declare-const x (_ BitVec 32)) (assert (= (bvadd x #x00000001) #x00000000))');
        const answer = await session.check({ timeoutMs: 10_000 });
        const x = answer === 'sat' ? (await session.values(['x'])).get('x') : undefined;
        const t2 = performance.now();
        await session.dispose();
        return { answer, x, startMs: t1 - t0, queryMs: t2 - t1 };
    }
    finally {
        await pool.shutdown();
    }
}

;// CONCATENATED MODULE: ./src/report/verifyRun.ts
// The `verify` pipeline shared by the CLI and the Action: turns paths into programs, loads each
// through the front end, builds its CFAs, asks the engines about every property (one seam,
// `answerProperties`) and reports the results. Until an engine is plugged in, every property is UNKNOWN.










const ENGINES_LATER = 'verification engines arrive in a later version of proofgate';
const ENGINES = ['auto', 'bmc'];
const CHECKS = ['overflow', 'div-by-zero', 'bounds'];
const DEFAULT_TIMEOUT_SECONDS = 60;
const DEFAULT_VERIFY_OPTIONS = {
    engine: 'auto',
    timeoutSeconds: DEFAULT_TIMEOUT_SECONDS,
    checks: new Set(),
};
const SOURCE_GLOBS = ['**/*.c', '**/*.i'];
/**
 * Files named directly form one program together (like `cc a.c b.c`). Each directory is searched
 * recursively for `*.c` and `*.i` (sorted; node_modules and dot-folders skipped); the files of one
 * folder are linked into one program when at most one of them defines `main`, and otherwise (a
 * folder of separate programs, such as benchmarks) each file is a program of its own.
 * Paths that do not exist are passed on as files, so the front end reports them.
 */
async function planPrograms(paths) {
    const named = [];
    const dirs = [];
    for (const p of paths)
        (isDirectory(p) ? dirs : named).push(p);
    const seen = new Set(named.map((p) => external_node_path_default().resolve(p)));
    const programs = named.length > 0 ? [named] : [];
    const diagnostics = [];
    for (const dir of dirs) {
        const found = await out_default()(SOURCE_GLOBS, {
            cwd: dir,
            onlyFiles: true,
            ignore: ['**/node_modules/**'],
            followSymbolicLinks: false,
        });
        const files = found.map((f) => external_node_path_default().join(dir, f)).sort(compareStrings);
        if (files.length === 0) {
            diagnostics.push({
                severity: 'error',
                loc: unknownLoc(dir),
                message: 'no .c or .i files in directory',
            });
        }
        const byFolder = new Map();
        for (const file of files) {
            const key = external_node_path_default().resolve(file);
            if (seen.has(key))
                continue;
            seen.add(key);
            const folder = external_node_path_default().dirname(file);
            byFolder.set(folder, [...(byFolder.get(folder) ?? []), file]);
        }
        for (const group of byFolder.values()) {
            if (group.filter(definesMain).length <= 1)
                programs.push(group);
            else
                for (const file of group)
                    programs.push([file]);
        }
    }
    return { programs, diagnostics };
}
async function runVerify(request) {
    const started = process.hrtime.bigint();
    const options = request.options ?? DEFAULT_VERIFY_OPTIONS;
    const plan = await planPrograms(request.paths);
    const diagnostics = [...plan.diagnostics];
    const results = [];
    const external = new Set();
    let functions = 0;
    let engineSeconds = 0;
    let solverCalls = 0;
    let pool;
    try {
        for (const files of plan.programs) {
            const loaded = await loadProgram(files, request.frontend);
            diagnostics.push(...loaded.diagnostics);
            if (!loaded.program)
                continue;
            const cfa = buildProgramCfa(loaded.program);
            if (options.entry !== undefined && !cfa.functions.has(options.entry)) {
                diagnostics.push({
                    severity: 'error',
                    loc: unknownLoc(files[0] ?? '.'),
                    message: `entry function '${options.entry}' is not defined in this program`,
                });
                continue;
            }
            functions += cfa.functions.size;
            for (const name of cfa.callGraph.external)
                external.add(name);
            const propertyIds = [...cfa.functions.values()].flatMap((f) => f.properties.map((p) => p.id));
            if (propertyIds.length === 0)
                continue;
            // An unsupported construct outside any function (e.g. in a global initializer) taints the
            // whole program: no property can be decided.
            const global = loaded.program.diagnostics.find((d) => d.severity === 'unsupported' && d.function === undefined);
            if (global) {
                const reason = `unsupported: ${global.feature ?? global.message} (${global.loc.file}:${global.loc.line})`;
                results.push(...programResults(cfa, propertyIds.map((propertyId) => ({
                    propertyId,
                    engine: 'none',
                    seconds: 0,
                    result: { verdict: 'unknown', reason },
                }))));
                continue;
            }
            pool ??= createSolverPool();
            const engineStarted = process.hrtime.bigint();
            const answers = await answerProperties(cfa, options, pool);
            engineSeconds += Number(process.hrtime.bigint() - engineStarted) / 1e9;
            for (const a of answers)
                solverCalls += a.solverCalls ?? 0;
            results.push(...programResults(cfa, answers));
        }
    }
    finally {
        await pool?.shutdown();
    }
    results.sort(compareResults);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const cpu = process.cpuUsage();
    const report = {
        version: 1,
        verdict: overallVerdict(results),
        properties: results,
        stats: {
            seconds: roundSeconds(seconds),
            cpuSeconds: roundSeconds((cpu.user + cpu.system) / 1e6),
            engineSeconds: roundSeconds(engineSeconds),
            solverCalls,
            functions,
            properties: results.length,
            externalFunctions: [...external].sort(compareStrings),
            unsupported: diagnostics.filter((d) => d.severity === 'unsupported').map(toUnsupportedUse),
        },
    };
    return { report, diagnostics, failed: diagnostics.some((d) => d.severity === 'error') };
}
// ---------------------------------------------------------------------------------------------
// ENGINE SEAM: the one place where the verification engines are called.
// Answer every property of the program (any order; a property left out is reported UNKNOWN).
// Contract: an `unsafe` answer must carry the trace that src/certify replayed, and a `safe` answer
// must have had its certificate re-checked; engine candidates that fail certification are to be
// returned as `unknown` with the reason. `options.timeoutSeconds` is per property.
// ---------------------------------------------------------------------------------------------
async function answerProperties(cfa, options, pool) {
    return certifiedAnswers(cfa, pool, {
        engine: options.engine,
        entry: options.entry ?? 'main',
        timeoutSeconds: options.timeoutSeconds,
        reproducerDir: options.reproducerDir,
    });
}
/** One result per property of the program, from the engines' answers. */
function programResults(cfa, answers) {
    const byId = answersById(answers);
    const results = [];
    for (const fn of cfa.functions.values()) {
        for (const p of fn.properties)
            results.push(toPropertyResult(fn.name, p, byId.get(p.id)));
    }
    return results;
}
function toUnsupportedUse(d) {
    return {
        feature: d.feature ?? 'unknown construct',
        file: d.loc.file,
        line: d.loc.line,
        col: d.loc.col,
        message: d.message,
    };
}
function isDirectory(p) {
    try {
        return external_node_fs_default().statSync(p).isDirectory();
    }
    catch {
        return false;
    }
}
function compareStrings(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** Whether a file seems to define `main` (only used to decide which files to link together). */
function definesMain(file) {
    try {
        return /^[ \t]*(?:(?:int|void|signed|unsigned)\s+)?main\s*\([^;{]*\)\s*\{/m.test(external_node_fs_default().readFileSync(file, 'utf8'));
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/cli/verifyOptions.ts
// The verification options shared by `verify` and `bench` (--engine, --check, --entry,
// --reproducer): declared once, validated while parsing (bad values are usage errors, exit 3),
// converted into the pipeline's VerifyOptions, and turned back into arguments for bench's children.



function addEngineOptions(cmd) {
    return cmd
        .addOption(new Option('--engine <engine>', 'verification engine (auto: proofgate picks)')
        .choices([...ENGINES])
        .default('auto'))
        .option('--check <checks>', `also check, comma-separated (repeatable): ${CHECKS.join(', ')}`, collectChecks, [])
        .option('--entry <name>', 'entry function of the program (default: main)', parseIdentifier)
        .option('--reproducer <dir>', 'write a C reproducer for each violation into this folder', parseDir);
}
function toVerifyOptions(flags, timeoutSeconds) {
    return {
        engine: flags.engine,
        timeoutSeconds,
        checks: new Set(flags.check),
        ...(flags.entry !== undefined ? { entry: flags.entry } : {}),
        ...(flags.reproducer !== undefined ? { reproducerDir: flags.reproducer } : {}),
    };
}
/** The same flags as `verify` arguments (reproducer folder given separately, per task). */
function engineArgs(flags, reproducerDir) {
    const args = ['--engine', flags.engine];
    if (flags.check.length > 0)
        args.push('--check', [...new Set(flags.check)].join(','));
    if (flags.entry !== undefined)
        args.push('--entry', flags.entry);
    if (reproducerDir !== undefined)
        args.push('--reproducer', reproducerDir);
    return args;
}
function parseSeconds(value) {
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n) || n <= 0) {
        throw new InvalidArgumentError('expected a positive number of seconds');
    }
    return n;
}
function parsePositiveInt(value) {
    const n = Number(value);
    if (!/^\s*\d+\s*$/.test(value) || !Number.isSafeInteger(n) || n < 1) {
        throw new InvalidArgumentError('expected a positive whole number');
    }
    return n;
}
function collectChecks(value, previous) {
    const names = value.split(',').map((s) => s.trim());
    const checks = [];
    for (const name of names) {
        const check = CHECKS.find((c) => c === name);
        if (!check) {
            throw new InvalidArgumentError(`unknown check '${name}' (expected ${CHECKS.join(', ')})`);
        }
        checks.push(check);
    }
    return [...previous, ...checks];
}
function parseIdentifier(value) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(value))
        throw new InvalidArgumentError('expected a C identifier');
    return value;
}
function parseDir(value) {
    if (value === '')
        throw new InvalidArgumentError('expected a folder');
    let stat;
    try {
        stat = external_node_fs_default().statSync(value);
    }
    catch {
        return value; // created when the first reproducer is written
    }
    if (!stat.isDirectory())
        throw new InvalidArgumentError('exists and is not a folder');
    return value;
}

;// CONCATENATED MODULE: ./src/cli/commands/bench.ts
// `proofgate bench TASKS.tsv`: runs `verify --format json` on every task in its own process (with
// a time limit and a memory cap, --jobs in parallel), scores the verdicts the SV-COMP way and
// prints a table per category. Exit 0 without wrong verdicts, 1 with any, 3 on usage errors.









function defaultSelfCommand() {
    return { command: process.execPath, args: [...process.execArgv, process.argv[1] ?? ''] };
}
const BENCH_DEFAULT_TIMEOUT = 60;
const BENCH_DEFAULT_MEMORY_MB = 4096;
/** Seconds past --timeout before a task is killed: process start-up and report writing. */
const GRACE_SECONDS = 5;
function benchCommand(io, done, self) {
    const cmd = new Command('bench')
        .summary('run verify on a benchmark task list and score the verdicts')
        .description('Run `verify` on every task of a tab-separated task list (id, input, category, unreach_call,\n' +
        'data_model; inputs relative to its folder), each in its own process, and score the answers\n' +
        'as SV-COMP does: correct true +2, correct false +1, false alarm -16, missed bug -32.')
        .argument('<tasks>', 'task list (.tsv)')
        .option('--timeout <seconds>', `time limit per task (default: ${BENCH_DEFAULT_TIMEOUT})`, parseSeconds)
        .option('--jobs <n>', 'tasks run in parallel (default: 1)', parsePositiveInt, 1)
        .option('--filter <regex>', 'only tasks whose id matches', parseRegex)
        .option('--json <file>', 'also write the results as JSON')
        .option('--memory <mb>', `memory cap per task in MiB (default: ${BENCH_DEFAULT_MEMORY_MB})`, parsePositiveInt)
        .option('--data-model <model>', "ILP32 or LP64 for every task (default: the task's)", parseDataModel)
        .option('-I, --include <dir>', 'header search directory for every task (repeatable)', collect, [])
        .option('-D, --define <name[=value]>', 'macro for every task (repeatable)', collectDefine, [])
        .option('--compile-commands <file>', 'compile_commands.json for every task');
    addEngineOptions(cmd);
    return cmd.action(async (file, flags) => {
        let tasks;
        try {
            const list = readTasks(file);
            tasks = list.tasks.filter((t) => !flags.filter || flags.filter.test(t.id));
            if (list.skipped > 0)
                io.err(`proofgate: skipping ${list.skipped} task(s) without an unreach_call verdict\n`);
        }
        catch (e) {
            if (!(e instanceof TaskFileError))
                throw e;
            io.err(`proofgate: error: ${e.message}\n`);
            return done(ExitCode.inputError);
        }
        if (tasks.length === 0) {
            io.err(`proofgate: error: no task to run${flags.filter ? ` (none matches ${flags.filter})` : ''}\n`);
            return done(ExitCode.inputError);
        }
        const outcomes = await runTasks(tasks, flags, self, io);
        io.out(renderSummary(outcomes));
        if (flags.json !== undefined && !writeJson(flags.json, outcomes, flags, io)) {
            return done(ExitCode.inputError);
        }
        const wrong = outcomes.some((o) => o.judgement === 'wrong-proof' || o.judgement === 'wrong-alarm');
        done(wrong ? ExitCode.unsafe : ExitCode.ok);
    });
}
async function runTasks(tasks, flags, self, io) {
    const timeout = flags.timeout ?? BENCH_DEFAULT_TIMEOUT;
    const outcomes = new Array(tasks.length);
    const progress = new Progress(io, tasks.length);
    let next = 0;
    const worker = async () => {
        for (let i = next++; i < tasks.length; i = next++) {
            const task = tasks[i];
            if (!task)
                continue;
            const result = await runChild(self.command, [...self.args, ...verifyArgs(task, flags, timeout)], {
                killAfterSeconds: timeout + GRACE_SECONDS,
                memoryMb: flags.memory ?? BENCH_DEFAULT_MEMORY_MB,
            });
            const outcome = outcomeOf(task, result);
            outcomes[i] = outcome;
            progress.done(outcome);
        }
    };
    await Promise.all(Array.from({ length: Math.min(flags.jobs, tasks.length) }, worker));
    progress.finish();
    return outcomes;
}
/** The `verify` arguments of one task. */
function verifyArgs(task, flags, timeout) {
    const reproducer = flags.reproducer !== undefined
        ? external_node_path_default().join(flags.reproducer, task.id.replace(/[^A-Za-z0-9._-]+/g, '_'))
        : undefined;
    return [
        'verify',
        task.input,
        '--format',
        'json',
        '--data-model',
        flags.dataModel ?? task.dataModel,
        '--timeout',
        String(timeout),
        ...engineArgs(flags, reproducer),
        ...flags.include.flatMap((d) => ['-I', d]),
        ...flags.define.flatMap((d) => ['-D', d]),
        ...(flags.compileCommands !== undefined ? ['--compile-commands', flags.compileCommands] : []),
    ];
}
function writeJson(file, outcomes, flags, io) {
    const json = {
        tasks: outcomes,
        summary: {
            timeoutSeconds: flags.timeout ?? BENCH_DEFAULT_TIMEOUT,
            memoryMb: flags.memory ?? BENCH_DEFAULT_MEMORY_MB,
            jobs: flags.jobs,
            ...summarise(outcomes),
        },
    };
    try {
        external_node_fs_default().writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
        return true;
    }
    catch (e) {
        io.err(`proofgate: error: cannot write ${file}: ${e.message}\n`);
        return false;
    }
}
/** Progress on stderr: one updating line on a terminal, one line per task otherwise. */
class Progress {
    io;
    total;
    finished = 0;
    constructor(io, total) {
        this.io = io;
        this.total = total;
    }
    done(o) {
        this.finished++;
        const why = o.reason !== undefined ? ` (${o.reason})` : '';
        const mark = o.judgement.startsWith('wrong') ? ` ${o.judgement.toUpperCase()}` : '';
        const line = `[${this.finished}/${this.total}] ${o.id}: ${o.verdict}${why}${mark} ${o.seconds.toFixed(1)} s`;
        if (this.io.errIsTTY)
            this.io.err(`\r\x1b[K${line.slice(0, (process.stderr.columns || 100) - 1)}`);
        else
            this.io.err(`${line}\n`);
    }
    finish() {
        if (this.io.errIsTTY)
            this.io.err('\r\x1b[K');
    }
}
function parseRegex(value) {
    try {
        return new RegExp(value);
    }
    catch (e) {
        throw new InvalidArgumentError(`invalid regular expression: ${e.message}`);
    }
}

;// CONCATENATED MODULE: ./src/ir/edgeText.ts
// One-line C-like rendering of CFA edges, declarations and initializers, shared by the text, JSON
// and Graphviz dumps (and by traces): `[assume] x < 10`, `[assign] x = x + 1`, `[decl] int a[3] = {0}`.


/** A C declaration of `name` with type `t`: `int a[3]`, `char *p`, `int (*p)[4]`. */
function declToC(t, name) {
    switch (t.kind) {
        case 'pointer': {
            const inner = t.to.kind === 'array' || t.to.kind === 'function' ? `(*${name})` : `*${name}`;
            return declToC(t.to, inner);
        }
        case 'array':
            return declToC(t.of, `${name}[${t.vla ? '*' : (t.length ?? '')}]`);
        case 'function': {
            const ps = t.params.map((p) => declToC(p, '').trim());
            if (t.variadic)
                ps.push('...');
            return declToC(t.ret, `${name}(${ps.join(', ')})`);
        }
        default:
            return name === '' ? typeToString(t) : `${typeToString(t)} ${name}`;
    }
}
/** An initializer as C: scalars as expressions, aggregates with designators (`{[2] = 1, .f = 3}`). */
function initToC(init, t, o = {}) {
    if (init.kind === 'scalar')
        return exprToC(init.expr, o);
    const parts = init.elements.map(([k, sub]) => {
        if (t.kind === 'array')
            return `[${k}] = ${initToC(sub, t.of, o)}`;
        if (t.kind === 'record') {
            const f = t.def.fields[k];
            return `.${f ? f.name : `#${k}`} = ${f ? initToC(sub, f.type, o) : '?'}`;
        }
        return `#${k} = ?`;
    });
    return `{${parts.join(', ')}}`;
}
/** The edge's operation: `[kind] operands` (no source, no location). */
function edgeToC(e, o = {}) {
    const c = (x) => exprToC(x, o);
    switch (e.kind) {
        case 'blank':
            return '[blank]';
        case 'assume':
            return `[${e.truth ? '' : '!'}assume] ${c(e.cond)}`;
        case 'assign':
            return `[assign] ${c(e.lhs)} = ${c(e.rhs)}`;
        case 'havoc':
            return `[havoc:${e.reason}] ${c(e.lhs)} = ${e.callee}()`;
        case 'call': {
            const call = `${e.callee}(${e.args.map(c).join(', ')})`;
            return `[call] ${e.lhs ? `${c(e.lhs)} = ` : ''}${call}`;
        }
        case 'return':
            return e.value ? `[return] ${c(e.value)}` : '[return]';
        case 'decl': {
            const name = o.names === 'source' ? e.variable.name : e.variable.uid;
            const zero = e.zeroInit ? ' = {0}' : '';
            const vla = e.vlaLength ? ` (length ${c(e.vlaLength)})` : '';
            return `[decl] ${declToC(e.variable.type, name)}${zero}${vla}`;
        }
        case 'alloc':
            return `[alloc${e.zeroed ? ' zeroed' : ''}] ${e.lhs ? `${c(e.lhs)} = ` : ''}alloc(${c(e.size)})`;
        case 'free':
            return `[free] ${c(e.pointer)}`;
        case 'unsupported':
            return `[unsupported] ${e.feature}`;
    }
}
/** Nodes in reverse postorder; nodes without rpo (an unreachable exit) last, by id. */
function nodesInOrder(fn) {
    return [...fn.nodes].sort((a, b) => (a.rpo ?? Infinity) - (b.rpo ?? Infinity) || a.id - b.id);
}

;// CONCATENATED MODULE: ./src/ir/dumpJson.ts
// JSON dump of a ProgramCfa (version 1, shape documented on dumpJson), for tools and tests:
// structured expression trees alongside their C text.



const locJson = (l) => ({ file: l.file, line: l.line, col: l.col });
function varJson(v) {
    return { uid: v.uid, name: v.name, type: typeToString(v.type), storage: v.storage };
}
/** An expression tree: kind, C type, C text, and the fields of its kind. */
function exprJson(e) {
    const base = { k: e.kind, type: typeToString(e.type), c: exprToC(e) };
    switch (e.kind) {
        case 'IntConst':
            return { ...base, value: e.value.toString() };
        case 'StringLit':
            return { ...base, bytes: [...e.bytes] };
        case 'VarRef':
            return { ...base, uid: e.symbol.uid, name: e.symbol.name, storage: e.symbol.storage };
        case 'FuncRef':
            return { ...base, name: e.symbol.name };
        case 'Unary':
            return { ...base, op: e.op, operand: exprJson(e.operand) };
        case 'Binary':
        case 'Logical':
            return { ...base, op: e.op, left: exprJson(e.left), right: exprJson(e.right) };
        case 'Conditional':
            return { ...base, cond: exprJson(e.cond), then: exprJson(e.then), else: exprJson(e.else) };
        case 'Cast':
            return { ...base, implicit: e.implicit, operand: exprJson(e.operand) };
        case 'Assign':
            return { ...base, target: exprJson(e.target), value: exprJson(e.value) };
        case 'CompoundAssign':
            return {
                ...base,
                op: e.op,
                target: exprJson(e.target),
                value: exprJson(e.value),
                computeType: typeToString(e.computeType),
            };
        case 'IncDec':
            return { ...base, prefix: e.prefix, delta: e.delta, target: exprJson(e.target) };
        case 'Call':
            return { ...base, callee: e.callee.name, args: e.args.map(exprJson) };
        case 'Index':
            return { ...base, base: exprJson(e.base), index: exprJson(e.index) };
        case 'Member':
            return { ...base, base: exprJson(e.base), field: e.field, record: e.record.tag };
        case 'Deref':
        case 'AddrOf':
        case 'Decay':
            return { ...base, operand: exprJson(e.operand) };
        case 'Comma':
            return { ...base, left: exprJson(e.left), right: exprJson(e.right) };
        case 'Unsupported':
            return { ...base, feature: e.feature };
    }
}
function operandsJson(e) {
    const opt = (x) => (x ? { lhs: exprJson(x) } : {});
    switch (e.kind) {
        case 'blank':
            return {};
        case 'assume':
            return { cond: exprJson(e.cond), truth: e.truth };
        case 'assign':
            return { lhs: exprJson(e.lhs), rhs: exprJson(e.rhs) };
        case 'havoc':
            return { lhs: exprJson(e.lhs), reason: e.reason, callee: e.callee };
        case 'call':
            return { callee: e.callee, args: e.args.map(exprJson), ...opt(e.lhs) };
        case 'return':
            return e.value ? { value: exprJson(e.value) } : {};
        case 'decl':
            return {
                variable: varJson(e.variable),
                declaration: declToC(e.variable.type, e.variable.uid),
                zeroInit: e.zeroInit,
                ...(e.vlaLength ? { vlaLength: exprJson(e.vlaLength) } : {}),
            };
        case 'alloc':
            return { size: exprJson(e.size), zeroed: e.zeroed, ...opt(e.lhs) };
        case 'free':
            return { pointer: exprJson(e.pointer) };
        case 'unsupported':
            return { feature: e.feature };
    }
}
function functionJson(fn) {
    const nodes = nodesInOrder(fn);
    return {
        name: fn.name,
        entry: fn.entry.id,
        exit: fn.exit.id,
        returnType: typeToString(fn.returnType),
        loc: locJson(fn.loc),
        params: fn.params.map(varJson),
        locals: fn.locals.map(varJson),
        nodes: nodes.map((n) => ({
            id: n.id,
            role: n.role,
            ...(n.rpo !== undefined ? { rpo: n.rpo } : {}),
            loopHead: n.isLoopHead === true,
            ...(n.loc ? { loc: locJson(n.loc) } : {}),
        })),
        edges: nodes.flatMap((n) => n.out.map((e) => ({
            id: e.id,
            kind: e.kind,
            from: e.from.id,
            to: e.to.id,
            loc: locJson(e.loc),
            text: e.text,
            op: edgeToC(e),
            ...operandsJson(e),
        }))),
        properties: fn.properties.map((p) => ({
            id: p.id,
            kind: p.kind,
            node: p.node.id,
            loc: locJson(p.loc),
            text: p.text,
        })),
        loops: fn.loops.map((l) => ({
            head: l.head.id,
            depth: l.depth,
            ...(l.parent ? { parent: l.parent.head.id } : {}),
            nodes: [...l.nodes].map((n) => n.id),
            exits: l.exits.map((e) => e.id),
        })),
        sccs: fn.sccs.map((c) => c.map((n) => n.id)),
    };
}
/**
 * JSON-serialisable dump (no bigints: constants are strings). Shape:
 *   { version: 1,
 *     globals: [{ uid, name, type, storage, init?: string }],
 *     functions: [{ name, entry, exit, returnType, loc, params: [Var], locals: [Var],
 *       nodes: [{ id, role, rpo?, loopHead, loc? }],
 *       edges: [{ id, kind, from, to, loc, text, op, ...operands }],
 *       properties: [{ id, kind, node, loc, text }],
 *       loops: [{ head, depth, parent?, nodes: [id], exits: [edge id] }], sccs: [[id]] }],
 *     callGraph: { callees: {f: [g]}, callers: {g: [f]}, recursive: [f], sccs: [[f]], external: [x] } }
 * Var = { uid, name, type, storage }; loc = { file, line, col }. Node ids are program-wide; `op`
 * is the edge's one-line rendering (edgeText.ts). Operands by kind: assume {cond, truth}; assign
 * {lhs, rhs}; havoc {lhs, reason, callee}; call {callee, args, lhs?}; return {value?}; decl
 * {variable: Var, declaration, zeroInit, vlaLength?}; alloc {lhs?, size, zeroed}; free {pointer};
 * unsupported {feature}. Expressions: { k: kind, type: "C type", c: "C text", ...fields } (exprJson).
 */
function dumpJson(p) {
    const setMap = (m) => Object.fromEntries([...m].map(([k, v]) => [k, [...v].sort()]));
    const cg = p.callGraph;
    return {
        version: 1,
        globals: p.globals.map((g) => ({
            ...varJson(g.variable),
            ...(g.init ? { init: initToC(g.init, g.variable.type) } : {}),
        })),
        functions: [...p.functions.values()].map(functionJson),
        callGraph: {
            callees: setMap(cg.callees),
            callers: setMap(cg.callers),
            recursive: [...cg.recursive].sort(),
            sccs: cg.sccs.map((c) => [...c]),
            external: [...cg.external],
        },
    };
}

;// CONCATENATED MODULE: ./src/ir/dump.ts
// Human-readable dumps of a ProgramCfa: stable text (the golden-test format, documented on
// dumpText) and Graphviz dot. exprToC and dumpJson are re-exported from here.




function nodeNotes(fn, n) {
    const notes = [];
    if (n.isLoopHead)
        notes.push('loop head');
    if (n.role === 'error') {
        const p = fn.properties.find((q) => q.node === n);
        notes.push(`error ${p ? `${p.id} (${p.kind})` : '(no property)'}`);
    }
    if (n.role === 'terminal')
        notes.push('terminal');
    if (n === fn.exit)
        notes.push(n.rpo === undefined ? 'exit (unreachable)' : 'exit');
    return notes;
}
function functionText(fn) {
    const lines = [`function ${fn.name} (entry N${fn.entry.id}, exit N${fn.exit.id})`];
    const vars = (vs) => vs.map((v) => declToC(v.type, v.uid)).join('; ');
    if (fn.params.length > 0)
        lines.push(`  params: ${vars(fn.params)}`);
    if (fn.locals.length > 0)
        lines.push(`  locals: ${vars(fn.locals)}`);
    for (const n of nodesInOrder(fn)) {
        const notes = nodeNotes(fn, n);
        if (notes.length > 0)
            lines.push(`  N${n.id}: ${notes.join(', ')}`);
        for (const e of n.out)
            lines.push(`  N${n.id} -> N${e.to.id} ${edgeToC(e)}  // ${e.loc.line}`);
    }
    for (const p of fn.properties)
        lines.push(`  property ${p.id} ${p.kind} at N${p.node.id} // ${p.loc.line}: ${p.text}`);
    for (const l of fn.loops) {
        const nodes = [...l.nodes].map((n) => `N${n.id}`).join(' ');
        const exits = l.exits.map((e) => `N${e.from.id}->N${e.to.id}`).join(' ');
        lines.push(`  loop N${l.head.id} depth ${l.depth}: ${nodes}; exits ${exits || '(none)'}`);
    }
    for (const c of fn.sccs)
        lines.push(`  scc ${c.map((n) => `N${n.id}`).join(' ')}`);
    return lines;
}
/**
 * Stable text dump (the golden-test format). Globals first, then per function:
 *   function NAME (entry N1, exit N2)
 *     params: int x; char *p        locals: declared locals and temporaries (`__tN`)
 *     N1 -> N3 [decl] int i          one line per edge, nodes in reverse postorder, edges in
 *     N3 -> N4 [assign] i = 0  // 4  creation order; `// L` is the edge's source line
 *     N4: loop head                  node notes: loop head, error <property id>, terminal, exit
 *     N4 -> N5 [assume] i < 10       `[!assume] c`: the edge taken when c is zero
 * then properties, loops (head, depth, members, exits) and nontrivial SCCs; the call graph last.
 * Expressions are C with every conversion shown as a cast, implicit ones included (`(int)c`),
 * variables by unique name (`x.1`, `f::s`): see exprToC.ts; edge operations: edgeText.ts.
 */
function dumpText(p) {
    const lines = [];
    for (const g of p.globals) {
        const init = g.init ? ` = ${initToC(g.init, g.variable.type)}` : '';
        lines.push(`global ${declToC(g.variable.type, g.variable.uid)}${init}`);
    }
    if (lines.length > 0)
        lines.push('');
    for (const fn of p.functions.values())
        lines.push(...functionText(fn), '');
    const cg = p.callGraph;
    lines.push('callgraph');
    for (const [f, cs] of cg.callees)
        if (cs.size > 0)
            lines.push(`  ${f} -> ${[...cs].sort().join(', ')}`);
    if (cg.recursive.size > 0)
        lines.push(`  recursive: ${[...cg.recursive].sort().join(', ')}`);
    lines.push(`  bottom-up: ${cg.sccs.map((c) => (c.length === 1 ? c[0] : `{${c.join(', ')}}`)).join(' ')}`);
    if (cg.external.size > 0)
        lines.push(`  external: ${[...cg.external].join(', ')}`);
    return lines.join('\n') + '\n';
}
function dotEscape(s) {
    return s.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}
/** Graphviz: one cluster per function; error nodes red, terminal grey, loop heads doubled. */
function dumpDot(p) {
    const out = [
        'digraph cfa {',
        '  node [shape=circle, fontname="monospace", fontsize=10];',
        '  edge [fontname="monospace", fontsize=9];',
    ];
    let k = 0;
    for (const fn of p.functions.values()) {
        out.push(`  subgraph cluster_${k++} {`, `    label="${dotEscape(fn.name)}";`);
        for (const n of nodesInOrder(fn)) {
            const attrs = [`label="N${n.id}"`];
            if (n.role === 'error')
                attrs.push('color=red', 'fontcolor=red');
            if (n.role === 'terminal')
                attrs.push('color=grey');
            if (n === fn.entry || n === fn.exit)
                attrs.push('shape=box');
            if (n.isLoopHead)
                attrs.push('peripheries=2');
            out.push(`    n${n.id} [${attrs.join(', ')}];`);
        }
        for (const n of nodesInOrder(fn)) {
            for (const e of n.out)
                out.push(`    n${n.id} -> n${e.to.id} [label="${dotEscape(edgeToC(e))}"];`);
        }
        out.push('  }');
    }
    out.push('}');
    return out.join('\n') + '\n';
}

;// CONCATENATED MODULE: ./src/cli/commands/output.ts
// Output helpers shared by the commands: diagnostics in compiler format on stderr, and text that
// always ends in exactly one newline.

function printDiagnostics(io, diagnostics) {
    for (const d of diagnostics)
        io.err(`${formatDiagnostic(d)}\n`);
}
function withNewline(text) {
    return text.endsWith('\n') ? text : `${text}\n`;
}

;// CONCATENATED MODULE: ./src/cli/commands/cfa.ts
// `proofgate cfa FILE...`: loads one program from the files and prints its control-flow automata
// as text (default), JSON or Graphviz dot. Front-end errors make it exit 3; warnings do not.







function cfaCommand(io, done) {
    const cmd = new Command('cfa')
        .summary('print the control-flow automata of a program')
        .description('Load the files as one program and print the control-flow automaton of every function.')
        .argument('<file...>', 'C source (.c) or preprocessed (.i) files, linked together')
        .addOption(new Option('--json', 'print JSON').conflicts('dot'))
        .addOption(new Option('--dot', 'print Graphviz dot').conflicts('json'));
    addFrontendOptions(cmd);
    return cmd.action(async (files, flags) => {
        const loaded = await loadProgram(files, toFrontendOptions(flags));
        printDiagnostics(io, loaded.diagnostics);
        if (!loaded.program)
            return done(ExitCode.inputError);
        const cfa = buildProgramCfa(loaded.program);
        const text = flags.json
            ? JSON.stringify(dumpJson(cfa), null, 2)
            : flags.dot
                ? dumpDot(cfa)
                : dumpText(cfa);
        io.out(withNewline(text));
        done(ExitCode.ok);
    });
}

;// CONCATENATED MODULE: ./src/report/render.ts
// Renders a VerifyReport for people (one line per property, the trace of each violation, then a
// verdict line) and for tools (the public JSON form, fields in a fixed order, trailing newline).

/** The version-1 JSON report. Key order is fixed here, whatever order the producers used. */
function renderJson(report) {
    const json = {
        version: report.version,
        verdict: report.verdict,
        properties: report.properties.map(propertyJson),
        stats: statsJson(report.stats),
    };
    return `${JSON.stringify(json, null, 2)}\n`;
}
function propertyJson(p) {
    return {
        id: p.id,
        kind: p.kind,
        file: p.file,
        line: p.line,
        function: p.function,
        text: p.text,
        verdict: p.verdict,
        engine: p.engine,
        seconds: p.seconds,
        ...(p.depth !== undefined ? { depth: p.depth } : {}),
        ...(p.reason !== undefined ? { reason: p.reason } : {}),
        ...(p.trace !== undefined ? { trace: p.trace.map(stepJson) } : {}),
    };
}
function stepJson(s) {
    return { file: s.file, line: s.line, function: s.function, text: s.text, assignments: s.assignments };
}
function statsJson(s) {
    return {
        seconds: s.seconds,
        cpuSeconds: s.cpuSeconds,
        engineSeconds: s.engineSeconds,
        solverCalls: s.solverCalls,
        functions: s.functions,
        properties: s.properties,
        externalFunctions: s.externalFunctions,
        unsupported: s.unsupported,
    };
}
function renderText(report) {
    const lines = [];
    for (const p of report.properties) {
        lines.push(propertyLine(p));
        if (p.trace)
            lines.push(...p.trace.map(traceLine));
    }
    const c = countVerdicts(report.properties);
    const s = report.stats;
    lines.push(`verdict: ${report.verdict.toUpperCase()} (${count(s.properties, 'property', 'properties')} ` +
        `in ${count(s.functions, 'function', 'functions')}: ${c.safe} safe, ${c.unsafe} unsafe, ${c.unknown} unknown)`);
    if (s.solverCalls > 0) {
        lines.push(`time: ${s.seconds.toFixed(2)} s (engines ${s.engineSeconds.toFixed(2)} s, ` +
            `${count(s.solverCalls, 'solver call', 'solver calls')})`);
    }
    if (s.externalFunctions.length > 0) {
        lines.push(`external functions (return arbitrary values): ${s.externalFunctions.join(', ')}`);
    }
    if (s.unsupported.length > 0) {
        const features = [...new Set(s.unsupported.map((u) => u.feature))].sort();
        lines.push(`unsupported constructs (${s.unsupported.length}): ${features.join(', ')}`);
    }
    return `${lines.join('\n')}\n`;
}
/** `file:line: VERDICT id kind: text (engine, 0.12 s[, depth N])[: reason]` */
function propertyLine(p) {
    const depth = p.depth !== undefined ? `, depth ${p.depth}` : '';
    const why = p.reason ? `: ${p.reason}` : '';
    return (`${p.file}:${p.line}: ${p.verdict.toUpperCase()} ${p.id} ${p.kind}: ${p.text} ` +
        `(${p.engine}, ${p.seconds.toFixed(2)} s${depth})${why}`);
}
/** `  file:line  function  text  [x = 5, y = -1]` (no brackets when nothing was assigned). */
function traceLine(s) {
    const values = Object.entries(s.assignments).map(([name, value]) => `${name} = ${value}`);
    const assigned = values.length > 0 ? `  [${values.join(', ')}]` : '';
    return `  ${s.file}:${s.line}  ${s.function}  ${s.text}${assigned}`;
}
function count(n, one, many) {
    return `${n} ${n === 1 ? one : many}`;
}

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = require("node:crypto");
;// CONCATENATED MODULE: external "node:url"
const external_node_url_namespaceObject = require("node:url");
;// CONCATENATED MODULE: ./src/report/sarif.ts
// SARIF 2.1.0 for code scanning (`verify --format sarif`): one result per UNSAFE property with the
// replayed trace as its code flow and a line-independent fingerprint; UNKNOWN properties and
// unsupported constructs are tool notifications, not results (they are not alerts).






/** Where proofgate is documented (tool.driver.informationUri); one place to change. */
const PROOFGATE_URI = 'https://github.com/proofgate/proofgate';
const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/** The key of our fingerprint in `partialFingerprints` (bump the version if the recipe changes). */
const FINGERPRINT_KEY = 'proofgatePropertyHash/v1';
const SRCROOT = '%SRCROOT%';
/** GitHub code scanning limits: results per run and thread-flow locations per result. */
const MAX_RESULTS = 25_000;
const MAX_FLOW_LOCATIONS = 10_000;
/** One rule per property kind, in a fixed order (results refer to them by index). */
const RULES = {
    assert: {
        id: 'assert-violation',
        name: 'AssertionViolation',
        short: 'An assertion can fail',
        full: 'The condition of an assert() or __VERIFIER_assert() is false on some execution of the program.',
        message: 'Assertion can fail',
    },
    'error-call': {
        id: 'reach-error',
        name: 'ReachableErrorCall',
        short: 'An error function is reachable',
        full: 'Some execution of the program calls reach_error() or __VERIFIER_error().',
        message: 'Error call is reachable',
    },
    'signed-overflow': {
        id: 'signed-overflow',
        name: 'SignedIntegerOverflow',
        short: 'Signed integer overflow',
        full: 'A signed integer operation overflows on some execution (undefined behaviour in C).',
        message: 'Signed integer overflow',
    },
    'div-by-zero': {
        id: 'div-by-zero',
        name: 'DivisionByZero',
        short: 'Division by zero',
        full: 'The divisor of a division or remainder is zero on some execution (undefined behaviour in C).',
        message: 'Division by zero',
    },
    'array-bounds': {
        id: 'array-bounds',
        name: 'ArrayIndexOutOfBounds',
        short: 'Array index out of bounds',
        full: 'An array is indexed outside its bounds on some execution (undefined behaviour in C).',
        message: 'Array index out of bounds',
    },
};
const KINDS = Object.keys(RULES);
const NOTIFICATIONS = [
    { id: 'unknown-verdict', text: 'A property could be neither proved nor refuted.' },
    {
        id: 'unsupported-construct',
        text: 'A construct proofgate cannot model; paths through it are not proved.',
    },
];
function renderSarif(report, options = {}) {
    return `${JSON.stringify(buildSarif(report, options), null, 2)}\n`;
}
function buildSarif(report, options = {}) {
    const root = external_node_path_default().resolve(options.srcRoot ?? process.cwd());
    const where = (file) => artifactLocation(file, root);
    const prints = fingerprints(report.properties);
    const unsafe = report.properties.filter((p) => p.verdict === 'unsafe');
    const results = unsafe.slice(0, MAX_RESULTS).map((p) => result(p, prints.get(p) ?? '', where));
    const notes = [];
    if (unsafe.length > results.length) {
        notes.push(note(0, `${unsafe.length - results.length} more unsafe properties were left out (limit).`));
    }
    for (const p of report.properties) {
        if (p.verdict !== 'unknown')
            continue;
        notes.push({
            ...note(0, propertyLine(p)),
            locations: [sarif_location(where(p.file), p.line)],
            associatedRule: { id: RULES[p.kind].id, index: KINDS.indexOf(p.kind) },
        });
    }
    for (const u of report.stats.unsupported) {
        notes.push({
            ...note(1, `unsupported: ${u.message}`),
            locations: [sarif_location(where(u.file), u.line, u.col)],
        });
    }
    const counts = countVerdicts(report.properties);
    return {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'proofgate',
                        version: VERSION,
                        semanticVersion: VERSION,
                        informationUri: PROOFGATE_URI,
                        rules: KINDS.map((k) => rule(RULES[k])),
                        notifications: NOTIFICATIONS.map((n) => ({ id: n.id, shortDescription: { text: n.text } })),
                    },
                },
                originalUriBaseIds: { [SRCROOT]: { uri: (0,external_node_url_namespaceObject.pathToFileURL)(root).href.replace(/\/?$/, '/') } },
                invocations: [{ executionSuccessful: true, toolExecutionNotifications: notes }],
                results,
                properties: { verdict: report.verdict, ...counts },
            },
        ],
    };
}
function rule(r) {
    return {
        id: r.id,
        name: r.name,
        shortDescription: { text: r.short },
        fullDescription: { text: r.full },
        help: { text: `${r.full} proofgate reports it only with a counterexample replayed on the program.` },
        defaultConfiguration: { level: 'error' },
        properties: {
            tags: ['correctness', 'formal-verification'],
            precision: 'very-high',
            'problem.severity': 'error',
        },
    };
}
function note(descriptor, text) {
    const d = NOTIFICATIONS[descriptor];
    return {
        level: 'warning',
        message: { text },
        ...(d ? { descriptor: { id: d.id, index: descriptor } } : {}),
    };
}
function result(p, fingerprint, where) {
    const info = RULES[p.kind];
    const steps = p.trace ?? [];
    const found = `found by ${p.engine}${p.depth !== undefined ? ` at depth ${p.depth}` : ''}`;
    const flow = steps.length > 0 ? `a counterexample of ${steps.length} steps, ${found}` : found;
    return {
        ruleId: info.id,
        ruleIndex: KINDS.indexOf(p.kind),
        level: 'error',
        kind: 'fail',
        message: { text: `${info.message}: ${p.text} (${flow}).` },
        locations: [
            {
                ...sarif_location(where(p.file), p.line),
                logicalLocations: [{ name: p.function, fullyQualifiedName: p.function, kind: 'function' }],
            },
        ],
        partialFingerprints: { [FINGERPRINT_KEY]: fingerprint },
        ...(steps.length > 0 ? { codeFlows: [codeFlow(steps, where)] } : {}),
        properties: { propertyId: p.id, engine: p.engine, seconds: p.seconds },
    };
}
/** The trace as one thread flow; longer than GitHub keeps: the first and last halves. */
function codeFlow(steps, where) {
    const half = Math.floor(MAX_FLOW_LOCATIONS / 2);
    const kept = steps.length > MAX_FLOW_LOCATIONS ? [...steps.slice(0, half), ...steps.slice(-half)] : steps;
    const omitted = steps.length - kept.length;
    const locations = kept.map((s, i) => ({
        location: { ...sarif_location(where(s.file), s.line), message: { text: stepMessage(s) } },
        executionOrder: i < half || omitted === 0 ? i + 1 : i + 1 + omitted,
    }));
    const text = omitted > 0
        ? `Counterexample (${steps.length} steps, ${omitted} in the middle omitted)`
        : `Counterexample (${steps.length} steps)`;
    return { message: { text }, threadFlows: [{ locations }] };
}
function stepMessage(s) {
    const values = Object.entries(s.assignments).map(([name, value]) => `${name} = ${value}`);
    const text = `${s.function}: ${s.text}`;
    return values.length > 0 ? `${text}  [${values.join(', ')}]` : text;
}
function sarif_location(artifact, line, col) {
    const region = { startLine: Math.max(1, line), ...(col ? { startColumn: col } : {}) };
    return { physicalLocation: { artifactLocation: artifact, region } };
}
/** A relative URI under %SRCROOT% when the file lies under `root`, else an absolute file: URI. */
function artifactLocation(file, root) {
    const abs = external_node_path_default().resolve(root, file);
    const rel = external_node_path_default().relative(root, abs);
    if (rel !== '' && !rel.startsWith('..') && !external_node_path_default().isAbsolute(rel)) {
        const uri = rel.split((external_node_path_default()).sep).map(encodeURIComponent).join('/');
        return { uri, uriBaseId: SRCROOT };
    }
    return { uri: (0,external_node_url_namespaceObject.pathToFileURL)(abs).href };
}
/**
 * Fingerprint per property, independent of line numbers so an unchanged alert keeps it when code
 * above it moves: hash of function, kind, normalised text and the ordinal among the report's
 * properties with the same three (in report order).
 */
function fingerprints(properties) {
    const seen = new Map();
    const prints = new Map();
    for (const p of properties) {
        const key = `${p.function}\n${p.kind}\n${normaliseText(p.text)}`;
        const ordinal = (seen.get(key) ?? 0) + 1;
        seen.set(key, ordinal);
        prints.set(p, (0,external_node_crypto_namespaceObject.createHash)('sha256').update(`${key}\n${ordinal}`).digest('hex').slice(0, 32));
    }
    return prints;
}
/** Whitespace only matters between two word characters: `x>0` and `x  >  0` are the same. */
function normaliseText(text) {
    return text
        .trim()
        .replace(/\s+/g, ' ')
        .replace(/ (?=\W)|(?<=\W) /g, '');
}

;// CONCATENATED MODULE: ./src/cli/commands/verify.ts
// `proofgate verify PATH...`: runs the shared verify pipeline and prints the report (text, JSON or
// SARIF, to stdout or --output FILE). Exit code from the overall verdict; 3 on input errors.









const FORMATS = ['text', 'json', 'sarif'];
const EXIT_BY_VERDICT = {
    safe: ExitCode.ok,
    unsafe: ExitCode.unsafe,
    unknown: ExitCode.unknown,
};
function verifyCommand(io, done) {
    const cmd = new Command('verify')
        .summary('check the assertions of C programs')
        .description('Check every assertion and reach_error() call. Files named together form one program; each\n' +
        'folder under a directory is one program, or one per file when several files define main.')
        .argument('<path...>', 'C files and directories')
        .option('--timeout <seconds>', `time limit per program, all its properties together (default: ${DEFAULT_TIMEOUT_SECONDS})`, parseSeconds, DEFAULT_TIMEOUT_SECONDS)
        .addOption(new Option('--format <format>', 'report format').choices([...FORMATS]).default('text'))
        .option('--output <file>', 'write the report to a file instead of stdout');
    addEngineOptions(cmd);
    addFrontendOptions(cmd);
    return cmd.action(async (paths, flags) => {
        const run = await runVerify({
            paths,
            frontend: toFrontendOptions(flags),
            options: toVerifyOptions(flags, flags.timeout),
        });
        printDiagnostics(io, run.diagnostics);
        if (run.failed)
            return done(ExitCode.inputError);
        const report = run.report;
        const text = render(report, flags.format);
        if (flags.output !== undefined) {
            try {
                external_node_fs_default().writeFileSync(flags.output, text);
            }
            catch (e) {
                io.err(`proofgate: error: cannot write ${flags.output}: ${e.message}\n`);
                return done(ExitCode.inputError);
            }
        }
        else {
            io.out(text);
        }
        const waiting = report.properties.filter((p) => p.reason === ENGINES_LATER).length;
        if (waiting > 0) {
            io.err(`proofgate: ${count(waiting, 'property is', 'properties are')} UNKNOWN: ${ENGINES_LATER}.\n`);
        }
        done(EXIT_BY_VERDICT[report.verdict]);
    });
}
function render(report, format) {
    switch (format) {
        case 'json':
            return renderJson(report);
        case 'sarif':
            return renderSarif(report);
        case 'text':
            return renderText(report);
    }
}

;// CONCATENATED MODULE: ./src/cli/io.ts
// Where the CLI writes: process streams in production, buffers in tests (which call `run`
// in-process), so every command takes a CliIo instead of touching process.stdout directly.
const processIo = {
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
    get errIsTTY() {
        return process.stderr.isTTY === true;
    },
};
/** A CliIo that keeps what was written, for tests and for callers that post-process output. */
class BufferIo {
    stdout = '';
    stderr = '';
    out(text) {
        this.stdout += text;
    }
    err(text) {
        this.stderr += text;
    }
}

;// CONCATENATED MODULE: ./src/cli/program.ts
// The proofgate command line: builds the commander program, runs one invocation in-process and
// maps every outcome to an exit code (usage errors → 3, internal errors → 70, never a stack trace).
// main.ts calls `main()`; tests call `run(args, io)`.









/** Runs one invocation; `args` are the user's arguments (without `node` and the script). */
async function run(args, io = processIo, context = {}) {
    let code = ExitCode.ok;
    const done = (c) => {
        code = c;
    };
    const program = new Command('proofgate')
        .description('Formal-verification gate for C programs.')
        .version(VERSION, '-V, --version')
        .exitOverride()
        .configureOutput({
        writeOut: (s) => io.out(s),
        writeErr: (s) => io.err(s),
        outputError: (s, write) => write(`proofgate: ${s}`),
    })
        .showHelpAfterError('(run proofgate --help for usage)');
    // Subcommands copy the settings above when added.
    program.addCommand(withParentSettings(program, cfaCommand(io, done)));
    program.addCommand(withParentSettings(program, verifyCommand(io, done)));
    program.addCommand(withParentSettings(program, benchCommand(io, done, context.self ?? defaultSelfCommand())));
    try {
        await program.parseAsync([...args], { from: 'user' });
        return code;
    }
    catch (e) {
        return exitCodeForError(e, io);
    }
}
/** Entry point for the bundled CLI: run, let stdout and stderr drain, then exit. */
async function main() {
    const code = await run(process.argv.slice(2));
    // Exit explicitly: solver worker threads must not keep a finished run alive.
    process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
}
function withParentSettings(parent, cmd) {
    return cmd.copyInheritedSettings(parent);
}
function exitCodeForError(e, io) {
    if (e instanceof CommanderError) {
        // --help and --version end with exitCode 0; everything else is a usage error.
        return e.exitCode === 0 ? ExitCode.ok : ExitCode.inputError;
    }
    if (e instanceof InputError) {
        printDiagnostics(io, e.diagnostics);
        return ExitCode.inputError;
    }
    const message = e instanceof Error ? e.message : String(e);
    io.err(`proofgate: internal error: ${message}\n`);
    return ExitCode.internalError;
}

;// CONCATENATED MODULE: ./src/cli/main.ts
// Entry of the bundled CLI (dist/cli.js). Runs only on the main thread: Z3's worker threads load
// the bundle too and must not start a second proofgate inside themselves.


if (external_node_worker_threads_namespaceObject.isMainThread)
    void main();

})();

module.exports = __webpack_exports__;
/******/ })()
;