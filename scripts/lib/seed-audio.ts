import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../worker/db/client";
import { books, processingJobs } from "../../worker/db/schema";
import { generateBookAudioWith } from "../../worker/jobs/book-audio";
import { createThreadedFliteSynthesizer, withAudioCache } from "./node-speech";

/** One job row per demo book, so the book page says its audio is on the way (and admins see it in the job history). */
const demoAudioJobId = (bookId: string) => `demo-audio-${bookId}`;

/** The given books that have no full-book audio yet. */
export async function booksWithoutAudio(db: Database, bookIds: string[]): Promise<string[]> {
  const rows = await db
    .select({ bookId: books.bookId, fullAudio: books.fullAudio })
    .from(books)
    .where(inArray(books.bookId, bookIds));
  return bookIds.filter((id) => !rows.find((r) => r.bookId === id)?.fullAudio);
}

/** Marks the books' audio as queued (an audio job row each); answers the ids marked. */
export async function markDemoAudioPending(db: Database, bookIds: string[]): Promise<string[]> {
  const pending = await booksWithoutAudio(db, bookIds);
  for (const bookId of pending) {
    const row = { status: "queued" as const, currentStep: "audio", progress: 0, error: null, finishedAt: null };
    await db
      .insert(processingJobs)
      .values({ id: demoAudioJobId(bookId), bookId, kind: "audio", ...row })
      .onConflictDoUpdate({ target: processingJobs.id, set: { ...row, updatedAt: new Date() } });
  }
  return pending;
}

async function setJob(db: Database, bookId: string, set: Partial<typeof processingJobs.$inferInsert>) {
  await db
    .update(processingJobs)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(processingJobs.id, demoAudioJobId(bookId)));
}

/**
 * Generates chapter and full-book audio for the given books with the offline synthesizer, through
 * the same code as the audio job. Books that already have their full audio are skipped; a demo audio
 * job row (markDemoAudioPending), when there is one, follows the progress.
 */
export async function seedDemoAudio(
  db: Database,
  bucket: R2Bucket,
  bookIds: string[],
  log: (line: string) => void,
): Promise<{ books: number; seconds: number; synthesized: number; cached: number; failed: number }> {
  const started = Date.now();
  const pending = await booksWithoutAudio(db, bookIds);
  if (pending.length === 0) return { books: 0, seconds: 0, synthesized: 0, cached: 0, failed: 0 };
  // One Flite per core, each speaking a different book's chapters (docs/decisions/140); nothing starts when the
  // audio cache has every text.
  const threaded = createThreadedFliteSynthesizer();
  const cached = withAudioCache(threaded);
  const synth = async () => cached;
  let failed = 0;
  const generate = async (bookId: string, index: number) => {
    const t = Date.now();
    await setJob(db, bookId, { status: "running" });
    try {
      await generateBookAudioWith({ db, bucket, synthesizer: synth }, bookId, {
        onProgress: async (done, total) => {
          log(`Audio ${index + 1}/${pending.length} ${bookId}: ${done}/${total} parts`);
          await setJob(db, bookId, { progress: total ? Math.round((done / total) * 100) : 0 });
        },
      });
      await setJob(db, bookId, { status: "done", progress: 100, finishedAt: new Date() });
      log(`Audio ${index + 1}/${pending.length} ${bookId}: done in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    } catch (err) {
      failed++;
      const message = err instanceof Error ? err.message : String(err);
      await setJob(db, bookId, { status: "failed", error: message, finishedAt: new Date() });
      log(`Audio ${index + 1}/${pending.length} ${bookId}: failed: ${message}`);
    }
  };
  // Books in order, `threads` at a time: the first demo books are ready first, as before.
  let next = 0;
  const runner = async () => {
    while (next < pending.length) {
      const index = next++;
      await generate(pending[index]!, index);
    }
  };
  try {
    await Promise.all(Array.from({ length: threaded.threads }, runner));
  } finally {
    await threaded.close();
  }
  return {
    books: pending.length,
    seconds: (Date.now() - started) / 1000,
    synthesized: cached.misses,
    cached: cached.hits,
    failed,
  };
}
