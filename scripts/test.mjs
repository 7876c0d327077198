#!/usr/bin/env node
// `npm test`: lint and format check, typecheck, unit tests, worker integration tests (workerd), browser end-to-end
// tests (a real local server and Debian's chromium), then a production deploy dry run. Ends with one
// "tests: N passed, N failed" line, after the failed tests by name; a failed step stops the steps that have not started.
//
// On a 2-core machine the steps overlap (docs/decisions/180-npm-test-pipeline.md):
// 1. chromium is checked (installed as root when missing);
// 2. lint, the format check, the typecheck and the unit tests ("checks") run side by side; alongside them the browser
//    tests' setup (build, seed, server, chromium) starts;
// 3. once the checks pass, the browser files run (their playback, polls and the crash test's minute mostly wait), and
//    the worker tests beside them, in the CPU time they leave: the browser files are the longest step, the worker
//    tests have time to spare;
// 4. the deploy dry run (its production build must not overlap the browser tests' build: both write .wrangler/deploy).
// Output of steps run side by side is printed as each ends; the browser step's as it comes.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { chromiumFacts, chromiumPlan, installChromium } from "./lib/chromium-setup.ts";

process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
process.env.WRANGLER_SEND_METRICS = "false";
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const testStarted = Date.now();
const only = process.argv.slice(2);
const reportDir = ".tmp/test-reports";
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const vitest = (name, config, stage) => ({
  name,
  stage,
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
  { name: "chromium", stage: "first", run: ensureChromium },
  { name: "lint", stage: "checks", command: ["npm", "run", "--silent", "lint"] },
  { name: "format", stage: "checks", command: ["npm", "run", "--silent", "format:check"] },
  { name: "typecheck", stage: "checks", command: ["npm", "run", "--silent", "typecheck"] },
  vitest("unit", "vitest.unit.config.ts", "checks"),
  // Beside the browser files (decision 180). Its files end seconds apart (at most ~11 s in a passing run): a run
  // silent for 2 minutes is the pool's known stall (docs/decisions/195), stopped and run again once.
  {
    ...vitest("worker", "vitest.worker.config.ts", "beside-browser"),
    stallMs: 120_000,
    stallNote: "the workerd pool stalls now and then: cloudflare/workers-sdk#15498",
  },
  vitest("e2e", "vitest.e2e.config.ts", "browser"),
  { name: "deploy-dry-run", stage: "last", command: ["npm", "run", "--silent", "check:deploy"] },
].filter((step) => only.length === 0 || only.includes(step.name) || (step.name === "chromium" && only.includes("e2e")));
const stage = (name) => steps.filter((step) => step.stage === name);

/** Before the browser step: Debian's chromium is there, or installed now (as root), or one line says how to get it. */
function ensureChromium() {
  const plan = chromiumPlan(chromiumFacts(chromiumPath), chromiumPath);
  if (plan.action === "ready") return { status: 0 };
  if (plan.action === "install") return { status: installChromium(chromiumPath) ? 0 : 1 };
  console.error(plan.message);
  return { status: 1 };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const verdict = (step, result, took) => `=== ${step.name}: ${result.status === 0 ? "ok" : "FAILED"} in ${took}`;

/** Process groups of watched steps: Ctrl-C reaches the terminal's group only, so they are stopped here. */
const ownGroups = new Set();
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    for (const pid of ownGroups)
      try {
        process.kill(-pid, "SIGKILL");
      } catch {}
    process.exit(130);
  });

/**
 * Starts a step's command. Its output is kept until `release()` and passed through as it comes after that; `done`
 * resolves with the exit status, the output still kept, and when the command ended. A step with `stallMs` that prints
 * nothing for that long is stopped (its whole process group) and resolves with `stalled: true`.
 */
function startStep(step, env = process.env) {
  let output = "";
  let holding = true;
  let lastOutputAt = Date.now();
  const write = (d) => {
    lastOutputAt = Date.now();
    if (holding) output += d;
    else process.stdout.write(d);
  };
  // A watched step runs in its own process group, so a stall stops all of it (vitest, its pool, workerd).
  const detached = Boolean(step.stallMs);
  const child = spawn(step.command[0], step.command.slice(1), { stdio: ["ignore", "pipe", "pipe"], env, detached });
  if (detached) ownGroups.add(child.pid);
  child.stdout.on("data", write);
  child.stderr.on("data", write);
  let stalled = false;
  const watchdog = step.stallMs
    ? setInterval(() => {
        if (Date.now() - lastOutputAt < step.stallMs) return;
        stalled = true;
        clearInterval(watchdog);
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {}
      }, 5_000)
    : null;
  const done = new Promise((resolve) => {
    child.on("close", (status) => {
      if (watchdog) clearInterval(watchdog);
      ownGroups.delete(child.pid);
      resolve({ status: stalled ? 1 : status, stalled, output, endedAt: Date.now() });
    });
    child.on("error", (err) => resolve({ status: 1, output: `${output}${err.message}\n`, endedAt: Date.now() }));
  });
  const release = () => {
    holding = false;
    process.stdout.write(output);
    output = "";
  };
  return { done, release };
}

/** Runs a step to its end; `quiet` prints its output when it ends (for steps run side by side). */
async function runStep(step, quiet) {
  const started = Date.now();
  if (!quiet) console.log(`\n=== ${step.name} ===`);
  let result;
  if (step.run) result = step.run();
  else {
    const run = startStep(step);
    if (!quiet) run.release();
    result = await run.done;
  }
  if (quiet) process.stdout.write(`\n=== ${step.name} ===\n${result.output ?? ""}`);
  console.log(verdict(step, result, seconds(Date.now() - started)));
  return result;
}

/**
 * Starts the browser step's setup now and its files on `finish(true)`: its global setup builds, seeds and starts the
 * server and chromium, then waits for E2E_START_SIGNAL's file to say "go" or "stop" (tests/e2e/support/global-setup.ts).
 */
function startBrowserStep(step) {
  const signal = resolve(reportDir, `${step.name}.start-signal`);
  const started = Date.now();
  const run = startStep(step, { ...process.env, E2E_START_SIGNAL: signal });
  return {
    async finish(go) {
      writeFileSync(signal, go ? "go" : "stop");
      if (!go) {
        await run.done; // its global setup stops the server and chromium; a step before it has already failed
        return null;
      }
      const released = Date.now();
      console.log(`\n=== ${step.name} ===`);
      run.release();
      const result = await run.done;
      console.log(
        `${verdict(step, result, seconds(Date.now() - released))} after the checks ` +
          `(${seconds(Date.now() - started)} since its setup started alongside them)`,
      );
      return result;
    },
  };
}

/**
 * Starts a step that runs alongside the others; `finish()` prints its output and verdict once it has ended. A stalled
 * run (see `stallMs`) is run once more, in full, and said so.
 */
function startBackgroundStep(step) {
  const started = Date.now();
  const run = startStep(step);
  return {
    async finish() {
      console.log(`\n=== ${step.name} ===`);
      run.release();
      let result = await run.done;
      if (result.stalled) {
        console.log(`\n=== ${step.name}: no output for ${seconds(step.stallMs)}: stopped, running it again (${step.stallNote})`);
        const again = startStep(step);
        again.release();
        result = await again.done;
        if (result.stalled) console.log(`=== ${step.name}: stalled again`);
      }
      console.log(verdict(step, result, seconds(result.endedAt - started)));
      return result;
    },
  };
}

let passed = 0;
let failed = 0;
let failedStep = null;
const failures = [];
function record(step, result) {
  if (!result) return;
  if (step.report && existsSync(step.report)) {
    const report = JSON.parse(readFileSync(step.report, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    failures.push(...failedTests(step.name, report));
  }
  if (result.stalled) failures.push(`${step.name}: no output for ${seconds(step.stallMs)}, twice`);
  if (result.status !== 0 && !failedStep) {
    failedStep = step.name;
    if (!step.report || result.stalled) failed += 1;
  }
}

/** Each failed test as "step: file > test: first line of its error", or a failed file's own message. */
function failedTests(stepName, report) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const path = file.name.replace(`${process.cwd()}/`, "");
    const failedCases = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failedCases) {
      const reason = (test.failureMessages?.[0] ?? "").split("\n")[0].slice(0, 300);
      lines.push(`${stepName}: ${path} > ${test.fullName}: ${reason}`);
    }
    if (failedCases.length === 0 && file.status === "failed") {
      lines.push(`${stepName}: ${path}: ${(file.message ?? "").split("\n")[0].slice(0, 300)}`);
    }
  }
  return lines;
}

for (const step of stage("first")) if (!failedStep) record(step, await runStep(step, false));
if (!failedStep) {
  const browser = stage("browser").map(startBrowserStep);
  const checks = stage("checks");
  const results = await Promise.all(checks.map((step) => runStep(step, checks.length > 1)));
  for (const [n, step] of checks.entries()) record(step, results[n]);
  // Started with the browser files: in the first minute the checks and the browser setup have the CPU to themselves.
  const besideBrowser = failedStep ? [] : stage("beside-browser").map((step) => ({ step, run: startBackgroundStep(step) }));
  for (const [n, step] of stage("browser").entries()) record(step, await browser[n].finish(!failedStep));
  for (const { step, run } of besideBrowser) record(step, await run.finish());
}
for (const step of stage("last")) if (!failedStep) record(step, await runStep(step, false));

console.log(failedStep ? `\nFailed at step: ${failedStep}` : "\nAll steps passed.");
// Repeated here so that the last lines of a long run (all a CI summary may keep) name what failed.
if (failures.length > 0) console.log(`Failed tests:\n${failures.map((line) => `  ${line}`).join("\n")}`);
console.log(`npm test took ${seconds(Date.now() - testStarted)}.`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
