/** Everything before measuring: the cached 100k-book state, the builds, and starting the server on our build. */
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { cfg, deployDir, log, outDir, prodOutDir, seedMarker, stateDir } from "./config";
import { offlineEnv, projectRoot, run, startPreview, type PreviewServer } from "./server";

export function ensureState() {
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
export async function startOurs(marker: string): Promise<PreviewServer> {
  pinPreviewToOurBuild();
  const server = await startPreview({ port: cfg.port, stateDir, outDir, host: "127.0.0.2" });
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

export function build() {
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
    // The served build counts what each request costs when asked (docs/decisions/045); the production build never does.
    offlineEnv({ ...common, CHAPTERLY_COST_METRICS: "1", CHAPTERLY_OUT_DIR: outDir, CHAPTERLY_STATE_DIR: stateDir }),
  );
  return { localMs, prodMs, deployMs, wranglerOutput: out, startupOutput: startup };
}

export type Builds = ReturnType<typeof build>;
export type SeedMarker = ReturnType<typeof ensureState>["marker"];
