import { describe, expect, it } from "vitest";
import { planChapters } from "../../worker/jobs/chapter-plan";
import { cleanChapter, hasProse, profileBook } from "../../worker/services/summarizer/clean-text";
import { leansOnPrevious } from "../../worker/services/summarizer/sentences";
import { chapterText, plannedPdf } from "../support/printed-books";

/**
 * Essays and treatises as Project Gutenberg's HTML prints them to PDF (docs/decisions/209): Paine's Common Sense (a
 * title page listing its subjects, a critic's praise after the book), Du Bois's The Souls of Black Folk (a verse over
 * a name in capitals before each chapter, an inscription set as a heading) and More's Utopia (its second book, the
 * sections of one chapter of sixty pages, told as one long speech) and Locke's Second Treatise of Government (chapters
 * bookmarked "CHAPTER. II." over their names, paragraphs numbered "Sect. 4.").
 */

const prose = (words: string) =>
  `${words} which the people of every town hold to be the first business of the common good of the whole island.`;

describe("Common Sense's chapters", () => {
  const outline = [
    { title: "COMMON SENSE;", page: 1, items: [{ title: "SUBJECTS", page: 1 }] },
    {
      title: "Common Sense",
      page: 2,
      items: [
        { title: "By Thomas Paine", page: 2 },
        { title: "INTRODUCTION.", page: 2 },
        { title: "OF THE ORIGIN AND DESIGN OF GOVERNMENT IN GENERAL.", page: 3 },
        { title: "OF MONARCHY AND HEREDITARY SUCCESSION.", page: 4 },
        { title: "THOUGHTS ON THE PRESENT STATE OF AMERICAN AFFAIRS.", page: 5 },
        { title: "APPENDIX.", page: 6 },
        { title: "On Common Sense", page: 7 },
        { title: "Transcriber's Notes", page: 8 },
      ],
    },
  ];
  const pages = [
    [
      "COMMON SENSE;",
      "ADDRESSED TO THE INHABITANTS OF AMERICA,",
      "On the following interesting",
      "SUBJECTS",
      "I. Of the Origin and Design of Government in",
      "general.",
      "II. Of Monarchy and Hereditary Succession",
      "III. Thoughts on the present State of American Affairs",
      "A new edition. To which is added an APPENDIX; together with an address to the people called Quakers.",
    ],
    ["Common Sense", "By Thomas Paine", "INTRODUCTION.", prose("Perhaps the sentiments contained in the following pages are")],
    ["OF THE ORIGIN AND DESIGN OF GOVERNMENT IN GENERAL.", prose("Some writers have so confounded society with government")],
    ["OF MONARCHY AND HEREDITARY SUCCESSION.", prose("Mankind being originally equals in the order of creation")],
    ["THOUGHTS ON THE PRESENT STATE OF AMERICAN AFFAIRS.", prose("Volumes have been written on the subject of the struggle")],
    ["APPENDIX.", prose("Since the publication of the first edition of this pamphlet")],
    ["On Common Sense", "“No writer has exceeded Paine in ease and familiarity of style.”"],
    ["Transcriber's Notes", "Spelling has been kept as printed."],
  ].map((lines) => lines.join("\n"));

  it("leave out the title page's list of subjects and a critic's praise after the book, and the full stops", async () => {
    const { plan } = await plannedPdf(pages, outline, "Common Sense");
    expect(plan.chapters.map((c) => [c.title, c.pageStart])).toEqual([
      ["Introduction", 2],
      ["Of the Origin and Design of Government in General", 3],
      ["Of Monarchy and Hereditary Succession", 4],
      ["Thoughts on the Present State of American Affairs", 5],
      ["Appendix", 6],
    ]);
  });

  it("keep a foreword whose prose names the chapters after it", async () => {
    const foreword = [
      "FOREWORD",
      prose("This book came of letters to a friend, the first"),
      "Of Monarchy and Hereditary Succession, then Thoughts on the present State of American Affairs, then",
      "Of the Origin and Design of Government in general, are its parts.",
    ].join("\n");
    const { plan } = await plannedPdf(
      [foreword, ...pages.slice(2, 5)],
      [{ title: "FOREWORD", page: 1 }, ...outline[1]!.items.slice(2, 5).map((item) => ({ ...item, page: item.page - 1 }))],
      "Common Sense",
    );
    expect(plan.chapters.map((c) => c.title)[0]).toBe("Foreword");
  });
});

describe("The Souls of Black Folk's chapters", () => {
  const fullLines = [
    "Once upon a time I taught school in the hills of Tennessee, where the broad dark vale of the",
    "Mississippi begins to roll and crumple to greet the Alleghanies. I was a Fisk student then, and",
    "all Fisk men thought that Tennessee—beyond the Veil—was theirs alone, and in vacation time",
    "they sallied forth in lusty bands to meet the county school-commissioners. Young and happy, I",
    "too went, and I shall not soon forget that summer, seventeen years ago.",
  ];
  const verse = (name: string, lines: string[]) => ["IV", "Of the Meaning of Progress", ...lines, name, ...fullLines];

  it("open on their prose, not on the verse over a poet's name in capitals before it", () => {
    const schiller = verse("SCHILLER.", [
      "Willst Du Deine Macht verkunden,",
      "Wahle sie die frei von Sunden,",
      "Steh'n in Deinem ew'gen Haus!",
    ]);
    // A long line of the verse reads on into the name of three words.
    const moody = verse("WILLIAM VAUGHN MOODY.", [
      "But the Brute said in his breast, till the mills I grind",
      "have ceased,",
      "The riches shall be dust of dust, dry ashes be the feast!",
      "Brother's blood shall cry on brother up the dead and the empty skies.",
    ]);
    for (const lines of [schiller, moody]) {
      const text = chapterText([lines.join("\n")], "Of the Meaning of Progress", 1, 1);
      expect(text).toMatch(/^Once upon a time I taught school/);
    }
    // A paragraph of the chapter's own prose before a line in capitals stays.
    const own = ["Of the Meaning of Progress", ...fullLines, "THE BLACK BELT.", ...fullLines].join("\n");
    expect(chapterText([own], "Of the Meaning of Progress", 1, 1)).toMatch(/^Once upon a time/);
  });

  it("are not an inscription the text sets as a heading", () => {
    const bookmarks = [
      { title: "Of the Training of Black Men", page: 1 },
      { title: '"GRATEFUL MEMORY OF THEIR FORMER TEACHER AND FRIEND AND OF THE UNSELFISH LIFE HE LIVED."', page: 2 },
      { title: "Of the Black Belt", page: 3 },
    ];
    const pages = bookmarks.map(({ title }) => [title, ...fullLines].join("\n"));
    expect(planChapters(pages, bookmarks, []).chapters.map((c) => [c.title, c.pageStart, c.pageEnd])).toEqual([
      ["Of the Training of Black Men", 1, 2],
      ["Of the Black Belt", 3, 3],
    ]);
  });
});

describe("Utopia", () => {
  const page = (title?: string) => [...(title ? [title] : []), prose("“They have no lawyers among them, for")].join("\n");
  const book = (pageCount: number, sections: [string, number][]) => {
    const headings: [string, number][] = [["INTRODUCTION", 1], ["DISCOURSES OF RAPHAEL HYTHLODAY", 3], ...sections];
    const pages = Array.from({ length: pageCount }, (_, i) => page(headings.find(([, at]) => at === i + 1)?.[0]));
    const outline = [
      {
        title: "UTOPIA",
        page: 1,
        items: [
          { title: "INTRODUCTION", page: 1 },
          { title: "DISCOURSES OF RAPHAEL HYTHLODAY", page: 3, items: sections.map(([title, at]) => ({ title, page: at })) },
        ],
      },
    ];
    return planChapters(pages, outline, [], [], "Utopia").chapters.map((c) => [c.title, c.pageStart, c.pageEnd]);
  };
  const sections: [string, number][] = [
    ["OF THEIR TOWNS", 22],
    ["OF THEIR MAGISTRATES", 23],
    ["OF THEIR TRADES", 24],
  ];

  it("has a chapter of sixty pages read as its sections, after its own opening pages", () => {
    expect(book(64, sections)).toEqual([
      ["Introduction", 1, 2],
      ["Discourses of Raphael Hythloday", 3, 21],
      ["Of Their Towns", 22, 22],
      ["Of Their Magistrates", 23, 23],
      ["Of Their Trades", 24, 64],
    ]);
    // A chapter of twenty pages keeps its sections inside, though it is most of the book.
    expect(
      book(
        24,
        sections.map(([title, at]) => [title, at - 10]),
      ),
    ).toEqual([
      ["Introduction", 1, 2],
      ["Discourses of Raphael Hythloday", 3, 24],
    ]);
  });

  it("reads Hythloday's account, every paragraph opening on a quotation mark, as the book's own prose", () => {
    const told = [
      "OF THEIR MAGISTRATES",
      "“Thirty families choose every year a magistrate, who was anciently called the Syphogrant, but is now",
      "called the Philarch. The Prince is for life, unless he is removed upon suspicion of some design.",
      "“These things have been so provided among them that the Prince and the Tranibors may not conspire.",
      "“It is death for any to meet and consult concerning the State, unless it be in their council.",
    ].join("\n");
    const chapter = cleanChapter([told], { title: "Of Their Magistrates", pageStart: 1, pageEnd: 1 }, profileBook([told], []));
    expect(hasProse(chapter)).toBe(true);
    expect(chapter.sections.flatMap((s) => s.paragraphs).join(" ")).toMatch(/^Thirty families choose every year/);
    expect(chapter.sections.flatMap((s) => s.paragraphs).join(" ")).not.toMatch(/“/);
    // In a dialogue one reply running on to the next paragraph is still someone's speech.
    const dialogue = [
      "THE MEETING",
      "The Cardinal heard him out, and turned to the lawyer who sat at the end of the long table, and",
      "asked him.",
      "“Is that so? then tell me what you would do with them, for I have heard enough of the matter,",
      "and more.",
      "The lawyer was silent a long while, and the company looked at one another and said nothing at",
      "all.",
      "The Cardinal rose at last and the meeting ended, and we went out into the garden together, and",
      "walked.",
    ].join("\n");
    expect(chapterText([dialogue], "The Meeting", 1, 1)).toMatch(/“Is that so\?/);
  });
});

describe("The Second Treatise of Government's chapters", () => {
  const chapter = (number: string, name: string, page: number) => ({
    title: `CHAPTER. ${number}.`,
    page,
    items: [{ title: name, page }],
  });
  const outline = [
    {
      title: "TWO TREATISES OF GOVERNMENT",
      page: 1,
      items: [
        { title: "PREFACE", page: 1 },
        chapter("I", "AN ESSAY CONCERNING THE TRUE ORIGINAL, EXTENT AND END OF CIVIL GOVERNMENT", 2),
        chapter("II", "OF THE STATE OF NATURE.", 3),
        chapter("XVII", "OF USURPATION.", 4),
        chapter("XVIII", "OF TYRANNY.", 4),
        { title: "Bibliographical Note", page: 5 },
      ],
    },
  ];
  const text = (words: string) => prose(`Sect. 4. ${words}`);
  const pages = [
    ["PREFACE", prose("Reader, thou hast here the beginning and end of a discourse concerning government,")],
    ["CHAPTER. I.", "AN ESSAY CONCERNING THE TRUE ORIGINAL, EXTENT AND END OF CIVIL", "GOVERNMENT", text("It having been shewn")],
    [
      "CHAPTER. II.",
      "OF THE STATE OF NATURE.",
      text("TO understand political power right, we must consider what state men are naturally in, to order their actions, to"),
    ],
    [
      "CHAPTER. XVII.",
      "OF USURPATION.",
      text("As conquest may be called a foreign usurpation, so"),
      "CHAPTER. XVIII.",
      "OF TYRANNY.",
    ],
    ["Bibliographical Note", "For the reader who wishes to read further, the following works may be consulted."],
  ].map((lines) => lines.join("\n"));
  pages[3] += `\n${text("As usurpation is the exercise of power, which another hath a right to, so")}`;

  it("are named by the bookmark under each number, without the full stop most of them print", async () => {
    const { plan } = await plannedPdf(pages, outline, "Second Treatise of Government");
    expect(plan.chapters.map((c) => [c.title, c.pageStart])).toEqual([
      ["Preface", 1],
      ["An Essay Concerning the True Original, Extent and End of Civil Government", 2],
      ["Of the State of Nature", 3],
      ["Of Usurpation", 4],
      ["Of Tyranny", 4],
    ]);
  });

  it("read their paragraphs without the section numbers", () => {
    expect(chapterText([pages[2]!], "Of the State of Nature", 1, 1)).toMatch(/^To understand political power right/);
  });
});

describe("Sentences that lean on a list begun before", () => {
  it("are an item after the first, or the first set off by a dash, or what the list's items are", () => {
    for (const sentence of [
      "Secondly.—That the commons, by being appointed for that purpose, are either wiser or more worthy of confidence.",
      "Thirdly, from this liberty of each individual, follows the liberty of combination among individuals.",
      "First.—The remains of monarchical tyranny in the person of the king.",
      "Some of which are, First.—It is the custom of nations, when any two are at war, to step in as mediators.",
    ])
      expect(leansOnPrevious(sentence), sentence).toBe(true);
    expect(leansOnPrevious("First, it is the duty of black men to judge the South discriminatingly.")).toBe(false);
  });

  it("are joined on by a relative, point back with 'this' as their subject, or give an example of what came before", () => {
    for (const sentence of [
      "To this purpose, I think it may not be amiss, to set down what I take to be political power.",
      "All which distinct powers happening sometimes together in the same man, it may help us to distinguish them.",
      "To which it may suffice as an answer at present, that all princes are in a state of nature.",
      "I doubt not but this will seem a very strange doctrine to some men.",
      "Starting in Rust 2021, this will be the default.",
      "There are, for example, the Spartans and the Romans.",
    ])
      expect(leansOnPrevious(sentence), sentence).toBe(true);
    expect(leansOnPrevious("Which of us lives on twenty-four hours a day?")).toBe(false);
  });
});
