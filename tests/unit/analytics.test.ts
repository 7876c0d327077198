import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PostHog } from "posthog-js";
import {
  analyticsDecision,
  capture,
  capturePageView,
  identify,
  initAnalytics,
  reset,
  resetAnalyticsForTests,
  type PostHogLoader,
} from "../../web/src/lib/analytics";

/** A stand-in for the posthog-js instance: the loader's decisions are under test, not posthog internals. */
function fakePostHog() {
  const fake = { init: vi.fn(), capture: vi.fn(), identify: vi.fn(), reset: vi.fn() };
  const load = vi.fn<PostHogLoader>(async () => fake as unknown as PostHog);
  return { fake, load };
}

const fakeWindow = new EventTarget() as EventTarget & { location: { href: string } };
fakeWindow.location = { href: "https://chapterly.example.com/book/x" };

beforeEach(() => {
  vi.stubGlobal("window", fakeWindow);
  resetAnalyticsForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("analytics loader decisions", () => {
  it.each([
    [{ key: "" }, true, "off"],
    [{ key: "   " }, true, "off"],
    [{ key: "phc_x", host: "http://evil.example" }, true, "off"],
    [{ key: "phc_x", host: "javascript:alert(1)" }, true, "off"],
    [{ key: "phc_x" }, true, "load"],
    [{ key: "phc_x", host: "https://eu.i.posthog.com" }, true, "load"],
    [{ key: "phc_x", host: "http://localhost:8010" }, true, "load"],
    [{ key: "phc_x" }, false, "wait"],
  ] as const)("%j online=%s: %s", (config, online, expected) => {
    expect(analyticsDecision(config, online)).toBe(expected);
  });

  it("without a key never loads posthog-js and drops what was held", async () => {
    const { fake, load } = fakePostHog();
    capture("early");
    expect(await initAnalytics({ key: "" }, { load, online: true })).toBe(false);
    capture("late");
    identify({ id: "u1" });
    reset();
    expect(load).not.toHaveBeenCalled();
    expect(fake.capture).not.toHaveBeenCalled();
  });

  it("with a key loads it once, with page views, autocapture, replay, flags and the spec 9 defaults", async () => {
    const { fake, load } = fakePostHog();
    expect(await initAnalytics({ key: "phc_test", host: "https://eu.i.posthog.com/" }, { load, online: true })).toBe(true);
    expect(await initAnalytics({ key: "phc_test" }, { load, online: true })).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(fake.init).toHaveBeenCalledTimes(1);
    const [key, options] = fake.init.mock.calls[0]!;
    expect(key).toBe("phc_test");
    expect(options).toMatchObject({
      api_host: "https://eu.i.posthog.com",
      capture_pageview: false,
      capture_pageleave: true,
      autocapture: true,
      disable_session_recording: false,
      advanced_disable_feature_flags: false,
      cookie_expiration: 365,
      session_idle_timeout_seconds: 1800,
      request_queue_config: { flush_interval_ms: 5000 },
    });
  });

  it("replays calls made before the library arrived, in order", async () => {
    const { fake, load } = fakePostHog();
    identify({ id: "u1", email: "ada@example.test", premium: false });
    capture("sign_in_success", { method: "google" });
    await initAnalytics({ key: "phc_test" }, { load, online: true });
    expect(fake.identify).toHaveBeenCalledWith("u1", { email: "ada@example.test", premium: false });
    expect(fake.capture).toHaveBeenCalledWith("sign_in_success", { method: "google" });
    expect(fake.identify.mock.invocationCallOrder[0]!).toBeLessThan(fake.capture.mock.invocationCallOrder[0]!);
  });

  it("resets the identity on logout", async () => {
    const { fake, load } = fakePostHog();
    await initAnalytics({ key: "phc_test" }, { load, online: true });
    reset();
    expect(fake.reset).toHaveBeenCalledTimes(1);
  });

  it("offline, loads nothing until the browser is back online", async () => {
    const { fake, load } = fakePostHog();
    const started = initAnalytics({ key: "phc_test" }, { load, online: false });
    capture("while_offline");
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    fakeWindow.dispatchEvent(new Event("online"));
    expect(await started).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(fake.capture).toHaveBeenCalledWith("while_offline", undefined);
  });

  it("a library that fails to load turns analytics off without throwing", async () => {
    const load = vi.fn<PostHogLoader>(async () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await initAnalytics({ key: "phc_test" }, { load, online: true })).toBe(false);
    expect(() => capture("after")).not.toThrow();
    warn.mockRestore();
  });

  it("imports posthog-js only dynamically (its own chunk, nothing on first paint)", () => {
    const sources = import.meta.glob<string>("../../web/src/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true });
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    const staticImports = Object.entries(sources)
      .filter(([, text]) => /^import\s+(?!type\b)[^;]*from\s+["']posthog-js/m.test(text))
      .map(([file]) => file);
    expect(staticImports).toEqual([]);
    expect(sources["../../web/src/lib/analytics.ts"]).toContain('import("posthog-js")');
  });
});

describe("page views", () => {
  it("are sent with the address of the page they were for, also when held until posthog-js started", async () => {
    const origin = { href: "https://chapterly.example.com/book/x", origin: "https://chapterly.example.com" };
    vi.stubGlobal("window", Object.assign(new EventTarget(), { location: origin }));
    const { fake, load } = fakePostHog();
    capturePageView({ pathname: "/", search: "" });
    capturePageView({ pathname: "/category/History", search: "?sort=title" });
    expect(fake.capture).not.toHaveBeenCalled();
    await initAnalytics({ key: "phc_test" }, { load, online: true });
    capturePageView({ pathname: "/book/x", search: "" });
    expect(fake.capture.mock.calls).toEqual([
      ["$pageview", { $current_url: "https://chapterly.example.com/", $pathname: "/" }],
      [
        "$pageview",
        { $current_url: "https://chapterly.example.com/category/History?sort=title", $pathname: "/category/History" },
      ],
      ["$pageview", { $current_url: "https://chapterly.example.com/book/x", $pathname: "/book/x" }],
    ]);
  });
});
