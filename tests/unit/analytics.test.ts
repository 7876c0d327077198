import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  analyticsDecision,
  capture,
  capturePageView,
  identify,
  initAnalytics,
  type MixpanelLoader,
  mixpanelConfig,
  reset,
  resetAnalyticsForTests,
} from "../../web/src/lib/analytics";

/**
 * A stand-in for mixpanel-browser's instance, in place of the module itself: the loader's decisions and what the app
 * asks of the library are under test here; what the library does with it is in tests/unit/mixpanel-library.test.ts.
 */
const mixpanel = vi.hoisted(() => ({
  init: vi.fn(),
  track: vi.fn(),
  track_pageview: vi.fn(),
  identify: vi.fn(),
  reset: vi.fn(),
  people: { set: vi.fn() },
}));
vi.mock("mixpanel-browser", () => ({ default: mixpanel }));

const fakeWindow = new EventTarget() as EventTarget & { location: { href: string; origin: string } };
fakeWindow.location = { href: "https://chapterly.example.com/book/x", origin: "https://chapterly.example.com" };

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal("window", fakeWindow);
  resetAnalyticsForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the settings mixpanel-browser gets (spec 7 and 9)", () => {
  it("are one object with every value of the spec, set explicitly", () => {
    expect(mixpanelConfig("https://api-eu.mixpanel.com")).toEqual({
      api_host: "https://api-eu.mixpanel.com",
      api_routes: { track: "track/", engage: "engage/", groups: "groups/", record: "record/", flags: "flags/" },
      remote_settings_mode: "disabled",
      batch_requests: true,
      batch_size: 50,
      batch_flush_interval_ms: 5000,
      batch_request_timeout_ms: 90_000,
      persistence: "cookie",
      cookie_expiration: 365,
      track_links_timeout: 300,
      track_pageview: false,
      autocapture: {
        pageview: false,
        click: true,
        input: true,
        submit: true,
        scroll: true,
        scroll_depth_percent_checkpoints: [25, 50, 75, 100],
        capture_text_content: true,
      },
      record_sessions_percent: 0,
      record_idle_timeout_ms: 30 * 60 * 1000,
      record_max_ms: 24 * 60 * 60 * 1000,
      record_mask_all_inputs: true,
      flags: false,
    });
  });

  it.each([
    [{}, 0, false],
    [{ replayPercent: 100, featureFlags: true }, 100, true],
    [{ replayPercent: 25 }, 25, false],
    [{ replayPercent: 250 }, 100, false],
    [{ replayPercent: -5 }, 0, false],
    [{ replayPercent: Number.NaN }, 0, false],
  ] as const)("session replay and feature flags as configured: %j", (features, percent, flags) => {
    expect(mixpanelConfig("https://api-js.mixpanel.com", features)).toMatchObject({
      record_sessions_percent: percent,
      flags,
    });
  });
});

describe("analytics loader decisions", () => {
  it.each([
    [{ token: "" }, true, "off"],
    [{ token: "   " }, true, "off"],
    [{ token: "mp_x", apiHost: "http://evil.example" }, true, "off"],
    [{ token: "mp_x", apiHost: "javascript:alert(1)" }, true, "off"],
    [{ token: "mp_x" }, true, "load"],
    [{ token: "mp_x", apiHost: "https://api-eu.mixpanel.com" }, true, "load"],
    [{ token: "mp_x", apiHost: "http://127.0.0.1:8010" }, true, "load"],
    [{ token: "mp_x" }, false, "wait"],
  ] as const)("%j online=%s: %s", (config, online, expected) => {
    expect(analyticsDecision(config, online)).toBe(expected);
  });

  it("without a token never starts mixpanel-browser and drops what was held", async () => {
    const load = vi.fn<MixpanelLoader>();
    capture("early");
    capturePageView({ pathname: "/", search: "" });
    expect(await initAnalytics({ token: "" }, { load, online: true })).toBe(false);
    capture("late");
    identify({ id: "u1" });
    reset();
    expect(load).not.toHaveBeenCalled();
    expect(await initAnalytics({ token: "" }, { online: true })).toBe(false);
    for (const fn of [mixpanel.init, mixpanel.track, mixpanel.track_pageview, mixpanel.identify, mixpanel.reset])
      expect(fn).not.toHaveBeenCalled();
  });

  it("with a token loads the library once and starts it with the token, its host and the settings", async () => {
    const config = { token: " mp_test ", apiHost: "https://api-eu.mixpanel.com/", replayPercent: 100, featureFlags: true };
    expect(await initAnalytics(config, { online: true })).toBe(true);
    expect(await initAnalytics(config, { online: true })).toBe(true);
    expect(mixpanel.init).toHaveBeenCalledTimes(1);
    expect(mixpanel.init).toHaveBeenCalledWith(
      "mp_test",
      mixpanelConfig("https://api-eu.mixpanel.com", { replayPercent: 100, featureFlags: true }),
    );
  });

  it("with no host named, uses Mixpanel's own API host", async () => {
    await initAnalytics({ token: "mp_test" }, { online: true });
    expect(mixpanel.init.mock.calls[0]![1]).toMatchObject({ api_host: "https://api-js.mixpanel.com" });
  });

  it("offline, loads nothing until the browser is back online", async () => {
    const load = vi.fn<MixpanelLoader>(async () => (await import("mixpanel-browser")).default);
    const started = initAnalytics({ token: "mp_test" }, { load, online: false });
    capture("while_offline");
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(mixpanel.init).not.toHaveBeenCalled();
    fakeWindow.dispatchEvent(new Event("online"));
    expect(await started).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(mixpanel.track).toHaveBeenCalledWith("while_offline", undefined);
  });

  it("a library that fails to load turns analytics off without throwing", async () => {
    const load = vi.fn<MixpanelLoader>(async () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await initAnalytics({ token: "mp_test" }, { load, online: true })).toBe(false);
    expect(() => capture("after")).not.toThrow();
    warn.mockRestore();
  });

  it("a library call that throws does not reach the app", async () => {
    await initAnalytics({ token: "mp_test" }, { online: true });
    mixpanel.track.mockImplementationOnce(() => {
      throw new Error("storage full");
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(() => capture("x")).not.toThrow();
    warn.mockRestore();
  });

  it("imports mixpanel-browser only dynamically (its own chunk, nothing on first paint)", () => {
    const sources = import.meta.glob<string>("../../web/src/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true });
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    const staticImports = Object.entries(sources)
      .filter(([, text]) => /^import\s+(?!type\b)[^;]*from\s+["']mixpanel-browser/m.test(text))
      .map(([file]) => file);
    expect(staticImports).toEqual([]);
    expect(sources["../../web/src/lib/analytics.ts"]).toContain('import("mixpanel-browser")');
  });
});

describe("calls made before the library started", () => {
  it("are replayed once it has, in order", async () => {
    identify({ id: "u1", email: "ada@example.test", premium: false });
    capture("sign_in_success", { method: "google" });
    expect(mixpanel.identify).not.toHaveBeenCalled();
    await initAnalytics({ token: "mp_test" }, { online: true });
    expect(mixpanel.identify).toHaveBeenCalledWith("u1");
    expect(mixpanel.track).toHaveBeenCalledWith("sign_in_success", { method: "google" });
    expect(mixpanel.identify.mock.invocationCallOrder[0]!).toBeLessThan(mixpanel.track.mock.invocationCallOrder[0]!);
  });

  it("are held up to 100, the first ones kept", async () => {
    for (let i = 0; i < 150; i++) capture(`event_${i}`);
    await initAnalytics({ token: "mp_test" }, { online: true });
    expect(mixpanel.track).toHaveBeenCalledTimes(100);
    expect(mixpanel.track.mock.calls.at(-1)![0]).toBe("event_99");
  });
});

describe("the user", () => {
  it("is identified by id on sign-in, with email and name as Mixpanel's profile properties", async () => {
    await initAnalytics({ token: "mp_test" }, { online: true });
    identify({ id: "u1", email: "ada@example.test", name: "Ada Lovelace", premium: true, subscription: undefined });
    expect(mixpanel.identify).toHaveBeenCalledWith("u1");
    expect(mixpanel.people.set).toHaveBeenCalledWith({ $email: "ada@example.test", $name: "Ada Lovelace", premium: true });
    expect(mixpanel.identify.mock.invocationCallOrder[0]!).toBeLessThan(mixpanel.people.set.mock.invocationCallOrder[0]!);
  });

  it("is reset on logout", async () => {
    await initAnalytics({ token: "mp_test" }, { online: true });
    reset();
    expect(mixpanel.reset).toHaveBeenCalledTimes(1);
  });
});

describe("page views", () => {
  it("are sent with the address of the page they were for, also when held until the library started", async () => {
    capturePageView({ pathname: "/", search: "" });
    capturePageView({ pathname: "/category/History", search: "?sort=title" });
    expect(mixpanel.track_pageview).not.toHaveBeenCalled();
    await initAnalytics({ token: "mp_test" }, { online: true });
    capturePageView({ pathname: "/book/x", search: "" });
    expect(mixpanel.track_pageview.mock.calls).toEqual([
      [{ $current_url: "https://chapterly.example.com/", current_url_path: "/", current_url_search: "" }],
      [
        {
          $current_url: "https://chapterly.example.com/category/History?sort=title",
          current_url_path: "/category/History",
          current_url_search: "?sort=title",
        },
      ],
      [{ $current_url: "https://chapterly.example.com/book/x", current_url_path: "/book/x", current_url_search: "" }],
    ]);
    // The library's own page views are off, so each page is counted once.
    expect(mixpanel.init.mock.calls[0]![1]).toMatchObject({ track_pageview: false, autocapture: { pageview: false } });
  });
});
