import { sentenceSpans, wordCount } from "./sentences";
import { bookSentences } from "./extractive-summary";
import { terms } from "./words";
import type { BookForSummary, SummarySentence, SummarySource } from "./types";

/**
 * Sources for a summary written from the snippets rather than extracted from them (the demo library's
 * editorial summaries, a model's rewrite): each sentence points at the snippet sentences it shares the
 * most weighted words with. Extractive summaries never need this: their sources are exact.
 */

/** The summary cut into sentence slices; joined with "" they give the summary back exactly. */
export function summarySlices(summary: string): string[] {
  const spans = sentenceSpans(summary);
  if (!spans.length) return summary ? [summary] : [];
  return spans.map((span, i) => summary.slice(i === 0 ? 0 : span.start, spans[i + 1]?.start ?? summary.length));
}

const MAX_SOURCES = 2;
const MIN_SIMILARITY = 0.05;

export function alignSummary(summary: string, book: BookForSummary): SummarySentence[] {
  const candidates = bookSentences(book, (s) => wordCount(s) >= 3);
  const docs = candidates.map((c) => terms(c.quote));
  const df = new Map<string, number>();
  for (const d of docs) for (const t of new Set(d)) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = (t: string) => Math.log((docs.length + 1) / ((df.get(t) ?? 0) + 0.5)) + 1;
  const vector = (words: string[]) => {
    const v = new Map<string, number>();
    for (const t of words) v.set(t, (v.get(t) ?? 0) + idf(t));
    const norm = Math.sqrt([...v.values()].reduce((sum, w) => sum + w * w, 0));
    return { v, norm };
  };
  const vectors = docs.map(vector);
  const aligned = summarySlices(summary).map((text) => {
    const own = vector(terms(text));
    const scored = vectors
      .map((d, i) => {
        let dot = 0;
        for (const [t, w] of own.v) dot += w * (d.v.get(t) ?? 0);
        return { i, score: own.norm && d.norm ? dot / (own.norm * d.norm) : 0 };
      })
      .filter((s) => s.score >= MIN_SIMILARITY)
      .sort((a, b) => b.score - a.score || a.i - b.i);
    const best = scored[0]?.score ?? 0;
    const sources: SummarySource[] = scored
      .filter((s) => s.score >= best * 0.75)
      .slice(0, MAX_SOURCES)
      .sort((a, b) => a.i - b.i)
      .map(({ i }) => {
        const { chapterId, snippetId, start, end, quote } = candidates[i]!;
        return { chapterId, snippetId, start, end, quote };
      });
    return { text, sources };
  });
  // A sentence sharing no words with any snippet ("Not so, he replies.") leans on its neighbour's
  // passage: the next sentence of its paragraph, else the previous one.
  return aligned.map((sentence, i) => {
    if (sentence.sources.length) return sentence;
    const next = i + 1 < aligned.length && !/\n\s*\n/.test(sentence.text) ? aligned[i + 1]!.sources : [];
    const previous = i > 0 && !/\n\s*\n/.test(aligned[i - 1]!.text) ? aligned[i - 1]!.sources : [];
    return { ...sentence, sources: next.length ? next : previous };
  });
}

/**
 * Stored sentences still describe the summary shown and the snippets as they are now; an admin's edit
 * of either makes them stale, and then they are aligned afresh.
 */
export function currentSources(
  summary: string | null,
  stored: SummarySentence[] | undefined,
  book: BookForSummary,
): SummarySentence[] {
  if (!summary) return [];
  const texts = new Map(book.chapters.flatMap((c) => c.snippets.map((s) => [s.snippetId, s.text] as const)));
  const fresh =
    stored &&
    stored.map((s) => s.text).join("") === summary &&
    stored.every((s) => s.sources.every((src) => texts.get(src.snippetId)?.slice(src.start, src.end) === src.quote));
  return fresh ? stored : alignSummary(summary, book);
}
