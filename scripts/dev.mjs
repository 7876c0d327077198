#!/usr/bin/env node
// `npm run dev`: migrate and seed the local database (idempotent), then start Vite with the
// Workers runtime (SPA with hot reload + worker in workerd), all offline. Speech for the demo
// library is synthesized in the background once the server answers (about 20 s a book on a
// small machine the first time), with its progress in this terminal; book pages say when their
// audio is not ready yet.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";

process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
process.env.WRANGLER_SEND_METRICS = "false";
// The dev server's demo-audio route takes requests carrying this run's secret only (vite.config.ts passes it to the worker).
process.env.CHAPTERLY_DEMO_AUDIO_SECRET = randomBytes(32).toString("base64url");

const port = Number(process.env.PORT ?? 5173);

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env, shell: false });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(" ")} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

// CHAPTERLY_STATE_DIR moves the local state (as in vite.config.ts and the seed script).
const persist = process.env.CHAPTERLY_STATE_DIR ? ["--persist-to", process.env.CHAPTERLY_STATE_DIR] : [];
run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", ...persist]);
// The seed writes the local D1 before Vite starts: two processes writing one local database fail each other's
// queries with SQLITE_BUSY (decision 094), and on a busy machine the seed outlasted Vite's start. It is idempotent.
run("npx", ["tsx", "scripts/seed.ts", "--audio-later"]);

/** A loopback port nobody listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

// Uploaded books' audio is spoken by a helper process (scripts/speech-helper.ts), not in the worker, where Flite would
// hold every other request of the local runtime while a book's audio is made. vite.config.ts passes its URL on.
let stopping = false;
const speechPort = await freePort();
process.env.CHAPTERLY_SPEECH_HELPER_URL = `http://127.0.0.1:${speechPort}/speak`;
// Node itself (not through npx), so that a signal reaches it; its stdin is a pipe from this process, so it ends with
// this process however that ends.
const speechHelper = spawn(process.execPath, ["--import", "tsx", "scripts/speech-helper.ts", "--port", String(speechPort)], {
  stdio: ["pipe", "inherit", "inherit"],
  env: process.env,
});
speechHelper.on("exit", (code, signal) => {
  if (!stopping)
    console.error(`[speech] the helper stopped (${signal ?? `exit ${code}`}): restart \`npm run dev\` to make audio.`);
});
const vite = spawn("npx", ["vite", ...process.argv.slice(2)], { stdio: "inherit", env: process.env });
let audio = null;

async function serverAnswers() {
  try {
    return (await fetch(`http://localhost:${port}/api/v1/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

async function synthesizeDemoAudioInBackground() {
  const deadline = Date.now() + 180_000;
  while (!(await serverAnswers())) {
    if (vite.exitCode !== null || Date.now() > deadline) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  audio = spawn("npx", ["tsx", "scripts/seed.ts", "--audio-through", `http://localhost:${port}`], {
    stdio: ["ignore", "inherit", "inherit"],
    env: process.env,
  });
  audio.on("exit", (code) => {
    if (code) console.error(`[demo audio] stopped (exit ${code}); run \`npm run seed\` to finish it.`);
    audio = null;
  });
}

void synthesizeDemoAudioInBackground();
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopping = true;
    audio?.kill(signal);
    speechHelper.kill(signal);
    vite.kill(signal);
  });
}
vite.on("exit", (code) => {
  stopping = true;
  audio?.kill("SIGTERM");
  speechHelper.kill("SIGTERM");
  process.exit(code ?? 0);
});
