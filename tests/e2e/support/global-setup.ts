import { existsSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import type { BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import { startLocalServer, type LocalServer } from "../../support/local-server";
import { launchBrowserServer } from "./browser";

let server: LocalServer | undefined;
let browserServer: BrowserServer | undefined;

export async function setup(project: TestProject) {
  // Chromium starts while the app builds and seeds; every test file then connects to it (docs/decisions/140).
  const browserStarting = launchBrowserServer();
  browserStarting.catch(() => undefined); // awaited below; a failed launch must not be an unhandled rejection meanwhile
  try {
    server = await startLocalServer({
      port: Number(process.env.E2E_PORT ?? 4317),
      name: process.env.E2E_NAME ?? "e2e",
      build: process.env.E2E_SKIP_BUILD !== "1",
    });
  } catch (err) {
    await browserStarting.then((browser) => browser.close()).catch(() => undefined);
    throw err;
  }
  browserServer = await browserStarting;
  project.provide("baseUrl", server.baseUrl);
  project.provide("browserWsEndpoint", browserServer.wsEndpoint());
  try {
    await startSignal();
  } catch (err) {
    await teardown();
    throw err;
  }
}

/**
 * `npm test` starts this suite's setup alongside the steps before it and lets the files run once they pass
 * (scripts/test.mjs, decision 180): it writes "go" or "stop" to the file named by E2E_START_SIGNAL.
 */
async function startSignal() {
  const path = process.env.E2E_START_SIGNAL;
  if (!path) return;
  console.log("[e2e] server and browser ready; waiting for the steps before this one");
  for (;;) {
    const signal = existsSync(path) ? readFileSync(path, "utf8").trim() : "";
    if (signal === "go") return;
    if (signal === "stop") throw new Error("Not run: a step before the browser tests failed.");
    await sleep(250);
  }
}

export async function teardown() {
  await browserServer?.close();
  await server?.stop();
  browserServer = undefined;
  server = undefined;
}
