import type { SummarySentences } from "./types";
import { SUMMARY_LIMITS } from "./extractive-summary";

/**
 * The production summarizer's side of the model (workers-ai.ts): the call it makes, the JSON schemas and system prompts
 * it sends, and the parsers that turn an answer into drafts (or null when it is unusable).
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

export const quotedSentence = {
  type: "object",
  properties: { text: { type: "string" }, quotes: { type: "array", items: { type: "string" } } },
  required: ["text", "quotes"],
};
export const SNIPPETS_SCHEMA = {
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
export const citedSentence = {
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
export const SUMMARY_SCHEMA = {
  type: "object",
  properties: { sentences: { type: "array", items: citedSentence } },
  required: ["sentences"],
};

const QUOTE_RULE =
  "Every quote must be copied character for character from the text given (a whole sentence or a run of at least five words); never paraphrase a quote.";

export const SNIPPETS_SYSTEM = `You write snippets of a book chapter for readers. Answer only with JSON matching the schema.
Each snippet has a short title (the chapter's own section heading, marked "## ", when one fits; otherwise at most five words) and 2 or 3 plain sentences of your own words that tell the reader what this part says.
Each sentence lists in "quotes" one or two passages of the chapter text that support it. ${QUOTE_RULE}`;

export const SUMMARY_SYSTEM = `You write a summary of a book from its chapter snippets, each marked with an id like [S3]. Answer only with JSON matching the schema.
Write plain sentences of your own words, in the order of the book. Each sentence lists in "sources" one or two snippets it draws on: the snippet's id and a quote from that snippet. ${QUOTE_RULE}`;

export const LENGTH_BRIEF: Record<keyof SummarySentences, string> = {
  short: `a short summary: one or two sentences, at most ${SUMMARY_LIMITS.short} characters in all, saying what the book is about`,
  medium: `a medium summary: four to six sentences, at most ${SUMMARY_LIMITS.medium} characters in all, covering the book's main ideas`,
  long: `a long summary: a few sentences per chapter, at most ${SUMMARY_LIMITS.long} characters in all, covering every chapter in order`,
};
export const LENGTH_TOKENS: Record<keyof SummarySentences, number> = { short: 400, medium: 900, long: 2400 };

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The model's answer as a value: `response` is a JSON string or, in JSON mode, often an already-parsed object. */
export function answerOf(result: unknown): unknown {
  const response = typeof result === "object" && result !== null && "response" in result ? result.response : result;
  if (typeof response !== "string") return response;
  try {
    return JSON.parse(response.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ""));
  } catch {
    return undefined;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

export interface DraftSentence {
  text: string;
  quotes: string[];
}

interface DraftSnippet {
  title: string;
  sentences: DraftSentence[];
}

export function parseQuoted(value: unknown): DraftSentence | null {
  if (!isRecord(value) || typeof value.text !== "string" || !Array.isArray(value.quotes)) return null;
  const text = oneLine(value.text);
  return text ? { text, quotes: strings(value.quotes) } : null;
}

export function parseSnippets(value: unknown): DraftSnippet[] | null {
  if (!isRecord(value) || !Array.isArray(value.snippets) || !value.snippets.length) return null;
  const snippets = value.snippets.flatMap((s: unknown) => {
    if (!isRecord(s) || !Array.isArray(s.sentences)) return [];
    const sentences = s.sentences.map(parseQuoted).filter((x): x is DraftSentence => x !== null);
    return sentences.length ? [{ title: typeof s.title === "string" ? oneLine(s.title) : "", sentences }] : [];
  });
  return snippets.length ? snippets : null;
}

export interface CitedDraft {
  text: string;
  sources: { snippet: string; quote: string }[];
}

export function parseCited(value: unknown): CitedDraft | null {
  if (!isRecord(value) || typeof value.text !== "string" || !Array.isArray(value.sources)) return null;
  const text = oneLine(value.text);
  const sources = value.sources.flatMap((s: unknown) =>
    isRecord(s) && typeof s.snippet === "string" && typeof s.quote === "string" ? [{ snippet: s.snippet, quote: s.quote }] : [],
  );
  return text ? { text, sources } : null;
}

export function parseSummary(value: unknown): CitedDraft[] | null {
  if (!isRecord(value) || !Array.isArray(value.sentences) || !value.sentences.length) return null;
  const sentences = value.sentences.map(parseCited).filter((x): x is CitedDraft => x !== null);
  return sentences.length ? sentences : null;
}
