/**
 * `npm run dev:load`: a bounded mixed load against `npm run dev` on this machine (issue 32, section 4; decision 104).
 * It sends a fixed number of requests (API reads, static files, SPA routes, a few writes) from a few keep-alive
 * clients with bursts and idle gaps, to loopback only, stops after the count or the time limit, and prints every
 * failure: a 5xx (Vite's "Internal server error: fetch failed" page among them), a network error, or a timeout.
 * Nothing is sent twice. Exit code 1 when anything failed.
 *
 *   npm run dev:load                          # against a dev server already on PORT (default 5173)
 *   npm run dev:load -- --fresh               # starts `npm run dev` itself on a new local state and an empty audio
 *                                             # cache, so the load runs while the demo audio is being made (its
 *                                             # output: .tmp/dev-load/dev.log)
 *   options: --requests 2000 --clients 8 --max-seconds 900 --port <n>
 */
import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, rmSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { resolve } from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "2000" },
    clients: { type: "string", default: "8" },
    "max-seconds": { type: "string", default: "900" },
    port: { type: "string", default: process.env.PORT ?? "5173" },
    fresh: { type: "boolean", default: false },
  },
});
const total = Number(values.requests);
const clients = Number(values.clients);
const deadline = Date.now() + Number(values["max-seconds"]) * 1000;
const port = Number(values.port);
const host = "127.0.0.1"; // loopback only, by construction
const REQUEST_TIMEOUT_MS = 60_000;
const projectRoot = resolve(import.meta.dirname, "..");
/** The demo-audio run's last line in `npm run dev`'s output (scripts/seed.ts, scripts/dev.mjs). */
const AUDIO_FINISHED = /\[demo audio\] (Audio for .* ready|stopped)/;
const STATIC_FILES = ["/favicon.svg", "/manifest.webmanifest", "/sw.js", "/covers/leviathan.webp", "/covers/meditations.webp"];

interface Outcome {
  label: string;
  status: number;
  ms: number;
  text: string;
  error?: string;
  duringAudio: boolean;
  /** The answer this request must get (429 is accepted for any). */
  expect: number;
}
type Req = { label: string; method: string; path: string; body?: unknown; token?: string; expect?: number; contentType?: string };

// Idle sockets are closed after 1 s, long before Vite's server closes them (5 s): this leg never races.
const agent = new Agent({ keepAlive: true, maxSockets: clients, timeout: 1000, scheduling: "lifo" });
let ip = 0;
let audioRunning = false;

function send(r: Req): Promise<Outcome> {
  const started = performance.now();
  const body = r.body === undefined ? undefined : JSON.stringify(r.body);
  // Each request from its own client IP, so the per-IP rate limits do not answer for the proxy.
  const headers: Record<string, string> = { "cf-connecting-ip": `10.77.${(++ip >> 8) & 255}.${ip & 255}` };
  if (r.contentType) headers["content-type"] = r.contentType;
  if (body !== undefined) {
    headers["content-type"] = "application/json";
    headers["content-length"] = String(Buffer.byteLength(body));
  } else if (r.method !== "GET") headers["content-length"] = "0";
  if (r.token) headers.authorization = `Bearer ${r.token}`;
  const duringAudio = audioRunning;
  return new Promise((done) => {
    const finish = (o: Pick<Outcome, "status" | "text" | "error">) => {
      clearTimeout(timer);
      done({ ...o, label: r.label, ms: performance.now() - started, duringAudio, expect: r.expect ?? 200 });
    };
    const req = httpRequest({ agent, host, port, path: r.path, method: r.method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (d: Buffer) => chunks.push(d));
      res.on("error", (e) => finish({ status: 0, text: "", error: `response: ${e.message}` }));
      res.on("end", () => finish({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
    });
    const timer = setTimeout(() => req.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS / 1000} s`)), REQUEST_TIMEOUT_MS);
    req.on("error", (e: NodeJS.ErrnoException) => finish({ status: 0, text: "", error: `${e.code ?? ""} ${e.message}`.trim() }));
    req.end(body);
  });
}

async function json<T>(r: Req): Promise<T> {
  const o = await send(r);
  if (o.status !== 200) throw new Error(`${r.method} ${r.path} answered ${o.status} ${o.error ?? o.text.slice(0, 200)}`);
  return JSON.parse(o.text) as T;
}

async function serverAnswers() {
  try {
    return (await send({ label: "probe", method: "GET", path: "/api/v1/health" })).status === 200;
  } catch {
    return false;
  }
}

let dev: ChildProcess | null = null;
const devLog: string[] = [];
function startFreshDevServer() {
  const stateDir = resolve(projectRoot, ".tmp/dev-load/state");
  rmSync(stateDir, { recursive: true, force: true });
  rmSync(resolve(projectRoot, ".tmp/audio-cache"), { recursive: true, force: true });
  // Its own process group (detached), stopped as a whole at the end.
  dev = spawn("npm", ["run", "dev"], {
    cwd: projectRoot,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, PORT: String(port), CHAPTERLY_STATE_DIR: stateDir },
  });
  const logFile = resolve(projectRoot, ".tmp/dev-load/dev.log");
  rmSync(logFile, { force: true });
  const onLine = (line: string) => {
    devLog.push(line);
    appendFileSync(logFile, `${new Date().toISOString()} ${line}\n`);
    if (AUDIO_FINISHED.test(line)) audioRunning = false;
  };
  for (const stream of [dev.stdout!, dev.stderr!]) {
    let rest = "";
    stream.on("data", (d: Buffer) => {
      const lines = (rest + d.toString()).split("\n");
      rest = lines.pop() ?? "";
      lines.forEach(onLine);
    });
  }
}
function stopDevServer() {
  if (dev?.pid) {
    try {
      process.kill(-dev.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;
/** Bursts and idle gaps, some of them across the 1 s and 5 s keep-alive edges. */
function pause() {
  const r = Math.random();
  const ms =
    r < 0.7 ? 0 : r < 0.9 ? 50 + Math.random() * 250 : r < 0.98 ? 500 + Math.random() * 1500 : 4000 + Math.random() * 2000;
  return new Promise((done) => setTimeout(done, ms));
}

async function main() {
  if (values.fresh) startFreshDevServer();
  const startBy = Date.now() + 300_000;
  while (!(await serverAnswers())) {
    if (Date.now() > startBy || (dev && dev.exitCode !== null)) throw new Error(`no dev server answers on ${host}:${port}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  const books = await json<{ book_id: string }[]>({
    label: "setup",
    method: "POST",
    path: "/api/v1/library/books",
    body: { limit: 20 },
  });
  const topics = (await json<{ topic: string }[]>({ label: "setup", method: "GET", path: "/api/v1/library/categories" })).map(
    (c) => c.topic,
  );
  const bookIds = books.map((b) => b.book_id);
  // A fresh state starts synthesizing the demo audio as soon as the server answers (scripts/dev.mjs).
  audioRunning = Boolean(values.fresh) && !devLog.some((l) => AUDIO_FINISHED.test(l));
  const runId = Date.now().toString(36);
  const tokens: string[] = [];
  const one =
    (label: string, method: string, path: string, extra: Partial<Req> = {}) =>
    async () => [await send({ label, method, path, ...extra })];
  /** `sends`: how many requests a kind sends at most (a sign-in sends two). */
  const kinds: { weight: number; sends?: number; run: () => Promise<Outcome[]> }[] = [
    { weight: 6, run: one("api health", "GET", "/api/v1/health") },
    { weight: 10, run: () => one("api list", "POST", "/api/v1/library/books", { body: { limit: 20 } })() },
    { weight: 12, run: () => one("api book", "GET", `/api/v1/library/book-by-id/${pick(bookIds)}`)() },
    { weight: 6, run: one("api categories", "GET", "/api/v1/library/categories") },
    { weight: 6, run: () => one("api category", "GET", `/api/v1/categories/books?topic=${encodeURIComponent(pick(topics))}`)() },
    { weight: 6, run: () => one("api search", "GET", `/api/v1/library/search?q=${pick(["the", "mind", "war", "life"])}`)() },
    { weight: 4, run: one("api config", "GET", "/api/v1/config") },
    { weight: 10, run: () => one("static file", "GET", pick(STATIC_FILES))() },
    { weight: 4, run: () => one("vite module", "GET", pick(["/@vite/client", "/src/main.tsx"]))() },
    { weight: 8, run: () => one("spa route (worker)", "GET", pick(["/", "/login", `/book/${pick(bookIds)}`]))() },
    {
      weight: 6,
      run: () =>
        one("spa route", "GET", pick(["/my-library", "/search?q=mind", `/category/${encodeURIComponent(pick(topics))}`]))(),
    },
    {
      // A write: a new reader (their own account, made for this run) signs in; two requests.
      weight: 1,
      sends: 2,
      run: async () => {
        const email = `dev-load-${runId}-${tokens.length}@example.com`;
        const issued = await send({
          label: "write sign-in",
          method: "POST",
          path: "/api/v1/dev/id-token",
          body: { email, given_name: "Load" },
        });
        if (issued.status !== 200) return [issued];
        const { idToken } = JSON.parse(issued.text) as { idToken: string };
        const login = await send({
          label: "write sign-in",
          method: "POST",
          path: "/api/v1/user/login",
          body: { googleToken: idToken },
        });
        if (login.status === 200) tokens.push((JSON.parse(login.text) as { accessToken: string }).accessToken);
        return [issued, login];
      },
    },
    // What the SPA sends on every page: a bodiless POST with a JSON content type, which the worker never reads.
    {
      weight: 4,
      run: async () =>
        tokens.length
          ? [
              await send({
                label: "api user-info",
                method: "POST",
                path: "/api/v1/user/user-info",
                contentType: "application/json",
                token: pick(tokens),
              }),
            ]
          : [],
    },
    // A signed-out write: answered 401 before its body is read.
    {
      weight: 2,
      run: () =>
        one("api signed-out write", "POST", "/api/v1/user/favorites", { body: { bookId: pick(bookIds) }, expect: 401 })(),
    },
    {
      weight: 2,
      run: async () =>
        tokens.length
          ? [
              await send({
                label: "write favourite",
                method: "POST",
                path: "/api/v1/user/favorites",
                body: { bookId: pick(bookIds) },
                token: pick(tokens),
              }),
            ]
          : [],
    },
  ];
  const weights = kinds.reduce((s, k) => s + k.weight, 0);
  const choose = (room: number) => {
    let r = Math.random() * weights;
    for (const k of kinds) {
      r -= k.weight;
      if (r < 0 && (k.sends ?? 1) <= room) return k;
    }
    return kinds[0]!;
  };

  const outcomes: Outcome[] = [];
  const setup = 2;
  let claimed = setup;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (claimed < total && Date.now() < deadline) {
        const kind = choose(total - claimed);
        claimed += kind.sends ?? 1;
        const sent = await kind.run();
        outcomes.push(...sent);
        claimed -= (kind.sends ?? 1) - sent.length; // a kind with nothing to send yet sent nothing
        await pause();
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;

  const failed = outcomes.filter((o) => o.status !== o.expect && o.status !== 429);
  const proxy = failed.filter((o) => o.status === 500 && o.text.includes("fetch failed"));
  const byLabel = new Map<string, number>();
  for (const o of outcomes) byLabel.set(o.label, (byLabel.get(o.label) ?? 0) + 1);
  console.log(
    `\ndev-load: ${outcomes.length + setup} requests in ${seconds.toFixed(0)} s on ${host}:${port} by ${clients} clients`,
  );
  console.log(`  mix: ${[...byLabel].map(([l, n]) => `${l} ${n}`).join(", ")}`);
  console.log(`  rate-limited (429): ${outcomes.filter((o) => o.status === 429).length}`);
  if (values.fresh) {
    const during = outcomes.filter((o) => o.duringAudio).length;
    const audioLine = devLog.find((l) => AUDIO_FINISHED.test(l));
    console.log(`  sent while the demo audio was being made: ${during} (${audioLine ?? "audio still running at the end"})`);
    console.log(
      `  "Internal server error" lines in the dev server's log: ${devLog.filter((l) => l.includes("Internal server error")).length}`,
    );
  }
  console.log(`  FAILURES: ${failed.length} (of them Vite's 500 "fetch failed": ${proxy.length})`);
  for (const o of failed)
    console.log(
      `    ${o.label} -> ${o.status || o.error} after ${o.ms.toFixed(0)} ms${o.duringAudio ? " (during audio)" : ""} ${o.text.replace(/\s+/g, " ").slice(0, 160)}`,
    );
  if (outcomes.length + setup < total)
    console.log(`  stopped at the time limit: ${total - outcomes.length - setup} requests not sent`);
  return failed.length;
}

main()
  .then((failures) => {
    stopDevServer();
    agent.destroy();
    process.exit(failures ? 1 : 0);
  })
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    if (devLog.length) console.error(devLog.slice(-30).join("\n"));
    stopDevServer();
    process.exit(2);
  });

// Stop the dev server with this script.
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    stopDevServer();
    process.exit(130);
  });
