import { idSlices } from "./bound-ids";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "./client";
import { jobSteps, processingJobs, type JobStatus } from "./schema";

/**
 * Long work (PDF processing, audio generation) runs as a processing job made of named steps.
 * Progress lives in D1 so the admin UI can poll it and a redelivered queue message can skip
 * finished steps. Every function here is idempotent.
 */
export type JobKind = "pdf" | "audio" | "cues";

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
      heartbeatAt: new Date(),
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

/** The books among `bookIds` with a queued or running job of this kind, and that job's id. */
export async function activeJobsByBook(db: Database, kind: JobKind, bookIds: string[]): Promise<Map<string, string>> {
  if (bookIds.length === 0) return new Map();
  const slices = await Promise.all(
    idSlices(bookIds).map((ids) =>
      db
        .select({ id: processingJobs.id, bookId: processingJobs.bookId })
        .from(processingJobs)
        .where(and(eq(processingJobs.kind, kind), inArray(processingJobs.status, ACTIVE), inArray(processingJobs.bookId, ids))),
    ),
  );
  return new Map(slices.flat().map((r) => [r.bookId, r.id]));
}

export async function isStepDone(db: Database, jobId: string, step: string): Promise<boolean> {
  const row = await db.query.jobSteps.findFirst({ where: and(eq(jobSteps.jobId, jobId), eq(jobSteps.step, step)) });
  return row?.status === "done";
}

/** A job whose heartbeat is older than this has no live consumer: the sweep queues it again (decision 063). */
export const JOB_STALE_AFTER_MS = 60_000;
/** How often a delivery that holds a job beats while it works (a quarter of the stale age). */
export const JOB_HEARTBEAT_MS = 15_000;

/** Another delivery holds the job now (the sweep found this one silent): this one stops without writing. */
export class LeaseLost extends Error {
  constructor(jobId: string) {
    super(`Job ${jobId} is held by another delivery.`);
    this.name = "LeaseLost";
  }
}

const ACTIVE: JobStatus[] = ["queued", "running"];
/** The heartbeat, or for rows older than heartbeats the last update. */
export const lastSign = sql<number>`coalesce(${processingJobs.heartbeatAt}, ${processingJobs.updatedAt})`;

/**
 * Takes the job for one delivery: answers its lease token, or null when the job is finished, failed, or held by a
 * delivery that beat within JOB_STALE_AFTER_MS (a duplicate delivery then has nothing to do).
 */
export async function claimJob(db: Database, jobId: string, now = new Date()): Promise<string | null> {
  const lease = crypto.randomUUID();
  const cutoff = now.getTime() - JOB_STALE_AFTER_MS;
  const claimed = await db
    .update(processingJobs)
    .set({ lease, heartbeatAt: now })
    .where(
      and(
        eq(processingJobs.id, jobId),
        inArray(processingJobs.status, ACTIVE),
        sql`(${processingJobs.lease} is null or ${lastSign} < ${cutoff})`,
      ),
    )
    .returning({ id: processingJobs.id });
  return claimed.length ? lease : null;
}

/**
 * The head of every batch a lease holder writes: it beats, and it fails (so D1 rolls the whole batch back) unless the
 * lease still holds the job. SQLite has no RAISE outside triggers; json() of a non-JSON text is the error, and it is
 * evaluated only for the job's own row and only when the lease differs.
 */
function leaseFence(db: Database, jobId: string, lease: string) {
  return db
    .update(processingJobs)
    .set({ heartbeatAt: new Date() })
    .where(
      and(
        eq(processingJobs.id, jobId),
        sql`(case when ${processingJobs.lease} = ${lease} then 1 else json('lease lost ' || ${processingJobs.id}) end)`,
      ),
    );
}

/** A delivery holding a job: the writes its steps make go through writeAsHolder. */
export interface JobHolder {
  jobId: string;
  lease: string;
}

async function holdsLease(db: Database, jobId: string, lease: string): Promise<boolean> {
  const [row] = await db.select({ lease: processingJobs.lease }).from(processingJobs).where(eq(processingJobs.id, jobId));
  return row?.lease === lease;
}

/**
 * Runs `statements` in one batch; with a lease, only while it still holds the job (else nothing is written and
 * LeaseLost is thrown). Without one (tests, the demo audio), as a plain batch.
 */
export async function writeAsHolder(db: Database, jobId: string, lease: string | undefined, statements: BatchItem<"sqlite">[]) {
  const batch = lease ? [leaseFence(db, jobId, lease), ...statements] : statements;
  if (!batch.length) return;
  try {
    await db.batch(batch as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  } catch (err) {
    if (lease && !(await holdsLease(db, jobId, lease))) throw new LeaseLost(jobId);
    throw err;
  }
}

/** Shows the holder is alive; throws LeaseLost when another delivery took the job. */
export function beat(db: Database, jobId: string, lease: string) {
  return writeAsHolder(db, jobId, lease, []);
}

/** Lets the job go (the holder finished, failed or gave up this delivery), so the next delivery may claim it at once. */
export async function releaseJob(db: Database, jobId: string, lease: string) {
  await db
    .update(processingJobs)
    .set({ lease: null })
    .where(and(eq(processingJobs.id, jobId), eq(processingJobs.lease, lease)));
}

export async function startStep(db: Database, jobId: string, step: string, lease?: string) {
  const now = new Date();
  await writeAsHolder(db, jobId, lease, [
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
export async function setProgress(db: Database, jobId: string, progress: number, lease?: string) {
  await writeAsHolder(db, jobId, lease, [
    db
      .update(processingJobs)
      .set({ progress: Math.max(0, Math.min(100, Math.round(progress))), updatedAt: new Date() })
      .where(eq(processingJobs.id, jobId)),
  ]);
}

export async function completeStep(db: Database, jobId: string, step: string, progress: number, lease?: string) {
  const now = new Date();
  await writeAsHolder(db, jobId, lease, [
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
export async function failStep(db: Database, jobId: string, step: string, error: string, final: boolean, lease?: string) {
  const now = new Date();
  const status: JobStatus = final ? "failed" : "queued";
  await writeAsHolder(db, jobId, lease, [
    db
      .update(jobSteps)
      .set({ status: final ? "failed" : "queued", error: error.slice(0, 2000) })
      .where(and(eq(jobSteps.jobId, jobId), eq(jobSteps.step, step))),
    db
      .update(processingJobs)
      .set({ status, error: `${step}: ${error}`.slice(0, 2000), updatedAt: now, finishedAt: final ? now : null, lease: null })
      .where(eq(processingJobs.id, jobId)),
  ]);
}

export async function finishJob(db: Database, jobId: string, lease?: string) {
  const now = new Date();
  await writeAsHolder(db, jobId, lease, [
    db
      .update(processingJobs)
      .set({ status: "done", progress: 100, currentStep: null, error: null, updatedAt: now, finishedAt: now, lease: null })
      .where(eq(processingJobs.id, jobId)),
  ]);
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
      // A fresh heartbeat: the sweep must not take the new message for a lost one.
      .set({ status: "queued", error: null, finishedAt: null, updatedAt: now, heartbeatAt: now, lease: null })
      .where(eq(processingJobs.id, jobId)),
  ]);
}
