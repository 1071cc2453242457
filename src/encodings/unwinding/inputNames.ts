// Names of the inputs of an unrolling. An input is named after its place in the program's
// executions (the site: its instance's place in the call tree and loop iterations, the edge, its
// index among the inputs made there), not after the order in which the unroller made it. Fixing
// one input to a value decides branches and so changes which instances an unrolling makes; a case
// split (inputSplits.ts) names its input, and that name must mean the same input in every case and
// at every bound, or the cases would not together cover every execution.

import { createHash } from 'node:crypto';

export class InputNamer {
  private readonly used = new Set<string>();
  private readonly made = new Map<string, number>();

  constructor(
    /** A name no split refers to, for the (unlikely) clash of two sites' digests. */
    private readonly fallback: () => string,
  ) {}

  /** The name of the next input made at `site` (the first, second, ... there). */
  name(site: string): string {
    const k = this.made.get(site) ?? 0;
    this.made.set(site, k + 1);
    const digest = createHash('sha256').update(`${site}#${k}`).digest();
    let name = `in${digest.readUIntBE(0, 6)}`;
    if (this.used.has(name)) name = this.fallback();
    this.used.add(name);
    return name;
  }
}
