import { describe, expect, it } from "vitest";
import type { BookForSummary } from "../../worker/services/summarizer/types";
import { WorkersAiSummarizer } from "../../worker/services/summarizer/workers-ai";
import type { ChatInput } from "../../worker/services/summarizer/workers-ai-model";
import { summaryText } from "../../worker/services/summarizer/extractive-summary";
import { answer, MODEL, scriptedAi } from "./support/workers-ai";

function bookOf(): BookForSummary {
  return {
    chapters: [
      {
        chapterId: "c1",
        title: "Economy",
        snippets: [
          {
            snippetId: "s1",
            text: "Thoreau lived alone in a house he built by Walden Pond. He went there to live deliberately.",
          },
        ],
      },
      {
        chapterId: "c2",
        title: "Solitude",
        snippets: [{ snippetId: "s2", text: "He urges simplicity against a life frittered away by detail." }],
      },
    ],
  };
}

const GOOD_SUMMARY = {
  sentences: [
    {
      text: "Thoreau moves to Walden Pond to live deliberately.",
      sources: [{ snippet: "S1", quote: "He went there to live deliberately." }],
    },
    { text: "He argues for simplicity.", sources: [{ snippet: "[S2]", quote: "He urges simplicity against a life" }] },
  ],
};

describe("Workers AI summarizer: book summaries", () => {
  it("writes the three summaries with every source located verbatim in its snippet", async () => {
    const { ai, calls } = scriptedAi(answer(GOOD_SUMMARY));
    const book = bookOf();
    const summary = await new WorkersAiSummarizer(ai, MODEL).summarizeBook(book);
    expect(calls).toHaveLength(3);
    expect(calls[0]!.input.messages[1]!.content).toContain("[S1] Thoreau lived alone");
    expect(calls[0]!.input.messages[1]!.content).toContain("Chapter 2: Solitude\n[S2]");

    expect(summaryText(summary.short)).toBe("Thoreau moves to Walden Pond to live deliberately. He argues for simplicity.");
    // The long summary starts a paragraph where it moves to another chapter.
    expect(summaryText(summary.long)).toBe("Thoreau moves to Walden Pond to live deliberately.\n\nHe argues for simplicity.");
    const texts = new Map(
      book.chapters.flatMap((c) => c.snippets.map((s) => [s.snippetId, { chapterId: c.chapterId, text: s.text }])),
    );
    for (const sentence of [...summary.short, ...summary.medium, ...summary.long]) {
      expect(sentence.sources.length).toBeGreaterThan(0);
      for (const source of sentence.sources) {
        expect(texts.get(source.snippetId)!.chapterId).toBe(source.chapterId);
        expect(texts.get(source.snippetId)!.text.slice(source.start, source.end)).toBe(source.quote);
      }
    }
    expect(summary.short[1]!.sources[0]).toEqual({
      chapterId: "c2",
      snippetId: "s2",
      start: 0,
      end: 34,
      quote: "He urges simplicity against a life",
    });
  });

  it("keeps whole sentences within the length limit", async () => {
    const many = { sentences: Array.from({ length: 12 }, () => GOOD_SUMMARY.sentences[0]) };
    const { ai } = scriptedAi(answer(many));
    const summary = await new WorkersAiSummarizer(ai, MODEL).summarizeBook(bookOf());
    expect(summaryText(summary.short).length).toBeLessThanOrEqual(300);
    expect(summary.short.length).toBeGreaterThan(1);
    expect(summary.medium.every((s) => s.text.trim() === "Thoreau moves to Walden Pond to live deliberately.")).toBe(true);
  });

  it("drops a source in an unknown snippet or with a quote not in it; regenerates the sentence once, then drops it", async () => {
    const invented = {
      sentences: [
        GOOD_SUMMARY.sentences[0],
        {
          text: "He hated the woods.",
          sources: [
            { snippet: "S1", quote: "He hated the woods and left" },
            { snippet: "S9", quote: "He urges simplicity against a life" },
          ],
        },
      ],
    };
    const { ai, calls } = scriptedAi((input: ChatInput) =>
      input.messages[1]!.content.startsWith("This sentence")
        ? answer({ text: "He hated the woods.", sources: [{ snippet: "S2", quote: "He hated the woods" }] })
        : answer(invented),
    );
    const summary = await new WorkersAiSummarizer(ai, MODEL).summarizeBook(bookOf());
    expect(calls).toHaveLength(6); // three summaries, one regeneration each
    for (const length of ["short", "medium", "long"] as const)
      expect(summaryText(summary[length])).toBe("Thoreau moves to Walden Pond to live deliberately.");
  });

  it("fails with a clear error when the summary answer stays unusable", async () => {
    const { ai } = scriptedAi(answer("I can't help with that."));
    await expect(new WorkersAiSummarizer(ai, MODEL).summarizeBook(bookOf())).rejects.toThrow(
      /gave no usable answer for the (short|medium|long) summary/,
    );
  });

  it("makes no call for a book without snippets", async () => {
    const { ai, calls } = scriptedAi(answer(GOOD_SUMMARY));
    expect(await new WorkersAiSummarizer(ai, MODEL).summarizeBook({ chapters: [] })).toEqual({ short: [], medium: [], long: [] });
    expect(calls).toHaveLength(0);
  });
});
