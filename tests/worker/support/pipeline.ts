import { env } from "cloudflare:workers";
import { pdfSteps } from "../../../worker/jobs/pdf-pipeline";
import { createJob, getJob } from "../../../worker/jobs/progress";
import { handleQueue } from "../../../worker/queue/handler";
import type { JobMessage } from "../../../worker/queue/messages";
import { call } from "./http";
import { db } from "./factories";

export function uploadForm(fields: {
  bookId: string;
  pdf?: Uint8Array | string;
  chapters?: string;
  generateAudio?: boolean;
  type?: string;
  fileName?: string;
}) {
  const form = new FormData();
  form.set("bookId", fields.bookId);
  if (fields.chapters !== undefined) form.set("chapters", fields.chapters);
  if (fields.generateAudio !== undefined) form.set("generateAudio", String(fields.generateAudio));
  if (fields.pdf !== undefined)
    form.set(
      "pdfBlob",
      new File([fields.pdf as Uint8Array<ArrayBuffer> | string], fields.fileName ?? "book.pdf", {
        type: fields.type ?? "application/pdf",
      }),
    );
  return form;
}

/** A PDF job row as the upload route makes it (every PDF step, no audio), without sending its queue message. */
export function createPdfJob(fields: { bookId: string; createdBy: string; sourceKey?: string }) {
  return createJob(db(), { ...fields, kind: "pdf", steps: pdfSteps(false) });
}

export function upload(token: string | null, form: FormData) {
  return call("/api/v1/process/book-chapters", { method: "POST", token, rawBody: form });
}

/** Polls the job until it leaves queued/running (the local queue runs the consumer). */
export async function waitForJob(jobId: string, timeoutMs = 50_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await getJob(db(), jobId);
    if (job && (job.status === "done" || job.status === "failed")) return job;
    if (Date.now() > deadline) throw new Error(`Job ${jobId} still ${job?.status} at step ${job?.currentStep}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface DeliveredMessage {
  acked: boolean;
  retried: { delaySeconds?: number } | null;
}

/** Delivers one message to the real consumer entry (handleQueue) as the queue would, on attempt `attempts`. */
export async function deliver(body: JobMessage, attempts = 1, queue = "chapterly-jobs"): Promise<DeliveredMessage> {
  const outcome: DeliveredMessage = { acked: false, retried: null };
  const message = {
    id: crypto.randomUUID(),
    timestamp: new Date(),
    body,
    attempts,
    ack: () => {
      outcome.acked = true;
    },
    retry: (options?: { delaySeconds?: number }) => {
      outcome.retried = options ?? {};
    },
  };
  const batch = { queue, messages: [message], ackAll() {}, retryAll() {} } as unknown as MessageBatch<JobMessage>;
  await handleQueue(batch, env);
  return outcome;
}
