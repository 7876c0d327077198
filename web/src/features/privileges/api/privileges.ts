import { apiRequest } from "../../../lib/api-client";

export interface AdminUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  isSuperUser: boolean;
  isPremiumDomain: boolean;
  plan: "free" | "premium";
  subscription: string;
  emailOptOut: boolean;
}

export interface PremiumDomain {
  domain: string;
  createdAt: string;
  createdBy: string | null;
  members: number;
}

export interface AuditEntry {
  id: string;
  action: string;
  target: string;
  targetEmail: string | null;
  actorEmail: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export const PAGE_SIZE = 20;

export const privilegesApi = {
  users: (q: string, offset: number, signal?: AbortSignal) =>
    apiRequest<{ users: AdminUser[]; total: number }>(
      `/admin/users?q=${encodeURIComponent(q)}&limit=${PAGE_SIZE}&offset=${offset}`,
      { signal },
    ),
  setRoles: (id: string, roles: { isAdmin?: boolean; isSuperUser?: boolean; confirmSelfDemotion?: boolean }) =>
    apiRequest<{ id: string; isAdmin: boolean; isSuperUser: boolean; changed: boolean }>(
      `/admin/users/${encodeURIComponent(id)}/roles`,
      {
        method: "PATCH",
        body: roles,
      },
    ),
  domains: () => apiRequest<{ domains: PremiumDomain[] }>("/admin/premium-domains"),
  addDomain: (domain: string) => apiRequest<{ domain: string }>("/admin/premium-domains", { body: { domain } }),
  removeDomain: (domain: string) =>
    apiRequest<{ domain: string }>(`/admin/premium-domains/${encodeURIComponent(domain)}`, { method: "DELETE" }),
  audit: (offset: number) =>
    apiRequest<{ entries: AuditEntry[]; total: number }>(`/admin/audit?limit=${PAGE_SIZE}&offset=${offset}`),
};
