import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import type { Plugin } from "vite";

/** How often the local stand-in fires: Cloudflare fires a `* * * * *` cron once a minute. */
export const LOCAL_CRON_INTERVAL_MS = 60_000;

/** The crons of the top-level `[triggers]` table of a wrangler.toml. */
export function cronsOf(wranglerToml: string): string[] {
  const table = /^\[triggers\]\s*\ncrons\s*=\s*\[([^\]]*)\]/m.exec(wranglerToml);
  return table ? [...table[1]!.matchAll(/"([^"]+)"/g)].map((m) => m[1]!) : [];
}

/**
 * The local runtime never fires Cron Triggers by itself (it only exposes `/cdn-cgi/handler/scheduled`), so a job whose
 * consumer died with a killed dev server would never be swept (issue 32). This plugin fires each cron of wrangler.toml
 * through that route once a minute while `vite` (npm run dev) or `vite preview` serves, the first time a few seconds
 * after the server listens. Production's crons are Cloudflare's own; this never runs there.
 */
export function localCron(wranglerTomlPath: string): Plugin {
  const crons = cronsOf(readFileSync(wranglerTomlPath, "utf8"));
  const fire = async (origin: string, cron: string) => {
    try {
      const res = await fetch(`${origin}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(cron)}`);
      if (!res.ok) console.warn(`[local cron] ${cron}: the scheduled handler answered ${res.status}`);
    } catch (err) {
      console.warn(`[local cron] ${cron}: ${(err as Error).message}`);
    }
  };
  const start = (server: Server | null | undefined) => {
    if (!server || crons.length === 0) return;
    server.once("listening", () => {
      const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
      const tick = () => crons.forEach((cron) => void fire(origin, cron));
      const first = setTimeout(tick, 5_000);
      const every = setInterval(tick, LOCAL_CRON_INTERVAL_MS);
      first.unref();
      every.unref();
      server.once("close", () => {
        clearTimeout(first);
        clearInterval(every);
      });
    });
  };
  return {
    name: "chapterly:local-cron",
    configureServer: (server) => start(server.httpServer as Server | null),
    configurePreviewServer: (server) => start(server.httpServer as Server | null),
  };
}
