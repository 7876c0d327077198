import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { addReach, clampPosition, sessionReach, type ChapterMark, type ChapterSpan } from "../lib/reader-progress";
import type { ListeningSession } from "../lib/listening-sessions";
import type { Database } from "./client";
import { chapterProgress, listeningSessions, readerSettings } from "./reader-progress-schema";
import { books, chapters } from "./schema";

/** D1 binds at most 100 parameters per statement. */
const ID_CHUNK = 90;

export interface BookParts {
  spans: Map<string, ChapterSpan[]>;
  titles: Map<string, string>;
  chapterTitles: Map<string, string>;
}

/** Each book's title and chapters in reading order with their titles and audio durations (two statements per 90 books). */
export async function bookParts(db: Database, bookIds: string[]): Promise<BookParts> {
  const parts: BookParts = { spans: new Map(), titles: new Map(), chapterTitles: new Map() };
  for (let i = 0; i < bookIds.length; i += ID_CHUNK) {
    const ids = bookIds.slice(i, i + ID_CHUNK);
    const [bookRows, chapterRows] = await db.batch([
      db
        .select({ bookId: books.bookId, title: books.title, durations: books.chapterDuration })
        .from(books)
        .where(inArray(books.bookId, ids)),
      db
        .select({ id: chapters.id, bookId: chapters.bookId, title: chapters.title })
        .from(chapters)
        .where(inArray(chapters.bookId, ids))
        .orderBy(asc(chapters.bookId), asc(chapters.position)),
    ]);
    for (const row of bookRows) {
      parts.spans.set(row.bookId, []);
      parts.titles.set(row.bookId, row.title);
    }
    const durations = new Map(bookRows.map((r) => [r.bookId, r.durations ?? {}]));
    for (const row of chapterRows) {
      parts.spans.get(row.bookId)?.push({ id: row.id, duration: Number(durations.get(row.bookId)?.[row.id]) || 0 });
      parts.chapterTitles.set(row.id, row.title);
    }
  }
  return parts;
}

/** A session fitted to the book as it is: unknown book or chapter gives null; positions clamped into the part. */
export function fitSession(session: ListeningSession, spans: Map<string, ChapterSpan[]>): ListeningSession | null {
  const book = spans.get(session.bookId);
  if (!book) return null;
  const duration =
    session.mode === "full"
      ? book.reduce((sum, c) => sum + c.duration, 0)
      : book.find((c) => c.id === session.chapterId)?.duration;
  if (duration === undefined) return null;
  const toSeconds = clampPosition(session.toSeconds, duration);
  return { ...session, fromSeconds: Math.min(clampPosition(session.fromSeconds, duration), toSeconds), toSeconds };
}

/**
 * The ledger's flush (docs/decisions/130): sessions of books that exist, clamped, upserted by id, and each
 * chapter's furthest point raised, all in one batch. Two reads for the books' chapters first.
 */
export async function writeSessions(db: Database, userId: string, sessions: ListeningSession[]): Promise<void> {
  if (sessions.length === 0) return;
  const { spans } = await bookParts(db, [...new Set(sessions.map((s) => s.bookId))]);
  const fitted = sessions.map((s) => fitSession(s, spans)).filter((s): s is ListeningSession => s !== null);
  if (fitted.length === 0) return;
  const now = Date.now();
  const reach = new Map<string, Map<string, ChapterMark>>();
  for (const session of fitted) {
    const marks = reach.get(session.bookId) ?? new Map<string, ChapterMark>();
    addReach(marks, sessionReach(session, spans.get(session.bookId)!));
    reach.set(session.bookId, marks);
  }
  const statements = [
    ...fitted.map(({ id, ...row }) =>
      db
        .insert(listeningSessions)
        .values({ id, userId, ...row })
        .onConflictDoUpdate({
          target: listeningSessions.id,
          set: { endedAt: row.endedAt, toSeconds: row.toSeconds, seconds: row.seconds },
          // A session id belongs to one user: another user's id is never overwritten.
          setWhere: eq(listeningSessions.userId, userId),
        }),
    ),
    ...[...reach].flatMap(([bookId, marks]) =>
      [...marks].map(([chapterId, mark]) =>
        db
          .insert(chapterProgress)
          .values({ userId, bookId, chapterId, heardSeconds: mark.heard, updatedAt: now })
          .onConflictDoUpdate({
            target: [chapterProgress.userId, chapterProgress.bookId, chapterProgress.chapterId],
            set: { heardSeconds: sql`max(${chapterProgress.heardSeconds}, excluded.heard_seconds)`, updatedAt: now },
          }),
      ),
    ),
  ];
  await db.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
}

export interface LoggedSession extends ListeningSession {
  bookTitle: string;
  chapterTitle: string | null;
}

/**
 * A user's listening sessions, newest first, with book and chapter titles (one statement). `before` pages
 * on startedAt. Sessions of deleted books are left out. The export uses this too.
 */
export async function listListeningSessions(
  db: Database,
  userId: string,
  { limit = 50, before }: { limit?: number; before?: number } = {},
): Promise<LoggedSession[]> {
  const rows = await db
    .select({
      session: listeningSessions,
      bookTitle: books.title,
      chapterTitle: chapters.title,
    })
    .from(listeningSessions)
    .innerJoin(books, eq(books.bookId, listeningSessions.bookId))
    .leftJoin(chapters, eq(chapters.id, listeningSessions.chapterId))
    .where(and(eq(listeningSessions.userId, userId), before === undefined ? undefined : lt(listeningSessions.startedAt, before)))
    .orderBy(desc(listeningSessions.startedAt))
    .limit(limit);
  return rows.map(({ session: { userId: _user, ...session }, bookTitle, chapterTitle }) => ({
    ...session,
    bookTitle,
    chapterTitle: chapterTitle ?? null,
  }));
}

/** Seconds D1 holds for these sessions (one statement per 90), to lay the ledger's newer figures over totals. */
export async function storedSeconds(db: Database, userId: string, ids: string[]): Promise<Map<string, number>> {
  const stored = new Map<string, number>();
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const rows = await db
      .select({ id: listeningSessions.id, seconds: listeningSessions.seconds })
      .from(listeningSessions)
      .where(and(eq(listeningSessions.userId, userId), inArray(listeningSessions.id, ids.slice(i, i + ID_CHUNK))));
    for (const row of rows) stored.set(row.id, row.seconds);
  }
  return stored;
}

/** All seconds ever listened (one statement). */
export async function allTimeSeconds(db: Database, userId: string): Promise<number> {
  const row = await db
    .select({ seconds: sql<number | null>`sum(${listeningSessions.seconds})` })
    .from(listeningSessions)
    .where(eq(listeningSessions.userId, userId))
    .get();
  return Number(row?.seconds ?? 0);
}

/** Seconds listened per UTC day, newest first (one statement; the most recent `days` days with listening). */
export async function dailyListening(db: Database, userId: string, days = 400): Promise<{ day: string; seconds: number }[]> {
  return db
    .select({ day: listeningSessions.day, seconds: sql<number>`sum(${listeningSessions.seconds})` })
    .from(listeningSessions)
    .where(eq(listeningSessions.userId, userId))
    .groupBy(listeningSessions.day)
    .orderBy(desc(listeningSessions.day))
    .limit(days);
}

export async function hideStreakSetting(db: Database, userId: string): Promise<boolean> {
  const row = await db.select({ hide: readerSettings.hideStreak }).from(readerSettings).where(eq(readerSettings.userId, userId)).get();
  return row?.hide ?? false;
}

export async function setHideStreak(db: Database, userId: string, hide: boolean): Promise<void> {
  const now = Date.now();
  await db
    .insert(readerSettings)
    .values({ userId, hideStreak: hide, updatedAt: now })
    .onConflictDoUpdate({ target: readerSettings.userId, set: { hideStreak: hide, updatedAt: now } });
}

export async function markChapterRead(db: Database, userId: string, bookId: string, chapterId: string): Promise<void> {
  const now = Date.now();
  await db
    .insert(chapterProgress)
    .values({ userId, bookId, chapterId, readToEnd: true, updatedAt: now })
    .onConflictDoUpdate({
      target: [chapterProgress.userId, chapterProgress.bookId, chapterProgress.chapterId],
      set: { readToEnd: true, updatedAt: now },
    });
}
