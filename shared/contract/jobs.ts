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
  kind: "pdf" | "audio";
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
