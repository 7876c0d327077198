import { apiRequest } from "../../../lib/api-client";

export interface DailyUsage {
  dailyUsage: number;
  dailyLimit: number;
  remainingTime: number;
}

export interface AudioLink {
  audioUrl: string;
  durationSeconds?: number;
}

export function fetchDailyUsage(): Promise<DailyUsage> {
  return apiRequest<DailyUsage>("/user/daily-usage", { method: "POST" });
}

export function fetchAudioUrl(
  body: { bookId: string; chapterId?: string; fullAudio?: boolean },
  signal?: AbortSignal,
): Promise<AudioLink> {
  return apiRequest<AudioLink>("/audio/get-audio", { body, signal });
}

export interface HistoryReport {
  audioHistory: Record<string, number>;
  audioHistoryChapter: Record<string, string>;
  playbackSpeeds: Record<string, number>;
  dailyUsageIncrement: number;
}

/** keepalive lets the last report of a page (pagehide) finish after the page is gone. */
export function writeAudioHistory(report: HistoryReport, keepalive = false): Promise<{ dailyUsage: number }> {
  return apiRequest<{ dailyUsage: number }>("/user/write-audio-history", { body: report, keepalive });
}
