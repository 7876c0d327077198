import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { log, tmp } from "../lib/config";
import { section } from "../lib/report";
import { projectRoot, run } from "../lib/server";

/** Issue 36: `npm test` on a fresh clone of this machine's 2 cores, within 6 minutes. */
const BUDGET_SECONDS = 360;

/** Runs a command in `cwd`, echoing its output; resolves with the exit status, the output and the wall time. */
function timed(command: string, args: string[], cwd: string): Promise<{ status: number; output: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    let output = "";
    const child = spawn(command, args, { cwd, env: { ...process.env, CI: "true" }, stdio: ["ignore", "pipe", "pipe"] });
    const keep = (chunk: Buffer) => {
      output += chunk;
      process.stdout.write(chunk);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("close", (status) => resolve({ status: status ?? 1, output, seconds: (performance.now() - started) / 1000 }));
  });
}

/**
 * `npm run bench -- test-suite`: a fresh clone of the committed HEAD, `npm ci`, then `npm test`, as CI runs them
 * (`.ci/run`). The figure is the run's own "npm test took" line; uncommitted changes are not in the clone. Nothing else
 * should use the machine meanwhile (the browser tests take port 4317).
 */
export async function testSuite() {
  const s = section("`npm test` on a fresh clone (issue 36)");
  const clone = join(tmp, "bench-test-suite");
  rmSync(clone, { recursive: true, force: true });
  log(`cloning HEAD into ${clone}, then npm ci and npm test (about 7 minutes)...`);
  run("git", ["clone", "-q", projectRoot, clone], process.env);
  const install = await timed("npm", ["ci", "--no-audit", "--no-fund"], clone);
  if (install.status !== 0) throw new Error("npm ci failed in the fresh clone");
  const test = await timed("npm", ["test"], clone);
  const took = Number(test.output.match(/^npm test took ([\d.]+) s\.$/m)?.[1] ?? Number.NaN);
  const counts = test.output.match(/^tests: (\d+) passed, (\d+) failed$/m);
  const passed = test.status === 0 && counts?.[2] === "0";
  s.rows.push({
    figure: "`npm test` wall time, as the run prints it",
    value: Number.isFinite(took) ? `${took.toFixed(1)} s` : "not printed",
    budget: `≤ ${BUDGET_SECONDS} s, every test passing`,
    pass: passed && took <= BUDGET_SECONDS,
  });
  s.rows.push({
    figure: "tests",
    value: counts ? `${counts[1]} passed, ${counts[2]} failed` : `exit status ${test.status}`,
    budget: "-",
    pass: null,
  });
  s.rows.push({ figure: "`npm ci` before it", value: `${install.seconds.toFixed(1)} s`, budget: "-", pass: null });
  const steps = [...test.output.matchAll(/^=== (.+): (ok|FAILED) in (.+)$/gm)].map((m) => `${m[1]} ${m[3]}`);
  s.notes.push(`Steps as the run printed them: ${steps.join("; ")}. Layout: docs/decisions/180-npm-test-pipeline.md.`);
  rmSync(clone, { recursive: true, force: true });
}
