import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { emailDomain } from "../lib/access";
import type { VerifiedIdentity } from "../services/identity";
import type { Database } from "./client";
import { emailOptOuts, premiumDomains, sessions, users, type User } from "./schema";

/**
 * Premium by domain means an account managed by that domain: the address's domain is a premium
 * domain and Google's hosted-domain claim (`hd`) names the same domain. A personal Google account
 * registered with a work address has no `hd`, so it does not qualify (docs/decisions/082).
 */
export async function isPremiumDomain(db: Database, email: string, hostedDomain: string | null): Promise<boolean> {
  const domain = emailDomain(email);
  if (!hostedDomain || hostedDomain !== domain) return false;
  const row = await db.query.premiumDomains.findFirst({ where: eq(premiumDomains.domain, domain) });
  return !!row;
}

/** Creates or refreshes the user identified by the provider's subject (never by email). */
export async function upsertUserFromIdentity(db: Database, identity: VerifiedIdentity): Promise<User> {
  const premiumDomain = await isPremiumDomain(db, identity.email, identity.hostedDomain);
  const profile = {
    email: identity.email,
    firstName: identity.firstName,
    lastName: identity.lastName,
    profileImageUrl: identity.picture,
    isPremiumDomain: premiumDomain,
    hostedDomain: identity.hostedDomain,
  };
  const [user] = await db
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      googleSub: identity.subject,
      ...profile,
      // An address that opted out before it had an account stays opted out (docs/decisions/083).
      emailOptOut: sql<boolean>`exists (select 1 from ${emailOptOuts} where ${emailOptOuts.email} = ${identity.email.toLowerCase()})`,
    })
    .onConflictDoUpdate({ target: users.googleSub, set: { ...profile, updatedAt: new Date() } })
    .returning();
  return user!;
}

export async function createSession(db: Database, userId: string, ttlSeconds: number) {
  const session = { id: crypto.randomUUID(), userId, expiresAt: new Date(Date.now() + ttlSeconds * 1000) };
  await db.insert(sessions).values(session);
  return session;
}

/** The user of a live session: one query, joined. Null when revoked, expired or unknown. */
export async function findSessionUser(db: Database, sessionId: string, userId: string): Promise<User | null> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession(sessionId, userId))
    .limit(1);
  return row?.user ?? null;
}

/** The one rule of a live session (joined to its user): this user's, not revoked, not expired. */
export function liveSession(sessionId: string, userId: string) {
  return and(
    eq(sessions.id, sessionId),
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, new Date()),
  );
}

export async function revokeSession(db: Database, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`coalesce(${sessions.revokedAt}, ${Date.now()})` })
    .where(eq(sessions.id, sessionId));
}

export async function findUserById(db: Database, userId: string): Promise<User | null> {
  return (await db.query.users.findFirst({ where: eq(users.id, userId) })) ?? null;
}
