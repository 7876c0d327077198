import { MAX_BOUND_IDS } from "./bound-ids";
import { and, asc, desc, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import { clampPosition, type ChapterSpan } from "../lib/reader-progress";
import type { ListeningSession } from "../listening/sessions";
import type { Database } from "./client";
import { books, chapterProgress, chapters, listeningSessions, readerSettings } from "./schema";

export interface BookParts {
  spans: Map<string, ChapterSpan[]>;
  titles: Map<string, string>;
  chapterTitles: Map<string, string>;
}

/** Each book's title and chapters in reading order with their titles and audio durations (two statements per 90 books). */
export async function bookParts(db: Database, bookIds: string[]): Promise<BookParts> {
  const parts: BookParts = { spans: new Map(), titles: new Map(), chapterTitles: new Map() };
  for (let i = 0; i < bookIds.length; i += MAX_BOUND_IDS) {
    const ids = bookIds.slice(i, i + MAX_BOUND_IDS);
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
 * The ledger's flush (docs/decisions/130): statements that go in the same D1 batch as its history, so a flush
 * stays one batch with no read before it. Each session is fitted to the book inside SQL, as fitSession does it
 * for reads: a session of a book (or chapter) that does not exist inserts nothing, positions are clamped into
 * the part's duration, and each chapter the session reached has its furthest point raised (full-book positions
 * mapped to chapters through the durations in reading order). Two statements per session.
 */
export function sessionStatements(db: Database, userId: string, sessions: ListeningSession[], now = Date.now()) {
  return sessions.flatMap((s) => {
    const chapterDuration = (chapterId: SQL) =>
      sql`coalesce((select value from json_each(b.chapter_duration) where key = ${chapterId}), 0)`;
    const partDuration =
      s.mode === "full"
        ? sql`(select coalesce(sum(value), 0) from json_each(b.chapter_duration))`
        : chapterDuration(sql`${s.chapterId}`);
    const partExists =
      s.mode === "full" ? sql`1` : sql`exists (select 1 from chapters c where c.id = ${s.chapterId} and c.book_id = b.book_id)`;
    const session = db.run(sql`
      insert into listening_sessions
        (id, user_id, book_id, mode, chapter_id, day, started_at, ended_at, from_seconds, to_seconds, seconds)
      select ${s.id}, ${userId}, d.book_id, ${s.mode}, ${s.chapterId}, ${s.day}, ${s.startedAt}, ${s.endedAt},
        min(${s.fromSeconds}, ${s.toSeconds}, d.duration), min(${s.toSeconds}, d.duration), ${s.seconds}
      from (select b.book_id as book_id, ${partDuration} as duration from books b where b.book_id = ${s.bookId} and ${partExists}) d
      where true
      on conflict (id) do update set ended_at = excluded.ended_at, to_seconds = excluded.to_seconds, seconds = excluded.seconds
        where listening_sessions.user_id = excluded.user_id`);
    const reached =
      s.mode === "chapter"
        ? sql`select c.book_id as book_id, c.id as chapter_id, min(${s.toSeconds}, ${chapterDuration(sql`c.id`)}) as heard
            from chapters c join books b on b.book_id = c.book_id where c.id = ${s.chapterId} and c.book_id = ${s.bookId}`
        : sql`select book_id, id as chapter_id, min(${s.toSeconds}, end_s) - (end_s - duration) as heard from (
              select book_id, id, duration, sum(duration) over (order by position) as end_s from (
                select c.book_id as book_id, c.id as id, c.position as position, ${chapterDuration(sql`c.id`)} as duration
                from chapters c join books b on b.book_id = c.book_id where c.book_id = ${s.bookId}))
            where duration > 0 and ${s.toSeconds} > end_s - duration and ${s.fromSeconds} < end_s`;
    const progress = db.run(sql`
      insert into chapter_progress (user_id, book_id, chapter_id, heard_seconds, read_to_end, updated_at)
      select ${userId}, r.book_id, r.chapter_id, r.heard, 0, ${now} from (${reached}) r
      where true
      on conflict (user_id, book_id, chapter_id) do update
        set heard_seconds = max(chapter_progress.heard_seconds, excluded.heard_seconds), updated_at = excluded.updated_at`);
    return [session, progress];
  });
}

export interface LoggedSession extends ListeningSession {
  bookTitle: string;
  chapterTitle: string | null;
  /** Where D1's row came from; sessions still in the ledger are the app's. */
  source?: "app" | "podcast";
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
  for (let i = 0; i < ids.length; i += MAX_BOUND_IDS) {
    const rows = await db
      .select({ id: listeningSessions.id, seconds: listeningSessions.seconds })
      .from(listeningSessions)
      .where(and(eq(listeningSessions.userId, userId), inArray(listeningSessions.id, ids.slice(i, i + MAX_BOUND_IDS))));
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
  const row = await db
    .select({ hide: readerSettings.hideStreak })
    .from(readerSettings)
    .where(eq(readerSettings.userId, userId))
    .get();
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
