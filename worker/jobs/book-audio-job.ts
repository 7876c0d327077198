import { createDb } from "../db/client";
import { completeStep, failStep, finishJob, getJob, setProgress, startStep, stepAttempts } from "../db/jobs";
import type { JobMessage } from "../queue/messages";
import { generateBookAudio } from "./book-audio";

export const AUDIO_STEP = "audio";
/** wrangler.toml max_retries: a message is delivered at most this many times plus one. */
const MAX_RETRIES = 3;

type BookAudioMessage = Extract<JobMessage, { type: "book-audio" }>;

/** The consumer of POST /audio/gen-book-audio. Redelivery is safe: generateBookAudio skips stored parts. */
export async function runBookAudioJob(env: Env, message: BookAudioMessage): Promise<void> {
  const db = createDb(env.DB);
  const job = await getJob(db, message.jobId);
  if (!job || job.status === "done" || job.status === "failed") return;
  await startStep(db, message.jobId, AUDIO_STEP);
  try {
    await generateBookAudio(env, message.bookId, {
      onProgress: (done, total) => setProgress(db, message.jobId, (done / total) * 99),
    });
    await completeStep(db, message.jobId, AUDIO_STEP, 100);
    await finishJob(db, message.jobId);
  } catch (err) {
    // Each run (the first, or one after an admin's retry) gets MAX_RETRIES + 1 deliveries; attempts keep counting.
    const attempts = await stepAttempts(db, message.jobId, AUDIO_STEP);
    const final = attempts > 0 && attempts % (MAX_RETRIES + 1) === 0;
    await failStep(db, message.jobId, AUDIO_STEP, err instanceof Error ? err.message : String(err), final);
    throw err;
  }
}

export async function markBookAudioDeadLettered(env: Env, message: BookAudioMessage): Promise<void> {
  const db = createDb(env.DB);
  const job = await getJob(db, message.jobId);
  if (!job || job.status === "done" || job.status === "failed") return;
  await failStep(db, message.jobId, AUDIO_STEP, job.error ?? "Audio generation kept failing.", true);
}
