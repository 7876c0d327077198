/** Review of highlights with FSRS (docs/decisions/165-review-with-fsrs.md). */
import type { HighlightPosition } from "./browse";

export type ReviewGrade = "again" | "hard" | "good" | "easy";

/** One highlight due for review: the passage, where it comes from, and where to play it from. */
export interface DueHighlight {
  highlight_id: string;
  /** The card's version when it was listed; a grade must name it (a doubled grade then changes nothing). */
  version: number;
  text: string;
  note: string;
  book_id: string;
  book_title: string;
  /** The chapter of a snippet highlight; null for a summary highlight. */
  chapter_id: string | null;
  chapter_title: string | null;
  /** Where the passage is spoken (a sentence saved while listening); null: "Play from here" starts the chapter. */
  position: HighlightPosition | null;
  /** When it became due (ISO). */
  due: string;
}

/** GET /review/due: the first due highlights, oldest due first, and how many are due in all. */
export interface DueHighlights {
  highlights: DueHighlight[];
  due_count: number;
}

/** POST /review/:highlightId/grade: the card's new schedule. */
export interface GradedCard {
  highlight_id: string;
  version: number;
  due: string;
  due_count: number;
}

export interface ReviewSettings {
  daily_email: boolean;
}
