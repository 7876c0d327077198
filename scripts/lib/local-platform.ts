import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { experimental_readRawConfig, getPlatformProxy } from "wrangler";

export const projectRoot = resolve(import.meta.dirname, "../..");
/** The same local state the dev server and the wrangler CLI use (see vite.config.ts). */
export const stateDir = process.env.CHAPTERLY_STATE_DIR ?? resolve(projectRoot, ".wrangler/state");

/**
 * wrangler.toml's storage (D1, R2, KV) and nothing else. getPlatformProxy runs none of the worker's code, so the
 * Durable Object the worker exports cannot exist there: with the whole config, every `npm run dev` printed a warning
 * and a workerd exception ("no such actor class") though nothing was wrong. The scripts use the storage alone.
 */
function storageConfigPath(): string {
  const { rawConfig } = experimental_readRawConfig({ config: resolve(projectRoot, "wrangler.toml") });
  const { name, compatibility_date, compatibility_flags, d1_databases, r2_buckets, kv_namespaces } = rawConfig;
  const dir = resolve(projectRoot, ".wrangler/tmp");
  mkdirSync(dir, { recursive: true });
  const path = resolve(dir, "scripts-storage.wrangler.json");
  const config = { name, compatibility_date, compatibility_flags, d1_databases, r2_buckets, kv_namespaces };
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`);
  return path;
}

/** Real local D1/R2/KV bindings (miniflare) for scripts running in Node. */
export function localPlatform() {
  return getPlatformProxy<Env>({
    configPath: storageConfigPath(),
    // Wrangler and the Vite plugin keep their state under `<dir>/v3`.
    persist: { path: resolve(stateDir, "v3") },
  });
}
