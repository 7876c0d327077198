import { describe, expect, it } from "vitest";
import {
  canAccessPremiumContent,
  daysRemaining,
  initials,
  isSubscribed,
  planActionFor,
  type UserInfo,
} from "../../web/src/lib/user";
import { newFreeUserFields } from "../support/new-user";

const NOW = Date.UTC(2026, 5, 1);
const DAY = 86_400_000;

function user(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: "u1",
    email: "ada@example.test",
    first_name: "Ada",
    last_name: "Lovelace",
    ...newFreeUserFields(),
    ...overrides,
  };
}

describe("client-side access rules (spec 3, 6)", () => {
  it.each([
    ["a free user", user(), false],
    [
      "an active subscriber",
      user({ subscription: "premium", subscription_state: "active", subscription_end: new Date(NOW + DAY).toISOString() }),
      true,
    ],
    [
      "a canceling subscriber before the end",
      user({ subscription: "premium", subscription_state: "canceling", subscription_end: new Date(NOW + DAY).toISOString() }),
      true,
    ],
    [
      "a subscriber past the end",
      user({ subscription: "premium", subscription_state: "active", subscription_end: new Date(NOW - DAY).toISOString() }),
      false,
    ],
    ["an admin", user({ is_admin: true }), true],
    ["a super user", user({ is_super_user: true }), true],
    ["a premium-domain user", user({ is_premium_domain: true }), true],
  ])("%s: premium access %s", (_label, u, expected) => {
    expect(canAccessPremiumContent(u, NOW)).toBe(expected);
  });

  it("counts days remaining, rounding up and never negative", () => {
    expect(daysRemaining(user({ subscription_end: new Date(NOW + 2.5 * DAY).toISOString() }), NOW)).toBe(3);
    expect(daysRemaining(user({ subscription_end: new Date(NOW - DAY).toISOString() }), NOW)).toBe(0);
    expect(daysRemaining(null, NOW)).toBe(0);
  });

  it("treats past_due as subscribed during the grace period only", () => {
    const end = new Date(NOW - DAY).toISOString();
    expect(isSubscribed(user({ subscription: "premium", subscription_state: "past_due", subscription_end: end }), NOW)).toBe(
      true,
    );
    expect(
      isSubscribed(user({ subscription: "premium", subscription_state: "past_due", subscription_end: end }), NOW + 5 * DAY),
    ).toBe(false);
  });

  it.each([
    ["a free user", user(), "subscribe"],
    [
      "a subscriber whose period ended",
      user({ subscription_state: "ended", subscription_end: new Date(NOW - DAY).toISOString() }),
      "subscribe",
    ],
    [
      "an active subscriber",
      user({ subscription: "premium", subscription_state: "active", subscription_end: new Date(NOW + DAY).toISOString() }),
      "unsubscribe",
    ],
    ["an admin", user({ is_admin: true }), "none"],
    ["a super user", user({ is_super_user: true }), "none"],
    ["a premium-domain user", user({ is_premium_domain: true }), "none"],
    [
      "an admin who also subscribes",
      user({ is_admin: true, subscription: "premium", subscription_state: "active" }),
      "unsubscribe",
    ],
    ["nobody signed in", null, "none"],
  ] as const)("plan button for %s: %s (never Subscribe next to Premium Active)", (_label, u, expected) => {
    expect(planActionFor(u, NOW)).toBe(expected);
  });

  it("makes avatar initials, falling back to the email", () => {
    expect(initials(user())).toBe("AL");
    expect(initials(user({ first_name: "", last_name: "" }))).toBe("A");
  });
});
