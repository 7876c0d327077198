import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";

/** The machine a run is measured on (printed at the top of the report). */
export function machine() {
  const cpuinfo = existsSync("/proc/cpuinfo") ? readFileSync("/proc/cpuinfo", "utf8") : "";
  const model = /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1] ?? cpus()[0]?.model ?? "unknown";
  const nproc = execSync("nproc", { encoding: "utf8" }).trim();
  const memInfo = existsSync("/proc/meminfo") ? readFileSync("/proc/meminfo", "utf8") : "";
  const memKb = Number(/MemTotal:\s*(\d+)/.exec(memInfo)?.[1] ?? totalmem() / 1024);
  const load = existsSync("/proc/loadavg") ? readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ") : "n/a";
  return {
    date: new Date().toISOString(),
    nproc,
    memory: `${(memKb / 1024 / 1024).toFixed(1)} GiB`,
    cpu: model,
    node: process.version,
    load,
  };
}

export type Machine = ReturnType<typeof machine>;

function cpuTimes(): { busy: number; total: number } | null {
  if (!existsSync("/proc/stat")) return null;
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

/**
 * Waits until the whole machine has been nearly idle (under `maxBusy` of its CPU time) for two windows in a row,
 * at most `timeoutMs`; resolves with how long it waited. A fresh chromium's start-up work, the last run's shutdown
 * and the server's background jobs otherwise land inside a page load on a 2-core machine and make its main-thread
 * tasks, which Lighthouse multiplies by 4 on the mobile profile, twice as long (docs/decisions/091).
 */
export async function waitForQuietCpu({ maxBusy = 0.15, windowMs = 250, timeoutMs = 10_000 } = {}): Promise<number> {
  const started = performance.now();
  let quietWindows = 0;
  let before = cpuTimes();
  if (!before) return 0;
  while (performance.now() - started < timeoutMs) {
    await new Promise((r) => setTimeout(r, windowMs));
    const after = cpuTimes()!;
    const busy = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    before = after;
    quietWindows = busy <= maxBusy ? quietWindows + 1 : 0;
    if (quietWindows >= 2) break;
  }
  return Math.round(performance.now() - started);
}
