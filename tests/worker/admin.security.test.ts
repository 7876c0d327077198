import { describe, expect, it } from "vitest";
import { call, errorCode } from "./support/http";
import { signedIn, type Persona } from "./support/factories";

const UUID = "00000000-0000-4000-8000-000000000000";
const compose = { subject: "Hello", markdown: "Hi" };

/** Every admin route, with a valid body, and the least role that may call it. */
const ROUTES: { method: string; path: string; body?: unknown; role: "admin" | "superUser" }[] = [
  { method: "POST", path: "/api/v1/admin/email/preview", body: compose, role: "admin" },
  { method: "POST", path: "/api/v1/admin/email/audience-count", body: { audience: { type: "all" } }, role: "admin" },
  { method: "POST", path: "/api/v1/admin/email/test", body: compose, role: "admin" },
  {
    method: "POST",
    path: "/api/v1/admin/email/campaigns",
    body: { ...compose, audience: { type: "address", email: "matrix@example.test" } },
    role: "admin",
  },
  { method: "GET", path: "/api/v1/admin/email/campaigns", role: "admin" },
  { method: "GET", path: `/api/v1/admin/email/campaigns/${UUID}`, role: "admin" },
  { method: "GET", path: "/api/v1/admin/email/outbox", role: "admin" },
  { method: "GET", path: "/api/v1/admin/users", role: "admin" },
  { method: "GET", path: "/api/v1/admin/premium-domains", role: "admin" },
  { method: "GET", path: "/api/v1/admin/audit", role: "admin" },
  { method: "PATCH", path: "/api/v1/admin/users/SELF/roles", body: { isAdmin: true }, role: "superUser" },
  { method: "POST", path: "/api/v1/admin/premium-domains", body: { domain: "matrix.example.org" }, role: "superUser" },
  { method: "DELETE", path: "/api/v1/admin/premium-domains/matrix.example.org", role: "superUser" },
];

const NON_ADMINS: Persona[] = ["free", "premium", "premiumDomain"];

describe("admin routes authorization matrix", () => {
  for (const route of ROUTES) {
    const request = (token?: string) => ({
      method: route.method,
      token,
      body: route.body,
    });
    const path = (selfId: string) => route.path.replace("SELF", selfId);

    it(`${route.method} ${route.path}: anonymous 401`, async () => {
      const res = await call(path("nobody"), request());
      expect(res.status).toBe(401);
      expect(await errorCode(res)).toBe("UNAUTHORIZED");
    });

    it(`${route.method} ${route.path}: free, premium and premium-domain users 403`, async () => {
      for (const persona of NON_ADMINS) {
        const { user, token } = await signedIn(persona);
        const res = await call(path(user.id), request(token));
        expect(res.status, persona).toBe(403);
        expect(await errorCode(res)).toBe("FORBIDDEN");
      }
    });

    it(`${route.method} ${route.path}: admin ${route.role === "admin" ? "allowed" : "403"}`, async () => {
      const { user, token } = await signedIn("admin");
      const res = await call(path(user.id), request(token));
      if (route.role === "admin") {
        expect([200, 201, 202, 404]).toContain(res.status);
      } else {
        expect(res.status).toBe(403);
        expect(await errorCode(res)).toBe("FORBIDDEN");
      }
    });

    it(`${route.method} ${route.path}: super user allowed`, async () => {
      const { user, token } = await signedIn("superUser");
      const res = await call(path(user.id), request(token));
      expect([200, 201, 202, 404]).toContain(res.status);
    });
  }

  it("an admin's successful role change attempt changes nothing", async () => {
    const { token } = await signedIn("admin");
    const { user: target } = await signedIn("free");
    const res = await call(`/api/v1/admin/users/${target.id}/roles`, { method: "PATCH", token, body: { isSuperUser: true } });
    expect(res.status).toBe(403);
    const { token: superToken } = await signedIn("superUser");
    const list = await call(`/api/v1/admin/users?q=${encodeURIComponent(target.email)}`, { token: superToken });
    const body = (await list.json()) as { users: { id: string; isSuperUser: boolean; isAdmin: boolean }[] };
    expect(body.users.find((u) => u.id === target.id)).toMatchObject({ isAdmin: false, isSuperUser: false });
  });
});
