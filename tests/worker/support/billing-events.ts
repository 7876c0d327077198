import { env } from "cloudflare:workers";
import { signWebhookPayload } from "../../../worker/services/billing/stripe-adapter";
import { call } from "./http";
import { uniqueId } from "./factories";

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A Stripe-shaped event (API 2025+ shapes) with a unique id. */
export function stripeEvent(type: string, object: Record<string, unknown>, created = nowSeconds()) {
  return { id: uniqueId("evt"), object: "event", type, created, livemode: false, data: { object } };
}

export function subscriptionObject(fields: {
  id: string;
  customer: string;
  userId?: string;
  status?: string;
  cancelAtPeriodEnd?: boolean;
  periodEnd?: number;
  endedAt?: number | null;
}) {
  const periodEnd = fields.periodEnd ?? nowSeconds() + 30 * 86_400;
  return {
    id: fields.id,
    object: "subscription",
    customer: fields.customer,
    status: fields.status ?? "active",
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    cancel_at: fields.cancelAtPeriodEnd ? periodEnd : null,
    start_date: nowSeconds() - 60,
    ended_at: fields.endedAt ?? null,
    metadata: fields.userId ? { user_id: fields.userId } : {},
    items: {
      object: "list",
      data: [{ id: `si_${fields.id}`, current_period_start: periodEnd - 30 * 86_400, current_period_end: periodEnd }],
    },
  };
}

export function checkoutSessionObject(fields: { id?: string; userId: string; customer: string; subscription: string }) {
  return {
    id: fields.id ?? uniqueId("cs_test"),
    object: "checkout.session",
    mode: "subscription",
    status: "complete",
    payment_status: "paid",
    client_reference_id: fields.userId,
    customer: fields.customer,
    subscription: fields.subscription,
    metadata: { user_id: fields.userId },
  };
}

export function invoiceObject(fields: { customer: string; subscription: string; periodEnd: number }) {
  return {
    id: uniqueId("in"),
    object: "invoice",
    customer: fields.customer,
    parent: { type: "subscription_details", subscription_details: { subscription: fields.subscription, metadata: {} } },
    lines: {
      object: "list",
      data: [{ id: uniqueId("il"), period: { start: fields.periodEnd - 30 * 86_400, end: fields.periodEnd } }],
    },
  };
}

/** Posts an event to the webhook, signed with the configured secret unless told otherwise. */
export async function deliver(
  event: object,
  options: { secret?: string; timestamp?: number; signature?: string | null; tamper?: (payload: string) => string } = {},
) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? await signWebhookPayload(
          payload,
          options.secret ?? (env as { STRIPE_WEBHOOK_SECRET?: string }).STRIPE_WEBHOOK_SECRET!,
          options.timestamp,
        )
      : options.signature;
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (signature !== null) headers["Stripe-Signature"] = signature;
  return call("/api/v1/billing/webhook", {
    method: "POST",
    rawBody: options.tamper ? options.tamper(payload) : payload,
    headers,
  });
}
