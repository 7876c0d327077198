import { spawnSync } from "node:child_process";
import { offlineEnv, projectRoot } from "../../tests/support/local-server";
import { killGroup, spawnGroup, stopGroup } from "../../tests/support/process-group";

export { offlineEnv, projectRoot };

/** Runs a command to completion; throws with its output when it fails. Returns wall time in ms. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv): number {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: projectRoot, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  return performance.now() - started;
}

export interface StartTimings {
  /** Spawn of `vite preview` until its port accepts a connection. */
  spawnToListenMs: number;
  /** Spawn until the first 200 from /api/v1/health. */
  spawnToHealthyMs: number;
  /** Port open until the first 200 from /api/v1/health (the worker's own start-up as a client sees it). */
  listenToHealthyMs: number;
  /** Latency of that first successful health request. */
  firstHealthyRequestMs: number;
}

export interface PreviewServer {
  baseUrl: string;
  /** The process group of `vite preview` and its workerd (bench/lib/workerd-socket.ts finds workerd's socket in it). */
  pgid: number;
  timings: StartTimings;
  /** The server's recent console output (for diagnosing failures). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Serves an existing build with `vite preview` (the built worker in workerd with local D1/R2/KV
 * state) in its own process group, and times its start-up.
 */
export async function startPreview(options: {
  port: number;
  stateDir: string;
  outDir: string;
  /** A loopback address; the bench serves on 127.0.0.2 so Lighthouse's compressing proxy can take 127.0.0.1 (bench/lib/compressing-proxy.ts). */
  host?: string;
}): Promise<PreviewServer> {
  const host = options.host ?? "127.0.0.1";
  const env = offlineEnv({
    CHAPTERLY_STATE_DIR: options.stateDir,
    CHAPTERLY_OUT_DIR: options.outDir,
    PORT: String(options.port),
  });
  const baseUrl = `http://${host}:${options.port}`;
  const started = performance.now();
  const child = spawnGroup("npx", ["vite", "preview", "--port", String(options.port), "--strictPort", "--host", host], {
    cwd: projectRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const append = (d: Buffer) => {
    output = (output + d.toString()).slice(-20_000);
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);

  let listenAt: number | null = null;
  const deadline = started + 120_000;
  try {
    while (performance.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`vite preview exited early with code ${child.exitCode}`);
      const t = performance.now();
      try {
        const res = await fetch(`${baseUrl}/api/v1/health`, { signal: AbortSignal.timeout(30_000) });
        const done = performance.now();
        listenAt ??= t;
        await res.arrayBuffer();
        if (res.ok) {
          return {
            baseUrl,
            pgid: child.pid!,
            timings: {
              spawnToListenMs: listenAt - started,
              spawnToHealthyMs: done - started,
              listenToHealthyMs: done - listenAt,
              firstHealthyRequestMs: done - t,
            },
            output: () => output,
            stop: () => stopGroup(child),
          };
        }
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`vite preview on ${baseUrl} did not become healthy`);
  } catch (err) {
    killGroup(child);
    throw new Error(`${(err as Error).message}\n${output}`);
  }
}
