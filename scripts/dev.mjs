#!/usr/bin/env node
// `npm run dev`: migrate and seed the local database (idempotent), then start Vite with the
// Workers runtime (SPA with hot reload + worker in workerd), all offline.
import { spawn, spawnSync } from "node:child_process";

process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
process.env.WRANGLER_SEND_METRICS = "false";

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env, shell: false });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(" ")} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local"]);
run("npx", ["tsx", "scripts/seed.ts"]);

const vite = spawn("npx", ["vite", ...process.argv.slice(2)], { stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => vite.kill(signal));
vite.on("exit", (code) => process.exit(code ?? 0));
