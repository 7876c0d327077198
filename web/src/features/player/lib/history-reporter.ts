import type { HistoryReport } from "../api/listening";
import { REPORT_INTERVAL_MS } from "./listening-logic";

/** KV takes one write per second per key: reports are spaced at least this far apart. */
export const MIN_REPORT_GAP_MS = 2000;

export interface HistoryReporterDeps {
  /** The position update to send now (applied locally first: docs/product.md, "Listening"), or null when nothing is loaded. */
  prepare(): Omit<HistoryReport, "dailyUsageIncrement"> | null;
  send(report: HistoryReport, keepalive: boolean): Promise<{ dailyUsage: number }>;
  /** The server's answer; `unsent` is what was played meanwhile and goes with the next report. */
  onSaved(dailyUsage: number, unsent: number): void;
  /** The report was not taken (its seconds go with the next one). */
  onFailed?(error: unknown): void;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
}

type PositionUpdate = Omit<HistoryReport, "dailyUsageIncrement">;

/**
 * Sends listening history and played seconds (docs/decisions/041): at most every 15 s while
 * playing, soon after pause, seek, speed and chapter changes, never closer than 2 s apart. A
 * failed report's seconds go with the next one, so nothing played is lost or counted twice.
 *
 * The server takes a report whose place is far from where the credited seconds lead as a seek: those seconds
 * belong to the stretch before it, and a new stretch starts at the reported place (docs/decisions/131). So a
 * seek the gap holds back is remembered where it landed, with the seconds played before it, and sent as its
 * own report ahead of what is played after it; otherwise a seek near a chapter's end, played out within 2 s,
 * would reach the server as one report at the end with every second credited before the seek.
 */
export class HistoryReporter {
  private pending = 0;
  private lastReportAt = 0;
  private timerSet = false;
  private unsentSeek: { landing: PositionUpdate; playedBefore: number } | null = null;
  private readonly now: () => number;
  private readonly setTimer: (run: () => void, ms: number) => unknown;

  constructor(private readonly deps: HistoryReporterDeps) {
    this.now = deps.now ?? Date.now;
    this.setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  }

  addPlayed(seconds: number): void {
    if (seconds > 0) this.pending += seconds;
  }

  get unsentSeconds(): number {
    return this.pending + (this.unsentSeek?.playedBefore ?? 0);
  }

  /** While playing: true once a report interval has passed since the last report. */
  isDue(): boolean {
    return this.now() - this.lastReportAt >= REPORT_INTERVAL_MS;
  }

  /** Right after a seek (the seconds before it already added): reports it as soon as the gap allows. */
  seeked(): void {
    const landing = this.deps.prepare();
    if (landing) {
      // Seeks close together (a dragged seek bar) are one seek: to where the last landed, after all played before.
      this.unsentSeek = { landing, playedBefore: (this.unsentSeek?.playedBefore ?? 0) + this.pending };
      this.pending = 0;
    }
    this.schedule(true);
  }

  /** `soon`: report as soon as the minimum gap allows; otherwise only if it allows now. */
  schedule(soon: boolean): void {
    if (this.timerSet) return;
    const wait = Math.max(0, this.lastReportAt + MIN_REPORT_GAP_MS - this.now());
    if (!soon && wait > 0) return;
    this.timerSet = true;
    this.setTimer(() => {
      this.timerSet = false;
      if (!this.unsentSeek) return void this.report(false);
      // The seek alone now; what was played after it, one gap later.
      const seek = this.takeSeek()!;
      void this.send(seek.landing, seek.playedBefore, false);
      this.schedule(true);
    }, wait);
  }

  /** Sends everything owed now: an unsent seek, then the current place with the seconds played since. */
  async report(keepalive: boolean): Promise<void> {
    // Both taken now: the caller may move on to another chapter or book while the first is on its way.
    const seek = this.takeSeek();
    const update = this.deps.prepare();
    const seconds = update ? this.pending : 0;
    if (update) this.pending = 0;
    if (seek) await this.send(seek.landing, seek.playedBefore, keepalive);
    if (update) await this.send(update, seconds, keepalive);
  }

  private takeSeek() {
    const seek = this.unsentSeek;
    this.unsentSeek = null;
    return seek;
  }

  private async send(update: PositionUpdate, seconds: number, keepalive: boolean): Promise<void> {
    this.lastReportAt = this.now();
    try {
      const increment = Math.round(seconds * 1000) / 1000;
      const { dailyUsage } = await this.deps.send({ ...update, dailyUsageIncrement: increment }, keepalive);
      this.deps.onSaved(dailyUsage, this.unsentSeconds);
    } catch (error) {
      this.pending += seconds; // counted with the next report
      this.deps.onFailed?.(error);
    }
  }
}
