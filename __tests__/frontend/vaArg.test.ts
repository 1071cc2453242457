// va_arg rewritten so the grammar reads it, in place (same length, same rows).

import { describe, expect, it } from 'vitest';
import { VA_ARG_CALL, rewriteVaArg } from '../../src/frontend/vaArg';
import { loadSnippets } from '../helpers/loadSnippet';

describe('rewriteVaArg', () => {
  it('keeps length and rows', () => {
    const text = 'x = __builtin_va_arg(ap,char*);\ny = __builtin_va_arg(\n   ap\n ,\n int);\n';
    const out = rewriteVaArg(text);
    expect(out.length).toBe(text.length);
    expect(out.split('\n').length).toBe(text.split('\n').length);
    expect(out).toContain(`(char*)${VA_ARG_CALL}(ap)`);
    expect(out).toContain(`(int)${VA_ARG_CALL}(ap)`);
  });

  it('lets a file with a variadic function load', async () => {
    const r = await loadSnippets(
      '#include <stdarg.h>\n' +
        'int sum(int n, ...) { va_list ap; va_start(ap, n); int s = 0;\n' +
        '  for (int i = 0; i < n; i++) s += va_arg(ap, int); va_end(ap); return s; }\n' +
        'int main(void) { return 0; }\n',
    );
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.program).toBeDefined();
  });
});
