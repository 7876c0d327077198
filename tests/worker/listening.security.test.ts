import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { acceptedIncrement, CREDIT_BANK_MS, creditReport, usageKey, type UsageRecord } from "../../worker/listening/allowance";
import { setUsage } from "./support/audio";
import { createBook, signedIn } from "./support/factories";
import { call, errorCode, json } from "./support/http";

const report = (token: string, body: Record<string, unknown>) => call("/api/v1/user/write-audio-history", { token, body });
const usage = async (token: string) =>
  (await json(await call("/api/v1/user/daily-usage", { method: "POST", token }))).dailyUsage as number;

describe("usage increments are clamped by the server", () => {
  it("floors a negative increment at 0, so usage cannot be erased", async () => {
    const { user, token } = await signedIn("free");
    await setUsage(user.id, 300);
    expect(await json(await report(token, { dailyUsageIncrement: -250 }))).toEqual({ dailyUsage: 300 });
    expect(await usage(token)).toBe(300);
  });

  it("caps a huge increment by the audio that could play at 3x since the previous report, plus slack", async () => {
    const { user, token } = await signedIn("free");
    // Last credited 60 s ago: at most 60 s x 3 + 5 s = 185 s of audio can be added now, and 3x whatever more time a
    // loaded machine takes before the server reads its clock.
    const lastCredited = Date.now() - 60_000;
    await setUsage(user.id, 100, lastCredited);
    const { dailyUsage } = await json(await report(token, { dailyUsageIncrement: 1e9 }));
    const passed = (Date.now() - lastCredited) / 1000;
    expect(dailyUsage).toBeGreaterThanOrEqual(280);
    expect(dailyUsage).toBeLessThanOrEqual(100 + Math.ceil(passed * 3) + 5);
  });

  it("limits the first report of the day to one report interval at 3x plus slack", async () => {
    const { token } = await signedIn("free");
    expect(await json(await report(token, { dailyUsageIncrement: 600 }))).toEqual({ dailyUsage: 50 });
  });

  it("does not let rapid reports add more than the time that passed", async () => {
    const { token } = await signedIn("free");
    // The server counts from when it took the first report, which is before its answer arrives here.
    const started = Date.now();
    await report(token, { dailyUsageIncrement: 15 });
    let last = 0;
    for (let i = 0; i < 5; i++) last = (await json(await report(token, { dailyUsageIncrement: 15 }))).dailyUsage;
    // At most what could play at 3x in the wall time since one report interval before the first report (15 s), plus
    // the slack once: 50 s, plus what really passed at 3x (a loaded machine takes longer over them, and the server
    // rightly credits that time); not 15 + 75.
    const passed = Math.ceil(((Date.now() - started) / 1000) * 3);
    expect(last).toBeGreaterThanOrEqual(15);
    expect(last).toBeLessThanOrEqual(50 + passed);
    expect(last).toBeLessThan(15 + 75);
  });

  it("stores the counter per user and UTC day with a two-day expiry", async () => {
    const { user, token } = await signedIn("free");
    await report(token, { dailyUsageIncrement: 5 });
    const key = usageKey(user.id, Date.now());
    expect(await env.USAGE.get(key, "json")).toMatchObject({ seconds: 5 });
    const { keys } = await env.USAGE.list({ prefix: key });
    const expiresIn = (keys[0]?.expiration ?? 0) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(2 * 86400 - 120);
    expect(expiresIn).toBeLessThanOrEqual(2 * 86400 + 1);
    expect(usageKey(user.id, Date.UTC(2026, 0, 2, 23, 59))).toBe(`usage:${user.id}:2026-01-02`);
  });
});

describe("write-audio-history validation", () => {
  it.each([
    ["a playback rate below 0.5", { playbackSpeeds: { b: 0.25 } }],
    ["a playback rate above 3", { playbackSpeeds: { b: 3.5 } }],
    ["a negative position", { audioHistory: { b: -1 } }],
    ["a position that is not a number", { audioHistory: { b: "12" } }],
    ["a chapter id that is not a string", { audioHistoryChapter: { b: 3 } }],
    ["an empty chapter id", { audioHistoryChapter: { b: "" } }],
    ["a key with spaces", { audioHistory: { "book one": 1 } }],
    ["an over-long key", { audioHistory: { ["k".repeat(300)]: 1 } }],
    ["too many entries", { audioHistory: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`b${i}`, i])) }],
    ["an increment that is not a number", { dailyUsageIncrement: "15" }],
    ["unknown fields", { audioHistory: {}, isPremium: true }],
    ["a position under the favourites key", { audioHistory: { favorites: 12 } }],
    ["favourites that are not book ids", { audioHistory: { favorites: [1, 2] } }],
    ["over 500 favourites", { audioHistory: { favorites: Array.from({ length: 501 }, (_, i) => `b${i}`) } }],
  ])("rejects %s with VALIDATION_FAILED and writes nothing", async (_label, body) => {
    const { token } = await signedIn("free");
    const res = await report(token, { dailyUsageIncrement: 10, ...body });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("VALIDATION_FAILED");
    expect(await usage(token)).toBe(0);
  });

  it("rejects a body that is not JSON", async () => {
    const { token } = await signedIn("free");
    const res = await call("/api/v1/user/write-audio-history", {
      token,
      rawBody: "{nope",
      headers: { "Content-Type": "application/json" },
      method: "POST",
    });
    expect(res.status).toBe(400);
  });

  it("asks anonymous callers to sign in", async () => {
    for (const path of ["/api/v1/user/write-audio-history", "/api/v1/user/daily-usage"]) {
      const res = await call(path, { body: {} });
      expect(res.status).toBe(401);
      expect(await errorCode(res)).toBe("UNAUTHORIZED");
    }
  });
});

describe("favourites through write-audio-history", () => {
  it("stores only books that exist, and a history key can never overwrite the list", async () => {
    const { token } = await signedIn("free");
    const book = await createBook();
    const res = await report(token, { audioHistory: { favorites: [book.bookId, "no-such-book", book.bookId] } });
    expect(res.status).toBe(200);
    const info = await json(await call("/api/v1/user/user-info", { method: "POST", token }));
    expect(info.audio_history.favorites).toEqual([book.bookId]);
  });
});

describe("the increment clamp", () => {
  it("is clamped by the server to the audio uncredited wall time can hold at 3x, plus slack", () => {
    const now = 1_000_000_000;
    expect(acceptedIncrement(-5, { seconds: 0, creditedUntil: null }, now)).toBe(0);
    expect(acceptedIncrement(1e9, { seconds: 0, creditedUntil: null }, now)).toBe(50);
    expect(acceptedIncrement(1e9, { seconds: 0, creditedUntil: now - 30_000 }, now)).toBe(95);
    expect(acceptedIncrement(10, { seconds: 0, creditedUntil: now - 30_000 }, now)).toBe(10);
    expect(acceptedIncrement(10, { seconds: 0, creditedUntil: now + 5_000 }, now)).toBe(0);
    expect(acceptedIncrement(Number.POSITIVE_INFINITY, { seconds: 0, creditedUntil: null }, now)).toBe(0);
    expect(usageKey("u1", Date.UTC(2026, 4, 3, 23, 59, 59))).toBe("usage:u1:2026-05-03");
  });

  it("credits honest reports in full however late they reach the ledger, and a liar no faster than 3x wall time", () => {
    const start = 1_000_000_000;
    const credit = (record: UsageRecord, increment: number, at: number) => creditReport(record, increment, start + at * 1000);
    // Every 15 s, 15 s of audio; the second report reaches the ledger 14 s late, the third on time, 1 s after it.
    let record: UsageRecord = { seconds: 0, creditedUntil: null };
    for (const at of [0, 29, 30, 45, 60]) {
      const { accepted, next } = credit(record, 15, at);
      expect(accepted, `the report at ${at} s`).toBe(15);
      record = next;
    }
    expect(record.seconds).toBe(75);

    // A client claiming an hour every 15 s gets 3x the wall time (the first report's interval included) plus the slack.
    let liar: UsageRecord = { seconds: 0, creditedUntil: null };
    for (const at of [0, 15, 30, 45, 60]) liar = credit(liar, 3600, at).next;
    expect(liar.seconds).toBeCloseTo((60 + 15) * 3 + 5, 1);
    // Wall time banks for at most CREDIT_BANK_MS: after an idle hour, one claim gets that much, not the hour.
    expect(credit(liar, 1e9, 60 + 3600).accepted).toBe((CREDIT_BANK_MS / 1000) * 3 + 5);
  });
});
