import { runDurableObjectAlarm } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chapterProgress, listeningSessions } from "../../worker/db/schema";
import { db, signedIn, uniqueId } from "./support/factories";
import { call, errorCode, json } from "./support/http";
import {
  bookWithChapters,
  coverage,
  creditSince,
  dailyUsage,
  ledger,
  listeningLog,
  myLibrary,
  report,
  useListeningClock,
} from "./support/reader";

beforeEach(useListeningClock);
afterEach(() => vi.useRealTimers());

/** A client that lies, replays or reaches for another reader's data (issue 21, docs/decisions/130). */
describe("listening sessions against a lying client", () => {
  it("clamps a position beyond the chapter's length to its end", async () => {
    const { user, token } = await signedIn("free");
    const { bookId, chapterIds } = await bookWithChapters([60]);
    await creditSince(user.id);
    await report(token, bookId, 15, { chapterId: chapterIds[0], increment: 15 });
    await report(token, bookId, 30, { chapterId: chapterIds[0], increment: 15 });
    await report(token, bookId, 45, { chapterId: chapterIds[0], increment: 15 });
    await report(token, bookId, 70, { chapterId: chapterIds[0], increment: 15 }); // 10 s past the end
    await report(token, bookId, 999_999, { chapterId: chapterIds[0], increment: 15 }); // far past it
    const log = await listeningLog(token);
    expect(Math.max(...log.sessions.map((s: any) => s.to_seconds))).toBe(60);
    await runDurableObjectAlarm(ledger(user.id));
    const rows = await db().select().from(listeningSessions).where(eq(listeningSessions.userId, user.id));
    expect(Math.max(...rows.map((r) => r.toSeconds))).toBe(60);
    const [progress] = await db().select().from(chapterProgress).where(eq(chapterProgress.userId, user.id));
    expect(progress?.heardSeconds).toBe(60);
  });

  it("credits nothing for a negative increment and refuses a negative position", async () => {
    const { user, token } = await signedIn("free");
    const { bookId, chapterIds } = await bookWithChapters([60]);
    await creditSince(user.id);
    await report(token, bookId, 20, { chapterId: chapterIds[0], increment: 20 });
    expect((await report(token, bookId, 25, { chapterId: chapterIds[0], increment: -500 })).status).toBe(200);
    expect((await listeningLog(token)).all_time_seconds).toBe(20);
    const negative = await report(token, bookId, -5, { chapterId: chapterIds[0], increment: 5 });
    expect(negative.status).toBe(400);
    expect(await errorCode(negative)).toBe("VALIDATION_FAILED");
  });

  it("caps huge minutes by what could have played, in the log and in the allowance alike", async () => {
    const { user, token } = await signedIn("free");
    const { bookId, chapterIds } = await bookWithChapters([600]);
    await creditSince(user.id, 30_000); // 30 s of wall time: at most 95 s of audio
    await report(token, bookId, 100, { chapterId: chapterIds[0], increment: 1e9 });
    const log = await listeningLog(token);
    expect(log.all_time_seconds).toBeLessThanOrEqual(95);
    expect(Math.round(log.all_time_seconds)).toBe(await dailyUsage(token));
  });

  it("keeps no session and no progress for a book that does not exist", async () => {
    const { user, token } = await signedIn("free");
    const ghost = uniqueId("no-such-book");
    await creditSince(user.id);
    expect((await report(token, ghost, 30, { chapterId: "no-chapter", increment: 30 })).status).toBe(200);
    expect((await listeningLog(token)).sessions).toEqual([]);
    await runDurableObjectAlarm(ledger(user.id));
    expect(await db().select().from(listeningSessions).where(eq(listeningSessions.userId, user.id))).toEqual([]);
    expect(await db().select().from(chapterProgress).where(eq(chapterProgress.userId, user.id))).toEqual([]);
    expect((await myLibrary(token)).in_progress).toEqual([]);
    const missing = await call(`/api/v1/my-library/coverage/${ghost}`, { token });
    expect(missing.status).toBe(404);
  });

  it("counts the same report sent twice at once, or replayed later, once", async () => {
    const { user, token } = await signedIn("free");
    const { bookId, chapterIds } = await bookWithChapters([300]);
    await creditSince(user.id);
    await report(token, bookId, 15, { chapterId: chapterIds[0], increment: 15, reportId: "report-aaaaaaaa-1" });
    vi.setSystemTime(Date.now() + 15_000);
    const twice = { chapterId: chapterIds[0], increment: 0, reportId: "report-aaaaaaaa-2" };
    // Both copies claim the same 15 s; the clock has moved on enough for both, so only the id stops the second.
    const sends = await Promise.all([
      report(token, bookId, 30, { ...twice, increment: 15 }),
      report(token, bookId, 30, { ...twice, increment: 15 }),
    ]);
    expect(sends.map((r) => r.status)).toEqual([200, 200]);
    vi.setSystemTime(Date.now() + 60_000);
    await report(token, bookId, 30, { ...twice, increment: 15 }); // replayed a minute later
    const log = await listeningLog(token);
    expect(log.all_time_seconds).toBe(30);
    expect(await dailyUsage(token)).toBe(30);
  });

  it("never shows one reader's sessions, coverage or library to another", async () => {
    const a = await signedIn("premium");
    const b = await signedIn("premium");
    const { bookId, chapterIds } = await bookWithChapters([60]);
    await creditSince(a.user.id);
    await report(a.token, bookId, 30, { chapterId: chapterIds[0], increment: 30 });
    await runDurableObjectAlarm(ledger(a.user.id));
    expect((await listeningLog(b.token)).sessions).toEqual([]);
    expect((await listeningLog(b.token)).all_time_seconds).toBe(0);
    expect((await coverage(b.token, bookId)).chapters[0].state).toBe("not_started");
    expect((await myLibrary(b.token)).in_progress).toEqual([]);
    expect((await myLibrary(a.token)).in_progress.map((e: any) => e.book_id)).toEqual([bookId]);
  });
});

describe("read to the end", () => {
  it("needs premium access: a free reader only ever sees placeholder snippets", async () => {
    const { token } = await signedIn("free");
    const { bookId, chapterIds } = await bookWithChapters([60]);
    const response = await call("/api/v1/my-library/chapter-read", { token, body: { bookId, chapterId: chapterIds[0] } });
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe("PREMIUM_REQUIRED");
    expect((await coverage(token, bookId)).chapters[0].read).toBe(false);
  });

  it("refuses a chapter of another book and writes nothing", async () => {
    const { user, token } = await signedIn("premium");
    const one = await bookWithChapters([60]);
    const other = await bookWithChapters([60]);
    const response = await call("/api/v1/my-library/chapter-read", {
      token,
      body: { bookId: one.bookId, chapterId: other.chapterIds[0] },
    });
    expect(response.status).toBe(404);
    expect(await db().select().from(chapterProgress).where(eq(chapterProgress.userId, user.id))).toEqual([]);
  });
});

describe("the new routes need a signed-in reader", () => {
  for (const [method, path] of [
    ["GET", "/api/v1/my-library"],
    ["GET", "/api/v1/my-library/coverage/any"],
    ["POST", "/api/v1/my-library/chapter-read"],
    ["GET", "/api/v1/listening-log"],
    ["PUT", "/api/v1/listening-log/settings"],
  ] as const) {
    it(`${method} ${path} answers 401 to an anonymous caller`, async () => {
      const response = await call(path, { method, body: method === "GET" ? undefined : {} });
      expect(response.status).toBe(401);
      expect(await errorCode(response)).toBe("UNAUTHORIZED");
    });
  }
  it("answers a settings change only for the caller", async () => {
    const a = await signedIn("free");
    const b = await signedIn("free");
    await call("/api/v1/listening-log/settings", { method: "PUT", token: a.token, body: { hideStreak: true } });
    expect((await json(await call("/api/v1/listening-log", { token: b.token }))).hide_streak).toBe(false);
  });
});
