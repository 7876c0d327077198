import { runDurableObjectAlarm } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chapterProgress, listeningSessions } from "../../worker/db/schema";
import { db, signedIn, tokenFor } from "./support/factories";
import { call, json } from "./support/http";
import {
  bookWithChapters,
  coverage,
  creditSince,
  dailyUsage,
  ledger,
  listeningLog,
  finishedBooks,
  myLibrary,
  report,
  useListeningClock,
} from "./support/reader";

beforeEach(useListeningClock);
afterEach(() => vi.useRealTimers());

/** Issue 21 parts 2-4: sessions, coverage, My library and the listening log (docs/decisions/130-133). */
describe("listening sessions and the log", () => {
  it("turns a chapter's reports into one session with from-to and minutes, the same before and after the flush", async () => {
    const { user, token } = await signedIn("free");
    const { bookId, title, chapterIds } = await bookWithChapters([300, 300]);
    await creditSince(user.id);
    for (const [position, increment] of [
      [15, 15],
      [30, 15],
      [45, 15],
    ] as const)
      expect((await report(token, bookId, position, { chapterId: chapterIds[0], increment })).status).toBe(200);
    const before = await listeningLog(token);
    expect(before.sessions).toHaveLength(1);
    expect(before.sessions[0]).toMatchObject({
      book_id: bookId,
      book_title: title,
      mode: "chapter",
      chapter_id: chapterIds[0],
      chapter_title: "Chapter 1",
      from_seconds: 0,
      to_seconds: 45,
      seconds: 45,
    });
    await runDurableObjectAlarm(ledger(user.id));
    const stored = await db().select().from(listeningSessions).where(eq(listeningSessions.userId, user.id));
    expect(stored.map((s) => [s.fromSeconds, s.toSeconds, s.seconds])).toEqual([[0, 45, 45]]);
    const after = await listeningLog(token);
    expect(after.sessions).toEqual(before.sessions);
    expect(after.week_seconds).toBe(45);
    expect(after.all_time_seconds).toBe(45);
    expect(after.days[0]).toEqual({ day: new Date().toISOString().slice(0, 10), seconds: 45 });
  });

  it("starts a new session on a seek and on a chapter change", async () => {
    const { user, token } = await signedIn("premium");
    const { bookId, chapterIds } = await bookWithChapters([300, 300]);
    await creditSince(user.id);
    await report(token, bookId, 20, { chapterId: chapterIds[0], increment: 20 });
    // The player reports a seek with the audio played before it and the position it landed on.
    await report(token, bookId, 200, { chapterId: chapterIds[0], increment: 10 });
    await report(token, bookId, 215, { chapterId: chapterIds[0], increment: 15 });
    await report(token, bookId, 12, { chapterId: chapterIds[1], increment: 12 });
    const log = await listeningLog(token);
    expect(log.sessions.map((s: any) => [s.chapter_id, s.from_seconds, s.to_seconds, s.seconds])).toEqual([
      [chapterIds[1], 0, 12, 12],
      [chapterIds[0], 200, 215, 15],
      [chapterIds[0], 0, 30, 30],
    ]);
    expect(log.all_time_seconds).toBe(57);
  });

  it("agrees with the free allowance's played figure for the day", async () => {
    const { user, token } = await signedIn("free");
    const { bookId, chapterIds } = await bookWithChapters([120, 120]);
    await creditSince(user.id, 60_000);
    // Honest reports, an over-claim, a seek and a second chapter: each figure is clamped the same way.
    await report(token, bookId, 15, { chapterId: chapterIds[0], increment: 15 });
    await report(token, bookId, 30, { chapterId: chapterIds[0], increment: 15.4 });
    await report(token, bookId, 100, { chapterId: chapterIds[0], increment: 5000 });
    await report(token, bookId, 10, { chapterId: chapterIds[1], increment: 10 });
    await runDurableObjectAlarm(ledger(user.id));
    await report(token, bookId, 25, { chapterId: chapterIds[1], increment: 15 });
    const played = await dailyUsage(token);
    const log = await listeningLog(token);
    const today = log.days.find((d: any) => d.day === new Date().toISOString().slice(0, 10));
    expect(played).toBeGreaterThan(50);
    expect(Math.round(today.seconds)).toBe(played);
    expect(Math.round(log.sessions.reduce((sum: number, s: any) => sum + s.seconds, 0))).toBe(played);
  });

  it("maps full-book audio to chapters for coverage", async () => {
    const { user, token } = await signedIn("premium");
    const { bookId, chapterIds } = await bookWithChapters([40, 40, 40]);
    await creditSince(user.id);
    await report(token, bookId, 50, { full: true, increment: 50 });
    const result = await coverage(token, bookId);
    expect(result.chapters.map((c: any) => [c.chapter_id, c.state, c.heard_seconds])).toEqual([
      [chapterIds[0], "done", 40],
      [chapterIds[1], "partial", 10],
      [chapterIds[2], "not_started", 0],
    ]);
    const log = await listeningLog(token);
    expect(log.sessions[0]).toMatchObject({ mode: "full", chapter_id: null, from_seconds: 0, to_seconds: 50 });
    // The flush maps it the same way in SQL.
    await runDurableObjectAlarm(ledger(user.id));
    const stored = await db().select().from(chapterProgress).where(eq(chapterProgress.userId, user.id));
    expect(stored.map((r) => [r.chapterId, r.heardSeconds]).sort()).toEqual([
      [chapterIds[0], 40],
      [chapterIds[1], 10],
    ]);
    expect(await coverage(token, bookId)).toEqual(result);
  });

  it("hides the streak when the reader asks, and keeps the choice on the server", async () => {
    const { user, token } = await signedIn("premium");
    const { bookId, chapterIds } = await bookWithChapters([300]);
    await creditSince(user.id);
    await report(token, bookId, 45, { chapterId: chapterIds[0], increment: 45 });
    await report(token, bookId, 90, { chapterId: chapterIds[0], increment: 45 });
    expect((await listeningLog(token)).streak).toBe(1);
    const saved = await call("/api/v1/listening-log/settings", { method: "PUT", token, body: { hideStreak: true } });
    expect(await json(saved)).toEqual({ hide_streak: true });
    const other = await tokenFor(user.id);
    expect(await listeningLog(other)).toMatchObject({ streak: null, hide_streak: true });
  });
});

describe("chapter coverage and My library", () => {
  it("marks chapters from server-side state, seen from another device", async () => {
    const { user, token } = await signedIn("free");
    const { bookId, chapterIds } = await bookWithChapters([100, 100, 100]);
    await creditSince(user.id);
    await report(token, bookId, 30, { chapterId: chapterIds[0], increment: 30 });
    await report(token, bookId, 97, { chapterId: chapterIds[0], increment: 10 }); // a seek near the end
    await report(token, bookId, 100, { chapterId: chapterIds[0], increment: 3 }); // played to the end
    await report(token, bookId, 20, { chapterId: chapterIds[1], increment: 20 });
    const phone = await tokenFor(user.id);
    const result = await coverage(phone, bookId);
    expect(result.chapters.map((c: any) => c.state)).toEqual(["done", "partial", "not_started"]);
    expect(result).toMatchObject({ chapters_done: 1, chapters_total: 3, finished: false, time_left_seconds: 180 });
    await runDurableObjectAlarm(ledger(user.id));
    expect((await coverage(phone, bookId)).chapters.map((c: any) => c.state)).toEqual(["done", "partial", "not_started"]);
  });

  it("lists a book under In progress, then Finished once every chapter is heard or read, with time left at the reader's speed", async () => {
    const { user, token } = await signedIn("premium");
    const { bookId, chapterIds } = await bookWithChapters([60, 60]);
    const favourite = await bookWithChapters([30]);
    await call("/api/v1/user/favorites", { token, body: { bookId: favourite.bookId } });
    await creditSince(user.id);
    await report(token, bookId, 30, { chapterId: chapterIds[0], increment: 30, speed: 1.5 });
    let library = await myLibrary(token);
    expect(library.in_progress.map((b: any) => b.book_id)).toEqual([bookId]);
    // 30 s left of chapter 1 and 60 s of chapter 2, at 1.5x.
    expect(library.in_progress[0]).toMatchObject({ chapters_done: 0, chapters_total: 2, time_left_seconds: 60, speed: 1.5 });
    expect(library.finished).toEqual([]);
    expect(await finishedBooks(token)).toEqual([]);
    expect(library.favourites.map((b: any) => b.book_id)).toEqual([favourite.bookId]);

    await report(token, bookId, 58, { chapterId: chapterIds[0], increment: 28 });
    const read = await call("/api/v1/my-library/chapter-read", { token, body: { bookId, chapterId: chapterIds[1] } });
    expect(read.status).toBe(200);
    expect(await json(read)).toMatchObject({ finished: true, chapters_done: 2, time_left_seconds: 0 });
    library = await myLibrary(token);
    expect(library.in_progress).toEqual([]);
    expect(library.finished.map((b: any) => b.book_id)).toEqual([bookId]);
    // Home's Continue listening leaves it out: the finished ids alone, the same on another device.
    expect(await finishedBooks(await tokenFor(user.id))).toEqual([bookId]);
  });

  it("puts the flushed sessions in the export, as Markdown and JSON", async () => {
    const { user, token } = await signedIn("premium");
    const { bookId, title, chapterIds } = await bookWithChapters([300, 300]);
    await creditSince(user.id);
    await report(token, bookId, 15, { chapterId: chapterIds[0], increment: 15 });
    await report(token, bookId, 75, { chapterId: chapterIds[0], increment: 60 });
    await runDurableObjectAlarm(ledger(user.id));
    const day = new Date().toISOString().slice(0, 10);

    const md = await json<{ content: string }>(await call("/api/v1/export?format=markdown", { token }));
    expect(md.content).toContain("## Listening log");
    expect(md.content).toContain(`- ${day}: ${title}, Chapter 1, 0:00–1:15 (1 min)`);
    const file = await json<{ content: string }>(await call("/api/v1/export?format=json", { token }));
    const data = JSON.parse(file.content) as { listeningLog: Record<string, unknown>[] };
    expect(data.listeningLog).toEqual([
      expect.objectContaining({ bookId, chapterId: chapterIds[0], fromSeconds: 0, toSeconds: 75, seconds: 75, day }),
    ]);
  });
});
