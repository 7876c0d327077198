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
  steps: JobStep[];
}

export interface ChapterRange {
  title: string;
  pageStart: number;
  pageEnd: number;
}
