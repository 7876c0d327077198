import { describe, expect, it } from "vitest";
import { htmlToPlainText } from "../../worker/lib/plain-text";
import { TextRankSummarizer } from "../../worker/services/summarizer";
import { cleanText, type CleanChapter } from "../../worker/services/summarizer/clean-text";
import { chapterBackedSentences, currentSnippetSentences, ownPassages } from "../../worker/services/summarizer/snippet-sources";

// Henry David Thoreau, "Walden" (1854), public domain.
const CHAPTER: CleanChapter = {
  title: "Where I Lived",
  sections: [
    {
      heading: null,
      paragraphs: [
        "I went to the woods because I wished to live deliberately, to front only the essential facts of life. I did not wish to live what was not life, living is so dear.",
        "Our life is frittered away by detail. An honest man has hardly need to count more than his ten fingers. Simplicity, simplicity, simplicity!",
      ],
    },
    {
      heading: "Solitude",
      paragraphs: [
        "The mass of men lead lives of quiet desperation. What is called resignation is confirmed desperation. I love the wild not less than the good. Time is but the stream I go a-fishing in.",
      ],
    },
  ],
};
const REF = { chapterId: "c1", snippetId: "c1-s1" };

/** The snippet as a reader sees it (worker/db/summary-sources.ts; the HTML is already sanitized). */
const snippetPlainText = htmlToPlainText;

describe("snippet sources", () => {
  it("an extracted snippet's sentences each cite their own place in the chapter's clean text", async () => {
    const text = cleanText(CHAPTER);
    const snippets = await new TextRankSummarizer().chapterSnippets(CHAPTER);
    expect(snippets.length).toBeGreaterThan(0);
    for (const snippet of snippets) {
      const sentences = chapterBackedSentences(snippetPlainText(snippet.html), snippet.sentences!, REF)!;
      expect(sentences.map((s) => s.text).join("")).toBe(snippetPlainText(snippet.html));
      for (const sentence of sentences) {
        expect(sentence.snippetId).toBe(REF.snippetId);
        expect(sentence.sources).toEqual([
          {
            ...REF,
            start: text.indexOf(sentence.text.trim()),
            end: expect.any(Number),
            quote: sentence.text.trim(),
            within: "chapter",
          },
        ]);
        const [source] = sentence.sources;
        expect(text.slice(source!.start, source!.end)).toBe(source!.quote);
      }
    }
  });

  it("cuts the snippet text at its sentences, a sentence without a passage citing itself", () => {
    const plain = "He went to the woods. He wished to live deliberately.";
    const sentences = chapterBackedSentences(
      plain,
      [
        { text: "He went to the woods.", passages: [{ start: 0, end: 22, quote: "I went to the woods because" }] },
        { text: "He wished to live deliberately.", passages: [] },
      ],
      REF,
    );
    expect(sentences).toEqual([
      {
        text: "He went to the woods. ",
        snippetId: "c1-s1",
        sources: [{ ...REF, start: 0, end: 22, quote: "I went to the woods because", within: "chapter" }],
      },
      {
        text: "He wished to live deliberately.",
        snippetId: "c1-s1",
        sources: [{ ...REF, start: 22, end: 53, quote: "He wished to live deliberately." }],
      },
    ]);
  });

  it("stores nothing when the snippet text is not the sentences given", () => {
    const drafts = [{ text: "He went to the woods.", passages: [] }];
    expect(chapterBackedSentences("Something else. He went to the woods.", drafts, REF)).toBeNull();
    expect(chapterBackedSentences("He went to the woods. And more.", drafts, REF)).toBeNull();
    expect(chapterBackedSentences("He went to the woods.", [], REF)).toBeNull();
  });

  it("serves stored sentences while they join to the snippet, else the snippet's own sentences", () => {
    const text = "He went to the woods. He wished to live deliberately.";
    const book = { chapters: [{ chapterId: "c1", title: "Economy", snippets: [{ snippetId: "c1-s1", text }] }] };
    const stored = chapterBackedSentences(
      text,
      [
        { text: "He went to the woods.", passages: [{ start: 0, end: 27, quote: "I went to the woods because" }] },
        { text: "He wished to live deliberately.", passages: [{ start: 40, end: 69, quote: "I wished to live deliberately" }] },
      ],
      REF,
    )!;
    expect(currentSnippetSentences(book, new Map([["c1-s1", stored]]))).toEqual(stored);

    const edited = {
      chapters: [{ ...book.chapters[0]!, snippets: [{ snippetId: "c1-s1", text: "An admin's own words here." }] }],
    };
    const own = currentSnippetSentences(edited, new Map([["c1-s1", stored]]));
    expect(own).toEqual(ownPassages("An admin's own words here.", REF));
    expect(own).toEqual([
      {
        text: "An admin's own words here.",
        snippetId: "c1-s1",
        sources: [{ ...REF, start: 0, end: 26, quote: "An admin's own words here." }],
      },
    ]);
  });
});
