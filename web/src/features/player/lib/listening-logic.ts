/** The listening feature's pure rules (docs/product.md, "Listening"), kept free of React and the DOM for unit tests. */

import { formatClock } from "./daily-allowance-clock";

export { DEFAULT_DAILY_LIMIT_SECONDS, formatClock, timeBand, type TimeBand } from "./daily-allowance-clock";

export const REPORT_INTERVAL_MS = 15_000;
export const SKIP_SECONDS = 15;
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3] as const;
export const MIN_RATE = 0.5;
export const MAX_RATE = 3;

/** Player times: m:ss, or h:mm:ss from an hour. */
export function formatPlaybackTime(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  if (whole < 3600) return formatClock(whole);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  return `${h}:${String(m).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}`;
}

/** A length of audio: a player time, but 0:01 at least for any audio (a chapter that only says its title). */
export function formatLength(seconds: number): string {
  return formatPlaybackTime(seconds > 0 && seconds < 1 ? 1 : seconds);
}

/** Usage over limit in percent, capped at 100, and 0 when the limit is 0 or less. */
export function progressWidth(usage: number, limit: number): number {
  if (!(limit > 0) || !Number.isFinite(usage)) return 0;
  return Math.min(100, Math.max(0, (usage / limit) * 100));
}

/** Current time minus previous time, floored at 0. */
export function usageIncrement(current: number, previous: number): number {
  const delta = current - previous;
  return Number.isFinite(delta) && delta > 0 ? delta : 0;
}

/** The avatar badge pulses at 60 s or less and turns red at 0. */
export function usageBadgeState(remainingSeconds: number): "none" | "pulsing" | "empty" {
  if (remainingSeconds <= 0) return "empty";
  if (remainingSeconds <= 60) return "pulsing";
  return "none";
}

/** audio_history keys: the book id for chapter playback, full_{bookId} for the full-book audio. */
export function historyKey(bookId: string, mode: "chapter" | "full"): string {
  return mode === "full" ? `full_${bookId}` : bookId;
}

/** What one history report says about the current selection: position, chapter and speed. */
export function historyUpdate(
  bookId: string,
  mode: "chapter" | "full",
  chapterId: string | null,
  rate: number,
  position: number,
) {
  return {
    audioHistory: { [historyKey(bookId, mode)]: Math.round(position * 10) / 10 },
    audioHistoryChapter: mode === "chapter" && chapterId ? { [bookId]: chapterId } : ({} as Record<string, string>),
    playbackSpeeds: { [bookId]: rate },
  };
}

/**
 * When fetching the full audio's URL fails, derive it from the chapter audio URL by
 * replacing the book id with fullaudio_{id}; without a chapter URL, null.
 */
export function fullAudioFallbackUrl(chapterAudioUrl: string | null | undefined, bookId: string): string | null {
  if (!chapterAudioUrl || !bookId) return null;
  const encoded = encodeURIComponent(bookId);
  const target = chapterAudioUrl.includes(encoded) ? encoded : bookId;
  if (!chapterAudioUrl.includes(target)) return null;
  return chapterAudioUrl.replace(target, `fullaudio_${encoded}`);
}

export function clampRate(rate: number): number {
  if (!Number.isFinite(rate)) return 1;
  return Math.min(MAX_RATE, Math.max(MIN_RATE, rate));
}

/** Whether a saved position is at the audio's end (within its last 2 s): played out. */
export function isAtEnd(saved: number | undefined, duration: number | undefined): boolean {
  return typeof saved === "number" && Number.isFinite(saved) && !!duration && duration > 0 && saved >= duration - 2;
}

/** A resume position inside the audio: too close to the end starts over. */
export function resumePosition(saved: number | undefined, duration: number): number {
  if (!saved || !Number.isFinite(saved) || saved <= 0) return 0;
  if (isAtEnd(saved, duration)) return 0;
  return saved;
}

/** The end of the buffered range that holds the playhead (else of the last range), for the buffer bar. */
export function bufferedEnd(buffered: Pick<TimeRanges, "length" | "start" | "end">, currentTime: number): number {
  for (let i = 0; i < buffered.length; i++)
    if (buffered.start(i) <= currentTime + 0.5 && buffered.end(i) >= currentTime) return buffered.end(i);
  return buffered.length ? buffered.end(buffered.length - 1) : 0;
}

/** The chapter `offset` places from `chapterId` in reading order, or null past either end. */
export function neighbourChapter<C extends { id: string }>(
  book: { chapters: C[] } | null,
  chapterId: string | null,
  offset: 1 | -1,
): C | null {
  if (!book) return null;
  const index = book.chapters.findIndex((c) => c.id === chapterId);
  return book.chapters[index + offset] ?? null;
}

export interface PlayerPlace {
  mode: "chapter" | "full";
  chapterId: string | null;
  seconds: number;
}

/**
 * The same place in the other kind of audio (docs/decisions/133): a chapter's offset becomes the chapter's start plus the
 * offset in the full-book file, and a full-book position the chapter holding it plus the offset within it,
 * through the chapter durations in reading order. Null when the durations are unknown.
 */
export function mapPlace(
  chapters: { id: string }[],
  durations: Record<string, number> | undefined,
  from: PlayerPlace,
  to: "chapter" | "full",
): { chapterId: string | null; seconds: number } | null {
  if (from.mode === to) return { chapterId: from.chapterId, seconds: from.seconds };
  if (!durations || chapters.length === 0 || chapters.some((c) => !(durations[c.id]! > 0))) return null;
  let start = 0;
  if (to === "full") {
    for (const c of chapters) {
      if (c.id === from.chapterId)
        return { chapterId: from.chapterId, seconds: start + Math.min(from.seconds, durations[c.id]!) };
      start += durations[c.id]!;
    }
    return null;
  }
  for (const c of chapters) {
    const end = start + durations[c.id]!;
    if (from.seconds < end) return { chapterId: c.id, seconds: Math.max(0, from.seconds - start) };
    start = end;
  }
  const last = chapters.at(-1)!;
  return { chapterId: last.id, seconds: durations[last.id]! };
}

/** A fresh id per history report, so the server counts a report sent twice once (docs/decisions/130). */
export function newReportId(): string {
  if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
  return `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}
