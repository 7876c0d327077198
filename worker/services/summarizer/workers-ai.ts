import { sanitizeHtml } from "../../lib/sanitize";
import { locateQuote } from "./citations";
import { cleanText } from "./clean-text";
import type { SnippetOutput, Summarizer } from "./index";
import { sentenceSpans } from "./sentences";
import type { ChapterPassage, SnippetSentenceDraft } from "./snippet-sources";
import { SUMMARY_LIMITS } from "./textrank";
import type { BookForSummary, CleanChapter, SummarySentence, SummarySentences, SummarySource } from "./types";

/**
 * The production summarizer (docs/decisions/143): an instruct model on Workers AI answering in JSON-schema mode.
 * Map: each chapter's clean text, in bounded chunks, becomes snippets whose sentences cite quotes of the chapter.
 * Reduce: the snippets become the three summaries, each sentence citing quotes of the snippets. Every quote is
 * checked against the text it claims to come from; a sentence left without one is asked for once more, then dropped.
 */

export interface ChatMessage {
  role: "system" | "user";
  content: string;
}

export interface ChatInput {
  messages: ChatMessage[];
  response_format: { type: "json_schema"; json_schema: object };
  max_tokens: number;
  temperature: number;
}

/** The slice of the AI binding this adapter uses (a fake in tests). */
export interface SummaryAi {
  run(model: string, input: ChatInput): Promise<unknown>;
}

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

const quotedSentence = {
  type: "object",
  properties: { text: { type: "string" }, quotes: { type: "array", items: { type: "string" } } },
  required: ["text", "quotes"],
};
const SNIPPETS_SCHEMA = {
  type: "object",
  properties: {
    snippets: {
      type: "array",
      items: {
        type: "object",
        properties: { title: { type: "string" }, sentences: { type: "array", items: quotedSentence } },
        required: ["title", "sentences"],
      },
    },
  },
  required: ["snippets"],
};
const citedSentence = {
  type: "object",
  properties: {
    text: { type: "string" },
    sources: {
      type: "array",
      items: {
        type: "object",
        properties: { snippet: { type: "string" }, quote: { type: "string" } },
        required: ["snippet", "quote"],
      },
    },
  },
  required: ["text", "sources"],
};
const SUMMARY_SCHEMA = {
  type: "object",
  properties: { sentences: { type: "array", items: citedSentence } },
  required: ["sentences"],
};

const QUOTE_RULE =
  "Every quote must be copied character for character from the text given (a whole sentence or a run of at least five words); never paraphrase a quote.";

const SNIPPETS_SYSTEM = `You write snippets of a book chapter for readers. Answer only with JSON matching the schema.
Each snippet has a short title (the chapter's own section heading, marked "## ", when one fits; otherwise at most five words) and 2 or 3 plain sentences of your own words that tell the reader what this part says.
Each sentence lists in "quotes" one or two passages of the chapter text that support it. ${QUOTE_RULE}`;

const SUMMARY_SYSTEM = `You write a summary of a book from its chapter snippets, each marked with an id like [S3]. Answer only with JSON matching the schema.
Write plain sentences of your own words, in the order of the book. Each sentence lists in "sources" one or two snippets it draws on: the snippet's id and a quote from that snippet. ${QUOTE_RULE}`;

const LENGTH_BRIEF: Record<keyof SummarySentences, string> = {
  short: `a short summary: one or two sentences, at most ${SUMMARY_LIMITS.short} characters in all, saying what the book is about`,
  medium: `a medium summary: four to six sentences, at most ${SUMMARY_LIMITS.medium} characters in all, covering the book's main ideas`,
  long: `a long summary: a few sentences per chapter, at most ${SUMMARY_LIMITS.long} characters in all, covering every chapter in order`,
};
const LENGTH_TOKENS: Record<keyof SummarySentences, number> = { short: 400, medium: 900, long: 2400 };

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The model's answer as a value: `response` is a JSON string or, in JSON mode, often an already-parsed object. */
function answerOf(result: unknown): unknown {
  const response = typeof result === "object" && result !== null && "response" in result ? result.response : result;
  if (typeof response !== "string") return response;
  try {
    return JSON.parse(response.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ""));
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

interface DraftSentence {
  text: string;
  quotes: string[];
}

interface DraftSnippet {
  title: string;
  sentences: DraftSentence[];
}

function parseQuoted(value: unknown): DraftSentence | null {
  if (!isRecord(value) || typeof value.text !== "string" || !Array.isArray(value.quotes)) return null;
  const text = oneLine(value.text);
  return text ? { text, quotes: strings(value.quotes) } : null;
}

function parseSnippets(value: unknown): DraftSnippet[] | null {
  if (!isRecord(value) || !Array.isArray(value.snippets) || !value.snippets.length) return null;
  const snippets = value.snippets.flatMap((s: unknown) => {
    if (!isRecord(s) || !Array.isArray(s.sentences)) return [];
    const sentences = s.sentences.map(parseQuoted).filter((x): x is DraftSentence => x !== null);
    return sentences.length ? [{ title: typeof s.title === "string" ? oneLine(s.title) : "", sentences }] : [];
  });
  return snippets.length ? snippets : null;
}

interface CitedDraft {
  text: string;
  sources: { snippet: string; quote: string }[];
}

function parseCited(value: unknown): CitedDraft | null {
  if (!isRecord(value) || typeof value.text !== "string" || !Array.isArray(value.sources)) return null;
  const text = oneLine(value.text);
  const sources = value.sources.flatMap((s: unknown) =>
    isRecord(s) && typeof s.snippet === "string" && typeof s.quote === "string" ? [{ snippet: s.snippet, quote: s.quote }] : [],
  );
  return text ? { text, sources } : null;
}

function parseSummary(value: unknown): CitedDraft[] | null {
  if (!isRecord(value) || !Array.isArray(value.sentences) || !value.sentences.length) return null;
  const sentences = value.sentences.map(parseCited).filter((x): x is CitedDraft => x !== null);
  return sentences.length ? sentences : null;
}

/** The chapter's clean text with its headings marked, in chunks of at most `max` characters, paragraphs kept whole where they fit. */
export function chapterChunks(chapter: CleanChapter, max: number): string[] {
  const blocks = chapter.sections.flatMap((section) => [
    ...(section.heading ? [`## ${section.heading}`] : []),
    ...section.paragraphs.flatMap((p) => (p.length <= max ? [p] : splitLong(p, max))),
  ]);
  const chunks: string[] = [];
  let current = "";
  for (const block of blocks) {
    if (current && current.length + 2 + block.length > max) {
      chunks.push(current);
      current = "";
    }
    current = current ? `${current}\n\n${block}` : block;
  }
  if (current && chapter.sections.some((s) => s.paragraphs.length)) chunks.push(current);
  return chunks;
}

/** A paragraph longer than a chunk, cut at sentence ends (a sentence longer than a chunk is cut at the limit). */
function splitLong(paragraph: string, max: number): string[] {
  const parts: string[] = [];
  let current = "";
  for (const { text } of sentenceSpans(paragraph)) {
    for (let i = 0; i < text.length; i += max) {
      const piece = text.slice(i, i + max);
      if (current && current.length + 1 + piece.length > max) {
        parts.push(current);
        current = "";
      }
      current = current ? `${current} ${piece}` : piece;
    }
  }
  if (current) parts.push(current);
  return parts;
}

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

  async summarizeBook(book: BookForSummary): Promise<SummarySentences> {
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

/**
 * Whole sentences within the limit, in the model's order, each with the whitespace after it: a blank line where
 * a long summary moves to another chapter, else a space; the last has none. Nothing fits: the shortest, whole.
 */
export function composeSummary(
  sentences: { text: string; sources: (SummarySource & { chapter: number })[] }[],
  limit: number,
  paragraphs: boolean,
): SummarySentence[] {
  let chosen: typeof sentences = [];
  let size = 0;
  for (const sentence of sentences) {
    const added = sentence.text.length + (chosen.length ? 2 : 0);
    if (size + added > limit) continue;
    chosen.push(sentence);
    size += added;
  }
  if (!chosen.length && sentences.length) chosen = [[...sentences].sort((a, b) => a.text.length - b.text.length)[0]!];
  return chosen.map((sentence, i) => {
    const next = chosen[i + 1];
    const gap = !next ? "" : paragraphs && next.sources[0]!.chapter !== sentence.sources[0]!.chapter ? "\n\n" : " ";
    return {
      text: sentence.text + gap,
      sources: sentence.sources.map(({ chapterId, snippetId, start, end, quote }) => ({
        chapterId,
        snippetId,
        start,
        end,
        quote,
      })),
    };
  });
}
