import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { COST_HEADER, costMetricsEnabled, type Costs } from "../../worker/lib/cost-metrics";
import { usageKey } from "../../worker/listening/allowance";
import { createBook, createChapterWithSnippets, signedIn, uniqueId } from "./support/factories";
import { BASE } from "./support/http";

/** The bench's per-request cost counts (decision 045): right counts, same answers, and never outside the bench. */
const benchEnv = { ...env, COST_METRICS: "on" } as Env;

async function fetchWith(environment: Env, path: string, init: { token?: string; body?: unknown; ask?: boolean } = {}) {
  const headers = new Headers();
  if (init.ask !== false) headers.set(COST_HEADER, "1");
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  if (init.body !== undefined) headers.set("Content-Type", "application/json");
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${BASE}${path}`, {
      method: init.body === undefined ? "GET" : "POST",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
    environment,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}
const costsOf = (response: Response) => JSON.parse(response.headers.get(COST_HEADER) ?? "null") as Costs | null;

describe("cost metrics", () => {
  it("counts user-info's one D1 statement, the ledger call and rows, and answers what the real bindings answer", async () => {
    const { token } = await signedIn("free");
    const counted = await fetchWith(benchEnv, "/api/v1/user/user-info", { token, body: {} });
    const plain = await fetchWith(env, "/api/v1/user/user-info", { token, body: {} });
    expect(counted.status).toBe(200);
    expect(await counted.json()).toEqual(await plain.json());
    const costs = costsOf(counted)!;
    // The session check, the user and the saved listening state are one statement (decision 193).
    expect(costs.d1).toMatchObject({ batches: 0, reads: 1, writes: 0 });
    expect(costs.d1.rowsRead).toBeGreaterThan(0);
    expect(costs.durableObjects).toEqual({ overlay: 1 });
    expect(costs.kv).toEqual({ reads: 0, writes: 0, lists: 0 });
  });

  it("counts a batched D1 read and answers what the real batch answers", async () => {
    const topic = uniqueId("Costs");
    const liked = await createBook({ topic, dateOfSummary: new Date(Date.UTC(2025, 0, 1)) });
    const newer = await createBook({ topic, dateOfSummary: new Date(Date.UTC(2025, 2, 1)) });
    const { token } = await signedIn("free");
    expect((await fetchWith(env, "/api/v1/user/favorites", { token, body: { bookId: liked.bookId } })).status).toBe(200);
    const counted = await fetchWith(benchEnv, "/api/v1/categories/favourites", { token });
    const plain = await fetchWith(env, "/api/v1/categories/favourites", { token });
    const body = await counted.json();
    expect(body).toEqual(await plain.json());
    expect(body).toMatchObject({ topics: [topic], books: [{ book_id: newer.bookId }] });
    // The session lookup, the reader's topics, then one batch of a select per topic.
    expect(costsOf(counted)!.d1).toMatchObject({ batches: 1, reads: 3, writes: 0 });
  });

  it("counts KV, the ledger and D1 writes of a history report with favourites", async () => {
    const { user, token } = await signedIn("free");
    const book = await createBook();
    const response = await fetchWith(benchEnv, "/api/v1/user/write-audio-history", {
      token,
      body: { audioHistory: { [book.bookId]: 12, favorites: [book.bookId] }, dailyUsageIncrement: 10 },
    });
    expect(response.status).toBe(200);
    const costs = costsOf(response)!;
    // The ledger alone credits the report and publishes the day's counter: the route reads and writes no KV.
    expect(costs.kv).toEqual({ reads: 0, writes: 0, lists: 0 });
    expect(costs.durableObjects).toEqual({ recordHistory: 1 });
    expect(await env.USAGE.get(usageKey(user.id, Date.now()), "json")).toMatchObject({ seconds: 10 });
    expect(costs.d1.writes).toBeGreaterThan(0);
    expect(costs.d1.rowsWritten).toBeGreaterThan(0);
  });

  it("counts the lookups of a refused audio link too (no R2 call for a book without audio)", async () => {
    const { token } = await signedIn("free");
    const book = await createBook();
    await createChapterWithSnippets(book.bookId, 1, ["<p>x</p>"]);
    const link = await fetchWith(benchEnv, "/api/v1/audio/get-audio", { token, body: { bookId: book.bookId } });
    // No audio object for a fresh book: a 404, still counted (the lookups happened).
    expect(link.status).toBe(404);
    expect(costsOf(link)!.d1.reads).toBeGreaterThan(0);
    expect(costsOf(link)!.r2).toEqual({ classA: 0, classB: 0 });
  });

  it("stays off without the request header, without the var, and outside development", async () => {
    const { token } = await signedIn("free");
    expect((await fetchWith(benchEnv, "/api/v1/user/user-info", { token, body: {}, ask: false })).headers.has(COST_HEADER)).toBe(
      false,
    );
    expect((await fetchWith(env, "/api/v1/user/user-info", { token, body: {} })).headers.has(COST_HEADER)).toBe(false);
    expect(costMetricsEnabled({ ...env, COST_METRICS: "on", ENVIRONMENT: "production" } as Env)).toBe(false);
    expect(costMetricsEnabled({ ...env, COST_METRICS: "on", ENVIRONMENT: "development" } as Env)).toBe(true);
  });
});
