import { Link } from "react-router";
import { useSession } from "../../../lib/session";
import { planActionFor } from "../../../lib/user";
import { useStartCheckout } from "../stores/checkout-store";

/**
 * The plan action of the account menu (docs/product.md, "Header and search"): "Subscribe to Premium" for free users, "Unsubscribe"
 * for subscribers, and nothing for admins, super users and premium-domain users, whose premium access
 * comes with their role (they see "Premium Active" only).
 */
export function PlanButton() {
  const action = useSession((s) => planActionFor(s.user));
  const { start, busy } = useStartCheckout();

  if (action === "none") return null;
  if (action === "unsubscribe") {
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
