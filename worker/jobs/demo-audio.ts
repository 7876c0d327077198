import { updateDemoAudioJob } from "../db/demo-audio";
import { generateBookAudioWith, type BookAudioDeps, type BookAudioResult } from "./book-audio";

/**
 * Generates one demo book's chapter and full-book audio through the audio job's own code; its demo job row (when
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
