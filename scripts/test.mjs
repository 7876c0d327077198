#!/usr/bin/env node
// `npm test`: lint and format check, typecheck, unit tests, worker integration tests (workerd), browser end-to-end
// tests (a real local server and Debian's chromium), then a production deploy dry run.
// Stops at the first failing step and ends with one "tests: N passed, N failed" line. Lint, the format check, the
// typecheck, the unit tests and the worker tests run side by side (their output is printed as each ends), and the
// browser tests' setup (build, seed, server, chromium) runs alongside them: its files start once they all pass
// (docs/decisions/180-npm-test-pipeline.md). The deploy dry run comes last, on its own.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { chromiumFacts, chromiumPlan, installChromium } from "./lib/chromium-setup.ts";

process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
process.env.WRANGLER_SEND_METRICS = "false";
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const only = process.argv.slice(2);
const reportDir = ".tmp/test-reports";
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const vitest = (name, config, extra = {}) => ({
  ...extra,
  name,
  command: [
    "npx",
    "vitest",
    "run",
    "--config",
    config,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${reportDir}/${name}.json`,
  ],
  report: `${reportDir}/${name}.json`,
});

const steps = [
  { name: "chromium", run: ensureChromium },
  { name: "lint", command: ["npm", "run", "--silent", "lint"], alongside: true },
  { name: "format", command: ["npm", "run", "--silent", "format:check"], alongside: true },
  { name: "typecheck", command: ["npm", "run", "--silent", "typecheck"], alongside: true },
  vitest("unit", "vitest.unit.config.ts", { alongside: true }),
  vitest("worker", "vitest.worker.config.ts", { alongside: true }),
  vitest("e2e", "vitest.e2e.config.ts", { early: true }),
  { name: "deploy-dry-run", command: ["npm", "run", "--silent", "check:deploy"] },
].filter((step) => only.length === 0 || only.includes(step.name) || (step.name === "chromium" && only.includes("e2e")));

/** Before the browser step: Debian's chromium is there, or installed now (as root), or one line says how to get it. */
function ensureChromium() {
  const plan = chromiumPlan(chromiumFacts(chromiumPath), chromiumPath);
  if (plan.action === "ready") return { status: 0 };
  if (plan.action === "install") return { status: installChromium(chromiumPath) ? 0 : 1 };
  console.error(plan.message);
  return { status: 1 };
}

/**
 * Starts a step's command. Its output is kept until `release()` (for steps run side by side, printed as each ends),
 * then passed through as it comes; without `held` it is passed through from the start.
 */
function startCommand(command, { held = false, env = process.env } = {}) {
  let output = "";
  let holding = held;
  const write = (d) => {
    if (holding) output += d;
    else process.stdout.write(d);
  };
  const child = spawn(command[0], command.slice(1), { stdio: ["ignore", "pipe", "pipe"], env });
  child.stdout.on("data", write);
  child.stderr.on("data", write);
  const done = new Promise((resolve) => {
    child.on("close", (status) => resolve({ status, output }));
    child.on("error", (err) => resolve({ status: 1, output: `${output}${err.message}\n` }));
  });
  const release = () => {
    holding = false;
    process.stdout.write(output);
    output = "";
  };
  return { done, release };
}

function runCommand(command, quiet) {
  return startCommand(command, { held: quiet }).done;
}

/**
 * The browser step starts with the steps before it: its global setup builds, seeds and starts the server and chromium,
 * then waits for E2E_START_SIGNAL's file to say "go" (those steps passed) or "stop" (tests/e2e/support/global-setup.ts).
 */
function startEarly(step) {
  const signal = resolve(reportDir, `${step.name}.start-signal`);
  const started = Date.now();
  const run = startCommand(step.command, { held: true, env: { ...process.env, E2E_START_SIGNAL: signal } });
  return {
    async finish(go) {
      writeFileSync(signal, go ? "go" : "stop");
      if (!go) {
        await run.done;
        return null;
      }
      const released = Date.now();
      console.log(`\n=== ${step.name} ===`);
      run.release();
      const result = await run.done;
      const seconds = (ms) => (ms / 1000).toFixed(1);
      console.log(
        `=== ${step.name}: ${result.status === 0 ? "ok" : "FAILED"} in ${seconds(Date.now() - released)} s after the steps before it ` +
          `(${seconds(Date.now() - started)} s since its setup started alongside them)`,
      );
      return result;
    },
  };
}

async function runStep(step, quiet) {
  const started = Date.now();
  if (!quiet) console.log(`\n=== ${step.name} ===`);
  const result = step.run ? step.run() : await runCommand(step.command, quiet);
  if (quiet) process.stdout.write(`\n=== ${step.name} ===\n${result.output ?? ""}`);
  console.log(`=== ${step.name}: ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

let passed = 0;
let failed = 0;
let failedStep = null;
function record(step, result) {
  if (step.report && existsSync(step.report)) {
    const report = JSON.parse(readFileSync(step.report, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  if (result.status !== 0 && !failedStep) {
    failedStep = step.name;
    if (!step.report) failed += 1;
  }
}

/** An `early` step that has started (after the steps that must come before anything: chromium). */
let early = null;
for (let i = 0; i < steps.length && !failedStep; ) {
  if (steps[i].early) {
    const step = steps[i++];
    record(step, early ? await early.finish(true) : await runStep(step, false));
    early = null;
    continue;
  }
  // Consecutive steps marked `alongside` start together (with an `early` step that follows them); others run alone.
  const group = [steps[i]];
  while (steps[i].alongside && steps[i + group.length]?.alongside) group.push(steps[i + group.length]);
  i += group.length;
  if (group[0].alongside && steps[i]?.early) early = startEarly(steps[i]);
  const results = await Promise.all(group.map((step) => runStep(step, group.length > 1)));
  for (const [n, step] of group.entries()) record(step, results[n]);
}
if (early) await early.finish(false);

console.log(failedStep ? `\nFailed at step: ${failedStep}` : "\nAll steps passed.");
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
