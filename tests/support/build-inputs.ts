import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

/** Everything `vite build` reads: the app's sources, its config, the lockfile and the env files. */
const BUILD_INPUTS = [
  "web",
  "worker",
  "shared",
  "scripts/vite-route-preload.ts",
  "vite.config.ts",
  "wrangler.toml",
  "package-lock.json",
  "tsconfig.base.json",
  "tsconfig.json",
  "tsconfig.web.json",
  "tsconfig.worker.json",
  ".env",
  ".env.production",
  ".env.local",
  ".env.production.local",
];

/** The environment variables that change what the build writes (vite.config.ts and Vite's own VITE_ prefix). */
const buildEnv = (env: NodeJS.ProcessEnv) =>
  Object.entries(env)
    .filter(([name]) => /^(NODE_ENV|CLOUDFLARE_ENV|CHAPTERLY_(COST_METRICS|BUILD_MANIFEST)|VITE_.*)$/.test(name))
    .sort(([a], [b]) => a.localeCompare(b));

/** A hash of the build's inputs as they are in the working tree (tracked and untracked files, not ignored ones). */
export function buildInputsHash(projectRoot: string, env: NodeJS.ProcessEnv): string {
  const listed = spawnSync("git", ["ls-files", "-co", "--exclude-standard", "--", ...BUILD_INPUTS], {
    cwd: projectRoot,
    encoding: "utf8",
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const hash = createHash("sha256").update(JSON.stringify(buildEnv(env)));
  for (const file of [...new Set(listed.stdout.split("\n").filter(Boolean))].sort()) {
    const path = resolve(projectRoot, file);
    // A file deleted in the working tree but still in the index is listed too.
    hash.update(`\0${file}\0`).update(existsSync(path) ? readFileSync(path) : "(deleted)");
  }
  return hash.digest("hex");
}

const stampPath = (outDir: string) => resolve(outDir, ".build-inputs");

/** Whether `outDir` holds a complete build made from exactly these inputs (the stamp is written after the build). */
export function buildIsCurrent(projectRoot: string, outDir: string, inputsHash: string): boolean {
  try {
    return readFileSync(stampPath(outDir), "utf8") === inputsHash && previewServes(projectRoot, outDir);
  } catch {
    return false;
  }
}

/**
 * `vite preview` serves the build that web/.wrangler/deploy/config.json (the Cloudflare plugin's redirect) names: the
 * last `vite build` of any output directory, which after `npm run check:deploy` is the production build in dist/. A
 * build in `outDir` is reusable only while the redirect names it.
 */
function previewServes(projectRoot: string, outDir: string): boolean {
  const redirect = resolve(projectRoot, "web/.wrangler/deploy/config.json");
  const { configPath } = JSON.parse(readFileSync(redirect, "utf8")) as { configPath: string };
  return resolve(dirname(redirect), configPath).startsWith(`${resolve(outDir)}/`);
}

export function stampBuild(outDir: string, inputsHash: string) {
  writeFileSync(stampPath(outDir), inputsHash);
}
