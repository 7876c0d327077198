import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { lastChapters, listeningPositions, playbackSpeeds } from "./schema";

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

/** The maps a report writes, with the table that keeps each of them. */
const HISTORY_TABLES = [
  { map: "audioHistory", table: "listening_positions" },
  { map: "audioHistoryChapter", table: "last_chapters" },
  { map: "playbackSpeeds", table: "playback_speeds" },
] as const;

/**
 * The report without what names no real thing: positions and speeds only for keys of existing books (or their
 * full audio), a last chapter only when the chapter belongs to that book. `overCap` is true when the report adds keys
 * to a map that already holds MAX_STORED_HISTORY_KEYS for this reader. One statement of indexed reads; a report
 * that brings a key the reader has not stored yet costs one count more.
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
  if (bookIds.length === 0) return { history: update, overCap: false };
  const chapterIds = [...new Set(Object.values(update.audioHistoryChapter))];
  // One statement: the books and chapters the report names, and how many of its keys each map holds already
  // (counted before the filter: a stored key is always a real one).
  const stored = (kind: string, table: string, column: string, values: string[]) =>
    sql`select ${kind}, null, null, count(*) from ${sql.identifier(table)}
        where user_id = ${userId} and ${sql.identifier(column)} in ${jsonList(values)}`;
  const rows = await db.all<{ kind: string; id: string | null; bookId: string | null; n: number | null }>(
    sql`select 'book' as kind, book_id as id, null as bookId, null as n from books where book_id in ${jsonList(bookIds)}
        union all select 'chapter', id, book_id, null from chapters where id in ${jsonList(chapterIds)}
        union all ${stored("audioHistory", "listening_positions", "key", Object.keys(update.audioHistory))}
        union all ${stored("audioHistoryChapter", "last_chapters", "book_id", Object.keys(update.audioHistoryChapter))}
        union all ${stored("playbackSpeeds", "playback_speeds", "key", Object.keys(update.playbackSpeeds))}`,
  );
  const existing = new Set(rows.filter((r) => r.kind === "book").map((r) => r.id));
  const chapterBook = new Map(rows.filter((r) => r.kind === "chapter").map((r) => [r.id, r.bookId]));
  const storedCount = (map: keyof ListeningUpdate) => rows.find((r) => r.kind === map)?.n ?? 0;
  const isBookKey = (key: string) =>
    existing.has(key) || (key.startsWith(FULL_AUDIO_PREFIX) && existing.has(key.slice(FULL_AUDIO_PREFIX.length)));
  const keep = <V>(map: Record<string, V>, ok: (key: string, value: V) => boolean) =>
    Object.fromEntries(Object.entries(map).filter(([k, v]) => ok(k, v)));
  const history: ListeningUpdate = {
    audioHistory: keep(update.audioHistory, isBookKey),
    audioHistoryChapter: keep(update.audioHistoryChapter, (bookId, chapterId) => chapterBook.get(chapterId) === bookId),
    playbackSpeeds: keep(update.playbackSpeeds, isBookKey),
  };
  const alreadyStored = {
    audioHistory: storedCount("audioHistory"),
    audioHistoryChapter: storedCount("audioHistoryChapter"),
    playbackSpeeds: storedCount("playbackSpeeds"),
  };
  const growing = HISTORY_TABLES.filter(({ map }) => Object.keys(history[map]).length > alreadyStored[map]);
  return { history, overCap: growing.length > 0 && (await addsPastCap(db, userId, history, alreadyStored, growing)) };
}

/** Whether a map the report adds keys to would pass the cap: counts the reader's rows in those maps, in one read. */
async function addsPastCap(
  db: Database,
  userId: string,
  history: ListeningUpdate,
  alreadyStored: Record<keyof ListeningUpdate, number>,
  growing: (typeof HISTORY_TABLES)[number][],
): Promise<boolean> {
  const counts = sql.join(
    growing.map(
      ({ table }, i) =>
        sql`(select count(*) from ${sql.identifier(table)} where user_id = ${userId}) as ${sql.identifier(`n${i}`)}`,
    ),
    sql`, `,
  );
  const [row] = await db.all<Record<string, number>>(sql`select ${counts}`);
  return growing.some(
    ({ map }, i) => (row?.[`n${i}`] ?? 0) + Object.keys(history[map]).length - alreadyStored[map] > MAX_STORED_HISTORY_KEYS,
  );
}

/** A list bound as one parameter (D1 binds at most 100 per statement; a report may name 150 keys). */
const jsonList = (values: string[]) => sql`(select value from json_each(${JSON.stringify(values)}))`;
