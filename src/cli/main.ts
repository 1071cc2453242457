// Entry of the bundled CLI (dist/cli.js). Runs only on the main thread: Z3's worker threads load
// the bundle too and must not start a second proofgate inside themselves.
import { isMainThread } from 'node:worker_threads';
import { main } from './program';

if (isMainThread) void main();
