import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { CategoryPage, FavouriteCategories } from "../../shared/contract";
import worker from "../../worker/index";
import { COST_HEADER, type Costs } from "../../worker/lib/cost-metrics";
import { BASE, call, json } from "./support/http";
import { createBook, signedIn, uniqueId } from "./support/factories";

const DAY = 86_400_000;
const pageOf = (topic: string, query = "") =>
  call(`/api/v1/categories/books?topic=${encodeURIComponent(topic)}${query}`).then((r) => json<CategoryPage>(r));

/** Every page of a category, following the cursors. */
async function allPages(topic: string, sort: string, limit: number) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: CategoryPage = await pageOf(
      topic,
      `&sort=${sort}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    ids.push(...page.books.map((b) => b.book_id));
    cursor = page.nextCursor;
    pages++;
  } while (cursor && pages < 20);
  return { ids, pages };
}

describe("category view", () => {
  it("lists a category newest summary first, books without a summary last, paged by cursor without repeats", async () => {
    const topic = uniqueId("Topic");
    const base = Date.UTC(2025, 5, 1);
    const summarized = [];
    for (let i = 0; i < 5; i++)
      summarized.push(await createBook({ topic, dateOfSummary: new Date(base + i * DAY), title: `S${i} ${topic}` }));
    const unsummarized = [];
    for (let i = 0; i < 3; i++)
      unsummarized.push(await createBook({ topic, dateOfSummary: null, smallSummarization: null, title: `U${i} ${topic}` }));
    // A book a user added from a catalogue and nobody summarized stays out (decision 080); other topics too.
    await createBook({ topic, dateOfSummary: null, isExternal: true });
    await createBook({ topic: uniqueId("Other") });

    const { ids, pages } = await allPages(topic, "newest", 3);
    expect(pages).toBe(3);
    expect(ids).toEqual([
      ...summarized.map((b) => b.bookId).reverse(),
      ...unsummarized
        .map((b) => b.bookId)
        .sort()
        .reverse(),
    ]);
  });

  it("sorts by title A to Z and by most requested, every book once", async () => {
    const topic = uniqueId("Topic");
    const c = await createBook({ topic, title: "Cherry" });
    const a = await createBook({ topic, title: "Apple" });
    const b = await createBook({ topic, title: "Banana" });
    expect((await allPages(topic, "title", 2)).ids).toEqual([a.bookId, b.bookId, c.bookId]);

    // Requests are counted by triggers as readers ask (migration 0006).
    const ask = async (bookId: string, times: number) => {
      for (let i = 0; i < times; i++) {
        const { user, token } = await signedIn("free");
        const res = await call("/api/v1/library/request-summarization", {
          token,
          body: { bookId, email: user.email },
        });
        expect(res.status).toBe(200);
      }
    };
    await ask(b.bookId, 2);
    await ask(c.bookId, 1);
    const requested = await allPages(topic, "requested", 2);
    expect(requested.ids).toEqual([b.bookId, c.bookId, a.bookId]);
    const first = await pageOf(topic, "&sort=requested&limit=1");
    expect(first.books[0]!.requested_emails_count).toBe(2);
    // Requesters' addresses stay private on the public list.
    expect(first.books[0]!.requested_emails).toEqual([]);
  });

  it("answers an unknown category with an empty page", async () => {
    const topic = uniqueId("Nothing");
    const page = await pageOf(topic);
    expect(page).toMatchObject({ topic, books: [], nextCursor: null, sort: "newest" });
  });

  it("finds a category asked in another case, and answers it under the library's spelling", async () => {
    const topic = uniqueId("Stoic Philosophy");
    const book = await createBook({ topic, title: `In ${topic}` });
    for (const asked of [topic.toLowerCase(), topic.toUpperCase()]) {
      const page = await pageOf(asked, "&sort=title");
      expect(page.topic, asked).toBe(topic);
      expect(page.books.map((b) => b.book_id)).toEqual([book.bookId]);
    }
    // Spelled as the library spells it, the answer is the same page.
    expect((await pageOf(topic, "&sort=title")).books.map((b) => b.book_id)).toEqual([book.bookId]);
  });

  it("costs one D1 statement a page (the library version is in KV), whatever its size: no query per book", async () => {
    const topic = uniqueId("Topic");
    for (let i = 0; i < 12; i++) await createBook({ topic });
    const benchEnv = { ...env, COST_METRICS: "on" } as Env;
    for (const sort of ["newest", "title", "requested"]) {
      const ctx = createExecutionContext();
      const res = await worker.fetch(
        new Request(`${BASE}/api/v1/categories/books?topic=${encodeURIComponent(topic)}&sort=${sort}&limit=12`, {
          headers: { [COST_HEADER]: "1" },
        }),
        benchEnv,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expect(((await res.json()) as CategoryPage).books).toHaveLength(12);
      const costs = JSON.parse(res.headers.get(COST_HEADER)!) as Costs;
      // "newest" takes a second statement only where the summarized books run out (here: none unsummarized).
      expect(costs.d1.reads).toBeGreaterThanOrEqual(1);
      expect(costs.d1.reads).toBeLessThanOrEqual(2);
      expect(costs.d1.writes).toBe(0);
    }
  });
});

describe("keyset paging at depth", () => {
  it("reads about as many rows for page 10 as for page 1, in every sort", async () => {
    const topic = uniqueId("Deep");
    const base = Date.UTC(2025, 0, 1);
    for (let i = 0; i < 60; i++)
      await createBook({ topic, title: `T${String(i).padStart(2, "0")}`, dateOfSummary: new Date(base + (i % 7) * DAY) });
    const benchEnv = { ...env, COST_METRICS: "on" } as Env;
    const rowsRead = async (query: string) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(
        new Request(`${BASE}/api/v1/categories/books?topic=${encodeURIComponent(topic)}&limit=5${query}`, {
          headers: { [COST_HEADER]: "1" },
        }),
        benchEnv,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      const body = (await res.json()) as CategoryPage;
      return { rows: (JSON.parse(res.headers.get(COST_HEADER)!) as Costs).d1.rowsRead, next: body.nextCursor };
    };
    for (const sort of ["newest", "title", "requested"]) {
      const first = await rowsRead(`&sort=${sort}`);
      let page = first;
      for (let p = 2; p <= 10; p++) page = await rowsRead(`&sort=${sort}&cursor=${encodeURIComponent(page.next!)}`);
      expect(page.rows, sort).toBeLessThanOrEqual(first.rows + 4);
    }
  });
});

describe("favourite categories", () => {
  it("derives the reader's categories from their favourites and shows new summaries there they have not favourited", async () => {
    const topic = uniqueId("Fav");
    const liked = await createBook({ topic, dateOfSummary: new Date(Date.UTC(2025, 0, 1)) });
    const newer = await createBook({ topic, dateOfSummary: new Date(Date.UTC(2025, 2, 1)) });
    const { token } = await signedIn("free");
    expect((await call("/api/v1/user/favorites", { token, body: { bookId: liked.bookId } })).status).toBe(200);
    const res = await call("/api/v1/categories/favourites", { token });
    expect(res.status).toBe(200);
    const body = await json<FavouriteCategories>(res);
    expect(body.topics).toEqual([topic]);
    expect(body.books.map((b) => b.book_id)).toEqual([newer.bookId]);
  });

  it("is empty for a reader without favourites", async () => {
    const { token } = await signedIn("free");
    expect(await json(await call("/api/v1/categories/favourites", { token }))).toEqual({ topics: [], books: [] });
  });
});
