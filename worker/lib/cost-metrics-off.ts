import type { D1Counts } from "./cost-metrics-types";

export { emptyD1Counts } from "./cost-metrics-types";
export type { Costs, D1Counts, FlushStats } from "./cost-metrics-types";

/**
 * What production builds get in place of worker/lib/cost-metrics.ts (vite.config.ts aliases it): the bench's
 * cost instrumentation never reaches the deployed bundle, and `npm run check:deploy` fails if it does
 * (scripts/check-deploy-bundle.ts). Same exports, switched off.
 */
export const costMetricsEnabled = (_env: Env): boolean => false;

export const costMetricsRequested = (_request: Request, _env: Env): boolean => false;

export async function withCostMetrics(env: Env, fetch: (env: Env) => Promise<Response> | Response): Promise<Response> {
  return fetch(env);
}

export function countingD1<T extends D1Database | D1DatabaseSession>(db: T, _d1: D1Counts): T {
  return db;
}
