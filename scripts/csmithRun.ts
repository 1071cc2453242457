// Differential testing against gcc with csmith: generates a program for a fixed seed, compiles and
// runs it with gcc for its checksum C, then verifies two tasks with the built CLI — `checksum == C`
// (must never be UNSAFE) and `checksum != C` (must never be SAFE). Used by scripts/csmith.ts and its test.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/** `plain`: integers and arrays only; `pointers`: pointers, structs and unions too. */
export type CsmithConfig = 'plain' | 'pointers';

const COMMON_FLAGS = [
  '--no-argc',
  '--no-volatiles',
  '--no-packed-struct',
  '--max-funcs',
  '3',
  '--max-block-depth',
  '3',
  '--max-block-size',
  '3',
  '--max-expr-complexity',
  '6',
  '--max-array-dim',
  '2',
  '--max-array-len-per-dim',
  '4',
];

export const CSMITH_FLAGS: Readonly<Record<CsmithConfig, readonly string[]>> = {
  plain: [...COMMON_FLAGS, '--no-pointers', '--no-structs', '--no-unions'],
  pointers: [
    ...COMMON_FLAGS,
    '--max-pointer-depth',
    '2',
    '--max-struct-fields',
    '4',
    '--max-union-fields',
    '3',
  ],
};

export interface CsmithOptions {
  readonly config: CsmithConfig;
  /** Seconds per verification task (proofgate's --timeout). */
  readonly timeout: number;
  /** Folder for the generated programs and binaries. */
  readonly workDir: string;
  /** The built CLI (dist/cli.js). */
  readonly cli: string;
  /** `simple`: the wrapper's multiply-xor hash; `crc`: csmith's CRC-32. */
  readonly hash?: 'simple' | 'crc';
}

export type TaskVerdict = 'safe' | 'unsafe' | 'unknown' | 'input-error' | 'crash';

export interface TaskOutcome {
  readonly verdict: TaskVerdict;
  /** Reasons of unknown properties, error lines of an input error or crash. */
  readonly details: readonly string[];
  readonly seconds: number;
}

export interface ProgramOutcome {
  readonly seed: number;
  readonly config: CsmithConfig;
  readonly file: string;
  /** Why the program was not verified (csmith or gcc failed, or it does not terminate). */
  readonly skipped?: string;
  readonly checksum?: number;
  /** The `checksum == C` task (must not be UNSAFE) and the `checksum != C` task (must not be SAFE). */
  readonly eq?: TaskOutcome;
  readonly ne?: TaskOutcome;
  /** Wrong verdicts, input errors and crashes, one line each. */
  readonly problems: readonly string[];
}

const WRAPPER_DIR = path.join(__dirname, 'csmith');
const RUN_TIMEOUT_MS = 10_000;

/** csmith's runtime headers (Debian: /usr/include/csmith; some builds add the version). */
export function csmithIncludeDir(): string | undefined {
  const base = '/usr/include';
  if (!fs.existsSync(base)) return undefined;
  const dir = fs
    .readdirSync(base)
    .filter((d) => d.startsWith('csmith'))
    .map((d) => path.join(base, d))
    .find((d) => fs.existsSync(path.join(d, 'csmith.h')));
  return dir;
}

export function csmithAvailable(): boolean {
  return (
    spawnSync('csmith', ['--version'], { encoding: 'utf8', cwd: os.tmpdir() }).status === 0 &&
    !!csmithIncludeDir()
  );
}

function includeFlags(): string[] {
  return ['-I', WRAPPER_DIR, '-I', csmithIncludeDir() ?? '/usr/include/csmith'];
}

function defines(options: CsmithOptions): string[] {
  return options.hash === 'crc' ? [] : ['-DPG_SIMPLE_HASH'];
}

/** Generates, runs and verifies one program. */
export function testProgram(seed: number, options: CsmithOptions): ProgramOutcome {
  fs.mkdirSync(options.workDir, { recursive: true });
  const base = path.join(options.workDir, `${options.config}-${seed}`);
  const file = `${base}.c`;
  const outcome = { seed, config: options.config, file };
  const gen = spawnSync('csmith', ['--seed', String(seed), ...CSMITH_FLAGS[options.config], '-o', file], {
    encoding: 'utf8',
    timeout: 60_000,
    cwd: options.workDir, // csmith writes platform.info into its working folder
  });
  if (gen.status !== 0) return { ...outcome, skipped: `csmith failed: ${gen.stderr.trim()}`, problems: [] };
  const cc = spawnSync('gcc', ['-w', '-O0', ...defines(options), ...includeFlags(), file, '-o', base], {
    encoding: 'utf8',
  });
  if (cc.status !== 0) return { ...outcome, skipped: `gcc failed: ${cc.stderr.trim()}`, problems: [] };
  const exe = spawnSync(base, [], { encoding: 'utf8', timeout: RUN_TIMEOUT_MS });
  const m = /checksum = ([0-9A-F]+)/.exec(exe.stdout ?? '');
  if (exe.status !== 0 || !m) {
    const why = exe.error ? 'does not terminate in 10 s' : `exit ${exe.status}`;
    return { ...outcome, skipped: `program run: ${why}`, problems: [] };
  }
  const checksum = parseInt(m[1], 16);
  const eq = verifyTask(file, checksum, false, options);
  const ne = verifyTask(file, checksum, true, options);
  const problems: string[] = [];
  const where = `${options.config} seed ${seed}`;
  if (eq.verdict === 'unsafe') problems.push(`DISAGREEMENT ${where}: checksum == 0x${m[1]} reported UNSAFE`);
  if (ne.verdict === 'safe') problems.push(`DISAGREEMENT ${where}: checksum != 0x${m[1]} reported SAFE`);
  for (const [name, t] of [
    ['==', eq],
    ['!=', ne],
  ] as const) {
    if (t.verdict === 'input-error' || t.verdict === 'crash')
      problems.push(`${t.verdict.toUpperCase()} ${where} (${name}): ${t.details.join(' | ')}`);
  }
  return { ...outcome, checksum, eq, ne, problems };
}

interface JsonReport {
  readonly properties: readonly { readonly verdict: string; readonly reason?: string }[];
}

function verifyTask(file: string, checksum: number, negate: boolean, options: CsmithOptions): TaskOutcome {
  const args = [
    options.cli,
    'verify',
    file,
    '--format',
    'json',
    '--timeout',
    String(options.timeout),
    '--data-model',
    'LP64',
    ...includeFlags(),
    ...defines(options),
    `-DPG_EXPECT=0x${checksum.toString(16)}u`,
    ...(negate ? ['-DPG_NEGATE'] : []),
  ];
  const start = Date.now();
  const r = spawnSync(process.execPath, args, {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    timeout: (options.timeout * 4 + 60) * 1000,
  });
  const seconds = (Date.now() - start) / 1000;
  const errors = (r.stderr ?? '')
    .split('\n')
    .filter((l) => / (fatal error|error): /.test(l) || /internal|Error:/.test(l))
    .slice(0, 5);
  if (r.status === 3) return { verdict: 'input-error', details: errors, seconds };
  if (r.status === null || r.status > 3)
    return { verdict: 'crash', details: [`exit ${r.status ?? r.signal}`, ...errors], seconds };
  let report: JsonReport;
  try {
    report = JSON.parse(r.stdout) as JsonReport;
  } catch {
    return { verdict: 'crash', details: ['no JSON report', ...errors], seconds };
  }
  const verdicts = report.properties.map((p) => p.verdict);
  const verdict: TaskVerdict = verdicts.includes('unsafe')
    ? 'unsafe'
    : verdicts.includes('unknown')
      ? 'unknown'
      : 'safe';
  const details = report.properties.filter((p) => p.verdict === 'unknown').map((p) => p.reason ?? '?');
  return { verdict, details, seconds };
}

/** Counts per configuration, for the summary table. */
export interface Summary {
  programs: number;
  skipped: number;
  eq: Record<TaskVerdict, number>;
  ne: Record<TaskVerdict, number>;
  disagreements: number;
  inputErrors: number;
  crashes: number;
}

export function summarize(outcomes: readonly ProgramOutcome[]): Summary {
  const zero = (): Record<TaskVerdict, number> => ({
    safe: 0,
    unsafe: 0,
    unknown: 0,
    'input-error': 0,
    crash: 0,
  });
  const s: Summary = {
    programs: 0,
    skipped: 0,
    eq: zero(),
    ne: zero(),
    disagreements: 0,
    inputErrors: 0,
    crashes: 0,
  };
  for (const o of outcomes) {
    s.programs++;
    if (o.skipped !== undefined || !o.eq || !o.ne) {
      s.skipped++;
      continue;
    }
    s.eq[o.eq.verdict]++;
    s.ne[o.ne.verdict]++;
    s.disagreements += o.problems.filter((p) => p.startsWith('DISAGREEMENT')).length;
    s.inputErrors += [o.eq, o.ne].filter((t) => t.verdict === 'input-error').length;
    s.crashes += [o.eq, o.ne].filter((t) => t.verdict === 'crash').length;
  }
  return s;
}
