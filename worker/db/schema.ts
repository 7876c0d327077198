import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { Audience } from "../../shared/contract";

const id = () => text("id").primaryKey();
const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
const bool = (name: string) => integer(name, { mode: "boolean" }).notNull().default(false);
const jsonList = (name: string) =>
  text(name, { mode: "json" })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`);

/** Subscription lifecycle (docs/decisions/004-subscription-states.md). */
export const SUBSCRIPTION_STATES = ["free", "active", "canceling", "past_due", "ended"] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const users = sqliteTable(
  "users",
  {
    id: id(),
    googleSub: text("google_sub").notNull(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    profileImageUrl: text("profile_image_url"),
    isAdmin: bool("is_admin"),
    isSuperUser: bool("is_super_user"),
    isPremiumDomain: bool("is_premium_domain"),
    /** Google's `hd` claim at the last sign-in: set only for accounts managed by a Google Workspace domain. */
    hostedDomain: text("hosted_domain"),
    subscription: text("subscription").$type<SubscriptionState>().notNull().default("free"),
    subscriptionStart: integer("subscription_start", { mode: "timestamp_ms" }),
    subscriptionEnd: integer("subscription_end", { mode: "timestamp_ms" }),
    billingCustomerId: text("billing_customer_id"),
    billingSubscriptionId: text("billing_subscription_id"),
    /** Last time billing state changed from a provider event; older events are ignored. */
    billingUpdatedAt: integer("billing_updated_at", { mode: "timestamp_ms" }),
    emailOptOut: bool("email_opt_out"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_google_sub_unique").on(t.googleSub),
    index("users_email_idx").on(t.email),
    uniqueIndex("users_billing_customer_unique").on(t.billingCustomerId),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const premiumDomains = sqliteTable("premium_domains", {
  domain: text("domain").primaryKey(),
  createdBy: text("created_by"),
  createdAt: createdAt(),
});

export const books = sqliteTable(
  "books",
  {
    /** Integer rowid alias: stable across VACUUM, so the external-content FTS index can point at it. */
    seq: integer("seq").primaryKey({ autoIncrement: true }),
    bookId: text("book_id").notNull(),
    title: text("title").notNull(),
    authors: jsonList("authors"),
    isbn: jsonList("isbn"),
    publisher: text("publisher").notNull().default(""),
    year: text("year").notNull().default(""),
    edition: text("edition").notNull().default(""),
    topic: text("topic").notNull().default("General"),
    pages: text("pages").notNull().default("0"),
    language: text("language").notNull().default("en"),
    translateLanguage: text("translate_language").notNull().default("en-US"),
    summaryModel: text("summary_model"),
    coverImageBase64: text("cover_image_base64"),
    smallSummarization: text("small_summarization"),
    mediumSummarization: text("medium_summarization"),
    largeSummarization: text("large_summarization"),
    dateOfSummary: integer("date_of_summary", { mode: "timestamp_ms" }),
    /** True once every chapter has audio. */
    audio: bool("audio"),
    audioSource: text("audio_source"),
    fullAudio: bool("full_audio"),
    fullAudioSource: text("full_audio_source"),
    /** Seconds of audio per chapter id. */
    chapterDuration: text("chapter_duration", { mode: "json" })
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'`),
    downloadLink: text("download_link"),
    alternateDownloadLinks: jsonList("alternate_download_links"),
    isExternal: bool("is_external"),
    /** Bumped on every write; part of cache keys so edited books are never served stale. */
    version: integer("version").notNull().default(1),
    /** Readers who asked for a summary: kept by triggers on summarization_requests (migration 0006). */
    requestCount: integer("request_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("books_book_id_unique").on(t.bookId),
    index("books_date_of_summary_idx").on(t.dateOfSummary, t.bookId),
    index("books_topic_idx").on(t.topic),
    // Category view sorts, keyset-paged (docs/decisions/120-category-browse.md).
    index("books_topic_summary_idx").on(t.topic, t.dateOfSummary, t.bookId),
    index("books_topic_title_idx").on(t.topic, t.title, t.bookId),
    index("books_topic_requests_idx").on(t.topic, t.requestCount, t.bookId),
  ],
);

export const chapters = sqliteTable(
  "chapters",
  {
    id: id(),
    bookId: text("book_id")
      .notNull()
      .references(() => books.bookId, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    pageStart: integer("page_start"),
    pageEnd: integer("page_end"),
    /** Characters of source text the chapter was summarized from. */
    textSize: integer("text_size").notNull().default(0),
  },
  (t) => [uniqueIndex("chapters_book_position_unique").on(t.bookId, t.position)],
);

export const snippets = sqliteTable(
  "snippets",
  {
    id: id(),
    chapterId: text("chapter_id")
      .notNull()
      .references(() => chapters.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    /** Sanitized with the allow-list on write (worker/lib/sanitize.ts). */
    html: text("html").notNull(),
  },
  (t) => [uniqueIndex("snippets_chapter_position_unique").on(t.chapterId, t.position)],
);

export const audioObjects = sqliteTable(
  "audio_objects",
  {
    id: id(),
    bookId: text("book_id")
      .notNull()
      .references(() => books.bookId, { onDelete: "cascade" }),
    /** A chapter id, or "full" for the full-book audio. */
    part: text("part").notNull(),
    r2Key: text("r2_key").notNull(),
    contentType: text("content_type").notNull(),
    durationSeconds: real("duration_seconds").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    source: text("source").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("audio_objects_book_part_unique").on(t.bookId, t.part),
    uniqueIndex("audio_objects_key_unique").on(t.r2Key),
  ],
);

export const favourites = sqliteTable(
  "favourites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bookId: text("book_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bookId] })],
);

/** audio_history: seconds listened per key, a book id or full_{bookId}. */
export const listeningPositions = sqliteTable(
  "listening_positions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    seconds: real("seconds").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** audio_history_chapter: the last chapter played per book. */
export const lastChapters = sqliteTable(
  "last_chapters",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bookId: text("book_id").notNull(),
    chapterId: text("chapter_id").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bookId] })],
);

export const playbackSpeeds = sqliteTable(
  "playback_speeds",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    rate: real("rate").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const summarizationRequests = sqliteTable(
  "summarization_requests",
  {
    id: id(),
    email: text("email").notNull(),
    bookId: text("book_id")
      .notNull()
      .references(() => books.bookId, { onDelete: "cascade" }),
    isbn: text("isbn"),
    userId: text("user_id"),
    notifiedAt: integer("notified_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("summarization_requests_email_book_unique").on(t.email, t.bookId),
    index("summarization_requests_book_idx").on(t.bookId),
  ],
);

export const JOB_KINDS = ["pdf", "audio"] as const;
export const JOB_STATUSES = ["queued", "running", "done", "failed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const processingJobs = sqliteTable(
  "processing_jobs",
  {
    id: id(),
    bookId: text("book_id")
      .notNull()
      .references(() => books.bookId, { onDelete: "cascade" }),
    kind: text("kind").$type<(typeof JOB_KINDS)[number]>().notNull(),
    status: text("status").$type<JobStatus>().notNull().default("queued"),
    currentStep: text("current_step"),
    progress: integer("progress").notNull().default(0),
    error: text("error"),
    /** R2 key of the uploaded PDF, for PDF jobs. */
    sourceKey: text("source_key"),
    /** Chapter titles and page ranges requested by the admin (empty: detect). */
    chapterPlan: text("chapter_plan", { mode: "json" })
      .$type<{ title: string; pageStart: number; pageEnd: number }[]>()
      .notNull()
      .default(sql`'[]'`),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("processing_jobs_book_idx").on(t.bookId, t.createdAt), index("processing_jobs_status_idx").on(t.status)],
);

export const jobSteps = sqliteTable(
  "job_steps",
  {
    jobId: text("job_id")
      .notNull()
      .references(() => processingJobs.id, { onDelete: "cascade" }),
    step: text("step").notNull(),
    position: integer("position").notNull(),
    status: text("status").$type<JobStatus>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    startedAt: integer("started_at", { mode: "timestamp_ms" }),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.step] })],
);

export const emailCampaigns = sqliteTable("email_campaigns", {
  id: id(),
  kind: text("kind").$type<"marketing" | "transactional">().notNull(),
  subject: text("subject").notNull(),
  bodyMarkdown: text("body_markdown").notNull(),
  audience: text("audience", { mode: "json" }).$type<Audience>().notNull(),
  status: text("status").$type<"queued" | "sending" | "sent" | "failed">().notNull().default("queued"),
  createdBy: text("created_by"),
  createdAt: createdAt(),
});

export const emailDeliveries = sqliteTable(
  "email_deliveries",
  {
    id: id(),
    campaignId: text("campaign_id").references(() => emailCampaigns.id, { onDelete: "cascade" }),
    /** Stable per message: campaign and recipient, or the transactional event. Makes sends idempotent. */
    dedupeKey: text("dedupe_key").notNull(),
    toEmail: text("to_email").notNull(),
    userId: text("user_id"),
    status: text("status").$type<"queued" | "sent" | "failed">().notNull().default("queued"),
    error: text("error"),
    providerMessageId: text("provider_message_id"),
    createdAt: createdAt(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("email_deliveries_dedupe_unique").on(t.dedupeKey),
    index("email_deliveries_campaign_idx").on(t.campaignId, t.status),
  ],
);

/**
 * Marketing opt-outs by address, account or not: checked when an audience is resolved and again when
 * each batch is sent, and kept when the address later signs up (docs/decisions/083-opt-outs-by-address.md).
 */
export const emailOptOuts = sqliteTable("email_opt_outs", {
  /** Lower-cased address. */
  email: text("email").primaryKey(),
  createdAt: createdAt(),
});

/** The offline email adapter's outbox: every message, fully rendered. */
export const outboxMessages = sqliteTable("outbox_messages", {
  id: id(),
  toEmail: text("to_email").notNull(),
  fromEmail: text("from_email").notNull(),
  subject: text("subject").notNull(),
  html: text("html").notNull(),
  text: text("text").notNull(),
  headers: text("headers", { mode: "json" }).$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});

export const privilegeAudit = sqliteTable(
  "privilege_audit",
  {
    id: id(),
    actorUserId: text("actor_user_id").notNull(),
    action: text("action").notNull(),
    target: text("target").notNull(),
    before: text("before", { mode: "json" }),
    after: text("after", { mode: "json" }),
    createdAt: createdAt(),
  },
  (t) => [index("privilege_audit_created_idx").on(t.createdAt)],
);

export const webhookEvents = sqliteTable("webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: createdAt(),
});

/** Offline checkout simulator state (migrations/0002; docs/decisions/050-offline-checkout-simulator.md). */
export const billingSimSubscriptions = sqliteTable(
  "billing_sim_subscriptions",
  {
    id: id(),
    customerId: text("customer_id").notNull(),
    userId: text("user_id").notNull(),
    status: text("status").$type<"active" | "past_due" | "canceled">().notNull(),
    cancelAtPeriodEnd: bool("cancel_at_period_end"),
    startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
    currentPeriodStart: integer("current_period_start", { mode: "timestamp_ms" }).notNull(),
    currentPeriodEnd: integer("current_period_end", { mode: "timestamp_ms" }).notNull(),
    endedAt: integer("ended_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("billing_sim_subscriptions_user_idx").on(t.userId)],
);

export const billingSimSessions = sqliteTable("billing_sim_sessions", {
  id: id(),
  userId: text("user_id").notNull(),
  customerId: text("customer_id").notNull(),
  priceId: text("price_id").notNull(),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  status: text("status").$type<"open" | "complete" | "expired">().notNull().default("open"),
  paymentStatus: text("payment_status").$type<"paid" | "unpaid">().notNull().default("unpaid"),
  subscriptionId: text("subscription_id"),
  createdAt: createdAt(),
});

export const HIGHLIGHT_SOURCES = ["snippet", "summary"] as const;
export type HighlightSourceKind = (typeof HIGHLIGHT_SOURCES)[number];

/** A passage a premium reader marked in a snippet or a summary, with an optional note (docs/decisions/122-highlights.md). */
export const highlights = sqliteTable(
  "highlights",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bookId: text("book_id")
      .notNull()
      .references(() => books.bookId, { onDelete: "cascade" }),
    sourceKind: text("source_kind").$type<HighlightSourceKind>().notNull(),
    /** A snippet id, or the summary length: small, medium or large. */
    sourceId: text("source_id").notNull(),
    /** Taken from our own source text (whitespace collapsed), never from the caller. */
    text: text("text").notNull(),
    note: text("note").notNull().default(""),
    /** Character offset of the passage in the source's plain text. */
    location: integer("location").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("highlights_user_book_idx").on(t.userId, t.bookId, t.createdAt)],
);

/** One row (id 1): a version bumped by SQL triggers on book and request writes; part of edge cache keys. */
export const libraryState = sqliteTable("library_state", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull().default(1),
});

export type User = typeof users.$inferSelect;
export type Book = typeof books.$inferSelect;
export type NewBook = typeof books.$inferInsert;
export type Chapter = typeof chapters.$inferSelect;
export type Snippet = typeof snippets.$inferSelect;
export type Highlight = typeof highlights.$inferSelect;

// The reader's progress (migrations/0007_reader_progress.sql): written by the ListeningLedger's once-a-minute
// flush, never per report; chapter_progress.read_to_end by POST /my-library/chapter-read.

/** One stretch of listening to one part of one book on one UTC day (docs/decisions/130). */
export const listeningSessions = sqliteTable(
  "listening_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bookId: text("book_id").notNull(),
    /** "chapter" or "full" (the full-book audio). */
    mode: text("mode").$type<"chapter" | "full">().notNull(),
    chapterId: text("chapter_id"),
    /** UTC day (YYYY-MM-DD), the same day the free allowance counts. */
    day: text("day").notNull(),
    startedAt: integer("started_at").notNull(),
    endedAt: integer("ended_at").notNull(),
    fromSeconds: real("from_seconds").notNull(),
    toSeconds: real("to_seconds").notNull(),
    /** Seconds of audio credited (clamped exactly as the daily allowance is). */
    seconds: real("seconds").notNull(),
  },
  (t) => [
    index("listening_sessions_user_started_idx").on(t.userId, t.startedAt),
    index("listening_sessions_user_day_idx").on(t.userId, t.day),
  ],
);

/** The furthest point heard in each chapter, and whether its snippets were read to the end (docs/decisions/131). */
export const chapterProgress = sqliteTable(
  "chapter_progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bookId: text("book_id").notNull(),
    chapterId: text("chapter_id").notNull(),
    heardSeconds: real("heard_seconds").notNull().default(0),
    readToEnd: integer("read_to_end", { mode: "boolean" }).notNull().default(false),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bookId, t.chapterId] })],
);

export const readerSettings = sqliteTable("reader_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  hideStreak: integer("hide_streak", { mode: "boolean" }).notNull().default(false),
  updatedAt: integer("updated_at").notNull(),
});
