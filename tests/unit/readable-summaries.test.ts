import { beforeAll, describe, expect, it } from "vitest";
import { planChapters } from "../../worker/jobs/chapter-plan";
import { htmlToPlainText } from "../../worker/lib/plain-text";
import { extractPdf, type ExtractedPdf } from "../../worker/services/pdf";
import { type CleanChapter, cleanChapter, cleanText, profileBook } from "../../worker/services/summarizer/clean-text";
import { splitSentences } from "../../worker/services/summarizer/sentences";
import { summarizeSnippets, summaryText } from "../../worker/services/summarizer/extractive-summary";
import { chapterSnippets } from "../../worker/services/summarizer/textrank";
import type { BookForSummary, SummarySentences } from "../../worker/services/summarizer/types";
import { MANUAL, NOVEL } from "../support/book-fixtures";
import { type BookSpec, makeBookPdf } from "../support/book-pdf";

/** What the pipeline makes of a real-shaped PDF, without the database (the same functions, in order). */
async function summarizePdf(spec: BookSpec) {
  const pdf: ExtractedPdf = await extractPdf(await makeBookPdf(spec));
  const { chapters, source } = planChapters(pdf.pages, pdf.outline, []);
  const profile = profileBook(pdf.pages, pdf.outline);
  const clean = chapters.map((c) => cleanChapter(pdf.pages, c, profile, pdf.sectionOutline));
  const snippets = clean.map((c) => chapterSnippets(c));
  const book: BookForSummary = {
    chapters: clean.map((c, i) => ({
      chapterId: `ch${i + 1}`,
      title: c.title,
      snippets: snippets[i]!.map((s, k) => ({ snippetId: `ch${i + 1}-s${k + 1}`, text: htmlToPlainText(s.html) })),
    })),
  };
  return { pdf, source, clean, snippets, book, summaries: summarizeSnippets(book) };
}

const WHOLE_SENTENCE = {
  start: /^([A-Z]|["“”‘'][A-Za-z])/,
  end: /[.!?]["”’')]?$/,
};
const CROSS_REFERENCE = /\bsee (section|page|chapter)|\bsection \d|\(\d\)|\bpage \d/i;
const SECTION_NUMBER = /\b\d+\.\d+\b/;

function expectReadable(sentence: string) {
  const words = sentence.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
  expect(sentence, "starts with a capital or a quote").toMatch(WHOLE_SENTENCE.start);
  expect(sentence, "ends with terminal punctuation").toMatch(WHOLE_SENTENCE.end);
  expect(words, sentence).toBeGreaterThanOrEqual(6);
  expect(words, sentence).toBeLessThanOrEqual(60);
  expect(sentence).not.toMatch(CROSS_REFERENCE);
  expect(sentence).not.toMatch(SECTION_NUMBER);
  expect(sentence).not.toMatch(/[•{}=$]|sudo|rsync|WIND NW|LAMP LIT/);
}

/** Every sentence of the book's prose, as the fixture wrote it (soft hyphens out). */
function bookProse(spec: BookSpec): string[] {
  return spec.chapters
    .flatMap((c) => [
      ...c.intro,
      ...c.sections.flatMap((s) => s.blocks.flatMap((b) => (b.kind === "paragraph" || b.kind === "note" ? [b.text] : []))),
    ])
    .map((t) => t.replace(/\u00ad/g, ""));
}

const headingsOf = (spec: BookSpec) => new Set(spec.chapters.flatMap((c) => [c.title, ...c.sections.map((s) => s.title)]));

describe.each([
  ["a technical manual", MANUAL],
  ["a novel", NOVEL],
])("summaries a reader can read: %s", { timeout: 30_000 }, (_name, spec) => {
  let result: Awaited<ReturnType<typeof summarizePdf>>;
  beforeAll(async () => {
    result = await summarizePdf(spec);
  });

  it("plans the chapters from the bookmarks and reads the second level as sections", () => {
    expect(result.source).toBe("outline");
    expect(result.pdf.sectionOutline!.map((s) => s.title)).toEqual(
      spec.chapters.flatMap((c) => c.sections.map((s) => `${s.number} ${s.title}`)),
    );
  });

  it("cleans the text: no running heads, page numbers, code, bullets; hyphenated line ends joined", () => {
    const text = result.clean.map(cleanText).join("\n\n");
    for (const page of [1, 2, 3, 4]) expect(text).not.toContain(spec.runningHead(page, spec.chapters[0]!.title));
    expect(text).not.toMatch(/^\d+$/m);
    expect(text).not.toMatch(/sudo|rsync|listen =|\[server\]|WIND NW|LAMP LIT|•/);
    expect(text).not.toMatch(/[a-z]- [a-z]/);
    for (const word of ["documentation", "frequently", "endurance", "intrusion", "permissions", "diligence", "attention"])
      if (bookProse(spec).some((p) => p.includes(word))) expect(text).toContain(word);
    // The book's prose survives: every paragraph's first sentence is in the clean text.
    for (const paragraph of bookProse(spec)) expect(text).toContain(splitSentences(paragraph)[0]!.replace(/ \(see [^)]*\)/, ""));
  });

  it("keeps each heading as a section's title, never as a sentence", () => {
    const headings = result.clean.flatMap((c: CleanChapter) => c.sections.map((s) => s.heading).filter(Boolean));
    expect(headings).toEqual(spec.chapters.flatMap((c) => c.sections.map((s) => s.title)));
    const paragraphs = result.clean.flatMap((c) => c.sections.flatMap((s) => s.paragraphs)).join("\n");
    for (const chapter of spec.chapters) {
      expect(paragraphs).not.toContain(chapter.label);
      for (const section of chapter.sections) expect(paragraphs).not.toContain(section.title);
    }
  });

  it("drops cross-references and section numbers from the prose it keeps", () => {
    const sentences = result.clean.flatMap((c) => c.sections.flatMap((s) => s.paragraphs));
    const kept = result.snippets.flat().flatMap((s) => splitSentences(htmlToPlainText(s.html)));
    expect(kept.length).toBeGreaterThan(8);
    expect(sentences.length).toBeGreaterThan(0);
    for (const sentence of kept) {
      expect(sentence).not.toMatch(CROSS_REFERENCE);
      expect(sentence).not.toMatch(SECTION_NUMBER);
    }
  });

  it("writes snippets and summaries of whole prose sentences of the book, titled by the book's own headings", () => {
    const prose = bookProse(spec).join(" ");
    const summaries: SummarySentences = result.summaries;
    const sentences = [
      ...result.snippets.flat().flatMap((s) => splitSentences(htmlToPlainText(s.html))),
      ...(["short", "medium", "long"] as const).flatMap((length) => summaries[length].map((s) => s.text.trim())),
    ];
    for (const sentence of sentences) {
      expectReadable(sentence);
      // Extractive: the sentence is the book's (only a cross-reference or a manual section mark removed).
      const words = sentence.split(" ");
      expect(prose.replace(/ \((see|1)[^)]*\)/g, "")).toContain(words.slice(0, Math.min(6, words.length)).join(" "));
    }
    for (const snippet of result.snippets.flat()) expect(headingsOf(spec)).toContain(snippet.title);
  });

  it("introduces the book in its short summary: its opening and the chapters' leads, in reading order", () => {
    const leads = result.book.chapters.map((c) => splitSentences(c.snippets[0]!.text)[0]);
    const opening = splitSentences(result.book.chapters[0]!.snippets[0]!.text).slice(0, 2);
    const short = result.summaries.short.map((s) => s.text.trim());
    expect(short[0]).toBe(opening[0]);
    expect(short[0]).toBe(splitSentences(spec.chapters[0]!.intro[0]!.replace(/\u00ad/g, ""))[0]);
    for (const sentence of short) expect([...opening, ...leads]).toContain(sentence);
    const order = short.map((s) => summaryText(result.summaries.long).indexOf(s));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(summaryText(result.summaries.short).length).toBeLessThanOrEqual(300);
    expect(summaryText(result.summaries.medium).length).toBeGreaterThan(summaryText(result.summaries.short).length);
    expect(summaryText(result.summaries.long).length).toBeGreaterThan(summaryText(result.summaries.medium).length);
  });

  it("gives every summary sentence its exact source passage", () => {
    const texts = new Map(result.book.chapters.flatMap((c) => c.snippets.map((s) => [s.snippetId, s.text] as const)));
    for (const length of ["short", "medium", "long"] as const) {
      const sentences = result.summaries[length];
      expect(sentences.length).toBeGreaterThan(0);
      for (const sentence of sentences) {
        expect(sentence.sources).toHaveLength(1);
        const [source] = sentence.sources;
        expect(texts.get(source!.snippetId)!.slice(source!.start, source!.end)).toBe(source!.quote);
        expect(sentence.text.trim()).toBe(source!.quote);
        expect(source!.snippetId.startsWith(`${source!.chapterId}-`)).toBe(true);
      }
    }
  });
});

describe("summaries are deterministic", () => {
  it("gives the same snippets and summaries for the same PDF", async () => {
    const [a, b] = await Promise.all([summarizePdf(NOVEL), summarizePdf(NOVEL)]);
    expect(a.snippets).toEqual(b.snippets);
    expect(a.summaries).toEqual(b.summaries);
  });
});
