import { summarySlices } from "./sources";
import type { BookForSummary, SummarySentence } from "./types";

/**
 * A chapter snippet's sentences and their sources in the book (docs/decisions/144). An adapter hands each snippet
 * sentence over with the passages of the chapter's clean text (`cleanText(chapter)`) that back it: the model's
 * verified quotes, or the extracted sentence's own place. Served per sentence like a summary's.
 */

/** A range of the chapter's clean text and its words there. */
export interface ChapterPassage {
  start: number;
  end: number;
  quote: string;
}

export interface SnippetSentenceDraft {
  /** The sentence as written into the snippet. */
  text: string;
  passages: ChapterPassage[];
}

interface SnippetRef {
  chapterId: string;
  snippetId: string;
}

/**
 * The snippet's plain text cut at its sentences (each with the whitespace after it, so they join to the text), each
 * citing its chapter passages; a sentence without one cites its own place in the snippet. Null when the text is not
 * those sentences in order (nothing is stored then, and the snippet is served as its own source).
 */
export function chapterBackedSentences(plain: string, drafts: SnippetSentenceDraft[], ref: SnippetRef): SummarySentence[] | null {
  if (!drafts.length) return null;
  const starts: number[] = [];
  let cursor = 0;
  for (const draft of drafts) {
    const at = draft.text ? plain.indexOf(draft.text, cursor) : -1;
    if (at < 0 || plain.slice(cursor, at).trim()) return null;
    starts.push(at);
    cursor = at + draft.text.length;
  }
  if (plain.slice(cursor).trim()) return null;
  return drafts.map((draft, i) => ({
    text: plain.slice(i === 0 ? 0 : starts[i]!, starts[i + 1] ?? plain.length),
    snippetId: ref.snippetId,
    sources: draft.passages.length
      ? draft.passages.map((p) => ({ ...ref, start: p.start, end: p.end, quote: p.quote, within: "chapter" as const }))
      : [{ ...ref, start: starts[i]!, end: starts[i]! + draft.text.length, quote: draft.text }],
  }));
}

/** Each sentence of the snippet citing its own place in it: a snippet with no stored sources (the demo library's, an admin's edit). */
export function ownPassages(plain: string, ref: SnippetRef): SummarySentence[] {
  let offset = 0;
  return summarySlices(plain).map((text) => {
    const start = offset + (text.length - text.trimStart().length);
    const quote = text.trim();
    offset += text.length;
    return { text, snippetId: ref.snippetId, sources: quote ? [{ ...ref, start, end: start + quote.length, quote }] : [] };
  });
}

/**
 * Every snippet's sentences in reading order: the stored ones while they still join to the snippet as it is now
 * (an admin's edit makes them stale), else the snippet's own sentences.
 */
export function currentSnippetSentences(book: BookForSummary, stored: Map<string, SummarySentence[]>): SummarySentence[] {
  return book.chapters.flatMap((chapter) =>
    chapter.snippets.flatMap(({ snippetId, text }) => {
      const ref = { chapterId: chapter.chapterId, snippetId };
      const own = stored.get(snippetId);
      const fresh =
        own &&
        own.map((s) => s.text).join("") === text &&
        own.every((s) => s.sources.every((src) => src.within === "chapter" || text.slice(src.start, src.end) === src.quote));
      return fresh ? own : ownPassages(text, ref);
    }),
  );
}
