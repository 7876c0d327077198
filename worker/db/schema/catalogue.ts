import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { SummarySentence } from "../../../shared/contract/books";
import { id, createdAt, updatedAt, bool, jsonList } from "./columns";

/** Books, chapters, snippets, their audio, summary requests and the category counts. */

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

/**
 * Each book summary as sentences with their sources in the snippets (docs/decisions/142-summary-sources.md),
 * written in the same batch as the summaries: the sentences joined are the summary shown.
 */
export const summarySources = sqliteTable(
  "summary_sources",
  {
    bookId: text("book_id")
      .notNull()
      .references(() => books.bookId, { onDelete: "cascade" }),
    length: text("length", { enum: ["short", "medium", "long"] }).notNull(),
    sentences: text("sentences", { mode: "json" }).$type<SummarySentence[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookId, t.length] })],
);

/**
 * A snippet's sentences, each with its source in the book (docs/decisions/144), written in the same batch as the
 * snippet and removed with it. A separate table keeps snippet reads from loading them.
 */
export const snippetSources = sqliteTable("snippet_sources", {
  snippetId: text("snippet_id")
    .primaryKey()
    .references(() => snippets.id, { onDelete: "cascade" }),
  sentences: text("sentences", { mode: "json" }).$type<SummarySentence[]>().notNull(),
});

/**
 * A snippet in another language than its book's (docs/decisions/134-snippet-languages.md): one row per snippet and
 * primary language subtag ("fr"), removed with its snippet.
 */
export const snippetTranslations = sqliteTable(
  "snippet_translations",
  {
    snippetId: text("snippet_id")
      .notNull()
      .references(() => snippets.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    title: text("title").notNull(),
    /** Sanitized with the allow-list on write and again on the way out, like the snippet's own HTML. */
    html: text("html").notNull(),
  },
  (t) => [primaryKey({ columns: [t.snippetId, t.lang] })],
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

/**
 * Publicly listed books per topic, per language ("*": every language), kept by SQL triggers on `books`
 * (migration 0010) in the same statement as the write: the categories answer reads one row per topic.
 */
export const categoryCounts = sqliteTable(
  "category_counts",
  {
    language: text("language").notNull(),
    topic: text("topic").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.language, t.topic] })],
);

export type Book = typeof books.$inferSelect;

export type NewBook = typeof books.$inferInsert;

export type Chapter = typeof chapters.$inferSelect;

export type Snippet = typeof snippets.$inferSelect;

export type SnippetTranslation = typeof snippetTranslations.$inferSelect;
