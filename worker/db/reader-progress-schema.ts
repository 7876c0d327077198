import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./schema";

/**
 * Issue 21's tables (migrations/0007_reader_progress.sql). Kept out of schema.ts so parallel branches merge
 * cleanly; drizzle-kit generate reads schema.ts only, so these are written by hand in the migration.
 */

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
