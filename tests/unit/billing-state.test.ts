import { describe, expect, it } from "vitest";
import { isSubscribed, PAST_DUE_GRACE_DAYS } from "../../worker/lib/access";
import type { SubscriptionSnapshot } from "../../worker/services/billing/types";
import { nextBillingState, stateForStatus, transitionEmail, type BillingUser } from "../../worker/services/billing/state-machine";

const DAY = 86_400_000;
const now = new Date("2026-06-01T00:00:00Z");
const free: BillingUser = {
  subscription: "free",
  subscriptionStart: null,
  subscriptionEnd: null,
  billingCustomerId: null,
  billingSubscriptionId: null,
};
const snapshot = (over: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot => ({
  id: "sub_1",
  customerId: "cus_1",
  userId: "u1",
  status: "active",
  cancelAtPeriodEnd: false,
  startedAt: new Date(now.getTime() - DAY),
  currentPeriodStart: new Date(now.getTime() - DAY),
  currentPeriodEnd: new Date(now.getTime() + 29 * DAY),
  endedAt: null,
  ...over,
});

describe("subscription state machine", () => {
  it("maps provider statuses to plan states", () => {
    expect(stateForStatus("active", false)).toBe("active");
    expect(stateForStatus("trialing", true)).toBe("canceling");
    expect(stateForStatus("past_due", false)).toBe("past_due");
    expect(stateForStatus("unpaid", false)).toBe("past_due");
    expect(stateForStatus("canceled", false)).toBe("ended");
    expect(stateForStatus("incomplete", false)).toBeNull();
  });

  it("free -> active -> canceling -> ended", () => {
    const active = nextBillingState(free, { kind: "snapshot", subscription: snapshot() }, now)!;
    expect(active).toMatchObject({ subscription: "active", billingSubscriptionId: "sub_1", billingCustomerId: "cus_1" });
    const canceling = nextBillingState(active, { kind: "snapshot", subscription: snapshot({ cancelAtPeriodEnd: true }) }, now)!;
    expect(canceling.subscription).toBe("canceling");
    expect(canceling.subscriptionEnd).toEqual(active.subscriptionEnd);
    expect(isSubscribed({ ...canceling, isAdmin: false, isSuperUser: false, isPremiumDomain: false }, now.getTime())).toBe(true);
    const ended = nextBillingState(
      canceling,
      { kind: "deleted", subscriptionId: "sub_1", customerId: "cus_1", endedAt: now },
      now,
    )!;
    expect(ended.subscription).toBe("ended");
    expect(isSubscribed({ ...ended, isAdmin: false, isSuperUser: false, isPremiumDomain: false }, now.getTime())).toBe(false);
  });

  it("keeps a past-due subscriber for the grace days after the period end, then not", () => {
    const end = new Date(now.getTime() - DAY);
    const pastDue = {
      subscription: "past_due" as const,
      subscriptionEnd: end,
      isAdmin: false,
      isSuperUser: false,
      isPremiumDomain: false,
    };
    expect(isSubscribed(pastDue, now.getTime())).toBe(true);
    expect(isSubscribed(pastDue, end.getTime() + PAST_DUE_GRACE_DAYS * DAY + 1)).toBe(false);
  });

  it("does not let an invoice resurrect a canceled plan or a canceling one renew to active", () => {
    const canceling: BillingUser = {
      ...free,
      subscription: "canceling",
      billingSubscriptionId: "sub_1",
      subscriptionEnd: new Date(now.getTime() + DAY),
    };
    expect(
      nextBillingState(canceling, { kind: "invoice_paid", subscriptionId: "sub_1", customerId: null, periodEnd: null }, now)
        ?.subscription,
    ).toBe("canceling");
    const ended: BillingUser = { ...free, subscription: "ended", billingSubscriptionId: "sub_1" };
    expect(
      nextBillingState(ended, { kind: "invoice_paid", subscriptionId: "sub_1", customerId: null, periodEnd: now }, now),
    ).toBeNull();
  });

  it("sends the started email on activation and the cancelled email once on canceling", () => {
    expect(transitionEmail("free", "active")).toBe("started");
    expect(transitionEmail("ended", "active")).toBe("started");
    expect(transitionEmail("past_due", "active")).toBeNull();
    expect(transitionEmail("active", "canceling")).toBe("cancelled");
    expect(transitionEmail("canceling", "canceling")).toBeNull();
  });
});
