import { describe, expect, it } from "vitest";
import { applyReport, reportTarget, sessionsToWrite, type SessionBook } from "../../worker/listening/sessions";
import {
  addReach,
  bookProgress,
  chapterState,
  doneThreshold,
  fullToChapter,
  listeningStreak,
  sessionReach,
  weekStart,
  type ChapterMark,
} from "../../worker/lib/reader-progress";

const spans = [
  { id: "c1", duration: 100 },
  { id: "c2", duration: 200 },
  { id: "c3", duration: 50 },
];

describe("chapter coverage", () => {
  it("marks a chapter done within its last 5% (at least 5 s, at most 30 s) or once read", () => {
    expect(doneThreshold(60)).toBe(5);
    expect(doneThreshold(200)).toBe(10);
    expect(doneThreshold(3600)).toBe(30);
    expect(chapterState(spans[0]!, undefined)).toBe("not_started");
    expect(chapterState(spans[0]!, { heard: 0, read: false })).toBe("not_started");
    expect(chapterState(spans[0]!, { heard: 94, read: false })).toBe("partial");
    expect(chapterState(spans[0]!, { heard: 95, read: false })).toBe("done");
    expect(chapterState(spans[0]!, { heard: 0, read: true })).toBe("done");
    expect(chapterState({ id: "x", duration: 0 }, { heard: 10, read: false })).toBe("partial");
  });

  it("maps full-book positions to chapter + offset and back over every chapter a session crossed", () => {
    expect(fullToChapter(0, spans)).toEqual({ chapterId: "c1", offset: 0 });
    expect(fullToChapter(150, spans)).toEqual({ chapterId: "c2", offset: 50 });
    expect(fullToChapter(10_000, spans)).toEqual({ chapterId: "c3", offset: 50 });
    expect(sessionReach({ mode: "full", chapterId: null, fromSeconds: 90, toSeconds: 320 }, spans)).toEqual([
      { chapterId: "c1", heard: 100 },
      { chapterId: "c2", heard: 200 },
      { chapterId: "c3", heard: 20 },
    ]);
    expect(sessionReach({ mode: "chapter", chapterId: "c2", fromSeconds: 0, toSeconds: 999 }, spans)).toEqual([
      { chapterId: "c2", heard: 200 },
    ]);
    expect(sessionReach({ mode: "chapter", chapterId: "other", fromSeconds: 0, toSeconds: 9 }, spans)).toEqual([]);
  });

  it("counts chapters done, time left at the reader's speed, and finished only when all are done", () => {
    const marks = new Map<string, ChapterMark>([["c1", { heard: 100, read: false }]]);
    addReach(marks, [{ chapterId: "c2", heard: 50 }]);
    addReach(marks, [{ chapterId: "c1", heard: 10 }]); // an earlier point never lowers the furthest one
    const progress = bookProgress(spans, marks, 2);
    expect(progress).toMatchObject({ chaptersDone: 1, chaptersTotal: 3, started: true, finished: false });
    expect(progress.timeLeftSeconds).toBe((150 + 50) / 2);
    marks.set("c2", { heard: 200, read: false });
    marks.set("c3", { heard: 0, read: true });
    expect(bookProgress(spans, marks, 1)).toMatchObject({ finished: true, timeLeftSeconds: 0 });
    expect(bookProgress([{ id: "a", duration: 0 }], new Map(), 1).timeLeftSeconds).toBeNull();
    expect(bookProgress([], new Map(), 1).finished).toBe(false);
    expect(bookProgress(spans, new Map(), Number.NaN).timeLeftSeconds).toBe(350);
  });
});

describe("streak and week", () => {
  it("counts consecutive days with a minute or more, ending today or yesterday", () => {
    const days = [
      { day: "2026-11-23", seconds: 120 },
      { day: "2026-11-22", seconds: 60 },
      { day: "2026-11-21", seconds: 59 },
      { day: "2026-11-20", seconds: 600 },
    ];
    expect(listeningStreak(days, "2026-11-23")).toBe(2);
    expect(listeningStreak(days.slice(1), "2026-11-23")).toBe(1); // today not yet: yesterday's streak holds
    expect(listeningStreak(days.slice(1), "2026-11-24")).toBe(0);
    expect(listeningStreak([], "2026-11-23")).toBe(0);
    expect(
      listeningStreak(
        [
          { day: "2026-03-01", seconds: 90 },
          { day: "2026-02-28", seconds: 90 },
        ],
        "2026-03-01",
      ),
    ).toBe(2);
  });

  it("starts the week on Monday (UTC)", () => {
    expect(weekStart("2026-11-23")).toBe("2026-11-23"); // a Monday
    expect(weekStart("2026-11-29")).toBe("2026-11-23");
    expect(weekStart("2026-11-22")).toBe("2026-11-16");
  });
});

describe("listening sessions", () => {
  let n = 0;
  const id = () => `s${++n}`;
  const base = { bookId: "b", mode: "chapter" as const, chapterId: "c1", day: "2026-11-23" };
  const step = (state: SessionBook, position: number, credited: number, now: number, over: Partial<typeof base> = {}) =>
    applyReport(state, { ...base, ...over, position, credited, now }, id);
  const empty: SessionBook = { closed: [], open: null };

  it("grows one session while the position follows the credited audio", () => {
    let state = step(empty, 15, 15, 1_000);
    state = step(state, 30, 15, 16_000);
    state = step(state, 44, 15, 31_000); // within tolerance
    expect(sessionsToWrite(state)).toHaveLength(1);
    expect(state.open).toMatchObject({ fromSeconds: 0, toSeconds: 44, seconds: 45, startedAt: 1_000, endedAt: 31_000 });
  });

  it("splits on a seek, a new chapter or book, a new day and a long pause", () => {
    let state = step(empty, 15, 15, 0);
    state = step(state, 300, 5, 5_000); // seek: the 5 s before it stay with the first stretch
    expect(state.closed[0]).toMatchObject({ toSeconds: 20, seconds: 20 });
    expect(state.open).toMatchObject({ fromSeconds: 300, toSeconds: 300, seconds: 0 });
    state = step(state, 310, 10, 15_000);
    state = step(state, 10, 10, 25_000, { chapterId: "c2" });
    state = step(state, 20, 10, 35_000, { chapterId: "c2", day: "2026-11-24" });
    state = step(state, 30, 10, 35_000 + 31 * 60_000, { chapterId: "c2", day: "2026-11-24" });
    expect(sessionsToWrite(state).map((s) => [s.chapterId, s.day, s.fromSeconds, s.toSeconds, s.seconds])).toEqual([
      ["c1", "2026-11-23", 0, 20, 20],
      ["c1", "2026-11-23", 300, 310, 10],
      ["c2", "2026-11-23", 0, 10, 10],
      ["c2", "2026-11-24", 10, 20, 10],
      ["c2", "2026-11-24", 20, 30, 10],
    ]);
  });

  it("keeps no session for a seek that played nothing, and nothing for uncredited reports", () => {
    let state = step(empty, 50, 0, 0);
    state = step(state, 10, 0, 1_000, { chapterId: "c2" });
    expect(sessionsToWrite(state)).toEqual([]);
    expect(step(empty, 10, Number.NaN, 0).open?.seconds).toBe(0);
  });

  it("reads the part from the report: full_{id} for the full book, else the chapter named or last known", () => {
    expect(reportTarget({ full_b: 30 }, {}, () => null)).toEqual({ bookId: "b", mode: "full", chapterId: null, position: 30 });
    expect(reportTarget({ b: 30 }, { b: "c9" }, () => "c1")).toMatchObject({ chapterId: "c9" });
    expect(reportTarget({ b: 30 }, {}, () => "c1")).toMatchObject({ chapterId: "c1" });
    expect(reportTarget({}, {}, () => null)).toBeNull();
  });
});
