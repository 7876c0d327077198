import { describe, expect, it } from "vitest";
import { planChapters } from "../../worker/jobs/chapter-plan";

/**
 * Contents lists of books printed from Project Gutenberg's plain text that do not list one title a line in the book's
 * order (docs/decisions/237): Samuel Smiles's Self-Help, with a paragraph of topics under each chapter, and Marcus
 * Aurelius's Meditations, whose contents lists the notes first and which prints them last; and a reading list the
 * contents names (The Enchiridion's "Selected Bibliography", docs/decisions/238); and the titles a contents lists
 * around its numbered chapters (Frederick Douglass's Narrative: a letter after the preface, an appendix after chapter
 * XI, docs/decisions/241).
 */

const prose = (words: string) =>
  `${words} Heaven helps those who help themselves, a well-tried maxim embodying the results of vast human experience.`;

const titles = (pages: string[]) => planChapters(pages, [], []).chapters.map((c) => [c.title, c.pageStart, c.pageEnd]);

describe("a contents list with a paragraph under each chapter (Self-Help)", () => {
  const listed = (number: string, name: string) => [
    `CHAPTER ${number}.`,
    name,
    "Spirit of Self-Help—Institutions and men—Government a             Page",
    "reflex of the individualism of a nation—Cæsarism and              1–26",
    "Self-Help—William Dargan on Independence—Patient",
  ];
  const names = [
    "SELF-HELP—NATIONAL AND INDIVIDUAL.",
    "LEADERS OF INDUSTRY—INVENTORS AND PRODUCERS.",
    "THREE GREAT POTTERS—PALISSY, BÖTTGHER, WEDGWOOD.",
    "APPLICATION AND PERSEVERANCE.",
    "HELPS AND OPPORTUNITIES—SCIENTIFIC PURSUITS.",
    "WORKERS IN ART.",
    "INDUSTRY AND THE PEERAGE.",
  ];
  const numbers = ["I", "II", "III", "IV", "V", "VI", "VII"];
  const entry = (k: number) => listed(numbers[k]!, names[k]!);
  const pages = [
    ["PREFACE.", prose("This is a revised edition of a book.")],
    // Two chapters a page, then three: only the last page lists three.
    ["CONTENTS.", ...entry(0), ...entry(1)],
    [...entry(2), ...entry(3)],
    [...entry(4), ...entry(5), ...entry(6)],
    ...names.map((name, k) => [`CHAPTER ${numbers[k]}.`, name, prose(`Chapter ${k + 1}.`)]),
  ].map((lines) => lines.join("\n"));

  it("finds each chapter at its heading in the book, not at its entry in the contents", () => {
    expect(titles(pages)).toEqual([
      ["Self-Help—National and Individual", 5, 5],
      ["Leaders of Industry—Inventors and Producers", 6, 6],
      ["Three Great Potters—Palissy, Böttgher, Wedgwood", 7, 7],
      ["Application and Perseverance", 8, 8],
      ["Helps and Opportunities—Scientific Pursuits", 9, 9],
      ["Workers in Art", 10, 10],
      ["Industry and the Peerage", 11, 11],
    ]);
  });
});

describe("a contents list whose first entry the book prints last (Meditations)", () => {
  const pages = [
    ["CONTENTS", "     NOTES", "     INTRODUCTION", "     FIRST BOOK", "     SECOND BOOK", "     THIRD BOOK", "     APPENDIX"],
    ["INTRODUCTION", prose("MARCUS AURELIUS ANTONINUS was born on April 26, A.D. 121.")],
    ["THE FIRST BOOK", prose("I. Of my grandfather Verus I have learned to be gentle and meek.")],
    ["THE SECOND BOOK", prose("I. Betimes in the morning say to thyself.")],
    ["THE THIRD BOOK", prose("I. A man must not only consider how daily his life wasteth.")],
    ["APPENDIX", prose("Correspondence of Marcus Aurelius with Fronto.")],
    ["NOTES", prose("This being the only translation of the Emperor's book.")],
  ].map((lines) => lines.join("\n"));

  it("takes the titles it finds in the contents' order, named as the book prints them ('THE FIRST BOOK')", () => {
    expect(titles(pages)).toEqual([
      ["Introduction", 2, 2],
      ["The First Book", 3, 3],
      ["The Second Book", 4, 4],
      ["The Third Book", 5, 5],
      ["Appendix", 6, 7],
    ]);
  });
});

describe("a reading list named by the contents (The Enchiridion)", () => {
  it("is no chapter, now that its italic titles read as prose", () => {
    const pages = [
      ["CONTENTS", "Introduction", "Selected Bibliography", "The Enchiridion"],
      ["Introduction", prose("The little book by Epictetus has played a large role.")],
      ["Selected Bibliography", "Bonhoeffer, A., _Epiktet und die Stoa_. Stuttgart, 1890, and a great many other works besides."],
      ["The Enchiridion", prose("There are things which are within our power.")],
    ].map((lines) => lines.join("\n"));
    expect(titles(pages)).toEqual([
      ["Introduction", 2, 2],
      ["The Enchiridion", 4, 4],
    ]);
  });
});

describe("titles the contents lists before its first chapter and after its last (Douglass's Narrative)", () => {
  const pages = [
    [
      "CONTENTS",
      "PREFACE",
      "LETTER FROM WENDELL PHILLIPS, ESQ.",
      "CHAPTER I",
      "CHAPTER II",
      "CHAPTER III",
      "APPENDIX",
      "A PARODY",
      "PREFACE",
      prose("In the month of August, 1841, I attended an anti-slavery convention in Nantucket."),
    ],
    [prose("Mr. Douglass has very properly chosen to write his own Narrative, in his own style.")],
    ["LETTER FROM WENDELL PHILLIPS, ESQ.", "BOSTON, APRIL 22, 1845.", prose("My Dear Friend: You remember the old fable.")],
    ["CHAPTER I", prose("I was born in Tuckahoe, near Hillsborough, in Talbot county, Maryland.")],
    ["CHAPTER II", prose("My master's family consisted of two sons, Andrew and Richard.")],
    ["CHAPTER III", prose("Colonel Lloyd kept a large and finely cultivated garden.")],
    [prose("I now come to that part of my life during which I planned my escape.")],
    ["APPENDIX", prose("I find, since reading over the foregoing Narrative, that I have spoken of religion.")],
    ["INDEX", "Auld, Hugh, 33, 34. Auld, Thomas, 45, 51."],
  ].map((lines) => lines.join("\n"));

  it("finds each after the contents, in its order, and leaves an index out", () => {
    expect(titles(pages)).toEqual([
      ["Preface", 1, 2],
      ["Letter from Wendell Phillips, Esq", 3, 3],
      ["Chapter I", 4, 4],
      ["Chapter II", 5, 5],
      ["Chapter III", 6, 7],
      ["Appendix", 8, 9],
    ]);
  });
});

describe("a contents list that runs onto the page where the book starts (Utilitarianism)", () => {
  it("starts the book at its first chapter's heading under the list's last entries, not at the next chapter", () => {
    const names = [
      "GENERAL REMARKS",
      "WHAT UTILITARIANISM IS",
      "OF THE ULTIMATE SANCTION OF THE PRINCIPLE OF UTILITY",
      "OF WHAT SORT OF PROOF THE PRINCIPLE OF UTILITY IS SUSCEPTIBLE",
      "ON THE CONNEXION BETWEEN JUSTICE AND UTILITY",
    ];
    const numbers = ["I", "II", "III", "IV", "V"];
    const chapter = (k: number) => [`CHAPTER ${numbers[k]}.`, `${names[k]}.`, prose(`Chapter ${k + 1} opens.`)];
    const pages = [
      ["UTILITARIANISM", "CONTENTS.", ...[0, 1, 2].map((k) => `CHAPTER ${numbers[k]}. ${names[k]}`)],
      // The list goes on overleaf, and the book's first chapter starts under it.
      [...[3, 4].map((k) => `CHAPTER ${numbers[k]}. ${names[k]}`), "UTILITARIANISM.", ...chapter(0)],
      chapter(1),
      chapter(2),
      chapter(3),
      chapter(4),
    ].map((lines) => lines.join("\n"));
    expect(titles(pages)).toEqual([
      ["General Remarks", 2, 2],
      ["What Utilitarianism Is", 3, 3],
      ["Of the Ultimate Sanction of the Principle of Utility", 4, 4],
      ["Of What Sort of Proof the Principle of Utility Is Susceptible", 5, 5],
      ["On the Connexion Between Justice and Utility", 6, 6],
    ]);
  });
});
