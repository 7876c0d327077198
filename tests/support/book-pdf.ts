import { PDFDocument, PDFHexString, PDFName, StandardFonts } from "pdf-lib";

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
