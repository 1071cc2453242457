// Entry of a solver worker thread (bundled as dist/solverWorker.js): starts Z3 once, says hello,
// then answers the requests of solverProtocol.ts one at a time for the session that owns it.
// Loaded any other way (as a main program, or without our workerData) it does nothing.

import { isMainThread, parentPort, workerData, type MessagePort } from 'node:worker_threads';
import type {
  DebugAction,
  ReplyValues,
  SolverHello,
  SolverReply,
  SolverRequest,
  SolverWorkerData,
} from './solverProtocol';
import { loadZ3, solveHorn, checkOnce, Z3Solver } from './solverZ3';
import { undecidedWork, type WorkMeter } from './solverWork';

function isSolverWorkerData(data: unknown): data is SolverWorkerData {
  return typeof data === 'object' && data !== null && 'proofgateSolverWorker' in data;
}

function serve(port: MessagePort): void {
  const started = performance.now();
  // Z3's abort messages and stack traces (out of memory, say) would litter the user's terminal;
  // the error event the main thread receives carries the message that matters. (Piping the
  // worker's stdio in the main thread instead would keep the process alive after unref().)
  const discard: typeof process.stderr.write = () => true;
  process.stdout.write = discard;
  process.stderr.write = discard;
  let solver: Z3Solver | undefined;
  let hangNext: 'check' | 'add' | undefined;

  function current(): Z3Solver {
    if (solver === undefined) throw new Error('no open session in this solver worker');
    return solver;
  }

  function debug(action: DebugAction): void {
    switch (action) {
      case 'exit':
        process.exit(3);
        break;
      case 'throw':
        setTimeout(() => {
          throw new Error('solver worker: simulated crash');
        });
        break;
      case 'oom':
        setTimeout(() => {
          throw new Error('Aborted(Cannot enlarge memory arrays (OOM)) [simulated]');
        });
        break;
      case 'hang-next-check':
        hangNext = 'check';
        break;
      case 'hang-next-add':
        hangNext = 'add';
        break;
    }
  }

  async function handle(
    req: SolverRequest,
    meter: WorkMeter | undefined,
  ): Promise<ReplyValues[keyof ReplyValues]> {
    if (hangNext === req.op) for (;;); // test-only: a worker that never answers
    switch (req.op) {
      case 'open':
        solver?.close();
        solver = new Z3Solver(await loadZ3());
        return undefined;
      case 'close':
        solver?.close();
        solver = undefined;
        return undefined;
      case 'add':
        current().add(req.text);
        return undefined;
      case 'push':
        current().push();
        return undefined;
      case 'pop':
        current().pop();
        return undefined;
      case 'check':
        return current().check(req.assumptions, req.timeoutMs, meter);
      case 'values':
        return current().values(req.terms);
      case 'reasonUnknown':
        return current().reasonUnknown();
      case 'unsatCore':
        return current().unsatCore();
      case 'horn':
        return solveHorn(await loadZ3(), req.text, req.timeoutMs, meter);
      case 'once':
        return checkOnce(await loadZ3(), req.text, req.terms, req.timeoutMs, meter);
      case 'debug':
        debug(req.action);
        return undefined;
    }
  }

  // Requests are answered strictly in order: Z3 runs one asynchronous call at a time.
  let queue: Promise<void> = Promise.resolve();
  port.on('message', (req: SolverRequest) => {
    queue = queue.then(async () => {
      let reply: SolverReply;
      const meter = 'rlimit' in req && req.rlimit !== undefined ? { rlimit: req.rlimit, work: 0 } : undefined;
      try {
        const t0 = performance.now();
        const value = await handle(req, meter);
        // undecided when its wall-clock limit stopped it: charged its whole resource limit
        if (meter && undecided(value) && 'timeoutMs' in req)
          meter.work = undecidedWork(meter, performance.now() - t0, req.timeoutMs);
        reply = { id: req.id, ok: true, value, ...(meter ? { work: meter.work } : {}) };
      } catch (e) {
        reply = { id: req.id, ok: false, error: e instanceof Error ? e.message : String(e) };
      }
      port.postMessage(reply);
    });
  });

  loadZ3().then(
    () => {
      port.postMessage({ hello: 'ready', initMs: performance.now() - started } satisfies SolverHello);
    },
    (e: unknown) => {
      const error = e instanceof Error ? e.message : String(e);
      port.postMessage({ hello: 'failed', error } satisfies SolverHello);
    },
  );
}

/** Whether a reply's value is an undecided check (`unknown`, or a result object saying so). */
function undecided(value: unknown): boolean {
  if (value === 'unknown') return true;
  return typeof value === 'object' && value !== null && 'result' in value && value.result === 'unknown';
}

if (!isMainThread && parentPort !== null && isSolverWorkerData(workerData)) serve(parentPort);
