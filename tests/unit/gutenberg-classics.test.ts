import { describe, expect, it } from "vitest";
import { planChapters } from "../../worker/jobs/chapter-plan";
import { inspectPdf } from "../../worker/services/pdf";
import { cleanChapter, profileBook } from "../../worker/services/summarizer/clean-text";
import { terms } from "../../worker/services/summarizer/words";
import { makePdf } from "../support/pdf-fixtures";
import { chapterText, plannedPdf } from "../support/printed-books";

/**
 * Classics as Project Gutenberg's HTML prints them to PDF (docs/decisions/207, 208): Marcus Aurelius's Meditations
 * (the book's title over everything, its twelve books nested under the first book's subtitle, a contents page headed
 * "BOOKS", numbered paragraphs whose first line a link breaks short), Beyond Good and Evil (a preface under its
 * contents on one page), The Science of Getting Rich (a publisher's advertisement after the last chapter, a transcriber's
 * notes) and The Enchiridion (a bibliography and footnotes).
 */

const long = (words: string) =>
  `${words} that which is rational and sociable is the proper good of every reasonable creature in the whole world.`;

describe("Meditations' chapters", () => {
  const outline = [
    {
      title: "MEDITATIONS",
      page: 1,
      items: [
        { title: "By Marcus Aurelius", page: 1, items: [{ title: "MARCUS AURELIUS ANTONINUS THE ROMAN EMPEROR", page: 1 }] },
        { title: "BOOKS", page: 2, items: [{ title: "Paragraphs with First Lines", page: 2 }] },
        { title: "INTRODUCTION", page: 3 },
        {
          title: "HIS FIRST BOOK",
          page: 4,
          items: [
            {
              title: "concerning HIMSELF:",
              page: 4,
              items: [
                { title: "I. Of my grandfather Verus I have learned", page: 4 },
                { title: "THE SECOND BOOK", page: 5 },
                { title: "I. Remember how long thou hast", page: 5 },
                { title: "THE THIRD BOOK", page: 6 },
              ],
            },
          ],
        },
      ],
    },
    { title: "APPENDIX", page: 7, items: [{ title: "NOTES", page: 7 }] },
  ];
  const pages = [
    ["MEDITATIONS", "By Marcus Aurelius", "MARCUS AURELIUS ANTONINUS THE ROMAN EMPEROR"],
    ["BOOKS", "INTRODUCTION", "HIS FIRST BOOK", "THE SECOND BOOK", "THE THIRD BOOK", "APPENDIX", "Paragraphs with First Lines"],
    ["INTRODUCTION", long("Marcus Aurelius Antoninus was born in Rome, and he held")],
    ["HIS FIRST BOOK", "concerning HIMSELF:", long("I. Of my grandfather Verus I have learned")],
    ["THE SECOND BOOK", long("I. Remember how long thou hast put off these things, for")],
    ["THE THIRD BOOK", long("I. A man must not only consider how daily his life wasteth, for")],
    ["APPENDIX", long("The letters of Fronto show the emperor as a young man, and")],
  ].map((lines) => lines.join("\n"));

  it("are the twelve books a browser nested under the first, not the book's title over them or a contents page", async () => {
    const { plan } = await plannedPdf(pages, outline, "Marcus Aurelius Antoninus the Roman Emperor");
    expect(plan.chapters.map((c) => [c.title, c.pageStart, c.pageEnd])).toEqual([
      ["Introduction", 3, 3],
      ["His First Book", 4, 4],
      ["The Second Book", 5, 5],
      ["The Third Book", 6, 6],
      ["Appendix", 7, 7],
    ]);
  });
});

describe("Beyond Good and Evil's preface, printed under its contents on one page", () => {
  const pages = [
    ["BEYOND GOOD AND EVIL", "By Friedrich Nietzsche"],
    [
      "Contents",
      "PREFACE",
      "CHAPTER I. PREJUDICES OF PHILOSOPHERS",
      "CHAPTER II. THE FREE SPIRIT",
      "CHAPTER III. THE RELIGIOUS MOOD",
      "PREFACE",
      long("Supposing that Truth is a woman, what then? There are good grounds for hoping"),
    ],
    ["CHAPTER I. PREJUDICES OF PHILOSOPHERS", long("The Will to Truth tempts us to many a hazardous enterprise, and")],
    ["CHAPTER II. THE FREE SPIRIT", "CHAPTER II. THE FREE SPIRIT", long("In what strange simplification man lives, for")],
    ["CHAPTER III. THE RELIGIOUS MOOD", long("The human soul and its limits are the hunting-ground of a psychologist, and")],
  ].map((lines) => lines.join("\n"));
  const outline = [
    { title: "Contents", page: 2 },
    { title: "PREFACE", page: 2 },
    { title: "CHAPTER I. PREJUDICES OF PHILOSOPHERS", page: 3 },
    { title: "CHAPTER II. THE FREE SPIRIT", page: 4 },
    { title: "CHAPTER III. THE RELIGIOUS MOOD", page: 5 },
  ];

  it("is a chapter: its heading opens prose, though its line in the contents above does not", async () => {
    const { plan } = await plannedPdf(pages, outline, "Beyond Good and Evil");
    expect(plan.chapters.map((c) => [c.title, c.pageStart])).toEqual([
      ["Preface", 2],
      ["Prejudices of Philosophers", 3],
      ["The Free Spirit", 4],
      ["The Religious Mood", 5],
    ]);
  });

  it("names a part under the chapter's numbered heading after the chapter, not 'CHAPTER II. THE FREE SPIRIT'", () => {
    const page = ["CHAPTER II. THE FREE SPIRIT", long("In what strange simplification man lives, for")].join("\n");
    const chapter = cleanChapter([page], { title: "The Free Spirit", pageStart: 1, pageEnd: 1 }, profileBook([page], []), [
      { title: "CHAPTER II. THE FREE SPIRIT", page: 1 },
    ]);
    expect(chapter.sections.map((s) => s.heading)).toEqual(["The Free Spirit"]);
  });
});

describe("The Science of Getting Rich's last pages", () => {
  it("leave the publisher's advertisement after the last chapter out, but not prices in the book's own prose", () => {
    const last = [
      "Summary of the Science of Getting Rich",
      long("There is a thinking stuff from which all things are made, and"),
    ];
    const advert = [
      "FURTHER AIDS TOWARD",
      "GETTING RICH RIGHT",
      "THE NAUTILUS is published monthly for the express purpose of making Men and Women Who Can.",
      "Send $1.00 for a year's subscription to THE NAUTILUS, with a copy of Making The Man Who Can.",
      "Read How to Grow Success, by Elizabeth Towne, 50c. Address ELIZABETH TOWNE, HOLYOKE, MASS.",
    ];
    const pages = [last.join("\n"), advert.join("\n")];
    const text = chapterText(pages, "Summary of the Science of Getting Rich", 1, 2);
    expect(text).toMatch(/^There is a thinking stuff/);
    expect(text).not.toMatch(/NAUTILUS|subscription|Towne/);
    // A page of the book that speaks of prices stays.
    const prices = ["The market", long("A loaf cost $1.00 in the city and 50 cents in the country, and the price fell, and")];
    expect(chapterText([last.join("\n"), prices.join("\n")], "Summary of the Science of Getting Rich", 1, 2)).toMatch(
      /A loaf cost \$1\.00/,
    );
  });
});

describe("The Enchiridion's and The Science of Getting Rich's lists and notes", () => {
  /** The chapter titles planned from one bookmarked page per [title, text]. */
  const plannedTitles = (chapters: [string, string][]) =>
    planChapters(
      chapters.map(([title, text]) => `${title}\n${text}`),
      chapters.map(([title], i) => ({ title, page: i + 1 })),
      [],
    ).chapters.map((c) => c.title);

  it("leaves a reading list and footnotes out wherever they stand (The Enchiridion's)", () => {
    expect(
      plannedTitles([
        ["Introduction", "The little book."],
        ["Selected Bibliography", "Bonhoeffer, A., Epiktet und die Stoa."],
        ["The Enchiridion", "There are things."],
        ["Footnotes", "Our missing it is no work of His."],
        ["The Library of Liberal Arts", "Plato, Euthyphro."],
      ]),
    ).toEqual(["Introduction", "The Enchiridion", "The Library of Liberal Arts"]);
  });

  it("leaves a transcriber's notes at the end of the book out, as at its start", () => {
    expect(
      plannedTitles([
        ["The Right to be Rich.", "Whatever may be said in praise of poverty, it is not a full life."],
        ["Gratitude.", "Be grateful."],
        ["Transcriber’s Notes:", "Variations in spelling were retained."],
      ]),
    ).toEqual(["The Right to be Rich", "Gratitude"]);
  });
});

describe("Meditations' name", () => {
  it("is the one Project Gutenberg's header gives, not the document's title (its subtitle)", async () => {
    const header = [
      "The Project Gutenberg EBook of Meditations, by Marcus Aurelius",
      "This eBook is for the use of anyone anywhere at no cost and with almost no restrictions whatsoever.",
      "Title: Meditations",
      "Author: Marcus Aurelius",
      "Release Date: December 25, 2008 [EBook #2680]",
      "*** START OF THIS PROJECT GUTENBERG EBOOK MEDITATIONS ***",
    ];
    const pdf = await makePdf([{ paragraphs: header }], {
      title: "Marcus Aurelius Antoninus the Roman Emperor, by Marcus Aurelius",
    });
    expect(await inspectPdf(pdf, { maxPages: 10 })).toMatchObject({ title: "Meditations", authors: ["Marcus Aurelius"] });
    // The line under a title is its subtitle, unless the title stops mid-phrase; an edition or a year goes. Another
    // book's page with a "Title:" line is not a header.
    const wrapped = await makePdf([
      {
        paragraphs: [
          "The Project Gutenberg eBook of Self-Help",
          "Title: Self-Help",
          "with Illustrations of Character",
          "Author: Samuel Smiles",
        ],
      },
    ]);
    expect(await inspectPdf(wrapped, { maxPages: 10 })).toMatchObject({
      title: "Self-Help",
      authors: ["Samuel Smiles"],
    });
    const named = async (lines: string[]) =>
      (await inspectPdf(await makePdf([{ paragraphs: ["The Project Gutenberg eBook", ...lines] }]), { maxPages: 10 })).title;
    expect(await named(["Title: The Life and Strange Adventures of", "Robinson Crusoe", "Author: Daniel Defoe"])).toBe(
      "The Life and Strange Adventures of Robinson Crusoe",
    );
    expect(await named(["Title: How to Listen to Music, 7th ed.", "Hints and Suggestions"])).toBe("How to Listen to Music");
    expect(await named(["Title: The Complete Angler, 1653", "Author: Isaak Walton"])).toBe("The Complete Angler");
    const form = await makePdf([{ paragraphs: ["Title: Form 1040", "Author: the taxpayer"] }], { title: "Tax Guide" });
    expect(await inspectPdf(form, { maxPages: 10 })).toMatchObject({ title: "Tax Guide", authors: [] });
  });
});

describe("Meditations' text", () => {
  it("reads a numbered paragraph without its number, whole where a link broke its first line", () => {
    const page = [
      "THE NINTH BOOK",
      "I. He that is unjust, is also impious. For the nature of the universe, having made all reasonable",
      "creatures one for another, to the end that they should do one another good, is manifestly impious.",
      "II. It were indeed more happy and comfortable, for a man",
      "to depart out",
      "of this world, having lived all his life long clear from all falsehood, dissimulation, and pride.",
      "XXIII Consider how many different things, whether they concern our bodies or our souls, happen.",
    ].join("\n");
    expect(chapterText([page], "The Ninth Book", 1, 1)).toBe(
      [
        "He that is unjust, is also impious. For the nature of the universe, having made all reasonable creatures one for another, to the end that they should do one another good, is manifestly impious.",
        "It were indeed more happy and comfortable, for a man to depart out of this world, having lived all his life long clear from all falsehood, dissimulation, and pride.",
        "Consider how many different things, whether they concern our bodies or our souls, happen.",
      ].join(" "),
    );
  });

  it("opens a book of numbered paragraphs on its first, not on its argument and epigraph above it", () => {
    const page = [
      "HIS FIRST BOOK",
      "concerning HIMSELF:",
      "Wherein Antoninus recordeth, What and of whom, whether Parents, Friends, or Masters, he had learned:",
      "ANTONINUS Book vi. Num. xlviii. Whensoever thou wilt rejoice thyself, think and meditate upon those good",
      "parts which thou hast observed in any of them that live with thee. See therefore, that thou have them ready.",
      "I. Of my grandfather Verus I have learned to be gentle and meek, and to refrain from all anger and passion.",
      "II. From the fame and memory of him that begot me I have learned both shamefastness and manlike behaviour.",
    ].join("\n");
    expect(chapterText([page], "His First Book", 1, 1)).toMatch(/^Of my grandfather Verus I have learned/);
    // A chapter that only numbers its parts later keeps its opening.
    const essay = ["ESSAY", long("Of the liberty of thought I have written before, and"), long("II. Of the limits of power")];
    expect(chapterText([essay.join("\n")], "Essay", 1, 1)).toMatch(/^Of the liberty of thought I have written before/);
  });

  it("keeps a name's capital where a chapter's first words are set in capitals", () => {
    const page = [
      "INTRODUCTION",
      "MARCUS AURELIUS ANTONINUS was born on April 26, A.D. 121, and his real name was M. Annius Verus.",
      "Marcus Aurelius wrote the Meditations in Greek, and Marcus Aurelius never meant them for anyone else.",
      "Antoninus Pius adopted him, and when Antoninus died the young man became the emperor of Rome.",
    ].join("\n");
    expect(chapterText([page], "Introduction", 1, 1)).toMatch(/^Marcus Aurelius Antoninus was born on April 26/);
  });

  it("takes no title from the old English of the translation ('Unto thee', 'Hast thou')", () => {
    expect(terms("Hast thou considered unto thee the nature of things, and dost thou remember thy own?")).toEqual([
      "considered",
      "nature",
      "thing",
      "remember",
    ]);
  });
});
