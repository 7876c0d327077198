import type { BookDownload } from "../../../../../shared/contract";
import { api } from "../../../lib/api-client";

export type { BookDownload };

/** The server grants a download to premium access only (403 PREMIUM_REQUIRED otherwise; docs/decisions/175). */
export function requestDownload(bookId: string): Promise<BookDownload> {
  return api("POST /audio/download", { body: { bookId } });
}
