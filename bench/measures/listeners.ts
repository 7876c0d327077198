import { cfg, log, runId } from "../lib/config";
import { call, pool, signIn } from "../lib/http";
import { section } from "../lib/report";
import { ms, summarize } from "../lib/stats";

export async function listeners() {
  const s = section(`${cfg.listeners} concurrent listeners reporting history for ${cfg.listenSeconds} s`);
  const interval = cfg.reportIntervalSeconds * 1000;
  log(`signing in ${cfg.listeners} free users...`);
  const users: { token: string; acked: number; expected: number; reports: number; mismatches: number }[] = [];
  const signStarted = performance.now();
  await pool(
    Array.from({ length: cfg.listeners }, (_, i) => i),
    10,
    async (i) => {
      users[i] = {
        token: await signIn(`bench-${runId}-${i}@listeners.bench.test`, `Listener${i}`),
        acked: 0,
        expected: 0,
        reports: 0,
        mismatches: 0,
      };
    },
  );
  s.notes.push(
    `Users created through the offline issuer (POST /dev/id-token + /user/login) in ${((performance.now() - signStarted) / 1000).toFixed(1)} s.`,
  );

  log(`listening for ${cfg.listenSeconds} s...`);
  const latencies: number[] = [];
  let errors = 0;
  let firstError = "";
  const started = performance.now();
  const end = started + cfg.listenSeconds * 1000;
  const books = ["meditations", "synthetic-3", "synthetic-6", "synthetic-9"];
  let scheduled = 0;
  await Promise.all(
    users.map(async (u, i) => {
      // Playback starts at a random moment of the first interval; the first report follows one interval later.
      const playStart = started + Math.random() * interval;
      let last = playStart;
      let position = 0;
      const book = books[i % books.length]!;
      for (let k = 1; ; k++) {
        const due = playStart + k * interval;
        if (due > end) break;
        scheduled++;
        await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
        const now = performance.now();
        // The client reports the wall time it played since its previous report (ms precision).
        const increment = Math.round(now - last) / 1000;
        last = now;
        position += increment;
        try {
          const a = await call({
            path: "/api/v1/user/write-audio-history",
            token: u.token,
            body: {
              audioHistory: { [book]: Math.round(position) },
              audioHistoryChapter: { [book]: `${book}-ch1` },
              playbackSpeeds: { [book]: 1 },
              dailyUsageIncrement: increment,
            },
          });
          if (a.status !== 200) throw new Error(`${a.status} ${a.text.slice(0, 200)}`);
          latencies.push(a.ms);
          u.reports++;
          // The server keeps seconds to the millisecond and answers the rounded total.
          u.expected = Math.round((u.expected + increment) * 1000) / 1000;
          u.acked = (JSON.parse(a.text) as { dailyUsage: number }).dailyUsage;
          if (u.acked !== Math.round(u.expected)) u.mismatches++;
        } catch (err) {
          errors++;
          firstError ||= (err as Error).message;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  // Afterwards every counter must equal what the server acknowledged last (read-your-writes in one local KV;
  // in production KV reads elsewhere may lag up to ~60 s, docs/decisions/041).
  let counterMismatches = 0;
  let readFailures = 0;
  let transportRetries = 0;
  let example = "";
  await pool(users, 10, async (u) => {
    let a = await call({ path: "/api/v1/user/daily-usage", body: {}, token: u.token });
    if (a.status === 500 && a.text.includes("fetch failed")) {
      // Vite's error page: Miniflare's proxy lost its connection to workerd; the worker never saw the read.
      transportRetries++;
      a = await call({ path: "/api/v1/user/daily-usage", body: {}, token: u.token });
    }
    if (a.status !== 200) {
      readFailures++;
      firstError ||= `daily-usage ${a.status} ${a.text.slice(0, 200)}`;
      return;
    }
    const { dailyUsage } = JSON.parse(a.text) as { dailyUsage: number };
    if (dailyUsage !== u.acked || dailyUsage !== Math.round(u.expected)) {
      counterMismatches++;
      example ||= `daily-usage ${dailyUsage}, last acknowledged ${u.acked}, reported ${u.expected}`;
    }
  });
  const reports = users.reduce((a, u) => a + u.reports, 0);
  const clamped = users.reduce((a, u) => a + u.mismatches, 0);
  const st = summarize(latencies);
  s.rows.push({
    figure: "reports acknowledged / scheduled",
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
  s.rows.push({ figure: "daily-usage reads that failed", value: String(readFailures), budget: "0", pass: readFailures === 0 });
  s.rows.push({
    figure: "daily-usage reads retried after a local proxy transport error",
    value: String(transportRetries),
    budget: "-",
    pass: null,
  });
  s.notes.push(
    `Each listener is a distinct free user; it reports every ${cfg.reportIntervalSeconds} s the wall time it played since its previous report (first report ${cfg.reportIntervalSeconds} s after playback starts, which the server's first-report cap of ${cfg.reportIntervalSeconds}+5 s allows), with its position, chapter and speed. The server caps each increment at the uncredited wall time + 5 s (worker/lib/daily-usage.ts), so honest reports are never clamped and the final counter must equal the rounded sum of all increments.`,
  );
}
