import type { SummarySentence, SummarySource } from "./types";

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
