import type { AudioLink, DailyUsage, HistoryReport } from "../../../../../shared/contract";
import { api } from "../../../lib/api-client";

export type { AudioLink, DailyUsage, HistoryReport };

export function fetchDailyUsage(): Promise<DailyUsage> {
  return api("POST /user/daily-usage");
}

export function fetchAudioUrl(
  body: { bookId: string; chapterId?: string; fullAudio?: boolean },
  signal?: AbortSignal,
): Promise<AudioLink> {
  return api("POST /audio/get-audio", { body, signal });
}

/** keepalive lets the last report of a page (pagehide) finish after the page is gone. */
export function writeAudioHistory(report: HistoryReport, keepalive = false): Promise<{ dailyUsage: number }> {
  return api("POST /user/write-audio-history", { body: report, keepalive });
}
