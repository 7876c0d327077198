import { and, eq, inArray, sql } from "drizzle-orm";
import { createDb, type Database } from "../db/client";
import { campaignDedupeKey, campaignTotals, optedOutAmong } from "../db/email";
import { emailCampaigns, emailDeliveries } from "../db/schema";
import { onJob } from "../queue/handler";
import type { JobMessage } from "../queue/messages";
import { deliverEmail, type EmailAdapter } from "../services/email";

export const EMAIL_BATCH_SIZE = 50;

/**
 * Sends one batch of a campaign. Safe to run again for the same message: each recipient's
 * delivery row is claimed before sending, so a redelivered batch sends nobody twice.
 */
export async function processEmailBatch(
  env: Env,
  db: Database,
  message: Extract<JobMessage, { type: "email-batch" }>,
  adapter?: EmailAdapter,
): Promise<void> {
  const campaign = await db.query.emailCampaigns.findFirst({ where: eq(emailCampaigns.id, message.campaignId) });
  if (!campaign) return;
  if (campaign.status === "queued")
    await db.update(emailCampaigns).set({ status: "sending" }).where(eq(emailCampaigns.id, campaign.id));

  const keys = message.batch.map((email) => campaignDedupeKey(campaign.id, email));
  if (keys.length === 0) return;
  const deliveries = await db
    .select({ dedupeKey: emailDeliveries.dedupeKey, toEmail: emailDeliveries.toEmail, userId: emailDeliveries.userId })
    .from(emailDeliveries)
    .where(and(eq(emailDeliveries.campaignId, campaign.id), inArray(emailDeliveries.dedupeKey, keys)));
  // Someone who unsubscribed after the campaign was queued is not mailed, account or not.
  const optedOut = await optedOutAmong(db, message.batch);

  for (const delivery of deliveries) {
    if (campaign.kind === "marketing" && optedOut.has(delivery.toEmail.toLowerCase())) {
      await db
        .update(emailDeliveries)
        .set({ status: "failed", error: "Recipient unsubscribed" })
        .where(
          and(
            eq(emailDeliveries.dedupeKey, delivery.dedupeKey),
            eq(emailDeliveries.status, "queued"),
            sql`${emailDeliveries.providerMessageId} is null`,
          ),
        );
      continue;
    }
    await deliverEmail(
      env,
      db,
      {
        kind: campaign.kind,
        to: delivery.toEmail,
        subject: campaign.subject,
        markdown: campaign.bodyMarkdown,
        dedupeKey: delivery.dedupeKey,
        campaignId: campaign.id,
        userId: delivery.userId,
      },
      adapter,
    );
  }

  const totals = await campaignTotals(db, campaign.id);
  if (totals.queued === 0) {
    await db
      .update(emailCampaigns)
      .set({ status: totals.sent > 0 || totals.total === 0 ? "sent" : "failed" })
      .where(eq(emailCampaigns.id, campaign.id));
  }
}

onJob("email-batch", (message, env) => processEmailBatch(env, createDb(env.DB), message));
