import type { Audience } from "../../../../../shared/contract";
import { api } from "../../../lib/api-client";

export type {
  Audience,
  AudienceType,
  CampaignSummary,
  Delivery,
  OutboxMessage,
  RenderedEmail as Rendered,
} from "../../../../../shared/contract";

export const emailCenterApi = {
  preview: (subject: string, markdown: string, signal?: AbortSignal) =>
    api("POST /admin/email/preview", { body: { subject, markdown }, signal }),
  audienceCount: (audience: Audience, signal?: AbortSignal) =>
    api("POST /admin/email/audience-count", { body: { audience }, signal }),
  sendTest: (subject: string, markdown: string) => api("POST /admin/email/test", { body: { subject, markdown } }),
  sendCampaign: (subject: string, markdown: string, audience: Audience) =>
    api("POST /admin/email/campaigns", { body: { subject, markdown, audience } }),
  campaigns: (offset = 0) => api("GET /admin/email/campaigns", { query: { limit: 20, offset } }),
  campaign: (id: string, signal?: AbortSignal) =>
    api("GET /admin/email/campaigns/:id", { params: { id }, query: { limit: 100 }, signal }),
  outbox: (offset = 0, signal?: AbortSignal) => api("GET /admin/email/outbox", { query: { limit: 20, offset }, signal }),
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
