import { costMetricsEnabled, countingD1, emptyD1Counts, type D1Counts, type FlushStats } from "../lib/cost-metrics";
import type { ListeningUpdate } from "../db/listening";
import { publishUsage } from "./allowance";
import { ListeningLedger } from "./ledger";
import { readHistory, setMeta, writeDay } from "./ledger-store";

/** Bench only (COST_METRICS=on, docs/decisions/045): what the flushes cost D1. */
const FLUSH_STATS_KEY = "flushStats";
const MAX_FLUSH_TIMES = 500;

/**
 * The ledger with the hooks of development, the tests and the bench: a day's preset, what is still unflushed, and
 * what each flush cost D1. `npm run dev`, `vite preview` and the worker tests export this class as ListeningLedger;
 * production builds export the ledger itself (vite.config.ts aliases this module to ledger-dev-off.ts, and
 * `npm run check:deploy` fails if this code is in the deployed bundle).
 */
export class DevListeningLedger extends ListeningLedger {
  override async alarm(): Promise<void> {
    if (!costMetricsEnabled(this.env)) return super.alarm();
    const counts = emptyD1Counts();
    await this.flush(countingD1(this.env.DB, counts));
    if (counts.batches > 0) await this.recordFlushCost(counts);
  }

  private async recordFlushCost(counts: D1Counts): Promise<void> {
    const stats = (await this.ctx.storage.get<FlushStats>(FLUSH_STATS_KEY)) ?? { flushes: 0, times: [], d1: emptyD1Counts() };
    stats.flushes++;
    stats.times = [...stats.times, Date.now()].slice(-MAX_FLUSH_TIMES);
    for (const key of Object.keys(counts) as (keyof D1Counts)[]) stats.d1[key] += counts[key];
    await this.ctx.storage.put(FLUSH_STATS_KEY, stats);
  }

  /** Bench only: what this user's flushes have cost D1 (null unless COST_METRICS is on), and whether one is due. */
  async flushStats(): Promise<{ stats: FlushStats | null; alarmAt: number | null }> {
    const [stats, alarmAt] = await Promise.all([this.ctx.storage.get<FlushStats>(FLUSH_STATS_KEY), this.ctx.storage.getAlarm()]);
    return { stats: stats ?? null, alarmAt };
  }

  /**
   * Bench only (issue 33's floor): the one write every history report makes here, and nothing else, so the bench can
   * time a round trip to the ledger that waits for a durable write, as a report's answer does.
   */
  async touch(userId: string): Promise<void> {
    setMeta(this.sql, { user_id: userId });
  }

  /** History not yet flushed to D1. */
  async unflushedHistory(): Promise<ListeningUpdate | null> {
    return readHistory(this.sql, "pending_history");
  }

  /**
   * Starts the day as if `played` seconds had been played (and `served` served, with no bytes of any part), the last
   * report credited up to `creditedUntil`; publishes the played figure (the dev usage route, tests).
   */
  async preset(
    userId: string,
    day: string,
    { played, served, creditedUntil }: { played: number; served?: number; creditedUntil: number | null },
  ): Promise<void> {
    this.ctx.storage.transactionSync(() => {
      setMeta(this.sql, { user_id: userId });
      writeDay(this.sql, day, {
        played,
        credited: played,
        credited_until: creditedUntil,
        ...(served === undefined ? {} : { served }),
      });
      if (served !== undefined) this.sql.exec("DELETE FROM served_parts");
    });
    await publishUsage(this.env.USAGE, userId, played, creditedUntil, Date.now());
  }
}
