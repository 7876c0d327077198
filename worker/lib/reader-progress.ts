import type { ListeningSession } from "../listening/sessions";

/**
 * Chapter coverage, finished books, time left and the listening streak (docs/decisions/131, 132). Pure:
 * the worker computes them from rows it read in one go, and unit tests drive them directly.
 */

export interface ChapterSpan {
  id: string;
  /** Seconds of chapter audio; 0 when the chapter has no audio yet. */
  duration: number;
}

export type ChapterState = "not_started" | "partial" | "done";

export interface ChapterMark {
  heard: number;
  read: boolean;
}

/**
 * A chapter counts as heard once playback reached its last stretch: within 5% of its duration of the
 * end, at least 5 s and at most 30 s (closing music and silence are often that long).
 */
export function doneThreshold(duration: number): number {
  return Math.min(30, Math.max(5, duration * 0.05));
}

export function chapterState(span: ChapterSpan, mark: ChapterMark | undefined): ChapterState {
  if (!mark) return "not_started";
  if (mark.read) return "done";
  if (span.duration > 0 && mark.heard >= span.duration - doneThreshold(span.duration)) return "done";
  return mark.heard > 0 ? "partial" : "not_started";
}

/** Clamps a position into the part's length (a client may report past the end, or a part may have no audio). */
export const clampPosition = (seconds: number, duration: number) =>
  Math.max(0, Math.min(Number.isFinite(seconds) ? seconds : 0, Math.max(0, duration)));

/**
 * How far into each chapter a session reached. Chapter audio: its own chapter. Full-book audio: the
 * position maps to chapter + offset through the chapter durations in reading order, and every chapter the
 * session overlapped reached min(to, its end).
 */
export function sessionReach(
  session: Pick<ListeningSession, "mode" | "chapterId" | "fromSeconds" | "toSeconds">,
  chapters: ChapterSpan[],
): { chapterId: string; heard: number }[] {
  if (session.mode === "chapter") {
    const chapter = chapters.find((c) => c.id === session.chapterId);
    return chapter ? [{ chapterId: chapter.id, heard: clampPosition(session.toSeconds, chapter.duration) }] : [];
  }
  const reach: { chapterId: string; heard: number }[] = [];
  let start = 0;
  for (const chapter of chapters) {
    const end = start + chapter.duration;
    if (chapter.duration > 0 && session.toSeconds > start && session.fromSeconds < end)
      reach.push({ chapterId: chapter.id, heard: Math.min(session.toSeconds, end) - start });
    start = end;
  }
  return reach;
}

/** Full-book position to chapter + offset (the chapter holding it; past the end, the end of the last one). */
export function fullToChapter(position: number, chapters: ChapterSpan[]): { chapterId: string; offset: number } | null {
  let start = 0;
  for (const chapter of chapters) {
    if (position < start + chapter.duration) return { chapterId: chapter.id, offset: Math.max(0, position - start) };
    start += chapter.duration;
  }
  const last = chapters.at(-1);
  return last ? { chapterId: last.id, offset: last.duration } : null;
}

/** Lays `reach` over `marks` (furthest point wins, a read stays read). */
export function addReach(marks: Map<string, ChapterMark>, reach: { chapterId: string; heard: number }[]): void {
  for (const { chapterId, heard } of reach) {
    const mark = marks.get(chapterId);
    marks.set(chapterId, { heard: Math.max(mark?.heard ?? 0, heard), read: mark?.read ?? false });
  }
}

export interface BookProgress {
  chapters: { chapterId: string; state: ChapterState; heardSeconds: number; durationSeconds: number; read: boolean }[];
  chaptersDone: number;
  chaptersTotal: number;
  /** Seconds of audio still to hear, at the reader's speed for this book; null when the book has no audio. */
  timeLeftSeconds: number | null;
  started: boolean;
  finished: boolean;
}

export function bookProgress(chapters: ChapterSpan[], marks: Map<string, ChapterMark>, speed: number): BookProgress {
  const rate = Number.isFinite(speed) && speed > 0 ? speed : 1;
  const rows = chapters.map((span) => {
    const mark = marks.get(span.id);
    const state = chapterState(span, mark);
    return {
      chapterId: span.id,
      state,
      heardSeconds: clampPosition(mark?.heard ?? 0, span.duration),
      durationSeconds: span.duration,
      read: mark?.read ?? false,
    };
  });
  const hasAudio = chapters.some((c) => c.duration > 0);
  const left = rows.reduce((sum, r) => sum + (r.state === "done" ? 0 : r.durationSeconds - r.heardSeconds), 0);
  const chaptersDone = rows.filter((r) => r.state === "done").length;
  return {
    chapters: rows,
    chaptersDone,
    chaptersTotal: rows.length,
    timeLeftSeconds: hasAudio ? Math.round(left / rate) : null,
    started: rows.some((r) => r.state !== "not_started"),
    finished: rows.length > 0 && chaptersDone === rows.length,
  };
}

/** A day counts for the streak with at least this much listening. */
export const STREAK_MIN_SECONDS = 60;

const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/**
 * Consecutive UTC days with listening, ending today, or yesterday while today has none yet (the streak is
 * not lost before the day is over).
 */
export function listeningStreak(days: { day: string; seconds: number }[], today: string): number {
  const listened = new Set(days.filter((d) => d.seconds >= STREAK_MIN_SECONDS).map((d) => dayNumber(d.day)));
  let cursor = dayNumber(today);
  if (!listened.has(cursor)) cursor--;
  let streak = 0;
  while (listened.has(cursor)) {
    streak++;
    cursor--;
  }
  return streak;
}

/** Monday of the UTC week holding `today` (ISO weeks). */
export function weekStart(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}
