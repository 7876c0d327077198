/**
 * What the header's daily-time indicator needs from the listening rules (listening-logic.ts re-exports it): kept apart
 * so the indicator, on every page, does not bring the player's rules into the first JavaScript (decision 096).
 */

export const DEFAULT_DAILY_LIMIT_SECONDS = 600;

/** Minutes and seconds, seconds padded to two digits: 600 -> "10:00", 65 -> "1:05". Negative shows as 0:00. */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

export type TimeBand = "red" | "orange" | "yellow" | "green";

/** 0 or less red, 60 or less orange, 180 or less yellow, above that green. */
export function timeBand(remainingSeconds: number): TimeBand {
  if (remainingSeconds <= 0) return "red";
  if (remainingSeconds <= 60) return "orange";
  if (remainingSeconds <= 180) return "yellow";
  return "green";
}
