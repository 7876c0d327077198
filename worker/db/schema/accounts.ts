import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, createdAt, updatedAt, bool } from "./columns";

/** Users, their sign-in sessions, premium domains and the privilege audit. */

/** Subscription lifecycle (docs/decisions/004-subscription-states.md). */
export const SUBSCRIPTION_STATES = ["free", "active", "canceling", "past_due", "ended"] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const users = sqliteTable(
  "users",
  {
    id: id(),
    googleSub: text("google_sub").notNull(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    profileImageUrl: text("profile_image_url"),
    isAdmin: bool("is_admin"),
    isSuperUser: bool("is_super_user"),
    isPremiumDomain: bool("is_premium_domain"),
    /** Google's `hd` claim at the last sign-in: set only for accounts managed by a Google Workspace domain. */
    hostedDomain: text("hosted_domain"),
    subscription: text("subscription").$type<SubscriptionState>().notNull().default("free"),
    subscriptionStart: integer("subscription_start", { mode: "timestamp_ms" }),
    subscriptionEnd: integer("subscription_end", { mode: "timestamp_ms" }),
    billingCustomerId: text("billing_customer_id"),
    billingSubscriptionId: text("billing_subscription_id"),
    /** Last time billing state changed from a provider event; older events are ignored. */
    billingUpdatedAt: integer("billing_updated_at", { mode: "timestamp_ms" }),
    emailOptOut: bool("email_opt_out"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_google_sub_unique").on(t.googleSub),
    index("users_email_idx").on(t.email),
    uniqueIndex("users_billing_customer_unique").on(t.billingCustomerId),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const premiumDomains = sqliteTable("premium_domains", {
  domain: text("domain").primaryKey(),
  createdBy: text("created_by"),
  createdAt: createdAt(),
});

export const privilegeAudit = sqliteTable(
  "privilege_audit",
  {
    id: id(),
    actorUserId: text("actor_user_id").notNull(),
    action: text("action").notNull(),
    target: text("target").notNull(),
    before: text("before", { mode: "json" }),
    after: text("after", { mode: "json" }),
    createdAt: createdAt(),
  },
  (t) => [index("privilege_audit_created_idx").on(t.createdAt)],
);

export type User = typeof users.$inferSelect;
