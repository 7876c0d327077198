import type { ExecutionContext } from "hono";
import type { Database } from "../../db/client";
import { findUserById } from "../../db/users";
import { ApiError } from "../../lib/errors";
import { createBillingService, type BillingService } from "./index";

/** What billingFor reads of a request's context (any route's Context fits, whatever its guards). */
export interface BillingRequest {
  env: Env;
  var: { db: Database };
  req: { url: string; method: string; path: string };
  readonly executionCtx: ExecutionContext;
}

/** The billing service for this request (the simulator serves its pages on the request's origin). */
export function billingFor(c: BillingRequest): BillingService {
  let executionCtx: ExecutionContext | undefined;
  try {
    executionCtx = c.executionCtx;
  } catch {
    executionCtx = undefined; // app.request() in tests has none
  }
  return createBillingService(c.env, { db: c.var.db, requestOrigin: new URL(c.req.url).origin, executionCtx });
}

/** The signed-in user as stored now: webhooks may have changed the row during this request. */
export async function reloadBillingUser(db: Database, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) throw new ApiError("UNAUTHORIZED", "Your session has ended. Please sign in again.");
  return user;
}
