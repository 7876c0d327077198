#!/usr/bin/env node
// `npm test`: lint and format check, typecheck, unit tests, worker integration tests (workerd), browser end-to-end
// tests (a real local server and Debian's chromium), then a production deploy dry run.
// Stops at the first failing step and ends with one "tests: N passed, N failed" line. Lint, the format check and the
// typecheck run side by side (each mostly one core; their output is printed as each ends), the rest one at a time.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { chromiumFacts, chromiumPlan, installChromium } from "./lib/chromium-setup.ts";

process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
process.env.WRANGLER_SEND_METRICS = "false";
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const only = process.argv.slice(2);
const reportDir = ".tmp/test-reports";
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const vitest = (name, config) => ({
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
  { name: "lint", command: ["npm", "run", "--silent", "lint"], alongside: true },
  { name: "format", command: ["npm", "run", "--silent", "format:check"], alongside: true },
  { name: "typecheck", command: ["npm", "run", "--silent", "typecheck"], alongside: true },
  vitest("unit", "vitest.unit.config.ts"),
  vitest("worker", "vitest.worker.config.ts"),
  { name: "chromium", run: ensureChromium },
  vitest("e2e", "vitest.e2e.config.ts"),
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

/** Runs a step's command; `quiet` keeps its output until it ends (for steps run side by side). */
function runCommand(command, quiet) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      env: process.env,
    });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    child.on("close", (status) => resolve({ status, output }));
    child.on("error", (err) => resolve({ status: 1, output: `${err.message}\n` }));
  });
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
for (let i = 0; i < steps.length && !failedStep; ) {
  // Consecutive steps marked `alongside` start together; the others run alone.
  const group = [steps[i]];
  while (steps[i].alongside && steps[i + group.length]?.alongside) group.push(steps[i + group.length]);
  i += group.length;
  const results = await Promise.all(group.map((step) => runStep(step, group.length > 1)));
  group.forEach((step, n) => {
    if (step.report && existsSync(step.report)) {
      const report = JSON.parse(readFileSync(step.report, "utf8"));
      passed += report.numPassedTests;
      failed += report.numFailedTests;
    }
    if (results[n].status !== 0 && !failedStep) {
      failedStep = step.name;
      if (!step.report) failed += 1;
    }
  });
}

console.log(failedStep ? `\nFailed at step: ${failedStep}` : "\nAll steps passed.");
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
