import { creditReport, type UsageRecord } from "./allowance";
import { applyReport, reportTarget, sessionsToWrite, type ListeningSession, type SessionBook } from "./sessions";

/**
 * The ListeningLedger's session part (docs/decisions/130-listening-sessions.md): credits each report's
 * played seconds with the allowance's own arithmetic, serially, and grows the user's listening sessions. Pure: the
 * ledger reads this state from its tables (ledger-store.ts), applies a report or a flush, and writes it back; its
 * once-a-minute alarm writes the sessions to D1.
 */

/** Report ids remembered to drop a replayed report (the same report sent twice, or again later). */
const REMEMBERED_REPORTS = 200;
const REMEMBERED_CHAPTERS = 20;
/**
 * The one recent window: flushed history and sessions are still laid over D1 reads this long, so a read that
 * raced the flush, or one served by a replica that has not caught up with it, never shows an older state.
 */
export const RECENT_WINDOW_MS = 5 * 60_000;

export interface SessionLedgerState {
  sessions: SessionBook;
  credit: { day: string; record: UsageRecord };
  reportIds: string[];
  /** The last chapter reported per book, for reports that name only the position. */
  chapters: Record<string, string>;
  /** What the last flush wrote of each session (by id, seconds), so an unchanged one is not written again. */
  written: Record<string, number>;
  recent: { at: number; sessions: ListeningSession[] } | null;
  /** The day's played figure of the free allowance (reports credited while the user had no premium access): the
   * counter the ledger publishes to KV. */
  allowance: { day: string; seconds: number };
}

export interface PlayReport {
  /** Seconds of audio the client says it played since its last report (any number; clamped here). */
  increment: number;
  /** Whether the report counts against the free allowance (the user has no premium access). */
  counted: boolean;
  reportId?: string;
  now: number;
  day: string;
}

/** Applies one report; answers the seconds credited (0 for a replayed report id). */
export function applyPlay(
  state: SessionLedgerState,
  positions: Record<string, number>,
  chapters: Record<string, string>,
  play: PlayReport,
  newId: () => string,
): number {
  if (play.reportId && state.reportIds.includes(play.reportId)) return 0;
  if (play.reportId) state.reportIds = [...state.reportIds, play.reportId].slice(-REMEMBERED_REPORTS);
  if (state.credit.day !== play.day) state.credit = { day: play.day, record: { seconds: 0, creditedUntil: null } };
  const { accepted, next } = creditReport(state.credit.record, play.increment, play.now);
  state.credit.record = next;
  if (state.allowance.day !== play.day) state.allowance = { day: play.day, seconds: 0 };
  if (play.counted && accepted > 0) state.allowance.seconds = Math.round((state.allowance.seconds + accepted) * 1000) / 1000;
  for (const [bookId, chapterId] of Object.entries(chapters)) state.chapters[bookId] = chapterId;
  const keys = Object.keys(state.chapters);
  if (keys.length > REMEMBERED_CHAPTERS)
    for (const key of keys.slice(0, keys.length - REMEMBERED_CHAPTERS)) delete state.chapters[key];
  const target = reportTarget(positions, chapters, (bookId) => state.chapters[bookId] ?? null);
  if (target)
    state.sessions = applyReport(state.sessions, { ...target, credited: accepted, now: play.now, day: play.day }, newId);
  return accepted;
}

/** Sessions the next flush must write: new ones, and ones that grew since they were written. */
export function sessionsToFlush(state: SessionLedgerState): ListeningSession[] {
  return sessionsToWrite(state.sessions).filter((s) => state.written[s.id] !== s.seconds);
}

/** After a flush wrote `flushed` (state re-read after the write): closed sessions D1 holds as they are leave. */
export function markFlushed(state: SessionLedgerState, flushed: ListeningSession[], now: number): void {
  const written: Record<string, number> = { ...state.written };
  for (const s of flushed) written[s.id] = s.seconds;
  state.sessions.closed = state.sessions.closed.filter((s) => written[s.id] !== s.seconds);
  const open = state.sessions.open;
  state.written = open && written[open.id] !== undefined ? { [open.id]: written[open.id]! } : {};
  const ids = new Set(flushed.map((s) => s.id));
  const keptRecent = state.recent && state.recent.at > now - RECENT_WINDOW_MS ? state.recent.sessions : [];
  state.recent = { at: now, sessions: [...keptRecent.filter((s) => !ids.has(s.id)), ...flushed].slice(-200) };
}

/** Sessions D1 may not show yet: pending ones and ones flushed within the last few minutes. */
export function pendingSessions(state: SessionLedgerState | undefined, now: number): ListeningSession[] {
  if (!state) return [];
  const recent = state.recent && state.recent.at > now - RECENT_WINDOW_MS ? state.recent.sessions : [];
  const pending = sessionsToWrite(state.sessions);
  const ids = new Set(pending.map((s) => s.id));
  return [...recent.filter((s) => !ids.has(s.id)), ...pending];
}
