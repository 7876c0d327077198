import { Hono } from "hono";
import { z } from "zod";
import type { ListeningLog, LoggedSessionView } from "../../shared/contract";
import {
  allTimeSeconds,
  bookParts,
  dailyListening,
  fitSession,
  hideStreakSetting,
  listListeningSessions,
  setHideStreak,
  storedSeconds,
  type LoggedSession,
} from "../db/listening-sessions";
import type { AppEnv } from "../env";
import { listeningLedger, usageDay } from "../lib/daily-usage";
import type { ListeningSession } from "../lib/listening-sessions";
import { listeningStreak, weekStart } from "../lib/reader-progress";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";

const logQuery = z
  .object({
    before: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .strict();
const settingsBody = z.object({ hideStreak: z.boolean() }).strict();
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
 * The listening log (docs/decisions/132-listening-log-and-streak.md): sessions by day, totals for this week and all time, and the streak.
 * D1 holds what the ledger flushed; the ledger's newer sessions are laid over it, fitted as the flush fits
 * them, so the log is current and today's total equals the allowance's played figure (docs/decisions/130).
 */
export const listeningLogRoutes = new Hono<AppEnv>()
  .use("*", requireUser)
  .get("/", validate("query", logQuery), async (c) => {
    const user = c.var.user;
    const { before, limit } = c.req.valid("query");
    const now = Date.now();
    const today = usageDay(now);
    const ledgerSessions = (await listeningLedger(c.env, user.id).readerOverlay()).sessions.slice(-MAX_OVERLAY);
    const [stored, days, allTime, hideStreak, parts, storedOverlay] = await Promise.all([
      listListeningSessions(c.var.db, user.id, { limit: limit + 1, before }),
      dailyListening(c.var.db, user.id),
      allTimeSeconds(c.var.db, user.id),
      hideStreakSetting(c.var.db, user.id),
      bookParts(c.var.db, [...new Set(ledgerSessions.map((s) => s.bookId))]),
      storedSeconds(
        c.var.db,
        user.id,
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
    const answer: ListeningLog = {
      sessions: page.map(view),
      days: dayList,
      week_seconds: round(dayList.filter((d) => d.day >= monday).reduce((sum, d) => sum + d.seconds, 0)),
      all_time_seconds: round(allTime + extra),
      streak: hideStreak ? null : listeningStreak(dayList, today),
      hide_streak: hideStreak,
      next_before: sessions.length > limit ? (page.at(-1)?.startedAt ?? null) : null,
    };
    c.header("Cache-Control", "private, no-store");
    return c.json(answer);
  })
  .put("/settings", validate("json", settingsBody), async (c) => {
    const { hideStreak } = c.req.valid("json");
    await setHideStreak(c.var.db, c.var.user.id, hideStreak);
    c.header("Cache-Control", "private, no-store");
    return c.json({ hide_streak: hideStreak });
  });
