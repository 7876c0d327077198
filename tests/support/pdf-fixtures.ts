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

export interface FixtureOptions {
  title?: string;
  /** Top-level bookmarks: title and 1-based page. */
  outline?: { title: string; page: number }[];
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
    const context = doc.context;
    const outlinesRef = context.nextRef();
    const refs: PDFRef[] = options.outline.map(() => context.nextRef());
    options.outline.forEach((entry, i) => {
      const item = context.obj({
        Title: PDFHexString.fromText(entry.title),
        Parent: outlinesRef,
        Dest: [doc.getPage(entry.page - 1).ref, PDFName.of("Fit")],
        ...(i > 0 ? { Prev: refs[i - 1]! } : {}),
        ...(i < refs.length - 1 ? { Next: refs[i + 1]! } : {}),
      });
      context.assign(refs[i]!, item);
    });
    context.assign(
      outlinesRef,
      context.obj({ Type: "Outlines", First: refs[0]!, Last: refs[refs.length - 1]!, Count: refs.length }),
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

/**
 * A real-shaped book (docs/decisions/142-readable-summaries.md): running heads and page-number footers,
 * numbered section headings, cross-references, code blocks in a monospace font, list bullets, notes,
 * words hyphenated at line ends (mark the break points with \u00ad), and bookmarks two levels deep.
 */
export type BookBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "code"; lines: string[] }
  | { kind: "bullets"; items: string[] }
  | { kind: "note"; label: string; text: string };

export interface BookSection {
  /** Drawn as "number title", e.g. "1.2 Installing packages"; the bookmark carries the same text. */
  number: string;
  title: string;
  blocks: BookBlock[];
}

export interface BookChapter {
  /** Drawn above the title, e.g. "Chapter 1". */
  label: string;
  title: string;
  /** Prose before the first section. */
  intro: string[];
  sections: BookSection[];
}

export interface BookSpec {
  title: string;
  /** The running head of a page (1-based page number). */
  runningHead: (page: number, chapterTitle: string) => string;
  chapters: BookChapter[];
  /** Characters per line of body text. */
  width?: number;
  /** Page height in points (smaller pages make more of them, so running heads repeat). */
  pageHeight?: number;
}

/** Wraps on spaces and, when a word does not fit, at one of its soft hyphens (drawn as "-"). */
function wrapHyphenated(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const plain = word.replace(/\u00ad/g, "");
    if (!line || line.length + plain.length + 1 <= width) {
      line = line ? `${line} ${plain}` : plain;
      continue;
    }
    const parts = word.split("\u00ad");
    let head = "";
    for (let i = 1; i < parts.length; i++) {
      const candidate = parts.slice(0, i).join("");
      if (line.length + candidate.length + 2 <= width) head = candidate;
    }
    if (head) {
      lines.push(`${line} ${head}-`);
      line = plain.slice(head.length);
    } else {
      lines.push(line);
      line = plain;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function makeBookPdf(spec: BookSpec): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(spec.title);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.Courier);
  const width = spec.width ?? 88;
  const [pageWidth, pageHeight, bottom] = [612, spec.pageHeight ?? 400, 60];
  const top = pageHeight - 60;
  const chapterMarks: { title: string; page: number; sections: { title: string; page: number }[] }[] = [];
  let chapterTitle = spec.chapters[0]?.title ?? "";
  let page = doc.addPage([pageWidth, pageHeight]);
  let y = top;
  let first = true;

  // The head is drawn first and the footer last, as typesetters do: extracted text starts and ends with them.
  const head = () =>
    page.drawText(spec.runningHead(doc.getPageCount(), chapterTitle), { x: 56, y: pageHeight - 30, size: 8, font });
  const foot = () => page.drawText(String(doc.getPageCount()), { x: pageWidth / 2, y: 24, size: 8, font });
  const newPage = () => {
    foot();
    page = doc.addPage([pageWidth, pageHeight]);
    head();
    y = top;
  };
  head();
  const line = (text: string, options: { size?: number; f?: typeof font; x?: number; gap?: number } = {}) => {
    if (y < bottom) newPage();
    page.drawText(text, { x: options.x ?? 56, y, size: options.size ?? 10, font: options.f ?? font });
    y -= options.gap ?? 14;
  };
  const paragraph = (text: string) => {
    for (const l of wrapHyphenated(text, width)) line(l);
    y -= 6;
  };

  for (const chapter of spec.chapters) {
    chapterTitle = chapter.title;
    if (!first) newPage();
    first = false;
    const mark = { title: chapter.title, page: doc.getPageCount(), sections: [] as { title: string; page: number }[] };
    chapterMarks.push(mark);
    line(chapter.label, { size: 14, f: bold, gap: 22 });
    line(chapter.title, { size: 18, f: bold, gap: 30 });
    for (const text of chapter.intro) paragraph(text);
    for (const section of chapter.sections) {
      if (y < bottom + 40) newPage();
      const heading = `${section.number} ${section.title}`;
      mark.sections.push({ title: heading, page: doc.getPageCount() });
      y -= 6;
      line(heading, { size: 12, f: bold, gap: 20 });
      for (const block of section.blocks) {
        if (block.kind === "paragraph") paragraph(block.text);
        else if (block.kind === "code") {
          for (const l of block.lines) line(l, { f: mono, size: 9, x: 72, gap: 12 });
          y -= 6;
        } else if (block.kind === "bullets") {
          for (const item of block.items)
            for (const [i, l] of wrapHyphenated(`\u2022 ${item}`, width - 4).entries()) line(i ? `  ${l}` : l, { x: 64 });
          y -= 6;
        } else {
          line(block.label, { f: bold });
          paragraph(block.text);
        }
      }
    }
  }
  foot();

  const context = doc.context;
  const rootRef = context.nextRef();
  const chapterRefs = chapterMarks.map(() => context.nextRef());
  const dest = (pageNumber: number) => [doc.getPage(pageNumber - 1).ref, PDFName.of("Fit")];
  chapterMarks.forEach((mark, i) => {
    const sectionRefs = mark.sections.map(() => context.nextRef());
    mark.sections.forEach((section, k) => {
      context.assign(
        sectionRefs[k]!,
        context.obj({
          Title: PDFHexString.fromText(section.title),
          Parent: chapterRefs[i]!,
          Dest: dest(section.page),
          ...(k > 0 ? { Prev: sectionRefs[k - 1]! } : {}),
          ...(k < sectionRefs.length - 1 ? { Next: sectionRefs[k + 1]! } : {}),
        }),
      );
    });
    context.assign(
      chapterRefs[i]!,
      context.obj({
        Title: PDFHexString.fromText(mark.title),
        Parent: rootRef,
        Dest: dest(mark.page),
        ...(i > 0 ? { Prev: chapterRefs[i - 1]! } : {}),
        ...(i < chapterRefs.length - 1 ? { Next: chapterRefs[i + 1]! } : {}),
        ...(sectionRefs.length
          ? { First: sectionRefs[0]!, Last: sectionRefs[sectionRefs.length - 1]!, Count: sectionRefs.length }
          : {}),
      }),
    );
  });
  context.assign(
    rootRef,
    context.obj({
      Type: "Outlines",
      First: chapterRefs[0]!,
      Last: chapterRefs[chapterRefs.length - 1]!,
      Count: chapterRefs.length,
    }),
  );
  doc.catalog.set(PDFName.of("Outlines"), rootRef);
  return doc.save({ useObjectStreams: false });
}
