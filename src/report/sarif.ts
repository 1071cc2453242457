// SARIF 2.1.0 for code scanning (`verify --format sarif`): one result per UNSAFE property with the
// replayed trace as its code flow and a line-independent fingerprint, located at the property, or
// at the changed line its trace passes through last (the property then a related location that
// the message links); UNKNOWN and UNREACHABLE
// properties, vacuous proofs and unsupported constructs are tool notifications, not results (code
// scanning turns every result into an alert, whatever its `kind`); input errors make the invocation
// unsuccessful, each an error notification at its file and line.

import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Sarif from 'sarif';
import { VERSION } from '../version';
import { propertyLine, stepStatement } from './render';
import {
  countVerdicts,
  type PropertyKind,
  type PropertyResult,
  type RunError,
  type TraceStep,
} from '../pipeline/results';
import type { VerifyReport } from '../pipeline/results';

/** Where proofgate is documented (tool.driver.informationUri); one place to change. */
export const PROOFGATE_URI = 'https://github.com/proofgate/proofgate';
export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/** The key of our fingerprint in `partialFingerprints` (bump the version if the recipe changes). */
export const FINGERPRINT_KEY = 'proofgatePropertyHash/v2';
export const SRCROOT = '%SRCROOT%';
/** GitHub code scanning limits: results per run and thread-flow locations per result. */
export const MAX_RESULTS = 25_000;
export const MAX_FLOW_LOCATIONS = 10_000;

interface RuleInfo {
  readonly id: string;
  readonly name: string;
  readonly short: string;
  readonly full: string;
  readonly message: string;
}

/** One rule per property kind, in a fixed order (results refer to them by index). */
const RULES: Readonly<Record<PropertyKind, RuleInfo>> = {
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
  'undefined-behavior': {
    id: 'undefined-behavior',
    name: 'UndefinedBehavior',
    short: 'Undefined behaviour',
    full: 'An execution runs into undefined behaviour (signed overflow, bad shift, division by zero, invalid memory access) that gcc -fsanitize=address,undefined stops at.',
    message: 'Undefined behaviour',
  },
  'valid-deref': {
    id: 'valid-deref',
    name: 'InvalidDereference',
    short: 'Invalid dereference',
    full: 'An access through a pointer on some execution touches no live object, or bytes outside it: a null pointer, out of bounds, after free (SV-COMP valid-deref).',
    message: 'Invalid dereference',
  },
  'valid-free': {
    id: 'valid-free',
    name: 'InvalidFree',
    short: 'Invalid free',
    full: 'free() on some execution gets a pointer that is not the start of a live block from malloc: a double free, a local, or an offset pointer (SV-COMP valid-free).',
    message: 'Invalid free',
  },
  'valid-memtrack': {
    id: 'valid-memtrack',
    name: 'MemoryLeak',
    short: 'Memory leak',
    full: 'When main returns on some execution, a block from malloc that was not freed is reachable from no global object (SV-COMP valid-memtrack; LeakSanitizer reports it).',
    message: 'Memory leak',
  },
};
const KINDS = Object.keys(RULES) as PropertyKind[];

/**
 * Descriptors of the tool notifications. GitHub's SARIF rules (Multitool `--rule-kind Gh`, GH2012)
 * require `fullDescription` and `help` on every reportingDescriptor, notification descriptors too.
 */
const NOTIFICATIONS = [
  {
    id: 'unknown-verdict',
    name: 'UnknownVerdict',
    text: 'A property could be neither proved nor refuted.',
    help: 'The engines ran out of time or hit a limit before proving or refuting the property: raise timeout or budget, or simplify the code around it.',
  },
  {
    id: 'unsupported-construct',
    name: 'UnsupportedConstruct',
    text: 'A construct proofgate cannot model; paths through it are not proved.',
    help: 'Properties whose paths pass through the construct are not proved safe; rewrite it or move it out of the verified code.',
  },
  {
    id: 'unreachable-property',
    name: 'UnreachableProperty',
    text: 'No path from the entry reaches a property: it was not checked.',
    help: 'Check the entry input (or harness functions) if the property should be reachable; an unreachable property is never counted as safe.',
  },
  {
    id: 'vacuous-proof',
    name: 'VacuousProof',
    text: 'A property was proved, but its location is never reached: the proof says nothing about it.',
    help: 'The code before the property cannot run to it (e.g. an assumption that is always false): check the assumptions on the path.',
  },
  {
    id: 'input-error',
    name: 'InputError',
    text: 'An input could not be loaded: its properties were not checked.',
    help: 'Fix the file and line named in the message (a missing file, a syntax error, a missing header) and run again.',
  },
] as const;

export interface SarifOptions {
  /** Absolute folder that relative URIs (uriBaseId %SRCROOT%) are relative to; default: cwd. */
  readonly srcRoot?: string;
  /** Input errors: the invocation is marked unsuccessful and each is an error notification. */
  readonly errors?: readonly RunError[];
}

export function renderSarif(report: VerifyReport, options: SarifOptions = {}): string {
  return `${JSON.stringify(buildSarif(report, options), null, 2)}\n`;
}

export function buildSarif(report: VerifyReport, options: SarifOptions = {}): Sarif.Log {
  const root = path.resolve(options.srcRoot ?? process.cwd());
  const where = (file: string): Sarif.ArtifactLocation => artifactLocation(file, root);
  const prints = fingerprints(report.properties, fileKeyUnder(root));
  const unsafe = report.properties.filter((p) => p.verdict === 'unsafe');
  const results = unsafe.slice(0, MAX_RESULTS).map((p) => result(p, prints.get(p) ?? '', where));
  const notes: Sarif.Notification[] = [];
  if (unsafe.length > results.length) {
    notes.push(note(0, `${unsafe.length - results.length} more unsafe properties were left out (limit).`));
  }
  for (const p of report.properties) {
    const descriptor = p.verdict === 'unknown' ? 0 : p.verdict === 'unreachable' ? 2 : p.vacuous ? 3 : -1;
    if (descriptor < 0) continue;
    notes.push({
      ...note(descriptor, propertyLine(p), descriptor === 2 ? 'note' : 'warning'),
      locations: [location(where(p.file), p.line)],
      associatedRule: { id: RULES[p.kind].id, index: KINDS.indexOf(p.kind) },
    });
  }
  for (const e of options.errors ?? []) {
    notes.push({ ...note(4, e.message, 'error'), locations: [location(where(e.file), e.line)] });
  }
  for (const u of report.stats.unsupported) {
    notes.push({
      ...note(1, `unsupported: ${u.message}`),
      locations: [location(where(u.file), u.line, u.col)],
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
            notifications: NOTIFICATIONS.map((n) => ({
              id: n.id,
              name: n.name,
              shortDescription: { text: n.text },
              fullDescription: { text: n.text },
              help: { text: n.help },
            })),
          },
        },
        originalUriBaseIds: { [SRCROOT]: { uri: pathToFileURL(root).href.replace(/\/?$/, '/') } },
        invocations: [
          { executionSuccessful: (options.errors ?? []).length === 0, toolExecutionNotifications: notes },
        ],
        results,
        properties: { verdict: report.verdict, ...counts },
      },
    ],
  };
}

function rule(r: RuleInfo): Sarif.ReportingDescriptor {
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

function note(
  descriptor: number,
  text: string,
  level: Sarif.Notification.level = 'warning',
): Sarif.Notification {
  const d = NOTIFICATIONS[descriptor];
  return {
    level,
    message: { text },
    ...(d ? { descriptor: { id: d.id, index: descriptor } } : {}),
  };
}

function result(
  p: PropertyResult,
  fingerprint: string,
  where: (file: string) => Sarif.ArtifactLocation,
): Sarif.Result {
  const info = RULES[p.kind];
  const steps = p.trace ?? [];
  const found = `found by ${p.engine}${p.depth !== undefined ? ` at depth ${p.depth}` : ''}`;
  const flow = steps.length > 0 ? `a counterexample of ${steps.length} steps, ${found}` : found;
  const site = p.changeSite;
  const logical = (fn: string): Sarif.LogicalLocation[] => [
    { name: fn, fullyQualifiedName: fn, kind: 'function' },
  ];
  const own: Sarif.Location = { ...location(where(p.file), p.line), logicalLocations: logical(p.function) };
  return {
    ruleId: info.id,
    ruleIndex: KINDS.indexOf(p.kind),
    level: 'error',
    kind: 'fail',
    // with a change site the alert sits on the changed line (GitHub shows an alert on a pull request
    // only when its location is in the diff), and the property is a related location the message links
    message: site
      ? {
          text:
            `This change lets [${linkText(p.text)}](1) at ${linkText(where(p.file).uri ?? p.file)}:${p.line} fail: ` +
            `${info.message} (${flow}).`,
        }
      : { text: `${info.message}: ${p.text} (${flow}).` },
    locations: [
      site ? { ...location(where(site.file), site.line), logicalLocations: logical(site.function) } : own,
    ],
    ...(site
      ? { relatedLocations: [{ ...own, id: 1, message: { text: `${info.message}: ${p.text}` } }] }
      : {}),
    partialFingerprints: { [FINGERPRINT_KEY]: fingerprint },
    ...findingState(p),
    ...(steps.length > 0 ? { codeFlows: [codeFlow(steps, where)] } : {}),
    properties: {
      propertyId: p.id,
      engine: p.engine,
      seconds: p.seconds,
      ...(site ? { property: { file: where(p.file).uri, line: p.line } } : {}),
    },
  };
}

/**
 * The gate's view of a finding (report/gate.ts): compared with the base branch's results, `new` or
 * `unchanged`; accepted in the baseline, an external suppression with its reason.
 */
function findingState(p: PropertyResult): Pick<Sarif.Result, 'baselineState' | 'suppressions'> {
  const state: Sarif.Result.baselineState | undefined =
    p.finding === 'new' ? 'new' : p.finding === 'base' ? 'unchanged' : undefined;
  const accepted = p.finding === 'accepted' && p.acceptance;
  return {
    ...(state ? { baselineState: state } : {}),
    ...(accepted
      ? {
          suppressions: [
            {
              kind: 'external',
              status: 'accepted',
              justification: `${p.acceptance?.reason ?? ''} (until ${p.acceptance?.expires ?? '?'})`,
            },
          ],
        }
      : {}),
  };
}

/** Text inside a SARIF message that has embedded links: literal brackets and backslashes escaped. */
function linkText(s: string): string {
  return s.replace(/[\\[\]]/g, (c) => `\\${c}`);
}

/** The trace as one thread flow; longer than GitHub keeps: the first and last halves. */
function codeFlow(
  steps: readonly TraceStep[],
  where: (file: string) => Sarif.ArtifactLocation,
): Sarif.CodeFlow {
  const half = Math.floor(MAX_FLOW_LOCATIONS / 2);
  const kept = steps.length > MAX_FLOW_LOCATIONS ? [...steps.slice(0, half), ...steps.slice(-half)] : steps;
  const omitted = steps.length - kept.length;
  const locations = kept.map((s, i): Sarif.ThreadFlowLocation => ({
    location: { ...location(where(s.file), s.line), message: { text: stepMessage(s) } },
    executionOrder: i < half || omitted === 0 ? i + 1 : i + 1 + omitted,
  }));
  const text =
    omitted > 0
      ? `Counterexample (${steps.length} steps, ${omitted} in the middle omitted)`
      : `Counterexample (${steps.length} steps)`;
  return { message: { text }, threadFlows: [{ locations }] };
}

function stepMessage(s: TraceStep): string {
  const values = Object.entries(s.assignments).map(([name, value]) => `${name} = ${value}`);
  const text = `${s.function}: ${stepStatement(s)}`;
  return values.length > 0 ? `${text}  [${values.join(', ')}]` : text;
}

function location(artifact: Sarif.ArtifactLocation, line: number, col?: number): Sarif.Location {
  const region: Sarif.Region = { startLine: Math.max(1, line), ...(col ? { startColumn: col } : {}) };
  return { physicalLocation: { artifactLocation: artifact, region } };
}

/** Whether `file` (relative to `root`, or absolute) lies under the folder `root`. */
export function isUnder(file: string, root: string): boolean {
  const rel = path.relative(root, path.resolve(root, file));
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel);
}

/** A relative URI under %SRCROOT% when the file lies under `root`, else an absolute file: URI. */
export function artifactLocation(file: string, root: string): Sarif.ArtifactLocation {
  const abs = path.resolve(root, file);
  const rel = path.relative(root, abs);
  if (isUnder(abs, root)) {
    const uri = rel.split(path.sep).map(encodeURIComponent).join('/');
    return { uri, uriBaseId: SRCROOT };
  }
  return { uri: pathToFileURL(abs).href };
}

/**
 * Fingerprint per property, independent of line numbers so an unchanged alert keeps it when code
 * above it moves: hash of file (`fileKey`: relative to the source root), function, kind, normalised
 * text and the ordinal among the report's properties with the same four (in report order). With the
 * file in it, the same assertion in two files is two alerts whether the files are verified in one
 * job or in two shards (v1 left the file out, so shards gave both the same fingerprint).
 */
export function fingerprints(
  properties: readonly PropertyResult[],
  fileKey: (file: string) => string = (file) => file,
): Map<PropertyResult, string> {
  const seen = new Map<string, number>();
  const prints = new Map<PropertyResult, string>();
  for (const p of properties) {
    const key = `${fileKey(p.file)}\n${p.function}\n${p.kind}\n${normaliseText(p.text)}`;
    const ordinal = (seen.get(key) ?? 0) + 1;
    seen.set(key, ordinal);
    prints.set(p, createHash('sha256').update(`${key}\n${ordinal}`).digest('hex').slice(0, 32));
  }
  return prints;
}

/**
 * How fingerprints name a file: its URI relative to the source root (as the SARIF location gives
 * it), so the Action, the merge job and `proofgate baseline` compute the same fingerprint.
 */
export function fileKeyUnder(root: string): (file: string) => string {
  return (file) => artifactLocation(file, root).uri ?? file;
}

/** Whitespace only matters between two word characters: `x>0` and `x  >  0` are the same. */
export function normaliseText(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/ (?=\W)|(?<=\W) /g, '');
}
