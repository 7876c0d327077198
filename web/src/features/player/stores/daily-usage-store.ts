import { create } from "zustand";
import { DEFAULT_DAILY_LIMIT_SECONDS } from "../lib/daily-allowance-clock";
import { fetchDailyUsage, type DailyUsage } from "../api/listening";

interface DailyUsageState extends DailyUsage {
  loaded: boolean;
  /** Loads the server's counter (header load, after reports). */
  refresh(): Promise<void>;
  /** The server's answer to a history report. */
  setUsage(dailyUsage: number): void;
  /** Local, optimistic counting while audio plays; the next report corrects it. */
  addLocal(seconds: number): void;
  reset(): void;
}

const initial: DailyUsage & { loaded: boolean } = {
  dailyUsage: 0,
  dailyLimit: DEFAULT_DAILY_LIMIT_SECONDS,
  // Remaining is 600 until loaded.
  remainingTime: DEFAULT_DAILY_LIMIT_SECONDS,
  loaded: false,
};

export const useDailyUsage = create<DailyUsageState>()((set, get) => ({
  ...initial,
  async refresh() {
    try {
      const usage = await fetchDailyUsage();
      set({ ...usage, loaded: true });
    } catch {
      // Keep the last known values; playback is still enforced by the server.
    }
  },
  setUsage(dailyUsage) {
    const { dailyLimit } = get();
    set({ dailyUsage, remainingTime: Math.max(0, dailyLimit - dailyUsage) });
  },
  addLocal(seconds) {
    if (!(seconds > 0)) return;
    const { dailyUsage, dailyLimit } = get();
    const next = dailyUsage + seconds;
    set({ dailyUsage: next, remainingTime: Math.max(0, dailyLimit - next) });
  },
  reset() {
    set(initial);
  },
}));

export const selectRemaining = (s: DailyUsageState) => s.remainingTime;
