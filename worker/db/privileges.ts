import { and, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "./client";
import { emailDomainSql, subscribedSql } from "./email";
import { premiumDomains, privilegeAudit, users } from "./schema";

export interface Roles {
  isAdmin: boolean;
  isSuperUser: boolean;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

export async function listUsers(db: Database, search: string, limit: number, offset: number) {
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  const where = search
    ? or(
        sql`lower(${users.email}) like ${pattern} escape '\\'`,
        sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern} escape '\\'`,
      )
    : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        isAdmin: users.isAdmin,
        isSuperUser: users.isSuperUser,
        isPremiumDomain: users.isPremiumDomain,
        subscription: users.subscription,
        subscriptionEnd: users.subscriptionEnd,
        subscribed: sql<number>`${subscribedSql()}`,
        emailOptOut: users.emailOptOut,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(users.email, users.id)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)` })
      .from(users)
      .where(where),
  ]);
  return {
    users: rows.map(({ subscribed, ...row }) => ({ ...row, plan: subscribed ? ("premium" as const) : ("free" as const) })),
    total: Number(count?.n ?? 0),
  };
}

/** Audit row written by the same batch, only when the preceding statement changed something. */
function auditIfChanged(
  db: Database,
  actorUserId: string,
  action: string,
  target: string,
  before: SQL | string,
  after: SQL | string,
) {
  // Columns in table order: id, actor_user_id, action, target, before, after, created_at.
  return db
    .insert(privilegeAudit)
    .select(
      sql`select ${crypto.randomUUID()}, ${actorUserId}, ${action}, ${target}, ${before}, ${after}, ${Date.now()} where changes() > 0`,
    );
}

export type RoleChangeResult = { ok: true } | { ok: false; reason: "last-super-user" | "stale" };

/**
 * Sets a user's roles and writes the audit entry atomically. The update only applies if the
 * roles are still `before` (no lost update) and, when it removes a super user, another one remains.
 */
export async function changeRoles(
  db: Database,
  actorUserId: string,
  targetId: string,
  before: Roles,
  after: Roles,
): Promise<RoleChangeResult> {
  const removesSuperUser = before.isSuperUser && !after.isSuperUser;
  const [update] = await db.batch([
    db
      .update(users)
      .set({ isAdmin: after.isAdmin, isSuperUser: after.isSuperUser, updatedAt: new Date() })
      .where(
        and(
          eq(users.id, targetId),
          eq(users.isAdmin, before.isAdmin),
          eq(users.isSuperUser, before.isSuperUser),
          removesSuperUser
            ? sql`exists (select 1 from users other where other.is_super_user = 1 and other.id <> ${targetId})`
            : undefined,
        ),
      ),
    auditIfChanged(db, actorUserId, "roles.update", targetId, JSON.stringify(before), JSON.stringify(after)),
  ]);
  if (update.meta.changes > 0) return { ok: true };
  if (removesSuperUser) {
    const [others] = await db
      .select({ n: sql<number>`count(*)` })
      .from(users)
      .where(and(eq(users.isSuperUser, true), sql`${users.id} <> ${targetId}`));
    if (Number(others?.n ?? 0) === 0) return { ok: false, reason: "last-super-user" };
  }
  return { ok: false, reason: "stale" };
}

export async function listPremiumDomains(db: Database) {
  return db
    .select({
      domain: premiumDomains.domain,
      createdAt: premiumDomains.createdAt,
      createdBy: premiumDomains.createdBy,
      members: sql<number>`(select count(*) from users where lower(substr(users.email, instr(users.email, '@') + 1)) = ${premiumDomains.domain})`,
    })
    .from(premiumDomains)
    .orderBy(premiumDomains.domain);
}

function memberCountSql(domain: string) {
  return sql`(select count(*) from users where lower(substr(users.email, instr(users.email, '@') + 1)) = ${domain})`;
}

/** Adds the domain, marks its existing users premium-domain and audits it, in one batch. False if it exists. */
export async function addPremiumDomain(db: Database, actorUserId: string, domain: string): Promise<boolean> {
  const [insert] = await db.batch([
    db.insert(premiumDomains).values({ domain, createdBy: actorUserId, createdAt: new Date() }).onConflictDoNothing(),
    auditIfChanged(
      db,
      actorUserId,
      "domain.add",
      domain,
      "null",
      sql`json_object('domain', ${domain}, 'members', ${memberCountSql(domain)})`,
    ),
    db
      .update(users)
      .set({ isPremiumDomain: true })
      // Only accounts the domain manages (Google's `hd` at their last sign-in), docs/decisions/082.
      .where(and(sql`${emailDomainSql} = ${domain}`, eq(users.hostedDomain, domain), eq(users.isPremiumDomain, false))),
  ]);
  return insert.meta.changes > 0;
}

/** Removes the domain, clears the flag of its users and audits it, in one batch. False if absent. */
export async function removePremiumDomain(db: Database, actorUserId: string, domain: string): Promise<boolean> {
  const [remove] = await db.batch([
    db.delete(premiumDomains).where(eq(premiumDomains.domain, domain)),
    auditIfChanged(
      db,
      actorUserId,
      "domain.remove",
      domain,
      sql`json_object('domain', ${domain}, 'members', ${memberCountSql(domain)})`,
      "null",
    ),
    db
      .update(users)
      .set({ isPremiumDomain: false })
      .where(and(sql`${emailDomainSql} = ${domain}`, eq(users.isPremiumDomain, true))),
  ]);
  return remove.meta.changes > 0;
}

export async function listAudit(db: Database, limit: number, offset: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: privilegeAudit.id,
        action: privilegeAudit.action,
        target: privilegeAudit.target,
        before: privilegeAudit.before,
        after: privilegeAudit.after,
        createdAt: privilegeAudit.createdAt,
        actorUserId: privilegeAudit.actorUserId,
        actorEmail: sql<string | null>`(select email from users where users.id = ${privilegeAudit.actorUserId})`,
        targetEmail: sql<string | null>`(select email from users where users.id = ${privilegeAudit.target})`,
      })
      .from(privilegeAudit)
      .orderBy(desc(privilegeAudit.createdAt), desc(privilegeAudit.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)` }).from(privilegeAudit),
  ]);
  return { entries: rows, total: Number(count?.n ?? 0) };
}
