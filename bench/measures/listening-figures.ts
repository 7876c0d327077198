import type { Costs } from "../../worker/lib/cost-metrics-types";
import { cfg, log, runId } from "../lib/config";
import { call, callJson, firstByte, signIn, type Call } from "../lib/http";
import { section } from "../lib/report";
import { ms, summarize } from "../lib/stats";

/** Position reports are limited to 60 a minute per reader (wrangler.toml): the loop takes turns between readers. */
const REPORTS_PER_READER = 50;

/** Per route, each Server-Timing metric's durations (the worker's hono/timing, answered by the bench's build). */
type Steps = Map<string, Map<string, number[]>>;

function addSteps(steps: Steps, route: string, header: string | null) {
  const byName = steps.get(route) ?? new Map<string, number[]>();
  steps.set(route, byName);
  for (const metric of header?.split(",") ?? []) {
    const [name, ...params] = metric.trim().split(";");
    const dur = params.find((p) => p.startsWith("dur="));
    if (!name || !dur) continue;
    byName.set(name, [...(byName.get(name) ?? []), Number(dur.slice(4))]);
  }
}

const describeSteps = (steps: Steps) =>
  [...steps]
    .map(([route, byName]) => `${route}: ${[...byName].map(([name, d]) => `${name} ${ms(summarize(d).p50)}`).join(", ")}`)
    .join("; ");

/**
 * Issue 33's figures, all in one interleaved loop so background load hits them alike: write-audio-history and
 * user-info p50 over the trivial route, KV reads per history report (the worker's cost header), and a free
 * listener's stream time to first byte over that of a static copy of the same MP3 with the same Range.
 */
export async function listeningFigures(staticPath: string) {
  const s = section("Listening (issue 33): one owner of the arithmetic, one merged read");
  log("listening figures...");
  const samples = cfg.samples;
  const readers = await Promise.all(
    Array.from({ length: Math.ceil((cfg.warmup + samples) / REPORTS_PER_READER) }, (_, n) =>
      signIn(`bench-${runId}-issue33-${n}@listening.bench.test`, `Listening${n}`),
    ),
  );
  const free = await signIn(`bench-${runId}-issue33-stream@listening.bench.test`, "Stream");
  const { audioUrl } = await callJson<{ audioUrl: string }>({
    path: "/api/v1/audio/get-audio",
    body: { bookId: "meditations" },
    token: free,
  });

  const reader = (i: number) => readers[Math.floor(i / REPORTS_PER_READER)]!;
  const routes: { name: string; call: (i: number) => Call }[] = [
    { name: "trivial", call: () => ({ path: "/api/v1/config" }) },
    // The same route with a reader's token: what the session check alone adds, which every signed-in route pays.
    { name: "trivial signed in", call: (i) => ({ path: "/api/v1/config", token: reader(i) }) },
    {
      name: "write-audio-history",
      call: (i) => ({
        path: "/api/v1/user/write-audio-history",
        token: reader(i),
        // Counted in the warm-up rounds only, so the counting proxies add nothing to the measured latency.
        headers: i < cfg.warmup ? { "x-chapterly-cost": "1" } : {},
        body: {
          audioHistory: { meditations: i % 600 },
          audioHistoryChapter: { meditations: "meditations-ch1" },
          dailyUsageIncrement: 1,
        },
      }),
    },
    { name: "user-info", call: (i) => ({ path: "/api/v1/user/user-info", token: reader(i), body: {} }) },
    // A report's floor: the session check, a round trip to the reader's ledger and the one durable write every report
    // makes there (a dev route), with no history, arithmetic, rate limit or D1 read.
    { name: "ledger touch", call: (i) => ({ path: "/api/v1/dev/ledger-touch", token: reader(i), body: {} }) },
  ];
  const latency = routes.map(() => [] as number[]);
  const errors = routes.map(() => 0);
  const kvReads: number[] = [];
  const stream: number[] = [];
  const stat: number[] = [];
  const steps: Steps = new Map();
  for (let i = 0; i < cfg.warmup + samples; i++) {
    for (const [r, route] of routes.entries()) {
      const a = await call(route.call(i));
      if (a.status !== 200) errors[r]!++;
      else if (i >= cfg.warmup) {
        latency[r]!.push(a.ms);
        addSteps(steps, route.name, a.headers.get("server-timing"));
      }
      const cost = a.headers.get("x-chapterly-cost");
      if (route.name === "write-audio-history" && cost) kvReads.push((JSON.parse(cost) as Costs).kv.reads);
    }
    // The free link's later answers replay bytes already served: the ledger still checks each one.
    const f = await firstByte(audioUrl);
    const st = await firstByte(staticPath);
    if (f.status !== 206 || (st.status !== 206 && st.status !== 200)) errors.push(1);
    if (i >= cfg.warmup) {
      stream.push(f.ttfb);
      addSteps(steps, "free stream", f.serverTiming);
      stat.push(st.ttfb);
    }
  }
  const base = summarize(latency[0]!).p50;
  const ratio = (r: number) => summarize(latency[r]!).p50 / base;
  s.rows.push({ figure: "trivial route (GET /api/v1/config) p50", value: ms(base), budget: "-", pass: null });
  const signedIn = summarize(latency[1]!).p50;
  s.rows.push({
    figure: "trivial route signed in (the session check alone) p50",
    value: `${ms(signedIn)} (${ratio(1).toFixed(2)}x trivial)`,
    budget: "-",
    pass: null,
  });
  for (const r of [2, 3]) {
    const p50 = summarize(latency[r]!).p50;
    s.rows.push({
      figure: `${routes[r]!.name} p50`,
      value: `${ms(p50)} (${ratio(r).toFixed(2)}x trivial)`,
      budget: "≤ 1.8x trivial",
      pass: ratio(r) <= 1.8 && errors[r] === 0,
    });
  }
  s.rows.push({
    figure: "a report's floor: signed in, one round trip to the reader's ledger and its one durable write, p50",
    value: `${ms(summarize(latency[4]!).p50)} (${ratio(4).toFixed(2)}x trivial)`,
    budget: "-",
    pass: null,
  });
  const maxKvReads = kvReads.length ? Math.max(...kvReads) : Number.NaN;
  s.rows.push({
    figure: "KV reads per history report (max over the warm-up reports)",
    value: kvReads.length ? String(maxKvReads) : "n/a (build without COST_METRICS)",
    budget: "0",
    pass: kvReads.length ? maxKvReads === 0 : null,
  });
  const fs = summarize(stream).p50;
  const ss = summarize(stat).p50;
  s.rows.push({
    figure: "free stream TTFB p50 / static file TTFB p50",
    value: `${ms(fs)} / ${ms(ss)} (${(fs / ss).toFixed(2)}x)`,
    budget: "≤ 1.5x a static file",
    pass: fs / ss <= 1.5,
  });
  if (steps.size)
    s.notes.push(`Server-Timing p50 per step (hono/timing; total = the worker's whole answer): ${describeSteps(steps)}.`);
  const errorCount = errors.reduce((a, b) => a + b, 0);
  if (errorCount) s.rows.push({ figure: "errors", value: String(errorCount), budget: "0", pass: false });
  s.notes.push(
    `${cfg.warmup} warm-up + ${samples} measured rounds, each: the trivial route, the same route with a reader's token (authentication's session lookup on the D1 primary, the floor of every signed-in route), a free reader's write-audio-history (asking the worker's cost header), the same reader's user-info, a report's floor (the dev route \`/dev/ledger-touch\`: the session check, then the reader's ledger making the one write every report makes, answered once it is durable), then \`Range: bytes=0-65535\` on a free listener's link and on the static copy of the same MP3 (${staticPath}). KV reads per report are counted on the warm-up reports (the worker's counting proxies stay out of the measured ones) and are what the report's request itself does: the ledger publishes the day's counter with its own KV write and reads KV only once for an object stored before it owned the counter.`,
  );
}
