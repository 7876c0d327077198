import { and, asc, eq, gte, lt, notLike, sql, type SQL } from "drizzle-orm";
import type { Database } from "./client";
import { DEMO_AUDIO_JOB_PREFIX } from "./demo-audio";
import { JOB_STALE_AFTER_MS, type JobKind, lastSign } from "./jobs";
import { processingJobs, type JobStatus } from "./schema";

/** The sweep's queries (decision 063): jobs no consumer is working on, and taking them back. */

export interface AbandonedJob {
  id: string;
  kind: JobKind;
  bookId: string;
  status: JobStatus;
  currentStep: string | null;
}

/** At most this many jobs are queued again per sweep; the next sweep takes the rest. */
export const SWEEP_LIMIT = 50;

/**
 * Jobs no consumer is working on (decision 063): running ones whose heartbeat is older than JOB_STALE_AFTER_MS, and
 * queued ones as old, but only while no job is running with a fresh heartbeat: then nobody is taking messages, while
 * otherwise they may just be waiting their turn behind a working consumer. The demo library's audio rows are driven by
 * `npm run dev` itself, never by a queue message.
 */
export async function findAbandonedJobs(db: Database, now = new Date()): Promise<AbandonedJob[]> {
  const cutoff = now.getTime() - JOB_STALE_AFTER_MS;
  const select = (status: JobStatus, stale: SQL) =>
    db
      .select({
        id: processingJobs.id,
        kind: processingJobs.kind,
        bookId: processingJobs.bookId,
        status: processingJobs.status,
        currentStep: processingJobs.currentStep,
      })
      .from(processingJobs)
      .where(and(eq(processingJobs.status, status), stale, notLike(processingJobs.id, `${DEMO_AUDIO_JOB_PREFIX}%`)))
      .orderBy(asc(lastSign))
      .limit(SWEEP_LIMIT);
  const [running, working] = await db.batch([
    select("running", lt(lastSign, cutoff)),
    db
      .select({ id: processingJobs.id })
      .from(processingJobs)
      .where(and(eq(processingJobs.status, "running"), gte(processingJobs.heartbeatAt, new Date(cutoff))))
      .limit(1),
  ]);
  if (working.length > 0 || running.length >= SWEEP_LIMIT) return running;
  const queued = await select("queued", lt(lastSign, cutoff));
  return [...running, ...queued].slice(0, SWEEP_LIMIT);
}

/**
 * Marks the job interrupted and takes it from whoever held it, if it is still abandoned (a concurrent sweep, or a
 * consumer that woke up, may have got there first): true when this sweep should queue it again. Its heartbeat restarts,
 * so a message lost again is found by a later sweep.
 */
export async function markInterrupted(db: Database, job: AbandonedJob, now = new Date()): Promise<boolean> {
  const cutoff = now.getTime() - JOB_STALE_AFTER_MS;
  const taken = await db
    .update(processingJobs)
    .set({
      lease: null,
      heartbeatAt: now,
      interruptions: sql`${processingJobs.interruptions} + 1`,
      interruptedAt: now,
      interruptedStep: job.currentStep,
    })
    .where(and(eq(processingJobs.id, job.id), eq(processingJobs.status, job.status), lt(lastSign, cutoff)))
    .returning({ id: processingJobs.id });
  return taken.length > 0;
}
