import type { Database } from "../../db/client";
import { claimDelivery, markDeliveryFailed, markDeliverySent } from "../../db/email-deliveries";
import { emailAdapterFor, senderAddress, type EmailAdapter } from "./adapters";
import { renderEmail } from "./render";
import { signUnsubscribeToken, unsubscribeUrl, type UnsubscribeList } from "./unsubscribe";

export { renderMarkdown, renderEmail } from "./render";
export type { EmailAdapter, OutgoingEmail } from "./adapters";

/**
 * The email service. Contract for other features: transactional messages (summary ready,
 * subscription started or cancelled) are sent regardless of marketing opt-out, once per dedupeKey.
 */
export interface TransactionalEmail {
  to: string;
  subject: string;
  /** Markdown body; rendered to sanitized HTML and plain text by the service. */
  markdown: string;
  /** Stable id of this message, e.g. `summary-ready:{bookId}:{email}`; a second send with it does nothing. */
  dedupeKey: string;
}

export interface DeliveryRequest extends TransactionalEmail {
  kind: "marketing" | "transactional";
  campaignId?: string | null;
  userId?: string | null;
  /** Marketing mail of one list (the daily review email): its unsubscribe link leaves that list only. */
  list?: UnsubscribeList;
}

export type DeliveryOutcome =
  | { status: "sent"; providerMessageId: string }
  | { status: "failed"; error: string }
  | { status: "skipped" };

/** Renders, records and sends one message at most once per dedupeKey. */
export async function deliverEmail(
  env: Env,
  db: Database,
  request: DeliveryRequest,
  adapter: EmailAdapter = emailAdapterFor(env, db),
): Promise<DeliveryOutcome> {
  const deliveryId = await claimDelivery(db, request);
  if (!deliveryId) return { status: "skipped" };
  const headers: Record<string, string> = {};
  let link: string | undefined;
  if (request.kind === "marketing") {
    link = unsubscribeUrl(env, await signUnsubscribeToken(env, request.to, request.list ?? null));
    headers["List-Unsubscribe"] = `<${link}>`;
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  }
  const rendered = renderEmail(request.subject, request.markdown, link);
  try {
    const { id } = await adapter.send({
      to: request.to,
      from: senderAddress(env),
      subject: request.subject,
      headers,
      ...rendered,
    });
    await markDeliverySent(db, deliveryId, id);
    return { status: "sent", providerMessageId: id };
  } catch (err) {
    const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    await markDeliveryFailed(db, deliveryId, error);
    return { status: "failed", error };
  }
}

/** Transactional mail ignores marketing opt-out; a repeated dedupeKey sends nothing. */
export async function sendTransactionalEmail(env: Env, db: Database, message: TransactionalEmail): Promise<void> {
  const outcome = await deliverEmail(env, db, { ...message, kind: "transactional" });
  if (outcome.status === "failed") console.error(`[email] ${message.dedupeKey} failed: ${outcome.error}`);
}
