import { DurableObject } from "cloudflare:workers";
import { createDb } from "../db/client";
import { listeningStateStatements, type ListeningUpdate } from "../db/listening";
import { sessionStatements } from "../db/listening-sessions";
import { publishUsage, readUsage } from "./allowance";
import type { ListeningSession } from "./sessions";
import {
  applyPlay,
  loadSessionState,
  readSessionState,
  markFlushed,
  pendingSessions,
  presetCredit,
  RECENT_WINDOW_MS,
  saveSessionState,
  sessionsToFlush,
  type PlayReport,
} from "./session-ledger";
import { costMetricsEnabled, countingD1, emptyD1Counts, type D1Counts, type FlushStats } from "../lib/cost-metrics";
import { grantBytes, type Interval } from "./served-bytes";

/**
 * One object per user, the serial point for their listening:
 * - the free plan's hard bound (docs/decisions/041-daily-allowance.md): every byte of audio a free
 *   user receives is charged here, once per UTC day, before it is sent; two tabs, two devices or a
 *   burst of parallel range requests all reserve through it one at a time, so together they never
 *   pass the cap;
 * - listening history (docs/decisions/044-listening-writes.md): each report lands in this object's
 *   storage at once and reaches D1 at most once a minute, so D1 writes scale with minutes listened,
 *   not with reports.
 */

interface DayLedger {
  day: string;
  /** Seconds of audio charged today (bytes over size times duration, summed over parts). */
  seconds: number;
  /** Bytes already served today per part ("{bookId}/{part}"): serving them again is free. */
  parts: Record<string, Interval[]>;
}

export interface LedgerOverlay {
  history: ListeningUpdate | null;
  sessions: ListeningSession[];
}

export interface ReserveRequest {
  day: string;
  part: string;
  /** The file's size in bytes and its duration in seconds: together they price a byte. */
  size: number;
  duration: number;
  /** The bytes the response wants to send next, inclusive. */
  start: number;
  end: number;
  /** The most seconds that may be charged today. */
  capSeconds: number;
}

const LEDGER_KEY = "ledger";
const HISTORY_KEY = "history";
const LAST_FLUSH_KEY = "lastFlushAt";
const RECENT_KEY = "recentlyFlushed";
/** The user this object belongs to (sessions may wait for a flush when no history does). */
const USER_KEY = "userId";
/** Bench only (COST_METRICS=on, docs/decisions/045): what the flushes cost D1. */
const FLUSH_STATS_KEY = "flushStats";
const MAX_FLUSH_TIMES = 500;
/** Listening history reaches D1 at most this often per user. */
export const HISTORY_FLUSH_INTERVAL_MS = 60_000;

interface PendingHistory extends ListeningUpdate {
  userId: string;
}

const emptyHistory = (userId: string): PendingHistory => ({
  userId,
  audioHistory: {},
  audioHistoryChapter: {},
  playbackSpeeds: {},
});
const isEmpty = (h: ListeningUpdate) =>
  Object.keys(h.audioHistory).length + Object.keys(h.audioHistoryChapter).length + Object.keys(h.playbackSpeeds).length === 0;

export class ListeningLedger extends DurableObject<Env> {
  private ledger: DayLedger | null = null;

  private async today(day: string): Promise<DayLedger> {
    this.ledger ??= (await this.ctx.storage.get<DayLedger>(LEDGER_KEY)) ?? null;
    if (!this.ledger || this.ledger.day !== day) this.ledger = { day, seconds: 0, parts: {} };
    return this.ledger;
  }

  /**
   * Grants bytes from `start` on: already-served bytes are free, new ones are charged until the cap.
   * Answers the last granted byte (the response may send start..that), or null when not even the
   * first byte may be sent.
   */
  async reserve(request: ReserveRequest): Promise<number | null> {
    const ledger = await this.today(request.day);
    const bytesPerSecond = request.size / request.duration;
    const grant = grantBytes(
      ledger.parts[request.part] ?? [],
      request.start,
      request.end,
      Math.floor(Math.max(0, request.capSeconds - ledger.seconds) * bytesPerSecond),
    );
    if (!grant) return null;
    if (grant.charged > 0) {
      ledger.seconds += grant.charged / bytesPerSecond;
      ledger.parts[request.part] = grant.served;
      await this.ctx.storage.put(LEDGER_KEY, ledger);
    }
    return grant.end;
  }

  /** Seconds charged today. */
  async servedSeconds(day: string): Promise<number> {
    return (await this.today(day)).seconds;
  }

  /**
   * Keeps a history report (durably, before answering) and makes sure it reaches D1 within a minute. With
   * `play`, this object alone does the allowance's arithmetic (041, 130): it credits the report's played seconds
   * serially (a replayed report id counting nothing) to the listening session and, when the report counts, to
   * the day's played figure, which it publishes to KV. Answers that figure.
   */
  async recordHistory(userId: string, update: ListeningUpdate, play?: PlayReport): Promise<{ played: number }> {
    let played = 0;
    if (play) {
      const state = await loadSessionState(this.ctx.storage);
      // State stored before this object owned the played figure: it starts from what KV holds, once.
      if (!state.allowance) {
        const record = await readUsage(this.env.USAGE, userId, play.now);
        if (state.credit.day !== play.day) state.credit = { day: play.day, record };
        state.allowance = { day: play.day, seconds: record.seconds };
      }
      const before = state.allowance.day === play.day ? state.allowance.seconds : 0;
      applyPlay(state, update.audioHistory, update.audioHistoryChapter, play, () => crypto.randomUUID());
      played = state.allowance!.seconds;
      await Promise.all([
        saveSessionState(this.ctx.storage, state),
        this.ctx.storage.put(USER_KEY, userId),
        // Only a change is written: KV allows one write a second per key.
        played !== before ? publishUsage(this.env.USAGE, userId, played, state.credit.record.creditedUntil, play.now) : null,
      ]);
    }
    if (isEmpty(update)) return { played };
    const pending = (await this.ctx.storage.get<PendingHistory>(HISTORY_KEY)) ?? emptyHistory(userId);
    Object.assign(pending.audioHistory, update.audioHistory);
    Object.assign(pending.audioHistoryChapter, update.audioHistoryChapter);
    Object.assign(pending.playbackSpeeds, update.playbackSpeeds);
    await this.ctx.storage.put(HISTORY_KEY, pending);
    if ((await this.ctx.storage.getAlarm()) === null) {
      const lastFlush = (await this.ctx.storage.get<number>(LAST_FLUSH_KEY)) ?? 0;
      await this.ctx.storage.setAlarm(Math.max(Date.now(), lastFlush + HISTORY_FLUSH_INTERVAL_MS));
    }
    return { played };
  }

  /**
   * The one read of what D1 may not show yet (history and sessions not flushed, or flushed within the recent
   * window): every reader of listening state lays this over D1 (worker/listening/read.ts).
   */
  async overlay(): Promise<LedgerOverlay> {
    const [state, history] = await Promise.all([readSessionState(this.ctx.storage), this.pendingHistory()]);
    return { history, sessions: pendingSessions(state, Date.now()) };
  }

  /** History not yet in D1, or flushed so recently a D1 read may miss it. */
  private async pendingHistory(): Promise<ListeningUpdate | null> {
    const [pending, recent] = await Promise.all([
      this.ctx.storage.get<PendingHistory>(HISTORY_KEY),
      this.ctx.storage.get<{ at: number; history: ListeningUpdate }>(RECENT_KEY),
    ]);
    const layers = [recent && recent.at > Date.now() - RECENT_WINDOW_MS ? recent.history : null, pending ?? null];
    return layers.reduce<ListeningUpdate | null>((merged, layer) => (layer ? mergeHistory(merged, layer) : merged), null);
  }

  /** History not yet flushed to D1. */
  async unflushedHistory(): Promise<ListeningUpdate | null> {
    const pending = await this.ctx.storage.get<PendingHistory>(HISTORY_KEY);
    return pending ? mergeHistory(null, pending) : null;
  }

  /**
   * Writes pending history and the listening sessions that are new or grew (docs/decisions/130) to D1 in one
   * batch; a failure throws, and the runtime retries the alarm.
   */
  override async alarm(): Promise<void> {
    const [flushed, sessionState, storedUser] = await Promise.all([
      this.ctx.storage.get<PendingHistory>(HISTORY_KEY),
      readSessionState(this.ctx.storage),
      this.ctx.storage.get<string>(USER_KEY),
    ]);
    const userId = flushed?.userId ?? storedUser;
    const due = sessionState && userId ? sessionsToFlush(sessionState) : [];
    const hasHistory = !!flushed && !isEmpty(flushed);
    if (!hasHistory && due.length === 0) return;
    const recent = await this.ctx.storage.get<{ at: number; history: ListeningUpdate }>(RECENT_KEY);
    const base = recent && recent.at > Date.now() - RECENT_WINDOW_MS ? recent.history : null;
    // The player repeats chapter and speed in every report: what this object wrote lately is in D1 already.
    const changed = hasHistory ? withoutUnchanged(flushed, base) : null;
    if ((changed && !isEmpty(changed)) || due.length > 0) {
      const counts = costMetricsEnabled(this.env) ? emptyD1Counts() : null;
      const d1 = counts ? countingD1(this.env.DB, counts) : this.env.DB;
      const db = createDb(d1);
      // Built by drizzle, batched on D1 itself: drizzle's batch cannot bind raw SQL with parameters.
      const queries = [
        ...(changed && !isEmpty(changed) ? listeningStateStatements(db, userId!, changed).map((q) => q.toSQL()) : []),
        ...sessionStatements(db, userId!, due).map((q) => q.getQuery()),
      ];
      await d1.batch(queries.map((q) => d1.prepare(q.sql).bind(...q.params)));
      if (counts) await this.recordFlushCost(counts);
    }
    if (due.length > 0) {
      // Reports that came in during the write changed the stored state: mark what was written on that.
      const state = await loadSessionState(this.ctx.storage);
      markFlushed(state, due, Date.now());
      await saveSessionState(this.ctx.storage, state);
    }
    if (hasHistory) {
      await this.ctx.storage.put(RECENT_KEY, { at: Date.now(), history: mergeHistory(base, flushed) });
      // Reports that arrived during the write stay pending for the next flush.
      const now = (await this.ctx.storage.get<PendingHistory>(HISTORY_KEY)) ?? emptyHistory(flushed.userId);
      for (const map of ["audioHistory", "audioHistoryChapter", "playbackSpeeds"] as const)
        for (const [key, value] of Object.entries(flushed[map]))
          if ((now[map] as Record<string, unknown>)[key] === value) delete (now[map] as Record<string, unknown>)[key];
      if (isEmpty(now)) await this.ctx.storage.delete(HISTORY_KEY);
      else {
        await this.ctx.storage.put(HISTORY_KEY, now);
        await this.ctx.storage.setAlarm(Date.now() + HISTORY_FLUSH_INTERVAL_MS);
      }
    }
    await this.ctx.storage.put(LAST_FLUSH_KEY, Date.now());
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
   * Development only (the dev usage route, tests): starts the day as if `played` seconds had been played (and
   * `served` served), the last report credited up to `creditedUntil`; publishes the played figure.
   */
  async preset(
    userId: string,
    day: string,
    { played, served, creditedUntil }: { played: number; served?: number; creditedUntil: number | null },
  ): Promise<void> {
    if (served !== undefined) {
      this.ledger = { day, seconds: served, parts: {} };
      await this.ctx.storage.put(LEDGER_KEY, this.ledger);
    }
    const state = await loadSessionState(this.ctx.storage);
    presetCredit(state, day, played, creditedUntil);
    await Promise.all([
      saveSessionState(this.ctx.storage, state),
      this.ctx.storage.put(USER_KEY, userId),
      publishUsage(this.env.USAGE, userId, played, creditedUntil, Date.now()),
    ]);
  }
}

/** `history` without the entries `written` already holds with the same value. */
function withoutUnchanged(history: ListeningUpdate, written: ListeningUpdate | null): ListeningUpdate {
  const keep = <V>(map: Record<string, V>, known: Record<string, V> | undefined) =>
    Object.fromEntries(Object.entries(map).filter(([key, value]) => known?.[key] !== value));
  return {
    audioHistory: keep(history.audioHistory, written?.audioHistory),
    audioHistoryChapter: keep(history.audioHistoryChapter, written?.audioHistoryChapter),
    playbackSpeeds: keep(history.playbackSpeeds, written?.playbackSpeeds),
  };
}

function mergeHistory(base: ListeningUpdate | null, layer: ListeningUpdate): ListeningUpdate {
  return {
    audioHistory: { ...base?.audioHistory, ...layer.audioHistory },
    audioHistoryChapter: { ...base?.audioHistoryChapter, ...layer.audioHistoryChapter },
    playbackSpeeds: { ...base?.playbackSpeeds, ...layer.playbackSpeeds },
  };
}
