import type { TestProject } from "vitest/node";
import { startLocalServer, type LocalServer } from "../../support/local-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: LocalServer | undefined;

export async function setup(project: TestProject) {
  server = await startLocalServer({
    port: Number(process.env.E2E_PORT ?? 4317),
    name: process.env.E2E_NAME ?? "e2e",
    build: process.env.E2E_SKIP_BUILD !== "1",
  });
  project.provide("baseUrl", server.baseUrl);
}

export async function teardown() {
  await server?.stop();
}
