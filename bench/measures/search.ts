import { syntheticBook } from "../../worker/db/seed/synthetic-library";
import { cfg, log } from "../lib/config";
import { call } from "../lib/http";
import { section } from "../lib/report";
import { ms, summarize, type Summary } from "../lib/stats";

function queryShapes(): Record<string, string[]> {
  const words = new Set<string>();
  const authors = new Set<string>();
  const isbns = new Set<string>();
  for (let n = 0; n < Math.min(cfg.books, 20_000); n += 7) {
    const b = syntheticBook(n);
    for (const w of b.title.toLowerCase().split(/\s+/)) if (/^[a-z]{4,}$/.test(w) && w !== "guide") words.add(w);
    authors.add(b.authors[0]!.toLowerCase());
    for (const w of b.authors[0]!.toLowerCase().split(/\s+/)) if (/^[a-z]{4,}$/.test(w)) words.add(w);
  }
  // ISBN prefixes spread over the whole library (10 of 13 digits: about ten books each).
  for (let k = 0; k < 200; k++) isbns.add(syntheticBook(Math.floor((k * 99_991) % Math.max(1, cfg.books))).isbn[0]!.slice(0, 10));
  const three = new Set([...words].map((w) => w.slice(0, 3)));
  const shuffle = (list: string[]) => {
    let seed = 42;
    return list
      .map((v) => ({ v, k: (seed = (seed * 16807) % 2147483647) }))
      .sort((a, b) => a.k - b.k)
      .map((x) => x.v);
  };
  return {
    "1 letter": "abcdefghijklmnopqrstuvwxyz".split(""),
    "3 letters": shuffle([...three]),
    "full word": shuffle([...words]),
    "author name": shuffle([...authors]),
    "ISBN prefix": shuffle([...isbns]),
  };
}

export async function search() {
  const s = section(`Suggestions and full search on the ${cfg.books.toLocaleString("en")}-book synthetic library`);
  const shapes = queryShapes();
  const endpoints = [
    { name: "suggestions", path: (q: string) => `/api/v1/library/suggestions?q=${encodeURIComponent(q)}` },
    { name: "search", path: (q: string) => `/api/v1/library/search?q=${encodeURIComponent(q)}` },
  ];
  let errors = 0;
  let unexpectedHits = 0;
  const totals: Record<string, number[]> = {};
  // Open the database and its FTS index with queries outside the measured set (volume numbers).
  for (let v = 1; v <= 10; v++) for (const e of endpoints) await call({ path: e.path(String(v)) });
  const cold = endpoints.map(() => ({ all: [] as number[], byShape: {} as Record<string, number[]> }));
  const warm = endpoints.map(() => [] as number[]);
  // Cold: each query asked for the first time since the edge cache was emptied, so the worker runs the FTS5 query.
  // Shapes and endpoints interleave (endpoint order alternating), so neither profits from the other's page cache.
  for (let i = 0; i < cfg.searchCold; i++) {
    for (const [shape, queries] of Object.entries(shapes)) {
      const q = queries[i];
      if (q === undefined) continue;
      const order = i % 2 === 0 ? [0, 1] : [1, 0];
      for (const e of order) {
        const a = await call({ path: endpoints[e]!.path(q) });
        if (a.status !== 200) {
          errors++;
          log(`${endpoints[e]!.name} ${q}: ${a.status} ${a.text.slice(0, 200)}`);
          continue;
        }
        if (a.headers.get("x-edge-cache") === "hit") unexpectedHits++;
        (cold[e]!.byShape[shape] ??= []).push(a.ms);
        cold[e]!.all.push(a.ms);
        if (e === 1) (totals[shape] ??= []).push((JSON.parse(a.text) as { total?: number }).total ?? 0);
      }
    }
  }
  // Warm: the first query of each shape, repeated (edge cache hits).
  for (let i = 0; i < 5 + cfg.searchWarm; i++) {
    for (const queries of Object.values(shapes)) {
      for (const [e, endpoint] of endpoints.entries()) {
        const a = await call({ path: endpoint.path(queries[0]!) });
        if (a.status !== 200) {
          errors++;
          continue;
        }
        if (i >= 5) warm[e]!.push(a.ms);
      }
    }
  }
  const push = (label: string, st: Summary) => {
    s.rows.push({ figure: `${label} p50 (n=${st.n})`, value: ms(st.p50), budget: "≤ 50 ms", pass: st.p50 <= 50 });
    s.rows.push({ figure: `${label} p99 (n=${st.n})`, value: ms(st.p99), budget: "≤ 150 ms", pass: st.p99 <= 150 });
  };
  for (const [e, endpoint] of endpoints.entries()) {
    push(`${endpoint.name}, cold, all shapes`, summarize(cold[e]!.all));
    for (const [shape, list] of Object.entries(cold[e]!.byShape)) push(`${endpoint.name}, cold, ${shape}`, summarize(list));
    push(`${endpoint.name}, warm (edge cache hit), all shapes`, summarize(warm[e]!));
  }
  s.rows.push({ figure: "search errors", value: String(errors), budget: "0", pass: errors === 0 });
  s.rows.push({
    figure: "cold requests served from the edge cache",
    value: String(unexpectedHits),
    budget: "0 (else cold is not cold)",
    pass: unexpectedHits === 0,
  });
  const avg = (list: number[]) => Math.round(list.reduce((a, b) => a + b, 0) / Math.max(1, list.length));
  s.notes.push(
    `Cold = a query the worker has not answered since the edge cache was emptied at start (FTS5 query in D1 + serialization); up to ${cfg.searchCold} distinct queries per shape (1 letter: 26). Warm = the first query of each shape repeated ${cfg.searchWarm} times after 5 warm-ups. Mean total matches per shape: ${Object.entries(
      totals,
    )
      .map(([k, v]) => `${k} ${avg(v)}`)
      .join(", ")}.`,
  );
}
