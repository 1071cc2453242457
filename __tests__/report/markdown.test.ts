// The Markdown report (job summary, PR comment) and the annotation plan: the same counts as the
// results model, escaping of table cells, traces in <details>, the Mermaid graph of changed
// functions, the size budget, and GitHub's 10-per-level annotation limit. C text is checked as
// rendered by a GitHub-flavoured Markdown renderer (marked), not only as text.

import { describe, expect, it } from 'vitest';
import { marked } from 'marked';
import { renderMarkdown } from '../../src/report/markdown';
import { planAnnotations } from '../../src/report/annotations';
import type { PropertyResult, VerifyReport } from '../../src/pipeline/results';

function prop(over: Partial<PropertyResult>): PropertyResult {
  return {
    id: 'main#1',
    kind: 'assert',
    file: 'src/a.c',
    line: 10,
    function: 'main',
    text: 'assert(x < 3)',
    verdict: 'safe',
    engine: 'bmc',
    seconds: 0.5,
    ...over,
  };
}

function report(properties: PropertyResult[], extra: Partial<VerifyReport> = {}): VerifyReport {
  const unsafe = properties.some((p) => p.verdict === 'unsafe');
  const unknown = properties.some((p) => p.verdict === 'unknown');
  return {
    version: 1,
    verdict: unsafe ? 'unsafe' : unknown ? 'unknown' : 'safe',
    properties,
    stats: {
      seconds: 2,
      cpuSeconds: 2,
      engineSeconds: 1,
      solverCalls: 3,
      functions: 2,
      properties: properties.length,
      externalFunctions: [],
      unsupported: [],
      reused: properties.filter((p) => p.reused).length,
    },
    ...extra,
  };
}

const VIOLATION = prop({
  id: 'clamp#1',
  function: 'clamp',
  text: 'assert(a | b < 2)',
  verdict: 'unsafe',
  line: 20,
  trace: [
    { file: 'src/a.c', line: 3, function: 'main', text: 'int x = nondet();', assignments: { x: '7' } },
    { file: 'src/a.c', line: 20, function: 'clamp', text: 'a | b < 2', assignments: {} },
  ],
});

describe('renderMarkdown', () => {
  it('lists known findings apart, and heads a report of known findings only with a warning', () => {
    const old = { ...VIOLATION, finding: 'base' as const };
    const ok = {
      ...VIOLATION,
      id: 'clamp#2',
      line: 30,
      finding: 'accepted' as const,
      acceptance: { reason: 'see #4', expires: '2027-01-01' },
    };
    const md = renderMarkdown(report([old, ok]), { title: 't', maxChars: 100_000 });
    expect(md).toMatch(/^## ⚠️ t: UNSAFE \(known findings only/);
    expect(md).toContain('### Known findings (not failing this check)');
    expect(md).toContain(
      '- ⚠️ src/a.c:20 clamp#1 assert(a \\| b &lt; 2): unsafe, already on the base branch',
    );
    expect(md).toContain('clamp#2 assert(a \\| b &lt; 2): unsafe, accepted until 2027-01-01: see #4');
    expect(md).not.toContain('| ❌ |');
    const plan = planAnnotations(report([old, { ...VIOLATION, id: 'clamp#3', finding: 'new' as const }]), []);
    expect(plan.annotations.map((a) => [a.level, a.title])).toEqual([
      ['error', 'proofgate: assertion can fail (clamp#3)'],
      ['warning', 'proofgate: assertion can fail (clamp#1, not new)'],
    ]);
  });

  it('names the change a violation fails after, and marks its step in the trace', () => {
    const site = { file: 'src/a.c', line: 3, function: 'main', text: 'int x = nondet();' };
    const md = renderMarkdown(report([{ ...VIOLATION, changeSite: site }]), {
      title: 't',
      maxChars: 100_000,
    });
    expect(md).toContain('(fails after the change at src/a.c:3)');
    expect(md).toContain('The change at src/a.c:3 (in <code>main</code>) lets it fail');
    expect(md).toMatch(/\| 1 \| src\/a\.c:3 ◀ \|/);
    expect(md).not.toMatch(/\| 2 \| src\/a\.c:20 ◀/);
  });

  it('shows the verdict, totals, a row per property (unsafe first) and each trace in <details>', () => {
    const md = renderMarkdown(report([prop({ reused: true }), VIOLATION]), {
      title: 'proofgate 0.1.0',
      maxChars: 100_000,
    });
    expect(md).toMatch(/^## ❌ proofgate 0\.1\.0: UNSAFE\n/);
    expect(md).toContain('| 1 | 1 | 0 | 0 | 1 | 2 | 2.0 |');
    const rows = md.split('\n').filter((l) => /^\| (✅|❌|❔) \|/.test(l));
    expect(rows).toEqual([
      '| ❌ | src/a.c:20 | clamp#1 assert(a \\| b &lt; 2) | assert | bmc | 0.50 s |  |',
      '| ✅ | src/a.c:10 | main#1 assert(x &lt; 3) | assert | bmc | 0.50 s | yes |',
    ]);
    expect(md).toContain('<details><summary>❌ Counterexample for <code>clamp#1</code> at src/a.c:20');
    expect(md).toContain('| 1 | src/a.c:3 | main | <code>int x = nondet();</code> | <code>x = 7</code> |');
  });

  it('draws the changed functions and their callers, coloured by verdict', () => {
    const md = renderMarkdown(
      report([prop({}), VIOLATION], {
        changes: {
          base: 'abcdef0123456789',
          functions: [{ kind: 'changed', name: 'clamp', file: 'src/a.c', line: 15 }],
          graph: {
            nodes: [
              { id: 'src/a.c::clamp', name: 'clamp', file: 'src/a.c' },
              { id: 'src/a.c::main', name: 'main', file: 'src/a.c' },
            ],
            edges: [['src/a.c::main', 'src/a.c::clamp']],
          },
        },
      }),
      { title: 't', maxChars: 100_000 },
    );
    expect(md).toContain('### Changed since `abcdef012345`');
    expect(md).toContain('- `clamp` (src/a.c:15): changed');
    expect(md).toContain('```mermaid\ngraph TD\n  f0["clamp (changed)"]\n  f1["main"]\n  f1 --> f0');
    expect(md).toContain('  class f0 unsafe\n  class f1 safe');
  });

  it("tells two programs' functions of one name apart, each coloured by its own properties", () => {
    const mainB = prop({ id: 'main#1', function: 'main', file: 'src/b.c', verdict: 'unsafe', line: 4 });
    const md = renderMarkdown(
      report([prop({ function: 'main' }), mainB], {
        changes: {
          base: 'abcdef0123456789',
          functions: [{ kind: 'changed', name: 'main', file: 'src/a.c', line: 9 }],
          graph: { nodes: [{ id: 'src/a.c::main', name: 'main', file: 'src/a.c' }], edges: [] },
        },
      }),
      { title: 't', maxChars: 100_000 },
    );
    expect(md).toContain('  f0["main (changed)"]');
    expect(md).toContain('  class f0 safe'); // src/b.c's unsafe main is another function
    expect(md).not.toContain('unsafe\n```');
  });

  it('shows C text as itself: emphasis, code, link and table characters escaped', () => {
    const text = 'assert(a[i]*2 <= b*c && x_y != 0 | `q` > 1)';
    const md = renderMarkdown(
      report([
        prop({
          ...VIOLATION,
          file: 'src/my_lib.c',
          text,
          trace: [{ file: 'src/my_lib.c', line: 2, function: 'f_g', text: 's = "\\*_";', assignments: {} }],
        }),
      ]),
      { title: 't', maxChars: 100_000 },
    );
    const escaped = 'assert(a\\[i\\]\\*2 &lt;= b\\*c &amp;&amp; x\\_y != 0 \\| \\`q\\` &gt; 1)';
    expect(md).toContain(`| ❌ | src/my\\_lib.c:20 | clamp#1 ${escaped} | assert |`);
    expect(md).toContain('| 1 | src/my\\_lib.c:2 | f\\_g | <code>s = "\\\\\\*\\_";</code> |');
    // the <details> line is raw HTML (no Markdown inside): entities only
    expect(md).toContain('<code>assert(a[i]*2 &lt;= b*c &amp;&amp; x_y != 0 | `q` &gt; 1)</code>');
    // rendered as GitHub renders Markdown: the same text, no emphasis, no extra table columns
    const rendered = marked.parse(md, { gfm: true, async: false });
    expect(rendered).not.toMatch(/<em>|<strong>/);
    expect(rendered).toContain(
      `<td>clamp#1 ${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</td>`,
    );
  });

  it('says what earlier runs contributed in plain words, and nothing when they contributed nothing', () => {
    const none = { properties: 0, solverCalls: 0, seconds: 0 };
    const stats = (verdict: typeof none): VerifyReport['stats'] => ({
      ...report([prop({})]).stats,
      reuse: {
        verdict,
        certificate: none,
        candidates: none,
        scratch: { properties: 1, solverCalls: 4, seconds: 0.3 },
      },
    });
    const cold = renderMarkdown(
      { ...report([prop({})]), stats: stats(none) },
      { title: 't', maxChars: 100_000 },
    );
    expect(cold).not.toContain('earlier runs');
    expect(cold).not.toContain('Reuse');
    const warm = renderMarkdown(
      { ...report([prop({})]), stats: stats({ properties: 3, solverCalls: 1, seconds: 0.25 }) },
      { title: 't', maxChars: 100_000 },
    );
    expect(warm).toContain(
      'From earlier runs: 3 properties kept the stored verdict, re-checked (1 solver call, 0.3 s); ' +
        '1 property verified from scratch (4 solver calls, 0.3 s).',
    );
  });

  it('stays within its budget, cutting traces before rows, and puts the marker first', () => {
    const long = prop({
      ...VIOLATION,
      trace: Array.from({ length: 500 }, (_, i) => ({
        file: 'src/a.c',
        line: i + 1,
        function: 'main',
        text: `step ${i} ${'x'.repeat(50)}`,
        assignments: { i: String(i) },
      })),
    });
    const many = Array.from({ length: 300 }, (_, i) => prop({ id: `f#${i}`, line: i + 1 }));
    const full = renderMarkdown(report([long, ...many]), { title: 't', maxChars: 1_000_000 });
    expect(full).toContain('… 440 steps …');
    expect(full).toContain('… and 101 more properties');
    const small = renderMarkdown(report([long, ...many]), {
      title: 't',
      maxChars: 5_000,
      marker: '<!-- m -->',
    });
    expect(small.length).toBeLessThanOrEqual(5_000);
    expect(small.startsWith('<!-- m -->\n## ❌ t: UNSAFE')).toBe(true);
  });
});

describe('planAnnotations', () => {
  it('annotates a violation a change lets happen at the changed line, and at the property', () => {
    const site = { file: 'src/a.c', line: 5, function: 'clamp', text: 'return x + 1;' };
    const plan = planAnnotations(report([{ ...VIOLATION, changeSite: site }]), []);
    expect(plan.annotations.map((a) => [a.title, a.file, a.line])).toEqual([
      ['proofgate: assertion can fail after this change (clamp#1)', 'src/a.c', 5],
      ['proofgate: assertion can fail (clamp#1)', 'src/a.c', 20],
    ]);
    expect(plan.annotations[0].message).toMatch(
      /^This change lets assert\(a \| b < 2\) at src\/a\.c:20 fail/,
    );
  });
  it('annotates violations as errors and unknowns in changed code as notices', () => {
    const plan = planAnnotations(
      report([
        VIOLATION,
        prop({ id: 'u#1', verdict: 'unknown', reason: 'time limit', changed: true }),
        prop({ id: 'u#2', verdict: 'unknown', reason: 'time limit', changed: false }),
      ]),
      [],
    );
    expect(plan.annotations).toEqual([
      {
        level: 'error',
        title: 'proofgate: assertion can fail (clamp#1)',
        message:
          'assert(a | b < 2) is violated on some execution (found by bmc, replay-confirmed). Counterexample: 2 steps, x = 7.',
        file: 'src/a.c',
        line: 20,
      },
      {
        level: 'notice',
        title: 'proofgate: not proved (u#1)',
        message: 'assert(x < 3): UNKNOWN: time limit',
        file: 'src/a.c',
        line: 10,
      },
    ]);
  });

  it('keeps 9 annotations per level and says how many more there are in the 10th', () => {
    const props = Array.from({ length: 14 }, (_, i) => prop({ ...VIOLATION, id: `v#${i}`, line: i + 1 }));
    const plan = planAnnotations(report(props), []);
    expect(plan.annotations).toHaveLength(10);
    expect(plan.leftOut).toEqual({ error: 5, warning: 0, notice: 0 });
    expect(plan.annotations[9].message).toMatch(/^5 more errors not shown as annotations/);
  });

  it('counts warnings in system headers instead of annotating them; errors there are still annotated', () => {
    const at = (file: string, line: number): { file: string; line: number; col: number } => ({
      file,
      line,
      col: 1,
    });
    const diagnostics = [
      ...Array.from({ length: 12 }, (_, i) => ({
        severity: 'warning' as const,
        loc: at('/usr/include/x86_64-linux-gnu/bits/byteswap.h', 30 + i),
        message: 'gcc builtin',
      })),
      {
        severity: 'unsupported' as const,
        loc: at('/usr/include/stdlib.h', 5),
        message: 'x',
        feature: 'inline asm',
      },
      { severity: 'warning' as const, loc: at('src/a.c', 4), message: 'implicit declaration' },
      { severity: 'error' as const, loc: at('/usr/include/stdio.h', 9), message: 'syntax error' },
    ];
    const plan = planAnnotations(report([]), diagnostics, (file) => !file.startsWith('/usr/'));
    expect(plan.outside).toEqual({ count: 13, files: ['byteswap.h', 'stdlib.h'] });
    expect(plan.annotations.map((a) => [a.level, a.file])).toEqual([
      ['error', '/usr/include/stdio.h'],
      ['warning', 'src/a.c'],
    ]);
  });
});
