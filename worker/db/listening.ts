import { inArray, sql } from "drizzle-orm";
import type { Database } from "./client";
import { books, chapters, lastChapters, listeningPositions, playbackSpeeds } from "./schema";

/** In the API's audio_history map this key holds the favourites list, never a position. */
export const FAVOURITES_KEY = "favorites";

export interface ListeningUpdate {
  audioHistory: Record<string, number>;
  audioHistoryChapter: Record<string, string>;
  playbackSpeeds: Record<string, number>;
}

/** Merges the client's maps into the user's record: one upsert per entry, all in one batch. */
export async function mergeListeningState(db: Database, userId: string, update: ListeningUpdate): Promise<void> {
  const statements = listeningStateStatements(db, userId, update);
  if (statements.length === 0) return;
  await db.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
}

/** The upserts mergeListeningState batches, for a caller that adds its own statements to the same batch. */
export function listeningStateStatements(db: Database, userId: string, update: ListeningUpdate) {
  const now = new Date();
  const statements = [
    ...Object.entries(update.audioHistory).map(([key, seconds]) =>
      db
        .insert(listeningPositions)
        .values({ userId, key, seconds, updatedAt: now })
        .onConflictDoUpdate({ target: [listeningPositions.userId, listeningPositions.key], set: { seconds, updatedAt: now } }),
    ),
    ...Object.entries(update.audioHistoryChapter).map(([bookId, chapterId]) =>
      db
        .insert(lastChapters)
        .values({ userId, bookId, chapterId, updatedAt: now })
        .onConflictDoUpdate({ target: [lastChapters.userId, lastChapters.bookId], set: { chapterId, updatedAt: now } }),
    ),
    ...Object.entries(update.playbackSpeeds).map(([key, rate]) =>
      db
        .insert(playbackSpeeds)
        .values({ userId, key, rate, updatedAt: now })
        .onConflictDoUpdate({ target: [playbackSpeeds.userId, playbackSpeeds.key], set: { rate, updatedAt: now } }),
    ),
  ];
  return statements;
}

/**
 * Most listening-history keys kept per reader in each of positions, chapters and speeds: 4,000 position keys are
 * 2,000 books with both a chapter position and a full-audio one, far beyond a real reader's shelf (issue 32).
 */
export const MAX_STORED_HISTORY_KEYS = 4_000;

/** The book a history key names: the book id itself, or `full_{bookId}` for its full audio. */
const FULL_AUDIO_PREFIX = "full_";

/**
 * The report without what names no real thing: positions and speeds only for keys of existing books (or their
 * full audio), a last chapter only when the chapter belongs to that book. One batch of indexed reads.
 * `overCap` is true when the report adds keys to a map that already holds MAX_STORED_HISTORY_KEYS for this reader.
 */
export async function knownHistory(
  db: Database,
  userId: string,
  update: ListeningUpdate,
): Promise<{ history: ListeningUpdate; overCap: boolean }> {
  const keys = [...Object.keys(update.audioHistory), ...Object.keys(update.playbackSpeeds)];
  const bookIds = [
    ...new Set([
      ...keys,
      ...keys.filter((k) => k.startsWith(FULL_AUDIO_PREFIX)).map((k) => k.slice(FULL_AUDIO_PREFIX.length)),
      ...Object.keys(update.audioHistoryChapter),
    ]),
  ];
  const chapterIds = [...new Set(Object.values(update.audioHistoryChapter))];
  if (bookIds.length === 0) return { history: update, overCap: false };
  const [foundBooks, foundChapters] = await db.batch([
    db
      .select({ bookId: books.bookId })
      .from(books)
      .where(inArray(books.bookId, jsonList(bookIds))),
    db
      .select({ id: chapters.id, bookId: chapters.bookId })
      .from(chapters)
      .where(inArray(chapters.id, jsonList(chapterIds.length ? chapterIds : [""]))),
  ]);
  const existing = new Set(foundBooks.map((b) => b.bookId));
  const chapterBook = new Map(foundChapters.map((ch) => [ch.id, ch.bookId]));
  const isBookKey = (key: string) =>
    existing.has(key) || (key.startsWith(FULL_AUDIO_PREFIX) && existing.has(key.slice(FULL_AUDIO_PREFIX.length)));
  const keep = <V>(map: Record<string, V>, ok: (key: string, value: V) => boolean) =>
    Object.fromEntries(Object.entries(map).filter(([k, v]) => ok(k, v)));
  const history: ListeningUpdate = {
    audioHistory: keep(update.audioHistory, isBookKey),
    audioHistoryChapter: keep(update.audioHistoryChapter, (bookId, chapterId) => chapterBook.get(chapterId) === bookId),
    playbackSpeeds: keep(update.playbackSpeeds, isBookKey),
  };
  return { history, overCap: await addsPastCap(db, userId, history) };
}

/** Whether the report brings a new key to a map of the reader's that is full; counts only when a key is new. */
async function addsPastCap(db: Database, userId: string, history: ListeningUpdate): Promise<boolean> {
  const maps = [
    { table: "listening_positions", column: "key", keys: Object.keys(history.audioHistory) },
    { table: "last_chapters", column: "book_id", keys: Object.keys(history.audioHistoryChapter) },
    { table: "playback_speeds", column: "key", keys: Object.keys(history.playbackSpeeds) },
  ].filter((m) => m.keys.length > 0);
  for (const { table, column, keys } of maps) {
    const [row] = await db.all<{ known: number }>(
      sql`select count(*) as known from ${sql.identifier(table)} where user_id = ${userId}
          and ${sql.identifier(column)} in (select value from json_each(${JSON.stringify(keys)}))`,
    );
    if ((row?.known ?? 0) === keys.length) continue;
    const [stored] = await db.all<{ n: number }>(
      sql`select count(*) as n from ${sql.identifier(table)} where user_id = ${userId}`,
    );
    if ((stored?.n ?? 0) + keys.length - (row?.known ?? 0) > MAX_STORED_HISTORY_KEYS) return true;
  }
  return false;
}

/** A list bound as one parameter (D1 binds at most 100 per statement; a report may name 150 keys). */
const jsonList = (values: string[]) => sql`(select value from json_each(${JSON.stringify(values)}))`;
