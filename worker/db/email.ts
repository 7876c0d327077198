import { and, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { PAST_DUE_GRACE_DAYS } from "../lib/access";
import type { Database } from "./client";
import { emailCampaigns, emailDeliveries, emailOptOuts, outboxMessages, summarizationRequests, users } from "./schema";

import type { Audience } from "../../shared/contract";

export type { Audience };

export interface Recipient {
  email: string;
  userId: string | null;
}

const DAY_MS = 86_400_000;

/** SQL twin of isSubscribed() in lib/access.ts: the same states, end dates and past-due grace. */
export function subscribedSql(now = Date.now()): SQL {
  return sql`(
    (${users.subscription} in ('active', 'canceling') and (${users.subscriptionEnd} is null or ${users.subscriptionEnd} > ${now}))
    or (${users.subscription} = 'past_due' and (${users.subscriptionEnd} is null or ${users.subscriptionEnd} + ${PAST_DUE_GRACE_DAYS * DAY_MS} > ${now}))
  )`;
}

export const emailDomainSql = sql`lower(substr(${users.email}, instr(${users.email}, '@') + 1))`;

/**
 * Marketing recipients of an audience, one per address, without anyone who opted out: by address
 * (email_opt_outs, account or not) or on an account row from before that table existed.
 */
export async function resolveAudience(db: Database, audience: Audience, now = Date.now()): Promise<Recipient[]> {
  if (audience.type === "bookRequesters" || audience.type === "address") {
    // These may include people without an account; an account's opt-out still applies.
    const source =
      audience.type === "address"
        ? sql`select ${audience.email.toLowerCase()} as email`
        : sql`select distinct lower(${summarizationRequests.email}) as email from ${summarizationRequests} where ${summarizationRequests.bookId} = ${audience.bookId}`;
    const rows = await db.all<{ email: string; user_id: string | null; opted_out: number | null }>(sql`
      select r.email as email,
        (select u.id from users u where lower(u.email) = r.email order by u.created_at limit 1) as user_id,
        (exists (select 1 from email_opt_outs o where o.email = r.email)
          or exists (select 1 from users u where lower(u.email) = r.email and u.email_opt_out = 1)) as opted_out
      from (${source}) r order by r.email`);
    return rows.filter((r) => !r.opted_out).map((r) => ({ email: r.email, userId: r.user_id }));
  }
  const filters: Record<Exclude<Audience["type"], "bookRequesters" | "address">, SQL> = {
    all: sql`1 = 1`,
    free: sql`not ${subscribedSql(now)}`,
    premium: subscribedSql(now),
    admins: sql`(${users.isAdmin} = 1 or ${users.isSuperUser} = 1)`,
    premiumDomain: sql`${emailDomainSql} = ${audience.type === "premiumDomain" ? audience.domain.toLowerCase() : ""}`,
  };
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})`, userId: sql<string>`min(${users.id})` })
    .from(users)
    .where(
      and(
        filters[audience.type],
        eq(users.emailOptOut, false),
        sql`not exists (select 1 from ${emailOptOuts} where ${emailOptOuts.email} = lower(${users.email}))`,
      ),
    )
    .groupBy(sql`lower(${users.email})`)
    .orderBy(sql`lower(${users.email})`);
  return rows;
}

export function campaignDedupeKey(campaignId: string, email: string): string {
  return `campaign:${campaignId}:${email.toLowerCase()}`;
}

/** 10 bound values per row; D1 allows 100 per statement. */
const DELIVERY_ROWS_PER_INSERT = 9;

/** The campaign and one queued delivery per recipient, in one atomic batch. */
export async function createCampaign(
  db: Database,
  input: { subject: string; markdown: string; audience: Audience; createdBy: string },
  recipients: Recipient[],
) {
  const id = crypto.randomUUID();
  const createdAt = new Date();
  const campaignInsert = db.insert(emailCampaigns).values({
    id,
    kind: "marketing",
    subject: input.subject,
    bodyMarkdown: input.markdown,
    audience: input.audience,
    status: "queued",
    createdBy: input.createdBy,
    createdAt,
  });
  const deliveryInserts = [];
  for (let i = 0; i < recipients.length; i += DELIVERY_ROWS_PER_INSERT) {
    deliveryInserts.push(
      db.insert(emailDeliveries).values(
        recipients.slice(i, i + DELIVERY_ROWS_PER_INSERT).map((r) => ({
          id: crypto.randomUUID(),
          campaignId: id,
          dedupeKey: campaignDedupeKey(id, r.email),
          toEmail: r.email,
          userId: r.userId,
          status: "queued" as const,
          error: null,
          providerMessageId: null,
          createdAt,
          sentAt: null,
        })),
      ),
    );
  }
  await db.batch([campaignInsert, ...deliveryInserts]);
  return { id, createdAt };
}

const totalsColumns = {
  total: sql<number>`count(${emailDeliveries.id})`,
  queued: sql<number>`coalesce(sum(case when ${emailDeliveries.status} = 'queued' then 1 else 0 end), 0)`,
  sent: sql<number>`coalesce(sum(case when ${emailDeliveries.status} = 'sent' then 1 else 0 end), 0)`,
  failed: sql<number>`coalesce(sum(case when ${emailDeliveries.status} = 'failed' then 1 else 0 end), 0)`,
};

export async function listCampaigns(db: Database, limit: number, offset: number) {
  return db
    .select({
      id: emailCampaigns.id,
      subject: emailCampaigns.subject,
      audience: emailCampaigns.audience,
      status: emailCampaigns.status,
      createdBy: emailCampaigns.createdBy,
      createdByEmail: users.email,
      createdAt: emailCampaigns.createdAt,
      ...totalsColumns,
    })
    .from(emailCampaigns)
    .leftJoin(emailDeliveries, eq(emailDeliveries.campaignId, emailCampaigns.id))
    .leftJoin(users, eq(users.id, emailCampaigns.createdBy))
    .where(eq(emailCampaigns.kind, "marketing"))
    .groupBy(emailCampaigns.id)
    .orderBy(desc(emailCampaigns.createdAt), desc(emailCampaigns.id))
    .limit(limit)
    .offset(offset);
}

export type CampaignStatus = (typeof emailCampaigns.$inferSelect)["status"];

export async function findCampaign(db: Database, campaignId: string) {
  return (await db.query.emailCampaigns.findFirst({ where: eq(emailCampaigns.id, campaignId) })) ?? null;
}

export async function setCampaignStatus(db: Database, campaignId: string, status: CampaignStatus): Promise<void> {
  await db.update(emailCampaigns).set({ status }).where(eq(emailCampaigns.id, campaignId));
}

/** The campaign's delivery rows for the given dedupe keys (one queue batch). */
export async function listBatchDeliveries(db: Database, campaignId: string, dedupeKeys: string[]) {
  return db
    .select({ dedupeKey: emailDeliveries.dedupeKey, toEmail: emailDeliveries.toEmail, userId: emailDeliveries.userId })
    .from(emailDeliveries)
    .where(and(eq(emailDeliveries.campaignId, campaignId), inArray(emailDeliveries.dedupeKey, dedupeKeys)));
}

export async function campaignTotals(db: Database, campaignId: string) {
  const [row] = await db.select(totalsColumns).from(emailDeliveries).where(eq(emailDeliveries.campaignId, campaignId));
  return {
    total: Number(row?.total ?? 0),
    queued: Number(row?.queued ?? 0),
    sent: Number(row?.sent ?? 0),
    failed: Number(row?.failed ?? 0),
  };
}

export async function listCampaignDeliveries(db: Database, campaignId: string, limit: number, offset: number) {
  return db
    .select({
      email: emailDeliveries.toEmail,
      status: emailDeliveries.status,
      error: emailDeliveries.error,
      sentAt: emailDeliveries.sentAt,
    })
    .from(emailDeliveries)
    .where(eq(emailDeliveries.campaignId, campaignId))
    .orderBy(emailDeliveries.toEmail)
    .limit(limit)
    .offset(offset);
}

/** Marks a still-unclaimed queued delivery failed (e.g. the recipient opted out since queueing). */
export async function skipDelivery(db: Database, dedupeKey: string, reason: string) {
  await db
    .update(emailDeliveries)
    .set({ status: "failed", error: reason })
    .where(
      and(
        eq(emailDeliveries.dedupeKey, dedupeKey),
        eq(emailDeliveries.status, "queued"),
        isNull(emailDeliveries.providerMessageId),
      ),
    );
}

export async function listOutbox(db: Database, limit: number, offset: number) {
  return db
    .select()
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit)
    .offset(offset);
}

export async function countOutbox(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(outboxMessages);
  return Number(row?.n ?? 0);
}

/**
 * Records a marketing opt-out for the address itself (so it holds for someone without an account,
 * and for an account made later) and flags every account with it, in one batch.
 */
export async function recordOptOut(db: Database, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  await db.batch([
    db.insert(emailOptOuts).values({ email: address }).onConflictDoNothing(),
    db
      .update(users)
      .set({ emailOptOut: true, updatedAt: new Date() })
      .where(and(sql`lower(${users.email}) = ${address}`, eq(users.emailOptOut, false))),
  ]);
}

/** The addresses among `emails` (lower-cased) that opted out of marketing mail. */
export async function optedOutAmong(db: Database, emails: string[]): Promise<Set<string>> {
  const addresses = [...new Set(emails.map((e) => e.toLowerCase()))];
  if (addresses.length === 0) return new Set();
  const [byAddress, byAccount] = await Promise.all([
    db.select({ email: emailOptOuts.email }).from(emailOptOuts).where(inArray(emailOptOuts.email, addresses)),
    db
      .select({ email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(and(eq(users.emailOptOut, true), inArray(sql`lower(${users.email})`, addresses))),
  ]);
  return new Set([...byAddress, ...byAccount].map((r) => r.email));
}
