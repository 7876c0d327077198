import { usageIncrement } from "./listening-logic";

/**
 * Counts the seconds of audio a listener played, the unit of the daily allowance: the position's
 * advance between two readings while playing, never negative (docs/decisions/041). Playing at 2x
 * counts twice as fast as the clock; a seek is a jump, not listening, so it restarts the count.
 */
export class PlayedAudioCounter {
  private last: number | null = null;

  /** Playback starts, resumes or jumps at `position` (null: nothing loaded): nothing before it counts. */
  restartAt(position: number | null): void {
    this.last = position !== null && Number.isFinite(position) ? position : null;
  }

  /** The audio is now at `position`: answers the seconds played since the last reading. */
  advanceTo(position: number): number {
    if (!Number.isFinite(position)) return 0;
    const previous = this.last;
    this.last = position;
    return previous === null ? 0 : usageIncrement(position, previous);
  }
}
