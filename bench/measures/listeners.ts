import { randomUUID } from "node:crypto";
import { cfg, log, runId } from "../lib/config";
import { pool, signIn, type Call } from "../lib/http";
import { loadClient, type LoadClient } from "../lib/load-client";
import { loadRows } from "./listener-load-rows";
import { section } from "../lib/report";
import type { PreviewServer } from "../lib/server";
import { ms, summarize } from "../lib/stats";
import { findWorkerdEntry, workerdCpuSeconds } from "../lib/workerd-socket";
import type { FlushStats } from "../../worker/lib/cost-metrics-types";

interface Listener {
  token: string;
  book: string;
  /** What the server acknowledged last, and the running sum of what was reported. */
  acked: number;
  expected: number;
  reports: number;
  mismatches: number;
  /** The last position reported (whole seconds) and when listening started and ended. */
  position: number | null;
  playStart: number;
  stoppedAt: number;
}

interface LedgerView {
  flushStats: FlushStats | null;
  unflushed: unknown;
  d1: {
    audio_history: Record<string, unknown>;
    audio_history_chapter: Record<string, string>;
    playback_speeds: Record<string, number>;
  };
}

const sleep = (msToWait: number) => new Promise((r) => setTimeout(r, Math.max(0, msToWait)));

/**
 * Issue 20's load test: `cfg.listeners` free users listening at once, each reporting every `reportIntervalSeconds`
 * with an increasing position and a final page-hide report, then checked: every position the user reported last is
 * what user-info shows at once and, after the ledgers' flushes, what D1 holds; every daily counter is exact; and the
 * D1 writes the flushes made per listener-minute (decision 044's target: at most 1 at steady state).
 */
export async function listeners(server: PreviewServer) {
  const s = section(`${cfg.listeners} concurrent listeners reporting history for ${cfg.listenSeconds} s`);
  // Straight at workerd, not through vite preview's Node proxy (decision 141).
  const client = loadClient(await findWorkerdEntry(server.pgid, runId), cfg.loadConnections);
  try {
    await drive(s, client, () => workerdCpuSeconds(server.pgid));
  } finally {
    client.close();
  }
}

async function drive(s: ReturnType<typeof section>, client: LoadClient, workerdCpu: () => number) {
  // Reads and sign-ins are safe to send again after a connection reset before any answer; reports carry a reportId
  // for that. The reads go without a body: these routes read none, and workerd closes a connection whose request body
  // the worker left unread, which resets the next request sent on it (decision 141).
  const read = (c: Call) => client.call(c, { resend: true });
  const interval = cfg.reportIntervalSeconds * 1000;
  log(`signing in ${cfg.listeners} free users through workerd at ${client.origin}...`);
  const books = ["meditations", "synthetic-3", "synthetic-6", "synthetic-9"];
  const users: Listener[] = [];
  const signStarted = performance.now();
  await pool(
    Array.from({ length: cfg.listeners }, (_, i) => i),
    10,
    async (i) => {
      const token = await signIn(`bench-${runId}-${i}@listeners.bench.test`, `Listener${i}`, read);
      users[i] = {
        token,
        book: books[i % books.length]!,
        acked: 0,
        expected: 0,
        reports: 0,
        mismatches: 0,
        position: null,
        playStart: 0,
        stoppedAt: 0,
      };
    },
  );
  const signSeconds = (performance.now() - signStarted) / 1000;
  const signRetries = client.resent;

  log(`listening for ${cfg.listenSeconds} s...`);
  const latencies: number[] = [];
  let errors = 0;
  let firstError = "";
  const wallStart = Date.now();
  const cpuBefore = { workerd: workerdCpu(), bench: process.cpuUsage() };
  const started = performance.now();
  const end = started + cfg.listenSeconds * 1000;
  let scheduled = 0;
  // A report sent more than a second after it was due (its previous one still unanswered, or the client's own
  // timers late): then the run offers less than its listeners' load, and the count says by how much.
  let late = 0;
  const report = async (u: Listener, increment: number) => {
    scheduled++;
    const position = Math.round(u.expected + increment);
    try {
      const a = await client.call(
        {
          path: "/api/v1/user/write-audio-history",
          token: u.token,
          body: {
            audioHistory: { [u.book]: position },
            audioHistoryChapter: { [u.book]: `${u.book}-ch1` },
            playbackSpeeds: { [u.book]: 1 },
            dailyUsageIncrement: increment,
            // A fresh id per report, as the player sends: the worker counts a report sent twice once.
            reportId: randomUUID(),
          },
        },
        { resend: true },
      );
      if (a.status !== 200) throw new Error(`${a.status} ${a.text.slice(0, 200)}`);
      latencies.push(a.ms);
      u.reports++;
      u.position = position;
      // The server keeps seconds to the millisecond and answers the rounded total.
      u.expected = Math.round((u.expected + increment) * 1000) / 1000;
      u.acked = (JSON.parse(a.text) as { dailyUsage: number }).dailyUsage;
      if (u.acked !== Math.round(u.expected)) u.mismatches++;
    } catch (err) {
      errors++;
      firstError ||= (err as Error).message;
    }
  };
  await Promise.all(
    users.map(async (u) => {
      // Playback starts at a random moment of the first interval; the first report follows one interval later.
      const playStart = started + Math.random() * interval;
      u.playStart = playStart;
      let last = playStart;
      for (let k = 1; ; k++) {
        const due = playStart + k * interval;
        if (due > end) {
          // The tab closes before the next report is due: the page-hide report carries what played since the last one.
          await sleep(last + Math.random() * (due - last) - performance.now());
          break;
        }
        await sleep(due - performance.now());
        const now = performance.now();
        if (now - due > 1000) late++;
        // The client reports the wall time it played since its previous report (ms precision), position = total played.
        const increment = Math.round(now - last) / 1000;
        last = now;
        await report(u, increment);
      }
      const now = performance.now();
      await report(u, Math.round(now - last) / 1000);
      u.stoppedAt = now;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const benchCpu = process.cpuUsage(cpuBefore.bench);
  const cpu = { workerd: workerdCpu() - cpuBefore.workerd, bench: (benchCpu.user + benchCpu.system) / 1e6 };
  const reportRetries = client.resent - signRetries;
  const lastStop = Math.max(...users.map((u) => u.stoppedAt));

  // At once: every position the listener reported last is what user-info shows (the ledger laid over D1), and every
  // daily counter equals what the server acknowledged last.
  log("checking positions and counters...");
  let lostAtOnce = 0;
  let counterMismatches = 0;
  let readFailures = 0;
  let example = "";
  await pool(users, 10, async (u) => {
    const info = await read({ method: "POST", path: "/api/v1/user/user-info", token: u.token });
    const usage = await read({ method: "POST", path: "/api/v1/user/daily-usage", token: u.token });
    if (info.status !== 200 || usage.status !== 200) {
      readFailures++;
      firstError ||= `user-info ${info.status} / daily-usage ${usage.status}`;
      return;
    }
    if ((JSON.parse(info.text) as { audio_history: Record<string, unknown> }).audio_history[u.book] !== u.position) lostAtOnce++;
    const { dailyUsage } = JSON.parse(usage.text) as { dailyUsage: number };
    if (dailyUsage !== u.acked || dailyUsage !== Math.round(u.expected)) {
      counterMismatches++;
      example ||= `daily-usage ${dailyUsage}, last acknowledged ${u.acked}, reported ${u.expected}`;
    }
  });

  // After the flushes: each ledger writes what is pending at most a minute after its previous flush.
  const flushDeadline = lastStop + 65_000;
  log(`waiting ${((flushDeadline - performance.now()) / 1000).toFixed(0)} s for the ledgers' last flushes...`);
  await sleep(flushDeadline - performance.now());
  const views = new Map<Listener, LedgerView>();
  for (let sweep = 0; sweep < 6; sweep++) {
    const todo = users.filter((u) => !views.has(u));
    if (todo.length === 0) break;
    if (sweep > 0) await sleep(5_000);
    await pool(todo, 10, async (u) => {
      const a = await read({ method: "POST", path: "/api/v1/dev/listening-ledger", token: u.token });
      if (a.status !== 200) return;
      const view = JSON.parse(a.text) as LedgerView;
      if (view.unflushed === null) views.set(u, view);
    });
  }
  const unflushed = users.length - views.size;
  let lostInD1 = 0;
  let flushes = 0;
  let steadyFlushes = 0;
  let statements = 0;
  let listenerMinutes = 0;
  let missingStats = 0;
  // Steady state: after the first minute (the first report of a quiet listener is written at once, 044), up to the
  // end of the regular reports; every listener is playing throughout. Half-open, so a flush every 60 s counts once a minute.
  const steadyFrom = wallStart + 60_000;
  const steadyTo = wallStart + cfg.listenSeconds * 1000;
  const steadyMinutes = (steadyTo - steadyFrom) / 60_000;
  for (const [u, view] of views) {
    if (view.d1.audio_history[u.book] !== u.position) lostInD1++;
    listenerMinutes += (u.stoppedAt - u.playStart) / 60_000;
    if (!view.flushStats) {
      missingStats++;
      continue;
    }
    flushes += view.flushStats.flushes;
    statements += view.flushStats.d1.statements;
    steadyFlushes += view.flushStats.times.filter((t) => t >= steadyFrom && t < steadyTo).length;
  }
  const reports = users.reduce((a, u) => a + u.reports, 0);
  const clamped = users.reduce((a, u) => a + u.mismatches, 0);
  const st = summarize(latencies);
  const steadyRate = steadyMinutes > 0 && views.size ? steadyFlushes / (views.size * steadyMinutes) : Number.NaN;
  s.rows.push({
    figure: "reports acknowledged / scheduled (incl. one page-hide report each)",
    value: `${reports} / ${scheduled} in ${seconds.toFixed(1)} s`,
    budget: "all",
    pass: reports === scheduled,
  });
  s.rows.push({
    figure: "throughput",
    value: `${(reports / seconds).toFixed(1)} reports/s (steady state ${(cfg.listeners / cfg.reportIntervalSeconds).toFixed(1)}/s; none in the first interval)`,
    budget: "-",
    pass: null,
  });
  s.rows.push({
    figure: "report latency p50 / p99 under this load",
    value: `${ms(st.p50)} / ${ms(st.p99)}`,
    budget: "-",
    pass: null,
  });
  s.rows.push({
    figure: "regular reports sent more than 1 s after they were due (the load fell behind its schedule)",
    value: `${late} of ${scheduled - users.length} (slowest answer ${ms(latencies.reduce((a, b) => Math.max(a, b), 0))})`,
    budget: "0",
    pass: late === 0,
  });
  s.rows.push({ figure: "errors", value: errors ? `${errors} (${firstError})` : "0", budget: "0", pass: errors === 0 });
  s.rows.push({
    figure: "acknowledgements differing from the reported sum (clamped)",
    value: String(clamped),
    budget: "0",
    pass: clamped === 0,
  });
  s.rows.push({
    figure: "daily counters ≠ last acknowledged total, afterwards",
    value: counterMismatches ? `${counterMismatches} (e.g. ${example})` : `0 of ${users.length}`,
    budget: "0",
    pass: counterMismatches === 0,
  });
  s.rows.push({
    figure: "lost positions: user-info ≠ last reported, at once",
    value: `${lostAtOnce} of ${users.length}`,
    budget: "0",
    pass: lostAtOnce === 0,
  });
  s.rows.push({
    figure: "lost positions: D1 ≠ last reported, after the flushes",
    value: `${lostInD1} of ${views.size} flushed (${unflushed} still pending ${((performance.now() - lastStop) / 1000).toFixed(0)} s after the last report)`,
    budget: "0, none pending",
    pass: lostInD1 === 0 && unflushed === 0,
  });
  s.rows.push({
    figure: "D1 write batches per listener-minute, steady state",
    value: Number.isFinite(steadyRate)
      ? `${steadyRate.toFixed(3)} (${steadyFlushes} flushes in ${steadyMinutes.toFixed(1)} min × ${views.size} listeners)`
      : "n/a (needs BENCH_LISTEN_SECONDS > 60)",
    budget: "≤ 1",
    pass: Number.isFinite(steadyRate) ? steadyRate <= 1 && missingStats === 0 : null,
  });
  s.rows.push({
    figure: "D1 write batches per listener-minute, whole run (first flush at once, last after page hide)",
    value: `${listenerMinutes ? (flushes / listenerMinutes).toFixed(3) : "n/a"} (${flushes} flushes, ${listenerMinutes.toFixed(0)} listener-minutes)`,
    budget: "-",
    pass: null,
  });
  s.rows.push({
    figure: "D1 statements per flush (upserts in its one batch)",
    value: flushes ? (statements / flushes).toFixed(2) : "n/a",
    budget: "-",
    pass: null,
  });
  s.rows.push({
    figure: "verification reads that failed",
    value: String(readFailures + missingStats),
    budget: "0",
    pass: readFailures + missingStats === 0,
  });
  loadRows(s, { client, reportRetries, cpu, seconds, reports, signSeconds, users: users.length });
  s.notes.push(
    `Each listener is a distinct free user; it reports every ${cfg.reportIntervalSeconds} s the wall time it played since its previous report as dailyUsageIncrement, its position (= total played, whole seconds, always increasing), chapter and speed, as the player does, and one last report at a random moment of its last interval (the page-hide report). The server caps each increment at the uncredited wall time + 5 s (worker/listening/allowance.ts), so honest reports are never clamped and the final counter must equal the rounded sum of all increments. Positions are checked through user-info right after the last report (the ledger's pending history laid over D1, 044), then ~65 s later through the dev route /api/v1/dev/listening-ledger, which reads D1 alone and the ledger's flush counters (kept only in the bench's build, 045). Steady state = flushes between 60 s after the start and the end of the regular reports, per listener-minute in that window.`,
  );
}
