import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { Audience } from "../../../shared/contract";
import { id, createdAt } from "./columns";

/** Email campaigns, deliveries, opt-outs and the offline outbox. */

export const emailCampaigns = sqliteTable("email_campaigns", {
  id: id(),
  kind: text("kind").$type<"marketing" | "transactional">().notNull(),
  subject: text("subject").notNull(),
  bodyMarkdown: text("body_markdown").notNull(),
  audience: text("audience", { mode: "json" }).$type<Audience>().notNull(),
  status: text("status").$type<"queued" | "sending" | "sent" | "failed">().notNull().default("queued"),
  createdBy: text("created_by"),
  createdAt: createdAt(),
});

export const emailDeliveries = sqliteTable(
  "email_deliveries",
  {
    id: id(),
    campaignId: text("campaign_id").references(() => emailCampaigns.id, { onDelete: "cascade" }),
    /** Stable per message: campaign and recipient, or the transactional event. Makes sends idempotent. */
    dedupeKey: text("dedupe_key").notNull(),
    toEmail: text("to_email").notNull(),
    userId: text("user_id"),
    status: text("status").$type<"queued" | "sent" | "failed">().notNull().default("queued"),
    error: text("error"),
    providerMessageId: text("provider_message_id"),
    createdAt: createdAt(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("email_deliveries_dedupe_unique").on(t.dedupeKey),
    index("email_deliveries_campaign_idx").on(t.campaignId, t.status),
  ],
);

/**
 * Marketing opt-outs by address, account or not: checked when an audience is resolved and again when
 * each batch is sent, and kept when the address later signs up (docs/decisions/083-opt-outs-by-address.md).
 */
export const emailOptOuts = sqliteTable("email_opt_outs", {
  /** Lower-cased address. */
  email: text("email").primaryKey(),
  createdAt: createdAt(),
});

/** The offline email adapter's outbox: every message, fully rendered. */
export const outboxMessages = sqliteTable("outbox_messages", {
  id: id(),
  toEmail: text("to_email").notNull(),
  fromEmail: text("from_email").notNull(),
  subject: text("subject").notNull(),
  html: text("html").notNull(),
  text: text("text").notNull(),
  headers: text("headers", { mode: "json" }).$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});
