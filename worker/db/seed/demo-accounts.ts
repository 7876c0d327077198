import { devSubject } from "../../services/identity/dev-issuer";
import type { Database } from "../client";
import { billingSimSubscriptions, premiumDomains, users } from "../schema";

export const DEMO_PREMIUM_DOMAIN = "premium-campus.edu";

/** The demo accounts of the offline identity issuer; sign in as any of them from /login. */
export const DEMO_ACCOUNTS = [
  { email: "free@demo.chapterly.dev", firstName: "Frida", lastName: "Free", role: "Free plan" },
  { email: "premium@demo.chapterly.dev", firstName: "Paul", lastName: "Premium", role: "Premium subscriber" },
  { email: "admin@demo.chapterly.dev", firstName: "Ada", lastName: "Admin", role: "Admin" },
  { email: "super@demo.chapterly.dev", firstName: "Sam", lastName: "Super", role: "Super user" },
  { email: `reader@${DEMO_PREMIUM_DOMAIN}`, firstName: "Rita", lastName: "Reader", role: "Premium domain" },
] as const;

const DAY = 86_400_000;

/** Creates the demo accounts once; later runs leave them as they are (roles may have been changed in the app). */
export async function seedDemoAccounts(db: Database, now = Date.now()) {
  await db.insert(premiumDomains).values({ domain: DEMO_PREMIUM_DOMAIN, createdBy: "seed" }).onConflictDoNothing();
  for (const account of DEMO_ACCOUNTS) {
    const email = account.email;
    await db
      .insert(users)
      .values({
        id: `demo-${email.split("@")[0]}`,
        googleSub: devSubject(email),
        email,
        firstName: account.firstName,
        lastName: account.lastName,
        isAdmin: email.startsWith("admin@"),
        isSuperUser: email.startsWith("super@"),
        isPremiumDomain: email.endsWith(`@${DEMO_PREMIUM_DOMAIN}`),
        // What the offline issuer's `hd` claim says for these addresses (accounts managed by their domain).
        hostedDomain: email.slice(email.indexOf("@") + 1),
        ...(email.startsWith("premium@")
          ? {
              subscription: "active" as const,
              subscriptionStart: new Date(now - 5 * DAY),
              subscriptionEnd: new Date(now + 25 * DAY),
              billingCustomerId: "cus_demo_premium",
              billingSubscriptionId: "sub_demo_premium",
            }
          : {}),
      })
      .onConflictDoNothing();
  }
  // The checkout simulator's side of the premium demo subscription, so unsubscribe and "end period" work for it.
  await db
    .insert(billingSimSubscriptions)
    .values({
      id: "sub_demo_premium",
      customerId: "cus_demo_premium",
      userId: "demo-premium",
      status: "active",
      startedAt: new Date(now - 5 * DAY),
      currentPeriodStart: new Date(now - 5 * DAY),
      currentPeriodEnd: new Date(now + 25 * DAY),
    })
    .onConflictDoNothing();
}
