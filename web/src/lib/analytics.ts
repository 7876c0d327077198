/**
 * Product analytics (spec 1, 7, 9): a small PostHog client of our own (docs/decisions/020-analytics-and-live-chat.md).
 *
 * Off unless the runtime config carries a key: without one nothing is loaded, stored or sent.
 * Events are batched (50 events or 5000 ms, the product's settings in spec 9) and POSTed to
 * `{host}/batch/`. Server errors, rate limiting and timeouts are retried with backoff up to
 * 10 minutes apart; a 413 halves the batch. Nothing here ever throws into the app.
 *
 * Calls made before `initAnalytics` (the config is fetched at start-up) are held and replayed
 * once a key is known, or dropped when there is none.
 */

export const ANALYTICS_BATCH_SIZE = 50;
export const ANALYTICS_FLUSH_INTERVAL_MS = 5000;
export const ANALYTICS_REQUEST_TIMEOUT_MS = 90_000;
export const ANALYTICS_MAX_RETRY_DELAY_MS = 10 * 60 * 1000;
export const DEFAULT_POSTHOG_HOST = "https://us.i.posthog.com";
/** Events kept while the host is unreachable; the oldest are dropped beyond this. */
export const ANALYTICS_MAX_QUEUE = 1000;
const PENDING_CALLS_LIMIT = 100;
/** The current distinct id (anonymous, or the signed-in user's), kept across page loads. */
const DISTINCT_ID_KEY = "chapterly_analytics_id";
const LIB_NAME = "chapterly-web";

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

interface AnalyticsEvent {
  event: string;
  properties: Record<string, unknown>;
  timestamp: string;
}

/** Everything the client touches in the browser, injectable for tests. */
export interface AnalyticsEnvironment {
  fetch: typeof fetch;
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | null;
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  randomId: () => string;
  currentUrl: () => string;
}

export interface AnalyticsClient {
  pageView(path: string): void;
  capture(event: string, properties?: AnalyticsProperties): void;
  identify(user: AnalyticsUser): void;
  reset(): void;
  /** Sends what is queued now; `keepalive` for page hide. */
  flush(options?: { keepalive?: boolean }): Promise<void>;
  readonly queued: number;
}

/** The batch endpoint, or null when the host is not an allowed URL. */
export function batchEndpoint(host: string | undefined, base?: string): string | null {
  try {
    const url = new URL(host || DEFAULT_POSTHOG_HOST, base);
    const local = url.hostname === "localhost" || url.hostname === "127.0.0.1";
    if (url.protocol !== "https:" && !(url.protocol === "http:" && local)) return null;
    return `${url.origin}${url.pathname.replace(/\/+$/, "")}/batch/`;
  } catch {
    return null;
  }
}

function browserEnvironment(): AnalyticsEnvironment {
  let storage: AnalyticsEnvironment["storage"] = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  return {
    fetch: (...args) => window.fetch(...args),
    storage,
    now: () => Date.now(),
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    randomId: () => crypto.randomUUID(),
    currentUrl: () => window.location.href,
  };
}

function safely(what: string, fn: () => void) {
  try {
    fn();
  } catch (err) {
    console.warn(`analytics: ${what} failed`, err);
  }
}

export function createAnalyticsClient(
  config: AnalyticsConfig,
  environment: Partial<AnalyticsEnvironment> = {},
): AnalyticsClient | null {
  if (!config.key) return null;
  const env = { ...browserEnvironment(), ...environment };
  const endpoint = batchEndpoint(
    config.host,
    (() => {
      try {
        return env.currentUrl();
      } catch {
        return undefined;
      }
    })(),
  );
  if (!endpoint) {
    console.warn("analytics: the configured host is not an https URL; analytics stays off");
    return null;
  }

  const readStored = () => {
    try {
      return env.storage?.getItem(DISTINCT_ID_KEY) ?? null;
    } catch {
      return null;
    }
  };
  const store = (id: string) => {
    try {
      env.storage?.setItem(DISTINCT_ID_KEY, id);
    } catch {
      // private mode: the id lives for this page only
    }
    return id;
  };

  let distinctId = readStored() ?? store(env.randomId());
  let queue: AnalyticsEvent[] = [];
  let timer: unknown = null;
  let failures = 0;
  let sending = false;

  const schedule = (ms: number) => {
    if (timer !== null) return;
    timer = env.setTimeout(() => {
      timer = null;
      void flush();
    }, ms);
  };

  const enqueue = (event: string, properties: Record<string, unknown>) => {
    queue.push({
      event,
      properties: { distinct_id: distinctId, $lib: LIB_NAME, $current_url: env.currentUrl(), ...properties },
      timestamp: new Date(env.now()).toISOString(),
    });
    if (queue.length > ANALYTICS_MAX_QUEUE) queue = queue.slice(-ANALYTICS_MAX_QUEUE);
    if (queue.length >= ANALYTICS_BATCH_SIZE && !sending) void flush();
    else schedule(ANALYTICS_FLUSH_INTERVAL_MS);
  };

  /** 'ok' (sent or dropped for good), 'retry', or 'too-large'. */
  async function send(batch: AnalyticsEvent[], keepalive: boolean): Promise<"ok" | "retry" | "too-large"> {
    try {
      const response = await env.fetch(endpoint!, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ api_key: config.key, batch }),
        keepalive,
        credentials: "omit",
        signal: AbortSignal.timeout(ANALYTICS_REQUEST_TIMEOUT_MS),
      });
      if (response.status === 413) return "too-large";
      if (response.status === 429 || response.status >= 500) return "retry";
      return "ok"; // other 4xx: the batch will never be accepted
    } catch {
      return "retry"; // network error or timeout
    }
  }

  async function flush(options: { keepalive?: boolean } = {}): Promise<void> {
    if (sending || queue.length === 0) return;
    if (timer !== null) {
      env.clearTimeout(timer);
      timer = null;
    }
    sending = true;
    try {
      let pending = [queue.splice(0, ANALYTICS_BATCH_SIZE)];
      while (pending.length) {
        const batch = pending.shift()!;
        const result = await send(batch, options.keepalive ?? false);
        if (result === "too-large") {
          if (batch.length > 1) {
            const half = Math.ceil(batch.length / 2);
            pending = [batch.slice(0, half), batch.slice(half), ...pending];
          }
          continue; // a single event that is too large is dropped
        }
        if (result === "retry") {
          queue = [...batch, ...pending.flat(), ...queue].slice(-ANALYTICS_MAX_QUEUE);
          failures += 1;
          sending = false;
          schedule(Math.min(ANALYTICS_MAX_RETRY_DELAY_MS, 1000 * 2 ** failures));
          return;
        }
        failures = 0;
      }
    } finally {
      sending = false;
    }
    if (queue.length >= ANALYTICS_BATCH_SIZE) void flush(options);
    else if (queue.length) schedule(ANALYTICS_FLUSH_INTERVAL_MS);
  }

  return {
    pageView: (path) => safely("page view", () => enqueue("$pageview", { $pathname: path })),
    capture: (event, properties = {}) => safely("capture", () => enqueue(event, properties)),
    identify: (user) =>
      safely("identify", () => {
        const { id, ...person } = user;
        if (!id) return;
        const $set = Object.fromEntries(Object.entries(person).filter(([, v]) => v !== undefined));
        if (id === distinctId) {
          // Already this user (a restored session): only refresh the person properties.
          if (Object.keys($set).length) enqueue("$set", { $set });
          return;
        }
        const previous = distinctId;
        distinctId = store(id);
        enqueue("$identify", { $anon_distinct_id: previous, $set });
      }),
    reset: () =>
      safely("reset", () => {
        distinctId = store(env.randomId());
      }),
    flush: async (options) => {
      try {
        await flush(options);
      } catch (err) {
        console.warn("analytics: flush failed", err);
      }
    },
    get queued() {
      return queue.length;
    },
  };
}

// --- The app's one client -------------------------------------------------------------

type Call = (client: AnalyticsClient) => void;
let client: AnalyticsClient | null = null;
let state: "waiting" | "on" | "off" = "waiting";
let pendingCalls: Call[] = [];
let detachPageHide: (() => void) | null = null;

function dispatch(call: Call) {
  if (state === "on" && client) return call(client);
  if (state === "waiting" && pendingCalls.length < PENDING_CALLS_LIMIT) pendingCalls.push(call);
}

/** Starts analytics when `config.key` is set; otherwise turns it off for good and drops held calls. */
export function initAnalytics(config: AnalyticsConfig, environment?: Partial<AnalyticsEnvironment>): boolean {
  try {
    client = createAnalyticsClient(config, environment);
  } catch (err) {
    console.warn("analytics: start failed", err);
    client = null;
  }
  state = client ? "on" : "off";
  const held = pendingCalls;
  pendingCalls = [];
  if (client) {
    for (const call of held) call(client);
    if (typeof window !== "undefined" && !detachPageHide) {
      const onHide = () => void client?.flush({ keepalive: true });
      const onVisibility = () => document.visibilityState === "hidden" && onHide();
      window.addEventListener("pagehide", onHide);
      document.addEventListener("visibilitychange", onVisibility);
      detachPageHide = () => {
        window.removeEventListener("pagehide", onHide);
        document.removeEventListener("visibilitychange", onVisibility);
      };
    }
  }
  return state === "on";
}

export const pageView = (path: string) => dispatch((c) => c.pageView(path));
export const capture = (event: string, properties?: AnalyticsProperties) => dispatch((c) => c.capture(event, properties));
export const identify = (user: AnalyticsUser) => dispatch((c) => c.identify(user));
export const reset = () => dispatch((c) => c.reset());
export const flushAnalytics = () => (client ? client.flush() : Promise.resolve());

/** For tests: back to the state before initAnalytics. */
export function resetAnalyticsForTests() {
  detachPageHide?.();
  detachPageHide = null;
  client = null;
  state = "waiting";
  pendingCalls = [];
}
