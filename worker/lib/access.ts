import type { User } from "../db/schema";

/**
 * Every role rule of spec section 6, in one place. Routes never read role flags directly.
 * A super user can do everything an admin can.
 */
export type AccessSubject = Pick<User, "isAdmin" | "isSuperUser" | "isPremiumDomain" | "subscription" | "subscriptionEnd">;

/** Days after a failed renewal during which a past-due subscriber keeps access (docs/decisions/004-subscription-states.md). */
export const PAST_DUE_GRACE_DAYS = 3;
const DAY_MS = 86_400_000;

export function isSubscribed(user: AccessSubject, now = Date.now()): boolean {
  const end = user.subscriptionEnd?.getTime();
  switch (user.subscription) {
    case "active":
    case "canceling":
      return end === undefined || end > now;
    case "past_due":
      return end === undefined || end + PAST_DUE_GRACE_DAYS * DAY_MS > now;
    default:
      return false;
  }
}

export function isAdmin(user: AccessSubject): boolean {
  return user.isAdmin || user.isSuperUser;
}

export function isSuperUser(user: AccessSubject): boolean {
  return user.isSuperUser;
}

/** Premium content access = subscribed, or admin, or super user, or premium domain. */
export function hasPremiumAccess(user: AccessSubject | null | undefined, now = Date.now()): boolean {
  if (!user) return false;
  return isSubscribed(user, now) || isAdmin(user) || user.isPremiumDomain;
}

/** Full content access = admin or super user only. */
export function hasFullAccess(user: AccessSubject | null | undefined): boolean {
  return !!user && isAdmin(user);
}

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf("@") + 1).toLowerCase();
}
