import { describe, expect, it } from "vitest";
import { setUsage } from "./support/audio";
import { createBook, createChapter, signedIn } from "./support/factories";
import { call, json } from "./support/http";

const report = (token: string, body: Record<string, unknown>) => call("/api/v1/user/write-audio-history", { token, body });

describe("daily usage", () => {
  it("starts at 0 of the 600 s default for a free user", async () => {
    const { token } = await signedIn("free");
    const res = await call("/api/v1/user/daily-usage", { method: "POST", token });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ dailyUsage: 0, dailyLimit: 600, remainingTime: 600 });
  });

  it("counts reported listening and lowers the remaining time", async () => {
    const { token } = await signedIn("free");
    const res = await report(token, { dailyUsageIncrement: 12 });
    expect(await json(res)).toEqual({ dailyUsage: 12 });
    const usage = await json(await call("/api/v1/user/daily-usage", { method: "POST", token }));
    expect(usage).toEqual({ dailyUsage: 12, dailyLimit: 600, remainingTime: 588 });
  });

  it("never reports negative remaining time", async () => {
    const { user, token } = await signedIn("free");
    await setUsage(user.id, 650);
    expect(await json(await call("/api/v1/user/daily-usage", { method: "POST", token }))).toEqual({
      dailyUsage: 650,
      dailyLimit: 600,
      remainingTime: 0,
    });
  });

  it.each(["premium", "canceling", "premiumDomain", "admin", "superUser"] as const)(
    "keeps usage at 0 and the whole limit remaining for %s users",
    async (persona) => {
      const { token } = await signedIn(persona);
      const res = await report(token, { dailyUsageIncrement: 15 });
      expect(await json(res)).toEqual({ dailyUsage: 0 });
      expect(await json(await call("/api/v1/user/daily-usage", { method: "POST", token }))).toEqual({
        dailyUsage: 0,
        dailyLimit: 600,
        remainingTime: 600,
      });
    },
  );

  it("counts usage again for a subscriber whose subscription has ended", async () => {
    const { token } = await signedIn("expired");
    expect(await json(await report(token, { dailyUsageIncrement: 10 }))).toEqual({ dailyUsage: 10 });
  });
});

describe("audio history", () => {
  it("merges positions, last chapters and speeds into the user's record", async () => {
    const { token } = await signedIn("free");
    await createBook({ bookId: "book-a" });
    await createBook({ bookId: "book-b" });
    await createChapter("book-a", "chapter-2", 1);
    await report(token, {
      audioHistory: { "book-a": 12.5, "full_book-a": 300 },
      audioHistoryChapter: { "book-a": "chapter-2" },
      playbackSpeeds: { "book-a": 1.5 },
    });
    // A later report changes one entry and adds another; the rest stays.
    await report(token, { audioHistory: { "book-a": 40, "book-b": 3 }, playbackSpeeds: { "book-b": 0.5 } });
    const info = await json(await call("/api/v1/user/user-info", { method: "POST", token }));
    expect(info.audio_history).toMatchObject({ "book-a": 40, "full_book-a": 300, "book-b": 3 });
    expect(info.audio_history.favorites).toEqual([]);
    expect(info.audio_history_chapter).toEqual({ "book-a": "chapter-2" });
    expect(info.playback_speeds).toEqual({ "book-a": 1.5, "book-b": 0.5 });
  });

  it("keeps each user's history to themselves", async () => {
    const a = await signedIn("free");
    const b = await signedIn("free");
    await createBook({ bookId: "shared" });
    expect((await report(a.token, { audioHistory: { shared: 99 } })).status).toBe(200);
    const info = await json(await call("/api/v1/user/user-info", { method: "POST", token: b.token }));
    expect(info.audio_history.shared).toBeUndefined();
  });

  it("accepts an empty report", async () => {
    const { token } = await signedIn("free");
    const res = await report(token, {});
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ dailyUsage: 0 });
  });

  it("saves the favourites list sent in the spec's audio_history shape, on the same store as /user/favorites", async () => {
    const { token } = await signedIn("free");
    const [a, b] = [await createBook(), await createBook()];
    const userInfo = async () => json(await call("/api/v1/user/user-info", { method: "POST", token }));
    // An optimistic toggle sends the whole list with the history (spec 4).
    const res = await report(token, { audioHistory: { favorites: [a.bookId, b.bookId], [a.bookId]: 12 } });
    expect(res.status).toBe(200);
    expect((await userInfo()).audio_history).toMatchObject({ favorites: [a.bookId, b.bookId], [a.bookId]: 12 });
    await report(token, { audioHistory: { favorites: [b.bookId] } });
    expect((await userInfo()).audio_history.favorites).toEqual([b.bookId]);
    const viaRoute = await json(await call("/api/v1/user/favorites", { token, body: { bookId: a.bookId } }));
    expect(viaRoute.favorites).toEqual([b.bookId, a.bookId]);
    // A report without the list leaves favourites alone.
    await report(token, { audioHistory: { [b.bookId]: 5 } });
    expect((await userInfo()).audio_history.favorites).toEqual([b.bookId, a.bookId]);
    await report(token, { audioHistory: { favorites: [] } });
    expect((await userInfo()).audio_history.favorites).toEqual([]);
  });
});
