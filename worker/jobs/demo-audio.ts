import { eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { books, processingJobs } from "../db/schema";
import { generateBookAudioWith, type BookAudioDeps, type BookAudioResult } from "./book-audio";

/**
 * The demo library's audio (`npm run seed`, `npm run dev`): one job row per demo book, so the book page says its audio
 * is on the way and admins see it in the job history.
 */
export const demoAudioJobId = (bookId: string) => `demo-audio-${bookId}`;

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
 * Generates one demo book's chapter and full-book audio through the audio job's own code; its demo job row (when
 * markDemoAudioPending made one) follows the progress and ends done or failed. Throws what failed.
 */
export async function generateDemoAudio(
  deps: BookAudioDeps,
  bookId: string,
  onProgress?: (done: number, total: number) => void,
): Promise<BookAudioResult> {
  await setJob(deps.db, bookId, { status: "running" });
  try {
    const result = await generateBookAudioWith(deps, bookId, {
      onProgress: async (done, total) => {
        onProgress?.(done, total);
        await setJob(deps.db, bookId, { progress: total ? Math.round((done / total) * 100) : 0 });
      },
    });
    await setJob(deps.db, bookId, { status: "done", progress: 100, finishedAt: new Date() });
    return result;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await setJob(deps.db, bookId, { status: "failed", error: message, finishedAt: new Date() });
    throw err;
  }
}
