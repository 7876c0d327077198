import { createDb } from "../db/client";
import { completeStep, failStep, finishJob, getJob, LeaseLost, setProgress, startStep, stepAttempts } from "../db/jobs";
import type { JobMessage } from "../queue/messages";
import { generateBookAudio } from "./book-audio";
import { whileHolding } from "./job-lease";

export const AUDIO_STEP = "audio";
/** The one step of a cues job (decision 170): the audio job's code with `completeCues`. */
export const CUES_STEP = "cues";
/** wrangler.toml max_retries: a message is delivered at most this many times plus one. */
const MAX_RETRIES = 3;

type BookAudioMessage = Extract<JobMessage, { type: "book-audio" | "book-cues" }>;
const stepOf = (message: BookAudioMessage) => (message.type === "book-cues" ? CUES_STEP : AUDIO_STEP);

/**
 * The consumer of POST /audio/gen-book-audio and of the cues jobs (POST /audio/gen-book-cues). Redelivery is safe:
 * only the delivery holding the job writes, and generateBookAudio skips stored parts (with their cues, for a cues
 * job), so a crash resumes at the first part not stored.
 */
export async function runBookAudioJob(env: Env, message: BookAudioMessage): Promise<void> {
  const step = stepOf(message);
  const db = createDb(env.DB);
  const { jobId } = message;
  await whileHolding(db, jobId, async (holder) => {
    const job = await getJob(db, jobId);
    if (!job) return;
    await startStep(db, jobId, step, holder.lease);
    try {
      await generateBookAudio(env, message.bookId, {
        holder,
        completeCues: message.type === "book-cues",
        onProgress: (done, total) => setProgress(db, jobId, (done / total) * 99, holder.lease),
      });
      await completeStep(db, jobId, step, 100, holder.lease);
      await finishJob(db, jobId, holder.lease);
    } catch (err) {
      if (err instanceof LeaseLost) throw err;
      // Each run (the first, or one after an admin's retry) gets MAX_RETRIES + 1 deliveries; attempts keep counting.
      const attempts = await stepAttempts(db, jobId, step);
      const final = attempts > 0 && attempts % (MAX_RETRIES + 1) === 0;
      await failStep(db, jobId, step, err instanceof Error ? err.message : String(err), final, holder.lease);
      throw err;
    }
  });
}

export async function markBookAudioDeadLettered(env: Env, message: BookAudioMessage): Promise<void> {
  const db = createDb(env.DB);
  const job = await getJob(db, message.jobId);
  if (!job || job.status === "done" || job.status === "failed") return;
  await failStep(db, message.jobId, stepOf(message), job.error ?? "Audio generation kept failing.", true);
}
