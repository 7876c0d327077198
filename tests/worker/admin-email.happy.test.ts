import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createCampaign, resolveAudience, type Audience } from "../../worker/db/email";
import { emailDeliveries, outboxMessages, summarizationRequests, users } from "../../worker/db/schema";
import "../../worker/jobs/email-batch";
import { handleQueue } from "../../worker/queue/handler";
import type { JobMessage } from "../../worker/queue/messages";
import { call, json } from "./support/http";
import { createBook, createUser, db, signedIn, uniqueId } from "./support/factories";

const DAY = 86_400_000;

async function outboxFor(emails: string[]) {
  return db().select().from(outboxMessages).where(inArray(outboxMessages.toEmail, emails));
}

/** Runs the real queue handler over one message, as the JOBS consumer would. */
async function deliver(message: JobMessage) {
  const acked: string[] = [];
  const retried: string[] = [];
  const batch = {
    queue: "chapterly-jobs",
    messages: [
      {
        id: uniqueId("msg"),
        timestamp: new Date(),
        attempts: 1,
        body: message,
        ack: () => acked.push("x"),
        retry: () => retried.push("x"),
      },
    ],
    ackAll() {},
    retryAll() {},
  } as unknown as MessageBatch<JobMessage>;
  await handleQueue(batch, env);
  return { acked: acked.length, retried: retried.length };
}

describe("audiences", () => {
  it("resolves plan, role, domain, requester and address audiences and leaves out opted-out accounts", async () => {
    const domain = `${uniqueId("aud")}.example`;
    const at = (name: string) => ({ email: `${uniqueId(name)}@${domain}` });
    const free = await createUser("free", at("free"));
    const optedOut = await createUser("free", { ...at("optout"), emailOptOut: true });
    const premium = await createUser("premium", at("premium"));
    const canceling = await createUser("canceling", at("canceling"));
    const expired = await createUser("expired", at("expired"));
    const pastDueInGrace = await createUser("free", {
      ...at("pastdue"),
      subscription: "past_due",
      subscriptionEnd: new Date(Date.now() - DAY),
    });
    const pastDueLapsed = await createUser("free", {
      ...at("lapsed"),
      subscription: "past_due",
      subscriptionEnd: new Date(Date.now() - 5 * DAY),
    });
    const admin = await createUser("admin", at("admin"));
    const superUser = await createUser("superUser", at("super"));
    const mine = (list: { email: string }[]) =>
      list
        .map((r) => r.email)
        .filter((e) => e.endsWith(`@${domain}`))
        .sort();
    const emails = (...list: { email: string }[]) => list.map((u) => u.email.toLowerCase()).sort();

    expect(mine(await resolveAudience(db(), { type: "premium" }))).toEqual(emails(premium, canceling, pastDueInGrace));
    expect(mine(await resolveAudience(db(), { type: "free" }))).toEqual(emails(free, expired, pastDueLapsed, admin, superUser));
    expect(mine(await resolveAudience(db(), { type: "admins" }))).toEqual(emails(admin, superUser));
    expect(mine(await resolveAudience(db(), { type: "all" }))).toEqual(
      emails(free, premium, canceling, expired, pastDueInGrace, pastDueLapsed, admin, superUser),
    );
    expect(mine(await resolveAudience(db(), { type: "premiumDomain", domain: domain.toUpperCase() }))).toHaveLength(8);
    expect(await resolveAudience(db(), { type: "address", email: optedOut.email })).toEqual([]);
    expect(await resolveAudience(db(), { type: "address", email: free.email.toUpperCase() })).toEqual([
      { email: free.email.toLowerCase(), userId: free.id },
    ]);
    expect(await resolveAudience(db(), { type: "address", email: "stranger@example.test" })).toEqual([
      { email: "stranger@example.test", userId: null },
    ]);

    const book = await createBook();
    await db()
      .insert(summarizationRequests)
      .values([
        { id: uniqueId("req"), email: free.email, bookId: book.bookId },
        { id: uniqueId("req"), email: optedOut.email, bookId: book.bookId },
        { id: uniqueId("req"), email: "guest@example.test", bookId: book.bookId },
      ]);
    expect(await resolveAudience(db(), { type: "bookRequesters", bookId: book.bookId })).toEqual([
      { email: free.email.toLowerCase(), userId: free.id },
      { email: "guest@example.test", userId: null },
    ]);
  });

  it("answers the recipient count before sending", async () => {
    const domain = `${uniqueId("count")}.example`;
    await createUser("free", { email: `a@${domain}` });
    await createUser("free", { email: `b@${domain}` });
    await createUser("free", { email: `c@${domain}`, emailOptOut: true });
    const { token } = await signedIn("admin");
    const res = await call("/api/v1/admin/email/audience-count", {
      token,
      body: { audience: { type: "premiumDomain", domain } },
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ count: 2 });
  });
});

describe("campaign sending", () => {
  it("a redelivered batch sends nobody twice", async () => {
    const domain = `${uniqueId("redeliver")}.example`;
    const recipients = [
      await createUser("free", { email: `one@${domain}` }),
      await createUser("free", { email: `two@${domain}` }),
    ];
    const admin = await createUser("admin");
    const audience: Audience = { type: "premiumDomain", domain };
    const resolved = await resolveAudience(db(), audience);
    const campaign = await createCampaign(
      db(),
      { subject: "News", markdown: "Hello **readers**", audience, createdBy: admin.id },
      resolved,
    );
    const message: JobMessage = { type: "email-batch", campaignId: campaign.id, batch: resolved.map((r) => r.email) };

    expect(await deliver(message)).toEqual({ acked: 1, retried: 0 });
    expect(await deliver(message)).toEqual({ acked: 1, retried: 0 });

    const sent = await outboxFor(recipients.map((r) => r.email));
    expect(sent.map((m) => m.toEmail).sort()).toEqual([`one@${domain}`, `two@${domain}`]);
    const deliveries = await db().select().from(emailDeliveries).where(eq(emailDeliveries.campaignId, campaign.id));
    expect(deliveries.map((d) => d.status)).toEqual(["sent", "sent"]);
  });

  it("marketing mail carries List-Unsubscribe headers and a footer link; the link records an opt-out the audiences honour", async () => {
    const domain = `${uniqueId("unsub")}.example`;
    const reader = await createUser("free", { email: `reader@${domain}` });
    const { token } = await signedIn("admin");
    const res = await call("/api/v1/admin/email/campaigns", {
      token,
      body: { subject: "Spring titles", markdown: "New books!", audience: { type: "premiumDomain", domain } },
    });
    expect(res.status).toBe(202);
    const { id, recipients } = await json(res);
    expect(recipients).toBe(1);
    // The JOBS consumer runs the batch: wait for its mail (seconds on a busy machine, where the queue's batch waits).
    const message = await vi.waitFor(
      async () => {
        const [sent] = await outboxFor([reader.email]);
        if (!sent) throw new Error("the campaign's mail is not in the outbox yet");
        return sent;
      },
      { timeout: 25_000, interval: 100 },
    );
    const link = message.headers["List-Unsubscribe"]!.slice(1, -1);
    expect(link).toMatch(/^http:\/\/app\.test\/api\/v1\/email\/unsubscribe\?token=/);
    expect(message.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(message.html).toContain(link.replace(/&/g, "&amp;"));
    expect(message.text).toContain(`Unsubscribe: ${link}`);

    const path = link.replace("http://app.test", "");
    const confirm = await call(path);
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain(reader.email);
    const [stillIn] = await db().select().from(users).where(eq(users.id, reader.id));
    expect(stillIn!.emailOptOut).toBe(false);

    const oneClick = await call(path, {
      method: "POST",
      rawBody: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.status).toBe(200);
    const [after] = await db().select().from(users).where(eq(users.id, reader.id));
    expect(after!.emailOptOut).toBe(true);
    expect(await resolveAudience(db(), { type: "premiumDomain", domain })).toEqual([]);

    const detail = await json(await call(`/api/v1/admin/email/campaigns/${id}`, { token }));
    expect(detail.campaign).toMatchObject({ id, status: "sent", total: 1, sent: 1, failed: 0, queued: 0 });
    expect(detail.deliveries).toEqual([expect.objectContaining({ email: reader.email, status: "sent" })]);
    const history = await json(await call("/api/v1/admin/email/campaigns?limit=100", { token }));
    expect(history.campaigns.find((c: { id: string }) => c.id === id)).toMatchObject({
      subject: "Spring titles",
      total: 1,
      sent: 1,
    });
  });

  it("a forged unsubscribe token records nothing", async () => {
    const res = await call(
      "/api/v1/email/unsubscribe?token=cmVhZGVyQGV4YW1wbGUudGVzdA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      { method: "POST" },
    );
    expect(res.status).toBe(400);
  });

  it("someone who opts out after queueing is not mailed; transactional mail still reaches them", async () => {
    const domain = `${uniqueId("late")}.example`;
    const reader = await createUser("free", { email: `late@${domain}` });
    const admin = await createUser("admin");
    const audience: Audience = { type: "premiumDomain", domain };
    const resolved = await resolveAudience(db(), audience);
    const campaign = await createCampaign(db(), { subject: "Later", markdown: "x", audience, createdBy: admin.id }, resolved);
    await db().update(users).set({ emailOptOut: true }).where(eq(users.id, reader.id));
    await deliver({ type: "email-batch", campaignId: campaign.id, batch: [reader.email] });
    expect(await outboxFor([reader.email])).toHaveLength(0);
    const [delivery] = await db().select().from(emailDeliveries).where(eq(emailDeliveries.campaignId, campaign.id));
    expect(delivery).toMatchObject({ status: "failed", error: "Recipient unsubscribed" });

    const { sendTransactionalEmail } = await import("../../worker/services/email");
    await sendTransactionalEmail(env, db(), {
      to: reader.email,
      subject: "Summary ready",
      markdown: "Done",
      dedupeKey: uniqueId("tx"),
    });
    expect(await outboxFor([reader.email])).toHaveLength(1);
  });
});

describe("compose tools", () => {
  it("previews script, event-handler and javascript: payloads sanitized, and the sent copy matches", async () => {
    const { user, token } = await signedIn("admin");
    const markdown = [
      "# Hello",
      "<script>alert('x')</script>",
      '<img src="x" onerror="alert(1)"><p onmouseover="alert(2)">hover</p>',
      '[click](javascript:alert(3)) <a href="JaVaScRiPt:alert(4)">a</a> <a href="https://ok.example">ok</a>',
    ].join("\n\n");
    const preview = await json(await call("/api/v1/admin/email/preview", { token, body: { subject: "S", markdown } }));
    for (const html of [preview.html as string]) {
      expect(html).not.toMatch(/<script|onerror|onmouseover|javascript:|<img/i);
      expect(html).toContain("<h1>Hello</h1>");
      expect(html).toContain('href="https://ok.example"');
    }
    expect(preview.text).toContain("Hello");
    expect(preview.text).not.toContain("<");

    const test = await call("/api/v1/admin/email/test", { token, body: { subject: "S", markdown } });
    expect(test.status).toBe(200);
    expect(await json(test)).toEqual({ to: user.email, status: "sent" });
    const [sent] = await outboxFor([user.email]);
    expect(sent!.subject).toBe("[Test] S");
    expect(sent!.html).not.toMatch(/<script|onerror|onmouseover|javascript:|<img/i);
    expect(sent!.html).toContain("<h1>Hello</h1>");

    const outbox = await json(await call("/api/v1/admin/email/outbox?limit=100", { token }));
    expect(outbox.adapter).toBe("outbox");
    expect(outbox.messages.some((m: { toEmail: string }) => m.toEmail === user.email)).toBe(true);
  });
});
