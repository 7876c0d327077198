/** Settings of one bench run (BENCH_* variables, see README) and the paths it uses. */
import { join, resolve } from "node:path";
import { projectRoot } from "./server";

const env = process.env;
const num = (name: string, fallback: number) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number`);
  return value;
};
export const cfg = {
  port: num("BENCH_PORT", 4420),
  warmup: num("BENCH_WARMUP", 50),
  samples: num("BENCH_SAMPLES", 300),
  concurrency: num("BENCH_CONCURRENCY", 8),
  concurrentRequests: num("BENCH_CONCURRENT_REQUESTS", 200),
  books: num("BENCH_BOOKS", 100_000),
  searchCold: num("BENCH_SEARCH_COLD", 30),
  searchWarm: num("BENCH_SEARCH_WARM", 100),
  audioSamples: num("BENCH_AUDIO_SAMPLES", 200),
  // 2,000 is issue 20's figure (BENCH_LISTENERS=2000). One workerd thread serves about 35-70 reports/s on this 2-core
  // machine and 2,000 listeners send 133/s; 600 (40/s, workerd at two thirds of a core) ran with 0 errors and every
  // report on time, the most it drives cleanly (decisions 045, 141).
  listeners: num("BENCH_LISTENERS", 600),
  listenSeconds: num("BENCH_LISTEN_SECONDS", 180),
  reportIntervalSeconds: num("BENCH_REPORT_INTERVAL", 15),
  /** Keep-alive connections the listener load keeps to workerd's entry socket (bench/lib/load-client.ts, decision 141). */
  loadConnections: num("BENCH_LOAD_CONNECTIONS", 32),
  skipBuild: env.BENCH_SKIP_BUILD === "1",
  lighthouse: env.BENCH_LIGHTHOUSE !== "0",
  lighthouseRuns: num("BENCH_LIGHTHOUSE_RUNS", 3),
  /** Demo chapters (the first of each demo book, up to 12) whose cues the cue-drift figure checks against the audio. */
  cueChapters: num("BENCH_CUE_CHAPTERS", 12),
  /** Lighthouse user flows of the book page while playing (issue 34's interaction to next paint), median of these. */
  inpRuns: num("BENCH_INP_RUNS", 3),
  /**
   * For iterating: `BENCH_ONLY=lighthouse` measures only Lighthouse and the SPA sizes, `BENCH_ONLY=costs` only the
   * per-route costs and the listeners, `BENCH_ONLY=browse` only the category view (issue 21), `BENCH_ONLY=cues` only the
   * cue drift and `BENCH_ONLY=inp` (or `npm run bench -- inp`) only the book page's interaction to next paint while
   * playing (issue 34), and `npm run bench -- test-suite` only `npm test` on a fresh clone of HEAD (issue 36); all
   * write .tmp/bench-results-only.md.
   */
  only: env.BENCH_ONLY ?? process.argv[2] ?? "",
};
if (cfg.only && !["lighthouse", "costs", "browse", "cues", "inp", "test-suite"].includes(cfg.only))
  throw new Error(
    "BENCH_ONLY (or the first argument) can only be 'lighthouse', 'costs', 'browse', 'cues', 'inp' or 'test-suite'",
  );

export const tmp = resolve(projectRoot, ".tmp");
export const stateDir = resolve(tmp, "bench-state");
export const outDir = resolve(tmp, "bench-dist");
export const prodOutDir = resolve(tmp, "bench-prod-dist");
export const deployDir = resolve(tmp, "bench-deploy-check");
export const seedMarker = join(stateDir, "bench-seeded.json");
export const runId = Date.now().toString(36);

export const log = (line: string) => console.error(`[bench] ${line}`);
