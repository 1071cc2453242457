// BAM's block summaries in the artifact store (src/incremental/store.ts, hint records): a block's
// cone facts are filed under its function's cone fingerprint, the run's options, the entry cube
// and the cone precision, so an edit outside the cone keeps them and an edit inside drops them;
// the precision a run ended with is filed under the entry's cone fingerprint. Everything read back
// is a hint: BAM uses it as facts, and the SAFE certificate built with them is re-checked (a
// rejected one makes BAM run again without the store).

import { sha256 } from '../../incremental/fingerprint';
import { optionsPrint, type KeyOptions, type ProgramPrints } from '../../incremental/keys';
import type { ArtifactStore, Origin } from '../../incremental/store';
import type { StoredFact, SummaryStore } from '../../engines/bam/blockCache';
import type { Precision } from '../../engines/predicate/precision';
import { VERSION } from '../../version';

export function storedSummaries(
  store: ArtifactStore,
  prints: ProgramPrints,
  keyOptions: KeyOptions,
  origin: Origin,
  /** False on full runs: they store what they find, but start from nothing. */
  read = true,
): SummaryStore {
  const context = { pr: origin.pr };
  const written = (): string => new Date().toISOString();
  const summaryKey = (fn: string, entry: string, precision: string): string | undefined => {
    const cone = prints.cones.get(fn);
    if (cone === undefined) return undefined;
    return sha256('proofgate-bam-summary', VERSION, optionsPrint(keyOptions), cone, entry, precision);
  };
  const precisionKey = (): string | undefined => {
    const cone = prints.cones.get(keyOptions.entry);
    if (cone === undefined) return undefined;
    return sha256('proofgate-bam-precision', VERSION, optionsPrint(keyOptions), cone);
  };
  return {
    load(fn, entry, precision): readonly StoredFact[] | undefined {
      const key = read ? summaryKey(fn, entry, precision) : undefined;
      const r = key === undefined ? undefined : store.getHint(key, context);
      return r?.kind === 'bam-summary' ? r.pairs : undefined;
    },
    save(fn, entry, precision, facts): void {
      const key = summaryKey(fn, entry, precision);
      if (key !== undefined)
        store.putHint({ key, kind: 'bam-summary', pairs: facts, origin, written: written() });
    },
    loadPrecision(): Precision | undefined {
      const key = read ? precisionKey() : undefined;
      const r = key === undefined ? undefined : store.getHint(key, context);
      if (r?.kind !== 'bam-precision') return undefined;
      const out = new Map<string, string[]>();
      for (const [pred, atom] of r.pairs) (out.get(pred) ?? out.set(pred, []).get(pred))?.push(atom);
      return out;
    },
    savePrecision(p: Precision): void {
      const key = precisionKey();
      const pairs = [...p].flatMap(([pred, atoms]) => atoms.map((a) => [pred, a] as const));
      if (key !== undefined) store.putHint({ key, kind: 'bam-precision', pairs, origin, written: written() });
    },
  };
}
