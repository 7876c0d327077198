import type { SummarySentence, SummarySource } from "../../../../../shared/contract";

/**
 * Sources are shown only when their sentences are exactly the summary on screen (decision 142 promises it; an
 * older answer after an edit would not be), and some sentence has a source.
 */
export function sentencesFitSummary(sentences: SummarySentence[], summary: string): boolean {
  return sentences.map((s) => s.text).join("") === summary && sentences.some((s) => s.sources.length > 0);
}

/** Each sentence with where it starts in the summary (a stable key for it). */
export function withOffsets(sentences: SummarySentence[]): (SummarySentence & { offset: number })[] {
  let offset = 0;
  return sentences.map((s) => {
    const at = offset;
    offset += s.text.length;
    return { ...s, offset: at };
  });
}

/** A sentence as shown in its button: the whitespace after it stays outside, so paragraphs keep their breaks. */
export function splitTrailingSpace(text: string): { sentence: string; after: string } {
  const sentence = text.trimEnd();
  return { sentence, after: text.slice(sentence.length) };
}

/**
 * A snippet's rendered text, in document order: each text node's data, or null where a block element (a
 * paragraph, a list item, a line break…) starts or ends, as worker/lib/plain-text.ts puts a space there.
 */
export type TextPieces = (string | null)[];

/** Where each character of the snippet's plain text comes from: [piece index, offset in that piece]. */
function plainTextMap(pieces: TextPieces): { text: string; origin: [number, number][] } {
  let text = "";
  const origin: [number, number][] = [];
  // A run of whitespace and block boundaries is one space (none at the start), mapped to the run's first
  // whitespace character so a mark has no gap there; a bare boundary maps to no piece.
  let pending: [number, number] | null = null;
  pieces.forEach((piece, index) => {
    if (piece === null) {
      pending ??= [-1, -1];
      return;
    }
    for (let offset = 0; offset < piece.length; offset++) {
      if (/\s/.test(piece[offset]!)) {
        if (!pending || pending[0] < 0) pending = [index, offset];
        continue;
      }
      if (pending && text.length > 0) {
        text += " ";
        origin.push(pending);
      }
      pending = null;
      text += piece[offset];
      origin.push([index, offset]);
    }
  });
  return { text, origin };
}

/** The snippet's plain text, as the server computes it from the snippet's HTML. */
export function piecesPlainText(pieces: TextPieces): string {
  return plainTextMap(pieces).text;
}

/** A stretch of one text piece to mark: piece index and [from, to) offsets in its data. */
export interface PieceRange {
  index: number;
  from: number;
  to: number;
}

/**
 * The pieces' stretches covering a source's quote: at its stored offsets when they still hold the quote,
 * else where the quote first occurs; none when the passage is no longer in the snippet.
 */
export function locateQuote(pieces: TextPieces, source: Pick<SummarySource, "start" | "end" | "quote">): PieceRange[] {
  const { text, origin } = plainTextMap(pieces);
  const quote = source.quote.trim();
  if (!quote) return [];
  let start = text.slice(source.start, source.end).trim() === quote ? text.indexOf(quote, source.start) : -1;
  if (start < 0) start = text.indexOf(quote);
  if (start < 0) return [];
  const ranges: PieceRange[] = [];
  for (let i = start; i < start + quote.length; i++) {
    const [index, offset] = origin[i]!;
    if (index < 0) continue;
    const last = ranges[ranges.length - 1];
    if (last && last.index === index) last.to = offset + 1;
    else ranges.push({ index, from: offset, to: offset + 1 });
  }
  return ranges;
}
