import { afterEach, describe, expect, it, vi } from "vitest";
import type { UserInfo } from "../../shared/contract";
import { formatBytes } from "../../web/src/features/offline/lib/downloads";
import { keepDownloadsForPremium } from "../../web/src/features/offline/lib/offline-start";
import { downloadCacheName, SESSION_COPY_CACHE } from "../../web/src/lib/offline-copies";
import { mergeReports, reportedBooks } from "../../web/service-worker/report-merge";
import { mayUseCopy } from "../../web/service-worker/stream-links";

describe("offline listening reports", () => {
  it("wait as one: later places win, played seconds add up, the first report's id stays", () => {
    const first = {
      audioHistory: { b1: 10, full_b2: 40 },
      audioHistoryChapter: { b1: "c1" },
      playbackSpeeds: { b1: 1.5 },
      dailyUsageIncrement: 14.2,
      reportId: "first-report-id",
    };
    const second = {
      audioHistory: { b1: 25 },
      audioHistoryChapter: { b1: "c2" },
      playbackSpeeds: {},
      dailyUsageIncrement: 15.1,
      reportId: "second-report-id",
    };
    expect(mergeReports(first, second)).toEqual({
      audioHistory: { b1: 25, full_b2: 40 },
      audioHistoryChapter: { b1: "c2" },
      playbackSpeeds: { b1: 1.5 },
      dailyUsageIncrement: 29.3,
      reportId: "first-report-id",
    });
  });

  it("are about the books their keys name, favourites aside", () => {
    expect(
      reportedBooks({ audioHistory: { b1: 3, full_b2: 4, favorites: ["b9"] }, audioHistoryChapter: { b3: "c" } }).sort(),
    ).toEqual(["b1", "b2", "b3"]);
    expect(reportedBooks({ playbackSpeeds: { b1: 2 } })).toEqual([]);
  });
});

describe("downloads and premium", () => {
  const names = new Set<string>();
  const fakeCaches = {
    keys: async () => [...names],
    delete: async (name: string) => names.delete(name),
  };
  const user = (fields: Partial<UserInfo>) =>
    ({ subscription_end: null, is_admin: false, is_super_user: false, is_premium_domain: false, ...fields }) as UserInfo;
  afterEach(() => {
    vi.unstubAllGlobals();
    names.clear();
  });

  it("are removed at a start with a network once the reader is not premium or not signed in, and kept otherwise", async () => {
    vi.stubGlobal("caches", fakeCaches);
    const fill = () =>
      ["chapterly-shell-v1", downloadCacheName("b1"), downloadCacheName("b2"), SESSION_COPY_CACHE].forEach((n) => {
        names.add(n);
      });
    fill();
    const premium = user({ is_premium_domain: true });
    expect(await keepDownloadsForPremium({ status: "ready", user: premium }, true)).toBe(false);
    // Offline, or before the server has answered, nothing is decided.
    expect(await keepDownloadsForPremium({ status: "ready", user: user({}) }, false)).toBe(false);
    expect(await keepDownloadsForPremium({ status: "unreachable", user: null }, true)).toBe(false);
    expect(await keepDownloadsForPremium({ status: "checking", user: null }, true)).toBe(false);
    expect(names.size).toBe(4);

    expect(await keepDownloadsForPremium({ status: "ready", user: user({}) }, true)).toBe(true);
    expect([...names]).toEqual(["chapterly-shell-v1"]);
    fill();
    expect(await keepDownloadsForPremium({ status: "ready", user: null }, true)).toBe(true);
    expect([...names]).toEqual(["chapterly-shell-v1"]);
  });
});

describe("download sizes", () => {
  it("read as a phone's storage settings show them", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(12_345)).toBe("12.3 kB");
    expect(formatBytes(4_560_000)).toBe("4.6 MB");
    expect(formatBytes(123_400_000)).toBe("123 MB");
    expect(formatBytes(2_000_000_000)).toBe("2.0 GB");
  });
});

describe("stream links the device's copy may answer", () => {
  const token = (claims: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.signature`;

  it("are the links made offline and premium links; a free link always goes to the server, which meters it", () => {
    expect(mayUseCopy("offline")).toBe(true);
    expect(mayUseCopy(token({ b: "book", p: "c1", t: "premium", e: 1 }))).toBe(true);
    expect(mayUseCopy(token({ b: "book", p: "c1", t: "free", e: 1 }))).toBe(false);
    for (const bad of [null, "", "garbage", "a.b", "a.!!!.c"]) expect(mayUseCopy(bad)).toBe(false);
  });
});
