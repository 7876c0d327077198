import type Stripe from "stripe";
import { ApiError } from "../../lib/errors";
import type { BillingService, CheckoutSessionInfo, CreateCheckoutInput, SubscriptionSnapshot } from "./index";

/**
 * The Stripe SDK (about 580 KB) is loaded the first time billing talks to Stripe or checks a webhook, not when an
 * isolate starts: most requests never touch billing.
 */
let sdk: Promise<typeof Stripe> | undefined;
const loadStripe = () => (sdk ??= import("stripe").then((module) => module.default));

const toDate = (seconds: number | null | undefined) => (typeof seconds === "number" ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/** Reads a Stripe subscription of any recent API version (periods moved onto the items in 2025). */
export function snapshotFromStripe(sub: Stripe.Subscription): SubscriptionSnapshot {
  const legacy = sub as unknown as { current_period_start?: number; current_period_end?: number };
  const item = sub.items?.data?.[0] as { current_period_start?: number; current_period_end?: number } | undefined;
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? "",
    userId: sub.metadata?.user_id ?? null,
    status: sub.status,
    cancelAtPeriodEnd: sub.cancel_at_period_end || (typeof sub.cancel_at === "number" && sub.status !== "canceled"),
    startedAt: toDate(sub.start_date),
    currentPeriodStart: toDate(item?.current_period_start ?? legacy.current_period_start),
    currentPeriodEnd: toDate(item?.current_period_end ?? legacy.current_period_end),
    endedAt: toDate(sub.ended_at),
  };
}

/** Any Stripe failure becomes one clear error; the provider's message is logged, not shown. */
function providerError(err: unknown): never {
  if (err instanceof ApiError) throw err;
  console.error("[billing] Stripe request failed:", err instanceof Error ? err.message : err);
  throw new ApiError("BILLING_UNAVAILABLE", "The payment provider is unavailable. Please try again.");
}

async function isMissing(err: unknown) {
  const { errors } = await loadStripe();
  return err instanceof errors.StripeError && (err.statusCode === 404 || err.code === "resource_missing");
}

export interface StripeBillingOptions {
  secretKey: string;
  priceId: string;
  /** Tests pass a fake fetch to check the HTTP boundary. */
  fetch?: typeof fetch;
  maxNetworkRetries?: number;
}

export class StripeBilling implements BillingService {
  readonly mode = "stripe" as const;
  private client: Promise<Stripe> | undefined;

  constructor(private readonly options: StripeBillingOptions) {}

  private stripe() {
    this.client ??= loadStripe().then(
      (Sdk) =>
        new Sdk(this.options.secretKey, {
          httpClient: Sdk.createFetchHttpClient(this.options.fetch),
          maxNetworkRetries: this.options.maxNetworkRetries ?? 1,
          timeout: 10_000,
        }),
    );
    return this.client;
  }

  async createCustomer({ userId, email }: { userId: string; email: string }) {
    try {
      const stripe = await this.stripe();
      const customer = await stripe.customers.create({ email, metadata: { user_id: userId } });
      return { id: customer.id };
    } catch (err) {
      providerError(err);
    }
  }

  async createCheckoutSession(input: CreateCheckoutInput) {
    try {
      const stripe = await this.stripe();
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        line_items: [{ price: this.options.priceId, quantity: 1 }],
        customer: input.customerId,
        client_reference_id: input.userId,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: { user_id: input.userId },
        subscription_data: { metadata: { user_id: input.userId } },
      });
      if (!session.url) throw new Error("Checkout session without a url");
      return { id: session.id, url: session.url };
    } catch (err) {
      providerError(err);
    }
  }

  async retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionInfo | null> {
    try {
      const stripe = await this.stripe();
      const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ["subscription"] });
      const sub = session.subscription;
      return {
        id: session.id,
        status: (session.status ?? "open") as CheckoutSessionInfo["status"],
        paymentStatus: session.payment_status as CheckoutSessionInfo["paymentStatus"],
        clientReferenceId: session.client_reference_id,
        customerId: idOf(session.customer),
        subscriptionId: idOf(sub),
        subscription: sub && typeof sub !== "string" ? snapshotFromStripe(sub) : null,
      };
    } catch (err) {
      if (await isMissing(err)) return null;
      providerError(err);
    }
  }

  async retrieveSubscription(subscriptionId: string) {
    try {
      const stripe = await this.stripe();
      return snapshotFromStripe(await stripe.subscriptions.retrieve(subscriptionId));
    } catch (err) {
      if (await isMissing(err)) return null;
      providerError(err);
    }
  }

  async cancelAtPeriodEnd(subscriptionId: string) {
    try {
      const stripe = await this.stripe();
      return snapshotFromStripe(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }));
    } catch (err) {
      providerError(err);
    }
  }
}

/** Verifies a webhook with Web Crypto (workerd has no Node crypto for the sync path). Throws on a bad or stale signature. */
export async function verifyWebhookEvent(rawBody: string, signature: string, secret: string): Promise<Stripe.Event> {
  const Stripe = await loadStripe();
  return Stripe.webhooks.constructEventAsync(rawBody, signature, secret, undefined, Stripe.createSubtleCryptoProvider());
}

/** The Stripe-Signature header for a payload, as Stripe computes it (simulator and tests). */
export async function signWebhookPayload(payload: string, secret: string, timestampSeconds?: number): Promise<string> {
  const Stripe = await loadStripe();
  return Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    timestamp: timestampSeconds,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
}
