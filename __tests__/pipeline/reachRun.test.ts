// Reachability through runVerify: with `--entry f` the properties f never reaches are
// `unreachable`, not SAFE; a program that checks nothing is UNKNOWN; with several harnesses a
// property is unreachable only when none reaches it, and those that do not reach it do not count.
import { describe, expect, it } from 'vitest';
import { tempProgram, verifyFile } from '../helpers/verifyFile';

const ENTRY = `#include <assert.h>
int g(int x){ assert(x > 0); return x; }
int f(int x){ if (x != x) assert(0); return x; }
int main(void){ return 0; }
`;

const verdicts = (r: Awaited<ReturnType<typeof verifyFile>>): Record<string, string> =>
  Object.fromEntries(r.properties.map((p) => [p.id, p.verdict]));

describe('reachability in runVerify', () => {
  it("reports g's assertion unreachable from --entry f (not SAFE)", async () => {
    const { file } = tempProgram('pg-reach-', ENTRY);
    const r = await verifyFile(file, { entry: 'f', timeoutSeconds: 20 });
    expect(verdicts(r)).toEqual({ 'g#1': 'unreachable', 'f#1': 'safe' });
    expect(r.properties.find((p) => p.id === 'g#1')?.reason).toBe("'g' is not called from the entry 'f'");
    expect(r.verdict).toBe('safe');
  }, 60_000);

  it('searches for no property the entry does not reach: once testing finds the reachable violation, BMC never runs', async () => {
    const { file } = tempProgram(
      'pg-reach-',
      `#include <assert.h>
extern int __VERIFIER_nondet_int(void);
void g(int n) { for (int i = 0; i < n; i++) assert(i < 1000000); }
int main(void) { int x = __VERIFIER_nondet_int(); assert(x != 7); return 0; }
`,
    );
    for (const threads of [1, 2]) {
      const r = await verifyFile(file, { timeoutSeconds: 30, threads });
      expect(verdicts(r)).toEqual({ 'g#1': 'unreachable', 'main#1': 'unsafe' });
      expect(r.properties.find((p) => p.id === 'main#1')?.engine).toBe('testing');
      expect(Object.keys(r.stats.engines ?? {})).not.toContain('bmc');
    }
  }, 120_000);

  it('makes a run where main reaches no property UNKNOWN, and one with no property at all', async () => {
    const { file } = tempProgram('pg-reach-', ENTRY);
    const r = await verifyFile(file, { timeoutSeconds: 20 });
    expect(verdicts(r)).toEqual({ 'g#1': 'unreachable', 'f#1': 'unreachable' });
    expect(r.verdict).toBe('unknown');
    const none = tempProgram('pg-reach-', 'int main(void){ return 0; }\n');
    expect((await verifyFile(none.file, {})).verdict).toBe('unknown');
  }, 60_000);

  it('leaves a program without main UNKNOWN (a library: nothing runs it), not unreachable', async () => {
    const lib = tempProgram('pg-reach-', '#include <assert.h>\nint g(int x){ assert(x > 0); return x; }\n');
    const r = await verifyFile(lib.file, { timeoutSeconds: 20 });
    expect(r.properties.map((p) => [p.id, p.verdict, p.reason])).toEqual([
      ['g#1', 'unknown', expect.stringMatching(/^no entry function 'main'/)],
    ]);
    expect(r.verdict).toBe('unknown');
  }, 60_000);

  it('says a SAFE assertion behind an impossible guard holds vacuously, and not one that is reached', async () => {
    const src = `#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void){
  int x = __VERIFIER_nondet_int();
  if (x != x) assert(0);
  if (x > 5) assert(x > 4);
  return 0;
}
`;
    const { file } = tempProgram('pg-reach-', src);
    const r = await verifyFile(file, { timeoutSeconds: 20 });
    expect(r.properties.map((p) => [p.id, p.verdict, p.vacuous])).toEqual([
      ['main#1', 'safe', true],
      ['main#2', 'safe', undefined],
    ]);
  }, 60_000);

  it('judges vacuity on a single run by where the run goes, not by the rewired check', async () => {
    const src = `#include <assert.h>
int main(void){
  int r = 2;
  if (r == 3) assert(r == 0);
  assert(r == 2);
  return 0;
}
`;
    const { file } = tempProgram('pg-reach-', src);
    const r = await verifyFile(file, { timeoutSeconds: 20 });
    expect(r.properties.map((p) => [p.id, p.verdict, p.engine, p.vacuous])).toEqual([
      ['main#1', 'safe', 'single-run', true],
      ['main#2', 'safe', 'single-run', undefined],
    ]);
  }, 60_000);

  it('calls a reached short-circuit assertion reached, though its second operand is never tested', async () => {
    // the error node is entered from where `n == 8` is false: a run with n == 8 never stands there
    const src = `#include <assert.h>
extern int __VERIFIER_nondet_int(void);
static int check(int n){ assert(n == 8 || n == 16); return n; }
int main(void){
  int x = __VERIFIER_nondet_int();
  check(8);
  assert(x > 0 || x <= 0);
  if (x != x) assert(x == 1 || x == 2);
  return 0;
}
`;
    const { file } = tempProgram('pg-reach-', src);
    const r = await verifyFile(file, { timeoutSeconds: 20 });
    expect(r.properties.map((p) => [p.id, p.verdict, p.vacuous])).toEqual([
      ['check#1', 'safe', undefined],
      ['main#1', 'safe', undefined],
      ['main#2', 'safe', true],
    ]);
    const one = tempProgram(
      'pg-reach-',
      `#include <assert.h>
int main(void){ int n = 8; assert(n == 8 || n == 16); return 0; }
`,
    );
    const s = await verifyFile(one.file, { timeoutSeconds: 20 });
    expect(s.properties.map((p) => [p.id, p.verdict, p.engine, p.vacuous])).toEqual([
      ['main#1', 'safe', 'single-run', undefined],
    ]);
  }, 60_000);

  it('with harnesses: SAFE from the harness that reaches it, unreachable only when none does', async () => {
    const src = `#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int lib(int x){ assert(x != 5); return x; }
int dead(int x){ assert(x == 0); return x; }
void proof_a(void){ int v = __VERIFIER_nondet_int(); if (v > 10) lib(v); }
void proof_b(void){ int w = 1; w++; }
`;
    const { file } = tempProgram('pg-reach-', src);
    const r = await verifyFile(file, { entry: 'proof_*', timeoutSeconds: 20 });
    expect(verdicts(r)).toEqual({ 'lib#1': 'safe', 'dead#1': 'unreachable' });
    expect(r.properties.find((p) => p.id === 'dead#1')?.reason).toBe(
      "'dead' is not called from any of the 2 entries",
    );
  }, 60_000);

  it('follows a call through a function pointer into the functions it may reach', async () => {
    const src = `#include <assert.h>
int g(int x){ assert(x > 0); return x; }
int main(void){ int (*p)(int) = g; return p(1); }
`;
    const { file } = tempProgram('pg-reach-', src);
    const r = await verifyFile(file, { timeoutSeconds: 20 });
    expect(r.properties[0].verdict).toBe('safe');
  }, 60_000);
});
