import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    // One local server and one browser on a 2-core machine: files run one after another, in one runner process
    // (a fresh process per file only re-imported playwright-core; every test opens its own browser context anyway).
    fileParallelism: false,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // expect.poll's own default (1 s) is shorter than a page's first load on a busy 2-core CI machine.
    expect: { poll: { timeout: 15_000 } },
  },
});
