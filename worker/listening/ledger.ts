import { DurableObject } from "cloudflare:workers";
import { createDb } from "../db/client";
import { listeningStateStatements, type ListeningUpdate } from "../db/listening";
import { sessionStatements } from "../db/listening-sessions";
import { publishUsage, usageDay } from "./allowance";
import {
  addHistory,
  clearHistory,
  hasPendingHistory,
  readDay,
  readHistory,
  readMeta,
  readServedPart,
  readSessionState,
  removeFlushedHistory,
  setMeta,
  writeDay,
  writeReportState,
  writeServedPart,
  writeSessions,
} from "./ledger-store";
import { migrateLedgerStorage } from "./ledger-migration";
import { latestLast } from "./saving-order";
import { grantBytes } from "./served-bytes";
import { applyPlay, markFlushed, pendingSessions, RECENT_WINDOW_MS, sessionsToFlush, type PlayReport } from "./session-ledger";
import type { ListeningSession } from "./sessions";

/**
 * One object per user, the serial point for their listening, with its state in its own SQLite tables (ledger-store.ts):
 * - the free plan's hard bound (docs/decisions/041-daily-allowance.md): every byte of audio a free user receives is
 *   charged here, once per UTC day, before it is sent; two tabs, two devices or a burst of parallel range requests all
 *   reserve through it one at a time, so together they never pass the cap;
 * - the allowance's played figure: each report's credit, which it alone computes and publishes to KV;
 * - listening history and sessions (docs/decisions/044-listening-writes.md, 130): each report lands here at once and
 *   reaches D1 at most once a minute, so D1 writes scale with minutes listened, not with reports.
 */

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

/** Listening history reaches D1 at most this often per user. */
export const HISTORY_FLUSH_INTERVAL_MS = 60_000;

const isEmpty = (h: ListeningUpdate) =>
  Object.keys(h.audioHistory).length + Object.keys(h.audioHistoryChapter).length + Object.keys(h.playbackSpeeds).length === 0;

export class ListeningLedger extends DurableObject<Env> {
  protected readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    void ctx.blockConcurrencyWhile(() => migrateLedgerStorage(ctx.storage, env.USAGE));
  }

  /**
   * Grants bytes from `start` on: already-served bytes are free, new ones are charged until the cap.
   * Answers the last granted byte (the response may send start..that), or null when not even the
   * first byte may be sent.
   */
  async reserve(request: ReserveRequest): Promise<number | null> {
    const served = readDay(this.sql, request.day).served;
    const bytesPerSecond = request.size / request.duration;
    const grant = grantBytes(
      readServedPart(this.sql, request.day, request.part),
      request.start,
      request.end,
      Math.floor(Math.max(0, request.capSeconds - served) * bytesPerSecond),
    );
    if (!grant) return null;
    if (grant.charged > 0)
      this.ctx.storage.transactionSync(() => {
        writeDay(this.sql, request.day, { served: served + grant.charged / bytesPerSecond });
        writeServedPart(this.sql, request.day, request.part, grant.served);
      });
    return grant.end;
  }

  /** Seconds charged today. */
  async servedSeconds(day: string): Promise<number> {
    return readDay(this.sql, day).served;
  }

  /**
   * Keeps a history report (durably, before answering) and makes sure it reaches D1 within a minute. With `play`, this
   * object alone does the allowance's arithmetic (041, 130): it credits the report's played seconds serially (a
   * replayed report id counting nothing) to the listening session and, when the report counts, to the day's played
   * figure, which it publishes to KV. Answers that figure.
   */
  async recordHistory(userId: string, update: ListeningUpdate, play?: PlayReport): Promise<{ played: number }> {
    const credit = this.ctx.storage.transactionSync(() => {
      setMeta(this.sql, { user_id: userId });
      if (!isEmpty(update)) addHistory(this.sql, "pending_history", update);
      if (!play) return null;
      const state = readSessionState(this.sql, play.day);
      const before = state.allowance.seconds;
      applyPlay(state, update.audioHistory, update.audioHistoryChapter, play, () => crypto.randomUUID());
      writeReportState(this.sql, state);
      return { before, played: state.allowance.seconds, creditedUntil: state.credit.record.creditedUntil };
    });
    // Only a change is written: KV allows one write a second per key.
    if (play && credit && credit.played !== credit.before)
      await publishUsage(this.env.USAGE, userId, credit.played, credit.creditedUntil, play.now);
    if (!isEmpty(update) && (await this.ctx.storage.getAlarm()) === null)
      await this.ctx.storage.setAlarm(Math.max(Date.now(), readMeta(this.sql).last_flush_at + HISTORY_FLUSH_INTERVAL_MS));
    return { played: credit?.played ?? 0 };
  }

  /**
   * The one read of what D1 may not show yet (history and sessions not flushed, or flushed within the recent
   * window): every reader of listening state lays this over D1 (worker/listening/read.ts).
   */
  async overlay(): Promise<LedgerOverlay> {
    const now = Date.now();
    const recent = readMeta(this.sql).recent_history_at > now - RECENT_WINDOW_MS ? readHistory(this.sql, "recent_history") : null;
    const pending = readHistory(this.sql, "pending_history");
    const history = [recent, pending].reduce<ListeningUpdate | null>(
      (merged, layer) => (layer ? mergeHistory(merged, layer) : merged),
      null,
    );
    return { history, sessions: pendingSessions(readSessionState(this.sql, usageDay(now)), now) };
  }

  override async alarm(): Promise<void> {
    await this.flush(this.env.DB);
  }

  /**
   * Writes pending history and the listening sessions that are new or grew (docs/decisions/130) to D1 in one batch; a
   * failure throws, and the runtime retries the alarm. Reports that arrive during the write stay pending for the next.
   */
  protected async flush(d1: D1Database): Promise<void> {
    const now = Date.now();
    const { user_id: userId, recent_history_at: recentAt } = readMeta(this.sql);
    const pending = readHistory(this.sql, "pending_history");
    const due = userId ? sessionsToFlush(readSessionState(this.sql, usageDay(now))) : [];
    if (!userId || (!pending && due.length === 0)) return;
    const recent = recentAt > now - RECENT_WINDOW_MS ? readHistory(this.sql, "recent_history") : null;
    // The player repeats chapter and speed in every report: what this object wrote lately is in D1 already.
    const changed = pending ? withoutUnchanged(pending, recent) : null;
    const db = createDb(d1);
    // Built by drizzle, batched on D1 itself: drizzle's batch cannot bind raw SQL with parameters.
    const queries = [
      ...(changed && !isEmpty(changed) ? listeningStateStatements(db, userId, changed).map((q) => q.toSQL()) : []),
      ...sessionStatements(db, userId, due).map((q) => q.getQuery()),
    ];
    if (queries.length > 0) await d1.batch(queries.map((q) => d1.prepare(q.sql).bind(...q.params)));

    const writtenAt = Date.now();
    this.ctx.storage.transactionSync(() => {
      // Reports that came in during the write changed the stored state: mark what was written on that.
      if (due.length > 0) {
        const state = readSessionState(this.sql, usageDay(writtenAt));
        markFlushed(state, due, writtenAt);
        writeSessions(this.sql, state);
      }
      if (pending) {
        if (!recent) clearHistory(this.sql, "recent_history");
        addHistory(this.sql, "recent_history", pending);
        removeFlushedHistory(this.sql, pending);
        setMeta(this.sql, { recent_history_at: writtenAt });
      }
      setMeta(this.sql, { last_flush_at: writtenAt });
    });
    if (hasPendingHistory(this.sql)) await this.ctx.storage.setAlarm(writtenAt + HISTORY_FLUSH_INTERVAL_MS);
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
    audioHistory: latestLast(base?.audioHistory, layer.audioHistory),
    audioHistoryChapter: { ...base?.audioHistoryChapter, ...layer.audioHistoryChapter },
    playbackSpeeds: { ...base?.playbackSpeeds, ...layer.playbackSpeeds },
  };
}
