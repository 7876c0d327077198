import { Hono } from "hono";
import { z } from "zod";
import { applyBillingFact, billingClock, saveBillingCustomerId } from "../db/billing";
import type { AppEnv } from "../env";
import { isSubscribed } from "../lib/access";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { billingMode, type BillingService } from "../services/billing";
import { billingFor, type BillingRequest, reloadBillingUser as reloadUser } from "../services/billing/request";
import { verifyWebhookEvent } from "../services/billing/stripe-adapter";
import { handleBillingEvent } from "../services/billing/webhook";
import { checkoutSimulatorRoutes } from "./billing-simulator";

const DAY_MS = 86_400_000;

/** Checkout may only send people back to the app itself: its configured origin or the origin serving this request. */
function allowedReturnOrigin(c: BillingRequest, originUrl: string): string {
  const origin = new URL(originUrl).origin;
  const allowed = [new URL(c.req.url).origin];
  try {
    allowed.push(new URL(c.env.APP_ORIGIN).origin);
  } catch {
    // an unset or malformed APP_ORIGIN only allows the request's own origin
  }
  if (!allowed.includes(origin)) throw new ApiError("VALIDATION_FAILED", "originUrl: must be an address of this app");
  return origin;
}

/**
 * Where a paid checkout lands (docs/product.md, "Subscriptions"): a checkout started on a book page returns to
 * /book/{id}/{sessionId}, which verifies it and shows the book; any other page to /payment-success/{sessionId}.
 * The placeholder is Stripe's (the simulator fills it the same way).
 */
export function checkoutSuccessUrl(origin: string, originUrl: string): string {
  // The id segment as the browser encoded it; /book/{id}/{anything} (a session, the admin view) counts too.
  const bookId = /^\/book\/([A-Za-z0-9._~%-]{1,200})(?:\/[^/]*)?$/.exec(new URL(originUrl).pathname)?.[1];
  if (bookId) return `${origin}/book/${bookId}/{CHECKOUT_SESSION_ID}`;
  return `${origin}/payment-success/{CHECKOUT_SESSION_ID}`;
}

const checkoutBody = z.object({ originUrl: z.url({ protocol: /^https?$/ }).max(2048) }).strict();
const verifyBody = z.object({ sessionId: z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/, "not a checkout session id") }).strict();
const noBody = z.object({}).strict().optional();

/** Subscription routes (docs/product.md, "Subscriptions"), mounted at /user next to the account routes. */
export const billingRoutes = new Hono<AppEnv>()
  .post("/create-checkout-session", requireUser, validate("json", checkoutBody), async (c) => {
    const { originUrl } = c.req.valid("json");
    const origin = allowedReturnOrigin(c, originUrl);
    const user = c.var.user;
    if (isSubscribed(user)) throw new ApiError("CONFLICT", "You already have an active subscription.");
    const billing = billingFor(c);
    let customerId = user.billingCustomerId;
    if (!customerId) {
      customerId = (await billing.createCustomer({ userId: user.id, email: user.email })).id;
      await saveBillingCustomerId(c.var.db, user.id, customerId);
    }
    const session = await billing.createCheckoutSession({
      userId: user.id,
      customerId,
      successUrl: checkoutSuccessUrl(origin, originUrl),
      cancelUrl: originUrl,
    });
    return c.json({ url: session.url });
  })
  .post("/verify-checkout-session", requireUser, validate("json", verifyBody), async (c) => {
    const { sessionId } = c.req.valid("json");
    const session = await billingFor(c).retrieveCheckoutSession(sessionId);
    if (!session) throw new ApiError("NOT_FOUND", "No such checkout session.");
    if (session.clientReferenceId !== c.var.user.id)
      throw new ApiError("FORBIDDEN", "This checkout session belongs to another account.");
    const successful = session.status === "complete" && session.paymentStatus !== "unpaid";
    if (successful && session.subscriptionId) {
      await applyBillingFact(c.env, c.var.db, {
        user: await reloadUser(c.var.db, c.var.user.id),
        fact: session.subscription
          ? { kind: "snapshot", subscription: session.subscription }
          : { kind: "checkout_completed", customerId: session.customerId, subscriptionId: session.subscriptionId },
        at: billingClock(),
      });
    }
    return c.json({ successful });
  })
  .post("/unsubscribe", requireUser, validate("json", noBody), async (c) => {
    const user = c.var.user;
    if (user.subscription === "canceling" && isSubscribed(user)) return c.json({ successful: true });
    if (!user.billingSubscriptionId || !isSubscribed(user))
      throw new ApiError("CONFLICT", "You have no active subscription to cancel.");
    const subscription = await billingFor(c).cancelAtPeriodEnd(user.billingSubscriptionId);
    await applyBillingFact(c.env, c.var.db, {
      user: await reloadUser(c.var.db, c.var.user.id),
      fact: { kind: "snapshot", subscription },
      at: billingClock(),
    });
    return c.json({ successful: true });
  })
  .post("/subscription-status", requireUser, validate("json", noBody), async (c) => {
    c.header("Cache-Control", "private, no-store");
    const user = c.var.user;
    const subscribed = isSubscribed(user);
    const end = user.subscriptionEnd;
    return c.json({
      subscribed,
      subscription: subscribed ? ("premium" as const) : ("free" as const),
      subscriptionState: user.subscription,
      subscriptionEnd: end?.toISOString() ?? null,
      daysRemaining: subscribed && end ? Math.max(0, Math.ceil((end.getTime() - Date.now()) / DAY_MS)) : 0,
    });
  });

const webhookHeaders = z.object({ "stripe-signature": z.string().min(1).max(4096) });

/** Provider webhooks and the simulator's pages, mounted at /billing. */
export const billingWebhookRoutes = new Hono<AppEnv>()
  .post("/webhook", validate("header", webhookHeaders), async (c) => {
    const signature = c.req.valid("header")["stripe-signature"];
    const secret = c.env.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new ApiError("NOT_CONFIGURED", "STRIPE_WEBHOOK_SECRET is not set.");
    // The signature covers the exact bytes: read the raw body before anything parses it.
    const rawBody = await c.req.text();
    let event;
    try {
      event = await verifyWebhookEvent(rawBody, signature, secret);
    } catch {
      throw new ApiError("BAD_REQUEST", "The webhook signature is missing, invalid or too old.");
    }
    let billing: BillingService | null = null;
    if (billingMode(c.env) !== "unavailable") {
      try {
        billing = billingFor(c);
      } catch {
        billing = null;
      }
    }
    const result = await handleBillingEvent(c.env, c.var.db, billing, event);
    return c.json({ received: true, result });
  })
  .route("/simulator", checkoutSimulatorRoutes);
