import { describe, expect, it } from "vitest";
import {
  dayLabel,
  formatListened,
  formatPosition,
  groupByDay,
  resumePath,
} from "../../web/src/features/listening-log/lib/log-format";
import { formatTimeLeft } from "../../web/src/features/my-library/lib/progress-format";
import { mapPlace } from "../../web/src/features/player/lib/listening-logic";

const chapters = [{ id: "c1" }, { id: "c2" }, { id: "c3" }];
const durations = { c1: 60, c2: 120, c3: 30 };

describe("keeping the place between chapter and full-book audio", () => {
  it("maps a chapter offset into the full file and back", () => {
    expect(mapPlace(chapters, durations, { mode: "chapter", chapterId: "c2", seconds: 15 }, "full")).toEqual({
      chapterId: "c2",
      seconds: 75,
    });
    expect(mapPlace(chapters, durations, { mode: "full", chapterId: null, seconds: 75 }, "chapter")).toEqual({
      chapterId: "c2",
      seconds: 15,
    });
    expect(mapPlace(chapters, durations, { mode: "full", chapterId: null, seconds: 60 }, "chapter")).toEqual({
      chapterId: "c2",
      seconds: 0,
    });
    expect(mapPlace(chapters, durations, { mode: "full", chapterId: null, seconds: 9999 }, "chapter")).toEqual({
      chapterId: "c3",
      seconds: 30,
    });
    // A chapter offset past its own end stays inside the chapter.
    expect(mapPlace(chapters, durations, { mode: "chapter", chapterId: "c1", seconds: 500 }, "full")?.seconds).toBe(60);
  });

  it("gives up (each mode's saved place is used) without every chapter's duration", () => {
    expect(mapPlace(chapters, { c1: 60 }, { mode: "full", chapterId: null, seconds: 10 }, "chapter")).toBeNull();
    expect(mapPlace(chapters, undefined, { mode: "chapter", chapterId: "c1", seconds: 10 }, "full")).toBeNull();
    expect(mapPlace(chapters, durations, { mode: "chapter", chapterId: "gone", seconds: 10 }, "full")).toBeNull();
  });
});

describe("listening log and library texts", () => {
  it("formats positions, time listened and time left", () => {
    expect(formatPosition(65.9)).toBe("1:05");
    expect(formatPosition(3725)).toBe("1:02:05");
    expect(formatListened(45.4)).toBe("45 s");
    expect(formatListened(754)).toBe("12 min");
    expect(formatListened(3900)).toBe("1 h 5 min");
    expect(formatTimeLeft(null)).toBeNull();
    expect(formatTimeLeft(0)).toBe("Nothing left to hear");
    expect(formatTimeLeft(20)).toBe("Under a minute left");
    expect(formatTimeLeft(3600)).toBe("1 h left");
    expect(formatTimeLeft(3900)).toBe("1 h 5 min left");
  });

  it("groups sessions by day and links each to its exact place", () => {
    const session = (id: string, day: string, mode: "chapter" | "full", chapter_id: string | null) => ({
      session_id: id,
      book_id: "a b",
      book_title: "A",
      mode,
      chapter_id,
      chapter_title: null,
      day,
      started_at: 0,
      ended_at: 0,
      from_seconds: 0,
      to_seconds: 42.7,
      seconds: 42,
      source: "app" as const,
    });
    const groups = groupByDay([
      session("1", "2026-11-23", "chapter", "c1"),
      session("2", "2026-11-23", "full", null),
      session("3", "2026-11-20", "chapter", "c2"),
    ]);
    expect(groups.map((g) => [g.day, g.sessions.length])).toEqual([
      ["2026-11-23", 2],
      ["2026-11-20", 1],
    ]);
    expect(resumePath(groups[0]!.sessions[0]!)).toBe("/book/a%20b?part=c1&at=42");
    expect(resumePath(groups[0]!.sessions[1]!)).toBe("/book/a%20b?part=full&at=42");
    expect(dayLabel("2026-11-23", "2026-11-23")).toBe("Today");
    expect(dayLabel("2026-11-22", "2026-11-23")).toBe("Yesterday");
    expect(dayLabel("2026-11-20", "2026-11-23")).toBe("Friday, November 20, 2026");
  });
});
