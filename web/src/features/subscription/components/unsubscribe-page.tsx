import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { ErrorMessage } from "../../../components/ui/message";
import { Spinner } from "../../../components/ui/spinner";
import { loadRuntimeConfig } from "../../../lib/runtime-config";
import { useSession } from "../../../lib/session";
import { cancelSubscription, endSimulatedPeriod, fetchSubscriptionStatus, type SubscriptionStatus } from "../api/subscription";

// Exact texts of docs/product.md, "Subscriptions".
export const CANCEL_CONFIRM_TEXT =
  "Are you sure you want to cancel your subscription? You will lose access to premium features at the end of your billing period.";
export const CANCEL_SUCCESS_TEXT =
  "Subscription cancelled successfully. You will retain access until the end of your billing period.";
export const CANCEL_FAILURE_TEXT = "Failed to cancel subscription. Please try again.";

const PLAN_NAME = "Chapterly Premium";

function formatDate(iso: string | null) {
  return iso ? new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" }) : "—";
}

const STATUS_LABEL: Record<string, string> = {
  active: "Active",
  canceling: "Cancelled, active until the end of the billing period",
  past_due: "Payment overdue",
  ended: "Ended",
  free: "Free plan",
};

/** /unsubscribe (docs/product.md, "Screens and routes"): the plan, its end date and days remaining, and cancelling at the period end. */
export default function UnsubscribePage() {
  const reloadUser = useSession((s) => s.reloadUser);
  const [status, setStatus] = useState<SubscriptionStatus | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [busy, setBusy] = useState<"cancel" | "end" | null>(null);
  const [simulator, setSimulator] = useState(false);

  const load = useCallback(async () => {
    setLoadError(false);
    try {
      setStatus(await fetchSubscriptionStatus());
    } catch {
      setLoadError(true);
    }
  }, []);

  useEffect(() => {
    void load();
    void loadRuntimeConfig().then((config) => setSimulator(config.billing === "simulator"));
  }, [load]);

  async function onCancel() {
    if (!window.confirm(CANCEL_CONFIRM_TEXT)) return;
    setBusy("cancel");
    try {
      const { successful } = await cancelSubscription();
      if (!successful) throw new Error("Cancellation was not successful");
      window.alert(CANCEL_SUCCESS_TEXT);
      await reloadUser();
      await load();
    } catch (err) {
      console.error("Failed to cancel subscription:", err);
      window.alert(CANCEL_FAILURE_TEXT);
    } finally {
      setBusy(null);
    }
  }

  async function onEndPeriod() {
    setBusy("end");
    try {
      await endSimulatedPeriod();
      await reloadUser();
      await load();
    } catch (err) {
      console.error("Failed to end the billing period:", err);
    } finally {
      setBusy(null);
    }
  }

  return (
    <main className="mx-auto w-full max-w-xl px-4 py-8">
      <Link to="/" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to Chapterly
      </Link>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">Your subscription</h1>

      {loadError ? (
        <div className="mt-6 space-y-3">
          <ErrorMessage>We could not load your subscription. Please try again.</ErrorMessage>
          <button
            type="button"
            onClick={() => void load()}
            className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50"
          >
            Try again
          </button>
        </div>
      ) : !status ? (
        <div className="mt-6">
          <Spinner label="Loading your subscription..." />
        </div>
      ) : (
        <section aria-label="Plan details" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <PlanFacts status={status} />

          {status.subscribed && status.subscriptionState !== "canceling" ? (
            <button
              type="button"
              onClick={() => void onCancel()}
              disabled={busy !== null}
              className="mt-6 w-full rounded-lg bg-red-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60 sm:w-auto"
            >
              {busy === "cancel" ? "Cancelling..." : "Cancel subscription"}
            </button>
          ) : null}
          {status.subscriptionState === "canceling" && status.subscribed ? (
            <p className="mt-6 text-sm text-slate-700">
              Your subscription is cancelled. You keep Premium access until {formatDate(status.subscriptionEnd)}.
            </p>
          ) : null}
          {!status.subscribed ? (
            <p className="mt-6 text-sm text-slate-700">
              You are on the Free plan. Subscribe to Premium from the account menu at any time.
            </p>
          ) : null}
        </section>
      )}

      {simulator && status?.subscribed ? (
        <section
          aria-label="Developer controls"
          className="mt-6 rounded-xl border border-dashed border-amber-400 bg-amber-50 p-4"
        >
          <h2 className="text-sm font-semibold text-amber-900">Checkout simulator (development only)</h2>
          <p className="mt-1 text-sm text-amber-900">Jump to the end of the billing period, as if the renewal date had come.</p>
          <button
            type="button"
            onClick={() => void onEndPeriod()}
            disabled={busy !== null}
            className="mt-3 rounded-lg border border-amber-500 bg-white px-3 py-2 text-sm font-medium text-amber-900 hover:bg-amber-100 disabled:opacity-60"
          >
            {busy === "end" ? "Ending period..." : "End billing period now"}
          </button>
        </section>
      ) : null}
    </main>
  );
}

function PlanFacts({ status }: { status: SubscriptionStatus }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
      <div>
        <dt className="text-sm text-slate-500">Plan</dt>
        <dd className="font-semibold">{status.subscribed ? PLAN_NAME : "Free"}</dd>
      </div>
      <div>
        <dt className="text-sm text-slate-500">Status</dt>
        <dd className="font-semibold">{STATUS_LABEL[status.subscriptionState] ?? status.subscriptionState}</dd>
      </div>
      {status.subscribed ? (
        <>
          <div>
            <dt className="text-sm text-slate-500">
              {status.subscriptionState === "active" ? "Current period ends" : "Access until"}
            </dt>
            <dd className="font-semibold">{formatDate(status.subscriptionEnd)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-500">Days remaining</dt>
            <dd className="font-semibold">{status.daysRemaining}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}
