import { and, eq } from "drizzle-orm";
import { createDb } from "../db/client";
import { jobSteps } from "../db/schema";
import { onDeadLetter, onJob } from "../queue/handler";
import { generateBookAudio } from "./book-audio";
import { completeStep, failStep, finishJob, getJob, setProgress, startStep } from "./progress";

export const AUDIO_STEP = "audio";
/** wrangler.toml max_retries: a message is delivered at most this many times plus one. */
const MAX_RETRIES = 3;

/** The consumer of POST /audio/gen-book-audio. Redelivery is safe: generateBookAudio skips stored parts. */
onJob("book-audio", async (message, env) => {
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
    const [step] = await db
      .select({ attempts: jobSteps.attempts })
      .from(jobSteps)
      .where(and(eq(jobSteps.jobId, message.jobId), eq(jobSteps.step, AUDIO_STEP)));
    // Each run (the first, or one after an admin's retry) gets MAX_RETRIES + 1 deliveries; attempts keep counting.
    const attempts = step?.attempts ?? 0;
    const final = attempts > 0 && attempts % (MAX_RETRIES + 1) === 0;
    await failStep(db, message.jobId, AUDIO_STEP, err instanceof Error ? err.message : String(err), final);
    throw err;
  }
});

onDeadLetter(async (message, env) => {
  if (message.type !== "book-audio") return;
  const db = createDb(env.DB);
  const job = await getJob(db, message.jobId);
  if (!job || job.status === "done" || job.status === "failed") return;
  await failStep(db, message.jobId, AUDIO_STEP, job.error ?? "Audio generation kept failing.", true);
});
