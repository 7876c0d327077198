import type { SubscriptionState, User } from "../../db/schema";
import type { SubscriptionSnapshot } from "./types";

/**
 * The subscription state machine (docs/decisions/004-subscription-states.md): what one billing
 * fact does to a user's plan. Pure; the caller handles event order and persistence.
 */
export type BillingFact =
  /** The subscription as the provider reports it now (subscription events, verify, unsubscribe). */
  | { kind: "snapshot"; subscription: SubscriptionSnapshot }
  /** Checkout finished but the subscription could not be fetched. */
  | { kind: "checkout_completed"; customerId: string | null; subscriptionId: string }
  | { kind: "deleted"; subscriptionId: string; customerId: string | null; endedAt: Date }
  | { kind: "invoice_paid"; subscriptionId: string; customerId: string | null; periodEnd: Date | null }
  | { kind: "payment_failed"; subscriptionId: string; customerId: string | null };

export type BillingUser = Pick<
  User,
  "subscription" | "subscriptionStart" | "subscriptionEnd" | "billingCustomerId" | "billingSubscriptionId"
>;

export interface BillingPatch {
  subscription: SubscriptionState;
  subscriptionStart: Date | null;
  subscriptionEnd: Date | null;
  billingCustomerId: string | null;
  billingSubscriptionId: string | null;
}

/** Provider statuses to plan states; null: no change (e.g. the first payment is still incomplete). */
export function stateForStatus(status: string, cancelAtPeriodEnd: boolean): SubscriptionState | null {
  switch (status) {
    case "active":
    case "trialing":
      return cancelAtPeriodEnd ? "canceling" : "active";
    case "past_due":
    case "unpaid":
      return "past_due";
    case "canceled":
    case "incomplete_expired":
      return "ended";
    default:
      return null;
  }
}

const LIVE: SubscriptionState[] = ["active", "canceling", "past_due"];

/** A fact about an older subscription must not touch the user's newer, live one. */
function isOtherSubscription(user: BillingUser, subscriptionId: string) {
  return !!user.billingSubscriptionId && user.billingSubscriptionId !== subscriptionId && LIVE.includes(user.subscription);
}

export function nextBillingState(user: BillingUser, fact: BillingFact, now = new Date()): BillingPatch | null {
  const base = { billingCustomerId: user.billingCustomerId, billingSubscriptionId: user.billingSubscriptionId };
  switch (fact.kind) {
    case "snapshot": {
      const sub = fact.subscription;
      const state = stateForStatus(sub.status, sub.cancelAtPeriodEnd);
      if (!state || (isOtherSubscription(user, sub.id) && state === "ended")) return null;
      const sameSubscription = user.billingSubscriptionId === sub.id;
      return {
        subscription: state,
        subscriptionStart: (sameSubscription ? user.subscriptionStart : null) ?? sub.startedAt ?? sub.currentPeriodStart ?? now,
        subscriptionEnd: state === "ended" ? (sub.endedAt ?? now) : (sub.currentPeriodEnd ?? user.subscriptionEnd),
        billingCustomerId: sub.customerId || user.billingCustomerId,
        billingSubscriptionId: sub.id,
      };
    }
    case "checkout_completed": {
      // Already known from a subscription event: that event carried the fuller state.
      if (user.billingSubscriptionId === fact.subscriptionId && user.subscription !== "free") return null;
      return {
        subscription: "active",
        subscriptionStart: now,
        subscriptionEnd: null,
        billingCustomerId: fact.customerId ?? user.billingCustomerId,
        billingSubscriptionId: fact.subscriptionId,
      };
    }
    case "deleted": {
      if (user.billingSubscriptionId && user.billingSubscriptionId !== fact.subscriptionId) return null;
      const end = user.subscriptionEnd && user.subscriptionEnd < fact.endedAt ? user.subscriptionEnd : fact.endedAt;
      return {
        ...base,
        subscription: "ended",
        subscriptionStart: user.subscriptionStart,
        subscriptionEnd: end,
        billingSubscriptionId: fact.subscriptionId,
      };
    }
    case "invoice_paid": {
      if (isOtherSubscription(user, fact.subscriptionId) || user.subscription === "ended") return null;
      const end =
        fact.periodEnd && (!user.subscriptionEnd || fact.periodEnd > user.subscriptionEnd)
          ? fact.periodEnd
          : user.subscriptionEnd;
      return {
        subscription: user.subscription === "canceling" ? "canceling" : "active",
        subscriptionStart: user.subscriptionStart ?? now,
        subscriptionEnd: end,
        billingCustomerId: fact.customerId ?? user.billingCustomerId,
        billingSubscriptionId: fact.subscriptionId,
      };
    }
    case "payment_failed": {
      if (user.billingSubscriptionId !== fact.subscriptionId || !LIVE.includes(user.subscription)) return null;
      return {
        ...base,
        subscription: "past_due",
        subscriptionStart: user.subscriptionStart,
        subscriptionEnd: user.subscriptionEnd,
      };
    }
  }
}

/** Which transactional email a transition sends, if any. */
export function transitionEmail(before: SubscriptionState, after: SubscriptionState): "started" | "cancelled" | null {
  if (after === "active" && (before === "free" || before === "ended")) return "started";
  if (after === "canceling" && before !== "canceling") return "cancelled";
  return null;
}
