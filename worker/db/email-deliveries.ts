import { and, eq, isNull, or } from "drizzle-orm";
import type { Database } from "./client";
import { emailDeliveries } from "./schema";

/** Marks a row as being sent by this worker; a row already claimed, sent or in flight is left alone. */
const CLAIM_PREFIX = "claim:";

export interface DeliveryClaim {
  dedupeKey: string;
  to: string;
  campaignId?: string | null;
  userId?: string | null;
}

/**
 * Claims the delivery row for dedupeKey: inserts it, or takes over an unclaimed queued row
 * (pre-created by a campaign) or a failed one (a retry). Null when another send owns or did it.
 */
export async function claimDelivery(db: Database, request: DeliveryClaim): Promise<string | null> {
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

export async function markDeliverySent(db: Database, deliveryId: string, providerMessageId: string): Promise<void> {
  await db
    .update(emailDeliveries)
    .set({ status: "sent", providerMessageId, sentAt: new Date(), error: null })
    .where(eq(emailDeliveries.id, deliveryId));
}

/** Releases the claim, so a later retry may take the row over. */
export async function markDeliveryFailed(db: Database, deliveryId: string, error: string): Promise<void> {
  await db
    .update(emailDeliveries)
    .set({ status: "failed", error, providerMessageId: null })
    .where(eq(emailDeliveries.id, deliveryId));
}
