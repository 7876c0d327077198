import { api } from "../../../lib/api-client";

export type { AdminUser, AuditEntry, PremiumDomain } from "../../../../../shared/contract";

export const PAGE_SIZE = 20;

export const privilegesApi = {
  users: (q: string, offset: number, signal?: AbortSignal) =>
    api("GET /admin/users", { query: { q, limit: PAGE_SIZE, offset }, signal }),
  setRoles: (id: string, roles: { isAdmin?: boolean; isSuperUser?: boolean; confirmSelfDemotion?: boolean }) =>
    api("PATCH /admin/users/:id/roles", { params: { id }, body: roles }),
  domains: (signal?: AbortSignal) => api("GET /admin/premium-domains", { signal }),
  addDomain: (domain: string) => api("POST /admin/premium-domains", { body: { domain } }),
  removeDomain: (domain: string) => api("DELETE /admin/premium-domains/:domain", { params: { domain } }),
  audit: (offset: number, signal?: AbortSignal) => api("GET /admin/audit", { query: { limit: PAGE_SIZE, offset }, signal }),
};
