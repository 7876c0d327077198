import { Cron } from "croner";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import type { Plugin } from "vite";

/** The crons of the top-level `[triggers]` table of a wrangler.toml. */
export function cronsOf(wranglerToml: string): string[] {
  const table = /^\[triggers\]\s*\ncrons\s*=\s*\[([^\]]*)\]/m.exec(wranglerToml);
  return table ? [...table[1]!.matchAll(/"([^"]+)"/g)].map((m) => m[1]!) : [];
}

/** When Cloudflare next fires `cron` after `from`: its expressions are read in UTC. */
export function nextFiring(cron: string, from: Date): Date | null {
  return new Cron(cron, { timezone: "UTC", paused: true }).nextRun(from);
}

/**
 * The local runtime never fires Cron Triggers by itself (it only exposes `/cdn-cgi/handler/scheduled`), so a job whose
 * consumer died with a killed dev server would never be swept (issue 32), nor would the daily review email go out. This
 * plugin fires each cron of wrangler.toml through that route at the times Cloudflare would (croner reads the
 * expressions, in UTC) while `vite` (npm run dev) or `vite preview` serves. Production's crons are Cloudflare's own;
 * this never runs there.
 */
export function localCron(wranglerTomlPath: string): Plugin {
  const crons = cronsOf(readFileSync(wranglerTomlPath, "utf8"));
  const fire = async (origin: string, cron: string, at: Date) => {
    try {
      const query = `cron=${encodeURIComponent(cron)}&time=${at.getTime()}`;
      const res = await fetch(`${origin}/cdn-cgi/handler/scheduled?${query}`);
      if (!res.ok) console.warn(`[local cron] ${cron}: the scheduled handler answered ${res.status}`);
    } catch (err) {
      console.warn(`[local cron] ${cron}: ${(err as Error).message}`);
    }
  };
  const start = (server: Server | null | undefined) => {
    if (!server || crons.length === 0) return;
    server.once("listening", () => {
      const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
      const jobs = crons.map(
        (cron) =>
          new Cron(
            cron,
            { timezone: "UTC", unref: true },
            (job: Cron) => void fire(origin, cron, job.currentRun() ?? new Date()),
          ),
      );
      server.once("close", () => {
        for (const job of jobs) job.stop();
      });
    });
  };
  return {
    name: "chapterly:local-cron",
    configureServer: (server) => start(server.httpServer as Server | null),
    configurePreviewServer: (server) => start(server.httpServer as Server | null),
  };
}
