import { describe, expect, it } from "vitest";
import {
  locateQuote,
  piecesPlainText,
  sentencesFitSummary,
  splitTrailingSpace,
  withOffsets,
  type TextPieces,
} from "../../web/src/features/library/lib/summary-sources";
import { htmlToPlainText } from "../../worker/lib/plain-text";

const BLOCK = /^<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|pre|tr|td|th|table|section|article|hr)\b/i;

/** What the browser's DOM holds for simple snippet HTML: each text node, and a break at each block tag. */
function domPieces(html: string): TextPieces {
  return html
    .split(/(<[^>]*>)/)
    .filter((part) => part !== "")
    .flatMap((part) => (part.startsWith("<") ? (BLOCK.test(part) ? [null] : []) : [part.replaceAll("&amp;", "&")]));
}

/** The marked text: each range's stretch of its piece, joined. */
const marked = (pieces: TextPieces, ranges: ReturnType<typeof locateQuote>) =>
  ranges.map((r) => pieces[r.index]!.slice(r.from, r.to));

const source = (text: string, quote: string) => {
  const start = text.indexOf(quote);
  return { start, end: start + quote.length, quote };
};

describe("a summary sentence's passage in its snippet", () => {
  const html =
    "<p>First  part, <em>with emphasis</em> here.</p>\n<p>Second &amp; last\n paragraph.</p><ul><li>One</li><li>Two</li></ul>";
  const pieces = domPieces(html);

  it("reads the snippet's text as the server does (htmlToPlainText)", () => {
    expect(piecesPlainText(pieces)).toBe(htmlToPlainText(html));
  });

  it("maps a quote across inline elements to each text node's stretch", () => {
    const text = htmlToPlainText(html);
    const ranges = locateQuote(pieces, source(text, "part, with emphasis here"));
    expect(marked(pieces, ranges)).toEqual(["part, ", "with emphasis", " here"]);
  });

  it("maps a quote across paragraphs and collapsed whitespace", () => {
    const text = htmlToPlainText(html);
    const ranges = locateQuote(pieces, source(text, "here. Second & last paragraph. One"));
    expect(marked(pieces, ranges)).toEqual(["here.", "\n", "Second & last\n paragraph.", "One"]);
  });

  it("finds the quote by its text when the stored offsets no longer hold it", () => {
    const ranges = locateQuote(pieces, { start: 0, end: 5, quote: "Second & last" });
    expect(marked(pieces, ranges)).toEqual(["Second & last"]);
  });

  it("marks nothing when the passage is gone from the snippet", () => {
    expect(locateQuote(pieces, { start: 0, end: 8, quote: "Not here" })).toEqual([]);
    expect(locateQuote(pieces, { start: 0, end: 0, quote: "" })).toEqual([]);
  });
});

describe("a summary's sentences", () => {
  const chapter = { chapterId: "c1", snippetId: "s1", start: 0, end: 3, quote: "One" };
  const sentences = [
    { text: "One two three. ", sources: [chapter] },
    { text: "Four five.\n\n", sources: [] },
    { text: "Six.", sources: [chapter] },
  ];

  it("are shown only when they join to exactly the summary on screen and some has a source", () => {
    expect(sentencesFitSummary(sentences, "One two three. Four five.\n\nSix.")).toBe(true);
    expect(sentencesFitSummary(sentences, "One two three. Four five. Six.")).toBe(false);
    expect(
      sentencesFitSummary(
        sentences.map((s) => ({ ...s, sources: [] })),
        "One two three. Four five.\n\nSix.",
      ),
    ).toBe(false);
  });

  it("keep the whitespace after a sentence outside its button", () => {
    expect(splitTrailingSpace("Four five.\n\n")).toEqual({ sentence: "Four five.", after: "\n\n" });
    expect(splitTrailingSpace("Six.")).toEqual({ sentence: "Six.", after: "" });
  });

  it("are keyed by where they start in the summary", () => {
    expect(withOffsets(sentences).map((s) => s.offset)).toEqual([0, 15, 27]);
  });
});
