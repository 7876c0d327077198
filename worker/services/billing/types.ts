/**
 * The card payment provider (Stripe hosted checkout) behind a small interface, with the offline
 * checkout simulator as the embedded default (docs/decisions/050-offline-checkout-simulator.md).
 */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  /** metadata.user_id, set at checkout so events can be matched before the customer is linked. */
  userId: string | null;
  /** Stripe's subscription status: active, trialing, past_due, unpaid, canceled, incomplete, ... */
  status: string;
  cancelAtPeriodEnd: boolean;
  startedAt: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  endedAt: Date | null;
}

export interface CheckoutSessionInfo {
  id: string;
  status: "open" | "complete" | "expired";
  paymentStatus: "paid" | "unpaid" | "no_payment_required";
  clientReferenceId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  /** The subscription as it is now, when the provider returned it with the session. */
  subscription: SubscriptionSnapshot | null;
}

export interface CreateCheckoutInput {
  userId: string;
  customerId: string;
  successUrl: string;
  cancelUrl: string;
}

export interface BillingService {
  readonly mode: "stripe" | "simulator";
  createCustomer(input: { userId: string; email: string }): Promise<{ id: string }>;
  createCheckoutSession(input: CreateCheckoutInput): Promise<{ id: string; url: string }>;
  /** Null when the provider does not know the session. */
  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionInfo | null>;
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionSnapshot>;
}
