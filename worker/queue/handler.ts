import { createDb } from "../db/client";
import { markBookAudioDeadLettered, runBookAudioJob } from "../jobs/book-audio-job";
import { processEmailBatch } from "../jobs/email-batch";
import { markJobDeadLettered, runPdfJob } from "../jobs/pdf-pipeline";
import { runReviewEmailPage } from "../jobs/review-email";
import { libraryChanged } from "../lib/library-version";
import type { JobMessage } from "./messages";

type JobType = JobMessage["type"];
type MessageOf<K extends JobType> = Extract<JobMessage, { type: K }>;

/** `attempts` is the delivery number of the message (1 on first delivery). */
export type JobHandler<M extends JobMessage = JobMessage> = (message: M, env: Env, attempts: number) => Promise<void>;

/**
 * The consumer of every message type. The `satisfies` makes the table exhaustive: a new variant of JobMessage
 * does not compile until it has a handler here.
 */
const JOB_HANDLERS = {
  noop: async () => {},
  "process-pdf": (message, env, attempts) => runPdfJob(env, message.jobId, attempts),
  "book-audio": (message, env) => runBookAudioJob(env, message),
  "book-cues": (message, env) => runBookAudioJob(env, message),
  "email-batch": (message, env) => processEmailBatch(env, createDb(env.DB), message),
  "review-email": (message, env) => runReviewEmailPage(env, message),
} satisfies { [K in JobType]: JobHandler<MessageOf<K>> };

/**
 * What a message that exhausted its retries leaves behind (a job marked failed with its last error); null where
 * nothing needs recording. Exhaustive like the table above.
 */
const DEAD_LETTER_HANDLERS = {
  noop: null,
  "process-pdf": (message, env) => markJobDeadLettered(env, message.jobId),
  "book-audio": (message, env) => markBookAudioDeadLettered(env, message),
  "book-cues": (message, env) => markBookAudioDeadLettered(env, message),
  "email-batch": null,
  "review-email": null,
} satisfies { [K in JobType]: ((message: MessageOf<K>, env: Env) => Promise<void>) | null };

function isJobType(type: unknown): type is JobType {
  return typeof type === "string" && Object.hasOwn(JOB_HANDLERS, type);
}

/**
 * Runs each message's handler. Delivery is at least once, so handlers are idempotent;
 * a failure retries the one message with backoff, and after max_retries it lands in the DLQ.
 */
export async function handleQueue(batch: MessageBatch<JobMessage>, env: Env): Promise<void> {
  const deadLetter = batch.queue.endsWith("-dlq");
  // Jobs that write books (pages, summaries, audio) or end "audio on the way" (done, or failed for good) turn the
  // cached library answers over once per batch (decision 031).
  if (batch.messages.some((m) => BOOK_WRITING_JOBS.has(m.body.type))) {
    try {
      await handleMessages(batch, env, deadLetter);
    } finally {
      await libraryChanged(env);
    }
  } else await handleMessages(batch, env, deadLetter);
}

const BOOK_WRITING_JOBS = new Set<unknown>(["process-pdf", "book-audio", "book-cues"] satisfies JobType[]);

async function handleMessages(batch: MessageBatch<JobMessage>, env: Env, deadLetter: boolean): Promise<void> {
  for (const message of batch.messages) {
    const body = message.body;
    try {
      if (!isJobType(body.type)) {
        // A message from an older or newer deployment with a type this one does not know.
        console.warn(`No handler for job type ${String(body.type)}; dropping message ${message.id}`);
      } else if (deadLetter) {
        await recordDeadLetter(body, env);
      } else {
        await (JOB_HANDLERS[body.type] as JobHandler)(body, env, message.attempts);
      }
      message.ack();
    } catch (err) {
      console.error(`Job ${message.id} (${String(body.type)}) failed on attempt ${message.attempts}:`, err);
      message.retry({ delaySeconds: Math.min(60, 2 ** message.attempts) });
    }
  }
}

async function recordDeadLetter(message: JobMessage, env: Env) {
  console.error("Job moved to the dead-letter queue:", JSON.stringify(message));
  const handler = DEAD_LETTER_HANDLERS[message.type] as ((message: JobMessage, env: Env) => Promise<void>) | null;
  if (handler) await handler(message, env);
}
