import { Hono } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";

/**
 * Stands in for dev.ts and billing-simulator.ts in production builds (vite.config.ts). Their routes answer only where
 * ENVIRONMENT is `development` (docs/decisions/081); production answers every path under them "not found", as they
 * would there, without deploying their code.
 */
const notFound = () =>
  new Hono<AppEnv>().use("*", async (c) => {
    throw new ApiError("NOT_FOUND", `No API route ${c.req.method} ${c.req.path}.`);
  });

export const devRoutes = notFound();
export const checkoutSimulatorRoutes = notFound();
