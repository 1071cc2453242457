// The sticky pull-request comment: created once, then edited on every run (found again by a hidden
// marker and its author). When the token may not write (fork PRs, missing `pull-requests: write`)
// or the API fails, the run goes on with a notice that says which: the job summary and the
// annotations still carry the report.

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

/** What became of the comment: written (created or updated), nothing to do, or why it could not be written. */
export type CommentOutcome =
  { readonly kind: 'written' | 'none' } | { readonly kind: 'failed'; readonly why: string };

/**
 * Updates our comment, or creates one when `create`; the comment is ours when its body starts with
 * the marker and its author is the token's user (a bot such as `github-actions[bot]` when the token
 * cannot tell who it is, as the workflow's GITHUB_TOKEN cannot): a user's comment that quotes the
 * marker is left alone.
 */
export async function upsertComment(
  target: CommentTarget,
  body: string,
  create = true,
): Promise<CommentOutcome> {
  const octokit = github.getOctokit(target.token);
  const where = { owner: target.owner, repo: target.repo, issue_number: target.issue };
  try {
    const me = await octokit.rest.users.getAuthenticated().then(
      (r) => r.data.login,
      () => undefined,
    );
    const comments = await octokit.paginate(octokit.rest.issues.listComments, { ...where, per_page: 100 });
    const mine = comments.find(
      (c) =>
        typeof c.body === 'string' &&
        c.body.startsWith(target.marker) &&
        (me !== undefined ? c.user?.login === me : c.user?.type === 'Bot'),
    );
    if (mine) {
      await octokit.rest.issues.updateComment({
        owner: target.owner,
        repo: target.repo,
        comment_id: mine.id,
        body,
      });
    } else if (create) {
      await octokit.rest.issues.createComment({ ...where, body });
    } else {
      return { kind: 'none' };
    }
    return { kind: 'written' };
  } catch (e) {
    const status = (e as { status?: number }).status;
    const why =
      status === 403 || status === 404
        ? 'the token may not write to this pull request (a fork, or no `pull-requests: write` permission)'
        : `the GitHub API failed: ${(e as Error).message}`;
    core.notice(`proofgate: no pull-request comment: ${why}. The job summary has the report.`);
    return { kind: 'failed', why };
  }
}
