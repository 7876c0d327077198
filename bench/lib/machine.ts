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
