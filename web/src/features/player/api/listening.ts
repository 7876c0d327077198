import type { AudioLink, DailyUsage, HistoryReport } from "../../../../../shared/contract";
import { api } from "../../../lib/api-client";
import type { StreamProbe } from "../lib/stream-link";

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

/**
 * Asks a stream address for its first byte, to learn what a media element would only report as an error: the
 * full-audio fallback's address plays, or the book has no full audio (404 NO_FULL_AUDIO), or the day's audio is used up.
 */
export async function probeStream(url: string): Promise<StreamProbe> {
  try {
    const res = await fetch(url, { headers: { Range: "bytes=0-0" }, credentials: "include" });
    if (res.ok) {
      await res.body?.cancel();
      return "playable";
    }
    const envelope = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
    if (envelope?.error?.code === "NO_FULL_AUDIO") return "no-full-audio";
    // The day's limit as the stream answers it (416, past the served allowance) or as a link would (403).
    if (envelope?.error?.code === "DAILY_LIMIT_STREAM_END" || envelope?.error?.code === "DAILY_LIMIT_REACHED") return "limit";
    return "failed";
  } catch {
    return "failed";
  }
}

/** keepalive lets the last report of a page (pagehide) finish after the page is gone. */
export function writeAudioHistory(report: HistoryReport, keepalive = false): Promise<{ dailyUsage: number }> {
  return api("POST /user/write-audio-history", { body: report, keepalive });
}
