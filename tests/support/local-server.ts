import { spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { killGroup, spawnGroup, stopGroup } from "./process-group";

export const projectRoot = resolve(import.meta.dirname, "../..");

export interface LocalServer {
  baseUrl: string;
  stateDir: string;
  stop(): Promise<void>;
}

export const offlineEnv = (extra: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  CI: "true",
  ...extra,
});

function runOrThrow(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(command, args, { cwd: projectRoot, env, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
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

/**
 * Builds the app and serves it with `vite preview` (the built worker in workerd, real local
 * D1/R2/KV/Queues) on a fresh state directory, migrated and seeded like `npm run dev`.
 */
export async function startLocalServer(options: { port: number; name: string; build?: boolean }): Promise<LocalServer> {
  const stateDir = resolve(projectRoot, ".tmp", `${options.name}-state`);
  rmSync(stateDir, { recursive: true, force: true });
  mkdirSync(stateDir, { recursive: true });
  // Own build output too, so parallel runs (say, two developers' helpers) never clobber each other.
  const outDir = resolve(projectRoot, ".tmp", `${options.name}-dist`);
  const env = offlineEnv({ CHAPTERLY_STATE_DIR: stateDir, CHAPTERLY_OUT_DIR: outDir, PORT: String(options.port) });

  // A production build of the app (vitest sets NODE_ENV=test, which would give React's development build).
  if (options.build !== false) runOrThrow("npx", ["vite", "build", "--logLevel", "error"], { ...env, NODE_ENV: "production" });
  runOrThrow("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], env);
  runOrThrow("npx", ["tsx", "scripts/seed.ts", "--quiet"], env);

  const child = spawnGroup("npx", ["vite", "preview", "--port", String(options.port), "--strictPort"], {
    cwd: projectRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));

  const baseUrl = `http://localhost:${options.port}`;
  try {
    await waitForHealth(baseUrl, child, 90_000);
  } catch (err) {
    killGroup(child);
    throw new Error(`${(err as Error).message}\n${output}`);
  }

  return {
    baseUrl,
    stateDir,
    stop: () => stopGroup(child),
  };
}
