import { PDFDocument, PDFHexString, PDFName, StandardFonts, type PDFRef } from "pdf-lib";

/**
 * Small real PDFs for the pipeline tests (worker and browser), built with pdf-lib.
 * pdf-lib has no outline API, so bookmarks are written as raw /Outlines dictionaries.
 */
export interface FixturePage {
  /** The first line, drawn larger (e.g. "Chapter 1: Beginnings"); optional. */
  heading?: string;
  paragraphs: string[];
}

export interface FixtureBookmark {
  title: string;
  page: number;
  items?: FixtureBookmark[];
}

export interface FixtureOptions {
  title?: string;
  author?: string;
  /** Top-level bookmarks: title, 1-based page and the bookmarks nested below. */
  outline?: FixtureBookmark[];
  /** Adds an /Encrypt dictionary to the trailer, as an encrypted PDF has. */
  encrypt?: boolean;
}

function wrap(text: string, width = 88): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export async function makePdf(pages: FixturePage[], options: FixtureOptions = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  if (options.title) doc.setTitle(options.title);
  if (options.author) doc.setAuthor(options.author);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const content of pages) {
    const page = doc.addPage([612, 792]);
    let y = 740;
    if (content.heading) {
      page.drawText(content.heading, { x: 56, y, size: 18, font: bold });
      y -= 36;
    }
    for (const paragraph of content.paragraphs) {
      for (const line of wrap(paragraph)) {
        if (y < 56) break;
        page.drawText(line, { x: 56, y, size: 10, font });
        y -= 14;
      }
      y -= 8;
    }
  }

  if (options.outline?.length) {
    const outlinesRef = doc.context.nextRef();
    const [first, last] = writeBookmarks(doc, options.outline, outlinesRef);
    doc.context.assign(
      outlinesRef,
      doc.context.obj({ Type: "Outlines", First: first, Last: last, Count: options.outline.length }),
    );
    doc.catalog.set(PDFName.of("Outlines"), outlinesRef);
  }

  if (options.encrypt) {
    const encryptRef = doc.context.register(
      doc.context.obj({
        Filter: "Standard",
        V: 2,
        R: 3,
        Length: 128,
        P: -3904,
        O: PDFHexString.of("00".repeat(32)),
        U: PDFHexString.of("00".repeat(32)),
      }),
    );
    doc.context.trailerInfo.Encrypt = encryptRef;
  }
  return doc.save({ useObjectStreams: false });
}

/** Writes one level of bookmarks under `parent` (and the levels below them); answers its first and last. */
function writeBookmarks(doc: PDFDocument, entries: FixtureBookmark[], parent: PDFRef): [PDFRef, PDFRef] {
  const context = doc.context;
  const refs: PDFRef[] = entries.map(() => context.nextRef());
  entries.forEach((entry, i) => {
    const below = entry.items?.length ? writeBookmarks(doc, entry.items, refs[i]!) : null;
    const item = context.obj({
      Title: PDFHexString.fromText(entry.title),
      Parent: parent,
      Dest: [doc.getPage(entry.page - 1).ref, PDFName.of("Fit")],
      ...(i > 0 ? { Prev: refs[i - 1]! } : {}),
      ...(i < refs.length - 1 ? { Next: refs[i + 1]! } : {}),
      ...(below ? { First: below[0], Last: below[1], Count: entry.items!.length } : {}),
    });
    context.assign(refs[i]!, item);
  });
  return [refs[0]!, refs[refs.length - 1]!];
}

/** Prose for three chapters, two pages each; each chapter has its own vocabulary. */
export const CHAPTERS: { title: string; pages: string[][] }[] = [
  {
    title: "The Habit of Attention",
    pages: [
      [
        "Attention is the quiet currency of every working day. When we give our attention to a single task, the task repays us with clarity and speed. Most people believe they can divide their attention among many tasks without loss, yet careful studies show that switching between tasks costs time and accuracy.",
        "A habit of attention begins with noticing where attention goes. Keep a simple log for a week and write down each interruption. The log reveals patterns: the same notifications, the same colleagues, the same restless urge to check the inbox.",
      ],
      [
        "Once the patterns are visible, design the environment to protect attention. Silence notifications during deep work, close the browser tabs that tempt you, and tell colleagues when you will be available. Small changes to the environment do more than willpower ever could.",
        "Attention grows stronger with practice, like a muscle that is trained a little every day. Begin with twenty minutes of focused work, then rest, then repeat. Over weeks the focused sessions lengthen and the work improves.",
      ],
    ],
  },
  {
    title: "Gardens and Soil",
    pages: [
      [
        "Healthy soil is the foundation of every productive garden. Soil is not dirt; it is a living system of fungi, bacteria, worms and decaying leaves. Gardeners who feed the soil rarely need to feed the plants.",
        "Compost is the simplest way to feed the soil. Kitchen scraps, fallen leaves and grass clippings break down into dark, crumbly compost within a few months. Spread compost on the beds each spring and the soil holds more water and more nutrients.",
      ],
      [
        "Rotating crops keeps the soil balanced. Beans and peas return nitrogen to the soil, while tomatoes and squash draw heavily on it. A garden planned in rotation stays fertile for decades without chemical fertilizer.",
        "Mulch protects the soil surface from sun and rain. A layer of straw or wood chips keeps moisture in, suppresses weeds and slowly feeds the worms below. The patient gardener watches the soil improve year after year.",
      ],
    ],
  },
  {
    title: "Money and Time",
    pages: [
      [
        "Compound interest rewards those who start saving early. A modest sum invested at a steady rate doubles again and again, and the later doublings dwarf the early ones. Time, not the size of the first deposit, does most of the work.",
        "Spending decisions look different when measured in time. A purchase that costs a week of wages deserves a week of reflection. Many people discover that the things they buy quickly are the things they value least.",
      ],
      [
        "An emergency fund turns a crisis into an inconvenience. Three to six months of expenses kept in a plain savings account lets a family absorb a lost job or a broken car without debt. Debt taken in a crisis compounds against you just as savings compound for you.",
        "Budgets fail when they are too strict to follow. A good budget names a few priorities, automates the savings, and leaves room for small pleasures. Money managed this way buys the one thing that cannot be earned back: time.",
      ],
    ],
  },
];

/** The six pages of CHAPTERS, optionally with "Chapter N: Title" headings on each chapter's first page. */
export function chapterPages(withHeadings = false): FixturePage[] {
  return CHAPTERS.flatMap((chapter, c) =>
    chapter.pages.map((paragraphs, p) => ({
      heading: withHeadings && p === 0 ? `Chapter ${c + 1}: ${chapter.title}` : undefined,
      paragraphs,
    })),
  );
}

export const OUTLINE = CHAPTERS.map((chapter, c) => ({ title: chapter.title, page: c * 2 + 1 }));
