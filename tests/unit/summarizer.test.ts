import { describe, expect, it } from "vitest";
import { detectHeading, planChapters } from "../../worker/jobs/chapter-plan";
import { getSummarizer, TextRankSummarizer } from "../../worker/services/summarizer";
import { chapterSnippets, keyPhrase, rankSentences, splitSentences, summarize } from "../../worker/services/summarizer/textrank";
import { WorkersAiSummarizer } from "../../worker/services/summarizer/workers-ai";

// Prose from Henry David Thoreau, "Walden" (1854), public domain.
const WALDEN = `When I wrote the following pages, or rather the bulk of them, I lived alone, in the woods, a mile from any neighbor, in a house which I had built myself, on the shore of Walden Pond, in Concord, Massachusetts, and earned my living by the labor of my hands only. I lived there two years and two months. At present I am a sojourner in civilized life again.
I should not obtrude my affairs so much on the notice of my readers if very particular inquiries had not been made by my townsmen concerning my mode of life, which some would call impertinent, though they do not appear to me at all impertinent, but, considering the circumstances, very natural and pertinent. Some have asked what I got to eat; if I did not feel lonesome; if I was not afraid; and the like. Others have been curious to learn what portion of my income I devoted to charitable purposes; and some, who have large families, how many poor children I maintained.
I went to the woods because I wished to live deliberately, to front only the essential facts of life, and see if I could not learn what it had to teach, and not, when I came to die, discover that I had not lived. I did not wish to live what was not life, living is so dear; nor did I wish to practise resignation, unless it was quite necessary. I wanted to live deep and suck out all the marrow of life, to live so sturdily and Spartan-like as to put to rout all that was not life.
Our life is frittered away by detail. An honest man has hardly need to count more than his ten fingers, or in extreme cases he may add his ten toes, and lump the rest. Simplicity, simplicity, simplicity! I say, let your affairs be as two or three, and not a hundred or a thousand; instead of a million count half a dozen, and keep your accounts on your thumb-nail.
Why should we live with such hurry and waste of life? We are determined to be starved before we are hungry. Men say that a stitch in time saves nine, and so they take a thousand stitches to-day to save nine to-morrow. As for work, we haven't any of any consequence.
Still we live meanly, like ants; though the fable tells us that we were long ago changed into men; like pygmies we fight with cranes; it is error upon error, and clout upon clout, and our best virtue has for its occasion a superfluous and evitable wretchedness. The nation itself, with all its so-called internal improvements, is just such an unwieldy and overgrown establishment, cluttered with furniture and tripped up by its own traps, ruined by luxury and heedless expense.
The mass of men lead lives of quiet desperation. What is called resignation is confirmed desperation. From the desperate city you go into the desperate country, and have to console yourself with the bravery of minks and muskrats. A stereotyped but unconscious despair is concealed even under what are called the games and amusements of mankind.
I found in myself, and still find, an instinct toward a higher, or, as it is named, spiritual life, as do most men, and another toward a primitive rank and savage one, and I reverence them both. I love the wild not less than the good. Time is but the stream I go a-fishing in. I drink at it; but while I drink I see the sandy bottom and detect how shallow it is.
The pond is a clear and deep green well, half a mile long and a mile and three quarters in circumference, and contains about sixty-one and a half acres; a perennial spring in the midst of pine and oak woods, without any visible inlet or outlet except by the clouds and evaporation. The surrounding hills rise abruptly from the water to the height of forty to eighty feet. A lake is the landscape's most beautiful and expressive feature; it is earth's eye, looking into which the beholder measures the depth of his own nature.`;

describe("TextRank summarizer", () => {
  it("splits prose into sentences", () => {
    const sentences = splitSentences(WALDEN);
    expect(sentences.length).toBeGreaterThan(25);
    expect(sentences[0]).toMatch(/^When I wrote the following pages/);
    expect(sentences).toContain("I lived there two years and two months.");
  });

  it("ranks a central sentence above an isolated one", () => {
    const sentences = [
      "The pond was deep and clear and cold.",
      "The pond froze in winter and the ice on the pond was thick.",
      "Ice from the pond was cut and sold in the city.",
      "Bananas are yellow.",
    ];
    const { scores } = rankSentences(sentences);
    expect(scores[3]).toBeLessThan(Math.min(scores[0]!, scores[1]!, scores[2]!));
    expect(scores.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
  });

  it("writes short, medium and long summaries of sentences from the text, in document order", () => {
    const { short, medium, long } = summarize(WALDEN);
    expect(short.length).toBeGreaterThan(60);
    expect(short.length).toBeLessThanOrEqual(220);
    expect(medium.length).toBeGreaterThanOrEqual(500);
    expect(medium.length).toBeLessThanOrEqual(800);
    expect(long.length).toBeGreaterThanOrEqual(1500);
    expect(long.length).toBeLessThanOrEqual(2500);
    const all = splitSentences(WALDEN);
    const picked = splitSentences(long);
    for (const s of picked) expect(all).toContain(s);
    const positions = picked.map((s) => all.indexOf(s));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("is deterministic", () => {
    expect(summarize(WALDEN)).toEqual(summarize(WALDEN));
    expect(chapterSnippets("Walden", WALDEN)).toEqual(chapterSnippets("Walden", WALDEN));
  });

  it("makes 2-3 titled snippets per chapter as escaped paragraphs", () => {
    const snippets = chapterSnippets("Economy", WALDEN);
    expect(snippets).toHaveLength(3);
    for (const s of snippets) {
      expect(s.title.length).toBeGreaterThan(2);
      expect(s.title.split(" ").length).toBeLessThanOrEqual(6);
      expect(s.html).toMatch(/^<p>[^<>]+<\/p>$/);
    }
    expect(new Set(snippets.map((s) => s.title)).size).toBe(3);
    expect(chapterSnippets("Short", "One sentence here. Another sentence follows. A third one too. And a fourth.")).toHaveLength(
      2,
    );
    expect(chapterSnippets("Empty", "")).toEqual([]);
    expect(chapterSnippets("X", "Use <script> tags & more here. Then more text follows.")[0]!.html).toContain("&lt;script&gt;");
  });

  it("titles a snippet with the key phrase of its sentence", () => {
    const { idf } = rankSentences(splitSentences(WALDEN));
    expect(keyPhrase("The mass of men lead lives of quiet desperation.", idf)).toMatch(/Quiet Desperation|Lives|Mass/);
  });
});

describe("summarizer selection and the Workers AI adapter", () => {
  it("uses TextRank offline and Workers AI when the binding exists", () => {
    expect(getSummarizer({})).toBeInstanceOf(TextRankSummarizer);
    const ai = { run: async () => ({ summary: "x" }) } as unknown;
    const summarizer = getSummarizer({ AI: ai });
    expect(summarizer).toBeInstanceOf(WorkersAiSummarizer);
    expect(summarizer.name).toBe("@cf/facebook/bart-large-cnn");
    expect(getSummarizer({ AI: ai, SUMMARY_MODEL: "@cf/other/model" }).name).toBe("@cf/other/model");
  });

  it("sends condensed text to the model and sanitizes what comes back", async () => {
    const calls: { model: string; input: { input_text: string; max_length?: number } }[] = [];
    const ai = {
      async run(model: string, input: { input_text: string; max_length?: number }) {
        calls.push({ model, input });
        return { summary: `Summary of ${input.max_length} tokens <img src=x onerror=alert(1)>` };
      },
    };
    const summarizer = new WorkersAiSummarizer(ai, "@cf/facebook/bart-large-cnn");
    const book = await summarizer.summarizeBook(WALDEN);
    expect(book.short).toMatch(/^Summary of 60 tokens/);
    expect(book.long).toMatch(/^Summary of 512 tokens/);
    expect(calls.every((c) => c.model === "@cf/facebook/bart-large-cnn" && c.input.input_text.length <= 3500)).toBe(true);

    const snippets = await summarizer.chapterSnippets("Economy", WALDEN);
    expect(snippets).toHaveLength(3);
    for (const s of snippets) expect(s.html).toMatch(/^<p>Summary of 160 tokens &lt;img[^<>]*<\/p>$/);
  });

  it("fails loudly when the model returns no summary", async () => {
    const summarizer = new WorkersAiSummarizer({ run: async () => ({}) }, "@cf/facebook/bart-large-cnn");
    await expect(summarizer.summarizeBook(WALDEN)).rejects.toThrow(/no summary/);
  });
});

describe("chapter planning", () => {
  const pages = ["Title page", "Chapter 1: Start\nText", "more", "CHAPTER II The Middle\nText", "more", "Part 3 - End\nText"];

  it("prefers the admin's ranges, then bookmarks, then headings, then fixed blocks", () => {
    expect(planChapters(pages, [{ title: "A", page: 2 }], [{ title: "Mine", pageStart: 1, pageEnd: 6 }])).toEqual({
      source: "ranges",
      chapters: [{ title: "Mine", pageStart: 1, pageEnd: 6 }],
    });
    expect(
      planChapters(
        pages,
        [
          { title: "A", page: 2 },
          { title: "B", page: 5 },
        ],
        [],
      ).chapters,
    ).toEqual([
      { title: "A", pageStart: 2, pageEnd: 4 },
      { title: "B", pageStart: 5, pageEnd: 6 },
    ]);
    const headings = planChapters(pages, [], []);
    expect(headings.source).toBe("headings");
    expect(headings.chapters.map((c) => [c.title, c.pageStart, c.pageEnd])).toEqual([
      ["Chapter 1: Start", 2, 3],
      ["CHAPTER II The Middle", 4, 5],
      ["Part 3 - End", 6, 6],
    ]);
    const blocks = planChapters(
      Array.from({ length: 25 }, () => "plain text"),
      [],
      [],
    );
    expect(blocks.source).toBe("blocks");
    expect(blocks.chapters.map((c) => [c.pageStart, c.pageEnd])).toEqual([
      [1, 10],
      [11, 20],
      [21, 25],
    ]);
  });

  it("recognizes headings only at the top of a page", () => {
    expect(detectHeading("Chapter 12: Rain")).toBe("Chapter 12: Rain");
    expect(detectHeading("In chapter 3 we saw")).toBeNull();
    expect(detectHeading("Chapters of life")).toBeNull();
  });
});
