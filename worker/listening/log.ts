import type { ListeningLog, LoggedSessionView } from "../../shared/contract";
import type { Database } from "../db/client";
import {
  allTimeSeconds,
  bookParts,
  dailyListening,
  fitSession,
  hideStreakSetting,
  listListeningSessions,
  storedSeconds,
  type LoggedSession,
} from "../db/listening-sessions";
import { listeningStreak, weekStart } from "../lib/reader-progress";
import { usageDay } from "./allowance";
import { readOverlay } from "./read";
import type { ListeningSession } from "./sessions";

/** At most this many unflushed or just-flushed sessions are laid over D1. */
const MAX_OVERLAY = 90;

const round = (n: number) => Math.round(n * 1000) / 1000;

function view(s: LoggedSession): LoggedSessionView {
  return {
    session_id: s.id,
    book_id: s.bookId,
    book_title: s.bookTitle,
    mode: s.mode,
    chapter_id: s.chapterId,
    chapter_title: s.chapterTitle,
    day: s.day,
    started_at: s.startedAt,
    ended_at: s.endedAt,
    from_seconds: Math.round(s.fromSeconds * 10) / 10,
    to_seconds: Math.round(s.toSeconds * 10) / 10,
    seconds: round(s.seconds),
    source: s.source ?? "app",
  };
}

/**
 * The listening log (docs/decisions/132-listening-log-and-streak.md): sessions by day, totals for this week and all time,
 * and the streak. D1 holds what the ledger flushed; the ledger's newer sessions are laid over it, fitted as the flush
 * fits them, so the log is current and today's total equals the allowance's played figure (docs/decisions/130).
 */
export async function readListeningLog(
  env: Env,
  db: Database,
  userId: string,
  { before, limit }: { before?: number; limit: number },
): Promise<ListeningLog> {
  const now = Date.now();
  const today = usageDay(now);
  const ledgerSessions = (await readOverlay(env, userId)).sessions.slice(-MAX_OVERLAY);
  const [stored, days, allTime, hideStreak, parts, storedOverlay] = await Promise.all([
    listListeningSessions(db, userId, { limit: limit + 1, before }),
    dailyListening(db, userId),
    allTimeSeconds(db, userId),
    hideStreakSetting(db, userId),
    bookParts(db, [...new Set(ledgerSessions.map((s) => s.bookId))]),
    storedSeconds(
      db,
      userId,
      ledgerSessions.map((s) => s.id),
    ),
  ]);
  const overlay = ledgerSessions
    .map((s) => fitSession(s, parts.spans))
    .filter((s): s is ListeningSession => s !== null)
    .map((s) => ({
      ...s,
      bookTitle: parts.titles.get(s.bookId)!,
      chapterTitle: s.chapterId ? (parts.chapterTitles.get(s.chapterId) ?? null) : null,
    }));
  // Sessions: D1's page with the ledger's newer versions laid over it, newest first.
  const byId = new Map<string, LoggedSession>(stored.map((s) => [s.id, s]));
  for (const s of overlay) if (before === undefined || s.startedAt < before) byId.set(s.id, s);
  const sessions = [...byId.values()].sort((a, b) => b.startedAt - a.startedAt);
  const page = sessions.slice(0, limit);
  // Totals: what D1 holds plus what the ledger holds beyond it.
  const perDay = new Map(days.map((d) => [d.day, Number(d.seconds)]));
  let extra = 0;
  for (const s of overlay) {
    const delta = s.seconds - (storedOverlay.get(s.id) ?? 0);
    perDay.set(s.day, (perDay.get(s.day) ?? 0) + delta);
    extra += delta;
  }
  const dayList = [...perDay]
    .map(([day, seconds]) => ({ day, seconds: round(seconds) }))
    .sort((a, b) => (a.day < b.day ? 1 : -1));
  const monday = weekStart(today);
  return {
    sessions: page.map(view),
    days: dayList,
    week_seconds: round(dayList.filter((d) => d.day >= monday).reduce((sum, d) => sum + d.seconds, 0)),
    all_time_seconds: round(allTime + extra),
    streak: hideStreak ? null : listeningStreak(dayList, today),
    hide_streak: hideStreak,
    next_before: sessions.length > limit ? (page.at(-1)?.startedAt ?? null) : null,
  };
}
