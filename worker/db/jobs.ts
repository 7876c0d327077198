import { and, eq, sql } from "drizzle-orm";
import type { Database } from "./client";
import { jobSteps, processingJobs, type JobStatus } from "./schema";

/**
 * Long work (PDF processing, audio generation) runs as a processing job made of named steps.
 * Progress lives in D1 so the admin UI can poll it and a redelivered queue message can skip
 * finished steps. Every function here is idempotent.
 */
export type JobKind = "pdf" | "audio";

export interface CreateJobInput {
  bookId: string;
  kind: JobKind;
  steps: readonly string[];
  createdBy?: string | null;
  sourceKey?: string | null;
  chapterPlan?: { title: string; pageStart: number; pageEnd: number }[];
}

export async function createJob(db: Database, input: CreateJobInput): Promise<string> {
  const id = crypto.randomUUID();
  await db.batch([
    db.insert(processingJobs).values({
      id,
      bookId: input.bookId,
      kind: input.kind,
      createdBy: input.createdBy ?? null,
      sourceKey: input.sourceKey ?? null,
      chapterPlan: input.chapterPlan ?? [],
    }),
    db.insert(jobSteps).values(input.steps.map((step, position) => ({ jobId: id, step, position }))),
  ]);
  return id;
}

export async function getJob(db: Database, jobId: string) {
  const job = await db.query.processingJobs.findFirst({ where: eq(processingJobs.id, jobId) });
  if (!job) return null;
  const steps = await db.select().from(jobSteps).where(eq(jobSteps.jobId, jobId)).orderBy(jobSteps.position);
  return { ...job, steps };
}

/** How many times the step has started (the failed delivery included), to tell a retry from the last one. */
export async function stepAttempts(db: Database, jobId: string, step: string): Promise<number> {
  const [row] = await db
    .select({ attempts: jobSteps.attempts })
    .from(jobSteps)
    .where(and(eq(jobSteps.jobId, jobId), eq(jobSteps.step, step)));
  return row?.attempts ?? 0;
}

/** A book's jobs, for deleting what they stored (uploads and intermediate files). */
export async function listBookJobs(db: Database, bookId: string) {
  return db.select().from(processingJobs).where(eq(processingJobs.bookId, bookId));
}

export async function isStepDone(db: Database, jobId: string, step: string): Promise<boolean> {
  const row = await db.query.jobSteps.findFirst({ where: and(eq(jobSteps.jobId, jobId), eq(jobSteps.step, step)) });
  return row?.status === "done";
}

export async function startStep(db: Database, jobId: string, step: string) {
  const now = new Date();
  await db.batch([
    db
      .update(jobSteps)
      .set({ status: "running", attempts: sql`${jobSteps.attempts} + 1`, startedAt: now, error: null })
      .where(and(eq(jobSteps.jobId, jobId), eq(jobSteps.step, step))),
    db
      .update(processingJobs)
      .set({ status: "running", currentStep: step, error: null, updatedAt: now })
      .where(eq(processingJobs.id, jobId)),
  ]);
}

/** Progress is 0-100 over the whole job; a step may report finer progress with setProgress. */
export async function setProgress(db: Database, jobId: string, progress: number) {
  await db
    .update(processingJobs)
    .set({ progress: Math.max(0, Math.min(100, Math.round(progress))), updatedAt: new Date() })
    .where(eq(processingJobs.id, jobId));
}

export async function completeStep(db: Database, jobId: string, step: string, progress: number) {
  const now = new Date();
  await db.batch([
    db
      .update(jobSteps)
      .set({ status: "done", finishedAt: now, error: null })
      .where(and(eq(jobSteps.jobId, jobId), eq(jobSteps.step, step))),
    db
      .update(processingJobs)
      .set({ progress: Math.max(0, Math.min(100, Math.round(progress))), updatedAt: now })
      .where(eq(processingJobs.id, jobId)),
  ]);
}

/** Records a failed attempt; `final` marks the job failed (after the last retry, or from the dead-letter queue). */
export async function failStep(db: Database, jobId: string, step: string, error: string, final: boolean) {
  const now = new Date();
  const status: JobStatus = final ? "failed" : "queued";
  await db.batch([
    db
      .update(jobSteps)
      .set({ status: final ? "failed" : "queued", error: error.slice(0, 2000) })
      .where(and(eq(jobSteps.jobId, jobId), eq(jobSteps.step, step))),
    db
      .update(processingJobs)
      .set({ status, error: `${step}: ${error}`.slice(0, 2000), updatedAt: now, finishedAt: final ? now : null })
      .where(eq(processingJobs.id, jobId)),
  ]);
}

export async function finishJob(db: Database, jobId: string) {
  const now = new Date();
  await db
    .update(processingJobs)
    .set({ status: "done", progress: 100, currentStep: null, error: null, updatedAt: now, finishedAt: now })
    .where(eq(processingJobs.id, jobId));
}

/** Puts a failed job back in the queue state from its failed step on (finished steps stay done). */
export async function resetForRetry(db: Database, jobId: string) {
  const now = new Date();
  await db.batch([
    db
      .update(jobSteps)
      .set({ status: "queued", error: null })
      .where(and(eq(jobSteps.jobId, jobId), sql`${jobSteps.status} != 'done'`)),
    db
      .update(processingJobs)
      .set({ status: "queued", error: null, finishedAt: null, updatedAt: now })
      .where(eq(processingJobs.id, jobId)),
  ]);
}
