// The end-to-end harness for the bundled Action (`node dist/index.js`), shared by the e2e test
// files: a local git repository in a temporary folder, event payloads (pull_request, push,
// schedule), GITHUB_OUTPUT/GITHUB_STEP_SUMMARY files, INPUT_* variables, and a localhost HTTP
// server standing in for the GitHub API (it records the pull request's comments); and the small C
// programs the e2e files and scripts/actionScenarios.ts share. Not a test file.

import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(__dirname, '../..');
export const bundle = path.join(root, 'dist/index.js');

/** A safe program: a clamp whose result stays in range (the e2e tests and scripts/actionScenarios.ts). */
export const CLAMP = `#include <assert.h>
extern int __VERIFIER_nondet_int(void);

static int clamp(int value, int limit) {
  if (value < 0) return 0;
  if (value > limit) return limit;
  return value;
}

int main(void) {
  int reading = __VERIFIER_nondet_int();
  int level = clamp(reading, 100);
  assert(level >= 0 && level <= 100);
  return 0;
}
`;

/** A safe loop: the sum of 1..n for n <= 10. */
export const SUM = `#include <assert.h>
extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (n > 10) return 0;
  unsigned sum = 0;
  for (unsigned i = 1; i <= n; i++) sum += i;
  assert(sum <= 55);
  return 0;
}
`;

export interface Comment {
  id: number;
  body: string;
  user?: { login: string; type: string };
}

/** A minimal GitHub API: the comments of pull request 7 (pull request 8's token may not write). */
export class FakeGitHub {
  readonly comments: Comment[] = [];
  readonly requests: string[] = [];
  private server = http.createServer((req, res) => this.handle(req, res));
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The comment of the workflow's token (GitHub's Actions bot). */
  bot(): Comment | undefined {
    return this.comments.find((c) => c.user?.type === 'Bot');
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const url = (req.url ?? '').split('?')[0];
      this.requests.push(`${req.method} ${url}`);
      const send = (status: number, data: unknown): void => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(data));
      };
      if (req.headers.authorization !== 'token test-token') return send(401, { message: 'Bad credentials' });
      if (req.method === 'GET' && url === '/repos/acme/widgets/issues/7/comments')
        return send(200, this.comments);
      if (req.method === 'POST' && url === '/repos/acme/widgets/issues/7/comments') {
        const c = {
          id: 100 + this.comments.length,
          body: (JSON.parse(body) as { body: string }).body,
          user: { login: 'github-actions[bot]', type: 'Bot' },
        };
        this.comments.push(c);
        return send(201, c);
      }
      const m = /^\/repos\/acme\/widgets\/issues\/comments\/(\d+)$/.exec(url);
      if (req.method === 'PATCH' && m) {
        const c = this.comments.find((x) => x.id === Number(m[1]));
        if (!c) return send(404, { message: 'Not Found' });
        c.body = (JSON.parse(body) as { body: string }).body;
        return send(200, c);
      }
      if (url.startsWith('/repos/acme/widgets/issues/8/'))
        return send(403, { message: 'Resource not accessible by integration' });
      send(404, { message: 'Not Found' });
    });
  }
}

export interface SarifLog {
  runs: {
    results?: {
      ruleId?: string;
      message: { text: string };
      locations?: {
        physicalLocation: { artifactLocation: { uri: string }; region?: { startLine: number } };
      }[];
      relatedLocations?: unknown[];
      partialFingerprints?: Record<string, string>;
      codeFlows?: unknown[];
      baselineState?: string;
      suppressions?: unknown[];
    }[];
    invocations?: {
      executionSuccessful: boolean;
      toolExecutionNotifications: { message: { text: string } }[];
    }[];
  }[];
}

export interface ActionRun {
  status: number | null;
  stdout: string;
  outputs: Record<string, string>;
  summary: string;
  sarif: SarifLog | undefined;
}

export interface RunOptions {
  /** The pull request's base commit (pull_request events). */
  readonly base?: string;
  /** GITHUB_SHA: the commit checked out (for a pull request, GitHub's merge commit or its head). */
  readonly head: string;
  /** The pull request's head commit in the payload (default: `head`). */
  readonly prHead?: string;
  /** pull_request (default), push, schedule, workflow_dispatch or merge_group. */
  readonly event?: string;
  readonly pr?: number;
  /** The head repository's full name (another one: a fork). */
  readonly headRepo?: string;
  /** INPUT_* variables (they override the defaults: paths src, timeout 30, the test token). */
  readonly inputs?: Record<string, string>;
  /** The folder the Action runs in (default: the repository). */
  readonly cwd?: string;
  /** Where the repository is checked out for GITHUB_WORKSPACE (default: the repository). */
  readonly workspace?: string;
  /** Other environment variables (they override the harness's). */
  readonly env?: Record<string, string>;
}

/** A git repository in a temporary folder, with the fake API, for one test file. */
export class ActionRepo {
  readonly api = new FakeGitHub();
  work = '';
  repo = '';

  /** Creates the repository (with a .gitignore for the Action's files) and starts the API. */
  async setUp(): Promise<void> {
    this.work = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-e2e-'));
    this.repo = path.join(this.work, 'repo');
    fs.mkdirSync(this.repo);
    this.git('init', '-q', '-b', 'main');
    this.git('config', 'user.email', 'dev@example.com');
    this.git('config', 'user.name', 'dev');
    fs.writeFileSync(
      path.join(this.repo, '.gitignore'),
      '.proofgate/cache/\n.proofgate/costs/\nproofgate.sarif\n',
    );
    await this.api.start();
  }

  async tearDown(): Promise<void> {
    await this.api.stop();
    fs.rmSync(this.work, { recursive: true, force: true });
  }

  git(...args: string[]): string {
    return execFileSync('git', args, { cwd: this.repo, encoding: 'utf8' }).trim();
  }

  /** Writes the files (creating folders) and commits everything; returns the commit. */
  commit(files: Record<string, string>, message: string): string {
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(this.repo, name)), { recursive: true });
      fs.writeFileSync(path.join(this.repo, name), text);
    }
    this.git('add', '-A');
    this.git('commit', '-q', '-m', message);
    return this.git('rev-parse', 'HEAD');
  }

  /** Runs the bundled Action as GitHub would for the event, and collects what it wrote. */
  async run(o: RunOptions): Promise<ActionRun> {
    const eventName = o.event ?? 'pull_request';
    const pr = o.pr ?? 7;
    const payload =
      eventName === 'pull_request'
        ? {
            pull_request: {
              number: pr,
              base: { sha: o.base, repo: { full_name: 'acme/widgets' } },
              head: { sha: o.prHead ?? o.head, repo: { full_name: o.headRepo ?? 'acme/widgets' } },
            },
          }
        : { after: o.head, repository: { full_name: 'acme/widgets' } };
    const event = path.join(this.work, 'event.json');
    fs.writeFileSync(event, JSON.stringify(payload));
    const outputFile = path.join(this.work, 'output');
    const summaryFile = path.join(this.work, 'summary.md');
    fs.writeFileSync(outputFile, '');
    fs.writeFileSync(summaryFile, '');
    const cwd = o.cwd ?? this.repo;
    const sarifPath = path.join(cwd, 'proofgate.sarif');
    fs.rmSync(sarifPath, { force: true });
    const env: NodeJS.ProcessEnv = {
      PATH: process.env['PATH'],
      HOME: process.env['HOME'],
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: eventName,
      GITHUB_EVENT_PATH: event,
      GITHUB_SHA: o.head,
      GITHUB_REF: eventName === 'pull_request' ? `refs/pull/${pr}/merge` : 'refs/heads/main',
      GITHUB_REPOSITORY: 'acme/widgets',
      GITHUB_WORKSPACE: o.workspace ?? this.repo,
      GITHUB_API_URL: this.api.url,
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: summaryFile,
      INPUT_PATHS: 'src',
      INPUT_TIMEOUT: '30',
      'INPUT_GITHUB-TOKEN': 'test-token',
      ...o.inputs,
      ...o.env,
    };
    const child = spawn(process.execPath, [bundle], { cwd, env });
    let stdout = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stdout += c.toString()));
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    const outputs: Record<string, string> = {};
    for (const m of fs.readFileSync(outputFile, 'utf8').matchAll(/^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) {
      outputs[m[1]] = m[3];
    }
    return {
      status,
      stdout,
      outputs,
      summary: fs.readFileSync(summaryFile, 'utf8'),
      sarif: fs.existsSync(sarifPath)
        ? (JSON.parse(fs.readFileSync(sarifPath, 'utf8')) as SarifLog)
        : undefined,
    };
  }
}
