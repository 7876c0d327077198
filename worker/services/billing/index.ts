import type { ExecutionContext } from "hono";
import type { BillingMode } from "../../../shared/contract";
import type { Database } from "../../db/client";
import { offlineFeaturesEnabled } from "../../lib/config";
import { ApiError } from "../../lib/errors";
import { CheckoutSimulator } from "./simulator";
import { StripeBilling } from "./stripe-adapter";
import type { BillingService } from "./types";

export type { BillingService, CheckoutSessionInfo, CreateCheckoutInput, SubscriptionSnapshot } from "./types";

/** Stripe when a secret key is configured; the simulator only in development; otherwise no billing. */
export function billingMode(env: Env): BillingMode {
  if (env.STRIPE_SECRET_KEY) return "stripe";
  return offlineFeaturesEnabled(env) ? "simulator" : "unavailable";
}

export interface BillingContext {
  db: Database;
  /** Origin of the incoming request; the simulator's hosted checkout page is served there. */
  requestOrigin: string;
  executionCtx?: ExecutionContext;
}

export function createBillingService(env: Env, context: BillingContext): BillingService {
  switch (billingMode(env)) {
    case "stripe":
      if (!env.STRIPE_PRICE_ID) throw new ApiError("NOT_CONFIGURED", "Billing is not configured: STRIPE_PRICE_ID is missing.");
      return new StripeBilling({ secretKey: env.STRIPE_SECRET_KEY!, priceId: env.STRIPE_PRICE_ID });
    case "simulator":
      return new CheckoutSimulator(env, context);
    default:
      throw new ApiError("NOT_CONFIGURED", "Billing is not configured.");
  }
}
