import { and, asc, eq, sql } from "drizzle-orm";
import type { ChapterMark, ChapterSpan } from "../lib/reader-progress";
import type { Database } from "./client";
import { books, chapterProgress, chapters, favourites, listeningSessions, playbackSpeeds } from "./schema";

/** The most books My library lists per tab. */
export const MAX_LIBRARY_BOOKS = 200;
const EXTRA_IDS = 80;

export interface LibraryBook {
  bookId: string;
  title: string;
  authors: string[];
  cover: string | null;
}

export interface LibraryRows {
  books: LibraryBook[];
  spans: Map<string, ChapterSpan[]>;
  marks: Map<string, Map<string, ChapterMark>>;
  favourites: string[];
  speeds: Record<string, number>;
  /** Last time each book was listened to (epoch ms), from D1's sessions. */
  lastListened: Map<string, number>;
}

/**
 * Everything My library shows, in one batch of six statements whatever the number of books: the user's
 * chapter progress, favourites, speeds, last listening per book, and the books and chapters those name
 * (plus `extraBookIds`, books in sessions the ledger has not flushed yet), selected by subquery. Without `covers`,
 * the books' covers are not read (null): a caller that answers ids only does not carry them.
 */
export async function libraryRows(
  db: Database,
  userId: string,
  extraBookIds: string[],
  { covers = true }: { covers?: boolean } = {},
): Promise<LibraryRows> {
  const extra = JSON.stringify(extraBookIds.slice(0, EXTRA_IDS));
  // One IN over a union (not an OR of INs), so SQLite walks the user's few ids through the book_id indexes of
  // books and chapters instead of scanning the library (100k books in the bench).
  const ids = sql`(select ${chapterProgress.bookId} from ${chapterProgress} where ${chapterProgress.userId} = ${userId}
    union select ${favourites.bookId} from ${favourites} where ${favourites.userId} = ${userId}
    union select value from json_each(${extra}))`;
  const [progress, favs, speeds, listened, bookRows, chapterRows] = await db.batch([
    db.select().from(chapterProgress).where(eq(chapterProgress.userId, userId)),
    db
      .select({ bookId: favourites.bookId })
      .from(favourites)
      .where(eq(favourites.userId, userId))
      .orderBy(asc(favourites.createdAt)),
    db
      .select({ key: playbackSpeeds.key, rate: playbackSpeeds.rate })
      .from(playbackSpeeds)
      .where(eq(playbackSpeeds.userId, userId)),
    db
      .select({ bookId: listeningSessions.bookId, at: sql<number>`max(${listeningSessions.endedAt})` })
      .from(listeningSessions)
      .where(eq(listeningSessions.userId, userId))
      .groupBy(listeningSessions.bookId),
    db
      .select({
        bookId: books.bookId,
        title: books.title,
        authors: books.authors,
        cover: covers ? books.coverImageBase64 : sql<string | null>`null`,
        durations: books.chapterDuration,
      })
      .from(books)
      .where(sql`${books.bookId} in ${ids}`)
      .limit(MAX_LIBRARY_BOOKS * 3),
    db
      .select({ id: chapters.id, bookId: chapters.bookId })
      .from(chapters)
      .where(sql`${chapters.bookId} in ${ids}`)
      .orderBy(asc(chapters.bookId), asc(chapters.position)),
  ]);
  const spans = new Map<string, ChapterSpan[]>(bookRows.map((b) => [b.bookId, []]));
  const durations = new Map(bookRows.map((b) => [b.bookId, b.durations ?? {}]));
  for (const c of chapterRows) spans.get(c.bookId)?.push({ id: c.id, duration: Number(durations.get(c.bookId)?.[c.id]) || 0 });
  return {
    books: bookRows.map(({ durations: _d, ...book }) => book),
    spans,
    marks: marksByBook(progress),
    favourites: favs.map((f) => f.bookId),
    speeds: Object.fromEntries(speeds.map((s) => [s.key, s.rate])),
    lastListened: new Map(listened.map((l) => [l.bookId, Number(l.at)])),
  };
}

function marksByBook(rows: (typeof chapterProgress.$inferSelect)[]): Map<string, Map<string, ChapterMark>> {
  const marks = new Map<string, Map<string, ChapterMark>>();
  for (const row of rows) {
    const book = marks.get(row.bookId) ?? new Map<string, ChapterMark>();
    book.set(row.chapterId, { heard: row.heardSeconds, read: row.readToEnd });
    marks.set(row.bookId, book);
  }
  return marks;
}

/** One book's chapters, durations, the user's marks on it and speed: one batch of four statements. */
export async function bookCoverageRows(db: Database, userId: string, bookId: string) {
  const [bookRow, chapterRows, progress, speed] = await db.batch([
    db.select({ durations: books.chapterDuration }).from(books).where(eq(books.bookId, bookId)),
    db.select({ id: chapters.id }).from(chapters).where(eq(chapters.bookId, bookId)).orderBy(asc(chapters.position)),
    db
      .select()
      .from(chapterProgress)
      .where(and(eq(chapterProgress.userId, userId), eq(chapterProgress.bookId, bookId))),
    db
      .select({ rate: playbackSpeeds.rate })
      .from(playbackSpeeds)
      .where(and(eq(playbackSpeeds.userId, userId), eq(playbackSpeeds.key, bookId))),
  ]);
  const book = bookRow[0];
  if (!book) return null;
  const spans: ChapterSpan[] = chapterRows.map((c) => ({ id: c.id, duration: Number(book.durations?.[c.id]) || 0 }));
  return { spans, marks: marksByBook(progress).get(bookId) ?? new Map<string, ChapterMark>(), speed: speed[0]?.rate ?? null };
}

/** Whether `chapterId` is a chapter of `bookId` (one statement). */
export async function findChapterOfBook(db: Database, bookId: string, chapterId: string): Promise<boolean> {
  const row = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(and(eq(chapters.id, chapterId), eq(chapters.bookId, bookId)))
    .get();
  return row !== undefined;
}
