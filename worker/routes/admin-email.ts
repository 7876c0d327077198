import { Hono } from "hono";
import { z } from "zod";
import {
  campaignTotals,
  countOutbox,
  createCampaign,
  findCampaign,
  listCampaignDeliveries,
  listCampaigns,
  listOutbox,
  resolveAudience,
  setCampaignStatus,
  type Audience,
} from "../db/email";
import type { AppEnv } from "../env";
import { EMAIL_BATCH_SIZE } from "../jobs/email-batch";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validate";
import { requireRole } from "../middleware/auth";
import { deliverEmail, renderEmail } from "../services/email";

const email = z.string().trim().toLowerCase().max(254).pipe(z.email());
const domain = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .transform((value) => value.toLowerCase());

export const audienceSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("all") }).strict(),
  z.object({ type: z.literal("free") }).strict(),
  z.object({ type: z.literal("premium") }).strict(),
  z.object({ type: z.literal("admins") }).strict(),
  z.object({ type: z.literal("bookRequesters"), bookId: z.string().trim().min(1).max(200) }).strict(),
  z.object({ type: z.literal("premiumDomain"), domain }).strict(),
  z.object({ type: z.literal("address"), email }).strict(),
]);

const subject = z.string().trim().min(1).max(200);
const markdown = z.string().min(1).max(50_000);
const composeBody = z.object({ subject, markdown }).strict();
const campaignBody = z.object({ subject, markdown, audience: audienceSchema }).strict();
const audienceBody = z.object({ audience: audienceSchema }).strict();
const paging = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .strict();
const idParam = z.object({ id: z.uuid() }).strict();

const PREVIEW_UNSUBSCRIBE_URL = "https://unsubscribe.invalid/preview";

/** The email center (/admin/email; docs/product.md, "Screens and routes"): admins only. */
export const adminEmailRoutes = new Hono<AppEnv>()
  .use("*", requireRole("admin"))
  /** The exact HTML document and text a recipient gets (with a placeholder unsubscribe link). */
  .post("/preview", validate("json", composeBody), async (c) => {
    const { subject, markdown } = c.req.valid("json");
    return c.json(renderEmail(subject, markdown, PREVIEW_UNSUBSCRIBE_URL));
  })
  .post("/audience-count", validate("json", audienceBody), async (c) => {
    const recipients = await resolveAudience(c.var.db, c.req.valid("json").audience as Audience);
    return c.json({ count: recipients.length });
  })
  .post("/test", validate("json", composeBody), async (c) => {
    const { subject, markdown } = c.req.valid("json");
    const me = c.var.user;
    const outcome = await deliverEmail(c.env, c.var.db, {
      kind: "marketing",
      to: me.email,
      subject: `[Test] ${subject}`,
      markdown,
      dedupeKey: `test:${crypto.randomUUID()}`,
      userId: me.id,
    });
    if (outcome.status === "failed") throw new ApiError("BAD_REQUEST", `The test email could not be sent: ${outcome.error}`);
    return c.json({ to: me.email, status: "sent" });
  })
  .post("/campaigns", validate("json", campaignBody), async (c) => {
    const { subject, markdown, audience } = c.req.valid("json");
    const recipients = await resolveAudience(c.var.db, audience as Audience);
    if (recipients.length === 0) throw new ApiError("BAD_REQUEST", "No recipients match this audience.");
    const campaign = await createCampaign(
      c.var.db,
      { subject, markdown, audience: audience as Audience, createdBy: c.var.user.id },
      recipients,
    );
    const messages = [];
    for (let i = 0; i < recipients.length; i += EMAIL_BATCH_SIZE) {
      const batch = recipients.slice(i, i + EMAIL_BATCH_SIZE).map((r) => r.email);
      messages.push({ body: { type: "email-batch" as const, campaignId: campaign.id, batch } });
    }
    try {
      for (let i = 0; i < messages.length; i += 100) await c.env.JOBS.sendBatch(messages.slice(i, i + 100));
    } catch (err) {
      console.error("Could not queue campaign batches", err);
      await setCampaignStatus(c.var.db, campaign.id, "failed");
      throw new ApiError("INTERNAL_ERROR", "The campaign could not be queued. Please try again.");
    }
    return c.json({ id: campaign.id, status: "queued", recipients: recipients.length, batches: messages.length }, 202);
  })
  .get("/campaigns", validate("query", paging), async (c) => {
    const { limit, offset } = c.req.valid("query");
    const rows = await listCampaigns(c.var.db, limit, offset);
    return c.json({
      campaigns: rows.map((r) => ({
        ...r,
        total: Number(r.total),
        queued: Number(r.queued),
        sent: Number(r.sent),
        failed: Number(r.failed),
      })),
    });
  })
  .get("/campaigns/:id", validate("param", idParam), validate("query", paging), async (c) => {
    const { id } = c.req.valid("param");
    const { limit, offset } = c.req.valid("query");
    const campaign = await findCampaign(c.var.db, id);
    if (!campaign) throw new ApiError("NOT_FOUND", "No such campaign.");
    const [totals, deliveries] = await Promise.all([
      campaignTotals(c.var.db, id),
      listCampaignDeliveries(c.var.db, id, limit, offset),
    ]);
    return c.json({ campaign: { ...campaign, ...totals }, deliveries });
  })
  /** The offline adapter's local outbox (empty when a real provider is configured). */
  .get("/outbox", validate("query", paging), async (c) => {
    const { limit, offset } = c.req.valid("query");
    const [messages, total] = await Promise.all([listOutbox(c.var.db, limit, offset), countOutbox(c.var.db)]);
    return c.json({ messages, total, adapter: c.env.EMAIL_API_KEY ? ("resend" as const) : ("outbox" as const) });
  });
