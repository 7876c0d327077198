import { MAX_BOUND_IDS } from "./bound-ids";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "./client";
import { FULL_AUDIO_PART } from "./audio";
import { audioObjects, books, chapters, podcastFeeds, users, type PodcastFeed, type User } from "./schema";

/** Creates the reader's feed, or replaces it (rotation): the earlier feed id and secret stop matching at once. */
export async function saveFeed(
  db: Database,
  feed: { userId: string; feedId: string; secretHash: string; includeFavourites: boolean; createdAt: number },
): Promise<void> {
  const { userId, ...rest } = feed;
  await db.insert(podcastFeeds).values(feed).onConflictDoUpdate({ target: podcastFeeds.userId, set: rest });
}

export async function findFeedOfUser(db: Database, userId: string): Promise<PodcastFeed | null> {
  return (await db.select().from(podcastFeeds).where(eq(podcastFeeds.userId, userId)).get()) ?? null;
}

/** Changes whether favourites are in the feed, keeping its URL; false when the reader has no feed. */
export async function setIncludeFavourites(db: Database, userId: string, includeFavourites: boolean): Promise<boolean> {
  const rows = await db
    .update(podcastFeeds)
    .set({ includeFavourites })
    .where(eq(podcastFeeds.userId, userId))
    .returning({ userId: podcastFeeds.userId });
  return rows.length > 0;
}

export async function deleteFeed(db: Database, userId: string): Promise<void> {
  await db.delete(podcastFeeds).where(eq(podcastFeeds.userId, userId));
}

/** A live feed and its owner, by the secret's hash (the feed URL) or by its id (signed enclosure URLs). */
export async function findFeedWithOwner(
  db: Database,
  by: { secretHash: string } | { feedId: string },
): Promise<{ feed: PodcastFeed; owner: User } | null> {
  const row = await db
    .select({ feed: podcastFeeds, owner: users })
    .from(podcastFeeds)
    .innerJoin(users, eq(users.id, podcastFeeds.userId))
    .where("secretHash" in by ? eq(podcastFeeds.secretHash, by.secretHash) : eq(podcastFeeds.feedId, by.feedId))
    .get();
  return row ?? null;
}

export interface FeedChapter {
  chapterId: string;
  position: number;
  title: string;
  sizeBytes: number;
  durationSeconds: number;
}

export interface FeedBook {
  bookId: string;
  title: string;
  authors: string[];
  cover: string | null;
  version: number;
  dateOfSummary: Date | null;
  chapters: FeedChapter[];
}

/** The books (in the order given) with each chapter that has stored audio, in reading order: three statements per 90 books. */
export async function feedBooks(db: Database, bookIds: string[]): Promise<FeedBook[]> {
  const found = new Map<string, FeedBook>();
  for (let i = 0; i < bookIds.length; i += MAX_BOUND_IDS) {
    const ids = bookIds.slice(i, i + MAX_BOUND_IDS);
    const [bookRows, chapterRows, audioRows] = await db.batch([
      db
        .select({
          bookId: books.bookId,
          title: books.title,
          authors: books.authors,
          cover: books.coverImageBase64,
          version: books.version,
          dateOfSummary: books.dateOfSummary,
        })
        .from(books)
        .where(inArray(books.bookId, ids)),
      db
        .select({ id: chapters.id, bookId: chapters.bookId, position: chapters.position, title: chapters.title })
        .from(chapters)
        .where(inArray(chapters.bookId, ids))
        .orderBy(asc(chapters.bookId), asc(chapters.position)),
      db
        .select({
          bookId: audioObjects.bookId,
          part: audioObjects.part,
          sizeBytes: audioObjects.sizeBytes,
          durationSeconds: audioObjects.durationSeconds,
        })
        .from(audioObjects)
        .where(and(inArray(audioObjects.bookId, ids), ne(audioObjects.part, FULL_AUDIO_PART))),
    ]);
    const audio = new Map(audioRows.map((a) => [`${a.bookId}/${a.part}`, a]));
    for (const row of bookRows) found.set(row.bookId, { ...row, chapters: [] });
    for (const row of chapterRows) {
      const stored = audio.get(`${row.bookId}/${row.id}`);
      if (!stored || stored.sizeBytes <= 0) continue;
      found.get(row.bookId)?.chapters.push({
        chapterId: row.id,
        position: row.position,
        title: row.title,
        sizeBytes: stored.sizeBytes,
        durationSeconds: stored.durationSeconds,
      });
    }
  }
  return bookIds.flatMap((id) => found.get(id) ?? []);
}

/** One chapter of one book, with its audio's duration and the book's cover fields; null if either is gone. */
export async function findFeedChapter(db: Database, bookId: string, chapterId: string) {
  const row = await db
    .select({
      chapterTitle: chapters.title,
      durationSeconds: audioObjects.durationSeconds,
      book: {
        title: books.title,
        authors: books.authors,
        cover: books.coverImageBase64,
        version: books.version,
        dateOfSummary: books.dateOfSummary,
      },
    })
    .from(chapters)
    .innerJoin(books, eq(books.bookId, chapters.bookId))
    .leftJoin(audioObjects, and(eq(audioObjects.bookId, chapters.bookId), eq(audioObjects.part, chapters.id)))
    .where(and(eq(chapters.id, chapterId), eq(chapters.bookId, bookId)))
    .get();
  return row ? { ...row, durationSeconds: row.durationSeconds ?? 0 } : null;
}

export interface PodcastListen {
  userId: string;
  bookId: string;
  chapterId: string;
  /** The stretch of the chapter the served bytes hold, in seconds. */
  fromSeconds: number;
  toSeconds: number;
  day: string;
  now: number;
  /** One session per feed, chapter and UTC day: repeated or overlapping fetches widen it, never add to it. */
  sessionId: string;
}

/**
 * Audio served through the feed, as listening (decision 136): one "podcast" session per feed, chapter and day, whose
 * seconds are the span of the chapter served so far, so an app fetching the same bytes again counts them once. The
 * chapter's progress is left alone: apps download whole episodes ahead of playback, and marking those heard would
 * finish books nobody listened to and drop them from the feed. One statement; the ledger is not involved.
 */
export async function recordPodcastListen(db: Database, listen: PodcastListen): Promise<void> {
  const { userId, bookId, chapterId, fromSeconds, toSeconds, day, now, sessionId } = listen;
  await db.run(sql`
    insert into listening_sessions
      (id, user_id, book_id, mode, chapter_id, day, started_at, ended_at, from_seconds, to_seconds, seconds, source)
    values (${sessionId}, ${userId}, ${bookId}, 'chapter', ${chapterId}, ${day}, ${now}, ${now}, ${fromSeconds},
      ${toSeconds}, ${toSeconds - fromSeconds}, 'podcast')
    on conflict (id) do update set
      ended_at = excluded.ended_at,
      from_seconds = min(listening_sessions.from_seconds, excluded.from_seconds),
      to_seconds = max(listening_sessions.to_seconds, excluded.to_seconds),
      seconds = max(listening_sessions.to_seconds, excluded.to_seconds) - min(listening_sessions.from_seconds, excluded.from_seconds)
    where listening_sessions.user_id = excluded.user_id`);
}
