import type { PlayerBook, PlayerMode } from "../stores/player-types";
import { clampRate, historyKey, isAtEnd, mapPlace, type PlayerPlace } from "./listening-logic";

/** What the player reads of the signed-in user's listening memory (user-info's maps). */
export interface ListeningMemory {
  audio_history: Record<string, number | string[]>;
  audio_history_chapter: Record<string, string>;
  playback_speeds: Record<string, number>;
}

/**
 * The saved position of this book's chapter or full-book audio, when it belongs to `chapterId`: chapter audio
 * keeps one position per book, for the chapter last listened to.
 */
export function savedPosition(
  memory: ListeningMemory | null | undefined,
  bookId: string,
  mode: PlayerMode,
  chapterId: string | null,
): number | null {
  const saved = memory?.audio_history[historyKey(bookId, mode)];
  const sameChapter = mode === "full" || memory?.audio_history_chapter[bookId] === chapterId;
  return sameChapter && typeof saved === "number" ? saved : null;
}

/**
 * What the player shows before a part's audio is loaded: where it will start and the part's length, from the chapter
 * durations (the full book's is their sum). Without a known length it shows nothing yet (0:00 of 0:00).
 */
export function placeBeforeLoad(
  book: PlayerBook,
  selection: { mode: PlayerMode; chapterId: string | null },
  start: number | null,
  memory: ListeningMemory | null | undefined,
): { currentTime: number; duration: number } {
  const durations = book.chapterDurations ?? {};
  const known = (id: string) => durations[id] ?? 0;
  const duration =
    selection.mode === "chapter"
      ? selection.chapterId
        ? known(selection.chapterId)
        : 0
      : book.chapters.every((c) => known(c.id) > 0)
        ? book.chapters.reduce((sum, c) => sum + known(c.id), 0)
        : 0;
  if (!duration) return { currentTime: 0, duration: 0 };
  const at = start ?? savedPosition(memory, book.bookId, selection.mode, selection.chapterId) ?? 0;
  return { currentTime: Math.min(Math.max(0, at), duration), duration };
}

/**
 * Where a newly opened book starts: the chapter last listened to (or the first; also when the last chapter was
 * played to its end), at the reader's speed for it.
 */
export function openingSelection(book: PlayerBook, memory: ListeningMemory | null | undefined) {
  const savedChapter = memory?.audio_history_chapter[book.bookId];
  const last = book.chapters[book.chapters.length - 1];
  const saved = memory?.audio_history[book.bookId];
  // A book played to the end of its last chapter opens at its beginning again, not at the start of that chapter.
  const finished =
    last !== undefined &&
    last.id === savedChapter &&
    typeof saved === "number" &&
    isAtEnd(saved, book.chapterDurations?.[last.id]);
  return {
    chapterId: (finished ? null : book.chapters.find((c) => c.id === savedChapter)?.id) ?? book.chapters[0]?.id ?? null,
    mode: (book.chapters.length ? "chapter" : "full") as PlayerMode,
    rate: clampRate(memory?.playback_speeds[book.bookId] ?? 1),
  };
}

/**
 * The same place in the other kind of audio (docs/decisions/133), through the chapter durations; without them the
 * chapter stays and the new audio starts at its saved position.
 */
export function placeInOtherAudio(book: PlayerBook, from: PlayerPlace, to: PlayerMode) {
  const mapped = mapPlace(book.chapters, book.chapterDurations, from, to);
  return { chapterId: mapped?.chapterId ?? from.chapterId, start: mapped ? mapped.seconds : null };
}

/** The user's listening memory with a history update laid over it (applied locally before it is sent). */
export function withHistory<T extends ListeningMemory>(
  memory: T,
  update: {
    audioHistory: Record<string, number>;
    audioHistoryChapter: Record<string, string>;
    playbackSpeeds: Record<string, number>;
  },
): T {
  // The places saved now go to the end of the map, which keeps the order of saving (Continue listening reads it).
  const kept = Object.entries(memory.audio_history).filter(([key]) => !Object.hasOwn(update.audioHistory, key));
  return {
    ...memory,
    audio_history: { ...Object.fromEntries(kept), ...update.audioHistory },
    audio_history_chapter: { ...memory.audio_history_chapter, ...update.audioHistoryChapter },
    playback_speeds: { ...memory.playback_speeds, ...update.playbackSpeeds },
  };
}
