import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { sendTransactionalEmail } from "../services/email";
import { nextBillingState, transitionEmail, type BillingFact } from "../services/billing/state-machine";
import type { Database } from "./client";
import { users, webhookEvents, type User } from "./schema";

/** The user a billing fact is about: by our own id (client_reference_id, metadata) first, then by customer. */
export async function findBillingUser(db: Database, ref: { userId?: string | null; customerId?: string | null }) {
  if (ref.userId) {
    const user = await db.query.users.findFirst({ where: eq(users.id, ref.userId) });
    if (user) return user;
  }
  if (ref.customerId) return (await db.query.users.findFirst({ where: eq(users.billingCustomerId, ref.customerId) })) ?? null;
  return null;
}

export async function saveBillingCustomerId(db: Database, userId: string, customerId: string): Promise<void> {
  await db.update(users).set({ billingCustomerId: customerId, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function isEventProcessed(db: Database, eventId: string) {
  return !!(await db.query.webhookEvents.findFirst({ where: eq(webhookEvents.id, eventId), columns: { id: true } }));
}

export type ApplyResult = "applied" | "unchanged" | "stale" | "duplicate";

/** Provider timestamps have second resolution; direct reads are stamped the same way so a later event in the same second still applies. */
export const billingClock = (ms = Date.now()) => new Date(Math.floor(ms / 1000) * 1000);

/**
 * Applies one billing fact observed at `at`, atomically with recording the provider event (if any):
 * an event id is processed once, and a fact older than the last applied one changes nothing.
 */
export async function applyBillingFact(
  env: Env,
  db: Database,
  args: { user: User | null; fact: BillingFact | null; at: Date; event?: { id: string; type: string } },
): Promise<ApplyResult> {
  const { user, fact, at, event } = args;
  if (event && (await isEventProcessed(db, event.id))) return "duplicate";
  const stale = !!user?.billingUpdatedAt && at < user.billingUpdatedAt;
  const patch = user && fact && !stale ? nextBillingState(user, fact) : null;

  const statements: BatchItem<"sqlite">[] = [];
  if (event) statements.push(db.insert(webhookEvents).values({ id: event.id, type: event.type }));
  if (user && patch) {
    statements.push(
      db
        .update(users)
        .set({ ...patch, billingUpdatedAt: at, updatedAt: new Date() })
        .where(and(eq(users.id, user.id), or(isNull(users.billingUpdatedAt), lte(users.billingUpdatedAt, at)))),
    );
  }
  if (statements.length) {
    try {
      await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
    } catch (err) {
      // A concurrent delivery of the same event won the insert: the whole batch rolled back.
      const text = `${(err as Error)?.message ?? err} ${((err as Error)?.cause as Error | undefined)?.message ?? ""}`;
      if (event && /UNIQUE constraint failed: webhook_events/i.test(text)) return "duplicate";
      throw err;
    }
  }
  if (stale) return "stale";
  if (!user || !patch) return "unchanged";

  const email = transitionEmail(user.subscription, patch.subscription);
  if (email) {
    const end = patch.subscriptionEnd?.toISOString().slice(0, 10);
    const message =
      email === "started"
        ? {
            subject: "Welcome to Chapterly Premium",
            markdown: `Hi ${user.firstName || "there"},\n\nYour Chapterly Premium subscription is active${end ? ` (renews on ${end})` : ""}. Enjoy every chapter and unlimited listening.`,
          }
        : {
            subject: "Your Chapterly Premium subscription was cancelled",
            markdown: `Hi ${user.firstName || "there"},\n\nYour subscription was cancelled. You keep Premium access until the end of your billing period${end ? ` on ${end}` : ""}.`,
          };
    await sendTransactionalEmail(env, db, {
      to: user.email,
      ...message,
      dedupeKey: `subscription-${email}:${patch.billingSubscriptionId ?? user.id}`,
    }).catch((err) => console.error("[billing] transactional email failed:", err));
  }
  return "applied";
}
