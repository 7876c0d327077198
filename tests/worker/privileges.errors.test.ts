import { eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { privilegeAudit, users } from "../../worker/db/schema";
import { call, errorCode } from "./support/http";
import { createUser, db, signedIn, uniqueId } from "./support/factories";

describe("privilege rules", () => {
  it("demoting yourself needs explicit confirmation", async () => {
    await createUser("superUser");
    const { user: me, token } = await signedIn("superUser");
    for (const body of [{ isSuperUser: false }, { isSuperUser: false, confirmSelfDemotion: false }]) {
      const res = await call(`/api/v1/admin/users/${me.id}/roles`, { method: "PATCH", token, body });
      expect(res.status).toBe(409);
      expect(await errorCode(res)).toBe("CONFIRMATION_REQUIRED");
    }
    const [row] = await db().select().from(users).where(eq(users.id, me.id));
    expect(row!.isSuperUser).toBe(true);
    expect(await db().select().from(privilegeAudit).where(eq(privilegeAudit.target, me.id))).toHaveLength(0);
    // Granting yourself more needs no confirmation.
    const grant = await call(`/api/v1/admin/users/${me.id}/roles`, { method: "PATCH", token, body: { isAdmin: true } });
    expect(grant.status).toBe(200);
  });

  it("nobody removes the last super user, not even with confirmation", async () => {
    const { user: me, token } = await signedIn("superUser");
    // Make this the only super user of this file's database.
    await db().update(users).set({ isSuperUser: false }).where(ne(users.id, me.id));
    const res = await call(`/api/v1/admin/users/${me.id}/roles`, {
      method: "PATCH",
      token,
      body: { isSuperUser: false, confirmSelfDemotion: true },
    });
    expect(res.status).toBe(409);
    expect(await errorCode(res)).toBe("LAST_SUPER_USER");
    const [row] = await db().select().from(users).where(eq(users.id, me.id));
    expect(row!.isSuperUser).toBe(true);
    expect(await db().select().from(privilegeAudit).where(eq(privilegeAudit.target, me.id))).toHaveLength(0);

    // With a second super user the same change goes through.
    const other = await createUser("free");
    expect(
      (await call(`/api/v1/admin/users/${other.id}/roles`, { method: "PATCH", token, body: { isSuperUser: true } })).status,
    ).toBe(200);
    expect(
      (
        await call(`/api/v1/admin/users/${me.id}/roles`, {
          method: "PATCH",
          token,
          body: { isSuperUser: false, confirmSelfDemotion: true },
        })
      ).status,
    ).toBe(200);
  });

  it("rejects unknown users, empty and unknown fields", async () => {
    const { token } = await signedIn("superUser");
    const target = await createUser("free");
    const missing = await call(`/api/v1/admin/users/${uniqueId("ghost")}/roles`, {
      method: "PATCH",
      token,
      body: { isAdmin: true },
    });
    expect(missing.status).toBe(404);
    for (const body of [{}, { isAdmin: "yes" }, { isAdmin: true, isPremiumDomain: true }]) {
      const res = await call(`/api/v1/admin/users/${target.id}/roles`, { method: "PATCH", token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await errorCode(res)).toBe("VALIDATION_FAILED");
    }
  });

  it("rejects invalid domain names, duplicates and unknown removals", async () => {
    const { token } = await signedIn("superUser");
    for (const domain of ["", "localhost", "http://evil.example/x", "a@b.example", "-x.example", "x".repeat(300)]) {
      const res = await call("/api/v1/admin/premium-domains", { token, body: { domain } });
      expect(res.status, domain).toBe(400);
      expect(await errorCode(res)).toBe("VALIDATION_FAILED");
    }
    const domain = `${uniqueId("dup")}.example`;
    expect((await call("/api/v1/admin/premium-domains", { token, body: { domain } })).status).toBe(201);
    const again = await call("/api/v1/admin/premium-domains", { token, body: { domain: domain.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe("CONFLICT");
    expect(await db().select().from(privilegeAudit).where(eq(privilegeAudit.target, domain))).toHaveLength(1);
    const gone = await call(`/api/v1/admin/premium-domains/never-${domain}`, { method: "DELETE", token });
    expect(gone.status).toBe(404);
  });
});

describe("email center input errors", () => {
  it("rejects bad audiences, empty audiences and oversized bodies", async () => {
    const { token } = await signedIn("admin");
    const cases = [
      { audience: { type: "everyone" } },
      { audience: { type: "address", email: "not-an-email" } },
      { audience: { type: "all", extra: 1 } },
    ];
    for (const body of cases) {
      const res = await call("/api/v1/admin/email/audience-count", { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const empty = await call("/api/v1/admin/email/campaigns", {
      token,
      body: { subject: "x", markdown: "y", audience: { type: "premiumDomain", domain: `${uniqueId("nobody")}.example` } },
    });
    expect(empty.status).toBe(400);
    expect(await errorCode(empty)).toBe("BAD_REQUEST");
    const blank = await call("/api/v1/admin/email/preview", { token, body: { subject: "  ", markdown: "y" } });
    expect(blank.status).toBe(400);
    const unknown = await call(`/api/v1/admin/email/campaigns/00000000-0000-4000-8000-000000000000`, { token });
    expect(unknown.status).toBe(404);
  });
});
