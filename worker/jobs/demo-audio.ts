import type { Database } from "../db/client";
import { booksWithoutAudio, updateDemoAudioJob } from "../db/demo-audio";
import { generateBookAudioWith, type BookAudioDeps, type BookAudioResult } from "./book-audio";
import { partsMissingCues } from "./book-cues";

/**
 * The given demo books that need speech: those without audio, and those whose audio was stored before sentence cues
 * existed (a local state from an earlier version), so every demo part ends with cues.
 */
export async function demoBooksNeedingSpeech(db: Database, bucket: R2Bucket, bookIds: string[]): Promise<string[]> {
  const withoutAudio = new Set(await booksWithoutAudio(db, bookIds));
  const needing: string[] = [];
  for (const bookId of bookIds)
    if (withoutAudio.has(bookId) || (await partsMissingCues(db, bucket, bookId)).length > 0) needing.push(bookId);
  return needing;
}

/**
 * Generates one demo book's chapter and full-book audio, with cues for every part, through the audio job's own code
 * (parts stored earlier without cues get them: decision 170); its demo job row (when
 * markDemoAudioPending in worker/db/demo-audio.ts made one) follows the progress and ends done or failed. Throws what
 * failed.
 */
export async function generateDemoAudio(
  deps: BookAudioDeps,
  bookId: string,
  onProgress?: (done: number, total: number) => void,
): Promise<BookAudioResult> {
  await updateDemoAudioJob(deps.db, bookId, { status: "running" });
  try {
    const result = await generateBookAudioWith(deps, bookId, {
      completeCues: true,
      onProgress: async (done, total) => {
        onProgress?.(done, total);
        await updateDemoAudioJob(deps.db, bookId, { progress: total ? Math.round((done / total) * 100) : 0 });
      },
    });
    await updateDemoAudioJob(deps.db, bookId, { status: "done", progress: 100, finishedAt: new Date() });
    return result;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await updateDemoAudioJob(deps.db, bookId, { status: "failed", error: message, finishedAt: new Date() });
    throw err;
  }
}
