import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_STORED_HISTORY_KEYS } from "../../../worker/db/listening";
import { books, categoryCounts, listeningPositions } from "../../../worker/db/schema";
import worker from "../../../worker/index";
import { COST_HEADER, type Costs } from "../../../worker/lib/cost-metrics";
import { libraryChanged, libraryVersion } from "../../../worker/lib/library-version";
import { BASE, call, errorCode, json } from "../support/http";
import { createBook, createChapterWithSnippets, db, signedIn, uniqueId } from "../support/factories";
import { withinOneRateWindow } from "../support/rate-window";

/** Issue 32 item 1: what a stranger can make the database do is bounded; attacker tests with the happy ones. */

type Category = { topic: string; count: number };
const categories = async (lang?: string) =>
  json<Category[]>(await call(`/api/v1/library/categories${lang ? `?lang=${lang}` : ""}`));
const countOf = (list: Category[], topic: string) => list.find((c) => c.topic === topic)?.count ?? 0;

/** What the counts table holds against a full recount of the books it summarizes. */
async function countsAgreeWithBooks() {
  const recount = await db().all<{ language: string; topic: string; n: number }>(sql`
    select language, topic, count(*) as n from books where not (is_external = 1 and date_of_summary is null) group by language, topic
    union all
    select '*', topic, count(*) from books where not (is_external = 1 and date_of_summary is null) group by topic`);
  const kept = await db().select().from(categoryCounts);
  const asMap = (rows: { language: string; topic: string; n: number }[]) =>
    Object.fromEntries(rows.filter((r) => r.n > 0).map((r) => [`${r.language}/${r.topic}`, r.n]));
  return { kept: asMap(kept.map((r) => ({ ...r, n: r.count }))), recount: asMap(recount) };
}

describe("categories are answered from counts kept on write", () => {
  it("counts follow adding, editing, hiding and deleting books, per language and in all", async () => {
    const topic = `Counted ${uniqueId("t")}`;
    const other = `${topic} moved`;
    const a = await createBook({ topic, language: "en" });
    const b = await createBook({ topic, language: "fr" });
    // An unsummarized external book is listed nowhere, so it is not counted.
    const hidden = await createBook({ topic, isExternal: true, dateOfSummary: null });
    expect(countOf(await categories(), topic)).toBe(2);
    expect(countOf(await categories("en"), topic)).toBe(1);

    await db().update(books).set({ topic: other }).where(eq(books.bookId, a.bookId));
    await db().update(books).set({ language: "en" }).where(eq(books.bookId, b.bookId));
    await db().update(books).set({ dateOfSummary: new Date() }).where(eq(books.bookId, hidden.bookId));
    await libraryChanged(env); // as the worker's book writers do (decision 031)
    expect(countOf(await categories(), topic)).toBe(2);
    expect(countOf(await categories("en"), topic)).toBe(2);
    expect(countOf(await categories("fr"), topic)).toBe(0);
    expect(countOf(await categories("en"), other)).toBe(1);

    // Hidden again (an admin clearing the summary date of an external book), then deleted.
    await db().update(books).set({ dateOfSummary: null }).where(eq(books.bookId, hidden.bookId));
    await db().delete(books).where(eq(books.bookId, b.bookId));
    await libraryChanged(env);
    expect(countOf(await categories(), topic)).toBe(0);
    expect((await categories()).some((c) => c.topic === topic)).toBe(false);
    expect(countOf(await categories(), other)).toBe(1);
    const { kept, recount } = await countsAgreeWithBooks();
    expect(kept).toEqual(recount);
  });

  it("many writes at once leave no drift between the counts and the books", async () => {
    const topic = `Busy ${uniqueId("t")}`;
    const made = await Promise.all(Array.from({ length: 12 }, (_, i) => createBook({ topic, language: i % 2 ? "en" : "de" })));
    await Promise.all([
      ...made.slice(0, 4).map((book) => db().delete(books).where(eq(books.bookId, book.bookId))),
      ...made.slice(4, 8).map((book) =>
        db()
          .update(books)
          .set({ topic: `${topic} b` })
          .where(eq(books.bookId, book.bookId)),
      ),
      ...made.slice(8).map((book) => db().update(books).set({ language: "fr" }).where(eq(books.bookId, book.bookId))),
    ]);
    await libraryChanged(env);
    const { kept, recount } = await countsAgreeWithBooks();
    expect(kept).toEqual(recount);
    expect(countOf(await categories(), topic)).toBe(4);
  }, 30_000);

  it("a categories miss reads one row per topic of the language, not the books", async () => {
    const topic = `Cheap ${uniqueId("t")}`;
    for (let i = 0; i < 5; i++) await createBook({ topic, language: "en" });
    const topicsInEnglish = (await db().select().from(categoryCounts).where(eq(categoryCounts.language, "en"))).length;
    const plan = await db().all<{ detail: string }>(
      sql`explain query plan select topic, count from category_counts where language = 'en' and count > 0 order by count desc, topic`,
    );
    // The primary key (language, topic) narrows the read to the language's rows; the books table is never read.
    expect(plan.map((p) => p.detail).join(" | ")).toMatch(/category_counts USING (INDEX|PRIMARY KEY)/);
    expect(plan.map((p) => p.detail).join(" | ")).not.toMatch(/books/);
    expect((await categories("en")).length).toBeLessThanOrEqual(topicsInEnglish);
  });
});

/** The bench's per-request counts (decision 045), turned on for this call only. */
async function costOf(path: string, body?: unknown): Promise<{ response: Response; costs: Costs }> {
  const ctx = createExecutionContext();
  const headers = new Headers({ [COST_HEADER]: "1", "CF-Connecting-IP": "192.0.2.77" });
  if (body !== undefined) headers.set("Content-Type", "application/json");
  const response = await worker.fetch(
    new Request(`${BASE}${path}`, { method: body === undefined ? "GET" : "POST", headers, body: JSON.stringify(body) }),
    { ...env, COST_METRICS: "on" } as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { response, costs: JSON.parse(response.headers.get(COST_HEADER)!) as Costs };
}

describe("an edge-cache hit costs D1 nothing", () => {
  it("every cached library answer, on its second call, runs 0 D1 statements", async () => {
    const topic = `Hit ${uniqueId("t")}`;
    const book = await createBook({ topic, audio: true });
    const withoutAudio = await createBook({ topic });
    const routes: [string, unknown?][] = [
      ["/api/v1/library/books", { orderBy: "date_of_summary" }],
      [`/api/v1/library/book-by-id/${book.bookId}`],
      [`/api/v1/library/book-by-id/${withoutAudio.bookId}`],
      ["/api/v1/library/categories?lang=en"],
      ["/api/v1/library/suggestions?q=test&limit=5"],
      ["/api/v1/library/search?q=test"],
      [`/api/v1/categories/books?topic=${encodeURIComponent(topic)}&sort=newest`],
    ];
    for (const [path, body] of routes) {
      const miss = await costOf(path, body);
      expect(miss.response.status, path).toBe(200);
      const hit = await costOf(path, body);
      expect(hit.response.headers.get("X-Edge-Cache"), path).toBe("hit");
      expect(hit.costs.d1.statements, path).toBe(0);
      expect(await hit.response.text(), path).toBe(await miss.response.text());
    }
  }, 30_000);

  it("a categories miss reads one row per topic (and the row ending the range)", async () => {
    for (let i = 0; i < 3; i++) await createBook({ topic: `Rows ${i} ${uniqueId("t")}`, language: "en" });
    for (let i = 0; i < 20; i++) await createBook({ topic: "Rows shared", language: "en" });
    // Each book written turned the library version over: this is a miss.
    const miss = await costOf("/api/v1/library/categories?lang=en");
    expect(miss.response.headers.get("X-Edge-Cache")).toBe("miss");
    const topics = (await json<Category[]>(miss.response)).length;
    expect(miss.costs.d1.statements).toBe(1);
    // One row per topic of the language, plus the next language's first row, where the index range ends (D1 counts
    // the row that stops the scan); never a book row.
    expect(miss.costs.d1.rowsRead).toBeLessThanOrEqual(topics + 1);
  });
});

describe("a request count does not flush the library's cache", () => {
  it("a summary request leaves the library version, and a cached list, as they were", async () => {
    const book = await createBook();
    const { user, token } = await signedIn("free");
    const first = await call("/api/v1/library/books", { body: { orderBy: "date_of_summary" } });
    await first.arrayBuffer();
    const before = await libraryVersion(env);
    const res = await call("/api/v1/library/request-summarization", {
      token,
      body: { email: user.email, bookId: book.bookId },
    });
    expect(await json(res)).toMatchObject({ successful: true, requested_emails_count: 1 });
    expect(await libraryVersion(env)).toBe(before);
    const again = await call("/api/v1/library/books", { body: { orderBy: "date_of_summary" } });
    expect(again.headers.get("X-Edge-Cache")).toBe("hit");
  });

  it("an admin's book edit turns the version over, and the edited book is served at once", async () => {
    const book = await createBook({ title: "Before" });
    await (await call(`/api/v1/library/book-by-id/${book.bookId}`)).arrayBuffer();
    const before = await libraryVersion(env);
    const { token } = await signedIn("admin");
    const res = await call(`/api/v1/library/admin/books/${book.bookId}`, { method: "PATCH", token, body: { title: "After" } });
    expect(res.status).toBe(200);
    expect(await libraryVersion(env)).not.toBe(before);
    const after = await call(`/api/v1/library/book-by-id/${book.bookId}`);
    expect((await json(after))[0].title).toBe("After");
  });

  it("a refused admin write flushes nothing", async () => {
    const book = await createBook();
    const before = await libraryVersion(env);
    const { token } = await signedIn("free");
    const res = await call(`/api/v1/library/admin/books/${book.bookId}`, { method: "PATCH", token, body: { title: "x" } });
    expect(res.status).toBe(403);
    expect(await libraryVersion(env)).toBe(before);
  });

  it("adding an external book flushes nothing, and its page is found at once", async () => {
    const { token } = await signedIn("free");
    const id = "google_chapterlyGB01";
    const missing = await call(`/api/v1/library/book-by-id/${id}`);
    expect(missing.status).toBe(404);
    const before = await libraryVersion(env);
    const added = await call("/api/v1/library/add-external-book", {
      token,
      body: { book_id: id, title: "x", authors: ["y"] },
    });
    expect(added.status).toBe(200);
    expect(await libraryVersion(env)).toBe(before);
    // The earlier 404 was not cached.
    expect((await call(`/api/v1/library/book-by-id/${id}`)).status).toBe(200);
  });

  it("external adds are limited per reader: past 30 a minute, 429 with the envelope", async () => {
    const statuses = await withinOneRateWindow(async () => {
      const { token } = await signedIn("free");
      const out: Response[] = [];
      for (let i = 0; i < 31; i++)
        out.push(
          await call("/api/v1/library/add-external-book", {
            token,
            body: { book_id: "google_chapterlyGB03", title: "x", authors: ["y"] },
          }),
        );
      return out;
    });
    expect(statuses.slice(0, 30).every((r) => r.status === 200)).toBe(true);
    expect(statuses[30]!.status).toBe(429);
    expect(await errorCode(statuses[30]!)).toBe("RATE_LIMITED");
  }, 30_000);
});

const ledger = (userId: string) => env.LISTENING_LEDGER.get(env.LISTENING_LEDGER.idFromName(userId));
const report = (token: string, body: Record<string, unknown>) => call("/api/v1/user/write-audio-history", { token, body });

describe("write-audio-history keeps only what names a real book", () => {
  it("keeps a real book's position, chapter and speed, and drops unknown books and another book's chapter", async () => {
    const book = await createBook();
    const otherBook = await createBook();
    const chapter = await createChapterWithSnippets(book.bookId, 0, ["<p>One</p>"]);
    const otherChapter = await createChapterWithSnippets(otherBook.bookId, 0, ["<p>Two</p>"]);
    const { user, token } = await signedIn("free");
    const forged = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`no-such-book-${i}`, 5]));
    const res = await report(token, {
      audioHistory: { ...forged, [book.bookId]: 30, [`full_${book.bookId}`]: 12 },
      audioHistoryChapter: { [book.bookId]: chapter, [otherBook.bookId]: chapter, "no-such-book-1": otherChapter },
      playbackSpeeds: { [book.bookId]: 1.5, "no-such-book-2": 2 },
    });
    expect(res.status).toBe(200);
    expect(await ledger(user.id).unflushedHistory()).toEqual({
      audioHistory: { [book.bookId]: 30, [`full_${book.bookId}`]: 12 },
      audioHistoryChapter: { [book.bookId]: chapter },
      playbackSpeeds: { [book.bookId]: 1.5 },
    });
  });

  it(`past ${MAX_STORED_HISTORY_KEYS} stored keys a new book is refused with 409 HISTORY_FULL; known books go on`, async () => {
    const known = await createBook();
    const fresh = await createBook();
    const { user, token } = await signedIn("free");
    // A full shelf, as years of listening would leave it: the known book and MAX - 1 others.
    await db().run(sql`insert into listening_positions (user_id, key, seconds, updated_at)
      with recursive n(i) as (select 1 union all select i + 1 from n where i < ${MAX_STORED_HISTORY_KEYS - 1})
      select ${user.id}, 'old-' || i, 1, 0 from n`);
    await db().insert(listeningPositions).values({ userId: user.id, key: known.bookId, seconds: 1 });

    const refused = await report(token, { audioHistory: { [fresh.bookId]: 10 } });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({
      error: { code: "HISTORY_FULL", message: "Your listening history is full: it keeps places in at most 2,000 books." },
    });
    expect((await report(token, { audioHistory: { [known.bookId]: 20 } })).status).toBe(200);
  }, 30_000);

  it("an honest player (two tabs reporting every 15 s, plus page-hide reports) never meets the limit; a script does", async () => {
    const book = await createBook();
    const { statuses } = await withinOneRateWindow(async () => {
      const { token } = await signedIn("free");
      const statuses: number[] = [];
      // One minute of two tabs: 2 × 4 reports, plus 2 page-hide reports each: 12, well under 60.
      for (let i = 0; i < 12; i++) statuses.push((await report(token, { audioHistory: { [book.bookId]: i } })).status);
      // A script keeps going.
      for (let i = 12; i < 61; i++) {
        const res = await report(token, { audioHistory: { [book.bookId]: i } });
        statuses.push(res.status);
        if (res.status === 429) expect(await errorCode(res)).toBe("RATE_LIMITED");
        else await res.arrayBuffer();
      }
      return { statuses };
    });
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  }, 60_000);
});
