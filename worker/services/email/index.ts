import type { Database } from "../../db/client";

/**
 * The email service (the email center work fills in the adapters, campaigns and rendering).
 * Contract for other features: transactional messages (summary ready, subscription started or
 * cancelled) are sent regardless of marketing opt-out, once per dedupeKey.
 */
export interface TransactionalEmail {
  to: string;
  subject: string;
  /** Markdown body; rendered to sanitized HTML and plain text by the service. */
  markdown: string;
  /** Stable id of this message, e.g. `summary-ready:{bookId}:{email}`; a second send with it does nothing. */
  dedupeKey: string;
}

export async function sendTransactionalEmail(_env: Env, _db: Database, message: TransactionalEmail): Promise<void> {
  console.log(`[email] would send "${message.subject}" to ${message.to} (${message.dedupeKey})`);
}
