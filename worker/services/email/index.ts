import { and, eq, isNull, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailDeliveries } from "../../db/schema";
import { emailAdapterFor, senderAddress, type EmailAdapter } from "./adapters";
import { renderEmail } from "./render";
import { signUnsubscribeToken, unsubscribeUrl } from "./unsubscribe";

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
}

export type DeliveryOutcome =
  | { status: "sent"; providerMessageId: string }
  | { status: "failed"; error: string }
  | { status: "skipped" };

/** Marks a row as being sent by this worker; a row already claimed, sent or in flight is left alone. */
const CLAIM_PREFIX = "claim:";

/**
 * Claims the delivery row for dedupeKey: inserts it, or takes over an unclaimed queued row
 * (pre-created by a campaign) or a failed one (a retry). Null when another send owns or did it.
 */
async function claimDelivery(db: Database, request: DeliveryRequest): Promise<string | null> {
  const claim = `${CLAIM_PREFIX}${crypto.randomUUID()}`;
  const inserted = await db
    .insert(emailDeliveries)
    .values({
      id: crypto.randomUUID(),
      campaignId: request.campaignId ?? null,
      dedupeKey: request.dedupeKey,
      toEmail: request.to,
      userId: request.userId ?? null,
      status: "queued",
      providerMessageId: claim,
    })
    .onConflictDoNothing({ target: emailDeliveries.dedupeKey })
    .returning({ id: emailDeliveries.id });
  if (inserted[0]) return inserted[0].id;
  const taken = await db
    .update(emailDeliveries)
    .set({ status: "queued", error: null, providerMessageId: claim })
    .where(
      and(
        eq(emailDeliveries.dedupeKey, request.dedupeKey),
        or(
          and(eq(emailDeliveries.status, "queued"), isNull(emailDeliveries.providerMessageId)),
          eq(emailDeliveries.status, "failed"),
        ),
      ),
    )
    .returning({ id: emailDeliveries.id });
  return taken[0]?.id ?? null;
}

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
    link = unsubscribeUrl(env, await signUnsubscribeToken(env, request.to));
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
    await db
      .update(emailDeliveries)
      .set({ status: "sent", providerMessageId: id, sentAt: new Date(), error: null })
      .where(eq(emailDeliveries.id, deliveryId));
    return { status: "sent", providerMessageId: id };
  } catch (err) {
    const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    await db
      .update(emailDeliveries)
      .set({ status: "failed", error, providerMessageId: null })
      .where(eq(emailDeliveries.id, deliveryId));
    return { status: "failed", error };
  }
}

/** Transactional mail ignores marketing opt-out; a repeated dedupeKey sends nothing. */
export async function sendTransactionalEmail(env: Env, db: Database, message: TransactionalEmail): Promise<void> {
  const outcome = await deliverEmail(env, db, { ...message, kind: "transactional" });
  if (outcome.status === "failed") console.error(`[email] ${message.dedupeKey} failed: ${outcome.error}`);
}
