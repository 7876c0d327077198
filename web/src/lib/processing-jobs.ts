import { useEffect, useRef } from "react";
import type { ChapterRange, ProcessingJob } from "../../../shared/contract";
import { api } from "./api-client";

export type { ChapterRange, JobStatus, JobStep, ProcessingJob } from "../../../shared/contract";

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
  const { jobs } = await api("GET /process/jobs", {
    query: {
      bookId: query.bookId || undefined,
      mine: query.mine || undefined,
      sinceHours: query.sinceHours || undefined,
      limit: query.limit || undefined,
    },
  });
  return jobs;
}

export function retryJob(jobId: string): Promise<ProcessingJob> {
  return api("POST /process/jobs/:jobId/retry", { params: { jobId } });
}

/** POST /process/book-chapters: the PDF, optional chapter ranges (empty = detect), and whether to make audio. */
export function uploadPdf(input: { bookId: string; file: File; chapters?: ChapterRange[]; generateAudio: boolean }) {
  const form = new FormData();
  form.set("bookId", input.bookId);
  form.set("chapters", input.chapters?.length ? JSON.stringify(input.chapters) : "");
  form.set("generateAudio", String(input.generateAudio));
  form.set("pdfBlob", input.file, input.file.name);
  return api("POST /process/book-chapters", { body: form });
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
