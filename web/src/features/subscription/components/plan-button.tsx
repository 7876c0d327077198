/** "Subscribe to Premium" (free users) or "Unsubscribe" (premium users) in the account menu (spec 2). Filled in by the billing work. */
export function PlanButton() {
  return null;
}
