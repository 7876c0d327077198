import { hasPremiumAccess, type AccessSubject } from "../lib/access";
import { dailyLimitSeconds } from "../lib/config";

/**
 * The free plan's daily allowance (docs/decisions/041-daily-allowance.md). Two figures per user and
 * UTC day, both in seconds of audio:
 * - played: what the client reports (position advanced while playing), kept in KV and clamped so a
 *   tampered client can neither erase nor inflate it faster than audio can play;
 * - served: what the stream route actually sent, charged in the user's ListeningLedger before each
 *   byte leaves, capped at the limit plus SERVED_GRACE_SECONDS whatever the client reports.
 * Usage (the header, the playback rule) is played time; served audio is the hard bound behind it.
 */
export const USAGE_TTL_SECONDS = 2 * 24 * 60 * 60;
/** The client reports at most this often while playing. */
export const REPORT_INTERVAL_SECONDS = 15;
/** Tolerance for clock jitter and request latency, granted once, never accumulated. */
export const REPORT_SLACK_SECONDS = 5;
/** The fastest playback the player offers: a report can claim at most this much audio per wall second. */
export const MAX_PLAYBACK_RATE = 3;
/** Served audio may run this far ahead of the limit (the player buffers ahead of what it plays). */
export const SERVED_GRACE_SECONDS = 60;

export interface UsageRecord {
  /** Seconds of audio played today, as reported and clamped. */
  seconds: number;
  /** Epoch ms up to which wall time has been used to credit reports; a report can only add audio after it. */
  creditedUntil: number | null;
}

export const usageDay = (now: number) => new Date(now).toISOString().slice(0, 10);

export function usageKey(userId: string, now: number): string {
  return `usage:${userId}:${usageDay(now)}`;
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
 * How much of a reported increment counts: never negative, and never more audio than could have
 * played at the fastest speed in the wall time not yet credited (plus the slack). The first report
 * of the day may cover one report interval.
 */
export function acceptedIncrement(requested: number, record: UsageRecord, now: number): number {
  if (!Number.isFinite(requested) || requested <= 0) return 0;
  const since = record.creditedUntil ?? now - REPORT_INTERVAL_SECONDS * 1000;
  const available = ((now - since) / 1000) * MAX_PLAYBACK_RATE + REPORT_SLACK_SECONDS;
  return Math.max(0, Math.min(requested, available));
}

/**
 * A report's credit and the record after it. The ListeningLedger runs the same arithmetic for listening
 * sessions (docs/decisions/130), so a day's sessions add up to the played figure.
 */
export function creditReport(record: UsageRecord, requested: number, now: number): { accepted: number; next: UsageRecord } {
  const accepted = acceptedIncrement(requested, record, now);
  if (accepted <= 0) return { accepted: 0, next: record };
  const wallMs = (accepted / MAX_PLAYBACK_RATE) * 1000;
  return {
    accepted,
    next: {
      seconds: Math.round((record.seconds + accepted) * 1000) / 1000,
      creditedUntil: Math.round(Math.max(record.creditedUntil ?? 0, now - wallMs) + wallMs),
    },
  };
}

async function addPlayed(kv: KVNamespace, userId: string, requested: number, now: number): Promise<number> {
  const record = await readUsage(kv, userId, now);
  const { accepted, next } = creditReport(record, requested, now);
  // Nothing to add: skip the write (KV allows one write per second per key).
  if (accepted <= 0) return record.seconds;
  await kv.put(usageKey(userId, now), JSON.stringify(next), { expirationTtl: USAGE_TTL_SECONDS });
  return next.seconds;
}

export function listeningLedger(env: Env, userId: string) {
  return env.LISTENING_LEDGER.get(env.LISTENING_LEDGER.idFromName(userId));
}

/** The most seconds of audio a free user may be served in one UTC day. */
export const servedCapSeconds = (env: Env) => dailyLimitSeconds(env) + SERVED_GRACE_SECONDS;

export interface DailyUsage {
  dailyUsage: number;
  dailyLimit: number;
  remainingTime: number;
}

type Listener = AccessSubject & { id: string };

function usageAnswer(env: Env, played: number): DailyUsage {
  const dailyLimit = dailyLimitSeconds(env);
  const dailyUsage = Math.round(played);
  return { dailyUsage, dailyLimit, remainingTime: Math.max(0, dailyLimit - dailyUsage) };
}

/** Premium access counts nothing: usage 0, the whole limit remaining. */
const premiumAnswer = (env: Env): DailyUsage => ({
  dailyUsage: 0,
  dailyLimit: dailyLimitSeconds(env),
  remainingTime: dailyLimitSeconds(env),
});

/**
 * The one entry point to the played-time allowance: today's figures for any user, after adding `played` (a
 * client's reported increment, clamped; 0 only reads). The premium rule is applied here, never by callers:
 * premium access records nothing and answers usage 0 with the whole limit remaining.
 */
export async function dailyUsage(
  env: Env,
  user: Listener,
  { played = 0, now = Date.now() }: { played?: number; now?: number } = {},
): Promise<DailyUsage> {
  if (hasPremiumAccess(user, now)) return premiumAnswer(env);
  return usageAnswer(env, await addPlayed(env.USAGE, user.id, played, now));
}

/** Development only: starts today as if `seconds` had been both played and served. */
export async function presetUsage(env: Env, userId: string, seconds: number, now = Date.now()): Promise<void> {
  await Promise.all([
    env.USAGE.put(usageKey(userId, now), JSON.stringify({ seconds, creditedUntil: now } satisfies UsageRecord), {
      expirationTtl: USAGE_TTL_SECONDS,
    }),
    listeningLedger(env, userId).preset(usageDay(now), seconds),
  ]);
}
