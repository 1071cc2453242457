// What triggered the run, from GitHub's environment: the event, the pull request (number, base
// commit, whether it comes from a fork), the commit and ref, and whether this run is incremental
// (`mode: auto` = incremental on pull requests, full on push, schedule and manual runs).

import * as github from '@actions/github';
import type { Mode } from './inputs';

export interface EventInfo {
  readonly event: string;
  readonly sha: string;
  readonly ref: string;
  readonly incremental: boolean;
  readonly pr?: {
    readonly number: number;
    readonly baseSha?: string;
    readonly headSha?: string;
    readonly fork: boolean;
  };
  readonly repo?: { readonly owner: string; readonly repo: string };
}

const PR_EVENTS = new Set(['pull_request', 'pull_request_target']);

export function eventInfo(mode: Mode): EventInfo {
  const ctx = github.context;
  const payload = ctx.payload as {
    pull_request?: {
      number?: number;
      base?: { sha?: string; repo?: { full_name?: string } };
      head?: { sha?: string; repo?: { full_name?: string } };
    };
  };
  const pr = payload.pull_request;
  const isPr = PR_EVENTS.has(ctx.eventName) && pr !== undefined && typeof pr.number === 'number';
  const slug = process.env['GITHUB_REPOSITORY'] ?? '';
  const [owner, repo] = slug.split('/');
  return {
    event: ctx.eventName || 'local',
    sha: ctx.sha,
    ref: ctx.ref,
    incremental: mode === 'incremental' || (mode === 'auto' && isPr),
    ...(isPr
      ? {
          pr: {
            number: pr.number as number,
            ...(pr.base?.sha ? { baseSha: pr.base.sha } : {}),
            ...(pr.head?.sha ? { headSha: pr.head.sha } : {}),
            fork:
              pr.head?.repo?.full_name !== undefined &&
              pr.base?.repo?.full_name !== undefined &&
              pr.head.repo.full_name !== pr.base.repo.full_name,
          },
        }
      : {}),
    ...(owner && repo ? { repo: { owner, repo } } : {}),
  };
}
