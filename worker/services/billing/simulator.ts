import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { billingSimSessions, billingSimSubscriptions } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import type { BillingContext, BillingService, CheckoutSessionInfo, CreateCheckoutInput, SubscriptionSnapshot } from "./index";
import { signWebhookPayload } from "./stripe-adapter";

/** What the simulator sells; the real price lives in Stripe (STRIPE_PRICE_ID). */
export const SIMULATOR_PLAN = {
  name: "Chapterly Premium",
  priceId: "price_sim_premium",
  price: "$9.99",
  interval: "month",
  periodDays: 30,
} as const;

const DAY_MS = 86_400_000;
export const WEBHOOK_PATH = "/api/v1/billing/webhook";

const randomId = (prefix: string) => `${prefix}_${crypto.randomUUID().replaceAll("-", "")}`;
const wholeSeconds = () => new Date(Math.floor(Date.now() / 1000) * 1000);
const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

type SimSubscription = typeof billingSimSubscriptions.$inferSelect;
type SimSession = typeof billingSimSessions.$inferSelect;

function snapshotOf(row: SimSubscription): SubscriptionSnapshot {
  return {
    id: row.id,
    customerId: row.customerId,
    userId: row.userId,
    status: row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    startedAt: row.startedAt,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    endedAt: row.endedAt,
  };
}

/** A Stripe-shaped subscription object (API 2025+: periods on the items). */
function stripeSubscription(row: SimSubscription) {
  const period = { current_period_start: seconds(row.currentPeriodStart), current_period_end: seconds(row.currentPeriodEnd) };
  return {
    id: row.id,
    object: "subscription",
    customer: row.customerId,
    status: row.status,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    cancel_at: row.cancelAtPeriodEnd ? period.current_period_end : null,
    canceled_at: row.cancelAtPeriodEnd || row.endedAt ? Math.floor(Date.now() / 1000) : null,
    ended_at: seconds(row.endedAt),
    start_date: seconds(row.startedAt),
    metadata: { user_id: row.userId },
    livemode: false,
    items: {
      object: "list",
      data: [{ id: `si_${row.id}`, object: "subscription_item", price: { id: SIMULATOR_PLAN.priceId }, quantity: 1, ...period }],
    },
  };
}

function stripeInvoice(row: SimSubscription) {
  return {
    id: randomId("in_sim"),
    object: "invoice",
    customer: row.customerId,
    status: "paid",
    amount_paid: 999,
    currency: "usd",
    parent: {
      type: "subscription_details",
      subscription_details: { subscription: row.id, metadata: { user_id: row.userId } },
    },
    lines: {
      object: "list",
      data: [
        {
          id: randomId("il_sim"),
          object: "line_item",
          period: { start: seconds(row.currentPeriodStart), end: seconds(row.currentPeriodEnd) },
        },
      ],
    },
  };
}

function stripeCheckoutSession(row: SimSession) {
  return {
    id: row.id,
    object: "checkout.session",
    mode: "subscription",
    status: row.status,
    payment_status: row.paymentStatus,
    client_reference_id: row.userId,
    customer: row.customerId,
    subscription: row.subscriptionId,
    success_url: row.successUrl,
    cancel_url: row.cancelUrl,
    metadata: { user_id: row.userId },
    livemode: false,
  };
}

/**
 * The offline stand-in for Stripe hosted checkout: keeps sessions and subscriptions in D1 and
 * reports every change as a Stripe-signed event to the app's real webhook route.
 */
export class CheckoutSimulator implements BillingService {
  readonly mode = "simulator" as const;
  private readonly db: Database;

  constructor(
    private readonly env: Env,
    private readonly context: BillingContext,
  ) {
    this.db = context.db;
  }

  async createCustomer() {
    return { id: randomId("cus_sim") };
  }

  async createCheckoutSession(input: CreateCheckoutInput) {
    const id = randomId("cs_sim");
    await this.db.insert(billingSimSessions).values({
      id,
      userId: input.userId,
      customerId: input.customerId,
      priceId: SIMULATOR_PLAN.priceId,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
    });
    return { id, url: `${this.context.requestOrigin}/api/v1/billing/simulator/checkout/${id}` };
  }

  findSession(sessionId: string) {
    return this.db.query.billingSimSessions.findFirst({ where: eq(billingSimSessions.id, sessionId) });
  }

  private findSubscription(subscriptionId: string) {
    return this.db.query.billingSimSubscriptions.findFirst({ where: eq(billingSimSubscriptions.id, subscriptionId) });
  }

  async retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionInfo | null> {
    const session = await this.findSession(sessionId);
    if (!session) return null;
    const sub = session.subscriptionId ? await this.findSubscription(session.subscriptionId) : undefined;
    return {
      id: session.id,
      status: session.status,
      paymentStatus: session.paymentStatus,
      clientReferenceId: session.userId,
      customerId: session.customerId,
      subscriptionId: session.subscriptionId,
      subscription: sub ? snapshotOf(sub) : null,
    };
  }

  async retrieveSubscription(subscriptionId: string) {
    const row = await this.findSubscription(subscriptionId);
    return row ? snapshotOf(row) : null;
  }

  /** The test card was accepted: completes the session, starts the subscription and reports it. Returns the redirect URL. */
  async pay(session: SimSession): Promise<string> {
    const redirect = session.successUrl.replace("{CHECKOUT_SESSION_ID}", session.id);
    if (session.status === "complete") return redirect;
    const now = wholeSeconds(); // Stripe times have second resolution
    const subscription: SimSubscription = {
      id: randomId("sub_sim"),
      customerId: session.customerId,
      userId: session.userId,
      status: "active",
      cancelAtPeriodEnd: false,
      startedAt: now,
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + SIMULATOR_PLAN.periodDays * DAY_MS),
      endedAt: null,
    };
    const completed = {
      ...session,
      status: "complete" as const,
      paymentStatus: "paid" as const,
      subscriptionId: subscription.id,
    };
    await this.db.batch([
      this.db.insert(billingSimSubscriptions).values(subscription),
      this.db
        .update(billingSimSessions)
        .set({ status: "complete", paymentStatus: "paid", subscriptionId: subscription.id })
        .where(and(eq(billingSimSessions.id, session.id), eq(billingSimSessions.status, "open"))),
    ]);
    await this.deliver("checkout.session.completed", stripeCheckoutSession(completed));
    await this.deliver("customer.subscription.created", stripeSubscription(subscription));
    await this.deliver("invoice.paid", stripeInvoice(subscription));
    return redirect;
  }

  async cancelAtPeriodEnd(subscriptionId: string) {
    const row = await this.findSubscription(subscriptionId);
    if (!row || row.status === "canceled") throw new ApiError("CONFLICT", "There is no active subscription to cancel.");
    if (row.cancelAtPeriodEnd) return snapshotOf(row);
    const updated = { ...row, cancelAtPeriodEnd: true };
    await this.db.update(billingSimSubscriptions).set({ cancelAtPeriodEnd: true }).where(eq(billingSimSubscriptions.id, row.id));
    await this.deliver("customer.subscription.updated", stripeSubscription(updated), { cancel_at_period_end: false });
    return snapshotOf(updated);
  }

  /** Developer control: the billing period ends now, as if the renewal date had come for a cancelled plan. */
  async endPeriod(subscriptionId: string) {
    const row = await this.findSubscription(subscriptionId);
    if (!row || row.status === "canceled") throw new ApiError("CONFLICT", "There is no running subscription to end.");
    const now = wholeSeconds(); // Stripe times have second resolution
    const ended: SimSubscription = { ...row, status: "canceled", endedAt: now, currentPeriodEnd: now };
    await this.db
      .update(billingSimSubscriptions)
      .set({ status: "canceled", endedAt: now, currentPeriodEnd: now })
      .where(eq(billingSimSubscriptions.id, row.id));
    await this.deliver("customer.subscription.deleted", stripeSubscription(ended));
    return snapshotOf(ended);
  }

  /** Signs the event like Stripe does and posts it through the whole app to the real webhook route. */
  private async deliver(type: string, object: object, previousAttributes?: object) {
    const secret = this.env.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new ApiError("NOT_CONFIGURED", "STRIPE_WEBHOOK_SECRET is not set, so the simulator cannot sign events.");
    const payload = JSON.stringify({
      id: randomId("evt_sim"),
      object: "event",
      api_version: "2026-10-28.endive",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object, ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
    });
    const signature = await signWebhookPayload(payload, secret);
    // Imported lazily: the app imports the routes that import this module.
    const { app } = await import("../../app");
    const response = await app.request(
      `${this.context.requestOrigin}${WEBHOOK_PATH}`,
      { method: "POST", body: payload, headers: { "Content-Type": "application/json", "Stripe-Signature": signature } },
      this.env,
      this.context.executionCtx,
    );
    if (!response.ok) throw new Error(`Simulator webhook ${type} answered ${response.status}: ${await response.text()}`);
  }
}
