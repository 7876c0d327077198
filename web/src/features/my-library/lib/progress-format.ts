/** "1 h 5 min", "12 min", "under a minute": time left in words. */
export function formatTimeLeft(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds)) return null;
  if (seconds <= 0) return "Nothing left to hear";
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return "Under a minute left";
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h > 0 ? `${h} h ` : ""}${h > 0 && m === 0 ? "" : `${m} min`}`.trim() + " left";
}

export const COVERAGE_LABELS = { not_started: "Not started", partial: "Partly heard", done: "Done" } as const;
