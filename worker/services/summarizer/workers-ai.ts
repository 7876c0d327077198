import { sanitizeHtml } from "../../lib/sanitize";
import { chapterChunks } from "./chapter-chunks";
import { composeSummary } from "./compose-summary";
import { locateQuote } from "./citations";
import { cleanText } from "./clean-text";
import type { SnippetOutput, Summarizer } from "./index";
import { sentenceSpans } from "./sentences";
import type { ChapterPassage, SnippetSentenceDraft } from "./snippet-sources";
import { SUMMARY_LIMITS } from "./extractive-summary";
import { inBookLanguage } from "./book-language";
import type { BookForSummary, CleanChapter, SummarySentence, SummarySentences, SummarySource } from "./types";
import {
  answerOf,
  citedSentence,
  escapeHtml,
  isRecord,
  LENGTH_BRIEF,
  LENGTH_TOKENS,
  parseCited,
  parseQuoted,
  parseSnippets,
  parseSummary,
  quotedSentence,
  SNIPPETS_SCHEMA,
  SNIPPETS_SYSTEM,
  SUMMARY_SCHEMA,
  SUMMARY_SYSTEM,
  type ChatMessage,
  type CitedDraft,
  type DraftSentence,
  type SummaryAi,
} from "./workers-ai-model";

/**
 * The production summarizer (docs/decisions/143): an instruct model on Workers AI answering in JSON-schema mode.
 * Map: each chapter's clean text, in bounded chunks, becomes snippets whose sentences cite quotes of the chapter.
 * Reduce: the snippets become the three summaries, each sentence citing quotes of the snippets. Every quote is
 * checked against the text it claims to come from; a sentence left without one is asked for once more, then dropped.
 */

export interface SummaryUsage {
  calls: number;
  promptTokens: number;
  completionTokens: number;
}

export interface WorkersAiOptions {
  /** Longest wait for one model call. */
  timeoutMs?: number;
  /** Most chapter text sent in one call; a longer chapter is sent in chunks, one snippet each. */
  maxChunkChars?: number;
  /** Most snippet text sent in one summary call. */
  maxBookChars?: number;
}

/** A model call that gave no usable answer: the pipeline records it and the queue retries the step. */
export class SummaryModelError extends Error {
  override name = "SummaryModelError";
}

const DEFAULTS: Required<WorkersAiOptions> = { timeoutMs: 60_000, maxChunkChars: 20_000, maxBookChars: 40_000 };
const MAX_SENTENCE_CHARS = 400;
const MAX_SOURCES = 3;

interface LabelledSnippet {
  label: string;
  chapterId: string;
  snippetId: string;
  chapter: number;
  text: string;
}

export class WorkersAiSummarizer implements Summarizer {
  readonly usage: SummaryUsage = { calls: 0, promptTokens: 0, completionTokens: 0 };
  private readonly options: Required<WorkersAiOptions>;

  constructor(
    private readonly ai: SummaryAi,
    readonly name: string,
    options: WorkersAiOptions = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** One model call, bounded by the time-out; its token counts are added to `usage`. */
  private async call(messages: ChatMessage[], schema: object, maxTokens: number): Promise<unknown> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new SummaryModelError(`The summary model ${this.name} did not answer within ${this.options.timeoutMs} ms.`)),
        this.options.timeoutMs,
      );
    });
    try {
      const result = await Promise.race([
        this.ai.run(this.name, {
          messages,
          response_format: { type: "json_schema", json_schema: schema },
          max_tokens: maxTokens,
          temperature: 0,
        }),
        timeout,
      ]);
      this.usage.calls++;
      const usage = isRecord(result) && isRecord(result.usage) ? result.usage : {};
      this.usage.promptTokens += typeof usage.prompt_tokens === "number" ? usage.prompt_tokens : 0;
      this.usage.completionTokens += typeof usage.completion_tokens === "number" ? usage.completion_tokens : 0;
      return answerOf(result);
    } catch (err) {
      // Workers AI throws this when the model could not follow the schema: an unusable answer, not an outage.
      if (err instanceof Error && /JSON Mode couldn't be met/i.test(err.message)) return undefined;
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  /** A call whose answer must parse; a malformed answer or a refusal is asked again once, then the step fails. */
  private async ask<T>(
    what: string,
    messages: ChatMessage[],
    schema: object,
    maxTokens: number,
    parse: (v: unknown) => T | null,
  ): Promise<T> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const parsed = parse(await this.call(messages, schema, maxTokens));
      if (parsed !== null) return parsed;
    }
    throw new SummaryModelError(`The summary model ${this.name} gave no usable answer for ${what} (asked twice).`);
  }

  async chapterSnippets(chapter: CleanChapter): Promise<SnippetOutput[]> {
    const chunks = chapterChunks(chapter, this.options.maxChunkChars);
    if (!chunks.length) return [];
    // The text citations are checked against and located in (their ranges are offsets of it).
    const source = cleanText(chapter);
    const perChunk = await Promise.all(
      chunks.map(async (chunk, i) => {
        const part = chunks.length > 1 ? ` (part ${i + 1} of ${chunks.length})` : "";
        const count = chunks.length > 1 ? "exactly 1 snippet" : chunk.length < 1500 ? "1 snippet" : "2 or 3 snippets";
        const messages: ChatMessage[] = [
          { role: "system", content: SNIPPETS_SYSTEM },
          { role: "user", content: `Write ${count} for the chapter "${chapter.title}"${part}. The chapter text:\n\n${chunk}` },
        ];
        const drafts = await this.ask(`the chapter "${chapter.title}"${part}`, messages, SNIPPETS_SCHEMA, 1500, parseSnippets);
        return drafts.slice(0, chunks.length > 1 ? 1 : 3).map((draft) => ({ draft, chunk }));
      }),
    );
    const out: SnippetOutput[] = [];
    for (const { draft, chunk } of perChunk.flat()) {
      const sentences: SnippetSentenceDraft[] = [];
      for (const sentence of draft.sentences.slice(0, 4)) {
        const kept = await this.supportedByChapter(sentence, chapter.title, chunk, source);
        if (kept) sentences.push(kept);
      }
      if (!sentences.length) continue;
      const title = draft.title.slice(0, 120) || `${chapter.title} (${out.length + 1})`;
      const html = sanitizeHtml(`<p>${escapeHtml(sentences.map((s) => s.text).join(" "))}</p>`);
      out.push({ title, html, sentences });
    }
    return out;
  }

  /**
   * The sentence with its verified quotes, located in the chapter's clean text, if it has one; else one more call
   * for it with a real quote; else null.
   */
  private async supportedByChapter(
    sentence: DraftSentence,
    title: string,
    chunk: string,
    source: string,
  ): Promise<SnippetSentenceDraft | null> {
    const supported = (s: DraftSentence): SnippetSentenceDraft | null => {
      if (s.text.length > MAX_SENTENCE_CHARS) return null;
      const passages: ChapterPassage[] = [];
      for (const quote of s.quotes) {
        const at = locateQuote(quote, source);
        if (at && !passages.some((p) => p.start === at.start && p.end === at.end)) passages.push(at);
      }
      return passages.length ? { text: s.text, passages: passages.slice(0, MAX_SOURCES) } : null;
    };
    const first = supported(sentence);
    if (first) return first;
    const again = parseQuoted(
      await this.call(
        [
          { role: "system", content: SNIPPETS_SYSTEM },
          {
            role: "user",
            content: `This sentence about the chapter "${title}" cites no passage that occurs in it: "${sentence.text}"\nAnswer with the sentence (reworded if needed) and one or two quotes copied exactly from the chapter text.\n\n${chunk}`,
          },
        ],
        quotedSentence,
        400,
      ),
    );
    return again ? supported(again) : null;
  }

  async summarizeBook(whole: BookForSummary): Promise<SummarySentences> {
    const book = inBookLanguage(whole);
    const snippets: LabelledSnippet[] = book.chapters
      .flatMap((chapter, c) =>
        chapter.snippets
          .filter((s) => s.text.trim())
          .map((s) => ({ chapterId: chapter.chapterId, snippetId: s.snippetId, chapter: c, text: s.text })),
      )
      .map((s, i) => ({ ...s, label: `S${i + 1}` }));
    if (!snippets.length) return { short: [], medium: [], long: [] };
    const input = this.bookInput(book, snippets);
    const [short, medium, long] = await Promise.all(
      (["short", "medium", "long"] as const).map((length) => this.summary(length, input, snippets)),
    );
    return { short: short!, medium: medium!, long: long! };
  }

  /** The snippets as the model reads them, by chapter; each trimmed to whole sentences when the book is over budget. */
  private bookInput(book: BookForSummary, snippets: LabelledSnippet[]): string {
    const total = snippets.reduce((sum, s) => sum + s.text.length, 0);
    const share =
      total > this.options.maxBookChars ? Math.max(200, Math.floor(this.options.maxBookChars / snippets.length)) : Infinity;
    const trim = (text: string) => {
      if (text.length <= share) return text;
      const kept = sentenceSpans(text).filter((s) => s.end <= share);
      return kept.length ? text.slice(0, kept[kept.length - 1]!.end) : text.slice(0, share);
    };
    return book.chapters
      .map((chapter, c) => {
        const own = snippets.filter((s) => s.chapter === c);
        return own.length
          ? [`Chapter ${c + 1}: ${chapter.title}`, ...own.map((s) => `[${s.label}] ${trim(s.text)}`)].join("\n")
          : "";
      })
      .filter(Boolean)
      .join("\n\n");
  }

  private async summary(length: keyof SummarySentences, input: string, snippets: LabelledSnippet[]): Promise<SummarySentence[]> {
    const messages: ChatMessage[] = [
      { role: "system", content: SUMMARY_SYSTEM },
      { role: "user", content: `Write ${LENGTH_BRIEF[length]}. The snippets:\n\n${input}` },
    ];
    const drafts = await this.ask(`the ${length} summary`, messages, SUMMARY_SCHEMA, LENGTH_TOKENS[length], parseSummary);
    const verified: { text: string; sources: (SummarySource & { chapter: number })[] }[] = [];
    for (const draft of drafts.slice(0, 40)) {
      let sources = this.verifiedSources(draft, snippets);
      let text = draft.text;
      if (!sources.length) {
        const again = parseCited(
          await this.call(
            [
              { role: "system", content: SUMMARY_SYSTEM },
              {
                role: "user",
                content: `This sentence of the ${length} summary cites no passage that occurs in its snippets: "${draft.text}"\nAnswer with the sentence (reworded if needed) and its sources, each quote copied exactly from the snippet named.\n\n${input}`,
              },
            ],
            citedSentence,
            400,
          ),
        );
        sources = again ? this.verifiedSources(again, snippets) : [];
        text = again?.text ?? text;
      }
      if (sources.length && text.length <= MAX_SENTENCE_CHARS) verified.push({ text, sources });
    }
    return composeSummary(verified, SUMMARY_LIMITS[length], length === "long");
  }

  private verifiedSources(draft: CitedDraft, snippets: LabelledSnippet[]): (SummarySource & { chapter: number })[] {
    const sources: (SummarySource & { chapter: number })[] = [];
    for (const { snippet: label, quote } of draft.sources) {
      const snippet = snippets.find((s) => s.label === label.replace(/^\[|\]$/g, "").trim());
      const located = snippet && locateQuote(quote, snippet.text);
      if (!snippet || !located) continue;
      if (sources.some((s) => s.snippetId === snippet.snippetId && s.start === located.start && s.end === located.end)) continue;
      sources.push({ chapterId: snippet.chapterId, snippetId: snippet.snippetId, ...located, chapter: snippet.chapter });
    }
    return sources.slice(0, MAX_SOURCES);
  }
}
