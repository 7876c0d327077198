import { cfg } from "../lib/config";
import type { LoadClient } from "../lib/load-client";
import type { section } from "../lib/report";

/** The listener run's rows about the load itself: its path to workerd, retries, CPU and the sign-in (decision 141). */
export function loadRows(
  s: ReturnType<typeof section>,
  f: {
    client: LoadClient;
    reportRetries: number;
    cpu: { workerd: number; bench: number };
    seconds: number;
    reports: number;
    signSeconds: number;
    users: number;
  },
) {
  const perReport = (cpuSeconds: number) => ((cpuSeconds * 1000) / Math.max(1, f.reports)).toFixed(1);
  s.rows.push({
    figure: "requests sent again after their connection was reset before any answer (reports, same reportId / sign-in and reads)",
    value: `${f.reportRetries} / ${f.client.resent - f.reportRetries}`,
    budget: "-",
    pass: null,
  });
  s.rows.push({
    figure: "CPU while listening: workerd (all its processes) / the bench client",
    value: `${f.cpu.workerd.toFixed(1)} s / ${f.cpu.bench.toFixed(1)} s of ${f.seconds.toFixed(0)} s (${perReport(f.cpu.workerd)} / ${perReport(f.cpu.bench)} ms per report)`,
    budget: "-",
    pass: null,
  });
  s.rows.push({
    figure: "sign-in of the listeners (POST /dev/id-token + /user/login, 10 at a time)",
    value: `${f.signSeconds.toFixed(1)} s (${((f.signSeconds * 1000) / Math.max(1, f.users)).toFixed(1)} ms per user)`,
    budget: "-",
    pass: null,
  });
  s.notes.push(
    `The load goes straight at workerd's own HTTP socket (Miniflare's entry socket, found in the preview's process group: bench/lib/workerd-socket.ts) on at most ${cfg.loadConnections} keep-alive connections (${f.client.connectionsOpened} opened), not through vite preview's Node server and Miniflare's Node dispatcher, which production does not have and which fail requests with "fetch failed" (decision 141). Each request carries its own cf-connecting-ip, which Miniflare's entry worker passes on. Only a request whose connection is reset before any byte of an answer is sent again (at most 3 attempts, latency counted from the first); a report keeps its reportId, so the worker counts it once, as it does the player's. workerd runs the worker on one thread, with D1, KV and the Durable Object simulated in it: its CPU per report bounds the reports per second this machine can serve.`,
  );
}
