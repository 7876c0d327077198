import { hasPremiumAccess, type AccessSubject } from "./access";
import { dailyLimitSeconds } from "./config";

/**
 * The free plan's daily listening allowance, counted in KV (docs/decisions/041-daily-usage-in-kv.md).
 * One key per user and UTC day, expiring after two days; the client reports what it played and
 * the server clamps every report so a tampered client can neither erase nor inflate usage.
 */
export const USAGE_TTL_SECONDS = 2 * 24 * 60 * 60;
/** The client reports at most this often while playing. */
export const REPORT_INTERVAL_SECONDS = 15;
/** Tolerance for clock jitter and request latency, granted once, never accumulated. */
export const REPORT_SLACK_SECONDS = 5;

export interface UsageRecord {
  /** Seconds listened today. */
  seconds: number;
  /** Epoch ms up to which listening has been credited; a report can only add time after it. */
  creditedUntil: number | null;
}

export function usageKey(userId: string, now: number): string {
  return `usage:${userId}:${new Date(now).toISOString().slice(0, 10)}`;
}

export async function readUsage(kv: KVNamespace, userId: string, now = Date.now()): Promise<UsageRecord> {
  const stored = await kv.get<Partial<UsageRecord>>(usageKey(userId, now), "json");
  const seconds = Number(stored?.seconds);
  const creditedUntil = Number(stored?.creditedUntil);
  return {
    seconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 0,
    creditedUntil: Number.isFinite(creditedUntil) && creditedUntil > 0 ? creditedUntil : null,
  };
}

/**
 * How much of a reported increment counts: never negative, and never more than the wall time
 * not yet credited (plus the slack). The first report of the day may cover one report interval.
 */
export function acceptedIncrement(requested: number, record: UsageRecord, now: number): number {
  if (!Number.isFinite(requested) || requested <= 0) return 0;
  const since = record.creditedUntil ?? now - REPORT_INTERVAL_SECONDS * 1000;
  const available = (now - since) / 1000 + REPORT_SLACK_SECONDS;
  return Math.max(0, Math.min(requested, available));
}

export async function addUsage(kv: KVNamespace, userId: string, requested: number, now = Date.now()): Promise<number> {
  const record = await readUsage(kv, userId, now);
  const accepted = acceptedIncrement(requested, record, now);
  // Nothing to add: skip the write (KV allows one write per second per key).
  if (accepted <= 0) return record.seconds;
  const start = Math.max(record.creditedUntil ?? 0, now - accepted * 1000);
  const next: UsageRecord = {
    seconds: Math.round((record.seconds + accepted) * 1000) / 1000,
    creditedUntil: Math.round(start + accepted * 1000),
  };
  await kv.put(usageKey(userId, now), JSON.stringify(next), { expirationTtl: USAGE_TTL_SECONDS });
  return next.seconds;
}

export interface DailyUsage {
  dailyUsage: number;
  dailyLimit: number;
  remainingTime: number;
}

/** Spec 4: premium users' usage is 0 and their remaining time is the whole limit. */
export async function dailyUsageFor(env: Env, user: AccessSubject & { id: string }, now = Date.now()): Promise<DailyUsage> {
  const dailyLimit = dailyLimitSeconds(env);
  if (hasPremiumAccess(user, now)) return { dailyUsage: 0, dailyLimit, remainingTime: dailyLimit };
  const { seconds } = await readUsage(env.USAGE, user.id, now);
  const dailyUsage = Math.round(seconds);
  return { dailyUsage, dailyLimit, remainingTime: Math.max(0, dailyLimit - dailyUsage) };
}
