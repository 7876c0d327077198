import { isProseSentence, sentenceSpans } from "./sentences";
import { byRank, rankSentences, terms } from "./textrank";
import type { BookForSummary, SummarySentence, SummarySentences, SummarySource } from "./types";

/**
 * The offline summaries (textrank.ts ranks): the book's best sentences, verbatim from its snippets, within each
 * length's limit.
 */

/** Characters per summary; a summary is whole sentences, so it may be shorter, never cut. */
export const SUMMARY_LIMITS = { short: 300, medium: 800, long: 2500 } as const;

interface BookSentence extends SummarySource {
  chapter: number;
  /** First sentence of its chapter's first snippet (the chapter's lead). */
  lead: boolean;
}

/** Every readable sentence of the book's snippets, in reading order, located in its snippet's text. */
export function bookSentences(book: BookForSummary, keep: (sentence: string) => boolean = isProseSentence): BookSentence[] {
  return book.chapters.flatMap((chapter, c) =>
    chapter.snippets.flatMap((snippet, s) =>
      sentenceSpans(snippet.text)
        .filter((span) => keep(span.text))
        .map((span, k) => ({
          chapterId: chapter.chapterId,
          snippetId: snippet.snippetId,
          start: span.start,
          end: span.end,
          quote: span.text,
          chapter: c,
          lead: s === 0 && k === 0,
        })),
    ),
  );
}

/** Shares most of its words with a sentence already chosen ("Tools and tips for X are described." twice). */
function repeats(a: string, b: string): boolean {
  const [x, y] = [new Set(terms(a)), new Set(terms(b))];
  const shared = [...x].filter((t) => y.has(t)).length;
  return shared >= 0.6 * Math.min(x.size, y.size);
}

function pickWithin(sentences: BookSentence[], priority: number[], maxChars: number): number[] {
  const chosen: number[] = [];
  let length = 0;
  for (const i of priority) {
    if (chosen.includes(i) || chosen.some((j) => repeats(sentences[i]!.quote, sentences[j]!.quote))) continue;
    const added = sentences[i]!.quote.length + (chosen.length ? 2 : 0);
    if (length + added > maxChars) continue;
    chosen.push(i);
    length += added;
  }
  return chosen.sort((a, b) => a - b);
}

/** The chosen sentences as slices of the summary: a blank line between chapters in paragraphed summaries. */
function asSummary(sentences: BookSentence[], chosen: number[], paragraphs: boolean): SummarySentence[] {
  return chosen.map((i, k) => {
    const s = sentences[i]!;
    const next = chosen[k + 1];
    const gap = next === undefined ? "" : paragraphs && sentences[next]!.chapter !== s.chapter ? "\n\n" : " ";
    const { chapterId, snippetId, start, end, quote } = s;
    return { text: quote + gap, sources: [{ chapterId, snippetId, start, end, quote }] };
  });
}

/**
 * The three book summaries, extracted from the chapters' snippets so every sentence has an exact source.
 * Short: the book's opening and its chapters' leads. Medium: those, then each chapter's most central
 * sentence. Long: then the rest by centrality. Each in reading order.
 */
export function summarizeSnippets(book: BookForSummary): SummarySentences {
  const sentences = bookSentences(book);
  if (!sentences.length) return { short: [], medium: [], long: [] };
  const { scores } = rankSentences(sentences.map((s) => s.quote));
  const all = sentences.map((_, i) => i);
  const firstChapter = sentences[0]!.chapter;
  const opening = all.filter((i) => sentences[i]!.chapter === firstChapter).slice(0, 2);
  const leads = byRank(
    scores,
    all.filter((i) => sentences[i]!.lead && !opening.includes(i)),
  );
  const introduction = [opening[0]!, ...leads, ...opening.slice(1)];
  const chapterBest = byRank(scores, all).filter(
    (i, k, ranked) => ranked.findIndex((j) => sentences[j]!.chapter === sentences[i]!.chapter) === k,
  );
  let short = pickWithin(sentences, introduction, SUMMARY_LIMITS.short);
  // An opening longer than the short limit: the shortest lead, whole.
  if (!short.length) short = [[...introduction].sort((a, b) => sentences[a]!.quote.length - sentences[b]!.quote.length)[0]!];
  const medium = pickWithin(
    sentences,
    [...short, ...chapterBest, ...introduction, ...byRank(scores, all)],
    SUMMARY_LIMITS.medium,
  );
  const long = pickWithin(sentences, [...short, ...chapterBest, ...introduction, ...byRank(scores, all)], SUMMARY_LIMITS.long);
  return {
    short: asSummary(sentences, short, false),
    medium: asSummary(sentences, medium, false),
    long: asSummary(sentences, long, true),
  };
}

export function summaryText(sentences: SummarySentence[]): string {
  return sentences.map((s) => s.text).join("");
}
