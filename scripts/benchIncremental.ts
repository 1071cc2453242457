// Measures what incremental deepening buys: for each task, the wall time of one incremental BMC
// session to finish each unwinding bound (1, 2, 4, ...) against encoding and checking each bound
// from scratch in a fresh session. Usage: npx tsx scripts/benchIncremental.ts [--seconds S] TASK.c|.i ...

import { loadProgram } from '../src/frontend/frontend';
import { ILP32 } from '../src/frontend/dataModel';
import { buildProgramCfa } from '../src/ir/programCfa';
import type { ProgramCfa } from '../src/ir/cfa';
import { runBmc } from '../src/engines/bmc/bmcEngine';
import { Unroller } from '../src/encodings/unwinding/unroller';
import { ExprEncoder } from '../src/smt/exprEncoder';
import { ObjectTable, memoryLayout } from '../src/smt/memoryModel';
import { Script, or } from '../src/smt/smtlib';
import { createSolverPool, type SolverPool } from '../src/smt/solverPool';

/** Encode bound k from nothing in a fresh session and run the same checks one round does. */
async function scratch(cfa: ProgramCfa, pool: SolverPool, k: number, timeoutMs: number): Promise<number> {
  const t0 = performance.now();
  const session = await pool.session();
  try {
    const layout = memoryLayout(cfa.program.dataModel);
    const script = new Script();
    const enc = new ExprEncoder(
      script,
      cfa.program.dataModel,
      layout,
      new ObjectTable(layout, cfa.program.dataModel),
    );
    const u = new Unroller(cfa, enc, k);
    u.start('main');
    const props = [...new Set(u.errors.map((h) => h.propertyId))];
    const checks = props.map((p) =>
      script.name(
        'r',
        'Bool',
        or(...u.errors.filter((h) => h.propertyId === p).map((h) => h.instance.guard as string)),
      ),
    );
    const beyond = script.name('b', 'Bool', or(...u.cutLiterals().lits));
    await session.add(script.drain());
    const assumptions = u.tailAssumptions();
    for (const c of [...checks, beyond]) await session.check({ assumptions: [c, ...assumptions], timeoutMs });
  } finally {
    await session.dispose();
  }
  return (performance.now() - t0) / 1000;
}

(async () => {
  const args = process.argv.slice(2);
  const si = args.indexOf('--seconds');
  const seconds = si >= 0 ? Number(args.splice(si, 2)[1]) : 30;
  const pool = createSolverPool({ maxWorkers: 1 });
  for (const file of args) {
    const loaded = await loadProgram([file], { dataModel: ILP32, includeDirs: [], defines: [] });
    if (!loaded.program) continue;
    const cfa = buildProgramCfa(loaded.program);
    const rounds: { bound: number; at: number }[] = [];
    const session = await pool.session();
    const t0 = performance.now();
    await runBmc(cfa, session, {
      entry: 'main',
      deadline: Date.now() + seconds * 1000,
      onRound: (r) => rounds.push({ bound: r.bound, at: (performance.now() - t0) / 1000 }),
    });
    await session.dispose();
    console.log(`\n${file}`);
    console.log('bound  incremental(cumulative s)  scratch(this bound s)  scratch(cumulative s)  ratio');
    let cumulative = 0;
    for (const r of rounds) {
      const s = await scratch(cfa, pool, r.bound, seconds * 1000);
      cumulative += s;
      console.log(
        `${String(r.bound).padStart(5)}  ${r.at.toFixed(2).padStart(25)}  ${s.toFixed(2).padStart(21)}  ${cumulative.toFixed(2).padStart(21)}  ${(cumulative / r.at).toFixed(2).padStart(5)}`,
      );
      if (cumulative > seconds * 3) break;
    }
  }
  await pool.shutdown();
})();
