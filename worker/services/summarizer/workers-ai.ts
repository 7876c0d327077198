import { sanitizeHtml } from "../../lib/sanitize";
import type { SnippetOutput, Summarizer } from "./index";
import { alignSummary } from "./sources";
import { chapterSnippets, summarizeSnippets, SUMMARY_LIMITS, summaryText } from "./textrank";
import type { BookForSummary, CleanChapter, SummarySentences } from "./types";

/** The slice of the AI binding this adapter uses (a fake in tests). */
export interface SummaryAi {
  run(model: string, input: { input_text: string; max_length?: number }): Promise<unknown>;
}

// bart-large-cnn reads at most 1,024 tokens; longer input is pre-condensed extractively.
const MAX_INPUT_CHARS = 3500;

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * Abstractive summaries from a Workers AI summarization model. The extractive pass picks what
 * fits the model's window (and titles the snippets); the model rewrites it.
 */
export class WorkersAiSummarizer implements Summarizer {
  constructor(
    private readonly ai: SummaryAi,
    readonly name: string,
  ) {}

  private async run(text: string, maxTokens: number): Promise<string> {
    const result = (await this.ai.run(this.name, { input_text: text.slice(0, MAX_INPUT_CHARS), max_length: maxTokens })) as {
      summary?: unknown;
    };
    if (typeof result?.summary !== "string" || !result.summary.trim())
      throw new Error(`The summary model ${this.name} returned no summary.`);
    return result.summary.trim();
  }

  /**
   * The model rewrites the extractive long summary; each sentence of its answer is then given the
   * snippet sentences it draws on (./sources.ts), so readers can check it as they check an extract.
   */
  async summarizeBook(book: BookForSummary): Promise<SummarySentences> {
    const source = summaryText(summarizeSnippets(book).long);
    if (!source) return { short: [], medium: [], long: [] };
    const [short, medium, long] = await Promise.all([this.run(source, 60), this.run(source, 180), this.run(source, 512)]);
    const cut = (text: string, max: number) =>
      text.length <= max ? text : text.slice(0, text.lastIndexOf(".", max) + 1) || text.slice(0, max);
    return {
      short: alignSummary(cut(short, SUMMARY_LIMITS.short), book),
      medium: alignSummary(cut(medium, SUMMARY_LIMITS.medium), book),
      long: alignSummary(cut(long, SUMMARY_LIMITS.long), book),
    };
  }

  async chapterSnippets(chapter: CleanChapter): Promise<SnippetOutput[]> {
    const drafts = chapterSnippets(chapter);
    const out: SnippetOutput[] = [];
    for (const draft of drafts) {
      const summary = await this.run(draft.text, 160);
      out.push({ title: draft.title, html: sanitizeHtml(`<p>${escapeHtml(summary)}</p>`) });
    }
    return out;
  }
}
