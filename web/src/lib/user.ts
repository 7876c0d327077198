/** What the client derives from the user-info answer. */
import type { UserInfo } from "../../../shared/contract";

export type { UserInfo };

const DAY_MS = 86_400_000;
const PAST_DUE_GRACE_DAYS = 3;

/** A paid subscription gives access now (the lifecycle state and its end date, so a period that ends mid-visit counts). */
export function isSubscribed(user: UserInfo | null, now = Date.now()): boolean {
  if (!user) return false;
  const end = user.subscription_end ? Date.parse(user.subscription_end) : null;
  const state = user.subscription_state;
  if (state === "active" || state === "canceling") return end === null || end > now;
  if (state === "past_due") return end === null || end + PAST_DUE_GRACE_DAYS * DAY_MS > now;
  return false;
}

/** What the account menu offers (docs/product.md, "Header and search"): each role sees only what it can act on. */
export type PlanAction = "subscribe" | "unsubscribe" | "none";
export function planActionFor(user: UserInfo | null, now = Date.now()): PlanAction {
  if (!user) return "none";
  if (isSubscribed(user, now)) return "unsubscribe";
  // Admins, super users and premium-domain users already have premium access: nothing to buy.
  return canAccessPremiumContent(user, now) ? "none" : "subscribe";
}

export function daysRemaining(user: UserInfo | null, now = Date.now()): number {
  if (!user?.subscription_end) return 0;
  return Math.max(0, Math.ceil((Date.parse(user.subscription_end) - now) / DAY_MS));
}

export const isAdminUser = (user: UserInfo | null) => !!user && (user.is_admin || user.is_super_user);

/** Premium content access = subscribed, or admin, or super user, or premium domain (docs/product.md, "Who uses it"). */
export function canAccessPremiumContent(user: UserInfo | null, now = Date.now()): boolean {
  return !!user && (isSubscribed(user, now) || isAdminUser(user) || user.is_premium_domain);
}

export function initials(user: Pick<UserInfo, "first_name" | "last_name" | "email">): string {
  const letters = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.trim();
  return (letters || user.email.charAt(0)).toUpperCase();
}
