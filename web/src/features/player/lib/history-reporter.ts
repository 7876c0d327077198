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

/**
 * Sends listening history and played seconds (docs/decisions/041): at most every 15 s while
 * playing, soon after pause, seek, speed and chapter changes, never closer than 2 s apart. A
 * failed report's seconds go with the next one, so nothing played is lost or counted twice.
 */
export class HistoryReporter {
  private pending = 0;
  private lastReportAt = 0;
  private timerSet = false;
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
    return this.pending;
  }

  /** While playing: true once a report interval has passed since the last report. */
  isDue(): boolean {
    return this.now() - this.lastReportAt >= REPORT_INTERVAL_MS;
  }

  /** `soon`: report as soon as the minimum gap allows; otherwise only if it allows now. */
  schedule(soon: boolean): void {
    if (this.timerSet) return;
    const wait = Math.max(0, this.lastReportAt + MIN_REPORT_GAP_MS - this.now());
    if (!soon && wait > 0) return;
    this.timerSet = true;
    this.setTimer(() => {
      this.timerSet = false;
      void this.report(false);
    }, wait);
  }

  async report(keepalive: boolean): Promise<void> {
    const update = this.deps.prepare();
    if (!update) return;
    const increment = Math.round(this.pending * 1000) / 1000;
    this.pending = 0;
    this.lastReportAt = this.now();
    try {
      const { dailyUsage } = await this.deps.send({ ...update, dailyUsageIncrement: increment }, keepalive);
      this.deps.onSaved(dailyUsage, this.pending);
    } catch (error) {
      this.pending += increment; // counted with the next report
      this.deps.onFailed?.(error);
    }
  }
}
