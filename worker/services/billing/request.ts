import { eq } from "drizzle-orm";
import type { Context, ExecutionContext } from "hono";
import { users } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/errors";
import { createBillingService, type BillingService } from "./index";

/** The billing service for this request (the simulator serves its pages on the request's origin). */
export function billingFor(c: Context<AppEnv>): BillingService {
  let executionCtx: ExecutionContext | undefined;
  try {
    executionCtx = c.executionCtx;
  } catch {
    executionCtx = undefined; // app.request() in tests has none
  }
  return createBillingService(c.env, { db: c.var.db, requestOrigin: new URL(c.req.url).origin, executionCtx });
}

/** The signed-in user as stored now: webhooks may have changed the row during this request. */
export async function reloadBillingUser(c: Context<AppEnv>) {
  const user = await c.var.db.query.users.findFirst({ where: eq(users.id, c.var.user!.id) });
  if (!user) throw new ApiError("UNAUTHORIZED", "Your session has ended. Please sign in again.");
  return user;
}
