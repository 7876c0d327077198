import { createDb } from "../db/client";
import { findAbandonedJobs, markInterrupted } from "../db/job-sweep";
import { jobMessage } from "../queue/messages";

/**
 * The Cron Trigger's work (wrangler.toml `[triggers]`, every minute; locally scripts/vite-local-cron.ts fires it): every
 * job no consumer is working on, found by its missing heartbeat, is marked interrupted and queued again; its next
 * delivery resumes it from its first unfinished step (decision 063). Answers the ids queued again.
 */
export async function sweepAbandonedJobs(env: Env, now = new Date()): Promise<string[]> {
  const db = createDb(env.DB);
  const requeued: string[] = [];
  for (const job of await findAbandonedJobs(db, now)) {
    if (!(await markInterrupted(db, job, now))) continue;
    await env.JOBS.send(jobMessage(job));
    console.log(
      `Job ${job.id} (${job.kind}) stopped beating ${job.currentStep ? `in its ${job.currentStep} step` : "before it started"}: queued again.`,
    );
    requeued.push(job.id);
  }
  return requeued;
}
