import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { extractPdf, inspectPdf } from "../../worker/services/pdf";
import { cleanChapter, profileBook } from "../../worker/services/summarizer/clean-text";
import { withCapitalsOpening, withoutNoteMarks } from "../../worker/services/summarizer/paragraph-text";
import { chapterSentences } from "../../worker/services/summarizer/chapter-sentences";
import { makePdf } from "../support/pdf-fixtures";

/** How a page's text runs become words, as a browser or a typesetter draws them (worker/services/pdf: pageText). */
describe("a printed page's text", () => {
  it("reads a word typeset in several glyph runs as one word, as a browser or typesetter draws ligatures", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.TimesRoman);
    // A second font resource: the ligature glyphs' own subset, or a label's bold, is a run of its own.
    const other = await doc.embedFont(StandardFonts.TimesRomanBold);
    const page = doc.addPage([600, 600]);
    // Each run drawn where the one before it ends, in turns of the two fonts: "o" "ffl" "ine", "Press" ".".
    const runs = (y: number, parts: string[], x = 20) => {
      parts.forEach((part, i) => {
        const f = i % 2 ? other : font;
        page.drawText(part, { x, y, size: 11, font: f });
        x += f.widthOfTextAtSize(part, 11);
      });
    };
    runs(500, ["The book reads o", "ffl", "ine and looks di", "ff", "erent in print from No Starch Press", "."]);
    runs(480, ["", "GNOME", "The GNOME desktop, a reference set flush against its label."]);
    page.drawText("Two runs", { x: 20, y: 460, size: 11, font });
    page.drawText("apart.", { x: 20 + font.widthOfTextAtSize("Two runs", 11) + 3, y: 460, size: 11, font: other });
    const { pages } = await extractPdf(await doc.save());
    expect(pages[0]).toContain("The book reads offline and looks different in print from No Starch Press.");
    expect(pages[0]).toContain("GNOME The GNOME desktop");
    expect(pages[0]).toContain("Two runs apart.");
  });

  it("drops a footnote mark set small and raised against its word, and keeps small inline code on the line", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.TimesRoman);
    const code = await doc.embedFont(StandardFonts.Courier);
    const page = doc.addPage([600, 600]);
    // The Rust Edition Guide, as Chromium prints it: "scrutinee" then a 10 pt "1" raised 4.8 pt, then the line goes on.
    const words = "The 2024 Edition changes the drop scope of temporary values in the scrutinee";
    page.drawText(words, { x: 20, y: 500, size: 12, font });
    let x = 20 + font.widthOfTextAtSize(words, 12);
    page.drawText("1", { x, y: 504.8, size: 10, font });
    x += font.widthOfTextAtSize("1", 10);
    page.drawText(" of an", { x, y: 500, size: 12, font });
    x += font.widthOfTextAtSize(" of an", 12) + 3;
    page.drawText("if let", { x, y: 500.5, size: 10.5, font: code });
    x += code.widthOfTextAtSize("if let", 10.5) + 3;
    page.drawText("expression, in Rust 2021.", { x, y: 500, size: 12, font });
    const { pages } = await extractPdf(await doc.save());
    expect(pages[0]).toContain("values in the scrutinee of an if let expression, in Rust 2021.");
  });

  it("keeps a small raised digit after a lone letter, a digit or a bracket as a power: x², 10³, (a + b)²", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.TimesRoman);
    const italic = await doc.embedFont(StandardFonts.TimesRomanItalic);
    const page = doc.addPage([600, 600]);
    // Whitehead's An Introduction to Mathematics (Project Gutenberg's LaTeX PDF): an italic "x", then an 8 pt "2"
    // raised 4.3 pt against 12 pt text.
    const line = (y: number, parts: [string, typeof font, number?][]) => {
      let x = 20;
      for (const [text, f, raised] of parts) {
        const size = raised ? 8 : 12;
        page.drawText(text, { x, y: y + (raised ?? 0), size, font: f });
        x += f.widthOfTextAtSize(text, size);
      }
    };
    line(500, [
      ["Let us find the rate of increase of the function ", font],
      ["x", italic],
      ["2", font, 4.3],
      [" for any value.", font],
    ]);
    line(480, [
      ["A thousand is 10", font],
      ["3", font, 4.3],
      [", and (a + b)", font],
      ["2", font, 4.3],
      [" is a square.", font],
    ]);
    line(460, [
      ["A footnote follows the word", font],
      ["2", font, 4.3],
      [" and goes.", font],
    ]);
    const { pages } = await extractPdf(await doc.save());
    expect(pages[0]).toContain("rate of increase of the function x\u00b2 for any value.");
    expect(pages[0]).toContain("A thousand is 10\u00b3, and (a + b)\u00b2 is a square.");
    expect(pages[0]).toContain("A footnote follows the word and goes.");
  });
});

describe("a PDF's own title", () => {
  it("names a bookmark with the spaces its heading prints, where the heading wraps over the page's end", async () => {
    // A browser printed "X" at the foot of one page and "MUSICAL INSTRUMENTS-THEIR / HISTORY" at the top of the next.
    const pdf = await makePdf(
      [
        { paragraphs: ["The organ came to the church late.", "X"] },
        { paragraphs: ["MUSICAL INSTRUMENTS-THEIR", "HISTORY AND DEVELOPMENT", "In church music, the organ is first."] },
      ],
      { outline: [{ title: "XMUSICAL INSTRUMENTS-THEIRHISTORY AND DEVELOPMENT", page: 1 }] },
    );
    expect((await extractPdf(pdf)).outline[0]!.title).toBe("X MUSICAL INSTRUMENTS-THEIR HISTORY AND DEVELOPMENT");
  });

  it("names the book and its author without Project Gutenberg's label", async () => {
    const named = async (title: string, author?: string) => {
      const doc = await PDFDocument.create();
      doc.addPage([200, 200]);
      doc.setTitle(title);
      if (author) doc.setAuthor(author);
      const bytes = await doc.save();
      const { title: named, authors } = await inspectPdf(bytes, { maxPages: 10 });
      expect((await extractPdf(bytes)).title).toBe(named);
      return [named, authors];
    };
    expect(await named("The Project Gutenberg eBook #41568: An Introduction to Mathematics.", "Alfred North Whitehead")).toEqual([
      "An Introduction to Mathematics",
      ["Alfred North Whitehead"],
    ]);
    // A browser's PDF of Project Gutenberg's HTML: the author is only in the title.
    expect(await named("The Project Gutenberg eBook of How To Listen To Music, by Henry Edward Krehbiel.")).toEqual([
      "How To Listen To Music",
      ["Henry Edward Krehbiel"],
    ]);
    expect(await named("The Project Gutenberg eBook of Critical and Historical Essays by Edward MacDowell")).toEqual([
      "Critical and Historical Essays",
      ["Edward MacDowell"],
    ]);
    expect(await named("The Project Gutenberg eBook of Stand by Me")).toEqual(["Stand by Me", []]);
    expect(await named("Death by Chocolate")).toEqual(["Death by Chocolate", []]);
  });
});

describe("what print leaves in the text", () => {
  it("drops footnote marks, so the sentence after one is still a sentence", () => {
    // As pdf.js reads a raised "12" after a full stop, and a mark after a comma.
    expect(withoutNoteMarks("The market, as Smith argued,3 sets prices without a plan. 12 Nobody designs it.")).toBe(
      "The market, as Smith argued, sets prices without a plan. Nobody designs it.",
    );
    expect(withoutNoteMarks("Ideas spread fast.¹² Then they settle.")).toBe("Ideas spread fast. Then they settle.");
    // Project Gutenberg's marks: an asterisk in parentheses (The Prince) and a bracketed number (Self-Help).
    expect(withoutNoteMarks("severities(*) being badly used, and Ascanio.(*) The rest")).toBe(
      "severities being badly used, and Ascanio. The rest",
    );
    expect(withoutNoteMarks("he did not know a lord. [216] The others were")).toBe("he did not know a lord. The others were");
    // Before a dash (Keynes's plain text: "a similar privilege,[57]-- but not German exports").
    expect(withoutNoteMarks("a similar privilege,[57]-- but not")).toBe("a similar privilege,-- but not");
    for (const kept of [
      "Version 2.0 was released in 1999. 12 people came.",
      "As per X.680 ITU-T, they met at 5.30.",
      "Read items[0] and then [1, 2] as a list.",
    ])
      expect(withoutNoteMarks(kept)).toBe(kept);
  });

  it("reads a raised footnote mark and a drop cap in a real PDF as one sentence and one word", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.TimesRoman);
    const page = doc.addPage([600, 600]);
    const first = "The market, as Smith argued, sets prices without any plan at all.";
    page.drawText(first, { x: 20, y: 500, size: 11, font });
    page.drawText("12", { x: 20 + font.widthOfTextAtSize(first, 11), y: 504, size: 7, font });
    page.drawText(" Nobody designs it, and", { x: 24 + font.widthOfTextAtSize(`${first}12`, 11), y: 500, size: 11, font });
    page.drawText("nobody could.", { x: 20, y: 487, size: 11, font });
    page.drawText("T", { x: 20, y: 440, size: 30, font });
    page.drawText("he moon rose over the hills and the village slept below it.", { x: 42, y: 455, size: 11, font });
    const pdf = await extractPdf(await doc.save());
    const chapter = cleanChapter(pdf.pages, { title: "Prices", pageStart: 1, pageEnd: 1 }, profileBook(pdf.pages, []));
    const sentences = chapterSentences(chapter).map((s) => s.text);
    expect(sentences).toContain("Nobody designs it, and nobody could.");
    expect(sentences).toContain("The moon rose over the hills and the village slept below it.");
  });

  it("puts a drop cap a browser drew first on its page back at the start of the paragraph beside it", async () => {
    // The Voyage of the Beagle as Chromium prints Project Gutenberg's HTML: the floated 48 pt "A" comes first in the
    // page's text, above the last lines of the preface, and "FTER having been…" starts 5 pt right of it, indented for
    // the three lines beside it.
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.TimesRoman);
    const page = doc.addPage([600, 800]);
    page.drawText("A", { x: 80, y: 283, size: 48, font });
    page.drawText("rendered me every assistance which the kindest friend could offer after my return.", {
      x: 80,
      y: 763,
      size: 12,
      font,
    });
    page.drawText("CHAPTER I", { x: 80, y: 400, size: 18, font });
    const lines = [
      [120, "FTER having been twice driven back by heavy southwestern gales, Her Majesty's"],
      [120, "ship Beagle, a ten-gun brig, under the command of Captain Fitz Roy, R. N., sailed"],
      [120, "from Devonport on the 27th of December, 1831. The object of the expedition was"],
      [80, "to complete the survey of Patagonia and Tierra del Fuego, after the work of Captain King."],
    ] as const;
    lines.forEach(([x, text], i) => {
      page.drawText(text, { x, y: 307 - 13.5 * i, size: 12, font });
    });
    const pdf = await extractPdf(await doc.save());
    expect(pdf.pages[0]).toMatch(/^rendered me every assistance/);
    expect(pdf.pages[0]).toContain("CHAPTER I\nA FTER having been twice driven back");
    const chapter = cleanChapter(pdf.pages, { title: "Chapter I", pageStart: 1, pageEnd: 1 }, profileBook(pdf.pages, []));
    expect(chapter.sections.at(-1)!.paragraphs[0]).toMatch(/^After having been twice driven back by heavy southwestern gales/);
  });

  it("reads a dated entry's opening month in capitals as the book writes the month", () => {
    // The Voyage of the Beagle's journal entries: a drop cap, the rest of the month in capitals, then the day.
    const book = {
      words: new Map([
        ["april", 12],
        ["november", 9],
        ["the", 900],
      ]),
      capitals: new Map([
        ["april", 2],
        ["november", 1],
      ]),
      titled: new Map([
        ["april", 10],
        ["november", 8],
      ]),
    };
    expect(withCapitalsOpening("APRIL 13, 1834.—The Beagle anchored within the mouth of the Santa Cruz.", book)).toBe(
      "April 13, 1834.—The Beagle anchored within the mouth of the Santa Cruz.",
    );
    expect(withCapitalsOpening("NOVEMBER 10th.—The Beagle sailed from Valparaiso to the south.", book)).toBe(
      "November 10th.—The Beagle sailed from Valparaiso to the south.",
    );
    expect(withCapitalsOpening("NASA 2024 was a year of launches.", book)).toBe("NASA 2024 was a year of launches.");
  });

  it("joins a drop cap to its word when that makes a word of the book", () => {
    // Each paragraph a full line and a short one, as a page sets them.
    const page = [
      "T he moon rose over the hills, and the village slept below it while the river ran on in the dark",
      "of the valley.",
      "A fter midnight the wind turned, and the long grass along the bank lay down flat in the cold air",
      "by the water.",
      "A long time passed after that before anyone in the village noticed that the river had changed",
      "its course.",
    ].join("\n");
    const chapter = cleanChapter([page], { title: "Night", pageStart: 1, pageEnd: 1 }, profileBook([page], []));
    const text = chapter.sections[0]!.paragraphs.join(" ");
    expect(text).toMatch(/^The moon rose over the hills/);
    expect(text).toContain("After midnight the wind turned");
    expect(text).toContain("A long time passed");
    // The rest of the word in capitals, as a drop cap's first line often is: "A FTER", "T HE"; "A LONG" stays.
    // A drop cap opens a paragraph, even after a full line ("…all night" then "A FTER midnight").
    const capitals = page
      .replace("T he", "T HE")
      .replace("of the valley.\nA fter", "of the valley, and the owls called from the woods after dark all night\nA FTER")
      .replace("A long", "A LONG");
    const opening = cleanChapter([capitals], { title: "Night", pageStart: 1, pageEnd: 1 }, profileBook([capitals], []));
    const paragraphs = opening.sections[0]!.paragraphs;
    expect(paragraphs[0]).toMatch(/^The moon rose over the hills/);
    expect(paragraphs[1]).toMatch(/^After midnight the wind turned/);
    expect(paragraphs[2]).toMatch(/^A LONG time passed/);
  });
});
