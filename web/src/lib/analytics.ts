/**
 * Product analytics (docs/product.md, "Third parties") on the standard PostHog client, `posthog-js`
 * (docs/decisions/101-posthog-js-loaded-lazily.md).
 *
 * Off unless the runtime config carries a key: without one `posthog-js` is never downloaded, and
 * nothing is stored or sent. With a key the library is fetched with a dynamic import (its own chunk,
 * never part of the entry bundle) once the app has started, and only while the browser is online.
 * Calls made before that are held (at most 100) and replayed once it is loaded, or dropped when
 * analytics turns out to be off. Nothing here ever throws into the app.
 */
import type { PostHog, PostHogConfig } from "posthog-js";

export const DEFAULT_POSTHOG_HOST = "https://us.i.posthog.com";
/** The product's own flush interval (posthog-js accepts 250 to 5000 ms). */
export const ANALYTICS_FLUSH_INTERVAL_MS = 5000;
/** Cookie expiry 365 days; idle recording timeout 30 minutes. */
export const ANALYTICS_COOKIE_EXPIRY_DAYS = 365;
export const ANALYTICS_IDLE_RECORDING_TIMEOUT_SECONDS = 30 * 60;
const PENDING_CALLS_LIMIT = 100;

export type AnalyticsProperties = Record<string, string | number | boolean | null | undefined>;

/** What identify() records: the user's id as distinct id, and optional person properties. */
export interface AnalyticsUser {
  id: string;
  email?: string;
  name?: string;
  [property: string]: string | number | boolean | null | undefined;
}

export interface AnalyticsConfig {
  /** The project API key; empty means analytics is off. */
  key: string;
  /** The PostHog host, https (or http on localhost); defaults to PostHog's US cloud. */
  host?: string;
}

/** The PostHog host as an allowed URL (https, or http on localhost), or null. */
export function analyticsHost(host: string | undefined, base?: string): string | null {
  try {
    const url = new URL(host || DEFAULT_POSTHOG_HOST, base);
    const local = url.hostname === "localhost" || url.hostname === "127.0.0.1";
    if (url.protocol !== "https:" && !(url.protocol === "http:" && local)) return null;
    return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
  } catch {
    return null;
  }
}

/**
 * The loader's decision: "load" with a key, an allowed host and a connection; "wait" for a connection;
 * "off" otherwise (no key, or a host that is not allowed).
 */
export function analyticsDecision(config: AnalyticsConfig, online: boolean): "load" | "wait" | "off" {
  if (!config.key.trim() || !analyticsHost(config.host, typeof window === "undefined" ? undefined : window.location.href))
    return "off";
  return online ? "load" : "wait";
}

/**
 * posthog-js settings: page views on every history change, autocapture, session replay and feature
 * flags on, with those defaults of docs/product.md ("Third parties") the library exposes. Batch size 50, request
 * timeout 90 s, retry delay cap, recording length cap, link-tracking timeout, scroll checkpoints and the 255-character
 * element text cap are not settings of posthog-js: its own behaviour applies there.
 */
export function posthogOptions(apiHost: string): Partial<PostHogConfig> {
  return {
    api_host: apiHost,
    // Page views come from the app's router through capturePageView, each with its own address: posthog-js's own
    // first page view is taken when the library gets round to it, by which time a quick reader may be elsewhere.
    capture_pageview: false,
    capture_pageleave: true,
    autocapture: true,
    disable_session_recording: false,
    session_recording: { maskAllInputs: true },
    advanced_disable_feature_flags: false,
    person_profiles: "identified_only",
    persistence: "localStorage+cookie",
    cookie_expiration: ANALYTICS_COOKIE_EXPIRY_DAYS,
    session_idle_timeout_seconds: ANALYTICS_IDLE_RECORDING_TIMEOUT_SECONDS,
    request_queue_config: { flush_interval_ms: ANALYTICS_FLUSH_INTERVAL_MS },
  };
}

type Call = (posthog: PostHog) => void;
export type PostHogLoader = () => Promise<PostHog>;

/** The real library, in its own chunk. */
const loadPostHog: PostHogLoader = async () => (await import("posthog-js")).default;

let posthog: PostHog | null = null;
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
  if (state === "on" && posthog) return safely("call", () => call(posthog!));
  if ((state === "waiting" || state === "loading") && pendingCalls.length < PENDING_CALLS_LIMIT) pendingCalls.push(call);
}

async function start(config: AnalyticsConfig, load: PostHogLoader): Promise<boolean> {
  state = "loading";
  try {
    const library = await load();
    library.init(config.key.trim(), posthogOptions(analyticsHost(config.host, window.location.href)!));
    posthog = library;
    state = "on";
  } catch (err) {
    console.warn("analytics: start failed", err);
    state = "off";
  }
  const held = pendingCalls;
  pendingCalls = [];
  if (posthog) for (const call of held) safely("call", () => call(posthog!));
  return state === "on";
}

export interface AnalyticsStartOptions {
  load?: PostHogLoader;
  /** navigator.onLine by default. */
  online?: boolean;
}

/**
 * Starts analytics when `config.key` is set: loads posthog-js now, or when the browser is back online.
 * Without a key it turns off for good and drops held calls. Answers whether it is on.
 */
export async function initAnalytics(config: AnalyticsConfig, options: AnalyticsStartOptions = {}): Promise<boolean> {
  if (state !== "waiting") return state === "on";
  const load = options.load ?? loadPostHog;
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

/** A page view for `location`, with its own address (held like every call until posthog-js has started). */
export const capturePageView = ({ pathname, search }: { pathname: string; search: string }) =>
  capture("$pageview", { $current_url: `${window.location.origin}${pathname}${search}`, $pathname: pathname });
export const capture = (event: string, properties?: AnalyticsProperties) => dispatch((p) => p.capture(event, properties));
export const identify = ({ id, ...properties }: AnalyticsUser) => dispatch((p) => p.identify(id, properties));
/** Logout resets the analytics identity (a new anonymous id; flags and replay follow). */
export const reset = () => dispatch((p) => p.reset());

/** For tests: back to the state before initAnalytics. */
export function resetAnalyticsForTests() {
  detachOnline?.();
  posthog = null;
  state = "waiting";
  pendingCalls = [];
}
