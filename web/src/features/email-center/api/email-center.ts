import { apiRequest } from "../../../lib/api-client";

export type Audience =
  | { type: "all" }
  | { type: "free" }
  | { type: "premium" }
  | { type: "admins" }
  | { type: "bookRequesters"; bookId: string }
  | { type: "premiumDomain"; domain: string }
  | { type: "address"; email: string };

export type AudienceType = Audience["type"];

export interface Rendered {
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

const BASE = "/admin/email";

export const emailCenterApi = {
  preview: (subject: string, markdown: string, signal?: AbortSignal) =>
    apiRequest<Rendered>(`${BASE}/preview`, { body: { subject, markdown }, signal }),
  audienceCount: (audience: Audience, signal?: AbortSignal) =>
    apiRequest<{ count: number }>(`${BASE}/audience-count`, { body: { audience }, signal }),
  sendTest: (subject: string, markdown: string) =>
    apiRequest<{ to: string; status: string }>(`${BASE}/test`, { body: { subject, markdown } }),
  sendCampaign: (subject: string, markdown: string, audience: Audience) =>
    apiRequest<{ id: string; recipients: number; batches: number }>(`${BASE}/campaigns`, {
      body: { subject, markdown, audience },
    }),
  campaigns: (offset = 0) => apiRequest<{ campaigns: CampaignSummary[] }>(`${BASE}/campaigns?limit=20&offset=${offset}`),
  campaign: (id: string) =>
    apiRequest<{ campaign: CampaignSummary; deliveries: Delivery[] }>(`${BASE}/campaigns/${encodeURIComponent(id)}?limit=100`),
  outbox: (offset = 0) =>
    apiRequest<{ messages: OutboxMessage[]; total: number; adapter: "outbox" | "resend" }>(
      `${BASE}/outbox?limit=20&offset=${offset}`,
    ),
};

export function describeAudience(audience: Audience): string {
  switch (audience.type) {
    case "all":
      return "All users";
    case "free":
      return "Free users";
    case "premium":
      return "Premium users";
    case "admins":
      return "Admins";
    case "bookRequesters":
      return `Requesters of book ${audience.bookId}`;
    case "premiumDomain":
      return `Users of ${audience.domain}`;
    case "address":
      return audience.email;
  }
}
