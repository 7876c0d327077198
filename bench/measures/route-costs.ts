import { log, runId } from "../lib/config";
import { baseUrl, call, callJson, nextIp, signIn, type Answer, type Call } from "../lib/http";
import { section } from "../lib/report";
import type { Costs, FlushStats } from "../../worker/lib/cost-metrics-types";

/**
 * Issue 20's per-route cost table: every route the SPA calls in normal use, called as the SPA calls it, with the
 * worker's dev-only instrumentation counting what each request costs (X-Chapterly-Cost, docs/decisions/045), plus
 * what one of the ListeningLedger's alarm flushes writes to D1. Runs before the search and latency measures, on an
 * edge cache emptied at start, so the first call of a cached route is a miss and the second a hit.
 */
const ASK = { "x-chapterly-cost": "1" };

interface Measured {
  route: string;
  caller: string;
  answer: Answer;
  costs: Costs;
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

function costsOf(answer: Answer, what: string): Costs {
  const header = answer.headers.get("x-chapterly-cost");
  if (!header)
    throw new Error(
      `${what} answered ${answer.status} without X-Chapterly-Cost: the served build lacks COST_METRICS (rebuild without BENCH_SKIP_BUILD)`,
    );
  return JSON.parse(header) as Costs;
}

function row(m: Measured): string {
  const { d1, kv, r2, queue, durableObjects } = m.costs;
  const objects = Object.entries(durableObjects)
    .map(([method, n]) => `${n} ${method}`)
    .join(", ");
  const rowsWritten = d1.writesWithoutMeta
    ? `${d1.rowsWritten} + ${d1.writesWithoutMeta} stmt RETURNING¹`
    : String(d1.rowsWritten);
  return `| ${m.route} | ${m.caller} | ${m.answer.status} | ${m.answer.headers.get("x-edge-cache") ?? "-"} | ${d1.reads} / ${d1.writes}${d1.batches ? ` (${d1.batches} batch)` : ""} | ${d1.rowsRead} / ${rowsWritten} | ${d1.rowsReturned} | ${kv.reads} / ${kv.writes} | ${r2.classA} / ${r2.classB} | ${queue.messages} | ${objects || "0"} |`;
}

export async function routeCosts(premium: string) {
  const s = section("Cost of each route the SPA calls (D1, KV, R2, Queues, Durable Objects per request)");
  log("per-route costs...");
  const measured: Measured[] = [];
  const measure = async (route: string, caller: string, c: Call) => {
    const answer = await call({ ...c, headers: { ...c.headers, ...ASK } });
    if (answer.status >= 400) throw new Error(`${route} (${caller}) answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    measured.push({ route, caller, answer, costs: costsOf(answer, route) });
    return answer;
  };

  const email = `bench-${runId}-costs@costs.bench.test`;
  const idToken = async () =>
    (
      await callJson<{ idToken: string }>({
        path: "/api/v1/dev/id-token",
        body: { email, given_name: "Costs", family_name: "Bench" },
      })
    ).idToken;
  const first = await measure("POST /user/login", "new user", {
    path: "/api/v1/user/login",
    body: { googleToken: await idToken() },
  });
  await measure("POST /user/login", "returning user", { path: "/api/v1/user/login", body: { googleToken: await idToken() } });
  const free = (JSON.parse(first.text) as { accessToken: string }).accessToken;
  const users = [
    ["free", free],
    ["premium", premium],
  ] as const;

  await measure("GET /config", "anyone", { path: "/api/v1/config" });
  for (const [who, token] of users)
    await measure("POST /user/user-info", who, { path: "/api/v1/user/user-info", body: {}, token });
  await measure("POST /user/subscription-status", "free", { path: "/api/v1/user/subscription-status", body: {}, token: free });
  for (const attempt of ["1st", "2nd"]) {
    const who = `anyone, ${attempt}`;
    await measure("POST /library/books", who, { path: "/api/v1/library/books", body: { orderBy: "date_of_summary" } });
    await measure("GET /library/book-by-id/{id}", who, { path: "/api/v1/library/book-by-id/meditations" });
    await measure("GET /library/categories", who, { path: "/api/v1/library/categories?lang=en" });
    await measure("GET /library/suggestions", who, { path: "/api/v1/library/suggestions?q=aureli&limit=5" });
    await measure("GET /library/search", who, { path: "/api/v1/library/search?q=aurelius&limit=20&offset=0" });
    await measure("GET /categories/books", who, { path: "/api/v1/categories/books?topic=Philosophy&sort=newest" });
  }
  await measure("GET /categories/favourites", "premium", { path: "/api/v1/categories/favourites", token: premium });
  for (const [who, token] of users)
    await measure("POST /chapter/get-chapters", who, {
      path: "/api/v1/chapter/get-chapters",
      body: { bookId: "meditations", email: null },
      token,
    });
  await measure("POST /snippet/get-snippets", "premium", {
    path: "/api/v1/snippet/get-snippets",
    body: { chapterId: "meditations-ch1" },
    token: premium,
  });
  for (const [who, token] of users) {
    const link = await measure("POST /audio/get-audio", who, {
      path: "/api/v1/audio/get-audio",
      body: { bookId: "meditations" },
      token,
    });
    const { audioUrl } = JSON.parse(link.text) as { audioUrl: string };
    // The stream link carries its own token; the SPA's audio element asks for ranges.
    for (const range of ["bytes=0-65535", "bytes=65536-131071"]) {
      const started = performance.now();
      const res = await fetch(baseUrl + audioUrl, { headers: { range, "cf-connecting-ip": nextIp(), ...ASK } });
      const text = await res.text();
      const answer: Answer = { status: res.status, ms: performance.now() - started, text: "", headers: res.headers };
      if (res.status !== 206) throw new Error(`stream answered ${res.status}: ${text.slice(0, 200)}`);
      measured.push({
        route: `GET /audio/stream (Range ${range.slice(6)})`,
        caller: who,
        answer,
        costs: costsOf(answer, "stream"),
      });
    }
  }
  for (const [who, token] of users) {
    for (const k of [1, 2])
      await measure("POST /user/write-audio-history", `${who}, position report ${k}`, {
        path: "/api/v1/user/write-audio-history",
        body: {
          audioHistory: { meditations: 15 * k },
          audioHistoryChapter: { meditations: "meditations-ch1" },
          playbackSpeeds: { meditations: 1 },
          dailyUsageIncrement: 15,
        },
        token,
      });
    await measure("POST /user/daily-usage", who, { path: "/api/v1/user/daily-usage", body: {}, token });
  }
  // Issue 21's reads: My library, a book's chapter coverage and the listening log, fixed statement counts whatever
  // the number of books or sessions (no query per book).
  for (const [who, token] of users) {
    await measure("GET /my-library", who, { path: "/api/v1/my-library", token });
    await measure("GET /my-library/finished", who, { path: "/api/v1/my-library/finished", token });
    await measure("GET /my-library/coverage/{bookId}", who, { path: "/api/v1/my-library/coverage/meditations", token });
    await measure("GET /listening-log", who, { path: "/api/v1/listening-log?limit=50", token });
  }
  await measure("POST /my-library/chapter-read", "premium", {
    path: "/api/v1/my-library/chapter-read",
    body: { bookId: "meditations", chapterId: "meditations-ch1" },
    token: premium,
  });
  await measure("PUT /listening-log/settings", "free", {
    path: "/api/v1/listening-log/settings",
    method: "PUT",
    body: { hideStreak: false },
    token: free,
  });
  await measure("POST /user/write-audio-history", "free, favourites toggle", {
    path: "/api/v1/user/write-audio-history",
    body: { audioHistory: { favorites: ["meditations"] } },
    token: free,
  });

  // What the free user's first flush wrote to D1 (at once after the first report: decision 044).
  let stats: FlushStats | null = null;
  for (let i = 0; i < 100 && !stats?.flushes; i++) {
    stats = (await callJson<{ flushStats: FlushStats | null }>({ path: "/api/v1/dev/listening-ledger", body: {}, token: free }))
      .flushStats;
    if (!stats?.flushes) await new Promise((r) => setTimeout(r, 100));
  }
  await measure("POST /user/logout", "free", { path: "/api/v1/user/logout", body: {}, token: free });

  const lines = [
    "| Route | Caller | Status | Edge cache | D1 reads / writes | D1 rows read / written | Rows returned | KV reads / writes | R2 class A / B | Queue msgs | Durable Object calls |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...measured.map(row),
  ];
  if (stats?.flushes) {
    const d1 = stats.d1;
    const per = (n: number) => (n / stats!.flushes).toFixed(1);
    lines.push(
      `| ListeningLedger alarm flush (no request; per flush, ${stats.flushes} measured) | - | - | - | ${per(d1.reads)} / ${per(d1.writes)} (${per(d1.batches)} batch) | ${per(d1.rowsRead)} / ${per(d1.rowsWritten)} | ${per(d1.rowsReturned)} | 0 / 0 | 0 / 0 | 0 | - |`,
    );
  }
  const reports = measured.filter((m) => m.caller.includes("position report"));
  const reportD1Writes = Math.max(...reports.map((m) => m.costs.d1.writes));
  s.rows.push({ figure: "routes × callers measured", value: String(measured.length), budget: "-", pass: null });
  s.rows.push({
    figure: "D1 writes per position report (write-audio-history, free and premium)",
    value: String(reportD1Writes),
    budget: "0 (the ledger takes it; 044)",
    pass: reportD1Writes === 0,
  });
  s.rows.push({
    figure:
      "D1 statements in the first flush of a new listener (position, chapter, speed: all new; later flushes write what changed; + 2 for the listening session and its chapter progress, decision 130)",
    value: stats?.flushes
      ? `${(stats.d1.statements / stats.flushes).toFixed(1)} in ${(stats.d1.batches / stats.flushes).toFixed(1)} batch`
      : "no flush seen",
    budget: "1 batch",
    pass: !!stats?.flushes && stats.d1.batches === stats.flushes,
  });
  const readerReads = measured.filter((m) => /^GET \/(my-library|listening-log)/.test(m.route));
  const readerStatements = Math.max(...readerReads.map((m) => m.costs.d1.statements));
  s.rows.push({
    figure: "most D1 statements of a My library, coverage or listening-log read (issue 21: no query per book)",
    value: String(readerStatements),
    budget: "≤ 8 (fixed, whatever the books or sessions)",
    pass: readerStatements <= 8,
  });
  // Issue 32: a hit reads no D1 (the library version is in KV), and a categories miss reads counts, not books.
  const hits = measured.filter((m) => m.answer.headers.get("x-edge-cache") === "hit");
  const hitStatements = Math.max(0, ...hits.map((m) => m.costs.d1.statements));
  s.rows.push({
    figure: `most D1 statements of an edge-cache hit (${hits.length} hits measured)`,
    value: String(hitStatements),
    budget: "0 (issue 32)",
    pass: hits.length > 0 && hitStatements === 0,
  });
  const categoriesMiss = measured.find(
    (m) => m.route === "GET /library/categories" && m.answer.headers.get("x-edge-cache") === "miss",
  );
  const topics = categoriesMiss ? (JSON.parse(categoriesMiss.answer.text) as unknown[]).length : 0;
  s.rows.push({
    figure: "D1 rows read by a categories miss (GET /library/categories?lang=en), against its topics",
    value: categoriesMiss ? `${categoriesMiss.costs.d1.rowsRead} rows for ${topics} topics` : "no miss seen",
    budget: "≤ one per topic, + 1 (the row where the index range ends; issue 32)",
    pass: !!categoriesMiss && categoriesMiss.costs.d1.rowsRead <= topics + 1,
  });
  s.rows.push({
    figure: "most D1 statements of any measured request",
    value: String(Math.max(...measured.map((m) => m.costs.d1.statements))),
    budget: "-",
    pass: null,
  });
  s.rows.push({
    figure: "most Durable Object calls of any measured request",
    value: String(Math.max(...measured.map((m) => sum(m.costs.durableObjects)))),
    budget: "-",
    pass: null,
  });
  s.notes.push(lines.join("\n"));
  s.notes.push(
    "Counted by the worker itself (worker/lib/cost-metrics.ts, on only in the bench's development build and only for requests that ask): each request's bindings are wrapped in counting proxies. D1 reads/writes = statements by SQL verb (each statement of a batch counts; the session lookup of a signed-in request is one of them); rows read/written = D1's result meta (`rows_read`, `rows_written`); a read drizzle runs through `raw()` (which has no meta) is run once more with `run()` for its meta. ¹ Writes with RETURNING (sign-in's user upsert) go through `raw()`, so D1 reports no rows written for them: they are counted as statements, and their rows appear under rows returned. Rows returned = rows answered to the worker. KV: get = read, put/delete = write. R2 class B = get/head, class A = put/list/delete. Durable Object calls = RPC calls on the ListeningLedger, by method. Edge cache: the worker's `X-Edge-Cache`; a hit costs no D1 statement, only the KV read of the library version its cache key carries (decision 031), a miss the route's query (categories reads the counts kept on write, one row per topic: migration 0013); `-` = not cached. 1st/2nd = the same request twice on an edge cache emptied at start. The flush row is read from the ledger's own counters (the alarm runs outside any request): at steady state one flush a minute per listener (see the listeners section).",
  );
}
