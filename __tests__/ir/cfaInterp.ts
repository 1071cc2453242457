// Test helper: runs CFAs concretely to check that lowering preserves C semantics (compared with
// gcc). Delegates to the real interpreter (src/certify): nondet values cycle through a list,
// uninitialised declarations read 0, the entry's parameters take `args`.

import type { ProgramCfa } from '../../src/ir/cfa';
import { execute } from '../../src/certify/interpreter';
import { inputsFrom } from '../../src/certify/inputs';

export type RunResult =
  | { readonly kind: 'return'; readonly value: bigint }
  | { readonly kind: 'error' | 'abort' | 'blocked' | 'steps' };

export class CfaInterpreter {
  constructor(
    private readonly p: ProgramCfa,
    private readonly nondet: readonly bigint[] = [0n],
    private readonly maxSteps = 1_000_000,
  ) {}

  run(fnName = 'main', args: bigint[] = []): RunResult {
    let k = 0;
    let a = 0;
    const inputs = inputsFrom((req) => {
      if (req.source === 'uninit') return 0n;
      if (req.source === 'param') return args[a++] ?? 0n;
      return this.nondet[k++ % this.nondet.length];
    });
    const x = execute(this.p, inputs, { entry: fnName, maxSteps: this.maxSteps, trace: false });
    const o = x.outcome;
    switch (o.kind) {
      case 'exit':
        return o.via === 'return' ? { kind: 'return', value: o.code ?? 0n } : { kind: 'abort' };
      case 'violation':
        return { kind: 'error' };
      case 'blocked':
        return { kind: 'blocked' };
      case 'limit':
        return { kind: 'steps' };
      default:
        throw new Error(`interpreter: ${o.kind} at ${o.loc.file}:${o.loc.line}`);
    }
  }
}
