import { useEffect } from "react";
import { selectCanAccessPremiumContent, selectUser, useSession } from "../../../lib/session";
import { formatClock, timeBand, type TimeBand } from "../lib/daily-allowance-clock";
import { useDailyUsage } from "../stores/daily-usage-store";

export const BAND_TEXT: Record<TimeBand, string> = {
  red: "text-red-700 bg-red-50 border-red-200",
  orange: "text-orange-700 bg-orange-50 border-orange-200",
  yellow: "text-yellow-800 bg-yellow-50 border-yellow-200",
  green: "text-emerald-700 bg-emerald-50 border-emerald-200",
};

/** Loads today's usage when the header mounts for a signed-in free user. */
export function useDailyUsageRefresh() {
  const userId = useSession((s) => selectUser(s)?.id);
  const premium = useSession(selectCanAccessPremiumContent);
  const refresh = useDailyUsage((s) => s.refresh);
  const reset = useDailyUsage((s) => s.reset);
  useEffect(() => {
    if (!userId) reset();
    else if (!premium) void refresh();
  }, [userId, premium, refresh, reset]);
}

/** Remaining daily listening time for signed-in free users: "m:ss left" (docs/product.md, "Header and search"). */
export function DailyTimeIndicator() {
  useDailyUsageRefresh();
  const premium = useSession(selectCanAccessPremiumContent);
  const signedIn = useSession((s) => !!s.user);
  const remaining = useDailyUsage((s) => s.remainingTime);
  if (!signedIn || premium) return null;
  const band = timeBand(remaining);
  return (
    <span
      role="timer"
      aria-live="off"
      aria-label={`Daily listening time: ${formatClock(remaining)} left`}
      data-band={band}
      className={`whitespace-nowrap rounded-full border px-2.5 py-1 text-xs font-semibold tabular-nums sm:text-sm ${BAND_TEXT[band]}`}
    >
      {formatClock(remaining)} left
    </span>
  );
}
