import { cfg, log } from "../lib/config";
import { call, callJson } from "../lib/http";
import { section } from "../lib/report";
import { ms, summarize } from "../lib/stats";
import type { Costs } from "../../worker/lib/cost-metrics-types";

/**
 * Issue 21: the category view on the synthetic library. Walks the first pages of big categories in every sort,
 * following the server's cursor as the SPA's "Show more" does, on an empty edge cache (cold: the worker runs the
 * keyset query), then repeats first pages (warm). Each request asks for the dev-only cost counts (X-Chapterly-Cost,
 * docs/decisions/045), so the table shows D1 statements and rows read per request: a page must cost the same
 * few statements at any depth and never one per book (docs/decisions/120-category-browse.md).
 */
const ASK = { "x-chapterly-cost": "1" };
const TOPICS = ["Business", "History", "Science"];
const SORTS = ["newest", "title", "requested"] as const;
const PAGE = 12;
/** Budgets: search's latency budget, and what a keyset page may cost. */
const STATEMENTS_BUDGET = 3;
const ROWS_READ_BUDGET = 4 * (PAGE + 1) + 10;

interface Sample {
  ms: number;
  costs: Costs;
  label?: string;
}

function costsOf(headers: Headers): Costs {
  const header = headers.get("x-chapterly-cost");
  if (!header) throw new Error("category page answered without X-Chapterly-Cost: rebuild without BENCH_SKIP_BUILD");
  return JSON.parse(header) as Costs;
}

export async function categoryPage(premium: string) {
  const s = section(`Category view on the ${cfg.books.toLocaleString("en")}-book synthetic library (issue 21)`);
  log("category view...");
  const pagesPerWalk = Math.max(2, Math.min(40, Math.round(cfg.searchCold)));
  const cold: Sample[] = [];
  const deepest: Sample[] = [];
  let errors = 0;
  let hits = 0;
  let totalBooks = 0;
  for (const sort of SORTS) {
    for (const topic of TOPICS) {
      let cursor: string | null = null;
      for (let p = 0; p < pagesPerWalk; p++) {
        const query = new URLSearchParams({ topic, sort, limit: String(PAGE), ...(cursor ? { cursor } : {}) });
        const a = await call({ path: `/api/v1/categories/books?${query}`, headers: ASK });
        if (a.status !== 200) {
          errors++;
          log(`category ${topic} ${sort} page ${p + 1}: ${a.status} ${a.text.slice(0, 200)}`);
          break;
        }
        if (a.headers.get("x-edge-cache") === "hit") hits++;
        const sample = { ms: a.ms, costs: costsOf(a.headers), label: `${topic}, ${sort}, page ${p + 1}` };
        cold.push(sample);
        if (p === pagesPerWalk - 1) deepest.push(sample);
        const body = JSON.parse(a.text) as { books: unknown[]; nextCursor: string | null };
        totalBooks += body.books.length;
        cursor = body.nextCursor;
        if (!cursor) break;
      }
    }
  }
  const warm: number[] = [];
  for (let i = 0; i < Math.max(10, Math.min(100, cfg.searchWarm)); i++) {
    const topic = TOPICS[i % TOPICS.length]!;
    const a = await call({ path: `/api/v1/categories/books?topic=${topic}&sort=newest&limit=${PAGE}` });
    if (a.status === 200) warm.push(a.ms);
    else errors++;
  }

  // The home row of favourite categories, for a reader with a few favourites in two categories.
  for (const bookId of ["synthetic-3", "synthetic-6", "synthetic-9"])
    await callJson({ path: "/api/v1/user/favorites", body: { bookId }, token: premium });
  const favourites: Sample[] = [];
  for (let i = 0; i < 20; i++) {
    const a = await call({ path: "/api/v1/categories/favourites", token: premium, headers: ASK });
    if (a.status !== 200) {
      errors++;
      continue;
    }
    favourites.push({ ms: a.ms, costs: costsOf(a.headers) });
  }

  const coldMs = summarize(cold.map((c) => c.ms));
  const warmMs = summarize(warm);
  const favMs = summarize(favourites.map((f) => f.ms));
  const max = (list: Sample[], pick: (c: Costs) => number) => Math.max(0, ...list.map((x) => pick(x.costs)));
  const statements = max(cold, (c) => c.d1.statements);
  const rowsRead = max(cold, (c) => c.d1.rowsRead);
  const deepRows = max(deepest, (c) => c.d1.rowsRead);
  const favStatements = max(favourites, (c) => c.d1.statements);
  s.rows.push(
    { figure: `category page, cold, p50 (n=${coldMs.n})`, value: ms(coldMs.p50), budget: "≤ 50 ms", pass: coldMs.p50 <= 50 },
    { figure: `category page, cold, p99 (n=${coldMs.n})`, value: ms(coldMs.p99), budget: "≤ 150 ms", pass: coldMs.p99 <= 150 },
    {
      figure: `category page, warm (edge cache hit), p50 (n=${warmMs.n})`,
      value: ms(warmMs.p50),
      budget: "≤ 50 ms",
      pass: warmMs.p50 <= 50,
    },
    {
      figure: "D1 statements per category page, most (library version + keyset page)",
      value: String(statements),
      budget: `≤ ${STATEMENTS_BUDGET}`,
      pass: statements <= STATEMENTS_BUDGET,
    },
    {
      figure: `D1 rows read per category page, most (page ${pagesPerWalk} as cheap as page 1)`,
      value: `${rowsRead} (deepest page ${deepRows})`,
      budget: `≤ ${ROWS_READ_BUDGET}`,
      pass: rowsRead <= ROWS_READ_BUDGET,
    },
    { figure: `favourite categories row, p50 (n=${favMs.n})`, value: ms(favMs.p50), budget: "≤ 50 ms", pass: favMs.p50 <= 50 },
    {
      figure: "D1 statements for the favourite categories row (session, topics, one per topic)",
      value: String(favStatements),
      budget: "≤ 6",
      pass: favStatements <= 6,
    },
    { figure: "category errors", value: String(errors), budget: "0", pass: errors === 0 },
    {
      figure: "cold category pages served from the edge cache",
      value: String(hits),
      budget: "0 (else cold is not cold)",
      pass: hits === 0,
    },
  );
  const slowest = [...cold].sort((a, b) => b.ms - a.ms).slice(0, 5);
  s.notes.push(
    `Slowest cold pages: ${slowest.map((x) => `${x.label} ${ms(x.ms)} (${x.costs.d1.rowsRead} rows read)`).join("; ")}.`,
  );
  s.notes.push(
    `Cold: ${pagesPerWalk} pages of ${PAGE} per walk (following nextCursor), for each of ${SORTS.join(", ")} in ${TOPICS.join(", ")} (${totalBooks.toLocaleString("en")} books listed), each page the first time since the edge cache was emptied. Warm: first pages repeated. The favourite-categories row is per reader (never cached).`,
  );
}
