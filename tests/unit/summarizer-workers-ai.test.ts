import { describe, expect, it } from "vitest";
import { locateQuote } from "../../worker/services/summarizer/citations";
import { cleanText } from "../../worker/services/summarizer/clean-text";
import type { CleanChapter } from "../../worker/services/summarizer/types";
import { chapterChunks } from "../../worker/services/summarizer/chapter-chunks";
import { SummaryModelError, WorkersAiSummarizer } from "../../worker/services/summarizer/workers-ai";
import type { SummaryAi } from "../../worker/services/summarizer/workers-ai-model";
import { answer, MODEL, scriptedAi } from "./support/workers-ai";

// Henry David Thoreau, "Walden" (1854), public domain.
const WHERE =
  "When I wrote the following pages, or rather the bulk of them, I lived alone, in the woods, a mile from any neighbor, in a house which I had built myself, on the shore of Walden Pond, in Concord, Massachusetts.";
const WHY =
  "I went to the woods because I wished to live deliberately, to front only the essential facts of life, and see if I could not learn what it had to teach.";
const DETAIL = "Our life is frittered away by detail. Simplicity, simplicity, simplicity!";
const DESPAIR = "The mass of men lead lives of quiet desperation.";

const CHAPTER: CleanChapter = {
  title: "Economy",
  sections: [
    { heading: null, paragraphs: [WHERE, `${WHY} I wanted to live deep and suck out all the marrow of life.`] },
    { heading: "Where I Lived", paragraphs: [DETAIL, DESPAIR] },
  ],
};

const GOOD_SNIPPETS = {
  snippets: [
    {
      title: "Living alone",
      sentences: [
        {
          text: "Thoreau lived alone in a house he built by Walden Pond.",
          quotes: ["I lived alone, in the woods, a mile from any neighbor"],
        },
        { text: "He went there to live deliberately.", quotes: ["I wished to live deliberately"] },
      ],
    },
    {
      title: "Where I Lived",
      sentences: [
        { text: "He urges <b>simplicity</b> against a life of detail.", quotes: ["Our life is frittered  away\nby detail."] },
      ],
    },
  ],
};

describe("Workers AI summarizer: chapter snippets", () => {
  it("asks the instruct model in JSON-schema mode and keeps sentences whose quotes occur in the chapter", async () => {
    const { ai, calls } = scriptedAi(answer(GOOD_SNIPPETS, 900, 300));
    const summarizer = new WorkersAiSummarizer(ai, MODEL);
    const snippets = await summarizer.chapterSnippets(CHAPTER);

    expect(calls).toHaveLength(1);
    const { model, input } = calls[0]!;
    expect(model).toBe(MODEL);
    expect(input.response_format.type).toBe("json_schema");
    expect(input.response_format.json_schema).toMatchObject({ required: ["snippets"] });
    expect(input.messages.map((m) => m.role)).toEqual(["system", "user"]);
    // The clean text is the input, headings marked.
    expect(input.messages[1]!.content).toContain(WHY);
    expect(input.messages[1]!.content).toContain("## Where I Lived");

    expect(snippets.map((s) => s.title)).toEqual(["Living alone", "Where I Lived"]);
    expect(snippets[0]!.html).toBe(
      "<p>Thoreau lived alone in a house he built by Walden Pond. He went there to live deliberately.</p>",
    );
    expect(snippets[1]!.html).toBe("<p>He urges &lt;b&gt;simplicity&lt;/b&gt; against a life of detail.</p>");
    expect(summarizer.usage).toEqual({ calls: 1, promptTokens: 900, completionTokens: 300 });
    // Each sentence keeps its verified quotes as ranges of the chapter's clean text, the chapter's own words there.
    const text = cleanText(CHAPTER);
    expect(snippets[1]!.sentences).toEqual([
      {
        text: "He urges <b>simplicity</b> against a life of detail.",
        passages: [
          { start: text.indexOf(DETAIL), end: text.indexOf(DETAIL) + 37, quote: "Our life is frittered away by detail." },
        ],
      },
    ]);
    for (const sentence of snippets.flatMap((s) => s.sentences!)) {
      expect(sentence.passages.length).toBeGreaterThan(0);
      for (const p of sentence.passages) expect(text.slice(p.start, p.end)).toBe(p.quote);
    }
  });

  it("reads an answer the binding has already parsed into an object", async () => {
    const { ai } = scriptedAi({ response: GOOD_SNIPPETS, usage: { prompt_tokens: 1, completion_tokens: 1 } });
    expect(await new WorkersAiSummarizer(ai, MODEL).chapterSnippets(CHAPTER)).toHaveLength(2);
  });

  it("asks once more after malformed JSON, then fails the step with a clear error", async () => {
    const recovered = scriptedAi(answer('{"snippets": [{"title": "Liv'), answer(GOOD_SNIPPETS));
    expect(await new WorkersAiSummarizer(recovered.ai, MODEL).chapterSnippets(CHAPTER)).toHaveLength(2);
    expect(recovered.calls).toHaveLength(2);

    const broken = scriptedAi(answer("not json at all"));
    await expect(new WorkersAiSummarizer(broken.ai, MODEL).chapterSnippets(CHAPTER)).rejects.toThrow(
      /gave no usable answer for the chapter "Economy" \(asked twice\)/,
    );
    expect(broken.calls).toHaveLength(2);
  });

  it("treats a refusal, a JSON answer without the required fields and an unmet schema as unusable", async () => {
    for (const refusal of [answer("I can't help with that."), answer({ answer: "no" }), answer({ snippets: [] })]) {
      const { ai, calls } = scriptedAi(refusal);
      const error = await new WorkersAiSummarizer(ai, MODEL).chapterSnippets(CHAPTER).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SummaryModelError);
      expect(calls).toHaveLength(2);
    }
    const unmet = scriptedAi(new Error("AiError: JSON Mode couldn't be met"), answer(GOOD_SNIPPETS));
    expect(await new WorkersAiSummarizer(unmet.ai, MODEL).chapterSnippets(CHAPTER)).toHaveLength(2);
  });

  it("regenerates a sentence whose quote is not in the chapter once, then drops it", async () => {
    const invented = {
      snippets: [
        {
          title: "Living alone",
          sentences: [
            { text: "Thoreau lived alone by Walden Pond.", quotes: ["I lived alone, in the woods, a mile from any neighbor"] },
            { text: "He kept bees.", quotes: ["I kept bees in the garden every summer"] },
            { text: "He loved the city.", quotes: ["The city was my delight and my home"] },
          ],
        },
      ],
    };
    const { ai, calls } = scriptedAi(
      answer(invented),
      // The first regeneration finds a real quote; the second invents again.
      answer({ text: "He went to live deliberately.", quotes: ["to live deliberately, to front only the essential facts"] }),
      answer({ text: "He loved the city.", quotes: ["The city was my delight"] }),
    );
    const snippets = await new WorkersAiSummarizer(ai, MODEL).chapterSnippets(CHAPTER);
    expect(calls).toHaveLength(3);
    expect(calls[1]!.input.messages[1]!.content).toContain('"He kept bees."');
    expect(snippets.map(({ title, html }) => ({ title, html }))).toEqual([
      { title: "Living alone", html: "<p>Thoreau lived alone by Walden Pond. He went to live deliberately.</p>" },
    ]);
    // The regenerated sentence cites its new, real quote.
    expect(snippets[0]!.sentences!.map((s) => [s.text, s.passages.map((p) => p.quote)])).toEqual([
      ["Thoreau lived alone by Walden Pond.", ["I lived alone, in the woods, a mile from any neighbor"]],
      ["He went to live deliberately.", ["to live deliberately, to front only the essential facts"]],
    ]);
  });

  it("fails the step when a call does not answer in time", async () => {
    const ai: SummaryAi = { run: () => new Promise(() => {}) };
    await expect(new WorkersAiSummarizer(ai, MODEL, { timeoutMs: 20 }).chapterSnippets(CHAPTER)).rejects.toThrow(
      /did not answer within 20 ms/,
    );
  });

  it("sends a long chapter in chunks under the cap, one snippet each", async () => {
    const long: CleanChapter = { title: "Long", sections: [{ heading: null, paragraphs: Array(12).fill(`${WHY} ${WHERE}`) }] };
    const chunks = chapterChunks(long, 1200);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.every((c) => c.length <= 1200)).toBe(true);
    const { ai, calls } = scriptedAi(answer(GOOD_SNIPPETS));
    const snippets = await new WorkersAiSummarizer(ai, MODEL, { maxChunkChars: 1200 }).chapterSnippets(long);
    expect(calls).toHaveLength(chunks.length);
    expect(calls.every((c) => c.input.messages[1]!.content.includes("exactly 1 snippet"))).toBe(true);
    expect(snippets).toHaveLength(chunks.length);
  });

  it("makes no call for a chapter without text", async () => {
    const { ai, calls } = scriptedAi(answer(GOOD_SNIPPETS));
    expect(await new WorkersAiSummarizer(ai, MODEL).chapterSnippets({ title: "Blank", sections: [] })).toEqual([]);
    expect(calls).toHaveLength(0);
  });
});

describe("quote verification", () => {
  it("finds a quote whatever its whitespace and typographic quotes, and returns the text's own slice", () => {
    const text = "He said, “Simplicity,\n  simplicity!” and left.";
    const found = locateQuote('said, "Simplicity, simplicity!"', text);
    expect(found).toEqual({ start: 3, end: 36, quote: text.slice(3, 36) });
    expect(found!.quote).toBe("said, “Simplicity,\n  simplicity!”");
  });

  it("rejects a quote not in the text and one too short to cite", () => {
    expect(locateQuote("said, Complexity, complexity!", "He said, Simplicity, simplicity!")).toBeNull();
    expect(locateQuote("He said", "He said, Simplicity, simplicity!")).toBeNull();
  });
});
