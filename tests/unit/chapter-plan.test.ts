import { describe, expect, it } from "vitest";
import { detectHeading } from "../../worker/jobs/chapter-headings";
import { planChapters, withoutFrontAndBackMatter } from "../../worker/jobs/chapter-plan";
import { withoutChapterNumbers } from "../../worker/jobs/chapter-titles";
import { titleAsPrinted } from "../../worker/services/pdf";

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
      // "Chapter N" goes, as from a bookmark's title (docs/decisions/212).
      ["Start", 2, 3],
      ["The Middle", 4, 5],
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

  it("leaves out bookmarked front and back matter: contents, licence, indexes (a real manual's outline)", () => {
    const twelve = Array.from({ length: 12 }, (_, i) => `page ${i + 1}`);
    const outline = [
      { title: "Contents", page: 1 },
      { title: "Preface", page: 2 },
      { title: "1 Introduction", page: 3 },
      { title: "2 The Body Mass Index", page: 5 },
      { title: "A Copying Information", page: 8 },
      { title: "Concept Index", page: 10 },
      { title: "Function and Data Index", page: 11 },
    ];
    expect(planChapters(twelve, outline, []).chapters).toEqual([
      { title: "Preface", pageStart: 2, pageEnd: 2 },
      { title: "Introduction", pageStart: 3, pageEnd: 4 },
      { title: "The Body Mass Index", pageStart: 5, pageEnd: 7 },
    ]);
    const onlyMatter = [{ title: "Index" }, { title: "Notes" }];
    expect(withoutFrontAndBackMatter(onlyMatter)).toEqual(onlyMatter);
    expect(withoutFrontAndBackMatter([{ title: "Notes" }, { title: "Acknowledgements" }, { title: "Notes on a Life" }])).toEqual([
      { title: "Notes" },
      { title: "Acknowledgements" },
      { title: "Notes on a Life" },
    ]);
  });

  it("leaves out a byline and a publisher's series before the book (The Analysis of Mind, decision 243)", () => {
    const titles = (outline: { title: string; page: number }[]) => withoutFrontAndBackMatter(outline).map((entry) => entry.title);
    expect(
      titles([
        { title: "By Bertrand Russell", page: 1 },
        { title: "Muirhead Library of Philosophy", page: 2 },
        { title: "Preface", page: 3 },
        { title: "Lecture I. Recent Criticisms of Consciousness", page: 4 },
      ]),
    ).toEqual(["Preface", "Lecture I. Recent Criticisms of Consciousness"]);
    expect(
      titles([
        { title: "By the Sea", page: 1 },
        { title: "The Library of Alexandria", page: 2 },
      ]),
    ).toEqual(["By the Sea", "The Library of Alexandria"]);
  });

  it("keeps a chapter that starts on the page of the chapter before's footnotes (The Art of Public Speaking)", () => {
    const prose = (words: string) => `${words} must learn to let his voice rise and fall with the thought he is giving.`;
    const pages = [
      prose("The speaker"),
      ["FOOTNOTES:", "[1] Adapted from Competition-Rhetoric.", "CHAPTER X", "FEELING AND ENTHUSIASM", "“Suit your topics.”"].join(
        "\n",
      ),
      prose("Enthusiasm"),
      prose("Fluency"),
    ];
    const outline = [
      { title: "FORCE", page: 1 },
      { title: "FOOTNOTES:", page: 2 },
      { title: "FEELING AND ENTHUSIASM", page: 2 },
      { title: "FLUENCY THROUGH PREPARATION", page: 4 },
    ];
    expect(planChapters(pages, outline, []).chapters).toEqual([
      { title: "Force", pageStart: 1, pageEnd: 1 },
      { title: "Feeling and Enthusiasm", pageStart: 2, pageEnd: 3 },
      { title: "Fluency Through Preparation", pageStart: 4, pageEnd: 4 },
    ]);
  });

  it("leaves out a title page: a first bookmark that is the PDF's own title (a book printed from the web)", () => {
    const pages = Array.from({ length: 6 }, (_, i) => `page ${i + 1}`);
    const outline = [
      { title: "The Rust Programming Language", page: 1 },
      { title: "Foreword", page: 2 },
      { title: "Introduction", page: 3 },
      { title: "The Rust Programming Language in Practice", page: 5 },
    ];
    const titles = (documentTitle?: string) => planChapters(pages, outline, [], [], documentTitle).chapters.map((c) => c.title);
    expect(titles("The Rust  Programming Language")).toEqual([
      "Foreword",
      "Introduction",
      "The Rust Programming Language in Practice",
    ]);
    expect(titles()).toEqual(outline.map((o) => o.title));
    expect(titles("Meditations")).toEqual(outline.map((o) => o.title));
  });

  it("takes the chapters from the level below a lone top bookmark (the book's title) or one of only parts", () => {
    const pages = Array.from({ length: 9 }, (_, i) => `page ${i + 1}`);
    const chapters = [
      { title: "The Start", page: 2 },
      { title: "The Middle", page: 4 },
      { title: "The End", page: 7 },
    ];
    const titles = (outline: { title: string; page: number }[]) =>
      planChapters(pages, outline, [], chapters).chapters.map((c) => [c.title, c.pageStart, c.pageEnd]);
    const expected = [
      ["The Start", 2, 3],
      ["The Middle", 4, 6],
      ["The End", 7, 9],
    ];
    expect(titles([{ title: "A Long Book", page: 1 }])).toEqual(expected);
    // Page 6 opens Part Two: the chapter before ends on page 5.
    expect(
      titles([
        { title: "Part One", page: 1 },
        { title: "Part Two", page: 6 },
      ]),
    ).toEqual([expected[0], ["The Middle", 4, 5], expected[2]]);
    // Chapters at the top with sections below stay chapters.
    expect(titles(chapters.map((c) => ({ ...c })))).toEqual(expected);
    expect(
      titles([
        { title: "Opening", page: 1 },
        { title: "Closing", page: 6 },
      ]),
    ).toEqual([
      ["Opening", 1, 5],
      ["Closing", 6, 9],
    ]);
  });

  it("takes a LaTeX book's chapters from under its main matter, and leaves Project Gutenberg's pages out", () => {
    // Whitehead's An Introduction to Mathematics as Project Gutenberg typesets it: the top level only groups.
    const pages = Array.from({ length: 40 }, (_, i) => `page ${i + 1}`);
    const outline = [
      { title: "PG Boilerplate.", page: 1 },
      { title: "Transcriber's Note.", page: 2 },
      { title: "Front Matter.", page: 3 },
      { title: "Main Matter.", page: 5 },
      { title: "Back Matter.", page: 30 },
      { title: "PG License.", page: 36 },
    ];
    const sections = [
      { title: "Contents.", page: 4 },
      { title: "I: Nature of Mathematics.", page: 5 },
      { title: "II: Variables.", page: 11 },
      { title: "III: Methods of Application.", page: 19 },
      { title: "Notes.", page: 30 },
      { title: "Bibliography.", page: 32 },
      { title: "Index.", page: 34 },
    ];
    expect(planChapters(pages, outline, [], sections)).toEqual({
      source: "outline",
      chapters: [
        { title: "Nature of Mathematics", pageStart: 5, pageEnd: 10 },
        { title: "Variables", pageStart: 11, pageEnd: 18 },
        { title: "Methods of Application", pageStart: 19, pageEnd: 29 },
      ],
    });
  });

  it("takes a part's chapters in place of the part, beside chapters that stand alone", () => {
    const pages = Array.from({ length: 12 }, (_, i) => `page ${i + 1}`);
    const outline = [
      { title: "Preface", page: 1 },
      { title: "Part I: Seeing", page: 2 },
      { title: "Part II: Doing", page: 7 },
      { title: "Afterword", page: 11 },
    ];
    const sections = [
      { title: "Eyes", page: 3 },
      { title: "Light", page: 5 },
      { title: "Hands", page: 7 },
    ];
    expect(planChapters(pages, outline, [], sections).chapters).toEqual([
      // Page 2 opens Part I: it is in no chapter.
      { title: "Preface", pageStart: 1, pageEnd: 1 },
      { title: "Eyes", pageStart: 3, pageEnd: 4 },
      { title: "Light", pageStart: 5, pageEnd: 6 },
      { title: "Hands", pageStart: 7, pageEnd: 10 },
      { title: "Afterword", pageStart: 11, pageEnd: 12 },
    ]);
  });

  it("names a chapter after its name where a bookmark only numbers it, ends at an index, and skips a title page", () => {
    // How to Listen to Music, Project Gutenberg's HTML printed by a browser: "I" and "Introduction" are two headings
    // on one page; a publisher's list of books follows the index; the subtitle names the title page.
    const pages = Array.from({ length: 12 }, (_, i) => `page ${i + 1}`);
    pages[0] = "HOW TO LISTEN TO MUSIC\nHINTS AND SUGGESTIONS\nCOPYRIGHT, 1896, BY\nCHARLES SCRIBNER'S SONS";
    const outline = [
      { title: "HINTS AND SUGGESTIONS", page: 1 },
      { title: "AUTHOR'S NOTE", page: 2 },
      { title: "I", page: 3 },
      { title: "Introduction", page: 3 },
      { title: "II", page: 5 },
      { title: "Recognition of Musical Elements", page: 5 },
      { title: "III", page: 7 },
      { title: "INDEX", page: 9 },
      { title: "SOME MUSICAL BOOKS", page: 11 },
    ];
    // Several words in capitals among titles that are not: title case (one word, "QEMU", would be a name).
    expect(planChapters(pages, outline, []).chapters).toEqual([
      { title: "Author's Note", pageStart: 2, pageEnd: 2 },
      { title: "Introduction", pageStart: 3, pageEnd: 4 },
      { title: "Recognition of Musical Elements", pageStart: 5, pageEnd: 6 },
      { title: "III", pageStart: 7, pageEnd: 8 },
    ]);
    // A first chapter without a copyright notice is the book's.
    expect(
      planChapters(
        pages.map((p, i) => (i ? p : "Hints and suggestions")),
        outline,
        [],
      ).chapters[0]!.title,
    ).toBe("Hints and Suggestions");
  });

  it("names the first chapter after its own heading, not the book's title above it, and puts capitals in title case", () => {
    // MacDowell's Critical and Historical Essays, Project Gutenberg's HTML printed by a browser.
    const pages = Array.from({ length: 8 }, (_, i) => `page ${i + 1}`);
    const outline = [
      { title: "CRITICAL AND HISTORICAL ESSAYS", page: 1 },
      { title: "I THE ORIGIN OF MUSIC", page: 1 },
      { title: "II ORIGIN OF SONG vs. ORIGIN OF INSTRUMENTAL MUSIC", page: 3 },
      { title: "III THE MUSIC OF THE ROMANS—THE EARLY CHURCH", page: 5 },
      { title: "IV OPERA (Continued)", page: 7 },
    ];
    const titles = (documentTitle?: string) => planChapters(pages, outline, [], [], documentTitle).chapters.map((c) => c.title);
    expect(titles("Critical and Historical Essays")).toEqual([
      "The Origin of Music",
      "Origin of Song vs. Origin of Instrumental Music",
      "The Music of the Romans—The Early Church",
      "Opera (Continued)",
    ]);
    // Capitals among titles that are not: a name.
    const mixed = [
      { title: "Getting Started", page: 1 },
      { title: "QEMU", page: 3 },
      { title: "Hardware", page: 5 },
    ];
    expect(planChapters(pages, mixed, []).chapters.map((c) => c.title)).toEqual(["Getting Started", "QEMU", "Hardware"]);
    expect(planChapters(pages, [...mixed.slice(0, 2), { title: "PART II NOTES", page: 5 }], []).chapters[2]!.title).toBe(
      "Part II Notes",
    );
  });

  it("names a chapter with the spaces its page prints, where a browser's bookmark lost one at a wrapped heading", () => {
    // The Rust Edition Guide as Chromium prints it: the heading wraps after "parameters", the bookmark joins the lines.
    const page = "Anonymous trait function parameters\ndeprecated\nMinimum Rust version: 1.31\nSummary";
    expect(titleAsPrinted("Anonymous trait function parametersdeprecated", page)).toBe(
      "Anonymous trait function parameters deprecated",
    );
    expect(
      titleAsPrinted(
        "Transitioning an existing project to anew edition",
        "Transitioning an existing project to a\nnew edition\nRust",
      ),
    ).toBe("Transitioning an existing project to a new edition");
    // Kept: printed the same, printed otherwise (hyphenated, in other words) or not on the page.
    expect(titleAsPrinted("Summary", page)).toBe("Summary");
    expect(titleAsPrinted("Transitioning projects", "Transi-\ntioning projects")).toBe("Transitioning projects");
    expect(titleAsPrinted("Working with Unsafe", page)).toBe("Working with Unsafe");
    // The page's text spaces two runs the title keeps together; only the wrap is the bookmark's loss.
    expect(titleAsPrinted("Math with #[no_std]in it", "Math with # [no_std]\nin it")).toBe("Math with #[no_std] in it");
  });

  it("drops the bookmarks' own chapter numbers only when they count 1, 2, 3 (or I, II, III) in order", () => {
    const titles = (list: string[]) => withoutChapterNumbers(list.map((title) => ({ title }))).map((c) => c.title);
    expect(titles(["1. Introduction", "2. Unified system"])).toEqual(["Introduction", "Unified system"]);
    expect(titles(["Preface", "1 Start", "2 Middle", "3 End"])).toEqual(["Preface", "Start", "Middle", "End"]);
    expect(titles(["Preface", "10 Things I Learned", "Afterword"])).toEqual(["Preface", "10 Things I Learned", "Afterword"]);
    expect(titles(["1 Start", "3 Middle"])).toEqual(["1 Start", "3 Middle"]);
    expect(titles(["1984 Again", "1985 Again"])).toEqual(["1984 Again", "1985 Again"]);
    expect(titles(["I: Nature of Mathematics", "II: Variables", "III. Dynamics", "IV Series"])).toEqual([
      "Nature of Mathematics",
      "Variables",
      "Dynamics",
      "Series",
    ]);
    expect(titles(["I Am Legend", "Dim Lights"])).toEqual(["I Am Legend", "Dim Lights"]);
    // A full stop that ends every title is the outline's style, not the title's.
    expect(titles(["Nature of Mathematics.", "Variables."])).toEqual(["Nature of Mathematics", "Variables"]);
    // So does one title's after a whole word (The Book of Tea's "The Schools of Tea."); an abbreviation keeps its own.
    expect(titles(["Nature of Mathematics.", "Variables"])).toEqual(["Nature of Mathematics", "Variables"]);
    expect(titles(["Smith & Co.", "Variables", "Limits"])).toEqual(["Smith & Co.", "Variables", "Limits"]);
    expect(titles(["Variables", "Sums, etc.", "Limits"])).toEqual(["Variables", "Sums, etc.", "Limits"]);
    expect(titles(["Wait...", "Go."])).toEqual(["Wait...", "Go."]);
    // The Science of Getting Rich: a question among them keeps its mark.
    expect(titles(["Gratitude.", "Is Opportunity Monopolized?", "Efficient Action."])).toEqual([
      "Gratitude",
      "Is Opportunity Monopolized?",
      "Efficient Action",
    ]);
    expect(titles(["Really?", "Truly?"])).toEqual(["Really?", "Truly?"]);
  });

  it("recognizes headings only at the top of a page", () => {
    expect(detectHeading("Chapter 12: Rain")).toBe("Chapter 12: Rain");
    expect(detectHeading("In chapter 3 we saw")).toBeNull();
    expect(detectHeading("Chapters of life")).toBeNull();
  });
});
