// A lane's stop rule (lanes.ts), the same on the main thread and on a lane's worker thread: the lane
// has nothing left to do once the other lanes decided everything it has open before its own time
// (read from the decision board, laneBoard.ts), or decided it at all and this lane has not caught up
// with their clocks in LANE_STOP.graceMs of wall time (a solver request whose work Z3 counts slowly).

import type { WorkClock } from '../../smt/workClock';
import type { DecisionBoard } from './laneBoard';
import type { LaneLink } from './portfolioRun';
import { LANE_STOP } from './presets';

export class LaneStop {
  /** The lane's clock while it runs (the grace timer asks it to check again). */
  clock?: WorkClock;
  /** Wall time (Date.now() ms) since when the other lanes decided everything this one has open. */
  private since?: number;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly lane: number,
    private readonly board: DecisionBoard,
    /** What the lane decided so far (undefined before its run starts). */
    private readonly decided: () => ReadonlySet<string> | undefined,
  ) {}

  /** Nothing left to do at this lane's time `now`. */
  done(now: number): boolean {
    const decided = this.decided();
    if (decided === undefined) return false;
    const open = this.board.ids.filter((id) => !decided.has(id));
    // with nothing open the lane ends by itself (its clock keeps the times of its last answers)
    if (open.length === 0) return false;
    if (open.every((id) => this.board.earlier(this.lane, id, now))) return true;
    if (!open.every((id) => this.board.elsewhere(this.lane, id))) return false;
    this.since ??= Date.now();
    if (Date.now() - this.since >= LANE_STOP.graceMs) return true;
    if (this.timer === undefined) {
      this.timer = setTimeout(() => this.clock?.checkStop(), LANE_STOP.graceMs + 1);
      this.timer.unref();
    }
    return false;
  }

  ended(): void {
    clearTimeout(this.timer);
    this.clock = undefined;
  }
}

/** Lane `lane`'s link to the others: the board tells what they decided; `told` tells them this lane decided something. */
export function laneLink(lane: number, board: DecisionBoard, told: () => void): LaneLink {
  return {
    elsewhere: (id, now) => board.earlier(lane, id, now),
    decided: (fresh) => {
      for (const [id, at] of fresh) board.record(lane, id, at);
      told();
    },
  };
}
