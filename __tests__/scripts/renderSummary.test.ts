// scripts/renderSummary.ts: the summary Markdown becomes a GitHub-like HTML page (GFM tables,
// opened <details>, mermaid blocks as code with a note when mermaid is not installed), and, when
// Chromium is installed, a PNG screenshot as tall as the page (skipped with a message otherwise).

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findChromium, renderSummary, summaryHtml } from '../../scripts/renderSummary';

const SUMMARY = `## ❌ proofgate: UNSAFE

| safe | unsafe |
| ---: | ---: |
| 1 | 1 |

\`\`\`mermaid
graph TD
  f0["main"]
\`\`\`

| | property |
| --- | --- |
| ❌ | assert(a\\[i\\]\\*2 &lt;= b\\*c) |

<details><summary>Counterexample</summary>

| # | statement |
| ---: | --- |
| 1 | <code>x = 1</code> |

</details>
`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-render-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the summary as an HTML page', () => {
  const html = summaryHtml(SUMMARY, 'unsafe');

  it('renders GFM tables, escaped C text and opened details', () => {
    expect(html.match(/<table>/g)).toHaveLength(3);
    expect(html).toContain('<td>assert(a[i]*2 &lt;= b*c)</td>');
    expect(html).toContain('<details open><summary>Counterexample</summary>');
    expect(html).not.toContain('<em>');
  });

  it('shows a mermaid block as code, with a note, without mermaid', () => {
    expect(html).toContain(
      '<pre><code class="language-mermaid">graph TD\n  f0[&quot;main&quot;]</code></pre>',
    );
    expect(html).toContain('mermaid diagram shown as code');
  });

  it('draws mermaid blocks when given mermaid', () => {
    const withMermaid = summaryHtml(SUMMARY, 'unsafe', { mermaidJs: '/opt/mermaid.min.js' });
    expect(withMermaid).toContain('<pre class="mermaid">graph TD');
    expect(withMermaid).toContain('<script src="file:///opt/mermaid.min.js"></script>');
  });
});

const chromium = findChromium();
if (!chromium)
  console.warn('renderSummary.test.ts: screenshot skipped: needs chromium (apt-get install -y chromium)');

describe.skipIf(!chromium)('the screenshot', () => {
  it('is a PNG as wide as asked and as tall as the page', () => {
    const png = renderSummary(chromium as string, SUMMARY, 'unsafe', dir, { width: 900 });
    const bytes = fs.readFileSync(png);
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.readUInt32BE(16)).toBe(900); // IHDR width
    const height = bytes.readUInt32BE(20);
    expect(height).toBeGreaterThan(300);
    expect(height).toBeLessThan(2000);
  });
});
