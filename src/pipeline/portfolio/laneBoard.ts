// The lanes' decision board (lanes.ts): when each lane decided each of the entry's properties, on its
// own work clock, in memory every lane can read at once, on the main thread or a worker thread of
// its own (a SharedArrayBuffer). A lane reads it for its stop rule: what the others decided, and
// when. Each cell holds a clock time (ms, a double) as its 64 bits, written and read atomically, so
// a reader sees a time as it was written or no time at all.

/** Bits of "not decided": a NaN no clock time can be. */
const NONE = -1n;

export class DecisionBoard {
  private readonly cells: BigInt64Array;
  private readonly index: ReadonlyMap<string, number>;
  /** For turning a double into its bits and back (one per board: a board belongs to one thread's view). */
  private readonly bits = new BigInt64Array(1);
  private readonly value = new Float64Array(this.bits.buffer);

  readonly buffer: SharedArrayBuffer;

  /** A board for `lanes` lanes over `ids`; with `shared`: a view of a board made elsewhere (another thread). */
  constructor(
    readonly lanes: number,
    readonly ids: readonly string[],
    shared?: SharedArrayBuffer,
  ) {
    this.buffer = shared ?? new SharedArrayBuffer(8 * Math.max(1, lanes * ids.length));
    this.cells = new BigInt64Array(this.buffer);
    if (shared === undefined) this.cells.fill(NONE);
    this.index = new Map(ids.map((id, i) => [id, i]));
  }

  /** Lane `lane` decided `id` at clock time `at` (a property of another entry is not on the board). */
  record(lane: number, id: string, at: number): void {
    const i = this.index.get(id);
    if (i === undefined) return;
    this.value[0] = at;
    Atomics.store(this.cells, lane * this.ids.length + i, this.bits[0]);
  }

  /** When lane `lane` decided `id`, if it did. */
  at(lane: number, id: string): number | undefined {
    const i = this.index.get(id);
    if (i === undefined) return undefined;
    const bits = Atomics.load(this.cells, lane * this.ids.length + i);
    if (bits === NONE) return undefined;
    this.bits[0] = bits;
    return this.value[0];
  }

  /** Another lane than `lane` decided `id` before time `now` (at the same time: a lane before `lane`). */
  earlier(lane: number, id: string, now: number): boolean {
    for (let j = 0; j < this.lanes; j++) {
      if (j === lane) continue;
      const at = this.at(j, id);
      if (at !== undefined && (at < now || (at === now && j < lane))) return true;
    }
    return false;
  }

  /** Another lane than `lane` decided `id` at all. */
  elsewhere(lane: number, id: string): boolean {
    for (let j = 0; j < this.lanes; j++) if (j !== lane && this.at(j, id) !== undefined) return true;
    return false;
  }
}
