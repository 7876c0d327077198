import { describe, expect, it } from "vitest";
import type { HistoryReport } from "../../web/src/features/player/api/listening";
import { HistoryReporter, MIN_REPORT_GAP_MS } from "../../web/src/features/player/lib/history-reporter";
import { resolveStreamLink } from "../../web/src/features/player/lib/stream-link";
import { ApiClientError } from "../../web/src/lib/api-client";

/** A reporter on a fake clock and fake timers, sending to a fake server. */
function fakeReporter(options: { fail?: boolean; loaded?: boolean; position?: number } = {}) {
  let now = 1_000_000;
  const timers: { at: number; run: () => void }[] = [];
  const sent: HistoryReport[] = [];
  const saved: { dailyUsage: number; unsent: number }[] = [];
  let serverUsage = 0;
  const reporter = new HistoryReporter({
    prepare: () =>
      options.loaded === false
        ? null
        : { audioHistory: { b: options.position ?? 12 }, audioHistoryChapter: {}, playbackSpeeds: { b: 1 } },
    send: async (report) => {
      if (options.fail) throw new Error("offline");
      sent.push(report);
      serverUsage += report.dailyUsageIncrement;
      return { dailyUsage: serverUsage };
    },
    onSaved: (dailyUsage, unsent) => saved.push({ dailyUsage, unsent }),
    now: () => now,
    setTimer: (run, ms) => timers.push({ at: now + ms, run }),
  });
  const advance = async (ms: number) => {
    now += ms;
    const due = timers.filter((t) => t.at <= now);
    timers.splice(0, timers.length, ...timers.filter((t) => t.at > now));
    for (const timer of due) timer.run();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { reporter, sent, saved, advance, setOptions: (o: typeof options) => Object.assign(options, o) };
}

describe("HistoryReporter", () => {
  it("sends the seconds played with the position, and each second once", async () => {
    const { reporter, sent, saved } = fakeReporter();
    reporter.addPlayed(7.5);
    reporter.addPlayed(2.5);
    await reporter.report(false);
    await reporter.report(false);
    expect(sent.map((r) => r.dailyUsageIncrement)).toEqual([10, 0]);
    expect(sent[0]!.audioHistory).toEqual({ b: 12 });
    expect(saved.at(-1)).toEqual({ dailyUsage: 10, unsent: 0 });
  });

  it("keeps a failed report's seconds for the next one", async () => {
    const fake = fakeReporter({ fail: true });
    fake.reporter.addPlayed(5);
    await fake.reporter.report(false);
    expect(fake.reporter.unsentSeconds).toBe(5);
    fake.setOptions({ fail: false });
    fake.reporter.addPlayed(1);
    await fake.reporter.report(false);
    expect(fake.sent.map((r) => r.dailyUsageIncrement)).toEqual([6]);
  });

  it("spaces reports at least the minimum gap apart, and is due every 15 s", async () => {
    const { reporter, sent, advance } = fakeReporter();
    await reporter.report(false);
    expect(reporter.isDue()).toBe(false);
    reporter.schedule(false); // not yet: inside the gap, and not asked soon
    reporter.schedule(true);
    reporter.schedule(true); // one timer, not two
    await advance(MIN_REPORT_GAP_MS - 1);
    expect(sent).toHaveLength(1);
    await advance(1);
    expect(sent).toHaveLength(2);
    await advance(15_000);
    expect(reporter.isDue()).toBe(true);
  });

  it("reports a seek the gap holds back where it landed, with the seconds before it, ahead of what plays after", async () => {
    // Chapter of 128 s: 1 s heard at the start (a report goes), a seek to 127 s, the last second played out.
    const fake = fakeReporter({ position: 1 });
    fake.reporter.addPlayed(1);
    await fake.reporter.report(false);
    fake.reporter.addPlayed(0.5); // before the seek
    fake.setOptions({ position: 127 });
    fake.reporter.seeked();
    fake.reporter.addPlayed(1); // after it, inside the gap
    fake.setOptions({ position: 128 });
    expect(fake.reporter.unsentSeconds).toBe(1.5);
    await fake.advance(MIN_REPORT_GAP_MS);
    await fake.advance(MIN_REPORT_GAP_MS);
    const reports = fake.sent.map((r) => [r.audioHistory.b, r.dailyUsageIncrement]);
    expect(reports).toEqual([
      [1, 1],
      [127, 0.5],
      [128, 1],
    ]);
  });

  it("sends an unsent seek first when the place must go at once (chapter end, page hidden), and one seek for a drag", async () => {
    const fake = fakeReporter({ position: 10 });
    await fake.reporter.report(false);
    fake.reporter.addPlayed(2);
    for (const position of [60, 80, 100]) {
      fake.setOptions({ position });
      fake.reporter.seeked();
    }
    fake.reporter.addPlayed(1);
    fake.setOptions({ position: 101 });
    await fake.reporter.report(true);
    expect(fake.sent.map((r) => [r.audioHistory.b, r.dailyUsageIncrement])).toEqual([
      [10, 0],
      [100, 2],
      [101, 1],
    ]);
  });

  it("sends nothing while nothing is loaded", async () => {
    const { reporter, sent } = fakeReporter({ loaded: false });
    reporter.addPlayed(3);
    await reporter.report(false);
    expect(sent).toEqual([]);
    expect(reporter.unsentSeconds).toBe(3);
  });
});

describe("resolveStreamLink", () => {
  const selection = { bookId: "book-1", mode: "chapter" as const, chapterId: "c2", firstChapterId: "c1" };
  const playable = async () => "playable" as const;

  it("asks for the chosen chapter, or the full book", async () => {
    const asked: unknown[] = [];
    const fetchLink = async (body: unknown) => {
      asked.push(body);
      return { audioUrl: "/api/v1/audio/stream/book-1/x.mp3?token=t" };
    };
    expect(await resolveStreamLink(selection, fetchLink, playable)).toEqual({
      kind: "url",
      url: "/api/v1/audio/stream/book-1/x.mp3?token=t",
    });
    await resolveStreamLink({ ...selection, mode: "full" }, fetchLink, playable);
    expect(asked).toEqual([
      { bookId: "book-1", chapterId: "c2" },
      { bookId: "book-1", fullAudio: true },
    ]);
  });

  it("turns the daily limit into its own outcome", async () => {
    const fetchLink = async () => {
      throw new ApiClientError(403, "DAILY_LIMIT_REACHED", "used up");
    };
    expect(await resolveStreamLink(selection, fetchLink, playable)).toEqual({ kind: "limit" });
  });

  /** The full-book link fails with `failure`; the chapter's link works. */
  const fullLinkFails = (failure: Error) => async (body: { fullAudio?: boolean }) => {
    if (body.fullAudio) throw failure;
    return { audioUrl: "/api/v1/audio/stream/book-1/c2.mp3?token=t" };
  };

  it("falls back from a failed full-book link to the spec's derived URL once it answers audio", async () => {
    const probed: string[] = [];
    const probe = async (url: string) => {
      probed.push(url);
      return "playable" as const;
    };
    expect(
      await resolveStreamLink({ ...selection, mode: "full" }, fullLinkFails(new ApiClientError(500, "INTERNAL", "boom")), probe),
    ).toEqual({ kind: "url", url: "/api/v1/audio/stream/fullaudio_book-1/c2.mp3?token=t" });
    // A failed fetch (network, timeout) falls back too.
    expect(
      await resolveStreamLink({ ...selection, mode: "full" }, fullLinkFails(new TypeError("Failed to fetch")), probe),
    ).toEqual({ kind: "url", url: "/api/v1/audio/stream/fullaudio_book-1/c2.mp3?token=t" });
    expect(probed).toEqual([
      "/api/v1/audio/stream/fullaudio_book-1/c2.mp3?token=t",
      "/api/v1/audio/stream/fullaudio_book-1/c2.mp3?token=t",
    ]);
  });

  it("says the book has no full-book audio when the server says so, instead of a generic failure", async () => {
    const full = { ...selection, mode: "full" as const };
    const none = async () => "no-full-audio" as const;
    const expected = { kind: "error", message: "This book has no full-book audio yet." };
    // The derived address answers 404 NO_FULL_AUDIO.
    expect(await resolveStreamLink(full, fullLinkFails(new TypeError("Failed to fetch")), none)).toEqual(expected);
    // The full-book link said so and the derived address could not be checked.
    const failed = async () => "failed" as const;
    expect(await resolveStreamLink(full, fullLinkFails(new ApiClientError(404, "NO_FULL_AUDIO", "none")), failed)).toEqual(
      expected,
    );
    // No chapter link either: the server's answer stands.
    const nothing = async () => {
      throw new ApiClientError(404, "NO_FULL_AUDIO", "none");
    };
    expect(await resolveStreamLink(full, nothing, playable)).toEqual(expected);
  });

  it("keeps the generic message when the derived address fails for another reason, and the limit as the limit", async () => {
    const full = { ...selection, mode: "full" as const };
    const failing = fullLinkFails(new ApiClientError(500, "INTERNAL", "boom"));
    expect(await resolveStreamLink(full, failing, async () => "failed")).toEqual({
      kind: "error",
      message: "The audio could not be loaded. Please try again.",
    });
    expect(await resolveStreamLink(full, failing, async () => "limit")).toEqual({ kind: "limit" });
  });

  it("does not fall back for chapters or a signed-out listener", async () => {
    let probes = 0;
    const probe = async () => {
      probes++;
      return "playable" as const;
    };
    const missing = async () => {
      throw new ApiClientError(404, "NOT_FOUND", "none");
    };
    expect(await resolveStreamLink(selection, missing, probe)).toEqual({
      kind: "error",
      message: "No audio exists for this book yet.",
    });
    const signedOut = fullLinkFails(new ApiClientError(401, "UNAUTHORIZED", "sign in"));
    expect((await resolveStreamLink({ ...selection, mode: "full" }, signedOut, probe)).kind).toBe("error");
    expect(probes).toBe(0);
  });
});
