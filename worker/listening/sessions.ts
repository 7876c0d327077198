/**
 * Listening sessions from history reports (docs/decisions/130-listening-sessions.md). Pure, so the
 * ListeningLedger (the per-user serial point) applies it and unit tests drive it on their own.
 *
 * A session is one stretch of listening to one part (a chapter, or the full-book audio) of one book on
 * one UTC day. A report continues the open session when it is for the same part, on the same day, within
 * SESSION_GAP_MS of the last one, and its position is where the credited audio says it should be (give or
 * take JUMP_TOLERANCE_SECONDS); otherwise it starts a new one. Seconds are the credited seconds, clamped
 * exactly as the daily allowance is, so a day's sessions add up to the allowance's played figure.
 */

export type ListeningMode = "chapter" | "full";

export interface ListeningSession {
  id: string;
  bookId: string;
  mode: ListeningMode;
  chapterId: string | null;
  day: string;
  startedAt: number;
  endedAt: number;
  fromSeconds: number;
  toSeconds: number;
  seconds: number;
}

export interface SessionReport {
  bookId: string;
  mode: ListeningMode;
  chapterId: string | null;
  /** Position after the audio the report covers (the player may have sought since). */
  position: number;
  /** Seconds of audio credited for this report (already clamped). */
  credited: number;
  now: number;
  day: string;
}

export interface SessionBook {
  /** Pending sessions closed and waiting for the flush, oldest first. */
  closed: ListeningSession[];
  open: ListeningSession | null;
}

/** A pause longer than this ends the session. */
export const SESSION_GAP_MS = 30 * 60_000;
/** A position this far from where the credited audio leads is a seek: a new session starts there. */
export const JUMP_TOLERANCE_SECONDS = 20;
/**
 * Sessions with nothing credited are not kept (a seek that played nothing); any credited second is, so a
 * day's sessions add up to the allowance's played figure.
 */
const kept = (session: ListeningSession) => session.seconds > 0;
/** At most this many closed sessions wait for one flush; a client that splits more loses the oldest. */
export const MAX_PENDING_SESSIONS = 100;

const round = (n: number) => Math.round(n * 1000) / 1000;

function continues(open: ListeningSession, report: SessionReport): boolean {
  return (
    open.bookId === report.bookId &&
    open.mode === report.mode &&
    open.chapterId === report.chapterId &&
    open.day === report.day &&
    report.now - open.endedAt <= SESSION_GAP_MS
  );
}

function close(state: SessionBook, session: ListeningSession | null): ListeningSession[] {
  if (!session || !kept(session)) return state.closed;
  return [...state.closed, session].slice(-MAX_PENDING_SESSIONS);
}

/** The state after one report; `newId` names a session this report starts. */
export function applyReport(state: SessionBook, report: SessionReport, newId: () => string): SessionBook {
  const credited = Math.max(0, Number.isFinite(report.credited) ? report.credited : 0);
  const position = Math.max(0, report.position);
  const open = state.open;
  if (open && continues(open, report)) {
    const expected = open.toSeconds + credited;
    if (Math.abs(position - expected) <= JUMP_TOLERANCE_SECONDS) {
      return {
        closed: state.closed,
        open: { ...open, endedAt: report.now, toSeconds: position, seconds: round(open.seconds + credited) },
      };
    }
    // A seek: what was played before it belongs to the stretch it left; a new stretch starts where it landed.
    const before: ListeningSession = {
      ...open,
      endedAt: report.now,
      toSeconds: round(open.toSeconds + credited),
      seconds: round(open.seconds + credited),
    };
    return { closed: close(state, before), open: fresh(report, position, position, 0, newId) };
  }
  return {
    closed: close(state, open),
    open: fresh(report, Math.max(0, round(position - credited)), position, round(credited), newId),
  };
}

function fresh(report: SessionReport, from: number, to: number, seconds: number, newId: () => string): ListeningSession {
  return {
    id: newId(),
    bookId: report.bookId,
    mode: report.mode,
    chapterId: report.mode === "chapter" ? report.chapterId : null,
    day: report.day,
    startedAt: report.now,
    endedAt: report.now,
    fromSeconds: from,
    toSeconds: to,
    seconds,
  };
}

/** Every session worth keeping: closed ones and the open one once it has credited audio. */
export function sessionsToWrite(state: SessionBook): ListeningSession[] {
  return state.open && kept(state.open) ? [...state.closed, state.open] : state.closed;
}

/**
 * Which part of which book a history report is about: the first position key (a book id, or full_{bookId})
 * with the chapter the same report (or the last one) names for that book.
 */
export function reportTarget(
  positions: Record<string, number>,
  chapters: Record<string, string>,
  lastChapter: (bookId: string) => string | null,
): { bookId: string; mode: ListeningMode; chapterId: string | null; position: number } | null {
  const first = Object.entries(positions)[0];
  if (!first) return null;
  const [key, position] = first;
  if (key.startsWith("full_")) return { bookId: key.slice(5), mode: "full", chapterId: null, position };
  const chapterId = chapters[key] ?? lastChapter(key);
  return { bookId: key, mode: "chapter", chapterId, position };
}
