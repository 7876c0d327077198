import { describe, expect, it } from "vitest";
import { planChapters } from "../../worker/jobs/chapter-plan";
import { summarizeSnippets, summaryText } from "../../worker/services/summarizer/extractive-summary";
import { chapterText } from "../support/printed-books";

const said = (words: string) => `Sun Tzu said: ${words}, and so the general who wins a battle makes many calculations.`;

/**
 * Long treatises as Project Gutenberg's HTML prints them to PDF (docs/decisions/211): Smith's The Wealth of Nations
 * (each book numbers its chapters from I again; a paragraph's first sentence bookmarked under a part) and The
 * Federalist Papers (each paper opens with a salutation, then its first word in capitals), and Sun Tzu's The Art of
 * War printed from Project Gutenberg's plain text (no bookmarks; "I. LAYING PLANS" mid-page).
 */

const prose = (words: string) =>
  `${words} and the price of every commodity is finally resolved into one or other of these three parts, or into all.`;

describe("The Wealth of Nations' chapters", () => {
  const bookmarks = [
    { title: "CHAPTER I. OF THE DIVISION OF LABOUR.", page: 1 },
    { title: "CHAPTER II. OF THE PRINCIPLE WHICH GIVES OCCASION TO THE DIVISION OF LABOUR.", page: 2 },
    { title: "CHAPTER XI. OF THE RENT OF LAND.", page: 3 },
    {
      title: "PART II.—Of the Produce of Land, which sometimes does, and sometimes does not, afford Rent.",
      page: 4,
      items: [
        {
          title: "Human food seems to be the only produce of land,which always and necessarily affords some rent to thelandlord.",
          page: 4,
        },
      ],
    },
    { title: "CHAPTER I. OF THE DIVISION OF STOCK.", page: 5 },
    { title: "CHAPTER III. OF THE ACCUMULATION OF CAPITAL.", page: 6 },
  ];
  const pages = bookmarks.map(({ title }) => [title, prose("Wages, profit and rent are the three original sources")].join("\n"));

  it("lose the number each book counts from I again, and keep a part whose first sentence is bookmarked under it", () => {
    expect(planChapters(pages, bookmarks, []).chapters.map((c) => [c.title, c.pageStart])).toEqual([
      ["Of the Division of Labour", 1],
      ["Of the Principle Which Gives Occasion to the Division of Labour", 2],
      ["Of the Rent of Land", 3],
      ["PART II.—Of the Produce of Land, which sometimes does, and sometimes does not, afford Rent", 4],
      ["Of the Division of Stock", 5],
      ["Of the Accumulation of Capital", 6],
    ]);
  });

  it("do not start at a sentence bookmarked at their level; its pages stay with the chapter before", () => {
    const withSentence = [
      ...bookmarks.slice(0, 2),
      {
        title: "The funds, or sources, of revenue, which may peculiarly belong to the sovereign, must consist in stock.",
        page: 3,
      },
    ];
    expect(planChapters(pages.slice(0, 3), withSentence, []).chapters.map((c) => [c.title, c.pageStart, c.pageEnd])).toEqual([
      ["Of the Division of Labour", 1, 1],
      ["Of the Principle Which Gives Occasion to the Division of Labour", 2, 3],
    ]);
  });
});

describe("The Federalist Papers", () => {
  it("read a paper's first word set in capitals as a sentence's, after its salutation", () => {
    const page = [
      "FEDERALIST No. 10",
      "To the People of the State of New York:",
      "AMONG the numerous advantages promised by a well constructed Union, none deserves to be more accurately",
      "developed than its tendency to break and control the violence of faction, among others, and among the States.",
    ].join("\n");
    const text = chapterText([page], "FEDERALIST No. 10", 1, 1);
    expect(text).toContain("Among the numerous advantages promised by a well constructed Union");
    // Before a name too.
    const named = page.replace("AMONG the numerous", "THE Union's numerous").replace("among others,", "the others, the");
    expect(chapterText([named], "FEDERALIST No. 10", 1, 1)).toContain("The Union's numerous advantages");
  });
});

describe("The Art of War printed from plain text, without bookmarks", () => {
  const pages = [
    ["Contents", "I. LAYING PLANS", "II. WAGING WAR", "III. ATTACK BY STRATAGEM"],
    ["INTRODUCTION", said("The translator's notes follow"), "the translator's introduction, and Chapter V. ss. 19, note."],
    [said("Of old the commentators wrote"), "I.  LAYING PLANS", said("The art of war is of vital importance to the State")],
    [
      said("Hence it is a subject of inquiry"),
      "XI. The six calamities are discussed in SS. 14-20, and the",
      "II.  WAGING WAR",
      said("In the operations of war there are a thousand swift chariots"),
    ],
    ["III.  ATTACK BY STRATAGEM", said("In the practical art of war the best thing is to take the country whole")],
  ].map((lines) => lines.join("\n"));

  it("has a chapter at each numbered heading in order, mid-page too, not at a contents page or a reference", () => {
    const plan = planChapters(pages, [], []);
    expect(plan.source).toBe("headings");
    expect(plan.chapters.map((c) => [c.title, c.pageStart, c.pageEnd])).toEqual([
      // The translator's introduction after the contents, as a bookmarked book's (docs/decisions/222).
      ["Introduction", 2, 2],
      ["Laying Plans", 3, 3],
      ["Waging War", 4, 4],
      ["Attack by Stratagem", 5, 5],
    ]);
    // The chapter reads from its heading, not the page's lines above it.
    expect(chapterText(pages, "Waging War", 4, 4)).toMatch(/^Sun Tzu said/);
    expect(chapterText(pages, "Waging War", 4, 4)).not.toMatch(/calamities/);
  });

  it("has summaries that do not open two sentences alike, though every chapter opens 'Sun Tzu said:'", () => {
    const leads = [
      "Sun Tzu said: The art of war is of vital importance to the State, a road either to safety or to ruin.",
      "Sun Tzu said: In the operations of war, where there are in the field a thousand swift chariots, the cost is great.",
      "Sun Tzu said: In the practical art of war, the best thing of all is to take the enemy's country whole and intact.",
    ];
    const book = {
      chapters: leads.map((lead, i) => ({
        chapterId: `c${i}`,
        title: `Chapter ${i + 1}`,
        snippets: [{ snippetId: `s${i}`, text: `${lead} Victory goes to the general whose army is united in purpose ${i}.` }],
      })),
    };
    const summaries = summarizeSnippets(book);
    for (const length of ["short", "medium", "long"] as const) {
      const text = summaryText(summaries[length]);
      expect(text.match(/Sun Tzu said/g)?.length, length).toBe(1);
    }
  });

  it("reads Sun Tzu without Giles's commentary in brackets, a paragraph, several or a passage, but keeps code's", () => {
    const page = [
      "I.  LAYING PLANS",
      said("The art of war is of vital importance to the State"),
      "the State.",
      "[Ts`ao Kung, in defining the meaning of the Chinese for the title of this chapter, says it refers",
      "to the deliberations in the temple selected by the general for his temporary use, as we say in his",
      "tent.",
      "It is by attention to this point that the commentators explain the whole matter at great length,",
      "and so on.]",
      said('The general that hearkens to my counsel will conquer. [Tu Mu says: "To plan secretly."] So'),
      "he wins.",
      said("Add [dependencies] and [T; N] to the manifest, as the general adds war material"),
      "to his store.",
    ].join("\n");
    const text = chapterText([page], "Laying Plans", 1, 1);
    expect(text).toMatch(/^Sun Tzu said: The art of war/);
    expect(text).not.toMatch(/Ts`ao Kung|commentators|Tu Mu/);
    expect(text).toContain("The general that hearkens to my counsel will conquer. So");
    expect(text).toContain("Add [dependencies] and [T; N] to the manifest");
  });

  it("reads no note whose bracket opens after a saying in its paragraph and closes on a later page (decision 263)", () => {
    const pages = [
      [
        "II.  WAGING WAR",
        "Sun Tzu said: Thus, though we have heard of stupid haste in war, cleverness has never been seen associated",
        "with long delays. [This concise and difficult sentence is not well explained by any of the",
        "commentators.",
        "",
        "Ho Shih says: Haste may be stupid, but at any rate it saves expenditure of energy and treasure.",
      ].join("\n"),
      [
        "In considering the point raised here by Sun Tzu, the classic example of Fabius Cunctator will",
        "inevitably occur to the mind.]",
        "There is no instance of a country having benefited from prolonged warfare, and so the general who wins",
        "makes many calculations.",
      ].join("\n"),
    ];
    const text = chapterText(pages, "Waging War", 1, 2);
    expect(text).toContain("cleverness has never been seen associated with long delays.");
    expect(text).toContain("There is no instance of a country having benefited from prolonged warfare");
    expect(text).not.toMatch(/concise|Ho Shih|Fabius/);
    // A bracket nothing closes is kept: it was no editor's note.
    const unclosed = chapterText(
      [
        ["Sun Tzu said: The general counts his forces [Note that the count excludes", "the reserves at home and abroad."].join(
          "\n",
        ),
      ],
      "Counting",
      1,
      1,
    );
    expect(unclosed).toContain("the reserves at home and abroad.");
  });
});
