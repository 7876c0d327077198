import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RequestBatcher, type BatcherResponse } from "mixpanel-browser/src/request-batcher.js";
import { MAX_RECORDING_MS, _ } from "mixpanel-browser/src/utils.js";
import builtLibrary from "mixpanel-browser/dist/mixpanel.module.js?raw";
import { mixpanelConfig } from "../../web/src/lib/analytics";

/**
 * Spec 7 and 9 values that are mixpanel-browser's fixed behaviour, not settings (web/src/lib/analytics.ts,
 * docs/decisions/103): the retries and their 10-minute cap, halving on 413, the 255-character cap and the 24-hour
 * recording cap. Run on the library's own request batcher (its source, shipped in the package next to the build the
 * app loads), with the app's settings; the last test ties that source to the build.
 */
const settings = mixpanelConfig("https://api-js.mixpanel.com");

interface Sent {
  size: number;
  at: number;
  timeoutMs: number | undefined;
}

/** The library's event batcher with the app's settings, answering each request with the next of `answers`. */
function batcher(answers: (attempt: number) => BatcherResponse) {
  const sent: Sent[] = [];
  const batches = new RequestBatcher(`test-${Math.random()}`, {
    libConfig: { ...settings, batch_autostart: true },
    usePersistence: false,
    errorReporter: () => {},
    stopAllBatchingFunc: () => {},
    sendRequestFunc: (data, options, callback) => {
      sent.push({ size: data.length, at: Date.now(), timeoutMs: options.timeout_ms });
      callback(answers(sent.length));
    },
  });
  return { batches, sent };
}

async function enqueue(batches: RequestBatcher, count: number) {
  for (let i = 0; i < count; i++) await batches.enqueue({ event: `e${i}`, properties: {} });
}

const gaps = (sent: Sent[]) => sent.slice(1).map((request, i) => request.at - sent[i]!.at);

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("mixpanel-browser's batches, with the app's settings", () => {
  it("send up to 50 events each, with a 90 000 ms request time-out", async () => {
    const { batches, sent } = batcher(() => ({ status: 1, error: null }));
    await enqueue(batches, 120);
    await batches.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.map((request) => request.size)).toEqual([50, 50, 20]);
    expect(sent.every((request) => request.timeoutMs === 90_000)).toBe(true);
    batches.stop();
  });

  it.each([
    ["a server error", { httpStatusCode: 503, error: "Bad HTTP status: 503" }],
    ["rate limiting", { httpStatusCode: 429, error: "Bad HTTP status: 429" }],
    ["a time-out", { httpStatusCode: 0, error: "timeout" }],
  ] as const)("retry after %s, each wait twice the last, never more than 10 minutes apart", async (_label, failure) => {
    const { batches, sent } = batcher(() => failure);
    await enqueue(batches, 3);
    await batches.start();
    await vi.advanceTimersByTimeAsync(2 * 60 * 60 * 1000);
    batches.stop();
    const waits = gaps(sent);
    expect(waits.slice(0, 6)).toEqual([10_000, 20_000, 40_000, 80_000, 160_000, 320_000]);
    expect(waits.slice(6).length).toBeGreaterThan(5);
    expect(waits.slice(6).every((wait) => wait === 10 * 60 * 1000)).toBe(true);
    expect(sent.every((request) => request.size === 3)).toBe(true);
  });

  it("does not retry a request the server refused (400): the batch is dropped", async () => {
    const { batches, sent } = batcher(() => ({ httpStatusCode: 400, error: "Bad HTTP status: 400" }));
    await enqueue(batches, 3);
    await batches.start();
    await vi.advanceTimersByTimeAsync(60_000);
    batches.stop();
    expect(sent).toHaveLength(1);
  });

  it("halve the batch on 413, down to single events", async () => {
    const { batches, sent } = batcher((attempt) =>
      attempt <= 3 ? { httpStatusCode: 413, error: "Bad HTTP status: 413" } : { status: 1, error: null },
    );
    await enqueue(batches, 50);
    await batches.start();
    await vi.advanceTimersByTimeAsync(60_000);
    batches.stop();
    expect(sent.slice(0, 5).map((request) => request.size)).toEqual([50, 25, 12, 6, 6]);
    expect(sent.reduce((total, request, i) => total + (i >= 3 ? request.size : 0), 0)).toBe(50);
  });
});

describe("mixpanel-browser's other fixed limits", () => {
  it("cuts every string it sends, captured element text included, at 255 characters", () => {
    const text = "x".repeat(400);
    expect(_.truncate({ properties: { $el_text: text, nested: [text] } }, 255)).toEqual({
      properties: { $el_text: "x".repeat(255), nested: ["x".repeat(255)] },
    });
  });

  it("caps a recording at 24 hours, the value the app sets", () => {
    expect(MAX_RECORDING_MS).toBe(24 * 60 * 60 * 1000);
    expect(settings.record_max_ms).toBe(MAX_RECORDING_MS);
  });

  it("the build the app loads is the same version, with the same limits", () => {
    expect(builtLibrary).toContain("LIB_VERSION: '2.83.0'");
    expect(builtLibrary).toContain("var MAX_RETRY_INTERVAL_MS = 10 * 60 * 1000;");
    expect(builtLibrary).toContain("res.httpStatusCode === 413");
    expect(builtLibrary).toContain("var halvedBatchSize = Math.max(1, Math.floor(currentBatchSize / 2));");
    expect(builtLibrary).toContain("_.truncate(options.data, 255)");
    expect(builtLibrary).toContain(".substring(0, 255)");
    expect(builtLibrary).toContain("var MAX_RECORDING_MS = 24 * 60 * 60 * 1000;");
  });
});
