import { useEffect, useRef } from "react";
import { apiRequest } from "./api-client";

/** A processing job (PDF pipeline or audio generation) as /process/jobs answers it. */
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

export const JOB_POLL_INTERVAL_MS = 1500;

export function isActive(job: Pick<ProcessingJob, "status">): boolean {
  return job.status === "queued" || job.status === "running";
}

export async function listJobs(query: {
  bookId?: string;
  mine?: boolean;
  sinceHours?: number;
  limit?: number;
}): Promise<ProcessingJob[]> {
  const params = new URLSearchParams();
  if (query.bookId) params.set("bookId", query.bookId);
  if (query.mine) params.set("mine", "true");
  if (query.sinceHours) params.set("sinceHours", String(query.sinceHours));
  if (query.limit) params.set("limit", String(query.limit));
  return (await apiRequest<{ jobs: ProcessingJob[] }>(`/process/jobs?${params}`)).jobs;
}

export function retryJob(jobId: string): Promise<ProcessingJob> {
  return apiRequest<ProcessingJob>(`/process/jobs/${encodeURIComponent(jobId)}/retry`, { method: "POST" });
}

/** POST /process/book-chapters: the PDF, optional chapter ranges (empty = detect), and whether to make audio. */
export function uploadPdf(input: { bookId: string; file: File; chapters?: ChapterRange[]; generateAudio: boolean }) {
  const form = new FormData();
  form.set("bookId", input.bookId);
  form.set("chapters", input.chapters?.length ? JSON.stringify(input.chapters) : "");
  form.set("generateAudio", String(input.generateAudio));
  form.set("pdfBlob", input.file, input.file.name);
  return apiRequest<{ jobId: string; bookId: string; pageCount: number }>("/process/book-chapters", {
    method: "POST",
    body: form,
  });
}

/** Calls `tick` every JOB_POLL_INTERVAL_MS while `active` (a job is queued or running). */
export function usePolling(tick: () => void, active: boolean) {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => latest.current(), JOB_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [active]);
}
