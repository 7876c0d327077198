import { defineConfig } from "vitest/config";
import LongestFirst from "./tests/e2e/support/longest-first";

export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    // One local server and one browser, two files at a time (a browser test mostly waits: for pages, playback, polls),
    // each runner process running its files one after another without re-importing playwright-core. Every test opens
    // its own browser context, and every test that changes state its own account (decision 140).
    // E2E_FILE_WORKERS=1 runs one file at a time.
    fileParallelism: Number(process.env.E2E_FILE_WORKERS ?? 2) > 1,
    maxWorkers: Number(process.env.E2E_FILE_WORKERS ?? 2),
    isolate: false,
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // expect.poll's own default (1 s) is shorter than a page's first load on a busy 2-core CI machine.
    expect: { poll: { timeout: 15_000 } },
  },
});
