import { sanitizeHtml } from "../../lib/sanitize";
import { chapterSnippets, summarize, type SummaryLengths } from "./textrank";
import { WorkersAiSummarizer, type SummaryAi } from "./workers-ai";

/**
 * Turns book text into the three book summaries and per-chapter snippets. Production uses
 * Workers AI when the AI binding exists; everywhere else the offline extractive summarizer
 * (TextRank) does the real job locally.
 */
export interface SnippetOutput {
  title: string;
  /** Sanitized HTML. */
  html: string;
}

export interface Summarizer {
  /** Recorded as the book's summary_model. */
  readonly name: string;
  summarizeBook(text: string): Promise<SummaryLengths>;
  chapterSnippets(chapterTitle: string, text: string): Promise<SnippetOutput[]>;
}

export const TEXTRANK_MODEL_NAME = "chapterly-textrank-v1";
export const DEFAULT_SUMMARY_MODEL = "@cf/facebook/bart-large-cnn";

export class TextRankSummarizer implements Summarizer {
  readonly name = TEXTRANK_MODEL_NAME;

  async summarizeBook(text: string): Promise<SummaryLengths> {
    return summarize(text);
  }

  async chapterSnippets(chapterTitle: string, text: string): Promise<SnippetOutput[]> {
    return chapterSnippets(chapterTitle, text).map((s) => ({ title: s.title, html: sanitizeHtml(s.html) }));
  }
}

/** The bindings the choice depends on (typed loosely so pure tests can pass a fake). */
export interface SummarizerEnv {
  AI?: unknown;
  SUMMARY_MODEL?: string;
}

export function getSummarizer(env: SummarizerEnv): Summarizer {
  if (env.AI) return new WorkersAiSummarizer(env.AI as SummaryAi, env.SUMMARY_MODEL || DEFAULT_SUMMARY_MODEL);
  return new TextRankSummarizer();
}

export type { SummaryLengths };
