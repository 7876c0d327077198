/**
 * Who may call each /api/v1 route. "public": anyone (a role-dependent answer, like placeholder
 * snippets, is tested where the feature is); "user": any signed-in user; "admin": admins and
 * super users; "superUser": super users only; "premium": premium access (subscribers, premium
 * domains, admins, super users), as real snippets are. Routes guarded by something else (signed URLs,
 * webhook signatures, signed unsubscribe links, the offline-tools switch) are "public" here and
 * tested in their own files.
 */
export type Policy = "public" | "user" | "premium" | "admin" | "superUser";

export const ROUTE_POLICIES: Record<string, Policy> = {
  "GET /api/v1/health": "public",
  "GET /api/v1/config": "public",

  // Sign-in and the account
  "POST /api/v1/user/login": "public",
  "POST /api/v1/user/logout": "user",
  "POST /api/v1/user/user-info": "user",
  "POST /api/v1/dev/id-token": "public",
  "POST /api/v1/dev/demo-audio": "public",

  // Library, search, books
  "POST /api/v1/library/books": "public",
  "GET /api/v1/library/book-by-id/:id": "public",
  "GET /api/v1/library/book-by-title/:title": "public",
  "GET /api/v1/library/summary-sources/:bookId": "premium", // the sources quote the snippets
  "GET /api/v1/library/categories": "public",
  "GET /api/v1/library/suggestions": "public",
  "GET /api/v1/library/search": "public",
  "GET /api/v1/library/lg/books-by-term/:terms": "public",
  "GET /api/v1/library/books-proxy": "user", // the public books search's fallback, for the signed-in search box
  "POST /api/v1/library/add-external-book": "user",
  "POST /api/v1/library/request-summarization": "user",
  "POST /api/v1/chapter/get-chapters": "public",
  "POST /api/v1/snippet/get-snippets": "public",
  "POST /api/v1/user/favorites": "user",
  "GET /api/v1/categories/books": "public",
  "GET /api/v1/categories/favourites": "user",

  // Highlights, notes and the export (issue 21 part 5): premium access, as snippets are
  "GET /api/v1/highlights": "premium",
  "POST /api/v1/highlights": "premium",
  "DELETE /api/v1/highlights/:id": "premium",
  // Review of highlights (issue 34 item 4): premium access, like highlights
  "GET /api/v1/review/due": "premium",
  "GET /api/v1/review/count": "premium",
  "POST /api/v1/review/:highlightId/grade": "premium",
  "GET /api/v1/review/settings": "premium",
  "PUT /api/v1/review/settings": "premium",
  // Every reader's own data; highlights, notes and the CSV inside it stay premium (tests/worker/export.test.ts).
  "GET /api/v1/export": "user",
  "DELETE /api/v1/user/favorites/:bookId": "user",

  // Listening
  "POST /api/v1/audio/get-audio": "user",
  "GET /api/v1/audio/stream/:book/:file": "public", // signed, short-lived link
  "POST /api/v1/audio/gen-book-audio": "admin",
  "POST /api/v1/audio/download": "premium",
  "POST /api/v1/audio/gen-book-cues": "admin",
  "POST /api/v1/audio/gen-book-cues/bulk": "admin",
  "GET /api/v1/audio/cues/:bookId/:file": "premium", // the cues carry the text, as snippets do
  "POST /api/v1/user/daily-usage": "user",
  "POST /api/v1/user/write-audio-history": "user",
  "POST /api/v1/dev/daily-usage": "user",
  "POST /api/v1/dev/listening-ledger": "user",
  "POST /api/v1/dev/ledger-touch": "user",

  // My library, chapter coverage and the listening log (issue 21)
  "GET /api/v1/my-library": "user",
  "GET /api/v1/my-library/coverage/:bookId": "user",
  "GET /api/v1/my-library/finished": "user",
  "POST /api/v1/my-library/chapter-read": "premium", // snippets are premium content
  "GET /api/v1/listening-log": "user",
  "PUT /api/v1/listening-log/settings": "user",

  // Private podcast feed (decision 136): making one is premium; seeing and revoking one is any reader's.
  "GET /api/v1/user/podcast-feed": "user",
  "POST /api/v1/user/podcast-feed": "premium",
  "PATCH /api/v1/user/podcast-feed": "premium",
  "DELETE /api/v1/user/podcast-feed": "user",
  "GET /api/v1/podcast/feed/:secret/rss.xml": "public", // the URL's secret; tests/worker/security/podcast-feed.test.ts
  "GET /api/v1/podcast/chapters/:feedId/:bookId/:file": "public", // signed per feed
  "GET /api/v1/podcast/audio/:feedId/:bookId/:file": "public", // signed per feed

  // Subscriptions
  "POST /api/v1/user/create-checkout-session": "user",
  "POST /api/v1/user/verify-checkout-session": "user",
  "POST /api/v1/user/unsubscribe": "user",
  "POST /api/v1/user/subscription-status": "user",
  "POST /api/v1/billing/webhook": "public", // Stripe signature
  "GET /api/v1/billing/simulator/checkout/:sessionId": "public", // unguessable session id, simulator only
  "POST /api/v1/billing/simulator/checkout/:sessionId/pay": "public",
  "POST /api/v1/billing/simulator/end-period": "user",

  // Content pipeline and book administration
  "POST /api/v1/process/book-chapters": "admin",
  "GET /api/v1/process/jobs": "admin",
  "GET /api/v1/process/jobs/:jobId": "admin",
  "POST /api/v1/process/jobs/:jobId/retry": "admin",
  "GET /api/v1/library/book-chapters/:bookId": "admin",
  "POST /api/v1/library/admin/books": "admin",
  "PATCH /api/v1/library/admin/books/:bookId": "admin",
  "DELETE /api/v1/library/admin/books/:bookId": "admin",
  "PUT /api/v1/library/admin/books/:bookId/summaries": "admin",
  "PUT /api/v1/library/admin/books/:bookId/cover": "admin",
  "PUT /api/v1/library/admin/books/:bookId/chapters": "admin",
  "PUT /api/v1/library/admin/books/:bookId/chapters/:chapterId/snippets": "admin",

  // Email center
  "POST /api/v1/admin/email/preview": "admin",
  "POST /api/v1/admin/email/audience-count": "admin",
  "POST /api/v1/admin/email/test": "admin",
  "POST /api/v1/admin/email/campaigns": "admin",
  "GET /api/v1/admin/email/campaigns": "admin",
  "GET /api/v1/admin/email/campaigns/:id": "admin",
  "GET /api/v1/admin/email/outbox": "admin",
  "GET /api/v1/email/unsubscribe": "public", // signed link
  "POST /api/v1/email/unsubscribe": "public",

  // Privileges
  "GET /api/v1/admin/users": "admin",
  "PATCH /api/v1/admin/users/:id/roles": "superUser",
  "GET /api/v1/admin/premium-domains": "admin",
  "POST /api/v1/admin/premium-domains": "superUser",
  "DELETE /api/v1/admin/premium-domains/:domain": "superUser",
  "GET /api/v1/admin/audit": "admin",
};
