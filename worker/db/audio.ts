import { and, eq } from "drizzle-orm";
import type { Database } from "./client";
import { writeAsHolder, type JobHolder } from "./jobs";
import { audioObjects } from "./schema";

/** The audio_objects part of the full-book audio. */
export const FULL_AUDIO_PART = "full";

/** Deterministic, so regenerating after a crash overwrites instead of duplicating. */
export function audioKey(bookId: string, part: string): string {
  return `audio/${encodeURIComponent(bookId)}/${encodeURIComponent(part)}.mp3`;
}

/** R2 key of a part's sentence cues (WebVTT), beside its audio (docs/decisions/046-sentence-cues.md). */
export function cuesKey(bookId: string, part: string): string {
  return `cues/${encodeURIComponent(bookId)}/${encodeURIComponent(part)}.vtt`;
}

export async function listAudioObjects(db: Database, bookId: string) {
  return db.select().from(audioObjects).where(eq(audioObjects.bookId, bookId));
}

export interface StoredAudio {
  bookId: string;
  part: string;
  r2Key: string;
  durationSeconds: number;
  sizeBytes: number;
  source: string;
}

/** Records one stored MP3. A redelivered message may race a slower first attempt: the unique (book, part) keeps one row. */
export async function saveAudioObject(db: Database, audio: StoredAudio, holder?: JobHolder): Promise<void> {
  const { bookId, part, ...stored } = audio;
  await writeAsHolder(db, holder?.jobId ?? "", holder?.lease, [
    db
      .insert(audioObjects)
      .values({ id: crypto.randomUUID(), bookId, part, contentType: "audio/mpeg", ...stored })
      .onConflictDoUpdate({ target: [audioObjects.bookId, audioObjects.part], set: stored }),
  ]);
}

export async function findAudioObject(db: Database, bookId: string, part: string) {
  const [row] = await db
    .select()
    .from(audioObjects)
    .where(and(eq(audioObjects.bookId, bookId), eq(audioObjects.part, part)))
    .limit(1);
  return row ?? null;
}

/** Every stored audio part, by book (the bulk cues pass compares them with the stored cues). */
export async function listAllAudioParts(db: Database): Promise<{ bookId: string; part: string }[]> {
  return db
    .select({ bookId: audioObjects.bookId, part: audioObjects.part })
    .from(audioObjects)
    .orderBy(audioObjects.bookId, audioObjects.part);
}
