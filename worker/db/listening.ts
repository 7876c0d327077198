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
