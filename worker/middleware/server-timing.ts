import type { Context } from "hono";
import { timing, wrapTime } from "hono/timing";
import { costMetricsEnabled } from "../lib/cost-metrics";

/**
 * Server-Timing (hono/timing) where each request's time goes: auth, D1, the ledger's round trip, R2. The header is
 * answered only by the bench's build (the same switch as the cost table, docs/decisions/191); elsewhere the timers
 * run but nothing is sent.
 */
export const serverTiming = timing({ enabled: (c) => costMetricsEnabled(c.env as Env) });

/** Times one step of a request as a Server-Timing metric; code below the routes takes it instead of the context. */
export type TimeStep = <T>(name: string, work: Promise<T>) => Promise<T>;

export const timeStep =
  (c: Context): TimeStep =>
  (name, work) =>
    wrapTime(c, name, work);

/** For callers without a request (tests, jobs). */
export const untimed: TimeStep = (_name, work) => work;
