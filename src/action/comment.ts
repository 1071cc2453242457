// The sticky pull-request comment: created once, then edited on every run (found again by a hidden
// marker). When the token may not write (fork PRs, missing `pull-requests: write`) the run goes on
// with a notice: the job summary and the annotations still carry the report.

import * as core from '@actions/core';
import * as github from '@actions/github';

export const COMMENT_MARKER = '<!-- proofgate:report -->';

/** GitHub rejects comments above 65,536 characters. */
export const MAX_COMMENT_CHARS = 60_000;

export interface CommentTarget {
  readonly token: string;
  readonly owner: string;
  readonly repo: string;
  readonly issue: number;
  readonly marker: string;
}

/** Creates or updates the comment; true when it was written. */
export async function upsertComment(target: CommentTarget, body: string): Promise<boolean> {
  const octokit = github.getOctokit(target.token);
  const where = { owner: target.owner, repo: target.repo, issue_number: target.issue };
  try {
    const comments = await octokit.paginate(octokit.rest.issues.listComments, { ...where, per_page: 100 });
    const mine = comments.find((c) => typeof c.body === 'string' && c.body.startsWith(target.marker));
    if (mine) {
      await octokit.rest.issues.updateComment({
        owner: target.owner,
        repo: target.repo,
        comment_id: mine.id,
        body,
      });
    } else {
      await octokit.rest.issues.createComment({ ...where, body });
    }
    return true;
  } catch (e) {
    const status = (e as { status?: number }).status;
    const why =
      status === 403 || status === 404
        ? 'the token may not write to this pull request (a fork, or no `pull-requests: write` permission)'
        : (e as Error).message;
    core.notice(`proofgate: no pull-request comment: ${why}. The job summary has the report.`);
    return false;
  }
}
