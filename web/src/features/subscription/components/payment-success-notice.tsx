import { useEffect, useRef, useState } from "react";
import { useParams } from "react-router";
import { Spinner } from "../../../components/ui/spinner";
import { ApiClientError } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { verifyCheckoutSession } from "../api/subscription";

/** "rejected": the server refused this session id (malformed, unknown, another account's), so a reload cannot help. */
type VerifyState = "verifying" | "successful" | "unsuccessful" | "rejected" | "failed";

const refused = (err: unknown) => err instanceof ApiClientError && err.status >= 400 && err.status < 500 && err.status !== 429;

const NOT_CONFIRMED = {
  unsuccessful: "We could not confirm your payment yet. If you completed checkout, it will show up shortly.",
  rejected:
    "This link does not match a checkout of your account, so there is nothing to confirm. If you paid, your plan shows in the account menu.",
  failed: "We could not check your payment right now. Please reload the page to try again.",
} as const;

/**
 * On /payment-success/{sessionId}: verifies the checkout, reloads the user when it succeeded, and says so
 * (docs/product.md, "Subscriptions").
 */
export function PaymentSuccessNotice() {
  const { sessionId = "" } = useParams();
  const [state, setState] = useState<VerifyState>("verifying");
  const verified = useRef<string | null>(null);

  useEffect(() => {
    // Once per session id, also under StrictMode's double effects.
    if (!sessionId || verified.current === sessionId) return;
    verified.current = sessionId;
    setState("verifying");
    verifyCheckoutSession(sessionId)
      .then(async ({ successful }) => {
        if (successful) await useSession.getState().reloadUser();
        setState(successful ? "successful" : "unsuccessful");
      })
      .catch((err) => {
        console.error("Failed to verify checkout session:", err);
        setState(refused(err) ? "rejected" : "failed");
      });
  }, [sessionId]);

  const box = "mb-6 rounded-xl border px-4 py-3 text-sm";
  if (state === "verifying")
    return (
      <div className={`${box} border-slate-200 bg-white`}>
        <Spinner label="Confirming your payment..." />
      </div>
    );
  if (state === "successful")
    return (
      <div role="status" className={`${box} border-emerald-200 bg-emerald-50 text-emerald-900`}>
        <p className="font-semibold">Payment successful. Welcome to Chapterly Premium!</p>
        <p>Every chapter and unlimited listening are now yours.</p>
      </div>
    );
  return (
    <div role="alert" className={`${box} border-amber-200 bg-amber-50 text-amber-900`}>
      {NOT_CONFIRMED[state]}
    </div>
  );
}
