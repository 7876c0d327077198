import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { buildInputsHash, buildIsCurrent, stampBuild } from "./build-inputs";
import { killGroup, spawnGroup, stopGroup } from "./process-group";

export const projectRoot = resolve(import.meta.dirname, "../..");

export interface LocalServer {
  baseUrl: string;
  stateDir: string;
  /** What the server has printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
  /** SIGKILL to the whole group (vite, workerd and all), as a crash would; resolves once the leader is gone. */
  kill(): Promise<void>;
}

export const offlineEnv = (extra: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  CI: "true",
  ...extra,
});

/** Runs a command to completion (without blocking the event loop, so steps can overlap); throws with its output when it fails. */
function runOrThrow(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(" ")} failed (${code}):\n${output}`)),
    );
  });
}

/** Runs a step and logs its wall time, so every run shows where its setup minutes go. */
async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await step();
  console.log(`[local-server] ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Server at ${baseUrl} did not become healthy in ${timeoutMs} ms`);
}

export interface LocalServerOptions {
  port: number;
  name: string;
  build?: boolean;
  /** Serve the build of this name (a server of the same inputs built it, or builds it now); default: `name`. */
  buildName?: string;
  /** Start again on the state the last server of this name left (a restart after a crash); default: a fresh one. */
  keepState?: boolean;
}

/**
 * Builds the app and serves it with `vite preview` (the built worker in workerd, real local
 * D1/R2/KV/Queues) on a fresh state directory, migrated and seeded like `npm run dev`.
 */
export async function startLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  const stateDir = resolve(projectRoot, ".tmp", `${options.name}-state`);
  if (!options.keepState) rmSync(stateDir, { recursive: true, force: true });
  mkdirSync(stateDir, { recursive: true });
  // Own build output too, so parallel runs (say, two developers' helpers) never clobber each other.
  const outDir = resolve(projectRoot, ".tmp", `${options.buildName ?? options.name}-dist`);
  const env = offlineEnv({ CHAPTERLY_STATE_DIR: stateDir, CHAPTERLY_OUT_DIR: outDir, PORT: String(options.port) });

  // A production build of the app (vitest sets NODE_ENV=test, which would give React's development build), skipped
  // when the last build in outDir came from the same inputs (docs/decisions/140).
  const buildEnv = { ...env, NODE_ENV: "production" };
  const build = async () => {
    if (options.build === false) return "skipped (E2E_SKIP_BUILD)";
    const inputs = buildInputsHash(projectRoot, buildEnv);
    if (buildIsCurrent(projectRoot, outDir, inputs)) return "unchanged, reused";
    await runOrThrow("npx", ["vite", "build", "--logLevel", "error"], buildEnv);
    stampBuild(outDir, inputs);
    return "built";
  };
  // The seed applies the migrations itself, as `wrangler d1 migrations apply --local` would (one process start instead
  // of two on the setup's critical path; decision 140). The demo books' audio is silent fixture audio as long as their speech (decision 140): no browser test listens to
  // the words, and Flite spent two minutes of a fresh clone's run on them. Real speech: tests/worker/audio-generation.
  const seed = () => runOrThrow("npx", ["tsx", "scripts/seed.ts", "--quiet", "--migrate", "--fixture-audio"], env);

  // The build overlaps the migrations and the seed. The server starts after the seed: a server starting on the same
  // local state while the seed writes it failed a CI run with SQLITE_BUSY (database is locked).
  const building = timed("build", build);
  const seeding = timed("migrations and seed (demo library and fixture audio)", seed);
  seeding.catch(() => undefined); // awaited below, after the build
  const built = await building;
  console.log(`[local-server] build ${built}`);
  await seeding;

  const child = spawnGroup("npx", ["vite", "preview", "--port", String(options.port), "--strictPort"], {
    cwd: projectRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  return serverOf(child, { ...options, stateDir, label: "server start", timeoutMs: 90_000, appendLog: options.keepState });
}

/** Keeps the server's own log (one line per request, with its time) next to its state, and waits until it answers. */
async function serverOf(
  child: ChildProcess,
  options: { port: number; name: string; stateDir: string; label: string; timeoutMs: number; appendLog?: boolean },
): Promise<LocalServer> {
  const log = createWriteStream(resolve(projectRoot, ".tmp", `${options.name}-server.log`), {
    flags: options.appendLog ? "a" : "w",
  });
  let output = "";
  const record = (d: Buffer) => {
    output += d;
    log.write(d);
  };
  child.stdout?.on("data", record);
  child.stderr?.on("data", record);

  const baseUrl = `http://localhost:${options.port}`;
  try {
    await timed(options.label, () => waitForHealth(baseUrl, child, options.timeoutMs));
  } catch (err) {
    killGroup(child);
    throw new Error(`${(err as Error).message}\n${output}`);
  }
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    killGroup(child);
    await exited;
  };
  return { baseUrl, stateDir: options.stateDir, output: () => output, stop: () => stopGroup(child), kill };
}

/** How long `npm run dev` may take to answer on a fresh state (see startDevServer). */
export const DEV_START_TIMEOUT_MS = 240_000;

/**
 * `npm run dev` itself (scripts/dev.mjs: migrations, the seed, Vite's dev server with the worker in workerd, the demo
 * audio in the background) on a fresh state directory: what a newcomer runs first. The demo audio is fixture audio
 * (CHAPTERLY_FIXTURE_AUDIO=1, decision 140): written through the server as a newcomer's is, without Flite's minutes.
 */
export async function startDevServer(options: { port: number; name: string }): Promise<LocalServer> {
  const stateDir = resolve(projectRoot, ".tmp", `${options.name}-state`);
  rmSync(stateDir, { recursive: true, force: true });
  mkdirSync(stateDir, { recursive: true });
  const env = offlineEnv({ CHAPTERLY_STATE_DIR: stateDir, PORT: String(options.port), CHAPTERLY_FIXTURE_AUDIO: "1" });
  const child = spawnGroup("node", ["scripts/dev.mjs"], { cwd: projectRoot, env, stdio: ["ignore", "pipe", "pipe"] });
  // Vite bundles the app's dependencies on a first start: over two minutes on a slow machine under the other tests.
  return serverOf(child, { ...options, stateDir, label: "dev server start", timeoutMs: DEV_START_TIMEOUT_MS });
}
