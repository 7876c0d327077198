import { describe, expect, it } from "vitest";
import {
  bufferedEnd,
  clampRate,
  formatClock,
  formatLength,
  formatPlaybackTime,
  fullAudioFallbackUrl,
  historyKey,
  progressWidth,
  resumePosition,
  timeBand,
  usageBadgeState,
  usageIncrement,
} from "../../web/src/features/player/lib/listening-logic";

describe("time format (spec 2, 9)", () => {
  it.each([
    [600, "10:00"],
    [599, "9:59"],
    [65, "1:05"],
    [60, "1:00"],
    [9, "0:09"],
    [0, "0:00"],
    [-5, "0:00"],
    [59.9, "0:59"],
    [3600, "60:00"],
    [Number.NaN, "0:00"],
  ])("formats %s seconds as %s", (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });

  it("shows hours in player times from an hour", () => {
    expect(formatPlaybackTime(3599)).toBe("59:59");
    expect(formatPlaybackTime(3661)).toBe("1:01:01");
  });

  it("shows a length of audio under a second as 0:01, not 0:00 (a chapter that only says its title)", () => {
    expect(formatLength(0.97)).toBe("0:01");
    expect(formatLength(91.22)).toBe("1:31");
    expect(formatLength(0)).toBe("0:00");
  });
});

describe("time colour bands (spec 4)", () => {
  it.each([
    [-1, "red"],
    [0, "red"],
    [1, "orange"],
    [60, "orange"],
    [61, "yellow"],
    [180, "yellow"],
    [181, "green"],
    [600, "green"],
  ])("%s seconds left is %s", (remaining, band) => {
    expect(timeBand(remaining)).toBe(band);
  });

  it("pulses the avatar badge at 60 s or less and turns it red at 0", () => {
    expect(usageBadgeState(61)).toBe("none");
    expect(usageBadgeState(60)).toBe("pulsing");
    expect(usageBadgeState(1)).toBe("pulsing");
    expect(usageBadgeState(0)).toBe("empty");
    expect(usageBadgeState(-3)).toBe("empty");
  });
});

describe("progress bar width (spec 4)", () => {
  it.each([
    [0, 600, 0],
    [300, 600, 50],
    [600, 600, 100],
    [900, 600, 100],
    [100, 0, 0],
    [100, -1, 0],
    [-10, 600, 0],
    [Number.NaN, 600, 0],
  ])("usage %s of limit %s is %s%%", (usage, limit, width) => {
    expect(progressWidth(usage, limit)).toBe(width);
  });
});

describe("audio increment (spec 5)", () => {
  it("is current minus previous, floored at 0", () => {
    expect(usageIncrement(20, 5)).toBe(15);
    expect(usageIncrement(5, 20)).toBe(0);
    expect(usageIncrement(5, 5)).toBe(0);
    expect(usageIncrement(Number.NaN, 1)).toBe(0);
  });
});

describe("full audio fallback (spec 4)", () => {
  it("replaces the book id in the chapter URL with fullaudio_{id}", () => {
    expect(fullAudioFallbackUrl("/api/v1/audio/stream/walden/walden-ch1.mp3?token=abc", "walden")).toBe(
      "/api/v1/audio/stream/fullaudio_walden/walden-ch1.mp3?token=abc",
    );
  });

  it("is null without a chapter URL or when the URL does not name the book", () => {
    expect(fullAudioFallbackUrl(null, "walden")).toBeNull();
    expect(fullAudioFallbackUrl("", "walden")).toBeNull();
    expect(fullAudioFallbackUrl("/api/v1/audio/stream/other/x.mp3", "walden")).toBeNull();
  });
});

describe("history keys, rates and resume", () => {
  it("keys chapter playback by book id and the full audio by full_{bookId}", () => {
    expect(historyKey("walden", "chapter")).toBe("walden");
    expect(historyKey("walden", "full")).toBe("full_walden");
  });

  it("keeps rates within 0.5x to 3x", () => {
    expect(clampRate(0.1)).toBe(0.5);
    expect(clampRate(5)).toBe(3);
    expect(clampRate(1.25)).toBe(1.25);
    expect(clampRate(Number.NaN)).toBe(1);
  });

  it("resumes at the saved position unless it is at the very end", () => {
    expect(resumePosition(42, 100)).toBe(42);
    expect(resumePosition(99, 100)).toBe(0);
    expect(resumePosition(undefined, 100)).toBe(0);
    expect(resumePosition(-1, 100)).toBe(0);
  });
});

describe("buffer bar", () => {
  const ranges = (...spans: [number, number][]) => ({
    length: spans.length,
    start: (i: number) => spans[i]![0],
    end: (i: number) => spans[i]![1],
  });

  it("ends where the range holding the playhead ends, not at a later range", () => {
    expect(bufferedEnd(ranges([0, 30], [60, 90]), 12)).toBe(30);
    expect(bufferedEnd(ranges([0, 30], [60, 90]), 70)).toBe(90);
  });

  it("falls back to the last range when the playhead is in a gap, and to 0 with nothing buffered", () => {
    expect(bufferedEnd(ranges([0, 30], [60, 90]), 45)).toBe(90);
    expect(bufferedEnd(ranges(), 10)).toBe(0);
  });
});
