import { describe, expect, it } from "vitest";
import { cleanChapter, profileBook } from "../../worker/services/summarizer/clean-text";
import { summarizeSnippets, summaryText } from "../../worker/services/summarizer/extractive-summary";
import { chapterText } from "../support/printed-books";

/**
 * Real books of prose from Project Gutenberg (docs/decisions/202, 203): Whitehead's An Introduction to Mathematics
 * as Gutenberg typeset it, and Krehbiel's How to Listen to Music from its HTML, printed to PDF by a browser.
 */

describe("a typeset book (An Introduction to Mathematics)", () => {
  it("leaves a worked example's steps and a chapter's plan for itself out of the book's summaries", () => {
    // Whitehead's An Introduction to Mathematics: central to its chapter, and meaningless without the figure.
    const example = "Take any convenient point on the line, and call it the origin of the numbers on the line.";
    const letting = "Let v be the number of cubic feet in the volume of a gas and p the number of its pressure.";
    const plan = "The remainder of this chapter must be devoted to the numbers of the line and their points.";
    // Russell's The Problems of Philosophy: which chapter, in a summary of the book?
    const before = "In the preceding chapter we saw that there are two sorts of knowledge: of things, and of truths.";
    // Keynes's The Economic Consequences of the Peace: chapters by number and by place (decision 225).
    const numbered = "In Chapters IV. and V. I shall study in some detail the economic provisions of the Treaty.";
    const second = "The thoughts which I have expressed in the second chapter were not present to the mind of Paris.";
    const own = "This chapter must be one of pessimism, as the figures of every country show.";
    // Malthus: the chapter he has been examining, in a summary of the book (decision 245).
    const examined = "In the chapter which I have been examining, Mr Godwin professes to consider the objection.";
    // Wollstonecraft: another writer's words are not the book's summary (decision 245).
    const another = "\u201cWomen,\u201d says some author, I cannot recollect who, \u201cmind not what only heaven sees.\u201d";
    const book = {
      chapters: [
        {
          chapterId: "c1",
          title: "Generalizations of Number",
          snippets: [
            {
              snippetId: "s1",
              text: `Numbers can be drawn as points on a line. ${example} ${plan} ${letting} ${before} ${numbered} ${second} ${own} ${examined} ${another} Zero stands between the positive and the negative numbers of the scale.`,
            },
          ],
        },
      ],
    };
    const summaries = summarizeSnippets(book);
    for (const length of ["short", "medium", "long"] as const)
      for (const left of [example, letting, plan, before, numbered, second, own, examined, another])
        expect(summaryText(summaries[length])).not.toContain(left);
    expect(summaryText(summaries.long)).toContain("Zero stands between the positive and the negative numbers");
  });
});

describe("a Project Gutenberg book printed from the web (How to Listen to Music)", () => {
  const para = (words: string) =>
    `${words} The orchestra plays on while the listener follows each melody with care and delight in the hall.`;

  it("reads a chapter from its title mid-page to the next chapter's title on the page after its last", () => {
    const pages = [
      [para("The first chapter opens here."), "The Modern Orchestra", para("The second chapter opens here.")].join("\n"),
      [para("The second chapter goes on."), "At an Orchestral Concert", para("The third chapter opens here.")].join("\n"),
    ];
    const second = chapterText(pages, "The Modern Orchestra", 1, 1, "At an Orchestral Concert");
    expect(second).toContain("The second chapter opens here.");
    expect(second).toContain("The second chapter goes on.");
    expect(second).not.toMatch(/first chapter|third chapter/);
    // A title the page does not print: the pages as planned, as before.
    expect(chapterText(pages, "Opening Remarks", 1, 1, "Not Printed")).toContain("The first chapter opens here.");
    expect(chapterText(pages, "Opening Remarks", 1, 1, "Not Printed")).not.toContain("The second chapter goes on.");
  });

  it("ends a chapter at the next one's title where a page break cuts that title, and reads the title's rest as no prose", () => {
    // The Prince printed from the web: chapter XVII's title starts at the foot of a page and ends atop the next.
    const cruelty = "Concerning Cruelty and Clemency, and Whether It Is Better to Be Loved Than Feared";
    const pages = [
      [para("Liberality opens here."), "CHAPTER XVI — CONCERNING", "LIBERALITY AND MEANNESS", para("Liberty starts.")].join("\n"),
      [para("Liberality goes on."), "CHAPTER XVII — CONCERNING", "CRUELTY AND CLEMENCY, AND"].join("\n"),
      ["WHETHER IT IS BETTER TO BE LOVED THAN FEARED", para("Cruelty opens here.")].join("\n"),
    ];
    const liberality = chapterText(pages, "Concerning Liberality and Meanness", 1, 1, cruelty);
    expect(liberality).toContain("Liberality goes on.");
    expect(liberality).not.toMatch(/CRUELTY|Cruelty opens/);
    const next = chapterText(pages, cruelty, 2, 3);
    expect(next).toContain("Cruelty opens here.");
    expect(next).not.toMatch(/Liberality goes on|WHETHER|LOVED/);
    // Printed in title case, the rest is no heading of a section either.
    const titled = [...pages.slice(0, 2), pages[2]!.replace(/^.*\n/, "Whether It Is Better to Be Loved Than Feared\n")];
    const sections = cleanChapter(titled, { title: cruelty, pageStart: 2, pageEnd: 3 }, profileBook(titled, []), []).sections;
    expect(sections.map((section) => section.heading)).toEqual([null]);
    expect(sections.flatMap((section) => section.paragraphs).join(" ")).not.toMatch(/Whether|Loved/);
  });

  it("ends a chapter at the next one's title where a note's mark follows its label", () => {
    // The Prince as plain text: "CHAPTER XVIII(*) -- CONCERNING…", the note under the title.
    const faith = "Concerning the Way in Which Princes Should Keep Faith";
    const pages = [
      [para("Cruelty opens here.")].join("\n"),
      [
        para("Cruelty ends here."),
        "CHAPTER XVIII(*) -- CONCERNING THE WAY IN WHICH PRINCES SHOULD KEEP",
        "FAITH",
        para("Faith opens."),
      ].join("\n"),
    ];
    const cruelty = chapterText(pages, "Concerning Cruelty", 1, 1, faith);
    expect(cruelty).toContain("Cruelty ends here.");
    expect(cruelty).not.toContain("Faith opens.");
    expect(chapterText(pages, faith, 2, 2)).not.toContain("Cruelty ends here.");
  });

  it("titles the chapter's opening as the chapter is named, where its heading is also a second-level bookmark", () => {
    // MacDowell's Critical and Historical Essays: "PREFACE" is a bookmark under a chapter named "Preface".
    const pages = [["PREFACE", para("The present work places before the public a phase of his work.")].join("\n")];
    const clean = cleanChapter(pages, { title: "Preface", pageStart: 1, pageEnd: 1 }, profileBook(pages, []), [
      { title: "PREFACE", page: 1 },
    ]);
    expect(clean.sections.map((s) => s.heading)).toEqual(["Preface"]);
  });

  it("leaves Project Gutenberg's header and licence out, and gives a chapter back the letter its picture drop cap held", () => {
    const pages = [
      [
        "Project Gutenberg's How to Listen to Music, by Henry Edward Krehbiel",
        para("This eBook is for the use of anyone anywhere at no cost."),
        "*** START OF THIS PROJECT GUTENBERG EBOOK HOW TO LISTEN TO MUSIC ***",
        "USIC is dual in its nature; it is material as well as spiritual, and music is heard before it is understood.",
        para("Music is practised most and thought about least."),
        "*** END OF THIS PROJECT GUTENBERG EBOOK HOW TO LISTEN TO MUSIC ***",
        para("Updated editions will replace the previous one."),
      ].join("\n"),
    ];
    const text = chapterText(pages, "Recognition of Musical Elements", 1, 1);
    expect(text).toMatch(/^Music is dual in its nature/);
    expect(text).toContain("Music is practised most");
    expect(text).not.toMatch(/eBook|Updated editions|GUTENBERG/);
  });
});
