import { cfg, log, runId } from "../lib/config";
import { call, pool, signIn, type Call } from "../lib/http";
import { section } from "../lib/report";
import { ms, summarize } from "../lib/stats";

interface Route {
  name: string;
  call: (i: number) => Call;
}

/** Position reports are limited to 60 a minute per reader (wrangler.toml): this loop sends far more, so it takes turns. */
const REPORTS_PER_READER = 50;

export async function apiLatency(tokens: { premium: string; free: string }) {
  const s = section("API latency (sequential, keep-alive, after warm-up; same worker, same run)");
  const readers = await Promise.all(
    Array.from({ length: Math.ceil((cfg.warmup + cfg.samples) / REPORTS_PER_READER) }, (_, n) =>
      signIn(`bench-${runId}-latency-${n}@latency.bench.test`, `Latency${n}`),
    ),
  );
  const routes: Route[] = [
    { name: "trivial: GET /api/v1/config", call: () => ({ path: "/api/v1/config" }) },
    {
      name: "top books: POST /library/books",
      call: () => ({ path: "/api/v1/library/books", body: { orderBy: "date_of_summary" } }),
    },
    { name: "book by id: GET /library/book-by-id/meditations", call: () => ({ path: "/api/v1/library/book-by-id/meditations" }) },
    { name: "suggestions: GET /library/suggestions?q=med", call: () => ({ path: "/api/v1/library/suggestions?q=med" }) },
    {
      name: "get-chapters: POST /chapter/get-chapters",
      call: () => ({ path: "/api/v1/chapter/get-chapters", body: { bookId: "meditations" } }),
    },
    {
      name: "get-snippets (premium): POST /snippet/get-snippets",
      call: () => ({ path: "/api/v1/snippet/get-snippets", body: { chapterId: "meditations-ch1" }, token: tokens.premium }),
    },
    {
      name: "write-audio-history (free): POST /user/write-audio-history",
      call: (i) => ({
        path: "/api/v1/user/write-audio-history",
        token: readers[Math.floor(i / REPORTS_PER_READER)]!,
        body: {
          audioHistory: { meditations: i % 600 },
          audioHistoryChapter: { meditations: "meditations-ch1" },
          dailyUsageIncrement: 1,
        },
      }),
    },
  ];
  const samples = routes.map(() => [] as number[]);
  const errors = routes.map(() => 0);
  // Interleaved (one request per route in turn), so drift and background load hit every route alike.
  for (let i = 0; i < cfg.warmup + cfg.samples; i++) {
    for (const [r, route] of routes.entries()) {
      const a = await call(route.call(i));
      if (a.status !== 200) {
        errors[r]!++;
        if (errors[r] === 1) log(`${route.name} answered ${a.status}: ${a.text.slice(0, 200)}`);
      } else if (i >= cfg.warmup) samples[r]!.push(a.ms);
    }
  }
  const stats = samples.map(summarize);
  const base = stats[0]!;
  for (const [r, route] of routes.entries()) {
    const st = stats[r]!;
    const trivial = r === 0;
    s.rows.push({
      figure: `${route.name} p50`,
      value: `${ms(st.p50)}${trivial ? "" : ` (${(st.p50 / base.p50).toFixed(1)}x trivial)`}`,
      budget: trivial ? "≤ 15 ms" : "≤ 15 ms, ≤ 5x",
      pass: st.p50 <= 15 && (trivial || st.p50 / base.p50 <= 5) && errors[r] === 0,
    });
    s.rows.push({
      figure: `${route.name} p99`,
      value: `${ms(st.p99)}${trivial ? "" : ` (${(st.p99 / base.p99).toFixed(1)}x trivial)`}`,
      budget: trivial ? "≤ 60 ms" : "≤ 60 ms, ≤ 5x",
      pass: st.p99 <= 60 && (trivial || st.p99 / base.p99 <= 5) && errors[r] === 0,
    });
    if (errors[r]) s.rows.push({ figure: `${route.name} errors`, value: String(errors[r]), budget: "0", pass: false });
  }
  s.notes.push(
    `${cfg.warmup} warm-up + ${cfg.samples} measured requests per route, interleaved round-robin. Latency = client-side time from sending to the last body byte over loopback. Read routes answer from the worker's edge cache after the first request (worker/lib/edge-cache.ts), as they would at a warm Cloudflare data centre; write-audio-history goes to the user's ledger every time (which publishes the played figure to KV).`,
  );

  if (cfg.concurrency > 0 && cfg.concurrentRequests > 0) {
    const c = section(`API under fixed concurrency (${cfg.concurrency} in flight, ${cfg.concurrentRequests} requests per route)`);
    for (const route of routes) {
      const lat: number[] = [];
      let errs = 0;
      const started = performance.now();
      await pool(
        Array.from({ length: cfg.concurrentRequests }, (_, i) => i),
        cfg.concurrency,
        async (i) => {
          const a = await call(route.call(i));
          if (a.status === 200) lat.push(a.ms);
          else errs++;
        },
      );
      const seconds = (performance.now() - started) / 1000;
      const st = summarize(lat);
      c.rows.push({
        figure: route.name,
        value: `p50 ${ms(st.p50)}, p99 ${ms(st.p99)}, ${(cfg.concurrentRequests / seconds).toFixed(0)} req/s, ${errs} errors`,
        budget: "0 errors",
        pass: errs === 0,
      });
    }
    c.notes.push(
      "Informational: throughput of one local workerd on this machine; latency budgets apply to the sequential figures.",
    );
  }
}
