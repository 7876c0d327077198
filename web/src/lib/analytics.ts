/**
 * Product analytics (docs/product.md, "Third parties") on Mixpanel's browser library, `mixpanel-browser`
 * (docs/decisions/103-mixpanel-browser-loaded-lazily.md).
 *
 * Off unless the runtime config carries a token: without one `mixpanel-browser` is never downloaded, and
 * nothing is stored or sent. With a token the library is fetched with a dynamic import (its own chunk,
 * never part of the entry bundle) once the app has started, and only while the browser is online.
 * Calls made before that are held (at most 100) and replayed once it is loaded, or dropped when
 * analytics turns out to be off. Nothing here ever throws into the app.
 */
import type { Config, Mixpanel } from "mixpanel-browser";

/** Mixpanel's own API host (the library's default), used when the runtime config names none. */
export const DEFAULT_MIXPANEL_API_HOST = "https://api-js.mixpanel.com";
const PENDING_CALLS_LIMIT = 100;

export type AnalyticsProperties = Record<string, string | number | boolean | null | undefined>;

/** What identify() records: the user's id as distinct id, and optional profile properties. */
export interface AnalyticsUser {
  id: string;
  email?: string;
  name?: string;
  [property: string]: string | number | boolean | null | undefined;
}

export interface AnalyticsConfig {
  /** The Mixpanel project token; empty means analytics is off. */
  token: string;
  /** The API host, https (or http on localhost); defaults to Mixpanel's. */
  apiHost?: string;
  /** Share of sessions recorded for session replay, 0 to 100; 0 (the default) records none. */
  replayPercent?: number;
  /** Ask the API host for feature flags. */
  featureFlags?: boolean;
}

/** The API host as an allowed URL (https, or http on localhost), or null. */
export function analyticsApiHost(host: string | undefined, base?: string): string | null {
  try {
    const url = new URL(host || DEFAULT_MIXPANEL_API_HOST, base);
    const local = url.hostname === "localhost" || url.hostname === "127.0.0.1";
    if (url.protocol !== "https:" && !(url.protocol === "http:" && local)) return null;
    return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
  } catch {
    return null;
  }
}

/**
 * The loader's decision: "load" with a token, an allowed host and a connection; "wait" for a connection;
 * "off" otherwise (no token, or a host that is not allowed).
 */
export function analyticsDecision(config: AnalyticsConfig, online: boolean): "load" | "wait" | "off" {
  const base = typeof window === "undefined" ? undefined : window.location.href;
  if (!config.token.trim() || !analyticsApiHost(config.apiHost, base)) return "off";
  return online ? "load" : "wait";
}

/** A share of sessions, 0 to 100 (anything else: 0). */
export function replayPercent(value: number | undefined): number {
  return typeof value === "number" && Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

/**
 * Every setting the app gives mixpanel-browser, in one place: the values of spec 7 and 9, set explicitly even
 * where they equal the library's defaults, so an upgrade that changes a default does not change the product.
 *
 * Spec values that are the library's fixed behaviour, not settings (pinned by tests/unit/mixpanel-library.test.ts):
 * - retries: a batch is retried on 5xx, 429, a time-out or no connection, each wait twice the last, at most
 *   10 minutes apart (MAX_RETRY_INTERVAL_MS in its request batcher);
 * - a 413 halves the batch size (down to one event; a single event that is still too large is dropped);
 * - captured element text, and every string property, is cut at 255 characters;
 * - replay data goes in its own batches (up to 1000 events, every 10 s), not in the event batches below.
 */
export function mixpanelConfig(apiHost: string, features: Pick<AnalyticsConfig, "replayPercent" | "featureFlags"> = {}) {
  return {
    api_host: apiHost,
    // Spec 7: track, engage, groups, record and flags, on the API host.
    api_routes: { track: "track/", engage: "engage/", groups: "groups/", record: "record/", flags: "flags/" },
    // No remote settings call: the five routes above are all the library may ask for.
    remote_settings_mode: "disabled",
    // Spec 9, the product's own batching: 50 events, flushed every 5000 ms, 90 000 ms per request.
    batch_requests: true,
    batch_size: 50,
    batch_flush_interval_ms: 5000,
    batch_request_timeout_ms: 90_000,
    persistence: "cookie",
    cookie_expiration: 365,
    track_links_timeout: 300,
    // Page views come from the app's router through capturePageView, one per page with its own address: the
    // library's own (on load, and autocapture's on every address change) would count pages twice.
    track_pageview: false,
    autocapture: {
      pageview: false,
      click: true,
      input: true,
      submit: true,
      scroll: true,
      scroll_depth_percent_checkpoints: [25, 50, 75, 100],
      // Spec 9 describes captured element text; the library scrubs card- and SSN-like values and caps it at 255.
      capture_text_content: true,
    },
    // Session replay: idle time-out 30 minutes, at most 24 hours per recording; inputs stay masked.
    record_sessions_percent: replayPercent(features.replayPercent),
    record_idle_timeout_ms: 30 * 60 * 1000,
    record_max_ms: 24 * 60 * 60 * 1000,
    record_mask_all_inputs: true,
    flags: features.featureFlags === true,
  } satisfies Partial<Config>;
}

/** Mixpanel's reserved profile properties for the user's email and name; the rest keep their names. */
export function profileProperties(properties: Omit<AnalyticsUser, "id">): AnalyticsProperties {
  const profile: AnalyticsProperties = {};
  for (const [name, value] of Object.entries(properties)) {
    if (value === undefined) continue;
    profile[name === "email" ? "$email" : name === "name" ? "$name" : name] = value;
  }
  return profile;
}

/** The properties of a page view for `location`: its own address, not the one the browser shows when it is sent. */
export function pageViewProperties({ pathname, search }: { pathname: string; search: string }): AnalyticsProperties {
  return {
    $current_url: `${window.location.origin}${pathname}${search}`,
    current_url_path: pathname,
    current_url_search: search,
  };
}

type Call = (mixpanel: Mixpanel) => void;
export type MixpanelLoader = () => Promise<Mixpanel>;

/** The real library, in its own chunk. */
const loadMixpanel: MixpanelLoader = async () => (await import("mixpanel-browser")).default;

let mixpanel: Mixpanel | null = null;
let state: "waiting" | "loading" | "on" | "off" = "waiting";
let pendingCalls: Call[] = [];
let detachOnline: (() => void) | null = null;

function safely(what: string, fn: () => void) {
  try {
    fn();
  } catch (err) {
    console.warn(`analytics: ${what} failed`, err);
  }
}

function dispatch(call: Call) {
  if (state === "on" && mixpanel) return safely("call", () => call(mixpanel!));
  if ((state === "waiting" || state === "loading") && pendingCalls.length < PENDING_CALLS_LIMIT) pendingCalls.push(call);
}

async function start(config: AnalyticsConfig, load: MixpanelLoader): Promise<boolean> {
  state = "loading";
  try {
    const library = await load();
    library.init(config.token.trim(), mixpanelConfig(analyticsApiHost(config.apiHost, window.location.href)!, config));
    mixpanel = library;
    state = "on";
  } catch (err) {
    console.warn("analytics: start failed", err);
    state = "off";
  }
  const held = pendingCalls;
  pendingCalls = [];
  if (mixpanel) for (const call of held) safely("call", () => call(mixpanel!));
  return state === "on";
}

export interface AnalyticsStartOptions {
  load?: MixpanelLoader;
  /** navigator.onLine by default. */
  online?: boolean;
}

/**
 * Starts analytics when `config.token` is set: loads mixpanel-browser now, or when the browser is back online.
 * Without a token it turns off for good and drops held calls. Answers whether it is on.
 */
export async function initAnalytics(config: AnalyticsConfig, options: AnalyticsStartOptions = {}): Promise<boolean> {
  if (state !== "waiting") return state === "on";
  const load = options.load ?? loadMixpanel;
  const decision = analyticsDecision(config, options.online ?? (typeof navigator === "undefined" || navigator.onLine));
  if (decision === "off") {
    state = "off";
    pendingCalls = [];
    return false;
  }
  if (decision === "wait") {
    return new Promise((resolve) => {
      const onOnline = () => {
        detachOnline?.();
        resolve(start(config, load));
      };
      window.addEventListener("online", onOnline);
      detachOnline = () => {
        window.removeEventListener("online", onOnline);
        detachOnline = null;
      };
    });
  }
  return start(config, load);
}

/** A page view for `location`, with its own address (held like every call until mixpanel-browser has started). */
export const capturePageView = (location: { pathname: string; search: string }) => {
  const properties = pageViewProperties(location);
  dispatch((m) => m.track_pageview(properties));
};
export const capture = (event: string, properties?: AnalyticsProperties) => dispatch((m) => m.track(event, properties));
export const identify = ({ id, ...properties }: AnalyticsUser) =>
  dispatch((m) => {
    m.identify(id);
    m.people.set(profileProperties(properties));
  });
/** Logout resets the analytics identity (a new anonymous id; flags and replay follow). */
export const reset = () => dispatch((m) => m.reset());

/** For tests: back to the state before initAnalytics. */
export function resetAnalyticsForTests() {
  detachOnline?.();
  mixpanel = null;
  state = "waiting";
  pendingCalls = [];
}
