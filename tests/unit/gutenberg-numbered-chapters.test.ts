import { describe, expect, it } from "vitest";
import { planChapters } from "../../worker/jobs/chapter-plan";
import { leansOnPrevious } from "../../worker/services/summarizer/sentences";
import { chapterText } from "../support/printed-books";

/**
 * Chapters a book numbers more than it names, as Project Gutenberg's HTML and plain text print to PDF (docs/decisions/
 * 213): Mill's Utilitarianism (bookmarks "CHAPTER I." with the name under it on the page), Veblen's The Theory of the
 * Leisure Class ("Chapter Two ~~ Pecuniary Emulation"), Thoreau's Civil Disobedience (one essay under its title and
 * byline), The Communist Manifesto from plain text (a heading that wraps) and Plato's Republic (its first book under
 * the book's title and the persons of the dialogue); and what their sentences lean on.
 */

const prose = (words: string) =>
  `${words} is the criterion of right and wrong, and neither thinkers nor mankind at large seem nearer to agreement.`;

describe("Utilitarianism's chapters, bookmarked by number only", () => {
  const outline = [
    {
      title: "UTILITARIANISM",
      page: 1,
      items: [
        { title: "CONTENTS.", page: 1 },
        { title: "UTILITARIANISM.", page: 2 },
        { title: "CHAPTER I.", page: 2 },
        { title: "CHAPTER II.", page: 3 },
        { title: "CHAPTER III.", page: 4 },
      ],
    },
  ];
  const pages = [
    ["UTILITARIANISM", "CONTENTS.", "CHAPTER I. GENERAL REMARKS", "CHAPTER II. WHAT UTILITARIANISM IS"].join("\n"),
    ["UTILITARIANISM.", "CHAPTER I.", "GENERAL REMARKS.", prose("Utility")].join("\n"),
    ["CHAPTER II.", "WHAT UTILITARIANISM IS.", prose("Happiness")].join("\n"),
    ["CHAPTER III.", "OF THE ULTIMATE SANCTION OF THE", "PRINCIPLE OF UTILITY.", prose("Its sanction")].join("\n"),
  ];

  it("are named by the lines in capitals under their number, the first one too under the book's title", () => {
    expect(planChapters(pages, outline, [], [], "Utilitarianism").chapters.map((c) => [c.title, c.pageStart])).toEqual([
      ["General Remarks", 2],
      ["What Utilitarianism Is", 3],
      ["Of the Ultimate Sanction of the Principle of Utility", 4],
    ]);
  });

  it("keep their number when prose follows it (The Subjection of Women names no chapter)", () => {
    const unnamed = pages.map((page) => page.replace(/^(CHAPTER [IV]+\.)\n[^a-z]+\n/m, "$1\n"));
    expect(planChapters(unnamed, outline, [], [], "Utilitarianism").chapters.map((c) => c.title)).toEqual([
      "Chapter I",
      "Chapter II",
      "Chapter III",
    ]);
  });
});

describe("Hume's Enquiry, bookmarked 'SECTION II' over the name of each", () => {
  it("names a section by the bookmark under its number, without a note's number on its last word", () => {
    const outline = [
      {
        title: "AN ENQUIRY CONCERNING HUMAN UNDERSTANDING.",
        page: 1,
        items: [
          { title: "CONTENTS", page: 1 },
          { title: "SECTION 1.", page: 2, items: [{ title: "OF THE DIFFERENT SPECIES OF PHILOSOPHY.", page: 2 }] },
          { title: "SECTION II", page: 3, items: [{ title: "OF THE ORIGIN OF IDEAS.", page: 3 }] },
          { title: "SECTION VI", page: 4, items: [{ title: "OF PROBABILITY9.", page: 4 }] },
        ],
      },
    ];
    const pages = [
      ["AN ENQUIRY CONCERNING HUMAN UNDERSTANDING.", "CONTENTS", "I. Of the Different Species of Philosophy"].join("\n"),
      ["SECTION 1.", "OF THE DIFFERENT SPECIES OF PHILOSOPHY.", prose("Moral philosophy")].join("\n"),
      ["SECTION II", "OF THE ORIGIN OF IDEAS.", prose("Every perception")].join("\n"),
      ["SECTION VI", "OF PROBABILITY9.", prose("Chance")].join("\n"),
    ];
    expect(
      planChapters(pages, outline, [], [], "An Enquiry Concerning Human Understanding").chapters.map((c) => [
        c.title,
        c.pageStart,
      ]),
    ).toEqual([
      ["Of the Different Species of Philosophy", 2],
      ["Of the Origin of Ideas", 3],
      ["Of Probability", 4],
    ]);
  });
});

describe("The Conquest of Bread printed from Project Gutenberg's HTML", () => {
  const prose2 = (words: string) => `${prose(words)} ${prose("Well-being")}`;
  it("reads the book's title set on two bookmarks as one, without its byline, and its notes' marks out of titles", () => {
    const outline = [
      { title: "THE", page: 1 },
      {
        title: "Conquest of Bread",
        page: 1,
        items: [
          { title: "By PETER KROPOTKIN", page: 1 },
          { title: "PREFACE", page: 2 },
        ],
      },
      {
        title: "THE CONQUEST OF BREAD",
        page: 3,
        items: [
          { title: "OUR RICHES", page: 3 },
          { title: "THE DECENTRALIZATION OF INDUSTRY[10]", page: 4 },
          { title: "BY THE RIVER", page: 5 },
        ],
      },
    ];
    const pages = [
      ["THE", "Conquest of Bread", "By PETER KROPOTKIN", prose2("A book")].join("\n"),
      ["PREFACE", prose2("Anarchism")].join("\n"),
      ["OUR RICHES", prose2("Riches")].join("\n"),
      ["THE DECENTRALIZATION OF INDUSTRY[10]", prose2("Industry")].join("\n"),
      ["BY THE RIVER", prose2("The river")].join("\n"),
    ];
    expect(planChapters(pages, outline, [], [], "The Conquest of Bread").chapters.map((c) => [c.title, c.pageStart])).toEqual([
      ["Preface", 2],
      ["Our Riches", 3],
      ["The Decentralization of Industry", 4],
      ["By the River", 5],
    ]);
  });
});

describe("The Theory of the Leisure Class", () => {
  it("loses a chapter's number spelled out and set off by tildes", () => {
    const names = ["Introductory", "Pecuniary Emulation", "Conspicuous Leisure"];
    const outline = ["One", "Two", "Three"].map((n, i) => ({ title: `Chapter ${n} ~~ ${names[i]}`, page: i + 1 }));
    const pages = outline.map(({ title }) => [title, prose("Ownership")].join("\n"));
    expect(planChapters(pages, outline, []).chapters.map((c) => c.title)).toEqual(names);
  });
});

describe("On the Duty of Civil Disobedience", () => {
  it("is one chapter named by the book, not by the byline under its title", () => {
    const outline = [
      {
        title: "On the Duty of Civil Disobedience",
        page: 1,
        items: [
          {
            title: "by Henry David Thoreau",
            page: 1,
            items: [{ title: "1849, original title: Resistance to Civil Government", page: 1 }],
          },
        ],
      },
    ];
    const pages = [
      ["On the Duty of Civil Disobedience", "by Henry David Thoreau", prose("I heartily accept the motto")].join("\n"),
      prose("Government"),
    ];
    expect(planChapters(pages, outline, [], [], "On the Duty of Civil Disobedience").chapters).toEqual([
      { title: "On the Duty of Civil Disobedience", pageStart: 1, pageEnd: 2 },
    ]);
  });
});

describe("The Communist Manifesto printed from plain text", () => {
  const pages = [
    ["I. BOURGEOIS AND PROLETARIANS", prose("Class struggle")].join("\n"),
    ["II. PROLETARIANS AND COMMUNISTS", prose("Property")].join("\n"),
    ["III. SOCIALIST AND COMMUNIST LITERATURE", "1. REACTIONARY SOCIALISM", prose("Feudal socialism")].join("\n"),
    ["IV. POSITION OF THE COMMUNISTS IN RELATION TO THE", "VARIOUS EXISTING OPPOSITION PARTIES", prose("Section II")].join("\n"),
  ];

  it("names a chapter by the whole of a heading that wraps on a small word, and no more", () => {
    expect(planChapters(pages, [], []).chapters.map((c) => c.title)).toEqual([
      "Bourgeois and Proletarians",
      "Proletarians and Communists",
      "Socialist and Communist Literature",
      "Position of the Communists in Relation to the Various Existing Opposition Parties",
    ]);
  });

  it("keeps a heading's own line when the next one is prose", () => {
    const plain = [...pages.slice(0, 3), ["IV. PLAN A", prose("Section II")].join("\n")];
    expect(
      planChapters(plain, [], [])
        .chapters.map((c) => c.title)
        .at(-1),
    ).toBe("Plan A");
  });
});

describe("The Descent of Man printed from plain text", () => {
  const pages = [
    [
      "PART I. THE DESCENT OR ORIGIN OF MAN.",
      "CHAPTER I.",
      "THE EVIDENCE OF THE DESCENT OF MAN FROM SOME LOWER FORM.",
      prose("Homologous structures"),
    ].join("\n"),
    ["CHAPTER II.", "ON THE MANNER OF DEVELOPMENT OF MAN FROM SOME LOWER FORM.", prose("Variability")].join("\n"),
    [
      "PART II. SEXUAL SELECTION.",
      "CHAPTER III.",
      "SECONDARY SEXUAL CHARACTERS OF INSECTS.",
      prose("Diversified structures"),
    ].join("\n"),
    ["CHAPTER IV.", "INSECTS, continued.", "ORDER LEPIDOPTERA. (BUTTERFLIES AND MOTHS.)", prose("Courtship of butterflies")].join(
      "\n",
    ),
    ["CHAPTER V.", "Birds--continued.", prose("Choice exerted by the female")].join("\n"),
    ["CHAPTER VI.", "BIRDS--concluded.", prose("The immature plumage")].join("\n"),
  ];

  it("numbers its chapters, not its parts, and names each by its own heading", () => {
    expect(planChapters(pages, [], []).chapters.map((c) => [c.title, c.pageStart])).toEqual([
      ["The Evidence of the Descent of Man from Some Lower Form", 1],
      ["On the Manner of Development of Man from Some Lower Form", 2],
      ["Secondary Sexual Characters of Insects", 3],
      ["Insects, Continued. Order Lepidoptera. (Butterflies and Moths.)", 4],
      ["Birds—Continued", 5],
      ["Birds—Concluded", 6],
    ]);
  });

  it("ends its last chapter at the index, which is no prose to listen to", () => {
    const last = [
      "CHAPTER VI.",
      "BIRDS--concluded.",
      prose("The immature plumage"),
      "INDEX.",
      "Abbot, C., on the battles of seals.",
      "Bombyx mori, difference of size of the male and female cocoons of; pairing of.",
    ].join("\n");
    expect(chapterText([last], "Birds—Concluded", 1, 1)).not.toMatch(/Abbot|Bombyx/);
    // Before a chapter that follows, such a line is the book's, not its index.
    expect(chapterText([last, "CHAPTER VII.\nBIRDS"], "Birds—Concluded", 1, 1, "Birds")).toMatch(/Bombyx/);
  });
});

describe("The Republic", () => {
  it("opens its first book at the number over its prose, not at the book's title or the persons of the dialogue", () => {
    const outline = [
      { title: "INTRODUCTION AND ANALYSIS.", page: 1 },
      { title: "THE REPUBLIC.", page: 2 },
      { title: "PERSONS OF THE DIALOGUE.", page: 2 },
      { title: "BOOK I.", page: 2 },
      { title: "BOOK II.", page: 3 },
    ];
    const pages = [
      ["INTRODUCTION AND ANALYSIS.", prose("The Republic of Plato")].join("\n"),
      ["THE REPUBLIC.", "PERSONS OF THE DIALOGUE.", "Socrates, who is the narrator.", "BOOK I.", prose("Justice")].join("\n"),
      ["BOOK II.", prose("The ring of Gyges")].join("\n"),
    ];
    expect(planChapters(pages, outline, [], [], "The Republic, by Plato").chapters.map((c) => [c.title, c.pageStart])).toEqual([
      ["Introduction and Analysis", 1],
      ["Book I", 2],
      ["Book II", 3],
    ]);
  });
});

describe("A sentence that leans on the one before", () => {
  it("names things said before as 'these', turns from them with a connective, or has them as its object", () => {
    for (const sentence of [
      "How different are these cases from that of the power of men over women!",
      "To walk in a winter morning in a wood where these birds abounded, their native woods, think of it!",
      "He studies the art of varying and combining these two methods before proceeding.",
      "Society, however, has preferred to attain its object by foul rather than fair means.",
      "We see, therefore, how the modern bourgeoisie is itself the product of a long course of development.",
      "For one thing, very few women have time for them.",
      "I loved to sound him on the various reforms of the day.",
      "In the case of this, as of our other moral sentiments, there is no necessary connexion.",
      "In Germany they fight with the bourgeoisie whenever it acts in a revolutionary way.",
      // A dialogue's answers.
      "Yes, I replied, and he will be a good man; for he is good who has a good soul.",
      "Certainly not; for he thinks that a friend ought always to do good to a friend.",
      "You are quite right, he replied.",
      "Nay, you shall see a bold fellow many times do Mahomet's miracle.",
      // A turn against what was said before (decision 222).
      "On the contrary, the first object of any good system must be that of developing first-class men.",
      "In fact, the first steps can look different depending on the target device.",
    ])
      expect(leansOnPrevious(sentence), sentence).toBe(true);
  });

  it("not when it names them first, names the book, or 'those' points ahead", () => {
    for (const sentence of [
      "Referring to some pieces by Couperin, Père Amiot says that Chinese hearers thought these pieces barbarous.",
      "Profound as philosophy these Meditations certainly are not; but Marcus Aurelius was too sincere.",
      "Rust is for students and those who are interested in learning about systems concepts.",
      "There are always two Syphogrants called into the council chamber, and these are changed every day.",
      "The principles asserted in these pages must be more generally admitted.",
      "The history of all hitherto existing societies is the history of class struggles.",
      // An adverb that asserts, not an answer; a speech of its own.
      "Certainly the best works have proceeded from the unmarried or childless men.",
      "Of course, unsafe functions and traits are free to declare arbitrary other constraints.",
      "There is no difficulty in returning; you implied that you had finished the description of the State, I said.",
    ])
      expect(leansOnPrevious(sentence), sentence).toBe(false);
  });
});
