/** The player's state and actions (its store is player-store.ts). */

export interface PlayerChapter {
  id: string;
  title: string;
}

export interface PlayerBook {
  bookId: string;
  title: string;
  authors: string[];
  cover: string | null;
  chapters: PlayerChapter[];
  /** Seconds of audio per chapter id: switching chapter and full-book audio keeps the place through them. */
  chapterDurations?: Record<string, number>;
}

export type PlayerMode = "chapter" | "full";
export type SleepTimer = { kind: "minutes"; minutes: number; endsAt: number } | { kind: "chapter" } | null;

export interface PlayerState {
  book: PlayerBook | null;
  mode: PlayerMode;
  chapterId: string | null;
  /** The selection the audio element holds (book, mode, chapter), or null before the first play. */
  loadedFor: string | null;
  playing: boolean;
  loading: boolean;
  error: string | null;
  /** The free daily allowance ran out (docs/product.md, "Listening"): playback stops until tomorrow or an upgrade. */
  limitReached: boolean;
  currentTime: number;
  duration: number;
  bufferedEnd: number;
  rate: number;
  sleep: SleepTimer;
  /** The server refused this book's place: the reader's history is full (409 HISTORY_FULL, docs/product.md). */
  historyFull: { bookId: string; message: string } | null;
  /** When the server last took a report of this player's place (epoch ms): what it knows of the listening changed. */
  placeSavedAt: number | null;

  /** Shows a book in the player (without playing), restoring its chapter and speed from the user's history. */
  open(book: PlayerBook): void;
  play(): Promise<void>;
  pause(): void;
  /** The position this instant (the media element's); `currentTime` follows it a time-update behind. */
  liveTime(): number;
  toggle(): Promise<void>;
  seek(seconds: number): void;
  skip(delta: number): void;
  setRate(rate: number): void;
  /** Switches chapter and full-book audio at the same place in the book (docs/decisions/133). */
  setMode(mode: PlayerMode): void;
  /** Plays from an exact place: a part of the book and a position in it (a listening-log session). */
  resume(mode: PlayerMode, chapterId: string | null, seconds: number): void;
  selectChapter(chapterId: string, autoplay?: boolean): void;
  next(): void;
  previous(): void;
  setSleepTimer(timer: { kind: "minutes"; minutes: number } | { kind: "chapter" } | null): void;
}

/** The player before any book is opened. */
export const INITIAL_PLAYER_STATE = {
  book: null,
  mode: "chapter",
  chapterId: null,
  loadedFor: null,
  playing: false,
  loading: false,
  error: null,
  limitReached: false,
  currentTime: 0,
  duration: 0,
  bufferedEnd: 0,
  rate: 1,
  sleep: null,
  historyFull: null,
  placeSavedAt: null,
} satisfies Partial<PlayerState>;

/** The selection a load is for: book, mode and (for chapter audio) chapter; null without a book. */
export const selectionKey = (s: Pick<PlayerState, "book" | "mode" | "chapterId">) =>
  s.book ? `${s.book.bookId}|${s.mode}|${s.mode === "chapter" ? s.chapterId : ""}` : null;
