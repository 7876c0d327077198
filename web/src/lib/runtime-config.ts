import type { RuntimeConfig } from "../../../shared/contract";
import { api } from "./api-client";

export type { RuntimeConfig };

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  googleClientId: "",
  devIdentity: false,
  dailyLimitSeconds: 600,
  billing: "simulator",
  mixpanelToken: "",
  mixpanelApiHost: "",
  mixpanelReplayPercent: 0,
  mixpanelFeatureFlags: false,
  chatWidgetId: "",
  booksApiBaseUrl: "https://www.googleapis.com/books/v1",
  booksProxyUrl: "",
};

let configPromise: Promise<RuntimeConfig> | null = null;

/** Settings the worker publishes at /api/v1/config; fetched once per page load. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  configPromise ??= api("GET /config").catch(() => {
    configPromise = null; // try again next time rather than keeping the defaults for the whole visit
    return DEFAULT_RUNTIME_CONFIG;
  });
  return configPromise;
}
