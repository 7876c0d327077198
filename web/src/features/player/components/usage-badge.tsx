import { usageBadgeState } from "../lib/listening-logic";
import { useDailyUsage } from "../stores/daily-usage-store";

/** The avatar badge for free users: pulsing at 60 s or less, red at 0 (docs/product.md, "Header and search"). */
export function DailyUsageBadge() {
  const remaining = useDailyUsage((s) => s.remainingTime);
  const state = usageBadgeState(remaining);
  if (state === "none") return null;
  return (
    <span
      role="img"
      aria-label={state === "empty" ? "No listening time left today" : "Listening time almost used up"}
      data-state={state}
      className={`absolute -right-0.5 -top-0.5 h-3 w-3 rounded-full border-2 border-white ${state === "empty" ? "bg-red-600" : "animate-pulse bg-orange-500"}`}
    />
  );
}
