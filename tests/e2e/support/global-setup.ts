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
}

export async function teardown() {
  await browserServer?.close();
  await server?.stop();
}
