import type { Database } from "../db/client";
import { beat, claimJob, JOB_HEARTBEAT_MS, LeaseLost, releaseJob, type JobHolder } from "../db/jobs";

/**
 * Runs `work` for one delivery of a job while it holds the job's lease (decision 063), beating every JOB_HEARTBEAT_MS
 * whatever the work is doing, so the sweep can tell a slow step from a dead consumer. Answers false, without running
 * anything, when the job is finished or held by a live delivery (a duplicate message), and also when the sweep gave the
 * job to another delivery midway: the work's next write then throws LeaseLost, and this delivery stops there.
 */
export async function whileHolding(db: Database, jobId: string, work: (holder: JobHolder) => Promise<void>): Promise<boolean> {
  const lease = await claimJob(db, jobId);
  if (!lease) {
    console.log(`Job ${jobId}: another delivery holds it, or it is over; nothing to do.`);
    return false;
  }
  const holder = { jobId, lease };
  const heartbeat = setInterval(() => {
    // A lost lease shows at the work's next write; a failed beat only makes the sweep's view older.
    beat(db, jobId, lease).catch(() => undefined);
  }, JOB_HEARTBEAT_MS);
  try {
    await work(holder);
    return true;
  } catch (err) {
    if (!(err instanceof LeaseLost)) throw err;
    console.warn(`Job ${jobId}: the sweep gave it to another delivery; this one stops.`);
    return false;
  } finally {
    clearInterval(heartbeat);
    await releaseJob(db, jobId, lease).catch(() => undefined);
  }
}
