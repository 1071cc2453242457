// A hand-made report for the renderer tests: one UNSAFE property with a 3-step replayed trace,
// one SAFE and one UNKNOWN property, and an unsupported construct.
import type { PropertyResult, TraceStep, VerifyReport } from '../../src/pipeline/results';

export const TRACE: TraceStep[] = [
  {
    file: 'src/clamp.c',
    line: 12,
    function: 'main',
    text: 'int level = read_level();',
    assignments: { level: '-3' },
  },
  {
    file: 'src/clamp.c',
    line: 5,
    function: 'clamp',
    text: 'return x - 1;',
    assignments: { x: '-3', '\\result': '-4' },
  },
  { file: 'src/clamp.c', line: 20, function: 'main', text: 'assert(level >= 0)', assignments: {} },
];

export function unsafeProperty(overrides: Partial<PropertyResult> = {}): PropertyResult {
  return {
    id: 'main#1',
    kind: 'assert',
    file: 'src/clamp.c',
    line: 20,
    function: 'main',
    text: 'assert(level >= 0)',
    verdict: 'unsafe',
    engine: 'bmc',
    seconds: 0.123,
    depth: 3,
    trace: TRACE,
    ...overrides,
  };
}

export function sampleReport(properties?: PropertyResult[]): VerifyReport {
  const props = properties ?? [
    unsafeProperty(),
    {
      id: 'main#2',
      kind: 'error-call',
      file: 'src/clamp.c',
      line: 24,
      function: 'main',
      text: 'reach_error()',
      verdict: 'safe',
      engine: 'bmc',
      seconds: 0.5,
      depth: 10,
    },
    {
      id: 'clamp#1',
      kind: 'assert',
      file: 'src/clamp.c',
      line: 30,
      function: 'clamp',
      text: '__VERIFIER_assert(x != 7)',
      verdict: 'unknown',
      engine: 'bmc',
      seconds: 60,
      reason: 'timeout',
    },
  ];
  return {
    version: 1,
    verdict: props.some((p) => p.verdict === 'unsafe') ? 'unsafe' : 'unknown',
    properties: props,
    stats: {
      seconds: 61.2,
      cpuSeconds: 60.9,
      engineSeconds: 60.7,
      solverCalls: 42,
      functions: 2,
      properties: props.length,
      externalFunctions: ['read_level'],
      unsupported: [
        {
          feature: 'floating point',
          file: 'src/clamp.c',
          line: 3,
          col: 9,
          message: 'floating point is not supported',
        },
      ],
    },
  };
}
