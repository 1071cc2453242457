// condinv's per-component invariants in the artifact store (src/incremental/store.ts, hint records):
// filed under a hash of the proofgate version and the component's canonical clauses
// (engines/condinv/componentPrint.ts), so an edit elsewhere keeps them and an edit inside the
// component drops them. Everything read back is a candidate that condinv checks on today's clauses
// before using it, and the certificate built with it is re-checked like any other.

import { sha256 } from '../../incremental/fingerprint';
import type { ArtifactStore, Origin } from '../../incremental/store';
import type { InvariantStore } from '../../engines/condinv/storedInvariants';
import { VERSION } from '../../version';

export function storedInvariants(
  store: ArtifactStore,
  origin: Origin,
  /** False on full runs: they store what they prove, but start from nothing. */
  read = true,
): InvariantStore {
  const keyOf = (print: string): string => sha256('proofgate-condinv-invariant', VERSION, print);
  return {
    load(print) {
      if (!read) return undefined;
      const r = store.getHint(keyOf(print), { pr: origin.pr });
      return r?.kind === 'condinv-invariant' ? r.pairs : undefined;
    },
    save(print, pairs) {
      store.putHint({
        key: keyOf(print),
        kind: 'condinv-invariant',
        pairs,
        origin,
        written: new Date().toISOString(),
      });
    },
  };
}
