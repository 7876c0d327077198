import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_FLUSH_INTERVAL_MS,
  batchEndpoint,
  capture,
  createAnalyticsClient,
  identify,
  initAnalytics,
  pageView,
  reset,
  resetAnalyticsForTests,
  type AnalyticsEnvironment,
} from "../../web/src/lib/analytics";

interface Sent {
  url: string;
  body: { api_key: string; batch: { event: string; properties: Record<string, any>; timestamp: string }[] };
  keepalive: boolean;
}

function fakeEnvironment(statuses: (number | "network-error")[] = []) {
  const sent: Sent[] = [];
  const storage = new Map<string, string>();
  let ids = 0;
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), body: JSON.parse(String(init?.body)), keepalive: !!init?.keepalive });
    const status = statuses.shift() ?? 200;
    if (status === "network-error") throw new TypeError("Failed to fetch");
    return new Response("{}", { status });
  });
  const env: Partial<AnalyticsEnvironment> = {
    fetch: fetch as unknown as typeof globalThis.fetch,
    storage: {
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => void storage.set(k, v),
      removeItem: (k) => void storage.delete(k),
    },
    now: () => Date.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    randomId: () => `anon-${++ids}`,
    currentUrl: () => "https://chapterly.example.com/book/x",
  };
  return { env, sent, fetch, storage };
}

/** Lets pending promise callbacks (the fake fetch) run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  resetAnalyticsForTests();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("analytics without a key", () => {
  it("creates no client, sends nothing and stores nothing", async () => {
    const { env, fetch, storage } = fakeEnvironment();
    expect(createAnalyticsClient({ key: "" }, env)).toBeNull();
    pageView("/");
    capture("sign_in_failure", { reason: "x" });
    identify({ id: "u1" });
    expect(initAnalytics({ key: "" }, env)).toBe(false);
    pageView("/after");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).not.toHaveBeenCalled();
    expect(storage.size).toBe(0);
  });

  it("refuses a host that is not https (or http on localhost)", () => {
    expect(batchEndpoint(undefined)).toBe("https://us.i.posthog.com/batch/");
    expect(batchEndpoint("https://eu.i.posthog.com/")).toBe("https://eu.i.posthog.com/batch/");
    expect(batchEndpoint("http://localhost:4411/ingest")).toBe("http://localhost:4411/ingest/batch/");
    expect(batchEndpoint("http://tracker.example.com")).toBeNull();
    expect(batchEndpoint("javascript:alert(1)")).toBeNull();
    const { env } = fakeEnvironment();
    expect(createAnalyticsClient({ key: "k", host: "ftp://x" }, env)).toBeNull();
  });
});

describe("analytics with a key", () => {
  it("batches events and sends them after 5000 ms", async () => {
    const { env, sent } = fakeEnvironment();
    const client = createAnalyticsClient({ key: "phc_test" }, env)!;
    client.pageView("/");
    client.capture("clicked", { where: "header" });
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS - 1);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe("https://us.i.posthog.com/batch/");
    expect(sent[0]!.body.api_key).toBe("phc_test");
    expect(sent[0]!.body.batch.map((e) => e.event)).toEqual(["$pageview", "clicked"]);
    expect(sent[0]!.body.batch[0]!.properties).toMatchObject({ distinct_id: "anon-1", $pathname: "/" });
    expect(sent[0]!.body.batch[1]!.properties).toMatchObject({ where: "header" });
    expect(client.queued).toBe(0);
  });

  it("sends at once when 50 events are waiting", async () => {
    expect(ANALYTICS_BATCH_SIZE).toBe(50);
    const { env, sent } = fakeEnvironment();
    const client = createAnalyticsClient({ key: "k" }, env)!;
    for (let i = 0; i < 49; i++) client.capture(`e${i}`);
    await settle();
    expect(sent).toHaveLength(0);
    client.capture("e49");
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.batch).toHaveLength(50);
  });

  it("identifies (linking the anonymous id) and resets to a new anonymous id", async () => {
    const { env, sent } = fakeEnvironment();
    const client = createAnalyticsClient({ key: "k" }, env)!;
    client.identify({ id: "user-7", email: "a@b.c", name: "Ada" });
    client.capture("after_identify");
    client.identify({ id: "user-7" }); // a restored session: no second $identify
    client.reset();
    client.capture("after_reset");
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS);
    const batch = sent[0]!.body.batch;
    expect(batch.map((e) => e.event)).toEqual(["$identify", "after_identify", "after_reset"]);
    expect(batch[0]!.properties).toMatchObject({
      distinct_id: "user-7",
      $anon_distinct_id: "anon-1",
      $set: { email: "a@b.c", name: "Ada" },
    });
    expect(batch[1]!.properties.distinct_id).toBe("user-7");
    expect(batch[2]!.properties.distinct_id).toBe("anon-2");
  });

  it("retries server errors, rate limiting and network failures with growing delays, losing nothing", async () => {
    const { env, sent } = fakeEnvironment([500, 429, "network-error", 200]);
    const client = createAnalyticsClient({ key: "k" }, env)!;
    client.capture("kept");
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000); // 1st retry after 2 s
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(sent).toHaveLength(2); // 2nd retry waits 4 s
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(8000);
    expect(sent).toHaveLength(4);
    expect(sent.every((s) => s.body.batch[0]!.event === "kept")).toBe(true);
    expect(client.queued).toBe(0);
  });

  it("halves a batch the host rejects as too large", async () => {
    const { env, sent } = fakeEnvironment([413, 200, 200]);
    const client = createAnalyticsClient({ key: "k" }, env)!;
    for (let i = 0; i < 10; i++) client.capture(`e${i}`);
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS);
    expect(sent.map((s) => s.body.batch.length)).toEqual([10, 5, 5]);
  });

  it("never throws into the app, whatever fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { env } = fakeEnvironment();
    const client = createAnalyticsClient(
      { key: "k" },
      {
        ...env,
        currentUrl: () => {
          throw new Error("no location");
        },
        fetch: () => Promise.reject(new Error("boom")),
      },
    );
    expect(() => client?.capture("x")).not.toThrow();
    await expect(client?.flush()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("holds calls made before the config arrives and replays them once a key is known", async () => {
    const { env, sent } = fakeEnvironment();
    pageView("/early");
    identify({ id: "user-1" });
    reset();
    expect(initAnalytics({ key: "k" }, env)).toBe(true);
    capture("late");
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS);
    expect(sent[0]!.body.batch.map((e) => e.event)).toEqual(["$pageview", "$identify", "late"]);
    expect(sent[0]!.body.batch[2]!.properties.distinct_id).toBe("anon-2");
  });
});
