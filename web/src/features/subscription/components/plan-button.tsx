import { Link } from "react-router";
import { selectSubscribed, useSession } from "../../../lib/session";
import { useStartCheckout } from "../stores/checkout-store";

/** "Subscribe to Premium" (free users) or "Unsubscribe" (premium users) in the account menu (spec 2). */
export function PlanButton() {
  const subscribed = useSession(selectSubscribed);
  const { start, busy } = useStartCheckout();

  if (subscribed) {
    return (
      <Link
        to="/unsubscribe"
        className="rounded-lg border border-slate-200 px-3 py-2 text-center text-sm font-medium text-slate-700 hover:bg-slate-50"
      >
        Unsubscribe
      </Link>
    );
  }
  return (
    <button
      type="button"
      onClick={() => void start()}
      disabled={busy}
      aria-busy={busy}
      className="rounded-lg bg-amber-700 px-3 py-2 text-sm font-semibold text-white hover:bg-amber-800 disabled:cursor-wait disabled:opacity-70"
    >
      {busy ? "Upgrading..." : "Subscribe to Premium"}
    </button>
  );
}
