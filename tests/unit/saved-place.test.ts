import { describe, expect, it } from "vitest";
import { MAX_RATE } from "../../web/src/features/player/lib/listening-logic";
import { listenedBookIds } from "../../web/src/features/library/lib/continue-listening";
import { openingSelection, placeInOtherAudio, savedPosition, withHistory } from "../../web/src/features/player/lib/saved-place";

const book = {
  bookId: "b",
  title: "B",
  authors: [],
  cover: null,
  chapters: [
    { id: "c1", title: "One" },
    { id: "c2", title: "Two" },
  ],
  chapterDurations: { c1: 100, c2: 50 },
};
const memory = {
  audio_history: { b: 42, full_b: 120, other: 7 },
  audio_history_chapter: { b: "c2" },
  playback_speeds: { b: 9 },
};

describe("the player's saved place", () => {
  it("resumes chapter audio only in the chapter the position belongs to, and full-book audio always", () => {
    expect(savedPosition(memory, "b", "chapter", "c2")).toBe(42);
    expect(savedPosition(memory, "b", "chapter", "c1")).toBeNull();
    expect(savedPosition(memory, "b", "full", "c1")).toBe(120);
    expect(savedPosition(null, "b", "full", null)).toBeNull();
  });

  it("opens a book at the chapter last heard, at its speed clamped to the player's range", () => {
    expect(openingSelection(book, memory)).toEqual({ chapterId: "c2", mode: "chapter", rate: MAX_RATE });
    expect(openingSelection(book, null)).toEqual({ chapterId: "c1", mode: "chapter", rate: 1 });
    expect(openingSelection({ ...book, chapters: [] }, null)).toEqual({ chapterId: null, mode: "full", rate: 1 });
  });

  it("opens a book played to the end of its last chapter at its first chapter, not the last one's start", () => {
    const heardToTheEnd = { ...memory, audio_history: { b: 49.5 } };
    expect(openingSelection(book, heardToTheEnd).chapterId).toBe("c1");
    expect(savedPosition(heardToTheEnd, "b", "chapter", "c1")).toBeNull(); // so it starts at 0:00
    // Short of the end, or at the end of another chapter, the place is kept.
    expect(openingSelection(book, { ...memory, audio_history: { b: 40 } }).chapterId).toBe("c2");
    expect(openingSelection(book, { ...memory, audio_history: { b: 99.5 }, audio_history_chapter: { b: "c1" } }).chapterId).toBe(
      "c1",
    );
    expect(openingSelection({ ...book, chapterDurations: undefined }, heardToTheEnd).chapterId).toBe("c2");
  });

  it("maps a place between chapter and full-book audio, or keeps the chapter when durations are missing", () => {
    expect(placeInOtherAudio(book, { mode: "chapter", chapterId: "c2", seconds: 10 }, "full")).toEqual({
      chapterId: "c2",
      start: 110,
    });
    expect(placeInOtherAudio(book, { mode: "full", chapterId: null, seconds: 120 }, "chapter")).toEqual({
      chapterId: "c2",
      start: 20,
    });
    expect(
      placeInOtherAudio({ ...book, chapterDurations: undefined }, { mode: "chapter", chapterId: "c1", seconds: 5 }, "full"),
    ).toEqual({ chapterId: "c1", start: null });
  });

  it("lays a history update over the memory without dropping other books", () => {
    const next = withHistory(memory, {
      audioHistory: { b: 50 },
      audioHistoryChapter: { b: "c1" },
      playbackSpeeds: { b: 1.5 },
    });
    expect(next.audio_history).toEqual({ b: 50, full_b: 120, other: 7 });
    expect(next.audio_history_chapter).toEqual({ b: "c1" });
    expect(next.playback_speeds).toEqual({ b: 1.5 });
    expect(memory.audio_history.b).toBe(42);
    // The place saved now goes last: the map keeps the order of saving, which Continue listening shows newest first.
    expect(Object.keys(next.audio_history).at(-1)).toBe("b");
    expect(listenedBookIds(next.audio_history)).toEqual(["b", "other"]);
  });

  it("lists Continue listening newest first, a book once, whichever of its audios was saved last", () => {
    expect(listenedBookIds({ favorites: ["x"], a: 10, full_b: 5, b: 3, full_a: 7 })).toEqual(["a", "b"]);
    // Just started: the first report, sent as playback starts, says 0.
    expect(listenedBookIds({ a: 10, c: 0 })).toEqual(["c", "a"]);
    expect(listenedBookIds(undefined)).toEqual([]);
  });
});
