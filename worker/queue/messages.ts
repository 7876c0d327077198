/** Every message the JOBS queue carries. Features add their variants here. */
export type JobMessage =
  | { type: "noop"; id: string }
  | { type: "process-pdf"; jobId: string }
  | { type: "book-audio"; jobId: string; bookId: string }
  /** One batch of a marketing campaign: recipient addresses (at most EMAIL_BATCH_SIZE). */
  | { type: "email-batch"; campaignId: string; batch: string[] };
