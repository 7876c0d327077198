import { resolve } from "node:path";
import { getPlatformProxy } from "wrangler";

export const projectRoot = resolve(import.meta.dirname, "../..");
/** The same local state the dev server and the wrangler CLI use (see vite.config.ts). */
export const stateDir = process.env.CHAPTERLY_STATE_DIR ?? resolve(projectRoot, ".wrangler/state");

/** Real local D1/R2/KV bindings (miniflare) for scripts running in Node. */
export function localPlatform() {
  return getPlatformProxy<Env>({
    configPath: resolve(projectRoot, "wrangler.toml"),
    // Wrangler and the Vite plugin keep their state under `<dir>/v3`.
    persist: { path: resolve(stateDir, "v3") },
  });
}
