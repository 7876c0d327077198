/**
 * `npm run bench`: performance figures of Chapterly against the real local Workers runtime
 * (the production-mode build served by `vite preview` in workerd), written to bench/results.md
 * and printed. Method and budgets: docs/decisions/090-benchmark-method.md. All sizes and
 * durations are configurable through BENCH_* variables (see README / below).
 */
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { meditations } from "../worker/db/seed/demo-books/meditations";
import { syntheticBook } from "../worker/db/seed/synthetic-library";
import { summaryPath } from "../worker/lib/slug";
import { CATEGORIES, medianOf, runLighthouse, type LighthousePage, type LighthouseRun } from "./lib/lighthouse";
import { killAllGroups } from "../tests/support/process-group";
import { offlineEnv, projectRoot, run, startPreview, type PreviewServer, type StartTimings } from "./lib/server";
import { kib, ms, summarize, table, type Row, type Summary } from "./lib/stats";

const env = process.env;
const num = (name: string, fallback: number) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number`);
  return value;
};
const cfg = {
  port: num("BENCH_PORT", 4420),
  warmup: num("BENCH_WARMUP", 50),
  samples: num("BENCH_SAMPLES", 300),
  concurrency: num("BENCH_CONCURRENCY", 8),
  concurrentRequests: num("BENCH_CONCURRENT_REQUESTS", 200),
  books: num("BENCH_BOOKS", 100_000),
  searchCold: num("BENCH_SEARCH_COLD", 30),
  searchWarm: num("BENCH_SEARCH_WARM", 100),
  audioSamples: num("BENCH_AUDIO_SAMPLES", 200),
  listeners: num("BENCH_LISTENERS", 200),
  listenSeconds: num("BENCH_LISTEN_SECONDS", 120),
  reportIntervalSeconds: num("BENCH_REPORT_INTERVAL", 15),
  skipBuild: env.BENCH_SKIP_BUILD === "1",
  lighthouse: env.BENCH_LIGHTHOUSE !== "0",
  lighthouseRuns: num("BENCH_LIGHTHOUSE_RUNS", 3),
  /** For iterating on one section: `BENCH_ONLY=lighthouse` measures nothing else and writes .tmp/bench-results-only.md. */
  only: env.BENCH_ONLY ?? "",
};
if (cfg.only && cfg.only !== "lighthouse") throw new Error("BENCH_ONLY can only be 'lighthouse'");

const tmp = resolve(projectRoot, ".tmp");
const stateDir = resolve(tmp, "bench-state");
const outDir = resolve(tmp, "bench-dist");
const prodOutDir = resolve(tmp, "bench-prod-dist");
const deployDir = resolve(tmp, "bench-deploy-check");
const seedMarker = join(stateDir, "bench-seeded.json");
const runId = Date.now().toString(36);

const log = (line: string) => console.error(`[bench] ${line}`);
const rows: { section: string; notes: string[]; rows: Row[] }[] = [];
const section = (name: string) => {
  const s = { section: name, notes: [] as string[], rows: [] as Row[] };
  rows.push(s);
  return s;
};

// ---------------------------------------------------------------- HTTP helpers

/** Every request comes from its own client IP, so the per-caller rate limits (60-120/min) measure nothing but latency. */
let ipCounter = Math.floor(Math.random() * 200) << 16;
const nextIp = () => {
  const n = ++ipCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

interface Call {
  method?: "GET" | "POST";
  path: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}
interface Answer {
  status: number;
  ms: number;
  text: string;
  headers: Headers;
}

let baseUrl = "";
async function call(c: Call): Promise<Answer> {
  const headers: Record<string, string> = { "cf-connecting-ip": nextIp(), ...c.headers };
  if (c.body !== undefined) headers["content-type"] = "application/json";
  if (c.token) headers.authorization = `Bearer ${c.token}`;
  const started = performance.now();
  const res = await fetch(baseUrl + c.path, {
    method: c.method ?? (c.body === undefined ? "GET" : "POST"),
    headers,
    body: c.body === undefined ? undefined : JSON.stringify(c.body),
  });
  const text = await res.text();
  return { status: res.status, ms: performance.now() - started, text, headers: res.headers };
}

async function callJson<T>(c: Call): Promise<T> {
  const a = await call(c);
  if (a.status !== 200) throw new Error(`${c.method ?? "?"} ${c.path} answered ${a.status}: ${a.text.slice(0, 300)}`);
  return JSON.parse(a.text) as T;
}

async function signIn(email: string, givenName: string): Promise<string> {
  const { idToken } = await callJson<{ idToken: string }>({
    path: "/api/v1/dev/id-token",
    body: { email, given_name: givenName, family_name: "Bench" },
  });
  const { accessToken } = await callJson<{ accessToken: string }>({ path: "/api/v1/user/login", body: { googleToken: idToken } });
  return accessToken;
}

async function pool<T>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i]!, i);
      }
    }),
  );
}

// ---------------------------------------------------------------- machine

function machine() {
  const cpuinfo = existsSync("/proc/cpuinfo") ? readFileSync("/proc/cpuinfo", "utf8") : "";
  const model = /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1] ?? cpus()[0]?.model ?? "unknown";
  const nproc = execSync("nproc", { encoding: "utf8" }).trim();
  const memInfo = existsSync("/proc/meminfo") ? readFileSync("/proc/meminfo", "utf8") : "";
  const memKb = Number(/MemTotal:\s*(\d+)/.exec(memInfo)?.[1] ?? totalmem() / 1024);
  const load = existsSync("/proc/loadavg") ? readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ") : "n/a";
  return {
    date: new Date().toISOString(),
    nproc,
    memory: `${(memKb / 1024 / 1024).toFixed(1)} GiB`,
    cpu: model,
    node: process.version,
    load,
  };
}

// ---------------------------------------------------------------- preparation

function ensureState() {
  mkdirSync(stateDir, { recursive: true });
  const e = offlineEnv({ CHAPTERLY_STATE_DIR: stateDir });
  // Idempotent and quick; keeps the cached state on the current schema when migrations were added.
  const migrateMs = run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], e);
  let marker = existsSync(seedMarker)
    ? (JSON.parse(readFileSync(seedMarker, "utf8")) as { books: number; seedSeconds: number; seededAt: string })
    : null;
  if (!marker || marker.books !== cfg.books) {
    log(`seeding ${cfg.books} synthetic books into ${stateDir} (one-time, cached for later runs)...`);
    const seedMs = run("npx", ["tsx", "scripts/seed.ts", "--books", String(cfg.books)], e);
    marker = { books: cfg.books, seedSeconds: Math.round(seedMs / 100) / 10, seededAt: new Date().toISOString() };
    writeFileSync(seedMarker, JSON.stringify(marker, null, 2));
  }
  // Cold search figures need an empty edge cache (the Cache API persists in the state dir).
  rmSync(join(stateDir, "v3", "cache"), { recursive: true, force: true });
  return { migrateMs, marker };
}

/**
 * The Cloudflare plugin records the last build in web/.wrangler/deploy/config.json, which
 * `vite preview` follows; it is shared by everyone building in this checkout. So the production
 * build goes first and puts the previous redirect back at once, and the build we serve goes last.
 */
function pinPreviewToOurBuild() {
  const redirect = resolve(projectRoot, "web", ".wrangler", "deploy", "config.json");
  mkdirSync(resolve(redirect, ".."), { recursive: true });
  writeFileSync(redirect, JSON.stringify({ configPath: join(outDir, "chapterly", "wrangler.json"), auxiliaryWorkers: [] }));
}

/** Starts `vite preview` on our build and checks it really serves it (a concurrent build elsewhere may move the redirect). */
async function startOurs(marker: string): Promise<PreviewServer> {
  pinPreviewToOurBuild();
  const server = await startPreview({ port: cfg.port, stateDir, outDir });
  const res = await fetch(`${server.baseUrl}/bench-build-id.txt`);
  const text = await res.text();
  if (text.trim() !== marker) {
    await server.stop();
    throw new Error(
      "vite preview did not serve .tmp/bench-dist (web/.wrangler/deploy/config.json was rewritten by a concurrent build); run again",
    );
  }
  return server;
}

function build() {
  const common = { CHAPTERLY_BUILD_MANIFEST: "1", NODE_ENV: "production" };
  const redirect = resolve(projectRoot, "web", ".wrangler", "deploy", "config.json");
  const previous = existsSync(redirect) ? readFileSync(redirect, "utf8") : null;
  log("building for production (.tmp/bench-prod-dist)...");
  let prodMs: number;
  try {
    prodMs = run(
      "npx",
      ["vite", "build", "--logLevel", "error"],
      offlineEnv({ ...common, CLOUDFLARE_ENV: "production", CHAPTERLY_OUT_DIR: prodOutDir, CHAPTERLY_STATE_DIR: stateDir }),
    );
  } finally {
    if (previous !== null) writeFileSync(redirect, previous);
  }
  log("bundling the production worker with wrangler deploy --dry-run (.tmp/bench-deploy-check)...");
  rmSync(deployDir, { recursive: true, force: true });
  const started = performance.now();
  const out = execSync(
    `npx wrangler deploy --config ${join(prodOutDir, "chapterly", "wrangler.json")} --dry-run --outdir ${deployDir} 2>&1`,
    { cwd: projectRoot, env: offlineEnv({}), encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  const deployMs = performance.now() - started;
  // Start-up of the production bundle in workerd as Cloudflare measures it (module evaluation), via wrangler's profiler.
  log("profiling the production worker's start-up (wrangler check startup)...");
  const bundle = join(deployDir, "..", "bench-startup.bundle");
  run(
    "npx",
    ["wrangler", "deploy", "--config", join(prodOutDir, "chapterly", "wrangler.json"), "--dry-run", "--outfile", bundle],
    offlineEnv({}),
  );
  const startup = execSync(
    `npx wrangler check startup --worker ${bundle} --outfile ${join(deployDir, "..", "bench-startup.cpuprofile")} 2>&1`,
    { cwd: projectRoot, env: offlineEnv({}), encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  log("building the app for local serving (.tmp/bench-dist)...");
  const localMs = run(
    "npx",
    ["vite", "build", "--logLevel", "error"],
    offlineEnv({ ...common, CHAPTERLY_OUT_DIR: outDir, CHAPTERLY_STATE_DIR: stateDir }),
  );
  return { localMs, prodMs, deployMs, wranglerOutput: out, startupOutput: startup };
}

// ---------------------------------------------------------------- sizes

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
const gz = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

function bundleSize(wranglerOutput: string, startupOutput: string) {
  const s = section("Worker bundle (production build, `wrangler deploy --dry-run`)");
  const files = walk(deployDir).filter((f) => !f.endsWith(".map") && !f.endsWith("README.md"));
  const raw = files.reduce((a, f) => a + statSync(f).size, 0);
  const gzip = files.reduce((a, f) => a + gz(f), 0);
  const upload = /Total Upload:\s*([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(wranglerOutput);
  s.rows.push({ figure: "Worker modules, raw", value: kib(raw), budget: "-", pass: null });
  s.rows.push({
    figure: "Worker modules, gzip (node:zlib level 9)",
    value: kib(gzip),
    budget: "≤ 1024 KiB",
    pass: gzip <= 1024 * 1024,
  });
  if (upload)
    s.rows.push({
      figure: "Wrangler's own 'Total Upload' gzip",
      value: `${upload[2]} KiB (raw ${upload[1]} KiB)`,
      budget: "≤ 1024 KiB (free plan limit 3 MiB)",
      pass: Number(upload[2]) <= 1024,
    });
  const window = /Profile window:\s*([\d.]+) ms/.exec(startupOutput);
  const active = /Active:\s*([\d.]+) ms/.exec(startupOutput);
  if (window && active) {
    s.rows.push({
      figure: "Worker start-up, production bundle (`wrangler check startup`): profile window",
      value: `${window[1]} ms`,
      budget: "≤ 1000 ms (Cloudflare's start-up limit: 1 s)",
      pass: Number(window[1]) <= 1000,
    });
    s.rows.push({ figure: "Worker start-up: active CPU during that window", value: `${active[1]} ms`, budget: "-", pass: null });
  } else s.notes.push(`wrangler check startup gave no profile: ${startupOutput.slice(-400)}`);
  s.notes.push(`Files: ${files.map((f) => f.slice(deployDir.length + 1)).join(", ")}.`);
}

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

function spaSizes() {
  const s = section("SPA initial JavaScript and CSS per route (gzip, production build)");
  const client = join(prodOutDir, "client");
  const manifestPath = join(client, ".vite", "manifest.json");
  if (!existsSync(manifestPath)) {
    s.notes.push("No Vite manifest found (CHAPTERLY_BUILD_MANIFEST not honoured by vite.config.ts): not measured.");
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
  const html = readFileSync(join(client, "index.html"), "utf8");
  // What index.html makes the browser fetch before anything renders.
  const initialFiles = new Set<string>();
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/([^"]+\.(?:js|css))"/g)) initialFiles.add(m[1]!);

  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const dep of chunk.imports ?? []) closure(dep, into);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (entryKey) closure(entryKey, initialFiles);

  const sizes = (files: Set<string>) => {
    let js = 0;
    let css = 0;
    for (const f of files) {
      const size = gz(join(client, f));
      if (f.endsWith(".css")) css += size;
      else js += size;
    }
    return { js, css };
  };
  const routes: [string, string][] = [
    ["/ (home)", "home-route"],
    ["/book/:id", "book-details-page"],
    ["/login", "login-page"],
    ["/admin/email", "email-center-page"],
    ["/admin/privileges", "privileges-page"],
    ["/book/:id/admin", "book-admin-page"],
    ["/bulk-processing", "bulk-processing-page"],
    ["/unsubscribe", "unsubscribe-page"],
  ];
  const initial = sizes(initialFiles);
  s.rows.push({ figure: "Entry (index.html) JS", value: kib(initial.js), budget: "≤ 150 KiB", pass: initial.js <= 150 * 1024 });
  s.rows.push({ figure: "Entry (index.html) CSS", value: kib(initial.css), budget: "≤ 25 KiB", pass: initial.css <= 25 * 1024 });
  for (const [route, chunkName] of routes) {
    const key = Object.keys(manifest).find((k) => manifest[k]!.name === chunkName || k.endsWith(`/${chunkName}.tsx`));
    if (!key) {
      s.rows.push({ figure: `${route} (${chunkName})`, value: "chunk not found", budget: "-", pass: false });
      continue;
    }
    const files = new Set(initialFiles);
    closure(key, files);
    const { js, css } = sizes(files);
    s.rows.push({
      figure: `${route} JS (entry + ${chunkName} + its imports)`,
      value: kib(js),
      budget: "≤ 150 KiB",
      pass: js <= 150 * 1024,
    });
    s.rows.push({ figure: `${route} CSS`, value: kib(css), budget: "≤ 25 KiB", pass: css <= 25 * 1024 });
  }
  s.notes.push(
    "Per route = the files index.html loads (entry script, modulepreloads, stylesheet) plus the route's lazy chunk and its static imports from the Vite manifest, each gzipped with node:zlib level 9.",
  );
}

// ---------------------------------------------------------------- API latency

interface Route {
  name: string;
  call: (i: number) => Call;
}

async function apiLatency(tokens: { premium: string; free: string }) {
  const s = section("API latency (sequential, keep-alive, after warm-up; same worker, same run)");
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
        token: tokens.free,
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
    `${cfg.warmup} warm-up + ${cfg.samples} measured requests per route, interleaved round-robin. Latency = client-side time from sending to the last body byte over loopback. Read routes answer from the worker's edge cache after the first request (worker/lib/edge-cache.ts), as they would at a warm Cloudflare data centre; write-audio-history writes D1 and KV every time.`,
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

// ---------------------------------------------------------------- search on the synthetic library

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

async function search() {
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

// ---------------------------------------------------------------- audio

async function fetchFirstByte(path: string) {
  const started = performance.now();
  const res = await fetch(baseUrl + path, { headers: { range: "bytes=0-65535", "cf-connecting-ip": nextIp() } });
  const reader = res.body!.getReader();
  const first = await reader.read();
  const ttfb = performance.now() - started;
  let bytes = first.value?.length ?? 0;
  for (;;) {
    const r = await reader.read();
    if (r.done) break;
    bytes += r.value.length;
  }
  return { ttfb, total: performance.now() - started, status: res.status, bytes, type: res.headers.get("content-type") ?? "" };
}

async function audio(premium: string, samplePath: string) {
  const s = section("Audio: time to first byte of `Range: bytes=0-65535`, streaming route vs static asset");
  // A fresh link per run (links expire); the same link for every sample, as a player would.
  const { audioUrl } = await callJson<{ audioUrl: string }>({
    path: "/api/v1/audio/get-audio",
    body: { bookId: "meditations" },
    token: premium,
  });
  const stream: number[] = [];
  const streamTotal: number[] = [];
  const stat: number[] = [];
  const statTotal: number[] = [];
  let problems = 0;
  let statusNote = "";
  for (let i = 0; i < 20 + cfg.audioSamples; i++) {
    const a = await fetchFirstByte(audioUrl);
    const b = await fetchFirstByte(samplePath);
    if (a.status !== 206 || b.bytes === 0 || !b.type.startsWith("audio/")) {
      problems++;
      statusNote = `stream ${a.status} ${a.bytes} B, static ${b.status} ${b.bytes} B ${b.type}`;
    }
    if (i < 20) continue;
    stream.push(a.ttfb);
    streamTotal.push(a.total);
    stat.push(b.ttfb);
    statTotal.push(b.total);
    if (i === 20)
      s.notes.push(`Answers: stream ${a.status} (${a.bytes} bytes), static ${b.status} (${b.bytes} bytes, ${b.type}).`);
  }
  const st = summarize(stream);
  const ss = summarize(stat);
  s.rows.push({ figure: "streaming route TTFB p50", value: ms(st.p50), budget: "-", pass: null });
  s.rows.push({ figure: "static asset TTFB p50", value: ms(ss.p50), budget: "-", pass: null });
  s.rows.push({
    figure: "TTFB ratio stream/static, p50",
    value: `${(st.p50 / ss.p50).toFixed(1)}x`,
    budget: "≤ 3x",
    pass: st.p50 / ss.p50 <= 3,
  });
  s.rows.push({ figure: "streaming route TTFB p99", value: ms(st.p99), budget: "-", pass: null });
  s.rows.push({ figure: "static asset TTFB p99", value: ms(ss.p99), budget: "-", pass: null });
  s.rows.push({
    figure: "TTFB ratio stream/static, p99",
    value: `${(st.p99 / ss.p99).toFixed(1)}x`,
    budget: "≤ 3x",
    pass: st.p99 / ss.p99 <= 3,
  });
  s.rows.push({
    figure: "64 KiB range complete p50, stream / static",
    value: `${ms(summarize(streamTotal).p50)} / ${ms(summarize(statTotal).p50)}`,
    budget: "-",
    pass: null,
  });
  s.rows.push({
    figure: "unexpected answers",
    value: problems ? `${problems} (${statusNote})` : "0",
    budget: "0",
    pass: problems === 0,
  });
  s.notes.push(
    `${cfg.audioSamples} samples each after 20 warm-ups, interleaved. The stream (meditations, first chapter) is verified by its signed token, looked up in R2 (head + ranged get) by the worker; the static copy is the same MP3 written into the build's client assets (${samplePath}) and served by the assets layer without the worker.`,
  );
}

// ---------------------------------------------------------------- listeners

async function listeners() {
  const s = section(`${cfg.listeners} concurrent listeners reporting history for ${cfg.listenSeconds} s`);
  const interval = cfg.reportIntervalSeconds * 1000;
  log(`signing in ${cfg.listeners} free users...`);
  const users: { token: string; acked: number; expected: number; reports: number; mismatches: number }[] = [];
  const signStarted = performance.now();
  await pool(
    Array.from({ length: cfg.listeners }, (_, i) => i),
    10,
    async (i) => {
      users[i] = {
        token: await signIn(`bench-${runId}-${i}@listeners.bench.test`, `Listener${i}`),
        acked: 0,
        expected: 0,
        reports: 0,
        mismatches: 0,
      };
    },
  );
  s.notes.push(
    `Users created through the offline issuer (POST /dev/id-token + /user/login) in ${((performance.now() - signStarted) / 1000).toFixed(1)} s.`,
  );

  log(`listening for ${cfg.listenSeconds} s...`);
  const latencies: number[] = [];
  let errors = 0;
  let firstError = "";
  const started = performance.now();
  const end = started + cfg.listenSeconds * 1000;
  const books = ["meditations", "synthetic-3", "synthetic-6", "synthetic-9"];
  let scheduled = 0;
  await Promise.all(
    users.map(async (u, i) => {
      // Playback starts at a random moment of the first interval; the first report follows one interval later.
      const playStart = started + Math.random() * interval;
      let last = playStart;
      let position = 0;
      const book = books[i % books.length]!;
      for (let k = 1; ; k++) {
        const due = playStart + k * interval;
        if (due > end) break;
        scheduled++;
        await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
        const now = performance.now();
        // The client reports the wall time it played since its previous report (ms precision).
        const increment = Math.round(now - last) / 1000;
        last = now;
        position += increment;
        try {
          const a = await call({
            path: "/api/v1/user/write-audio-history",
            token: u.token,
            body: {
              audioHistory: { [book]: Math.round(position) },
              audioHistoryChapter: { [book]: `${book}-ch1` },
              playbackSpeeds: { [book]: 1 },
              dailyUsageIncrement: increment,
            },
          });
          if (a.status !== 200) throw new Error(`${a.status} ${a.text.slice(0, 200)}`);
          latencies.push(a.ms);
          u.reports++;
          // The server keeps seconds to the millisecond and answers the rounded total.
          u.expected = Math.round((u.expected + increment) * 1000) / 1000;
          u.acked = (JSON.parse(a.text) as { dailyUsage: number }).dailyUsage;
          if (u.acked !== Math.round(u.expected)) u.mismatches++;
        } catch (err) {
          errors++;
          firstError ||= (err as Error).message;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  // Afterwards every counter must equal what the server acknowledged last (read-your-writes in one local KV;
  // in production KV reads elsewhere may lag up to ~60 s, docs/decisions/041).
  let counterMismatches = 0;
  let readFailures = 0;
  let transportRetries = 0;
  let example = "";
  await pool(users, 10, async (u) => {
    let a = await call({ path: "/api/v1/user/daily-usage", body: {}, token: u.token });
    if (a.status === 500 && a.text.includes("fetch failed")) {
      // Vite's error page: Miniflare's proxy lost its connection to workerd; the worker never saw the read.
      transportRetries++;
      a = await call({ path: "/api/v1/user/daily-usage", body: {}, token: u.token });
    }
    if (a.status !== 200) {
      readFailures++;
      firstError ||= `daily-usage ${a.status} ${a.text.slice(0, 200)}`;
      return;
    }
    const { dailyUsage } = JSON.parse(a.text) as { dailyUsage: number };
    if (dailyUsage !== u.acked || dailyUsage !== Math.round(u.expected)) {
      counterMismatches++;
      example ||= `daily-usage ${dailyUsage}, last acknowledged ${u.acked}, reported ${u.expected}`;
    }
  });
  const reports = users.reduce((a, u) => a + u.reports, 0);
  const clamped = users.reduce((a, u) => a + u.mismatches, 0);
  const st = summarize(latencies);
  s.rows.push({
    figure: "reports acknowledged / scheduled",
    value: `${reports} / ${scheduled} in ${seconds.toFixed(1)} s`,
    budget: "all",
    pass: reports === scheduled,
  });
  s.rows.push({
    figure: "throughput",
    value: `${(reports / seconds).toFixed(1)} reports/s (steady state ${(cfg.listeners / cfg.reportIntervalSeconds).toFixed(1)}/s; none in the first interval)`,
    budget: "-",
    pass: null,
  });
  s.rows.push({
    figure: "report latency p50 / p99 under this load",
    value: `${ms(st.p50)} / ${ms(st.p99)}`,
    budget: "-",
    pass: null,
  });
  s.rows.push({ figure: "errors", value: errors ? `${errors} (${firstError})` : "0", budget: "0", pass: errors === 0 });
  s.rows.push({
    figure: "acknowledgements differing from the reported sum (clamped)",
    value: String(clamped),
    budget: "0",
    pass: clamped === 0,
  });
  s.rows.push({
    figure: "daily counters ≠ last acknowledged total, afterwards",
    value: counterMismatches ? `${counterMismatches} (e.g. ${example})` : `0 of ${users.length}`,
    budget: "0",
    pass: counterMismatches === 0,
  });
  s.rows.push({ figure: "daily-usage reads that failed", value: String(readFailures), budget: "0", pass: readFailures === 0 });
  s.rows.push({
    figure: "daily-usage reads retried after a local proxy transport error",
    value: String(transportRetries),
    budget: "-",
    pass: null,
  });
  s.notes.push(
    `Each listener is a distinct free user; it reports every ${cfg.reportIntervalSeconds} s the wall time it played since its previous report (first report ${cfg.reportIntervalSeconds} s after playback starts, which the server's first-report cap of ${cfg.reportIntervalSeconds}+5 s allows), with its position, chapter and speed. The server caps each increment at the uncredited wall time + 5 s (worker/lib/daily-usage.ts), so honest reports are never clamped and the final counter must equal the rounded sum of all increments.`,
  );
}

// ---------------------------------------------------------------- Lighthouse

async function lighthouseScores() {
  const s = section("Lighthouse: home, a book page, a summary page (desktop, no simulated throttling)");
  if (!cfg.lighthouse || cfg.lighthouseRuns < 1) {
    s.rows.push({
      figure: "performance / accessibility / best practices / SEO",
      value: "skipped (BENCH_LIGHTHOUSE=0)",
      budget: "-",
      pass: null,
    });
    return;
  }
  const summary = summaryPath({ bookId: meditations.id, title: meditations.title, authors: meditations.authors });
  // The SPA sends signed-out visitors to /login, so home and the book page are measured as the demo premium reader.
  const token = await signIn("premium@demo.chapterly.dev", "Paul");
  const pages: LighthousePage[] = [
    { label: "home `/` (signed in)", name: "home", url: `${baseUrl}/`, token },
    { label: "book page `/book/meditations` (signed in)", name: "book", url: `${baseUrl}/book/meditations`, token },
    { label: `summary page \`${summary}\``, name: "summary", url: baseUrl + summary },
  ];
  // Every page must exist (the summary page is the worker's, the others the SPA's index.html).
  for (const p of pages) {
    const a = await call({ path: new URL(p.url).pathname });
    if (a.status !== 200) throw new Error(`${p.url} answered ${a.status}`);
  }
  const reportDir = join(tmp, "bench-lighthouse");
  rmSync(reportDir, { recursive: true, force: true });
  const runs = new Map<string, LighthouseRun[]>(pages.map((p) => [p.name, []]));
  // Interleaved like the other sections, so background load hits every page alike.
  for (let i = 1; i <= cfg.lighthouseRuns; i++) {
    for (const p of pages) {
      log(`Lighthouse ${p.name}, run ${i} of ${cfg.lighthouseRuns}...`);
      runs.get(p.name)!.push(await runLighthouse(p, reportDir, i));
    }
  }
  const fmt = (v: number | null, digits = 0) => (v === null ? "n/a" : v.toFixed(digits));
  let runtimeErrors = 0;
  let firstRuntimeError = "";
  let elsewhere = 0;
  let firstElsewhere = "";
  const offLoopback = new Set<string>();
  for (const p of pages) {
    const r = runs.get(p.name)!;
    for (const c of CATEGORIES) {
      const values = r.map((x) => x.scores[c.id] ?? null);
      const median = medianOf(values);
      s.rows.push({
        figure: `${p.label}: ${c.label}`,
        value: `${fmt(median)} (runs: ${values.map((v) => fmt(v)).join(", ")})`,
        budget: `≥ ${c.budget}`,
        pass: median !== null && median >= c.budget,
      });
    }
    const m = (key: keyof LighthouseRun["metrics"]) => medianOf(r.map((x) => x.metrics[key]));
    s.rows.push({
      figure: `${p.label}: FCP / LCP / Speed Index / TBT / CLS (medians)`,
      value: `${fmt(m("fcp"))} / ${fmt(m("lcp"))} / ${fmt(m("si"))} / ${fmt(m("tbt"))} ms / ${fmt(m("cls"), 3)}`,
      budget: "-",
      pass: null,
    });
    for (const x of r) {
      if (x.runtimeError) {
        runtimeErrors++;
        firstRuntimeError ||= `${p.name}: ${x.runtimeError}`;
      }
      for (const url of x.offLoopback) offLoopback.add(url);
      if (new URL(x.finalUrl).pathname !== new URL(p.url).pathname) {
        elsewhere++;
        firstElsewhere ||= `${p.name} ended on ${x.finalUrl}`;
      }
    }
    const counted = (lists: string[][]) => {
      const counts = new Map<string, number>();
      for (const list of lists) for (const item of new Set(list)) counts.set(item, (counts.get(item) ?? 0) + 1);
      return [...counts].map(([item, n]) => `${item} (${n} of ${r.length} runs)`);
    };
    const failing = counted(r.map((x) => x.failing));
    const findings = counted(r.map((x) => x.perfFindings));
    const warnings = [...new Set(r.flatMap((x) => x.warnings))];
    s.notes.push(
      `${p.label}: audits below full score outside performance: ${failing.length ? failing.join("; ") : "none"}. Performance audits scoring below 90: ${findings.length ? findings.join("; ") : "none"}.${warnings.length ? ` Lighthouse warnings: ${warnings.join(" ")}` : ""}`,
    );
  }
  s.rows.push({
    figure: "runs that ended in a Lighthouse runtime error",
    value: runtimeErrors ? `${runtimeErrors} (${firstRuntimeError})` : "0",
    budget: "0",
    pass: runtimeErrors === 0,
  });
  s.rows.push({
    figure: "runs that ended on another page than requested (e.g. sent to /login)",
    value: elsewhere ? `${elsewhere} (${firstElsewhere})` : "0",
    budget: "0",
    pass: elsewhere === 0,
  });
  s.rows.push({
    figure: "requests to hosts other than loopback, all runs",
    value: offLoopback.size ? `${offLoopback.size} (${[...offLoopback].slice(0, 3).join(", ")})` : "0",
    budget: "0 (offline)",
    pass: offLoopback.size === 0,
  });
  s.notes.push(
    `Lighthouse ${lighthouseVersion()} (npm) driving ${chromiumVersion()} (${CATEGORIES.length} categories, desktop form factor and scoring, \`throttlingMethod: "provided"\`: no simulated network or CPU throttling, so the performance figures are an unthrottled load over loopback on this machine, not a field estimate). Each run starts a fresh headless chromium with its own user-data-dir; ${cfg.lighthouseRuns} runs per page, interleaved, each figure the median of its runs. Chromium resolves no host but loopback, so the pages are measured offline. HTML reports: .tmp/bench-lighthouse/. Method, budgets and explained misses: docs/decisions/091-lighthouse-in-the-bench.md.`,
  );
}

function lighthouseVersion() {
  return (
    JSON.parse(readFileSync(resolve(projectRoot, "node_modules", "lighthouse", "package.json"), "utf8")) as { version: string }
  ).version;
}

function chromiumVersion() {
  try {
    return execSync("/usr/bin/chromium --version 2>/dev/null", { encoding: "utf8" }).trim();
  } catch {
    return "/usr/bin/chromium";
  }
}

// ---------------------------------------------------------------- main

function coldStartRows(first: StartTimings, second: StartTimings, firstApi: Answer) {
  const s = section("Cold start of the local server (`vite preview` serving the built worker in workerd)");
  for (const [label, t] of [
    ["first start after build", first],
    ["second start (measured run)", second],
  ] as const) {
    s.rows.push({ figure: `${label}: spawn → port open`, value: ms(t.spawnToListenMs), budget: "-", pass: null });
    s.rows.push({
      figure: `${label}: port open → first healthy /api/v1/health`,
      value: ms(t.listenToHealthyMs),
      budget: "-",
      pass: null,
    });
    s.rows.push({
      figure: `${label}: spawn → first healthy /api/v1/health`,
      value: ms(t.spawnToHealthyMs),
      budget: "-",
      pass: null,
    });
  }
  s.rows.push({
    figure: "first D1-backed request after start (book by id, uncached)",
    value: ms(firstApi.ms),
    budget: "≤ 1000 ms",
    pass: firstApi.ms <= 1000 && firstApi.status === 200,
  });
  s.notes.push(
    "The local server's start is informational: the port opens once Node and Vite are up (npx, Vite, the Cloudflare plugin), and requests wait while Miniflare boots workerd and compiles the local build, which carries the 21 MB offline speech wasm that production builds exclude. The 1 s start-up budget is measured on the production bundle with `wrangler check startup` (worker bundle section) and here on the first request that touches D1 after start.",
  );
}

async function main() {
  const facts = machine();
  log(`machine: ${facts.nproc} cores, ${facts.memory}, ${facts.cpu}, node ${facts.node}`);
  const started = performance.now();
  const { migrateMs, marker } = ensureState();
  let builds: ReturnType<typeof build> | null = null;
  if (!cfg.skipBuild || !existsSync(join(outDir, "client", "index.html"))) builds = build();
  else log("BENCH_SKIP_BUILD=1: reusing .tmp/bench-dist and .tmp/bench-deploy-check");

  if (cfg.only) {
    writeFileSync(join(outDir, "client", "bench-build-id.txt"), runId);
    const server = await startOurs(runId);
    baseUrl = server.baseUrl;
    try {
      await lighthouseScores();
    } finally {
      writeFileSync(join(tmp, "bench-server.log"), server.output());
      await server.stop();
    }
    return report(facts, started, migrateMs, marker, builds);
  }

  if (builds) bundleSize(builds.wranglerOutput, builds.startupOutput);
  spaSizes();

  // First start: grab the demo MP3 through the stream route and drop it into the static assets.
  writeFileSync(join(outDir, "client", "bench-build-id.txt"), runId);
  let server: PreviewServer = await startOurs(runId);
  baseUrl = server.baseUrl;
  const firstStart = server.timings;
  const samplePath = "/bench-sample.mp3";
  try {
    const premium = await signIn("premium@demo.chapterly.dev", "Paul");
    const { audioUrl } = await callJson<{ audioUrl: string }>({
      path: "/api/v1/audio/get-audio",
      body: { bookId: "meditations" },
      token: premium,
    });
    const mp3 = await fetch(baseUrl + audioUrl);
    if (mp3.status !== 200) throw new Error(`stream route answered ${mp3.status}`);
    writeFileSync(join(outDir, "client", samplePath.slice(1)), Buffer.from(await mp3.arrayBuffer()));
  } finally {
    await server.stop();
  }

  // Second, measured start: empty edge cache, assets include the sample.
  rmSync(join(stateDir, "v3", "cache"), { recursive: true, force: true });
  server = await startOurs(runId);
  baseUrl = server.baseUrl;
  try {
    coldStartRows(firstStart, server.timings, await call({ path: "/api/v1/library/book-by-id/meditations" }));
    const premium = await signIn("premium@demo.chapterly.dev", "Paul");
    const free = await signIn(`bench-${runId}-free@latency.bench.test`, "Free");
    log("search on the synthetic library (cold first, while the edge cache is empty)...");
    await search();
    log("API latency...");
    await apiLatency({ premium, free });
    log("audio...");
    await audio(premium, samplePath);
    if (cfg.listeners > 0 && cfg.listenSeconds > 0) await listeners();
    // Last, on the same server, once the load of the other sections is over.
    await lighthouseScores();
  } finally {
    writeFileSync(join(tmp, "bench-server.log"), server.output());
    await server.stop();
  }
  report(facts, started, migrateMs, marker, builds);
}

function report(
  facts: ReturnType<typeof machine>,
  started: number,
  migrateMs: number,
  marker: ReturnType<typeof ensureState>["marker"],
  builds: ReturnType<typeof build> | null,
) {
  const totalSeconds = (performance.now() - started) / 1000;
  const misses = rows.flatMap((s) => s.rows.filter((r) => r.pass === false).map((r) => `${s.section}: ${r.figure}`));
  const out: string[] = [
    "# Chapterly benchmarks",
    "",
    "Generated by `npm run bench` (bench/run.ts); method, budgets and known misses: docs/decisions/090-benchmark-method.md.",
    "",
    "## Machine and run",
    "",
    `- Date: ${facts.date}`,
    `- CPU: ${facts.cpu} (nproc ${facts.nproc}); memory ${facts.memory}; load average at start ${facts.load}`,
    `- Node ${facts.node}; server: \`vite preview\` of a NODE_ENV=production build, workerd with local D1/R2/KV state in .tmp/bench-state`,
    `- Library: demo books + ${marker.books.toLocaleString("en")} synthetic books, seeded once in ${marker.seedSeconds} s (${marker.seededAt}; cached, reused by later runs); migrations check ${(migrateMs / 1000).toFixed(1)} s`,
    builds
      ? `- Builds: local ${(builds.localMs / 1000).toFixed(1)} s, production ${(builds.prodMs / 1000).toFixed(1)} s, wrangler dry-run ${(builds.deployMs / 1000).toFixed(1)} s`
      : "- Builds: reused (BENCH_SKIP_BUILD=1)",
    `- Settings: ${Object.entries(cfg)
      .filter(([k, v]) => k !== "only" || v)
      .map(([k, v]) => `${k}=${v}`)
      .join(", ")}`,
    `- Total run time: ${totalSeconds.toFixed(0)} s`,
    "",
    misses.length === 0
      ? "**All budgets met.**"
      : `**${misses.length} figure(s) miss their budget** (explained in docs/decisions/090-benchmark-method.md and, for Lighthouse, 091-lighthouse-in-the-bench.md):\n\n${misses.map((m) => `- ${m}`).join("\n")}`,
    "",
  ];
  for (const s of rows) {
    out.push(`## ${s.section}`, "", table(s.rows), "");
    for (const n of s.notes) out.push(n, "");
  }
  const text = out.join("\n");
  // bench/results.md only ever holds a complete run.
  const target = cfg.only ? join(tmp, "bench-results-only.md") : resolve(projectRoot, "bench", "results.md");
  mkdirSync(resolve(target, ".."), { recursive: true });
  writeFileSync(target, text);
  console.log(text);
}

for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    killAllGroups();
    process.exit(130);
  });

main().catch((err) => {
  killAllGroups();
  console.error(err);
  process.exit(1);
});
