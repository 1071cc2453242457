// Validates the Action's SARIF with Microsoft's SARIF Multitool and GitHub's rule set
// (`validate --rule-kind "Gh;Sarif"`: the GHxxxx rules GitHub code scanning enforces plus the SARIF
// spec rules). With no file arguments it first runs the bundled Action (dist/index.js) on three pull
// requests (safe, unsafe with a counterexample code flow, input error; scripts/actionScenarios.ts).
// Errors and warnings fail; notes (advice such as "provide a help URI") are counted, not failed.
//
//   npx tsx scripts/validateSarif.ts [file.sarif ...]
//
// The Multitool is a self-contained .NET binary in the npm package @microsoft/sarif-multitool (no
// .NET install needed, ~100 MB): set SARIF_MULTITOOL to the binary, or install it beside the
// project without saving it: npm install --no-save @microsoft/sarif-multitool@5.7.0

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SCENARIOS, runScenario } from './actionScenarios';

const root = path.resolve(__dirname, '..');

/** The GitHub rules plus the SARIF specification's rules. */
export const RULE_KINDS = 'Gh;Sarif';

export interface Finding {
  readonly level: string;
  readonly ruleId: string;
  readonly text: string;
}

/** The Multitool binary: $SARIF_MULTITOOL, else the platform package under node_modules. */
export function findMultitool(): string | undefined {
  const fromEnv = process.env['SARIF_MULTITOOL'];
  if (fromEnv) return fs.existsSync(fromEnv) ? fromEnv : undefined;
  const exe = process.platform === 'win32' ? 'Sarif.Multitool.exe' : 'Sarif.Multitool';
  const binary = path.join(root, 'node_modules/@microsoft', `sarif-multitool-${process.platform}`, exe);
  return fs.existsSync(binary) ? binary : undefined;
}

/** Runs `validate` on one file; returns every finding (errors, warnings and notes). */
export function validate(multitool: string, sarifFile: string): Finding[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-sarif-validate-'));
  try {
    const out = path.join(dir, 'validation.sarif');
    const r = spawnSync(
      multitool,
      ['validate', '--rule-kind', RULE_KINDS, '--level', 'Error;Warning;Note', '--output', out, sarifFile],
      { encoding: 'utf8', timeout: 120_000 },
    );
    if (!fs.existsSync(out)) {
      throw new Error(`sarif-multitool wrote no log (status ${r.status}):\n${r.stdout}${r.stderr}`);
    }
    const log = JSON.parse(fs.readFileSync(out, 'utf8')) as ValidationLog;
    const run = log.runs[0];
    return (run?.results ?? []).map((x) => ({
      level: x.level ?? 'warning',
      ruleId: x.ruleId ?? '?',
      text: messageText(x, run?.tool.driver.rules ?? []),
    }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

interface ValidationMessage {
  readonly text?: string;
  readonly id?: string;
  readonly arguments?: readonly string[];
}

interface RuleMeta {
  readonly id: string;
  readonly messageStrings?: Record<string, { text: string }>;
}

interface ValidationLog {
  runs: {
    tool: { driver: { rules?: RuleMeta[] } };
    results?: { level?: string; ruleId?: string; message: ValidationMessage }[];
  }[];
}

/** A result's message: its text, or its rule's message string with the arguments filled in. */
function messageText(r: { ruleId?: string; message: ValidationMessage }, rules: readonly RuleMeta[]): string {
  if (r.message.text) return r.message.text;
  const template = rules.find((x) => x.id === r.ruleId)?.messageStrings?.[r.message.id ?? '']?.text;
  if (!template) return r.message.id ?? '';
  return template.replace(/\{(\d+)\}/g, (_, i: string) => r.message.arguments?.[Number(i)] ?? '');
}

/** Errors and warnings: what GitHub may reject or mishandle. */
export function failures(findings: readonly Finding[]): Finding[] {
  return findings.filter((f) => f.level === 'error' || f.level === 'warning');
}

/** The Action's SARIF for each scenario, written to `dir` as <scenario>.sarif. */
export async function actionSarifFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const scenario of SCENARIOS) {
    const s = await runScenario(scenario);
    try {
      if (s.sarifText === undefined) throw new Error(`the Action wrote no SARIF for the ${scenario} PR`);
      const file = path.join(dir, `${scenario}.sarif`);
      fs.writeFileSync(file, s.sarifText);
      files.push(file);
    } finally {
      await s.cleanUp();
    }
  }
  return files;
}

async function main(): Promise<number> {
  const multitool = findMultitool();
  if (!multitool) {
    console.error(
      'sarif-multitool not found: set SARIF_MULTITOOL to the binary, or run\n' +
        '  npm install --no-save @microsoft/sarif-multitool@5.7.0',
    );
    return 2;
  }
  let files = process.argv.slice(2);
  let dir: string | undefined;
  if (files.length === 0) {
    if (!fs.existsSync(path.join(root, 'dist/index.js'))) {
      console.error('dist/index.js is missing: run npm run build');
      return 2;
    }
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-sarif-'));
    files = await actionSarifFiles(dir);
  }
  let failed = 0;
  for (const file of files) {
    const findings = validate(multitool, file);
    const bad = failures(findings);
    failed += bad.length;
    console.log(
      `${path.basename(file)}: ${bad.length} errors/warnings, ${findings.length - bad.length} notes`,
    );
    for (const f of bad) console.log(`  ${f.level} ${f.ruleId}: ${f.text}`);
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  return failed > 0 ? 1 : 0;
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e);
      process.exit(2);
    },
  );
}
