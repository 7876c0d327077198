import { Hono } from "hono";
import { z } from "zod";
import { addPremiumDomain, changeRoles, listAudit, listPremiumDomains, listUsers, removePremiumDomain } from "../db/privileges";
import { findUserById } from "../db/users";
import type { AppEnv } from "../env";
import { normalizeDomainName } from "../lib/domain-name";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validate";
import { requireRole } from "../middleware/auth";

const paging = {
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
};
const userListQuery = z.object({ q: z.string().trim().max(200).default(""), ...paging }).strict();
const auditQuery = z.object({ ...paging }).strict();
const userParam = z.object({ id: z.string().min(1).max(100) }).strict();
const rolesBody = z
  .object({
    isAdmin: z.boolean().optional(),
    isSuperUser: z.boolean().optional(),
    /** Required when the change removes a role from the caller. */
    confirmSelfDemotion: z.boolean().optional(),
  })
  .strict()
  .refine((body) => body.isAdmin !== undefined || body.isSuperUser !== undefined, { message: "Give isAdmin or isSuperUser." });
const domainName = z
  .string()
  .max(300)
  .transform((value, ctx) => {
    const domain = normalizeDomainName(value);
    if (!domain) {
      ctx.addIssue({ code: "custom", message: "Enter a domain name like example.org." });
      return z.NEVER;
    }
    return domain;
  });
const domainBody = z.object({ domain: domainName }).strict();
const domainParam = z.object({ domain: domainName }).strict();

/**
 * Privilege management (/admin/privileges; docs/product.md, "Who uses it"): admins view; only super users change
 * roles and premium domains. Every change is audited in the same batch as the change.
 */
export const adminPrivilegeRoutes = new Hono<AppEnv>()
  .get("/users", requireRole("admin"), validate("query", userListQuery), async (c) => {
    const { q, limit, offset } = c.req.valid("query");
    return c.json(await listUsers(c.var.db, q, limit, offset));
  })
  .patch("/users/:id/roles", requireRole("superUser"), validate("param", userParam), validate("json", rolesBody), async (c) => {
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const me = c.var.user;
    const target = await findUserById(c.var.db, id);
    if (!target) throw new ApiError("NOT_FOUND", "No such user.");
    const before = { isAdmin: target.isAdmin, isSuperUser: target.isSuperUser };
    const after = { isAdmin: body.isAdmin ?? before.isAdmin, isSuperUser: body.isSuperUser ?? before.isSuperUser };
    const changed = before.isAdmin !== after.isAdmin || before.isSuperUser !== after.isSuperUser;
    if (changed) {
      const demotesSelf =
        target.id === me.id && ((before.isAdmin && !after.isAdmin) || (before.isSuperUser && !after.isSuperUser));
      if (demotesSelf && body.confirmSelfDemotion !== true)
        throw new ApiError("CONFIRMATION_REQUIRED", "You are removing your own role. Confirm with confirmSelfDemotion: true.");
      const result = await changeRoles(c.var.db, me.id, target.id, before, after);
      if (!result.ok && result.reason === "last-super-user")
        throw new ApiError("LAST_SUPER_USER", "This is the last super user. Make someone else a super user first.");
      if (!result.ok) throw new ApiError("CONFLICT", "This user's roles changed meanwhile. Reload and try again.");
    }
    return c.json({ id: target.id, email: target.email, ...after, changed });
  })
  .get("/premium-domains", requireRole("admin"), async (c) => {
    const rows = await listPremiumDomains(c.var.db);
    return c.json({ domains: rows.map((r) => ({ ...r, members: Number(r.members) })) });
  })
  .post("/premium-domains", requireRole("superUser"), validate("json", domainBody), async (c) => {
    const { domain } = c.req.valid("json");
    if (!(await addPremiumDomain(c.var.db, c.var.user.id, domain)))
      throw new ApiError("CONFLICT", `${domain} is already a premium domain.`);
    return c.json({ domain }, 201);
  })
  .delete("/premium-domains/:domain", requireRole("superUser"), validate("param", domainParam), async (c) => {
    const { domain } = c.req.valid("param");
    if (!(await removePremiumDomain(c.var.db, c.var.user.id, domain)))
      throw new ApiError("NOT_FOUND", `${domain} is not a premium domain.`);
    return c.json({ domain, removed: true });
  })
  .get("/audit", requireRole("admin"), validate("query", auditQuery), async (c) => {
    const { limit, offset } = c.req.valid("query");
    return c.json(await listAudit(c.var.db, limit, offset));
  });
