// Differential testing against gcc: csmith programs with fixed seeds, each run under gcc for its
// checksum and verified twice (`== checksum` must not be UNSAFE, `!= checksum` must not be SAFE).
// Prints one line per program, every disagreement, input error and crash loudly, and a summary.
//
// Usage: npx tsx scripts/csmith.ts --count N --config plain|pointers [--seed S] [--timeout T]
//        [--hash simple|crc] [--work DIR] [--json OUT] [--cli dist/cli.js]   (needs `npm run build`, csmith)

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { csmithAvailable, summarize, testProgram, type CsmithConfig, type ProgramOutcome } from './csmithRun';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

function main(): number {
  const count = Number(option('count', '10'));
  const config = option('config', 'plain') as CsmithConfig;
  const seed = Number(option('seed', '1'));
  const timeout = Number(option('timeout', '15'));
  const hash = option('hash', 'simple') === 'crc' ? 'crc' : 'simple';
  const workDir = option('work', fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-csmith-')));
  const json = option('json', '');
  const cli = path.resolve(option('cli', path.join(__dirname, '../dist/cli.js')));
  if (config !== 'plain' && config !== 'pointers') throw new Error('--config must be plain or pointers');
  if (!csmithAvailable()) {
    console.error('csmith or its headers are missing (apt-get install csmith libcsmith-dev)');
    return 3;
  }
  if (!fs.existsSync(cli)) {
    console.error(`${cli} is missing: run npm run build`);
    return 3;
  }
  console.log(
    `csmith ${config}: seeds ${seed}..${seed + count - 1}, --timeout ${timeout}, hash ${hash}, ${workDir}`,
  );
  const outcomes: ProgramOutcome[] = [];
  for (let s = seed; s < seed + count; s++) {
    const o = testProgram(s, { config, timeout, workDir, cli, hash });
    outcomes.push(o);
    if (o.skipped !== undefined) console.log(`seed ${s}: skipped (${o.skipped.split('\n')[0]})`);
    else
      console.log(
        `seed ${s}: == ${o.eq?.verdict} (${o.eq?.seconds.toFixed(1)} s), != ${o.ne?.verdict} ` +
          `(${o.ne?.seconds.toFixed(1)} s)${unknownReasons(o)}`,
      );
    for (const p of o.problems) console.log(`!!! ${p}`);
    if (json) fs.writeFileSync(json, JSON.stringify(outcomes, null, 1));
  }
  const s = summarize(outcomes);
  console.log(
    `\n${config}: ${s.programs} programs, ${s.skipped} skipped (gcc run failed or did not terminate)`,
  );
  console.log('task            safe  unsafe  unknown  input-error  crash');
  for (const [name, c] of [
    ['== C (no UNSAFE)', s.eq],
    ['!= C (no SAFE)  ', s.ne],
  ] as const) {
    const cells = [c.safe, c.unsafe, c.unknown, c['input-error'], c.crash].map((n, i) =>
      String(n).padStart([4, 8, 9, 13, 7][i]),
    );
    console.log(`${name}${cells.join('')}`);
  }
  console.log(`disagreements: ${s.disagreements}, input errors: ${s.inputErrors}, crashes: ${s.crashes}`);
  const problems = outcomes.flatMap((o) => o.problems);
  if (problems.length > 0) console.log(`\nPROBLEMS:\n${problems.join('\n')}`);
  return problems.length > 0 ? 1 : 0;
}

function unknownReasons(o: ProgramOutcome): string {
  const reasons = new Set([...(o.eq?.details ?? []), ...(o.ne?.details ?? [])]);
  return reasons.size > 0 ? ` — ${[...reasons].join('; ').slice(0, 160)}` : '';
}

process.exitCode = main();
