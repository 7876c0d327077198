/** Processing jobs (PDF pipeline, audio generation) as /process/jobs answers them. */

export type JobStatus = "queued" | "running" | "done" | "failed";

export interface JobStep {
  step: string;
  status: JobStatus;
  attempts: number;
  error: string | null;
}

export interface ProcessingJob {
  jobId: string;
  bookId: string;
  bookTitle: string | null;
  kind: "pdf" | "audio" | "cues";
  status: JobStatus;
  currentStep: string | null;
  progress: number;
  error: string | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
  /**
   * How many times the job was found abandoned (its consumer died, or its message was lost) and queued again, to go on
   * from its first unfinished step; when, and in which step, the last time.
   */
  interruptions: number;
  interruptedAt: string | null;
  interruptedStep: string | null;
  steps: JobStep[];
}

export interface ChapterRange {
  title: string;
  pageStart: number;
  pageEnd: number;
}

/** POST /audio/gen-book-cues: the cues job for one book (null when every part already has cues). */
export interface CuesJobStart {
  jobId: string | null;
  /** The parts without cues when asked (chapter ids, "full"). */
  missingParts: string[];
}

/** POST /audio/gen-book-cues/bulk: one pass over the books whose audio lacks cues. */
export interface BulkCuesStart {
  /** Cues jobs queued by this pass. */
  queued: { bookId: string; jobId: string }[];
  /** Books that lack cues but already have a cues job under way. */
  alreadyQueued: number;
  /** More books lack cues than one pass queues: run the pass again once these are done. */
  more: boolean;
}
