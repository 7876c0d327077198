import { sanitizeHtml } from "../../lib/sanitize";
import { locateQuote } from "./citations";
import { cleanText } from "./clean-text";
import { loadGrammar } from "./grammar";
import type { SnippetSentenceDraft } from "./snippet-sources";
import { summarizeSnippets } from "./extractive-summary";
import { chapterSnippets } from "./textrank";
import type { BookForSummary, CleanChapter, SummarySentences } from "./types";
import { WorkersAiSummarizer } from "./workers-ai";
import type { SummaryAi } from "./workers-ai-model";

/**
 * Turns a book's clean text (./clean-text.ts) into per-chapter snippets, and the snippets into the three
 * book summaries, each sentence with its sources. Production uses an instruct model on Workers AI when the AI
 * binding exists, every sentence citing verified quotes (./workers-ai.ts); everywhere else the offline extractive summarizer (TextRank) does the real job locally.
 */
export interface SnippetOutput {
  title: string;
  /** Sanitized HTML. */
  html: string;
  /** Its sentences in order, each with the passages of the chapter's clean text behind it (docs/decisions/144). */
  sentences?: SnippetSentenceDraft[];
}

export interface Summarizer {
  /** Recorded as the book's summary_model. */
  readonly name: string;
  chapterSnippets(chapter: CleanChapter): Promise<SnippetOutput[]>;
  /** Each summary as sentences with their sources in the snippets; the summary is the sentences joined. */
  summarizeBook(book: BookForSummary): Promise<SummarySentences>;
}

export const TEXTRANK_MODEL_NAME = "chapterly-textrank-v2";
/** An instruct model with JSON-schema output on Workers AI (docs/decisions/143). */
export const DEFAULT_SUMMARY_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";

export class TextRankSummarizer implements Summarizer {
  readonly name = TEXTRANK_MODEL_NAME;

  async chapterSnippets(chapter: CleanChapter): Promise<SnippetOutput[]> {
    const source = cleanText(chapter);
    // Extracted sentences: each one's source is its own place in the chapter.
    return chapterSnippets(chapter, await loadGrammar()).map((s) => ({
      title: s.title,
      html: sanitizeHtml(s.html),
      sentences: s.sentences.map((text) => {
        const at = locateQuote(text, source);
        return { text, passages: at ? [at] : [] };
      }),
    }));
  }

  async summarizeBook(book: BookForSummary): Promise<SummarySentences> {
    return summarizeSnippets(book);
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

export type * from "./types";
