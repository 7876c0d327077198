/** Every message the JOBS queue carries. Features add their variants here. */
export type JobMessage =
  | { type: "noop"; id: string }
  | { type: "process-pdf"; jobId: string }
  | { type: "book-audio"; jobId: string; bookId: string }
  /** Sentence cues for a book's stored audio, derived where possible (decision 170). */
  | { type: "book-cues"; jobId: string; bookId: string }
  /** One batch of a marketing campaign: recipient addresses (at most EMAIL_BATCH_SIZE). */
  | { type: "email-batch"; campaignId: string; batch: string[] }
  /** One page of the day's review emails: the readers after `afterUserId` in id order (docs/decisions/165). */
  | { type: "review-email"; day: string; afterUserId: string };

/** The message that runs a processing job (a new one, an admin's retry, or the sweep's re-queue). */
export function jobMessage(job: { id: string; kind: "pdf" | "audio" | "cues"; bookId: string }): JobMessage {
  if (job.kind === "pdf") return { type: "process-pdf", jobId: job.id };
  return { type: job.kind === "cues" ? "book-cues" : "book-audio", jobId: job.id, bookId: job.bookId };
}
