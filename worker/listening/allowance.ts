import { hasPremiumAccess, type AccessSubject } from "../lib/access";
import { dailyLimitSeconds } from "../lib/config";

/**
 * The free plan's daily allowance (docs/decisions/041-daily-allowance.md). Two figures per user and
 * UTC day, both in seconds of audio:
 * - played: what the client reports (position advanced while playing), clamped so a tampered client can
 *   neither erase nor inflate it faster than audio can play; credited by the user's ListeningLedger alone,
 *   which publishes the day's figure to KV, where daily-usage and the header read it;
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
 * Wall time not yet used to credit reports stays usable this long. A report that reaches the ledger late (a slow
 * network, a busy server) and the next one, on time, right after it are then both credited in full: the wall time
 * the late one did not use is still there for the next.
 */
export const CREDIT_BANK_MS = 5 * 60_000;

/** Where the wall time a report may use starts: the first report of the day may cover one report interval. */
const creditStart = (record: UsageRecord, now: number) =>
  Math.max(record.creditedUntil ?? now - REPORT_INTERVAL_SECONDS * 1000, now - CREDIT_BANK_MS);

/**
 * How much of a reported increment counts: never negative, and never more audio than could have played at the
 * fastest speed in the wall time not yet credited (at most CREDIT_BANK_MS of it), plus the slack.
 */
export function acceptedIncrement(requested: number, record: UsageRecord, now: number): number {
  if (!Number.isFinite(requested) || requested <= 0) return 0;
  const available = ((now - creditStart(record, now)) / 1000) * MAX_PLAYBACK_RATE + REPORT_SLACK_SECONDS;
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
      // The wall time used is taken from the oldest unused: what a late report left stays for the next one.
      creditedUntil: Math.round(creditStart(record, now) + wallMs),
    },
  };
}

/**
 * Writes the day's played figure where daily-usage and the header read it. Only the user's ListeningLedger calls
 * this: it alone decides the figure, so KV is written from one place.
 */
export async function publishUsage(
  kv: KVNamespace,
  userId: string,
  seconds: number,
  creditedUntil: number | null,
  now: number,
): Promise<void> {
  const record: UsageRecord = { seconds, creditedUntil };
  await kv.put(usageKey(userId, now), JSON.stringify(record), { expirationTtl: USAGE_TTL_SECONDS });
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
 * Today's figures for any user, as the ledger last published them (GET daily-usage, get-audio's check), or with
 * `played` the figure a report's ledger call just answered. The premium rule is applied here, never by callers:
 * premium access counts nothing and answers usage 0 with the whole limit remaining.
 */
export async function dailyUsage(
  env: Env,
  user: Listener,
  { played, now = Date.now() }: { played?: number; now?: number } = {},
): Promise<DailyUsage> {
  if (hasPremiumAccess(user, now)) return premiumAnswer(env);
  return usageAnswer(env, played ?? (await readUsage(env.USAGE, user.id, now)).seconds);
}

/** Development only: starts today as if `seconds` had been both played and served. */
export async function presetUsage(env: Env, userId: string, seconds: number, now = Date.now()): Promise<void> {
  await listeningLedger(env, userId).preset(userId, usageDay(now), { played: seconds, served: seconds, creditedUntil: now });
}
