import { eq, inArray } from "drizzle-orm";
import type { Database } from "./client";
import { books, processingJobs } from "./schema";

/**
 * The demo library's audio (`npm run seed`, `npm run dev`): one job row per demo book, so the book page says its audio
 * is on the way and admins see it in the job history.
 */
export const DEMO_AUDIO_JOB_PREFIX = "demo-audio-";
export const demoAudioJobId = (bookId: string) => `${DEMO_AUDIO_JOB_PREFIX}${bookId}`;

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

export type DemoAudioJobUpdate = Partial<
  Pick<typeof processingJobs.$inferInsert, "status" | "progress" | "error" | "finishedAt">
>;

/** Updates a demo book's audio job row (a no-op when markDemoAudioPending made none). */
export async function updateDemoAudioJob(db: Database, bookId: string, set: DemoAudioJobUpdate) {
  await db
    .update(processingJobs)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(processingJobs.id, demoAudioJobId(bookId)));
}
