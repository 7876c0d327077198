/** Issue 21: My library, chapter coverage and the listening log (docs/decisions/130-133). */

export type ChapterCoverageState = "not_started" | "partial" | "done";

export interface ChapterCoverage {
  chapter_id: string;
  state: ChapterCoverageState;
  /** The furthest point heard, in seconds of the chapter's audio. */
  heard_seconds: number;
  duration_seconds: number;
  /** Its snippets were read to the end. */
  read: boolean;
}

/** GET /my-library/coverage/:bookId */
export interface BookCoverage {
  book_id: string;
  chapters: ChapterCoverage[];
  chapters_done: number;
  chapters_total: number;
  /** Seconds still to hear at the reader's speed for this book; null when the book has no audio. */
  time_left_seconds: number | null;
  /** The reader's speed for this book (1 when never set). */
  speed: number;
  finished: boolean;
}

export interface LibraryEntry {
  book_id: string;
  title: string;
  authors: string[];
  cover_image_base64: string | null;
  chapters_done: number;
  chapters_total: number;
  time_left_seconds: number | null;
  speed: number;
  /** Epoch ms of the last listening, or null. */
  last_listened_at: number | null;
}

/** GET /my-library: the three tabs; in progress and finished most recent first, favourites as saved. */
export interface MyLibrary {
  in_progress: LibraryEntry[];
  finished: LibraryEntry[];
  favourites: LibraryEntry[];
}

/** The books a reader finished, most recently heard first: home's Continue listening leaves them out. */
export interface FinishedBooks {
  book_ids: string[];
}

export interface LoggedSessionView {
  session_id: string;
  book_id: string;
  book_title: string;
  mode: "chapter" | "full";
  chapter_id: string | null;
  chapter_title: string | null;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  started_at: number;
  ended_at: number;
  from_seconds: number;
  to_seconds: number;
  seconds: number;
  /** "podcast": audio served through the reader's private podcast feed (the log says "via podcast app"). */
  source: "app" | "podcast";
}

/** GET /listening-log */
export interface ListeningLog {
  sessions: LoggedSessionView[];
  /** Seconds listened per UTC day (the days of the listed sessions and more), newest first. */
  days: { day: string; seconds: number }[];
  week_seconds: number;
  all_time_seconds: number;
  /** Consecutive days with at least a minute of listening; null when the reader hides it. */
  streak: number | null;
  hide_streak: boolean;
  /** Pass as `before` for older sessions; null on the last page. */
  next_before: number | null;
}

export interface ReaderSettings {
  hide_streak: boolean;
}
