import { inArray } from "drizzle-orm";
import type { Database } from "../../worker/db/client";
import { books } from "../../worker/db/schema";
import { generateBookAudioWith } from "../../worker/jobs/book-audio";
import { createNodeFliteSynthesizer, withAudioCache } from "./node-speech";

/**
 * Generates chapter and full-book audio for the given books with the offline synthesizer, through
 * the same code as the audio job. Books that already have their full audio are skipped.
 */
export async function seedDemoAudio(
  db: Database,
  bucket: R2Bucket,
  bookIds: string[],
  log: (line: string) => void,
): Promise<{ books: number; seconds: number; synthesized: number; cached: number }> {
  const started = Date.now();
  const rows = await db
    .select({ bookId: books.bookId, fullAudio: books.fullAudio })
    .from(books)
    .where(inArray(books.bookId, bookIds));
  const pending = bookIds.filter((id) => !rows.find((r) => r.bookId === id)?.fullAudio);
  if (pending.length === 0) return { books: 0, seconds: 0, synthesized: 0, cached: 0 };
  const cache: { synthesizer: ReturnType<typeof withAudioCache> | null } = { synthesizer: null };
  const synth = async () => (cache.synthesizer ??= withAudioCache(await createNodeFliteSynthesizer()));
  for (const [index, bookId] of pending.entries()) {
    const t = Date.now();
    await generateBookAudioWith({ db, bucket, synthesizer: synth }, bookId, {
      onProgress: async (done, total) => log(`Audio ${index + 1}/${pending.length} ${bookId}: ${done}/${total} parts`),
    });
    log(`Audio ${index + 1}/${pending.length} ${bookId}: done in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
  return {
    books: pending.length,
    seconds: (Date.now() - started) / 1000,
    synthesized: cache.synthesizer?.misses ?? 0,
    cached: cache.synthesizer?.hits ?? 0,
  };
}
