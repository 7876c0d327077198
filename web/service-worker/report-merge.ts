/** A listening report as write-audio-history takes it (shared/contract HistoryReport), as far as merging needs. */
export interface QueuedReport {
  audioHistory?: Record<string, unknown>;
  audioHistoryChapter?: Record<string, string>;
  playbackSpeeds?: Record<string, number>;
  dailyUsageIncrement?: number;
  reportId?: string;
  [other: string]: unknown;
}

/**
 * Reports made offline wait as one (docs/decisions/175): later positions, chapters and speeds win, played seconds add
 * up, and the first report's id stays. The server credits only played time that fits the wall time since the last
 * report it saw, so one merged report sent on return is counted in full where twenty sent in a burst would not; and
 * keeping the first id means a report that did reach the server before its answer was lost is never counted twice.
 */
export function mergeReports(earlier: QueuedReport, later: QueuedReport): QueuedReport {
  const increment = (earlier.dailyUsageIncrement ?? 0) + (later.dailyUsageIncrement ?? 0);
  return {
    ...earlier,
    ...later,
    audioHistory: { ...earlier.audioHistory, ...later.audioHistory },
    audioHistoryChapter: { ...earlier.audioHistoryChapter, ...later.audioHistoryChapter },
    playbackSpeeds: { ...earlier.playbackSpeeds, ...later.playbackSpeeds },
    dailyUsageIncrement: Math.round(increment * 1000) / 1000,
    ...((earlier.reportId ?? later.reportId) ? { reportId: earlier.reportId ?? later.reportId } : {}),
  };
}

/** The book ids a report is about: its position keys (`{bookId}` or `full_{bookId}`) and chapter keys. */
export function reportedBooks(report: QueuedReport): string[] {
  const keys = [...Object.keys(report.audioHistory ?? {}), ...Object.keys(report.audioHistoryChapter ?? {})];
  return [...new Set(keys.filter((k) => k !== "favorites").map((k) => (k.startsWith("full_") ? k.slice(5) : k)))];
}
