import { apiRequest } from "./api-client";

export interface RuntimeConfig {
  googleClientId: string;
  devIdentity: boolean;
  dailyLimitSeconds: number;
  billing: "stripe" | "simulator";
  posthogKey: string;
  chatWidgetId: string;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  googleClientId: "",
  devIdentity: false,
  dailyLimitSeconds: 600,
  billing: "simulator",
  posthogKey: "",
  chatWidgetId: "",
};

let configPromise: Promise<RuntimeConfig> | null = null;

/** Settings the worker publishes at /api/v1/config; fetched once per page load. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  configPromise ??= apiRequest<RuntimeConfig>("/config").catch(() => DEFAULT_RUNTIME_CONFIG);
  return configPromise;
}
