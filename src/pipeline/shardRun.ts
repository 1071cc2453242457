// The sharded side of a verify run: which programs this shard verifies (by the cost plan,
// programs/shardPlan.ts), which base programs it compares them with, and the report's shard
// section (the plan's hash, every program, the seconds each of this shard's took) that the merge
// checks (report/shardCheck.ts) and turns into the next cost table.

import { GitError } from '../incremental/gitBase';
import type { VerifyOptions, VerifyRequest } from './options';
import { rootOf } from './programs/baseChanges';
import type { Shard } from './programs/programPlan';
import { planShards, programKey, relativeFiles, type ShardPlan } from './programs/shardPlan';
import type { ShardSection } from './results';
import type { SkippedProgram } from './runVerify';

export interface ShardAssignment {
  /** The root program keys are relative to: the repository, or outside one the working directory. */
  readonly root: string;
  /** This run's programs (all of them when not sharded). */
  readonly assigned: readonly (readonly string[])[];
  readonly shard?: Shard;
  readonly plan?: ShardPlan;
  /** With a base: whether a base program (files relative to the base snapshot) is one to compare with. */
  readonly keepBase?: (relFiles: readonly string[]) => boolean;
}

export function assignPrograms(
  request: VerifyRequest,
  options: VerifyOptions,
  programs: readonly (readonly string[])[],
): ShardAssignment {
  const root = keyRoot(request);
  const shard = options.shard;
  if (!shard || shard.count <= 1) return { root, assigned: programs };
  const plan = planShards(programs, shard.count, root, options.shardCosts ?? new Map<string, number>());
  const assigned = programs.filter((f) => plan.shardOf.get(programKey(f, root)) === shard.index);
  const mine = new Set(assigned.flatMap((f) => relativeFiles(f, root)));
  // a base program sharing a file with one of this shard's programs is its earlier version
  const keepBase = (relFiles: readonly string[]): boolean => relFiles.some((f) => mine.has(f));
  return { root, assigned, shard, plan, keepBase };
}

/** The repository holding the paths (so keys agree wherever a job runs), else the working directory. */
function keyRoot(request: VerifyRequest): string {
  try {
    return rootOf(request.paths);
  } catch (e) {
    if (!(e instanceof GitError)) throw e;
    return process.cwd();
  }
}

/** The report's shard section, when the run was sharded. */
export function shardSection(
  a: ShardAssignment,
  programs: readonly (readonly string[])[],
  seconds: ReadonlyMap<string, number>,
  budgetSkipped: readonly SkippedProgram[],
): ShardSection | undefined {
  if (!a.shard || !a.plan) return undefined;
  return {
    index: a.shard.index,
    count: a.shard.count,
    plan: a.plan.hash,
    estimated: a.plan.estimated,
    programs: programs.map((f) => relativeFiles(f, a.root)),
    verified: a.assigned.map((f) => ({
      files: relativeFiles(f, a.root),
      seconds: Math.round((seconds.get(programKey(f, a.root)) ?? 0) * 1000) / 1000,
    })),
    changedUnverified: budgetSkipped.filter((p) => p.changed).length,
  };
}
