// Entry of the bundled Action (dist/index.js). Runs only on the main thread: Z3's worker threads
// load the bundle too and must not start a second run inside themselves.
import { isMainThread } from 'node:worker_threads';
import { run } from './run';

if (isMainThread) void run();
