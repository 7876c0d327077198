import { apiRequest } from "../../../lib/api-client";

/** Subscription status of spec 3. */
export interface SubscriptionStatus {
  subscribed: boolean;
  /** The plan: "free" or "premium". */
  subscription: "free" | "premium";
  /** The lifecycle state behind it: free, active, canceling, past_due or ended. */
  subscriptionState: string;
  subscriptionEnd: string | null;
  daysRemaining: number;
}

export const createCheckoutSession = (originUrl: string) =>
  apiRequest<{ url: string }>("/user/create-checkout-session", { body: { originUrl } });

export const verifyCheckoutSession = (sessionId: string) =>
  apiRequest<{ successful: boolean }>("/user/verify-checkout-session", { body: { sessionId } });

export const cancelSubscription = () => apiRequest<{ successful: boolean }>("/user/unsubscribe", { method: "POST" });

export const fetchSubscriptionStatus = () => apiRequest<SubscriptionStatus>("/user/subscription-status", { method: "POST" });

/** Checkout simulator developer control: the billing period ends now. */
export const endSimulatedPeriod = () => apiRequest<{ successful: boolean }>("/billing/simulator/end-period", { method: "POST" });
