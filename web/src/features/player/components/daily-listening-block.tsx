import { formatClock, progressWidth, timeBand } from "../lib/listening-logic";
import { useDailyUsage } from "../stores/daily-usage-store";

const BAR: Record<ReturnType<typeof timeBand>, string> = {
  red: "bg-red-500",
  orange: "bg-orange-500",
  yellow: "bg-yellow-400",
  green: "bg-emerald-500",
};

/** The account menu's Free Plan block, "Daily Listening Time" (docs/product.md, "Header and search"). */
export function DailyListeningBlock() {
  const { dailyUsage, dailyLimit, remainingTime } = useDailyUsage();
  const width = progressWidth(dailyUsage, dailyLimit);
  return (
    <section aria-labelledby="daily-listening-title" className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Free Plan</p>
      <h3 id="daily-listening-title" className="font-semibold text-slate-800">
        Daily Listening Time
      </h3>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-center text-sm">
        <div>
          <dt className="text-xs text-slate-500">Remaining</dt>
          <dd className="font-semibold tabular-nums">{formatClock(remainingTime)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Used</dt>
          <dd className="font-semibold tabular-nums">{formatClock(dailyUsage)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Total</dt>
          <dd className="font-semibold tabular-nums">{formatClock(dailyLimit)}</dd>
        </div>
      </dl>
      <div
        role="progressbar"
        aria-label="Daily listening time used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(width)}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full rounded-full ${BAR[timeBand(remainingTime)]}`} style={{ width: `${width}%` }} />
      </div>
    </section>
  );
}
