import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { lastChapters, listeningPositions } from "../../worker/db/schema";
import { usageDay, usageKey } from "../../worker/listening/allowance";
import { migrateLedgerStorage } from "../../worker/listening/ledger-migration";
import { createBook, createChapter, db, signedIn } from "./support/factories";
import { call, json } from "./support/http";

/** Listening history is kept by the user's ledger at once and reaches D1 at most once a minute (decision 044). */
const report = (token: string, position: number) =>
  call("/api/v1/user/write-audio-history", { token, body: { audioHistory: { "book-w": position }, dailyUsageIncrement: 0 } });
const storedInD1 = async (userId: string, key = "book-w") =>
  (
    await db()
      .select({ seconds: listeningPositions.seconds })
      .from(listeningPositions)
      .where(and(eq(listeningPositions.userId, userId), eq(listeningPositions.key, key)))
  )[0]?.seconds ?? null;
const ledger = (userId: string) => env.LISTENING_LEDGER.get(env.LISTENING_LEDGER.idFromName(userId));

describe("listening history writes", () => {
  // Reports keep only keys of real books and their chapters (issue 32).
  beforeAll(async () => {
    await createBook({ bookId: "book-w" });
    await createChapter("book-w", "ch-1");
  });

  it("writes the first report through at once, then at most one flush a minute, always the latest position", async () => {
    const { user, token } = await signedIn("free");
    expect((await report(token, 15)).status).toBe(200);
    // The first report of a quiet listener reaches D1 right away (the ledger's alarm is due at once).
    await expect.poll(() => storedInD1(user.id), { timeout: 5_000 }).toBe(15);
    for (const position of [30, 45, 60]) expect((await report(token, position)).status).toBe(200);
    // The next flush is a minute after the first: D1 still holds 15, yet the reader sees 60 at once.
    expect(await storedInD1(user.id)).toBe(15);
    expect((await ledger(user.id).unflushedHistory())?.audioHistory).toEqual({ "book-w": 60 });
    const info = await json(await call("/api/v1/user/user-info", { method: "POST", token }));
    expect(info.audio_history["book-w"]).toBe(60);

    expect(await runDurableObjectAlarm(ledger(user.id))).toBe(true);
    expect(await storedInD1(user.id)).toBe(60);
    expect(await ledger(user.id).unflushedHistory()).toBeNull();
    // Right after a flush, reads still see the position even if their D1 copy lags.
    expect((await ledger(user.id).overlay()).history?.audioHistory).toEqual({ "book-w": 60 });
  });

  it("answers the reader's places in the order they were last saved, before and after the flush (Continue listening)", async () => {
    await createBook({ bookId: "book-x" });
    await createBook({ bookId: "book-y" });
    const { user, token } = await signedIn("free");
    const place = (bookId: string, position: number) =>
      call("/api/v1/user/write-audio-history", { token, body: { audioHistory: { [bookId]: position }, dailyUsageIncrement: 0 } });
    const order = async () => {
      const info = await json(await call("/api/v1/user/user-info", { method: "POST", token }));
      return Object.keys(info.audio_history).filter((key) => key !== "favorites");
    };
    expect((await place("book-x", 10)).status).toBe(200);
    await expect.poll(() => storedInD1(user.id, "book-x"), { timeout: 5_000 }).toBe(10);
    expect((await place("book-y", 20)).status).toBe(200);
    expect((await place("book-x", 30)).status).toBe(200);
    expect(await order()).toEqual(["book-y", "book-x"]);
    expect(await runDurableObjectAlarm(ledger(user.id))).toBe(true);
    expect(await order()).toEqual(["book-y", "book-x"]);
    expect((await place("book-y", 40)).status).toBe(200);
    expect(await order()).toEqual(["book-x", "book-y"]);
  });

  it("answers D1's places oldest saved first, whatever their keys", async () => {
    const { user, token } = await signedIn("free");
    await db()
      .insert(listeningPositions)
      .values([
        { userId: user.id, key: "book-x", seconds: 5, updatedAt: new Date(2_000_000) },
        { userId: user.id, key: "book-y", seconds: 6, updatedAt: new Date(1_000_000) },
      ]);
    const info = await json(await call("/api/v1/user/user-info", { method: "POST", token }));
    expect(Object.keys(info.audio_history).filter((key) => key !== "favorites")).toEqual(["book-y", "book-x"]);
  });

  it("writes chapter and speed once, not again with every flush that repeats them", async () => {
    const { user, token } = await signedIn("free");
    const full = (position: number) =>
      call("/api/v1/user/write-audio-history", {
        token,
        body: {
          audioHistory: { "book-w": position },
          audioHistoryChapter: { "book-w": "ch-1" },
          playbackSpeeds: { "book-w": 1.5 },
          dailyUsageIncrement: 0,
        },
      });
    expect((await full(15)).status).toBe(200);
    await expect.poll(() => storedInD1(user.id), { timeout: 5_000 }).toBe(15);
    // Mark the chapter row: a flush that rewrote the unchanged chapter would overwrite the mark.
    await db().update(lastChapters).set({ chapterId: "marked" }).where(eq(lastChapters.userId, user.id));
    expect((await full(30)).status).toBe(200);
    expect(await runDurableObjectAlarm(ledger(user.id))).toBe(true);
    expect(await storedInD1(user.id)).toBe(30);
    const [row] = await db()
      .select({ chapterId: lastChapters.chapterId })
      .from(lastChapters)
      .where(eq(lastChapters.userId, user.id));
    expect(row?.chapterId).toBe("marked");
  });

  it("keeps each user's pending history to themselves", async () => {
    const a = await signedIn("free");
    const b = await signedIn("free");
    await report(a.token, 99);
    const info = await json(await call("/api/v1/user/user-info", { method: "POST", token: b.token }));
    expect(info.audio_history["book-w"]).toBeUndefined();
  });
});

describe("the ledger's tables and the state version 0 left (JSON values under storage keys)", () => {
  beforeAll(async () => {
    await createBook({ bookId: "book-m" });
  });

  /** Puts version 0's values in the object's storage and runs the migration the constructor runs, as on its next start. */
  async function storeVersion0(userId: string, values: Record<string, unknown>) {
    await runInDurableObject(ledger(userId), async (_instance, state) => {
      await state.storage.put(values);
      state.storage.sql.exec("UPDATE ledger_meta SET schema_version = 0");
      await migrateLedgerStorage(state.storage, env.USAGE);
      // A second start finds the tables at their version and moves nothing again.
      await state.storage.put("history", {
        userId,
        audioHistory: { "book-m": 999 },
        audioHistoryChapter: {},
        playbackSpeeds: {},
      });
      await migrateLedgerStorage(state.storage, env.USAGE);
      await state.storage.delete("history");
    });
  }

  it("moves every value into the tables once, losing nothing: served bytes, credit, sessions, pending and recent history", async () => {
    const { user, token } = await signedIn("free");
    const now = Date.now();
    const day = usageDay(now);
    const session = {
      id: "s-old",
      bookId: "book-m",
      mode: "chapter",
      chapterId: null,
      day,
      startedAt: now - 120_000,
      endedAt: now - 60_000,
      fromSeconds: 0,
      toSeconds: 60,
      seconds: 60,
    };
    await storeVersion0(user.id, {
      ledger: { day, seconds: 42, parts: { "book-m/1": [[0, 999]] } },
      history: { userId: user.id, audioHistory: { "book-m": 60 }, audioHistoryChapter: {}, playbackSpeeds: { "book-m": 1.5 } },
      lastFlushAt: now - 30_000,
      sessions: {
        sessions: { closed: [], open: session },
        credit: { day, record: { seconds: 60, creditedUntil: now - 60_000 } },
        allowance: { day, seconds: 60 },
        reportIds: ["report-seen"],
        chapters: {},
        written: {},
        recent: null,
      },
    });
    const stub = ledger(user.id);
    expect(await stub.servedSeconds(day)).toBe(42);
    const overlay = await stub.overlay();
    expect(overlay.history).toEqual({
      audioHistory: { "book-m": 60 },
      audioHistoryChapter: {},
      playbackSpeeds: { "book-m": 1.5 },
    });
    expect(overlay.sessions).toEqual([session]);
    // The remembered report id still counts nothing; a new one continues the open session and the day's figure.
    const body = (reportId: string) => ({ audioHistory: { "book-m": 70 }, dailyUsageIncrement: 10, reportId });
    expect((await json(await call("/api/v1/user/write-audio-history", { token, body: body("report-seen") }))).dailyUsage).toBe(
      60,
    );
    expect((await json(await call("/api/v1/user/write-audio-history", { token, body: body("report-new") }))).dailyUsage).toBe(70);
    expect((await stub.overlay()).sessions).toEqual([{ ...session, endedAt: expect.any(Number), toSeconds: 70, seconds: 70 }]);
    // The next flush writes what was pending to D1.
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await storedInD1(user.id, "book-m")).toBe(70);
    expect(await stub.unflushedHistory()).toBeNull();
  });

  it("an object stored before it owned the played figure continues from KV's counter once, then publishes its own", async () => {
    const { user, token } = await signedIn("free");
    const now = Date.now();
    // What the design before that left: KV holds today's figure, the ledger's session state has no played figure.
    await env.USAGE.put(usageKey(user.id, now), JSON.stringify({ seconds: 300, creditedUntil: now - 60_000 }));
    await storeVersion0(user.id, {
      userId: user.id,
      sessions: {
        sessions: { closed: [], open: null },
        credit: { day: usageDay(now), record: { seconds: 300, creditedUntil: now - 60_000 } },
        reportIds: [],
        chapters: {},
        written: {},
        recent: null,
      },
    });
    const body = (increment: number) => ({ audioHistory: { "book-m": 10 }, dailyUsageIncrement: increment });
    const first = await json(await call("/api/v1/user/write-audio-history", { token, body: body(10) }));
    expect(first.dailyUsage).toBe(310);
    // From now on the ledger's own figure counts, whatever KV is made to say.
    await env.USAGE.put(usageKey(user.id, Date.now()), JSON.stringify({ seconds: 0, creditedUntil: null }));
    const second = await json(await call("/api/v1/user/write-audio-history", { token, body: body(5) }));
    expect(second.dailyUsage).toBe(315);
    expect(await env.USAGE.get(usageKey(user.id, Date.now()), "json")).toMatchObject({ seconds: 315 });
  });
});
