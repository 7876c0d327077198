import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { emailDomain } from "../lib/access";
import type { VerifiedIdentity } from "../services/identity";
import type { Database } from "./client";
import { premiumDomains, sessions, users, type User } from "./schema";

export async function isPremiumDomain(db: Database, email: string): Promise<boolean> {
  const row = await db.query.premiumDomains.findFirst({ where: eq(premiumDomains.domain, emailDomain(email)) });
  return !!row;
}

/** Creates or refreshes the user identified by the provider's subject (never by email). */
export async function upsertUserFromIdentity(db: Database, identity: VerifiedIdentity): Promise<User> {
  const premiumDomain = await isPremiumDomain(db, identity.email);
  const profile = {
    email: identity.email,
    firstName: identity.firstName,
    lastName: identity.lastName,
    profileImageUrl: identity.picture,
    isPremiumDomain: premiumDomain,
  };
  const [user] = await db
    .insert(users)
    .values({ id: crypto.randomUUID(), googleSub: identity.subject, ...profile })
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
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row?.user ?? null;
}

export async function revokeSession(db: Database, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`coalesce(${sessions.revokedAt}, ${Date.now()})` })
    .where(eq(sessions.id, sessionId));
}
