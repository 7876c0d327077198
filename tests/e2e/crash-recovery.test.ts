import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminChapters, ProcessingJob } from "../../shared/contract";
import { projectRoot, startLocalServer, type LocalServer } from "../support/local-server";
import { chapterPages, makePdf } from "../support/pdf-fixtures";
import { openPage, sharedBrowser } from "./support/browser";
import { DEMO, signInAs } from "./support/session";

/**
 * Issue 32, "a crash costs nothing": the local server is killed (SIGKILL to its whole process group) in the middle of a
 * PDF job's audio step and started again on the same state. The next minute's Cron Trigger resumes the job (the sweep
 * finds its stopped heartbeat: decision 063) and it ends done with each chapter, snippet and audio part once; what a
 * listener's reports were answered with (a position the ledger has not written to D1 yet, the day's usage) is still
 * there. The server is its own, not the suite's: it serves the suite's build.
 *
 * The trigger is fired as Cloudflare fires it, through the runtime's scheduled route with its `time` a minute after the
 * restart (the sweep judges staleness at that time), instead of waiting a real minute for the local cron
 * (scripts/vite-local-cron.ts, whose firing tests/unit/local-cron.test.ts covers), unless that cron's minute came
 * during a slow restart and resumed the job already.
 */

const browser = sharedBrowser();
const suiteName = process.env.E2E_NAME ?? "e2e";
const options = {
  port: Number(process.env.E2E_CRASH_PORT ?? 4320),
  name: `${suiteName}-crash`,
  buildName: suiteName,
  build: process.env.E2E_SKIP_BUILD !== "1",
};
const run = Date.now().toString(36);

const stateDir = resolve(projectRoot, ".tmp", `${options.name}-state`, "v3");

/**
 * The local state's own SQLite files, read-only: D1's database, and each R2 bucket's object index. Read from
 * outside the server, they show the job's progress even while the worker is busy with it (polls through the API went
 * unanswered while the consumer worked), and what is stored once the server is gone.
 */
function stateFiles(kind: "d1/miniflare-D1DatabaseObject" | "r2/miniflare-R2BucketObject") {
  const dir = resolve(stateDir, kind);
  return readdirSync(dir)
    .filter((file) => file.endsWith(".sqlite") && file !== "metadata.sqlite")
    .map((file) => new DatabaseSync(resolve(dir, file), { readOnly: true }));
}
const d1 = () => stateFiles("d1/miniflare-D1DatabaseObject")[0]!;

async function api<T>(server: LocalServer, path: string, token: string | null, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${server.baseUrl}/api/v1${path}`, {
    ...init,
    headers: {
      ...(init.body && typeof init.body === "string" ? { "Content-Type": "application/json" } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function signIn(server: LocalServer, email: string): Promise<string> {
  const post = <T>(path: string, body: unknown) => api<T>(server, path, null, { method: "POST", body: JSON.stringify(body) });
  const { idToken } = await post<{ idToken: string }>("/dev/id-token", { email, given_name: "Crash", family_name: "Test" });
  const { accessToken } = await post<{ accessToken: string }>("/user/login", { googleToken: idToken });
  return accessToken;
}

/** One chapter a page: six audio parts and the full one, so the kill lands between two of them. */
const CHAPTER_RANGES = Array.from({ length: 6 }, (_, i) => ({ title: `Part ${i + 1}`, pageStart: i + 1, pageEnd: i + 1 }));

async function waitFor<T>(what: string, read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs: number, everyMs = 100) {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await read();
    if (ok(last)) return last;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms; last ${JSON.stringify(last)}`);
}

describe("a crash costs nothing", () => {
  let server: LocalServer | undefined;
  let admin: string;
  let bookId: string;
  let jobId: string;
  let before: AdminChapters;
  let restartedAt: number;
  const listener = { email: `crash-listener-${run}@example.com`, token: "", position: 0, usage: 0 };

  beforeAll(async () => {
    server = await startLocalServer(options);
    admin = await signIn(server, DEMO.admin);
    const book = await api<{ book_id: string }>(server, "/library/admin/books", admin, {
      method: "POST",
      body: JSON.stringify({ title: `Crash Book ${run}`, authors: ["Ada Focus"] }),
    });
    bookId = book.book_id;

    // A listener's reports are answered; the second comes within the ledger's minute after the first, so it is in the
    // ledger's storage and not yet in D1 when the server dies seconds later (decision 044).
    listener.token = await signIn(server, listener.email);
    const report = (position: number, seconds: number) =>
      api<{ dailyUsage: number }>(server!, "/user/write-audio-history", listener.token, {
        method: "POST",
        body: JSON.stringify({
          audioHistory: { meditations: position },
          dailyUsageIncrement: seconds,
          reportId: `r${run}${position}`,
        }),
      });
    await report(5, 5);
    await new Promise((r) => setTimeout(r, 3_000));
    listener.position = 8;
    listener.usage = (await report(listener.position, 3)).dailyUsage;

    const form = new FormData();
    form.set("bookId", bookId);
    const pdf = Buffer.from(await makePdf(chapterPages()));
    form.set("pdfBlob", new File([pdf], "book.pdf", { type: "application/pdf" }));
    form.set("chapters", JSON.stringify(CHAPTER_RANGES));
    ({ jobId } = await api<{ jobId: string }>(server, "/process/book-chapters", admin, { method: "POST", body: form }));

    const seen: string[] = [];
    const db = d1();
    const jobRow = async () => {
      const row = db.prepare("select status, current_step, progress from processing_jobs where id = ?").get(jobId) as {
        status: string;
        current_step: string | null;
        progress: number;
      };
      const state = `${row.status}/${row.current_step}/${row.progress}`;
      if (seen.at(-1) !== state) seen.push(state);
      return row;
    };
    // Killed once the audio step has stored at least one part (progress past 70 %) and before it ends.
    const job = await waitFor(
      "the job storing its first audio part",
      jobRow,
      (j) => j.status === "done" || j.status === "failed" || (j.current_step === "audio" && j.progress > 70),
      120_000,
      10,
    );
    await server.kill();
    db.close();
    expect(job, `the job was over before the kill; states seen: ${seen.join(" ")}`).toMatchObject({
      status: "running",
      current_step: "audio",
    });
    // What the steps before it made (read from the state after the kill, through the restarted server).
    server = await startLocalServer({ ...options, keepState: true });
    restartedAt = Date.now();
    before = await api<AdminChapters>(server, `/library/book-chapters/${encodeURIComponent(bookId)}`, admin);
  }, 400_000);

  afterAll(async () => {
    await server?.stop();
  });

  it("the next minute's Cron Trigger resumes the interrupted job, which ends done", { timeout: 240_000 }, async () => {
    // On a slow machine the restart takes most of a minute, and the local cron's own minute may come first and resume
    // the job; a sweep fired then at a minute after the restart would find the job queued again but not yet beating,
    // and count a second interruption for one crash.
    const swept = await api<ProcessingJob>(server!, `/process/jobs/${jobId}`, admin);
    if (swept.interruptions === 0) {
      const nextMinute = restartedAt + 60_000 + 1_000;
      const trigger = await fetch(
        `${server!.baseUrl}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("* * * * *")}&time=${nextMinute}`,
      );
      expect(trigger.status).toBe(200);
    }
    const resumed = await waitFor(
      "the job being resumed",
      () => api<ProcessingJob>(server!, `/process/jobs/${jobId}`, admin),
      (j) => j.interruptions > 0,
      30_000,
      500,
    );
    expect(resumed).toMatchObject({ interruptions: 1, interruptedStep: "audio" });
    const done = await waitFor(
      "the job ending",
      () => api<ProcessingJob>(server!, `/process/jobs/${jobId}`, admin),
      (j) => j.status === "done" || j.status === "failed",
      90_000,
      500,
    );
    expect(done).toMatchObject({ status: "done", progress: 100, interruptions: 1 });
    // Steps that had finished before the kill did not run again.
    expect(Object.fromEntries(done.steps.map((s) => [s.step, [s.status, s.attempts]]))).toEqual({
      extract: ["done", 1],
      chapters: ["done", 1],
      snippets: ["done", 1],
      summaries: ["done", 1],
      audio: ["done", 2],
      finalize: ["done", 1],
    });
  });

  it("the admin sees, on Bulk Processing, that the job resumed after an interruption", async () => {
    const page = await openPage(browser());
    await page.goto(`${server!.baseUrl}/login`);
    await signInAs(page, DEMO.admin);
    await page.goto(`${server!.baseUrl}/bulk-processing`);
    const row = page.getByRole("row", { name: new RegExp(`Crash Book ${run}`) });
    await row.getByText(/Resumed after an interruption \(in the audio step/).waitFor();
    await page.context().close();
  });

  it("a position and the day's usage that were answered, but not yet in D1, survive the kill", async () => {
    const info = await api<{ audio_history: Record<string, number> }>(server!, "/user/user-info", listener.token, {
      method: "POST",
    });
    expect(info.audio_history.meditations).toBe(listener.position);
    const usage = await api<{ dailyUsage: number }>(server!, "/user/daily-usage", listener.token, { method: "POST" });
    expect(listener.usage).toBeGreaterThan(0);
    expect(usage.dailyUsage).toBe(listener.usage);
  });

  it("the book holds each chapter, snippet and audio part exactly once", { timeout: 120_000 }, async () => {
    const after = await api<AdminChapters>(server!, `/library/book-chapters/${encodeURIComponent(bookId)}`, admin);
    const shape = (c: AdminChapters) =>
      c.chapters.map((ch) => [ch.chapter_id, ch.position, ch.chapter_snippets.map((s) => s.snippet_id)]);
    expect(after.chapters).toHaveLength(CHAPTER_RANGES.length);
    expect(shape(after)).toEqual(shape(before));
    await server!.stop();
    server = undefined;

    // The stored rows and objects themselves, read from the state the server left.
    const db = d1();
    const rows = (sql: string) =>
      db
        .prepare(sql)
        .all(bookId)
        .map((row) => ({ ...row }));
    expect(rows("select count(*) as n, count(distinct position) as positions from chapters where book_id = ?")).toEqual([
      { n: CHAPTER_RANGES.length, positions: CHAPTER_RANGES.length },
    ]);
    const snippetCount = before.chapters.reduce((n, c) => n + c.chapter_snippets.length, 0);
    expect(
      rows(
        "select count(*) as n, count(distinct s.chapter_id || '/' || s.position) as places from snippets s join chapters c on c.id = s.chapter_id where c.book_id = ?",
      ),
    ).toEqual([{ n: snippetCount, places: snippetCount }]);
    const expectedParts = [...after.chapters.map((c) => c.chapter_id), "full"].sort();
    expect(rows("select part, count(*) as n from audio_objects where book_id = ? group by part order by part")).toEqual(
      expectedParts.map((part) => ({ part, n: 1 })),
    );
    db.close();
    const prefix = `audio/${encodeURIComponent(bookId)}/`;
    const keys = stateFiles("r2/miniflare-R2BucketObject").flatMap((bucket) => {
      const found = bucket.prepare("select key from _mf_objects where substr(key, 1, length(?1)) = ?1").all(prefix);
      bucket.close();
      return found.map((row) => row.key as string);
    });
    expect(keys.sort()).toEqual(expectedParts.map((part) => `${prefix}${encodeURIComponent(part)}.mp3`).sort());
  });
});
