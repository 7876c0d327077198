import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, createdAt, updatedAt } from "./columns";
import { users } from "./accounts";
import { books } from "./catalogue";

/** What each reader keeps: favourites, listening state, progress, settings and highlights. */

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
    /** Where the passage is spoken, for a sentence saved while listening: a chapter id or "full", and the cue's start. */
    audioPart: text("audio_part"),
    audioSeconds: real("audio_seconds"),
    createdAt: createdAt(),
  },
  (t) => [index("highlights_user_book_idx").on(t.userId, t.bookId, t.createdAt)],
);

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
    /** "app" (the player's reports) or "podcast" (audio served through the private feed, docs/decisions/136). */
    source: text("source").$type<"app" | "podcast">().notNull().default("app"),
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
  /** Opted in to the daily email of highlights due for review. */
  reviewEmail: integer("review_email", { mode: "boolean" }).notNull().default(false),
  updatedAt: integer("updated_at").notNull(),
});

/**
 * A premium reader's private podcast feed (docs/decisions/136-private-podcast-feed.md): one per reader. The feed URL
 * carries a random secret stored only as its SHA-256; `feedId` (random, public) names the feed in signed enclosure
 * URLs. Rotating replaces both, revoking deletes the row, so every earlier URL stops working.
 */
export const podcastFeeds = sqliteTable(
  "podcast_feeds",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    feedId: text("feed_id").notNull(),
    secretHash: text("secret_hash").notNull(),
    includeFavourites: integer("include_favourites", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("podcast_feeds_feed_id_unique").on(t.feedId),
    uniqueIndex("podcast_feeds_secret_hash_unique").on(t.secretHash),
  ],
);

export type PodcastFeed = typeof podcastFeeds.$inferSelect;

/**
 * The FSRS scheduling state of one highlight (ts-fsrs's Card, docs/decisions/165-review-with-fsrs.md): made with the
 * highlight, or lazily for highlights older than review. `version` goes up by one per grade; a grade names the
 * version it was shown, so a replayed or doubled grade changes nothing.
 */
export const reviewCards = sqliteTable(
  "review_cards",
  {
    highlightId: text("highlight_id")
      .primaryKey()
      .references(() => highlights.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    due: integer("due").notNull(),
    stability: real("stability").notNull().default(0),
    difficulty: real("difficulty").notNull().default(0),
    elapsedDays: integer("elapsed_days").notNull().default(0),
    scheduledDays: integer("scheduled_days").notNull().default(0),
    learningSteps: integer("learning_steps").notNull().default(0),
    reps: integer("reps").notNull().default(0),
    lapses: integer("lapses").notNull().default(0),
    /** ts-fsrs State: 0 New, 1 Learning, 2 Review, 3 Relearning. */
    state: integer("state").notNull().default(0),
    lastReview: integer("last_review"),
    version: integer("version").notNull().default(0),
  },
  (t) => [index("review_cards_user_due_idx").on(t.userId, t.due)],
);

export type ReviewCard = typeof reviewCards.$inferSelect;
