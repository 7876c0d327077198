import { runDurableObjectAlarm } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signedIn } from "./support/factories";
import { call, errorCode, json } from "./support/http";
import { bookWithChapters, creditSince, ledger, report, useListeningClock } from "./support/reader";
import { withinOneRateWindow } from "./support/rate-window";
import { bookWithSnippet } from "./support/highlights";

beforeEach(useListeningClock);
afterEach(() => vi.useRealTimers());

const exportOf = async (token: string, format: "markdown" | "json") =>
  (await json<{ filename: string; content: string }>(await call(`/api/v1/export?format=${format}`, { token }))).content;

/** Issue 32, part 3: every reader can take their own data away; highlights stay premium. */
describe("a free reader's export", () => {
  it("holds their favourites, history and listening log as Markdown and JSON, and no highlight sections", async () => {
    const { user, token } = await signedIn("free");
    const { bookId, title, chapterIds } = await bookWithChapters([300]);
    const favourite = await bookWithChapters([30]);
    expect((await call("/api/v1/user/favorites", { token, body: { bookId: favourite.bookId } })).status).toBe(200);
    await creditSince(user.id);
    await report(token, bookId, 15, { chapterId: chapterIds[0], increment: 15 });
    await report(token, bookId, 75, { chapterId: chapterIds[0], increment: 60 });
    await runDurableObjectAlarm(ledger(user.id));
    const day = new Date().toISOString().slice(0, 10);

    const md = await exportOf(token, "markdown");
    expect(md).toContain("## Favourites");
    expect(md).toContain(`- ${favourite.title} by`);
    expect(md).toContain("## Listening history");
    expect(md).toContain(`- ${title} (`);
    expect(md).toContain(`- ${day}: ${title}, Chapter 1, 0:00–1:15 (1 min)`);
    expect(md).not.toContain("## Highlights");
    expect(md).not.toContain("## Notes");

    const data = JSON.parse(await exportOf(token, "json"));
    expect(Object.keys(data)).toEqual(["exported_at", "account", "favourites", "history", "listeningLog"]);
    expect(data.account).toBe(user.email);
    expect(data.favourites).toEqual([expect.objectContaining({ bookId: favourite.bookId })]);
    expect(data.listeningLog).toEqual([expect.objectContaining({ bookId, toSeconds: 75, day })]);
  });

  it("still gives premium readers their highlights and notes", async () => {
    const { book, snippetId } = await bookWithSnippet();
    const { token } = await signedIn("premium");
    const created = await call("/api/v1/highlights", {
      token,
      body: { bookId: book.bookId, sourceKind: "snippet", sourceId: snippetId, text: "advances action", note: "kept" },
    });
    expect(created.status).toBe(200);
    const data = JSON.parse(await exportOf(token, "json"));
    expect(Object.keys(data)).toEqual(["exported_at", "account", "highlights", "notes", "favourites", "history", "listeningLog"]);
    expect(data.notes).toEqual([expect.objectContaining({ note: "kept" })]);
  });
});

describe("export security", () => {
  it("refuses a free reader the highlights CSV, and anonymous callers everything", async () => {
    const { token } = await signedIn("free");
    const csv = await call("/api/v1/export?format=csv", { token });
    expect(csv.status).toBe(403);
    expect(await errorCode(csv)).toBe("PREMIUM_REQUIRED");
    for (const format of ["markdown", "json", "csv"]) {
      const res = await call(`/api/v1/export?format=${format}`);
      expect(res.status).toBe(401);
      expect(await errorCode(res)).toBe("UNAUTHORIZED");
    }
  });

  it("never carries another reader's data", async () => {
    const owner = await signedIn("free");
    const { bookId } = await bookWithChapters([30]);
    await call("/api/v1/user/favorites", { token: owner.token, body: { bookId } });
    const other = await signedIn("free");
    const data = JSON.parse(await exportOf(other.token, "json"));
    expect(data.favourites).toEqual([]);
    expect(JSON.stringify(data)).not.toContain(bookId);
  });

  it("answers at most 10 exports a minute per reader, then 429 with the envelope", async () => {
    // The limiter counts by wall-clock minute: the file's frozen listening clock would leave the burst waiting forever
    // for a time clear of a minute boundary whenever it froze within 2 s of one.
    vi.useRealTimers();
    const statuses = await withinOneRateWindow(async () => {
      const { token } = await signedIn("free");
      const all: Response[] = [];
      for (let i = 0; i < 11; i++) all.push(await call("/api/v1/export?format=json", { token }));
      return all;
    });
    expect(statuses.map((res) => res.status)).toEqual([...Array(10).fill(200), 429]);
    expect(await errorCode(statuses[10]!)).toBe("RATE_LIMITED");
  }, 60_000);
});
