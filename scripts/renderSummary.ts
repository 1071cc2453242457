// Renders the Action's job summary as GitHub would show it and screenshots it with headless Chromium
// (Debian: apt-get install -y chromium), to look at it as a picture. GitHub-flavoured Markdown via
// `marked` (tables, <details>, code), wrapped in GitHub-like CSS; mermaid blocks are drawn with the
// `mermaid` package when it resolves from node_modules (or MERMAID_JS names its mermaid.min.js),
// else shown as code under a note. <details> are opened so the counterexample tables show.
//
//   npx tsx scripts/renderSummary.ts [--out DIR] [--width PX] [summary.md ...]
//
// Without files it runs the bundled Action (dist/index.js) on three pull requests of its own
// (scripts/actionScenarios.ts: safe, unsafe after a callee change, syntax error) and renders their
// summaries. Writes DIR/<name>.md, .html and .png (DIR: proofgate-summaries in the temp folder);
// CHROMIUM names the browser binary (default: chromium, then chromium-browser).

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Marked, type Tokens } from 'marked';
import { SCENARIOS, runScenario } from './actionScenarios';

const root = path.resolve(__dirname, '..');

/** GitHub's light theme, approximately: what matters for judging tables, code and details. */
const CSS = `
body { margin: 0; background: #fff; color: #1f2328; font: 14px/1.5 -apple-system, BlinkMacSystemFont,
  "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; }
.markdown-body { box-sizing: border-box; max-width: 1012px; margin: 0 auto; padding: 32px; }
h1, h2, h3 { margin: 24px 0 16px; font-weight: 600; line-height: 1.25; }
h2 { font-size: 1.5em; padding-bottom: .3em; border-bottom: 1px solid #d1d9e0; }
h3 { font-size: 1.25em; }
p, ul, ol, table, pre, details { margin: 0 0 16px; }
ul, ol { padding-left: 2em; }
code { font: 85% ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace;
  padding: .2em .4em; background: #818b981f; border-radius: 6px; }
pre { padding: 16px; overflow: auto; font-size: 85%; line-height: 1.45; background: #f6f8fa; border-radius: 6px; }
pre code { padding: 0; background: transparent; font-size: 100%; }
table { border-spacing: 0; border-collapse: collapse; display: block; width: max-content; max-width: 100%; overflow: auto; }
th, td { padding: 6px 13px; border: 1px solid #d1d9e0; }
th { font-weight: 600; }
tr { background: #fff; border-top: 1px solid #d1d9e0b3; }
tr:nth-child(2n) { background: #f6f8fa; }
details summary { cursor: pointer; }
.note { color: #59636e; font-size: 12px; margin: -8px 0 16px; }
a { color: #0969da; }
`;

export interface RenderOptions {
  /** The mermaid.min.js to draw diagrams with; undefined: mermaid blocks stay code. */
  readonly mermaidJs?: string;
}

/** mermaid's browser bundle: MERMAID_JS, else the package under node_modules, else undefined. */
export function findMermaid(): string | undefined {
  const fromEnv = process.env['MERMAID_JS'];
  if (fromEnv) return fs.existsSync(fromEnv) ? fromEnv : undefined;
  try {
    const pkg = require.resolve('mermaid/package.json', { paths: [root] });
    const js = path.join(path.dirname(pkg), 'dist/mermaid.min.js');
    return fs.existsSync(js) ? js : undefined;
  } catch {
    return undefined;
  }
}

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The summary Markdown as a standalone HTML page. */
export function summaryHtml(markdown: string, title: string, options: RenderOptions = {}): string {
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      code(token: Tokens.Code): string | false {
        if (token.lang !== 'mermaid') return false;
        if (options.mermaidJs) return `<pre class="mermaid">${escapeHtml(token.text)}</pre>\n`;
        return (
          `<pre><code class="language-mermaid">${escapeHtml(token.text)}</code></pre>\n` +
          '<p class="note">(mermaid diagram shown as code: the mermaid package is not installed; GitHub draws it)</p>\n'
        );
      },
    },
  });
  const body = (marked.parse(markdown, { async: false }) as string).replace(/<details>/g, '<details open>');
  const mermaid = options.mermaidJs
    ? `<script src="${pathToFileURL(options.mermaidJs).href}"></script>\n` +
      '<script>mermaid.initialize({ startOnLoad: false, theme: "default" });' +
      ' mermaid.run().finally(() => document.body.setAttribute("data-ready", "1"));</script>\n'
    : '<script>document.body.setAttribute("data-ready", "1");</script>\n';
  // The page's height, for the screenshot's window: written into the title once rendering is done.
  const measure =
    '<script>const done = () => { document.title = "height=" + document.documentElement.scrollHeight; };' +
    ' const wait = () => document.body.getAttribute("data-ready") ? done() : setTimeout(wait, 50); wait();</script>\n';
  return (
    `<!doctype html>\n<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    `<style>${CSS}</style></head>\n<body><article class="markdown-body">\n${body}</article>\n` +
    `${mermaid}${measure}</body></html>\n`
  );
}

/** The Chromium binary: $CHROMIUM, else chromium or chromium-browser on the PATH. */
export function findChromium(): string | undefined {
  const candidates = process.env['CHROMIUM'] ? [process.env['CHROMIUM']] : ['chromium', 'chromium-browser'];
  for (const c of candidates) {
    const r = spawnSync(c, ['--version'], { encoding: 'utf8' });
    if (r.status === 0) return c;
  }
  return undefined;
}

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--hide-scrollbars',
  '--no-first-run',
  '--allow-file-access-from-files',
  '--virtual-time-budget=10000',
];

/** Screenshots the HTML file to `png`, the window as tall as the page; returns the height. */
export function screenshot(chromium: string, htmlFile: string, png: string, width = 1100): number {
  const url = pathToFileURL(htmlFile).href;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-chromium-'));
  try {
    const flags = [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`];
    const dom = spawnSync(chromium, [...flags, `--window-size=${width},800`, '--dump-dom', url], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    const measured = /<title>height=(\d+)<\/title>/.exec(dom.stdout ?? '');
    const height = Math.min(Math.max(measured ? Number(measured[1]) : 3000, 200), 16_000);
    const shot = spawnSync(
      chromium,
      [...flags, `--window-size=${width},${height}`, `--screenshot=${png}`, url],
      { encoding: 'utf8', timeout: 60_000 },
    );
    if (!fs.existsSync(png))
      throw new Error(`chromium wrote no screenshot (status ${shot.status}):\n${shot.stderr}`);
    return height;
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** Writes <out>/<name>.html and .png for the summary; returns the PNG's path. */
export function renderSummary(
  chromium: string,
  markdown: string,
  name: string,
  out: string,
  options: RenderOptions & { readonly width?: number } = {},
): string {
  const html = path.join(out, `${name}.html`);
  fs.writeFileSync(html, summaryHtml(markdown, name, options));
  const png = path.join(out, `${name}.png`);
  fs.rmSync(png, { force: true });
  screenshot(chromium, html, png, options.width);
  return png;
}

/** The scenarios' summaries, written to <out>/<scenario>.md. */
export async function actionSummaries(out: string): Promise<{ name: string; markdown: string }[]> {
  const summaries: { name: string; markdown: string }[] = [];
  for (const scenario of SCENARIOS) {
    const s = await runScenario(scenario);
    try {
      fs.writeFileSync(path.join(out, `${scenario}.md`), s.run.summary);
      summaries.push({ name: scenario, markdown: s.run.summary });
    } finally {
      await s.cleanUp();
    }
  }
  return summaries;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  let out = path.join(os.tmpdir(), 'proofgate-summaries');
  let width = 1100;
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (a === '--out') out = path.resolve(args[++i] ?? out);
    else if (a === '--width') width = Number(args[++i] ?? width);
    else files.push(a);
  }
  const chromium = findChromium();
  if (!chromium) {
    console.error('chromium not found: apt-get install -y chromium (or set CHROMIUM)');
    return 2;
  }
  fs.mkdirSync(out, { recursive: true });
  let summaries: { name: string; markdown: string }[];
  if (files.length > 0) {
    summaries = files.map((f) => ({
      name: path.basename(f).replace(/\.md$/, ''),
      markdown: fs.readFileSync(f, 'utf8'),
    }));
  } else {
    if (!fs.existsSync(path.join(root, 'dist/index.js'))) {
      console.error('dist/index.js is missing: run npm run build');
      return 2;
    }
    summaries = await actionSummaries(out);
  }
  const mermaidJs = findMermaid();
  if (!mermaidJs) console.log('mermaid is not installed: diagrams are shown as code');
  for (const s of summaries) {
    console.log(renderSummary(chromium, s.markdown, s.name, out, { mermaidJs, width }));
  }
  return 0;
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
