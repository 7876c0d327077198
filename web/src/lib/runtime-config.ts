import { apiRequest } from "./api-client";

export interface RuntimeConfig {
  googleClientId: string;
  devIdentity: boolean;
  dailyLimitSeconds: number;
  billing: "stripe" | "simulator" | "unavailable";
  posthogKey: string;
  /** Empty for PostHog's US cloud. */
  posthogHost: string;
  chatWidgetId: string;
  /** Public books volume search base URL (spec 7). */
  booksApiBaseUrl: string;
  /** Cross-origin proxy prefix; the encoded search URL is appended. Empty: no proxy fallback. */
  booksProxyUrl: string;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  googleClientId: "",
  devIdentity: false,
  dailyLimitSeconds: 600,
  billing: "simulator",
  posthogKey: "",
  posthogHost: "",
  chatWidgetId: "",
  booksApiBaseUrl: "https://www.googleapis.com/books/v1",
  booksProxyUrl: "",
};

let configPromise: Promise<RuntimeConfig> | null = null;

/** Settings the worker publishes at /api/v1/config; fetched once per page load. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  configPromise ??= apiRequest<RuntimeConfig>("/config").catch(() => {
    configPromise = null; // try again next time rather than keeping the defaults for the whole visit
    return DEFAULT_RUNTIME_CONFIG;
  });
  return configPromise;
}
