import type {
  AuditEntry,
  AdminUser,
  Audience,
  CampaignSummary,
  Delivery,
  OutboxMessage,
  PremiumDomain,
  RenderedEmail,
} from "./admin";
import type {
  AdminChapter,
  AdminChapters,
  AdminSnippet,
  BibliographicField,
  Book,
  BookFields,
  BookSearchPage,
  Category,
  ChapterEdit,
  ChapterWithSnippets,
  SummarySources,
  SourcedText,
  LocalizedSnippet,
} from "./books";
import type {
  CategoryPage,
  CategorySort,
  ExportFile,
  ExportFormat,
  FavouriteCategories,
  Highlight,
  NewHighlight,
} from "./browse";
import type { RuntimeConfig } from "./config";
import type { DueHighlights, GradedCard, ReviewGrade, ReviewSettings } from "./review";
import type { BulkCuesStart, CuesJobStart, ProcessingJob } from "./jobs";
import type { BookCoverage, FinishedBooks, ListeningLog, MyLibrary, ReaderSettings } from "./reader";
import type {
  AudioLink,
  BookDownload,
  DailyUsage,
  HistoryReport,
  PodcastFeedAnswer,
  PodcastFeedStatus,
  SubscriptionStatus,
  UserInfo,
} from "./user";

/**
 * Every /api/v1 route the SPA calls: "METHOD /path" (the path as the worker's router spells it,
 * params as `:name`) to its JSON body, query and answer. The SPA's client is typed by this map;
 * tests/worker/contract/routes-conform.ts makes the worker's typecheck fail when a route's answer
 * or accepted body drifts from it (docs/decisions/009-typed-api-contract.md).
 */
export interface ApiRoutes {
  "GET /config": { response: RuntimeConfig };

  "POST /user/login": { body: { googleToken: string }; response: { accessToken: string | null } };
  "POST /user/logout": { response: { successful: boolean } };
  "POST /user/user-info": { response: UserInfo };
  "POST /user/favorites": { body: { bookId: string }; response: { favorites: string[] } };
  "DELETE /user/favorites/:bookId": { response: { favorites: string[] } };
  "POST /user/daily-usage": { response: DailyUsage };
  "POST /user/write-audio-history": { body: HistoryReport; response: { dailyUsage: number } };
  "GET /user/podcast-feed": { response: { feed: PodcastFeedStatus | null } };
  "POST /user/podcast-feed": { body: { includeFavourites?: boolean }; response: PodcastFeedAnswer };
  "PATCH /user/podcast-feed": { body: { includeFavourites: boolean }; response: { feed: PodcastFeedStatus } };
  "DELETE /user/podcast-feed": { response: { feed: null } };

  "GET /my-library": { response: MyLibrary };
  "GET /my-library/finished": { response: FinishedBooks };
  "GET /my-library/coverage/:bookId": { response: BookCoverage };
  "POST /my-library/chapter-read": { body: { bookId: string; chapterId: string }; response: BookCoverage };
  "GET /listening-log": { query: { before?: number; limit?: number }; response: ListeningLog };
  "PUT /listening-log/settings": { body: { hideStreak: boolean }; response: ReaderSettings };
  "POST /user/create-checkout-session": { body: { originUrl: string }; response: { url: string } };
  "POST /user/verify-checkout-session": { body: { sessionId: string }; response: { successful: boolean } };
  "POST /user/unsubscribe": { response: { successful: boolean } };
  "POST /user/subscription-status": { response: SubscriptionStatus };
  "POST /billing/simulator/end-period": { response: { successful: boolean } };
  "POST /dev/id-token": { body: { email: string; given_name: string; family_name: string }; response: { idToken: string } };

  "POST /library/books": { body: { orderBy?: "date_of_summary" | "title"; limit?: number; cursor?: string }; response: Book[] };
  "GET /library/book-by-id/:id": { response: Book[] };
  "GET /library/summary-sources/:bookId": { query: { length: SourcedText }; response: SummarySources };
  /** Books whose title matches, case-insensitively (exact matches first). */
  "GET /library/book-by-title/:title": { response: Book[] };
  "GET /library/categories": { query: { lang?: string }; response: Category[] };
  "GET /library/suggestions": { query: { q: string; limit?: number }; response: BookSearchPage };
  "GET /library/search": { query: { q: string; limit?: number; offset?: number }; response: BookSearchPage };
  "GET /library/lg/books-by-term/:terms": { response: Book[] };
  "POST /library/add-external-book": {
    body: Pick<Book, "book_id" | "title" | "authors"> &
      Partial<
        Pick<
          Book,
          Exclude<BibliographicField, "title" | "authors"> | "cover_image_base64" | "download_link" | "translate_language"
        >
      > & { language?: "en" };
    response: { book_id: string };
  };
  "POST /library/request-summarization": {
    body: { bookId: string; email: string; isbn?: string | string[] | null };
    response: { successful: boolean; created: boolean; book_id: string; requested_emails_count: number };
  };
  "GET /categories/books": {
    query: { topic: string; sort?: CategorySort; limit?: number; cursor?: string };
    response: CategoryPage;
  };
  "GET /categories/favourites": { response: FavouriteCategories };
  "GET /highlights": { query: { bookId?: string }; response: { highlights: Highlight[] } };
  "POST /highlights": { body: NewHighlight; response: Highlight };
  "DELETE /highlights/:id": { response: { id: string; deleted: boolean } };
  "GET /review/due": { query: { limit?: number }; response: DueHighlights };
  "GET /review/count": { response: { due_count: number } };
  "POST /review/:highlightId/grade": { body: { grade: ReviewGrade; version: number }; response: GradedCard };
  "GET /review/settings": { response: ReviewSettings };
  "PUT /review/settings": { body: { dailyEmail: boolean }; response: ReviewSettings };
  "GET /export": { query: { format: ExportFormat }; response: ExportFile };
  "POST /chapter/get-chapters": { body: { bookId: string; email?: string | null }; response: ChapterWithSnippets[] };
  "POST /snippet/get-snippets": { body: { chapterId: string; lang?: string }; response: LocalizedSnippet[] };
  "POST /audio/get-audio": { body: { bookId: string; chapterId?: string; fullAudio?: boolean }; response: AudioLink };
  "POST /audio/gen-book-audio": { body: { bookId: string }; response: { jobId: string } };
  "POST /audio/download": { body: { bookId: string }; response: BookDownload };
  "POST /audio/gen-book-cues": { body: { bookId: string }; response: CuesJobStart };
  "POST /audio/gen-book-cues/bulk": { body: Record<string, never>; response: BulkCuesStart };

  "GET /library/book-chapters/:bookId": { response: AdminChapters };
  "POST /library/admin/books": {
    body: Pick<Book, "title" | "authors"> & Partial<Pick<Book, "isbn" | "publisher" | "year" | "topic">>;
    response: Book;
  };
  "PATCH /library/admin/books/:bookId": { body: BookFields; response: Book };
  "PUT /library/admin/books/:bookId/summaries": {
    body: Required<Pick<BookFields, "small_summarization" | "medium_summarization" | "large_summarization">>;
    response: Book;
  };
  "PUT /library/admin/books/:bookId/cover": { body: FormData; response: Book };
  "PUT /library/admin/books/:bookId/chapters": {
    body: { chapters: ChapterEdit[] };
    response: { chapters: Omit<AdminChapter, "audio" | "chapter_snippets">[] };
  };
  "PUT /library/admin/books/:bookId/chapters/:chapterId/snippets": {
    body: { snippets: { snippet_title: string; snippet_html: string }[] };
    response: { chapter_id: string; chapter_snippets: AdminSnippet[] };
  };
  "DELETE /library/admin/books/:bookId": { response: { successful: boolean; book_id: string } };

  "POST /process/book-chapters": { body: FormData; response: { jobId: string; bookId: string; pageCount: number } };
  "GET /process/jobs": {
    query: { bookId?: string; mine?: boolean; sinceHours?: number; limit?: number };
    response: { jobs: ProcessingJob[] };
  };
  "POST /process/jobs/:jobId/retry": { response: ProcessingJob };

  "GET /admin/users": { query: { q?: string; limit?: number; offset?: number }; response: { users: AdminUser[]; total: number } };
  "PATCH /admin/users/:id/roles": {
    body: { isAdmin?: boolean; isSuperUser?: boolean; confirmSelfDemotion?: boolean };
    response: { id: string; email: string; isAdmin: boolean; isSuperUser: boolean; changed: boolean };
  };
  "GET /admin/premium-domains": { response: { domains: PremiumDomain[] } };
  "POST /admin/premium-domains": { body: { domain: string }; response: { domain: string } };
  "DELETE /admin/premium-domains/:domain": { response: { domain: string; removed: boolean } };
  "GET /admin/audit": { query: { limit?: number; offset?: number }; response: { entries: AuditEntry[]; total: number } };

  "POST /admin/email/preview": { body: { subject: string; markdown: string }; response: RenderedEmail };
  "POST /admin/email/audience-count": { body: { audience: Audience }; response: { count: number } };
  "POST /admin/email/test": { body: { subject: string; markdown: string }; response: { to: string; status: string } };
  "POST /admin/email/campaigns": {
    body: { subject: string; markdown: string; audience: Audience };
    response: { id: string; status: string; recipients: number; batches: number };
  };
  "GET /admin/email/campaigns": { query: { limit?: number; offset?: number }; response: { campaigns: CampaignSummary[] } };
  "GET /admin/email/campaigns/:id": {
    query: { limit?: number; offset?: number };
    response: { campaign: Omit<CampaignSummary, "createdByEmail">; deliveries: Delivery[] };
  };
  "GET /admin/email/outbox": {
    query: { limit?: number; offset?: number };
    response: { messages: OutboxMessage[]; total: number; adapter: "outbox" | "resend" };
  };
}

export type RouteKey = keyof ApiRoutes;

/** The answer of a route. */
export type ResponseOf<K extends RouteKey> = ApiRoutes[K]["response"];

/** The JSON (or multipart) body a route takes; `undefined` when it takes none. */
export type BodyOf<K extends RouteKey> = ApiRoutes[K] extends { body: infer B } ? B : undefined;

/** The query string a route reads; `undefined` when it reads none. */
export type QueryOf<K extends RouteKey> = ApiRoutes[K] extends { query: infer Q } ? Q : undefined;

type PathOf<K> = K extends `${string} ${infer P}` ? P : never;
type ParamNames<P> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The `:name` parts of a route's path, e.g. { bookId: string } for "DELETE /user/favorites/:bookId". */
export type ParamsOf<K extends RouteKey> = { [Name in ParamNames<PathOf<K>>]: string };
