import { DurableObject } from "cloudflare:workers";

/**
 * The free plan's hard bound (docs/decisions/041-daily-allowance.md): every byte of audio a free
 * user receives is charged here, once per UTC day, before it is sent. One object per user is the
 * serial point that KV cannot be: two tabs, two devices or a burst of parallel range requests all
 * reserve through it one at a time, so together they never pass the cap.
 */

/** Inclusive byte offsets. */
type Interval = [number, number];

interface DayLedger {
  day: string;
  /** Seconds of audio charged today (bytes over size times duration, summed over parts). */
  seconds: number;
  /** Bytes already served today per part ("{bookId}/{part}"): serving them again is free. */
  parts: Record<string, Interval[]>;
}

export interface ReserveRequest {
  day: string;
  part: string;
  /** The file's size in bytes and its duration in seconds: together they price a byte. */
  size: number;
  duration: number;
  /** The bytes the response wants to send next, inclusive. */
  start: number;
  end: number;
  /** The most seconds that may be charged today. */
  capSeconds: number;
}

const LEDGER_KEY = "ledger";

export class ListeningLedger extends DurableObject<Env> {
  private ledger: DayLedger | null = null;

  private async today(day: string): Promise<DayLedger> {
    this.ledger ??= (await this.ctx.storage.get<DayLedger>(LEDGER_KEY)) ?? null;
    if (!this.ledger || this.ledger.day !== day) this.ledger = { day, seconds: 0, parts: {} };
    return this.ledger;
  }

  /**
   * Grants bytes from `start` on: already-served bytes are free, new ones are charged until the cap.
   * Answers the last granted byte (the response may send start..that), or null when not even the
   * first byte may be sent.
   */
  async reserve(request: ReserveRequest): Promise<number | null> {
    const ledger = await this.today(request.day);
    const bytesPerSecond = request.size / request.duration;
    const grant = grantBytes(
      ledger.parts[request.part] ?? [],
      request.start,
      request.end,
      Math.floor(Math.max(0, request.capSeconds - ledger.seconds) * bytesPerSecond),
    );
    if (!grant) return null;
    if (grant.charged > 0) {
      ledger.seconds += grant.charged / bytesPerSecond;
      ledger.parts[request.part] = grant.served;
      await this.ctx.storage.put(LEDGER_KEY, ledger);
    }
    return grant.end;
  }

  /** Seconds charged today. */
  async servedSeconds(day: string): Promise<number> {
    return (await this.today(day)).seconds;
  }

  /** Development only (the dev usage route): starts the day as if `seconds` had been served already. */
  async preset(day: string, seconds: number): Promise<void> {
    this.ledger = { day, seconds, parts: {} };
    await this.ctx.storage.put(LEDGER_KEY, this.ledger);
  }
}

/**
 * Walks start..end over the sorted, merged `served` intervals. Gaps cost bytes from `budget`;
 * the walk stops where the budget runs out. Pure, so the arithmetic is unit-tested on its own.
 */
export function grantBytes(
  served: Interval[],
  start: number,
  end: number,
  budget: number,
): { end: number; charged: number; served: Interval[] } | null {
  let position = start;
  let charged = 0;
  const added: Interval[] = [];
  for (const [from, to] of [...served, [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER] as Interval]) {
    if (position > end) break;
    if (to < position) continue;
    if (from > position) {
      const gapEnd = Math.min(end, from - 1);
      const take = Math.min(gapEnd - position + 1, budget - charged);
      if (take <= 0) break;
      added.push([position, position + take - 1]);
      charged += take;
      position += take;
      if (position <= gapEnd) break; // budget spent inside the gap
    }
    if (from <= position && position <= to) position = to + 1;
  }
  if (position === start) return null;
  return { end: Math.min(end, position - 1), charged, served: merge([...served, ...added]) };
}

function merge(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const merged: Interval[] = [];
  for (const [from, to] of sorted) {
    const last = merged.at(-1);
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}
