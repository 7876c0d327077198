import type { HistoryReport } from "../../shared/contract";
import type { Database } from "../db/client";
import { replaceFavourites } from "../db/favourites";
import { FAVOURITES_KEY, knownHistory, MAX_STORED_HISTORY_KEYS } from "../db/listening";
import type { User } from "../db/schema";
import { hasPremiumAccess } from "../lib/access";
import { ApiError } from "../lib/errors";
import { untimed, type TimeStep } from "../middleware/server-timing";
import { dailyUsage, listeningLedger, usageDay, type DailyUsage } from "./allowance";

/**
 * One history report (POST /user/write-audio-history): positions, chapters and speeds of existing books go to the
 * user's ledger (flushed to D1 once a minute: 044, 130), which alone credits the played seconds (041) and publishes
 * the day's figure; favourites (D1) are independent. Answers the day's usage after the report, with no KV read.
 */
export async function recordReport(
  env: Env,
  db: Database,
  user: User,
  report: HistoryReport,
  time: TimeStep = untimed,
): Promise<DailyUsage> {
  const { audioHistory, dailyUsageIncrement, reportId, ...maps } = report;
  const { [FAVOURITES_KEY]: favourites, ...reported } = audioHistory as Record<string, number> & {
    [FAVOURITES_KEY]?: string[];
  };
  // Only keys of existing books (and chapters of that book) are kept, at most MAX_STORED_HISTORY_KEYS a map (issue 32).
  const { history, overCap } = await time("d1", knownHistory(db, user.id, { ...maps, audioHistory: reported }));
  if (overCap)
    throw new ApiError(
      "HISTORY_FULL",
      `Your listening history is full: it keeps places in at most ${(MAX_STORED_HISTORY_KEYS / 2).toLocaleString("en-US")} books.`,
    );
  const { audioHistory: positions, ...known } = history;
  const now = Date.now();
  const [{ played }] = await Promise.all([
    time(
      "ledger",
      listeningLedger(env, user.id).recordHistory(
        user.id,
        { ...known, audioHistory: positions },
        { increment: dailyUsageIncrement, counted: !hasPremiumAccess(user, now), reportId, now, day: usageDay(now) },
      ),
    ),
    favourites ? replaceFavourites(db, user.id, favourites) : null,
  ]);
  return dailyUsage(env, user, { played, now });
}
