import type { Database } from "../db/client";
import {
  campaignDedupeKey,
  campaignTotals,
  findCampaign,
  listBatchDeliveries,
  optedOutAmong,
  setCampaignStatus,
  skipDelivery,
} from "../db/email";
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
  const campaign = await findCampaign(db, message.campaignId);
  if (!campaign) return;
  if (campaign.status === "queued") await setCampaignStatus(db, campaign.id, "sending");

  const keys = message.batch.map((email) => campaignDedupeKey(campaign.id, email));
  if (keys.length === 0) return;
  const deliveries = await listBatchDeliveries(db, campaign.id, keys);
  // Someone who unsubscribed after the campaign was queued is not mailed, account or not.
  const optedOut = await optedOutAmong(db, message.batch);

  for (const delivery of deliveries) {
    if (campaign.kind === "marketing" && optedOut.has(delivery.toEmail.toLowerCase())) {
      await skipDelivery(db, delivery.dedupeKey, "Recipient unsubscribed");
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
    await setCampaignStatus(db, campaign.id, totals.sent > 0 || totals.total === 0 ? "sent" : "failed");
  }
}
