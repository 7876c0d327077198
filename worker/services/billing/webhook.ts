import type Stripe from "stripe";
import type { Database } from "../../db/client";
import { applyBillingFact, findBillingUser, isEventProcessed, type ApplyResult } from "../../db/billing";
import type { BillingService } from "./index";
import type { BillingFact } from "./state-machine";
import { snapshotFromStripe } from "./stripe-adapter";

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/** The subscription an invoice belongs to, in the current and the pre-2025 API shapes. */
function invoiceSubscription(invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return { id: idOf(details?.subscription ?? legacy), userId: details?.metadata?.user_id ?? null };
}

function invoicePeriodEnd(invoice: Stripe.Invoice): Date | null {
  const ends = (invoice.lines?.data ?? []).map((line) => line.period?.end).filter((e): e is number => typeof e === "number");
  return ends.length ? new Date(Math.max(...ends) * 1000) : null;
}

/**
 * Applies one verified provider event. Unknown event types and unknown users are recorded as
 * processed and answered 200, so the provider stops retrying them.
 */
export async function handleBillingEvent(
  env: Env,
  db: Database,
  billing: BillingService | null,
  event: Stripe.Event,
): Promise<ApplyResult | "ignored"> {
  if (await isEventProcessed(db, event.id)) return "duplicate";
  const at = new Date(event.created * 1000);
  const record = { id: event.id, type: event.type };
  let ref: { userId?: string | null; customerId?: string | null } = {};
  let fact: BillingFact | null = null;

  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      ref = { userId: session.client_reference_id ?? session.metadata?.user_id, customerId: idOf(session.customer) };
      if (session.mode !== "subscription" || !subscriptionId || session.payment_status === "unpaid") break;
      // Fetch the subscription as it is now: correct even when its own events arrive out of order.
      const current = await billing?.retrieveSubscription(subscriptionId).catch(() => null);
      fact = current
        ? { kind: "snapshot", subscription: current }
        : { kind: "checkout_completed", customerId: idOf(session.customer), subscriptionId };
      break;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated": {
      const subscription = snapshotFromStripe(event.data.object);
      ref = { userId: subscription.userId, customerId: subscription.customerId };
      fact = { kind: "snapshot", subscription };
      break;
    }
    case "customer.subscription.deleted": {
      const sub = event.data.object;
      ref = { userId: sub.metadata?.user_id, customerId: idOf(sub.customer) };
      fact = {
        kind: "deleted",
        subscriptionId: sub.id,
        customerId: idOf(sub.customer),
        endedAt: new Date((sub.ended_at ?? event.created) * 1000),
      };
      break;
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const sub = invoiceSubscription(invoice);
      ref = { userId: sub.userId, customerId: idOf(invoice.customer) };
      if (!sub.id) break;
      fact =
        event.type === "invoice.paid"
          ? {
              kind: "invoice_paid",
              subscriptionId: sub.id,
              customerId: idOf(invoice.customer),
              periodEnd: invoicePeriodEnd(invoice),
            }
          : { kind: "payment_failed", subscriptionId: sub.id, customerId: idOf(invoice.customer) };
      break;
    }
    default:
      await applyBillingFact(env, db, { user: null, fact: null, at, event: record });
      return "ignored";
  }

  const user = await findBillingUser(db, ref);
  if (!user) console.warn(`[billing] ${event.type} ${event.id}: no matching user`);
  return applyBillingFact(env, db, { user, fact, at, event: record });
}
