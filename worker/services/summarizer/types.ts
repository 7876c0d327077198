/** The shapes every summarizer adapter reads and writes (docs/decisions/061 and 142). */
import type { SummarySourcesLength, SummarySentence } from "../../../shared/contract/books";

export type { SummarySourcesLength, SummarySentence, SummarySource } from "../../../shared/contract/books";

export type SummarySentences = Record<SummarySourcesLength, SummarySentence[]>;

/** What a book summary is made from: each chapter's snippets, as plain text, in reading order. */
export interface BookForSummary {
  /** The book's authors: chapters that keep naming one are about the author, not by them. */
  authors?: string[];
  chapters: { chapterId: string; title: string; snippets: { snippetId: string; text: string }[] }[];
}

export interface SnippetDraft {
  title: string;
  /** One escaped paragraph of the snippet's sentences. */
  html: string;
  /** The snippet's plain text (the sentences joined with a space). */
  text: string;
  /** The book's sentences it is made of, in order. */
  sentences: string[];
}

export type { CleanChapter, CleanSection } from "./clean-text";
