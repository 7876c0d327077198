/** Admin screens: privileges, premium domains, audit log, email center. */

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

export type Audience =
  | { type: "all" }
  | { type: "free" }
  | { type: "premium" }
  | { type: "admins" }
  | { type: "bookRequesters"; bookId: string }
  | { type: "premiumDomain"; domain: string }
  | { type: "address"; email: string };

export type AudienceType = Audience["type"];

export interface RenderedEmail {
  html: string;
  text: string;
}

export interface CampaignSummary {
  id: string;
  subject: string;
  audience: Audience;
  status: "queued" | "sending" | "sent" | "failed";
  createdByEmail: string | null;
  createdAt: string;
  total: number;
  queued: number;
  sent: number;
  failed: number;
}

export interface Delivery {
  email: string;
  status: "queued" | "sent" | "failed";
  error: string | null;
  sentAt: string | null;
}

export interface OutboxMessage {
  id: string;
  toEmail: string;
  fromEmail: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  createdAt: string;
}
