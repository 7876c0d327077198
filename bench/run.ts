/**
 * `npm run bench`: performance figures of Chapterly against the real local Workers runtime
 * (the production-mode build served by `vite preview` in workerd), written to bench/results.md
 * and printed. Method and budgets: docs/decisions/090-benchmark-method.md. All sizes and
 * durations are configurable through BENCH_* variables (see README and bench/lib/config.ts).
 *
 * Each figure lives in bench/measures/<figure>.ts and adds its own section to the report
 * (bench/lib/report.ts); this file only prepares, starts the server and calls them in order.
 */
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { killAllGroups } from "../tests/support/process-group";
import { cfg, log, outDir, runId, stateDir, tmp } from "./lib/config";
import { call, callJson, setBaseUrl, signIn } from "./lib/http";
import { machine } from "./lib/machine";
import { build, ensureState, startOurs, type Builds } from "./lib/prepare";
import { report } from "./lib/report";
import type { PreviewServer } from "./lib/server";
import { apiLatency } from "./measures/api-latency";
import { audio } from "./measures/audio";
import { categoryPage } from "./measures/category-page";
import { coldStartRows } from "./measures/cold-start";
import { cueDrift } from "./measures/cue-drift";
import { freeAllowance } from "./measures/free-allowance";
import { interactionToNextPaint } from "./measures/inp";
import { lighthouseScores } from "./measures/lighthouse";
import { listeners } from "./measures/listeners";
import { listeningFigures } from "./measures/listening-figures";
import { moduleCosts } from "./measures/module-costs";
import { routeCosts } from "./measures/route-costs";
import { search } from "./measures/search";
import { spaSizes } from "./measures/spa-sizes";
import { testSuite } from "./measures/test-suite";
import { bundleSize } from "./measures/worker-bundle";

/** The stream figures compare the route with this static copy of the same MP3, served by the assets layer. */
const samplePath = "/bench-sample.mp3";

/** Grabs the demo MP3 through the stream route and drops it into the build's static assets. */
async function captureStreamSample(server: PreviewServer) {
  setBaseUrl(server.baseUrl);
  const premium = await signIn("premium@demo.chapterly.dev", "Paul");
  const { audioUrl } = await callJson<{ audioUrl: string }>({
    path: "/api/v1/audio/get-audio",
    body: { bookId: "meditations" },
    token: premium,
  });
  const mp3 = await fetch(server.baseUrl + audioUrl);
  if (mp3.status !== 200) throw new Error(`stream route answered ${mp3.status}`);
  writeFileSync(join(outDir, "client", samplePath.slice(1)), Buffer.from(await mp3.arrayBuffer()));
}

async function main() {
  const facts = machine();
  log(`machine: ${facts.nproc} cores, ${facts.memory}, ${facts.cpu}, node ${facts.node}`);
  const started = performance.now();
  if (cfg.only === "test-suite") {
    await testSuite();
    return report(facts, started, null, null, null);
  }
  const { migrateMs, marker } = ensureState();
  if (cfg.only === "cues") {
    await cueDrift();
    return report(facts, started, migrateMs, marker, null);
  }
  let builds: Builds | null = null;
  if (!cfg.skipBuild || !existsSync(join(outDir, "client", "index.html"))) builds = build();
  else log("BENCH_SKIP_BUILD=1: reusing .tmp/bench-dist and .tmp/bench-deploy-check");

  if (cfg.only === "browse") {
    writeFileSync(join(outDir, "client", "bench-build-id.txt"), runId);
    const server = await startOurs(runId);
    setBaseUrl(server.baseUrl);
    try {
      await categoryPage(await signIn("premium@demo.chapterly.dev", "Paul"));
    } finally {
      writeFileSync(join(tmp, "bench-server.log"), server.output());
      await server.stop();
    }
    return report(facts, started, migrateMs, marker, builds);
  }

  if (cfg.only === "inp") {
    writeFileSync(join(outDir, "client", "bench-build-id.txt"), runId);
    const server = await startOurs(runId);
    setBaseUrl(server.baseUrl);
    try {
      await interactionToNextPaint(server);
    } finally {
      writeFileSync(join(tmp, "bench-server.log"), server.output());
      await server.stop();
    }
    return report(facts, started, migrateMs, marker, builds);
  }

  if (cfg.only === "costs") {
    writeFileSync(join(outDir, "client", "bench-build-id.txt"), runId);
    // The stream's figure compares it with a static copy of the same MP3: the assets layer lists files at start.
    if (!existsSync(join(outDir, "client", samplePath.slice(1)))) {
      const first = await startOurs(runId);
      try {
        await captureStreamSample(first);
      } finally {
        await first.stop();
      }
    }
    const server = await startOurs(runId);
    setBaseUrl(server.baseUrl);
    try {
      await routeCosts(await signIn("premium@demo.chapterly.dev", "Paul"));
      await listeningFigures(samplePath);
      if (cfg.listeners > 0 && cfg.listenSeconds > 0) await listeners(server);
    } finally {
      writeFileSync(join(tmp, "bench-server.log"), server.output());
      await server.stop();
    }
    return report(facts, started, migrateMs, marker, builds);
  }

  if (cfg.only) {
    // The sizes come with the Lighthouse figures: they are what the Lighthouse figures depend on, and cheap.
    spaSizes();
    moduleCosts();
    writeFileSync(join(outDir, "client", "bench-build-id.txt"), runId);
    const server = await startOurs(runId);
    setBaseUrl(server.baseUrl);
    try {
      await lighthouseScores(server);
    } finally {
      writeFileSync(join(tmp, "bench-server.log"), server.output());
      await server.stop();
    }
    return report(facts, started, migrateMs, marker, builds);
  }

  if (builds) bundleSize(builds.wranglerOutput, builds.startupOutput);
  spaSizes();
  moduleCosts();
  // Before any server: it speaks demo chapters with Flite threads (cached in .tmp/audio-cache after the first run).
  log("cue drift...");
  await cueDrift();

  // First start: grab the demo MP3 through the stream route and drop it into the static assets.
  writeFileSync(join(outDir, "client", "bench-build-id.txt"), runId);
  let server: PreviewServer = await startOurs(runId);
  const firstStart = server.timings;
  try {
    await captureStreamSample(server);
  } finally {
    await server.stop();
  }

  // Second, measured start: empty edge cache, assets include the sample.
  rmSync(join(stateDir, "v3", "cache"), { recursive: true, force: true });
  server = await startOurs(runId);
  setBaseUrl(server.baseUrl);
  try {
    coldStartRows(firstStart, server.timings, await call({ path: "/api/v1/library/book-by-id/meditations" }));
    const premium = await signIn("premium@demo.chapterly.dev", "Paul");
    const free = await signIn(`bench-${runId}-free@latency.bench.test`, "Free");
    // Before search and latency: the library routes' first calls are edge-cache misses.
    await routeCosts(premium);
    log("search on the synthetic library (cold first, while the edge cache is empty)...");
    await search();
    await categoryPage(premium);
    log("API latency...");
    await apiLatency({ premium, free });
    log("audio...");
    await audio(premium, samplePath);
    log("free allowance...");
    await freeAllowance(premium, cfg.audioSamples);
    await listeningFigures(samplePath);
    if (cfg.listeners > 0 && cfg.listenSeconds > 0) await listeners(server);
    // Last, on the same server, once the load of the other sections is over.
    await lighthouseScores(server);
    await interactionToNextPaint(server);
  } finally {
    writeFileSync(join(tmp, "bench-server.log"), server.output());
    await server.stop();
  }
  report(facts, started, migrateMs, marker, builds);
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
