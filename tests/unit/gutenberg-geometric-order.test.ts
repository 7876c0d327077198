import { describe, expect, it } from "vitest";
import { planChapters } from "../../worker/jobs/chapter-plan";
import { chapterSentences } from "../../worker/services/summarizer/chapter-sentences";
import { leansOnPrevious } from "../../worker/services/summarizer/sentences";

/**
 * A treatise in the geometric order as Project Gutenberg's HTML prints to PDF (docs/decisions/221): Spinoza's Ethics,
 * five parts, each bookmarked with its "DEFINITIONS", "AXIOMS", "PROPOSITIONS" and "APPENDIX" below it.
 */

const prose = (words: string) =>
  `${words} is conceived through itself, and the conception of it does not depend on the conception of another thing.`;

describe("The Ethics' parts", () => {
  const outline = [
    {
      title: "The Ethics",
      page: 1,
      items: [
        {
          title: "PART I. CONCERNING GOD.",
          page: 2,
          items: [
            {
              title: "DEFINITIONS.",
              page: 2,
              items: [
                { title: "AXIOMS.", page: 2 },
                { title: "PROPOSITIONS.", page: 3 },
                { title: "APPENDIX:", page: 4 },
              ],
            },
          ],
        },
        {
          title: "PART II.",
          page: 5,
          items: [
            {
              title: "ON THE NATURE AND ORIGIN OF THE MIND",
              page: 5,
              items: [
                { title: "PREFACE", page: 5 },
                { title: "DEFINITIONS", page: 5 },
                { title: "AXIOMS", page: 6 },
                { title: "PROPOSITIONS", page: 6 },
              ],
            },
          ],
        },
      ],
    },
  ];
  const pages = [
    "The Ethics",
    ["PART I. CONCERNING GOD.", "DEFINITIONS.", prose("Substance"), "AXIOMS.", prose("An attribute")].join("\n"),
    ["PROPOSITIONS.", prose("A mode")].join("\n"),
    ["APPENDIX:", prose("God")].join("\n"),
    ["PART II.", "ON THE NATURE AND ORIGIN OF THE MIND", "PREFACE", prose("The mind"), "DEFINITIONS", prose("A body")].join("\n"),
    ["AXIOMS", prose("Thought"), "PROPOSITIONS", prose("An idea")].join("\n"),
  ];

  it("are its chapters, with their definitions, axioms and propositions inside them", () => {
    expect(planChapters(pages, outline, [], [], "The Ethics").chapters.map((c) => [c.title, c.pageStart, c.pageEnd])).toEqual([
      ["Part I. Concerning God", 2, 4],
      ["Part II. On the Nature and Origin of the Mind", 5, 6],
    ]);
  });

  it("keep a book's parts of named chapters as groups, as before", () => {
    const named = structuredClone(outline);
    named[0]!.items[1]!.items[0]!.items = [
      { title: "THE MIND", page: 5 },
      { title: "THE BODY", page: 6 },
    ];
    const printed = [
      ...pages.slice(0, 4),
      ["PART II.", "THE MIND", prose("The mind")].join("\n"),
      ["THE BODY", prose("A body")].join("\n"),
    ];
    expect(planChapters(printed, named, [], [], "The Ethics").chapters.map((c) => c.title)).toEqual([
      "Part I. Concerning God",
      "The Mind",
      "The Body",
    ]);
  });
});

describe("The Ethics' sentences", () => {
  it("read without their labels, and a proof only after its proposition", () => {
    const chapter = {
      title: "Part I. Concerning God",
      sections: [
        {
          heading: null,
          paragraphs: [
            "DEFINITION I. By that which is self-caused, I mean that of which the essence involves existence.",
            "God, and all the attributes of God, are eternal. Proof.—God is substance, which necessarily exists. Q.E.D. Corollary.—From the third kind of knowledge necessarily arises the intellectual love of God.",
            "Note.—As love is pleasure accompanied by the idea of an external cause, hatred is pain accompanied by such an idea.",
          ],
        },
      ],
    };
    const sentences = chapterSentences(chapter).map((s) => s.text);
    expect(sentences).toContain("By that which is self-caused, I mean that of which the essence involves existence.");
    expect(sentences).toContain("From the third kind of knowledge necessarily arises the intellectual love of God.");
    expect(sentences.some((s) => /^(Note|Corollary|DEFINITION|Q\.E\.D\.)/.test(s))).toBe(false);
    expect(leansOnPrevious("Proof.—God is substance, which necessarily exists.")).toBe(true);
  });
});
