import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCampaign, resolveAudience, type Audience } from "../../../worker/db/email";
import { emailDeliveries, outboxMessages, summarizationRequests, users } from "../../../worker/db/schema";
import { processEmailBatch } from "../../../worker/jobs/email-batch";
import { issueDevIdToken } from "../../../worker/services/identity";
import { signUnsubscribeToken } from "../../../worker/services/email/unsubscribe";
import { call, errorCode, json } from "../support/http";
import { createBook, createUser, db, signedIn, uniqueId } from "../support/factories";

/**
 * Issue 16, item 5: anyone can unsubscribe, account or not. Opt-outs are kept by address, checked
 * when an audience is resolved and again when each batch is sent, and an address that opted out
 * and later signs up stays opted out.
 */
const address = () => `${uniqueId("reader")}@no-account.example`;

async function outboxFor(email: string) {
  return db().select().from(outboxMessages).where(eq(outboxMessages.toEmail, email));
}

/** Clicks the one-click unsubscribe link of the newest message to this address (RFC 8058 POST). */
async function unsubscribeFromLastMessage(email: string) {
  const messages = await outboxFor(email);
  const link = messages.at(-1)!.headers["List-Unsubscribe"]!.slice(1, -1);
  const res = await call(link.replace(env.APP_ORIGIN, ""), {
    method: "POST",
    rawBody: "List-Unsubscribe=One-Click",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  expect(res.status).toBe(200);
}

/** Resolves, queues and sends a campaign the way the admin route and the queue consumer do. */
async function sendCampaign(audience: Audience) {
  const admin = await createUser("admin");
  const recipients = await resolveAudience(db(), audience);
  if (recipients.length === 0) return { recipients };
  const campaign = await createCampaign(
    db(),
    { subject: "News", markdown: "New books!", audience, createdBy: admin.id },
    recipients,
  );
  await processEmailBatch(env, db(), { type: "email-batch", campaignId: campaign.id, batch: recipients.map((r) => r.email) });
  return { recipients, campaign };
}

describe("opt-outs by address", () => {
  it("a non-account address that unsubscribed receives no further campaign", async () => {
    const email = address();
    await sendCampaign({ type: "address", email });
    expect(await outboxFor(email)).toHaveLength(1);
    await unsubscribeFromLastMessage(email);

    // The admin's next campaign to the address finds no recipient, through the real route.
    const { token } = await signedIn("admin");
    const count = await json(
      await call("/api/v1/admin/email/audience-count", { token, body: { audience: { type: "address", email } } }),
    );
    expect(count).toEqual({ count: 0 });
    const send = await call("/api/v1/admin/email/campaigns", {
      token,
      body: { subject: "Again", markdown: "More news", audience: { type: "address", email: email.toUpperCase() } },
    });
    expect(send.status).toBe(400);
    expect(await errorCode(send)).toBe("BAD_REQUEST");
    expect(await outboxFor(email)).toHaveLength(1);
  });

  it("a book requester without an account who unsubscribed is left out of the requesters' campaign", async () => {
    const book = await createBook();
    const optedOut = address();
    const stillIn = address();
    await db()
      .insert(summarizationRequests)
      .values([optedOut, stillIn].map((email) => ({ id: uniqueId("req"), email, bookId: book.bookId })));
    const token = await signUnsubscribeToken(env, optedOut);
    await call(`/api/v1/email/unsubscribe?token=${encodeURIComponent(token)}`, { method: "POST" });
    const { recipients } = await sendCampaign({ type: "bookRequesters", bookId: book.bookId });
    expect(recipients.map((r) => r.email)).toEqual([stillIn]);
  });

  it("an unsubscribe that lands after the campaign was queued is honoured when the batch is sent", async () => {
    const email = address();
    const admin = await createUser("admin");
    const audience: Audience = { type: "address", email };
    const campaign = await createCampaign(
      db(),
      { subject: "Queued", markdown: "x", audience, createdBy: admin.id },
      await resolveAudience(db(), audience),
    );
    const token = await signUnsubscribeToken(env, email);
    await call(`/api/v1/email/unsubscribe?token=${encodeURIComponent(token)}`, { method: "POST" });
    // Redelivered twice, as at-least-once queues do.
    for (let i = 0; i < 2; i++)
      await processEmailBatch(env, db(), { type: "email-batch", campaignId: campaign.id, batch: [email] });
    expect(await outboxFor(email)).toHaveLength(0);
    const [delivery] = await db().select().from(emailDeliveries).where(eq(emailDeliveries.campaignId, campaign.id));
    expect(delivery).toMatchObject({ status: "failed", error: "Recipient unsubscribed" });
  });

  it("an address that opted out and later signs up stays opted out", async () => {
    const domain = `${uniqueId("later")}.example`;
    const email = `newcomer@${domain}`;
    const token = await signUnsubscribeToken(env, email);
    await call(`/api/v1/email/unsubscribe?token=${encodeURIComponent(token)}`, { method: "POST" });

    const googleToken = await issueDevIdToken(env.USAGE, env.GOOGLE_CLIENT_ID ?? "", {
      email,
      given_name: "New",
      family_name: "",
    });
    expect((await call("/api/v1/user/login", { body: { googleToken } })).status).toBe(200);
    const [user] = await db()
      .select()
      .from(users)
      .where(inArray(users.email, [email]));
    expect(user!.emailOptOut).toBe(true);

    // Even if the account's own flag were cleared, the address's opt-out still holds.
    await db().update(users).set({ emailOptOut: false }).where(eq(users.id, user!.id));
    expect(await resolveAudience(db(), { type: "premiumDomain", domain })).toEqual([]);
    expect((await resolveAudience(db(), { type: "all" })).map((r) => r.email)).not.toContain(email);
    await processEmailBatch(env, db(), {
      type: "email-batch",
      campaignId: (
        await createCampaign(db(), { subject: "Forced", markdown: "x", audience: { type: "all" }, createdBy: user!.id }, [
          { email, userId: user!.id },
        ])
      ).id,
      batch: [email],
    });
    expect(await outboxFor(email)).toHaveLength(0);
  });
});
