/**
 * What the optional integrations learn about the user (docs/product.md, "Third parties"): analytics identify/reset and
 * the sign-in events, and the live-chat visitor with name, email and subscription flags. Each
 * call is a no-op when its integration is off, and none of them throws.
 *
 * web/src/app/app-services.ts wires these to the session store; other code should not need to
 * call them. If it does: trackUser(user) whenever the signed-in user is (re)loaded,
 * trackSignInSuccess() after it on a fresh sign-in, trackSignInFailure(reason) when sign-in
 * fails (a null access token), and trackSignOut() on logout or local sign-out.
 */
import { capture, identify, reset } from "./analytics";
import { setChatUser } from "./live-chat";
import { canAccessPremiumContent, isAdminUser, isSubscribed, type UserInfo } from "./user";

export const SIGN_IN_SUCCESS_EVENT = "sign_in_success";
export const SIGN_IN_FAILURE_EVENT = "sign_in_failure";

const fullName = (user: UserInfo) => `${user.first_name} ${user.last_name}`.trim();

/** Changes only when something the integrations receive changes (not on history or favourites). */
export function trackedUserKey(user: UserInfo): string {
  return JSON.stringify([
    user.id,
    user.email,
    fullName(user),
    user.subscription,
    user.subscription_state,
    isSubscribed(user),
    canAccessPremiumContent(user),
    isAdminUser(user),
  ]);
}

/** The signed-in user is known: identify them to analytics and hand them to the chat widget. */
export function trackUser(user: UserInfo) {
  const subscribed = isSubscribed(user);
  const premium = canAccessPremiumContent(user);
  identify({
    id: user.id || user.email,
    email: user.email,
    name: fullName(user),
    subscription: user.subscription,
    subscription_state: user.subscription_state,
    subscribed,
    premium,
    is_admin: isAdminUser(user),
  });
  setChatUser({ name: fullName(user) || user.email, email: user.email, subscribed, premium, subscription: user.subscription });
}

export function trackSignInSuccess(method = "google") {
  capture(SIGN_IN_SUCCESS_EVENT, { method });
}

export function trackSignInFailure(reason: string, method = "google") {
  capture(SIGN_IN_FAILURE_EVENT, { reason: reason.slice(0, 200), method });
}

export function trackSignOut() {
  reset();
  setChatUser(null);
}
