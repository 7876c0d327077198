import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id, createdAt, bool } from "./columns";

/** Stripe webhook events and the offline checkout simulator. */

export const webhookEvents = sqliteTable("webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: createdAt(),
});

/** Offline checkout simulator state (migrations/0002; docs/decisions/050-offline-checkout-simulator.md). */
export const billingSimSubscriptions = sqliteTable(
  "billing_sim_subscriptions",
  {
    id: id(),
    customerId: text("customer_id").notNull(),
    userId: text("user_id").notNull(),
    status: text("status").$type<"active" | "past_due" | "canceled">().notNull(),
    cancelAtPeriodEnd: bool("cancel_at_period_end"),
    startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
    currentPeriodStart: integer("current_period_start", { mode: "timestamp_ms" }).notNull(),
    currentPeriodEnd: integer("current_period_end", { mode: "timestamp_ms" }).notNull(),
    endedAt: integer("ended_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("billing_sim_subscriptions_user_idx").on(t.userId)],
);

export const billingSimSessions = sqliteTable("billing_sim_sessions", {
  id: id(),
  userId: text("user_id").notNull(),
  customerId: text("customer_id").notNull(),
  priceId: text("price_id").notNull(),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  status: text("status").$type<"open" | "complete" | "expired">().notNull().default("open"),
  paymentStatus: text("payment_status").$type<"paid" | "unpaid">().notNull().default("unpaid"),
  subscriptionId: text("subscription_id"),
  createdAt: createdAt(),
});
