import { api } from "../../../lib/api-client";

export type { SubscriptionStatus } from "../../../../../shared/contract";

export const createCheckoutSession = (originUrl: string) => api("POST /user/create-checkout-session", { body: { originUrl } });

export const verifyCheckoutSession = (sessionId: string) => api("POST /user/verify-checkout-session", { body: { sessionId } });

export const cancelSubscription = () => api("POST /user/unsubscribe");

export const fetchSubscriptionStatus = () => api("POST /user/subscription-status");

/** Checkout simulator developer control: the billing period ends now. */
export const endSimulatedPeriod = () => api("POST /billing/simulator/end-period");
