import { sentenceSpans } from "./sentences";
import type { CleanChapter } from "./types";

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
