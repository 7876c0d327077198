import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { privilegeAudit, users } from "../../worker/db/schema";
import { call, json } from "./support/http";
import { createUser, db, signedIn, uniqueId } from "./support/factories";

async function auditFor(target: string) {
  return db().select().from(privilegeAudit).where(eq(privilegeAudit.target, target));
}

describe("user list", () => {
  it("searches by email and name with paging, showing roles, plan and premium-domain status", async () => {
    const tag = uniqueId("findme");
    const a = await createUser("premium", { email: `${tag}-a@example.test`, firstName: "Ada" });
    await createUser("admin", { email: `${tag}-b@example.test` });
    await createUser("premiumDomain", { email: `${tag}-c@example.test` });
    const byName = await createUser("free", { firstName: tag, lastName: "Zed" });
    const { token } = await signedIn("admin");

    const page1 = await json(await call(`/api/v1/admin/users?q=${tag}&limit=2&offset=0`, { token }));
    expect(page1.total).toBe(4);
    expect(page1.users).toHaveLength(2);
    const page2 = await json(await call(`/api/v1/admin/users?q=${tag}&limit=2&offset=2`, { token }));
    const all = [...page1.users, ...page2.users];
    expect(new Set(all.map((u: { id: string }) => u.id)).size).toBe(4);
    expect(all.find((u: { id: string }) => u.id === a.id)).toMatchObject({
      plan: "premium",
      isAdmin: false,
      isSuperUser: false,
      isPremiumDomain: false,
    });
    expect(all.find((u: { email: string }) => u.email.endsWith("-b@example.test"))).toMatchObject({
      plan: "free",
      isAdmin: true,
    });
    expect(all.find((u: { email: string }) => u.email.endsWith("-c@example.test"))).toMatchObject({ isPremiumDomain: true });
    expect(all.find((u: { id: string }) => u.id === byName.id)).toBeDefined();

    const wildcard = await json(await call(`/api/v1/admin/users?q=${encodeURIComponent("%_")}`, { token }));
    expect(wildcard.total).toBe(0);
  });
});

describe("roles", () => {
  it("a super user grants and revokes admin and super user, each change audited with before and after", async () => {
    const { user: actor, token } = await signedIn("superUser");
    const target = await createUser("free");
    const grant = await call(`/api/v1/admin/users/${target.id}/roles`, { method: "PATCH", token, body: { isAdmin: true } });
    expect(grant.status).toBe(200);
    expect(await json(grant)).toMatchObject({ id: target.id, isAdmin: true, isSuperUser: false, changed: true });
    const promote = await call(`/api/v1/admin/users/${target.id}/roles`, { method: "PATCH", token, body: { isSuperUser: true } });
    expect(promote.status).toBe(200);
    const revoke = await call(`/api/v1/admin/users/${target.id}/roles`, {
      method: "PATCH",
      token,
      body: { isAdmin: false, isSuperUser: false },
    });
    expect(revoke.status).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ isAdmin: false, isSuperUser: false });

    const entries = (await auditFor(target.id)).sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
    expect(entries.map((e) => [e.action, e.actorUserId, e.before, e.after])).toEqual([
      ["roles.update", actor.id, { isAdmin: false, isSuperUser: false }, { isAdmin: true, isSuperUser: false }],
      ["roles.update", actor.id, { isAdmin: true, isSuperUser: false }, { isAdmin: true, isSuperUser: true }],
      ["roles.update", actor.id, { isAdmin: true, isSuperUser: true }, { isAdmin: false, isSuperUser: false }],
    ]);

    // A no-op request changes nothing and writes no audit entry.
    const same = await call(`/api/v1/admin/users/${target.id}/roles`, { method: "PATCH", token, body: { isAdmin: false } });
    expect(await json(same)).toMatchObject({ changed: false });
    expect(await auditFor(target.id)).toHaveLength(3);

    const log = await json(await call("/api/v1/admin/audit?limit=100", { token }));
    expect(log.entries.filter((e: { target: string }) => e.target === target.id)).toHaveLength(3);
    expect(log.entries[0]).toMatchObject({ actorEmail: actor.email, targetEmail: target.email });
  });

  it("a super user may demote themself when they confirm it and another super user remains", async () => {
    await createUser("superUser");
    const { user: me, token } = await signedIn("superUser", { isAdmin: true });
    const res = await call(`/api/v1/admin/users/${me.id}/roles`, {
      method: "PATCH",
      token,
      body: { isSuperUser: false, confirmSelfDemotion: true },
    });
    expect(res.status).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ isSuperUser: false, isAdmin: true });
  });
});

describe("premium domains", () => {
  it("adding a domain marks its existing users, removing clears them, both audited", async () => {
    const domain = `${uniqueId("uni")}.example`;
    const member = await createUser("free", { email: `student@${domain.toUpperCase()}`, hostedDomain: domain });
    const outsider = await createUser("free", { email: `someone@not-${domain}` });
    const { user: actor, token } = await signedIn("superUser");

    const add = await call("/api/v1/admin/premium-domains", { token, body: { domain: `  ${domain.toUpperCase()} ` } });
    expect(add.status).toBe(201);
    expect(await json(add)).toEqual({ domain });
    const flags = async () =>
      Object.fromEntries(
        (await db().select().from(users))
          .filter((u) => [member.id, outsider.id].includes(u.id))
          .map((u) => [u.id, u.isPremiumDomain]),
      );
    expect(await flags()).toEqual({ [member.id]: true, [outsider.id]: false });

    const list = await json(await call("/api/v1/admin/premium-domains", { token }));
    expect(list.domains.find((d: { domain: string }) => d.domain === domain)).toMatchObject({ members: 1, createdBy: actor.id });

    // A user signing in later is handled at login; here: removal clears the flag.
    const remove = await call(`/api/v1/admin/premium-domains/${domain}`, { method: "DELETE", token });
    expect(remove.status).toBe(200);
    expect(await flags()).toEqual({ [member.id]: false, [outsider.id]: false });

    const entries = (await auditFor(domain)).sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
    expect(entries.map((e) => [e.action, e.actorUserId, e.before, e.after])).toEqual([
      ["domain.add", actor.id, null, { domain, members: 1 }],
      ["domain.remove", actor.id, { domain, members: 1 }, null],
    ]);
  });

  it("stores internationalized domains in punycode", async () => {
    const { token } = await signedIn("superUser");
    const label = uniqueId("bücher");
    const res = await call("/api/v1/admin/premium-domains", { token, body: { domain: `${label}.example` } });
    expect(res.status).toBe(201);
    expect((await json(res)).domain).toMatch(/^xn--/);
  });
});
