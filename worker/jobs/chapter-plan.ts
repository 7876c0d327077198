import type { OutlineEntry } from "../services/pdf";

export interface PlannedChapter {
  title: string;
  pageStart: number;
  pageEnd: number;
}

/** Pages per chapter when the PDF has neither bookmarks nor recognizable headings. */
export const FIXED_BLOCK_PAGES = 10;

const HEADING =
  /^(chapter|part|book|section)\s+(\d{1,3}|[ivxlcdm]{1,7}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/i;

/** A page whose first line reads like "Chapter 3: The Long Road" starts a chapter. */
export function detectHeading(pageText: string): string | null {
  const firstLine = pageText.trimStart().split("\n", 1)[0]?.trim() ?? "";
  if (!HEADING.test(firstLine)) return null;
  return firstLine.replace(/\s+/g, " ").slice(0, 120);
}

/** A bookmark's own words, without a leading label such as "A", "12", "IV." or "Appendix B:". */
function bareTitle(title: string): string {
  return title
    .trim()
    .replace(/^(?:(?:[Aa]ppendix|APPENDIX|[Aa]nnex)\s+)?(?:[A-Z]|\d{1,3}|[IVXLCDM]{1,7})(?:[.:)\u2013\u2014-]\s*|\s+)(?=\S)/, "")
    .replace(/[.:]+$/, "");
}

/** Pages a listener does not want as a chapter, at the start of a book's bookmarks... */
const FRONT_MATTER =
  /^(?:cover|title page|half[- ]title|copyright(?: page| notice)?|dedication|epigraph|(?:table of )?contents|list of (?:figures|tables|illustrations|abbreviations)|also by .+|transcriber[’']?s notes?|(?:project gutenberg|pg)(?:[’']s)? (?:boilerplate|header|front matter))$/i;
/** "by", "by Arnold Bennett": a title page's byline, bookmarked by a browser as a heading. */
const BYLINE = /^by(?:\s+\S+){0,5}$/i;
const CONTENTS = /^(?:table of )?contents$/i;

/** ...and at its end (an index mid-book, such as "The Body Mass Index", is a chapter). */
const INDEX = /^(?:(?!the )(?:[\w-]+ ){0,3}index(?:es)?|index of .+)$/i;
const BACK_MATTER =
  /^(?:(?!the )(?:[\w-]+ ){0,3}index(?:es)?|index of .+|bibliography|references|works cited|(?:end|foot)?notes|acknowledge?ments|contributors|credits|about the authors?|colophon|copying(?: information| conditions)?|licen[cs]e|(?:gnu|creative commons) .*licen[cs]e|(?:the )?(?:full )?(?:project gutenberg|pg)(?:-tm)? licen[cs]e|permissions|also by .+)$/i;

const sameWords = (a: string, b: string) => {
  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  return words(a) === words(b);
};

/**
 * Drops bookmarks of front matter from the start and back matter from the end (a real manual's outline ends
 * with its licence and two indexes, which made "chapters" to listen to and filled the long summary with licence
 * terms). Keeps every bookmark if all of them would go.
 */
export function withoutFrontAndBackMatter<T extends { title: string }>(entries: T[], documentTitle?: string | null): T[] {
  let first = 0;
  let end = entries.length;
  // The book's own title as its first bookmark: a title page ("The Rust Programming Language", then "Foreword").
  const titlePage = (title: string) => !!documentTitle && sameWords(title, documentTitle);
  while (first < end && (FRONT_MATTER.test(bareTitle(entries[first]!.title)) || titlePage(entries[first]!.title))) first++;
  // An index in the second half ends the book: after it come a publisher's list of books or a licence.
  const index = entries.findIndex((e, i) => i >= entries.length / 2 && INDEX.test(bareTitle(e.title)));
  if (index > first) end = index;
  while (end > first && BACK_MATTER.test(bareTitle(entries[end - 1]!.title))) end--;
  return first < end ? entries.slice(first, end) : entries;
}

/** A contents page, wherever it stands (a book printed from the web may put it after the preface). */
export const isContents = (title: string) => CONTENTS.test(bareTitle(title));

/**
 * A book printed from the web names its title page after its subtitle ("Hints and Suggestions to Untaught Lovers of
 * the Art"): the first chapters of a page or two that carry the copyright notice are the title and copyright pages.
 */
function withoutTitlePages(chapters: PlannedChapter[], pages: string[]): PlannedChapter[] {
  let first = 0;
  const titlePage = (c: PlannedChapter) =>
    c.pageEnd - c.pageStart <= 1 &&
    /\bcopyright\b|©|\ball rights reserved\b/i.test(pages.slice(c.pageStart - 1, c.pageEnd).join("\n"));
  while (first < Math.min(2, chapters.length - 1) && titlePage(chapters[first]!)) first++;
  return chapters.slice(first);
}

/** A Roman numeral, lower case: "iv", "xvii" (not "civil" or "dim"). */
const ROMAN_NUMERAL = /^(?=[mdclxvi])m{0,3}(cm|cd|d?c{0,3})(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})$/;
const isRoman = (word: string) => ROMAN_NUMERAL.test(word.toLowerCase());
const romanValue = (numeral: string) => {
  const values: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100, d: 500, m: 1000 };
  const digits = [...numeral.toLowerCase()].map((d) => values[d]!);
  return digits.reduce((sum, value, i) => sum + (value < (digits[i + 1] ?? 0) ? -value : value), 0);
};

/**
 * "1 Introduction", "2. Unified system", "IV: Dynamics.", "CHAPTER III. The Great Potters", "CHAPTER XVIII(*) — …": when the bookmarks number the chapters 1, 2, 3… (or I, II,
 * III…) in order, the number goes, since every list of chapters shows its own ("1  1 Introduction" read twice). A
 * title that merely starts with a number ("10 Things I Learned" among unnumbered ones) keeps it. A full stop that
 * ends every title ("Dynamics.", a LaTeX book's bookmarks) goes too.
 */
export function withoutChapterNumbers<T extends { title: string }>(chapters: T[]): T[] {
  const LABEL = /^(?:(?:Chapter|CHAPTER)\s+)?(\d{1,3}|[IVXLCDM]{1,7})(?:\(\*\))?(?:\s*[—–]\s*|\.?\s+|[.:]\s*)(?=\S)/;
  const numbers = chapters.map((c) => LABEL.exec(c.title)?.[1]);
  const numbered = numbers.filter((n) => n !== undefined);
  const inOrder =
    numbered.length >= 2 && numbered.every((n, i) => (isRoman(n) && isRoman(numbered[0]!) ? romanValue(n) : Number(n)) === i + 1);
  const fullStops = chapters.length >= 2 && chapters.every((c) => /[^.\s]\.$/.test(c.title.trim()));
  return chapters.map((c) => {
    let title = inOrder ? c.title.replace(LABEL, "") : c.title;
    if (fullStops) title = title.trim().slice(0, -1);
    return title === c.title ? c : { ...c, title };
  });
}

const SMALL_WORDS = new Set("a an and as at but by for from in into nor of on or the to vs vs. with".split(" "));

/** Set in capitals: four letters or more, at most a fifth of them small; an aside in brackets ("(Continued)") aside. */
function inCapitals(title: string): boolean {
  const letters = title.replace(/\([^)]*\)/g, "").replace(/[^\p{L}]/gu, "");
  return letters.length >= 4 && letters.replace(/\p{Lu}/gu, "").length <= letters.length * 0.2;
}

/** One word in capitals among titles that are not is a name ("QEMU"), unless it names a part of any book. */
const BOOK_PART = /^(?:preface|foreword|introduction|prologue|epilogue|afterword|conclusion|appendix|glossary)$/i;

/**
 * "THE MUSIC OF THE ROMANS—THE EARLY CHURCH" reads "The Music of the Romans—The Early Church": when most of a book's
 * chapter titles are set in capitals (a browser's print of a Project Gutenberg book's headings), those are put in
 * title case; Roman numerals stay capitals. Among titles that are not, one of several words in capitals
 * ("INTRODUCTION TO THE FIRST EDITION") is too.
 */
export function withTitlesInTitleCase<T extends { title: string }>(chapters: T[]): T[] {
  const most = chapters.filter((c) => inCapitals(c.title)).length * 2 > chapters.length;
  const words = (c: T) => most || /\s/.test(c.title.trim()) || BOOK_PART.test(c.title.trim());
  return chapters.map((c) => (inCapitals(c.title) && words(c) ? { ...c, title: titleCase(c.title) } : c));
}

function titleCase(title: string): string {
  return title.toLowerCase().replace(/[\p{L}'’]+\.?/gu, (word, offset: number) => {
    if (isRoman(word.replace(/\.$/, ""))) return word.toUpperCase();
    const opens = offset === 0 || /[:—–(]\s*$/.test(title.slice(0, offset));
    return !opens && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1);
  });
}

/** Bookmarks that only group chapters: LaTeX's front, main and back matter, and a book's parts. */
const DIVISION = /^(?:(?:front|main|body|back)\s*matter|part\b.*)$/i;

/**
 * The bookmarks that are chapters: the top level, with a heading over chapters replaced by the bookmarks below it.
 * Those headings are the book's own title over everything, a part or LaTeX's "Main Matter" (a part of 10 chapters
 * would otherwise be one hours-long "chapter"), and, in a book printed from the web, a contents heading with the
 * chapters nested under it, the book's title again over its chapters, and a heading on the title page over the first
 * chapter (the author's name over the preface); a byline goes ("BY" and the name after it, anywhere; "by Arnold
 * Bennett" on the title page), and so does a title page's heading over no prose ("OR,"). Bookmarks are nested as the PDF has them (`items`), or for a file read
 * before that by page: a section belongs to the last top-level bookmark that starts on or before its page.
 */
export function chapterBookmarks(
  outline: OutlineEntry[],
  sectionOutline: OutlineEntry[],
  documentTitle?: string | null,
  pages: string[] = [],
): ChapterStart[] {
  if (!outline.some((entry) => entry.items) && outline.length === 1 && sectionOutline.length >= 2) return sectionOutline;
  const tree = nested(outline, sectionOutline);
  const level = chapterLevel(tree, { documentTitle, authors: namesAfterBy(tree), pages });
  return level.map(({ title, page, grouping }) => ({ title, page, grouping }));
}

/** A heading "BY" and the one after it on its page, the author's name: a byline, wherever it stands. */
function namesAfterBy(tree: OutlineEntry[]): Set<OutlineEntry> {
  const inOrder = (entries: OutlineEntry[]): OutlineEntry[] => entries.flatMap((e) => [e, ...inOrder(e.items ?? [])]);
  const all = inOrder(tree);
  return new Set(all.filter((entry, i) => i > 0 && /^by$/i.test(all[i - 1]!.title.trim()) && all[i - 1]!.page === entry.page));
}

function nested(outline: OutlineEntry[], sectionOutline: OutlineEntry[]): OutlineEntry[] {
  if (outline.some((entry) => entry.items)) return outline;
  return outline.map((entry, i) => {
    const nextPage = outline[i + 1]?.page ?? Number.POSITIVE_INFINITY;
    return { ...entry, items: sectionOutline.filter((s) => s.page >= entry.page && s.page < nextPage) };
  });
}

interface BookNames {
  documentTitle?: string | null;
  /** Headings that name the author (`namesAfterBy`). */
  authors: Set<OutlineEntry>;
  pages: string[];
}

function chapterLevel(entries: OutlineEntry[], book: BookNames, titlePage?: number): (ChapterStart & OutlineEntry)[] {
  const root = entries[0];
  if (entries.length === 1 && root?.items && root.items.length >= 2) return chapterLevel(root.items, book, root.page);
  return entries.flatMap((entry) => {
    const { title, page, items = [] } = entry;
    const bare = title.trim().replace(/[.:]+$/, "");
    if (/^by$/i.test(bare) || (page === titlePage && BYLINE.test(bare))) return [];
    if (book.authors.has(entry)) return chapterLevel(items, book);
    // The title page's own lines ("OR,", "THE CONTEMPLATIVE MAN'S RECREATION."): headings over no prose.
    if (page === titlePage && !items.length && !opensProse(book.pages[page - 1] ?? "", title)) return [];
    const first = items[0];
    const heading =
      DIVISION.test(bare) ||
      CONTENTS.test(bare) ||
      (!!book.documentTitle && sameWords(bare, book.documentTitle)) ||
      (page === titlePage && first?.page === page);
    if (!first || !heading) return [entry];
    // The part's own opening pages end the chapter before it and belong to no chapter.
    const below = chapterLevel(items, book);
    return first.page > page ? [{ title, page, grouping: true }, ...below] : below;
  });
}

/** Whether the page prints the title with a line of prose under it: a chapter opens there, not a title page's heading. */
function opensProse(page: string, title: string): boolean {
  const lines = page.split("\n").map((line) => line.trim());
  for (let i = 0; i < lines.length; i++)
    for (let n = 1; n <= 8 && i + n <= lines.length; n++)
      if (sameWords(lines.slice(i, i + n).join(" "), title)) return (lines[i + n]?.split(/\s+/).length ?? 0) >= 8;
  return false;
}

/** Where a chapter starts; a `grouping` start only ends the one before it. */
type ChapterStart = { title: string; page: number; grouping?: boolean };

/** "IV", "Chapter 3", "Part Two": a bookmark that numbers a chapter without naming it. */
const BARE_LABEL =
  /^(?:(?:chapter|part|book|lecture|letter)\s+)?(?:\d{1,3}|[IVXLCDM]{1,7}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[.:]?$/i;

/**
 * One chapter a page: of bookmarks starting on the same page the first is kept, named by the next when it is a bare
 * label ("IV" then "The Modern Orchestra", a book printed from the web with the number and the name as two headings)
 * or the book's own title, or replaced by a later one that opens prose where it does not. A chapter's number that ends its page ("III"), with its name overleaf, is that chapter's
 * heading.
 */
function fromStarts(starts: ChapterStart[], pages: string[], documentTitle?: string | null): PlannedChapter[] {
  const pageCount = pages.length;
  const unique: ChapterStart[] = [];
  // The book's own title over its first chapter ("Critical and Historical Essays", then "I The Origin of Music").
  const unnamed = (title: string) => BARE_LABEL.test(title.trim()) || (!!documentTitle && sameWords(title, documentTitle));
  const numberOnly = (title: string) => BARE_LABEL.test(title.trim()) && !DIVISION.test(title.trim());
  const endsItsPage = (start: ChapterStart) => sameWords(pages[start.page - 1]?.trimEnd().split("\n").pop() ?? "", start.title);
  for (const start of starts) {
    if (start.page < 1 || start.page > pageCount) continue;
    const last = unique[unique.length - 1];
    const named = !unnamed(start.title) && !start.grouping;
    if (last && named && start.page === last.page + 1 && numberOnly(last.title) && endsItsPage(last))
      unique[unique.length - 1] = { ...start };
    else if (!last || start.page > last.page) unique.push({ ...start });
    else if (unnamed(last.title) && named) last.title = start.title;
    else if (named && opensProse(pages[start.page - 1]!, start.title)) {
      // "Authorized Edition" over "CONTENTS" over "FOREWORD" and its prose: the chapter is the one that opens prose.
      // Two that do are two short chapters on one page (a book printed from the web).
      if (opensProse(pages[last.page - 1]!, last.title)) unique.push({ ...start });
      else unique[unique.length - 1] = { ...start };
    }
  }
  return unique.flatMap((s, i) => {
    const pageEnd = Math.max(s.page, (unique[i + 1]?.page ?? pageCount + 1) - 1);
    return s.grouping ? [] : [{ title: s.title, pageStart: s.page, pageEnd }];
  });
}

/**
 * The chapters of a book: the admin's ranges when given, else the PDF's chapter bookmarks (`chapterBookmarks`),
 * else pages that start with a chapter heading, else fixed blocks of pages. Pages before the
 * first bookmark or heading, and bookmarked front and back matter (contents, index, licence), are not part of
 * any chapter.
 */
export function planChapters(
  pages: string[],
  outline: OutlineEntry[],
  requested: PlannedChapter[],
  sectionOutline: OutlineEntry[] = [],
  documentTitle?: string | null,
): { chapters: PlannedChapter[]; source: "ranges" | "outline" | "headings" | "blocks" } {
  const pageCount = pages.length;
  if (requested.length) {
    return {
      source: "ranges",
      chapters: requested.map((c) => ({
        title: c.title,
        pageStart: Math.min(c.pageStart, pageCount),
        pageEnd: Math.min(Math.max(c.pageEnd, c.pageStart), pageCount),
      })),
    };
  }
  const bookmarks = chapterBookmarks(outline, sectionOutline, documentTitle, pages);
  const fromOutline = withTitlesInTitleCase(
    withoutChapterNumbers(
      withoutTitlePages(withoutFrontAndBackMatter(fromStarts(bookmarks, pages, documentTitle), documentTitle), pages),
    ),
  );
  if (fromOutline.length) return { source: "outline", chapters: fromOutline };

  const headings = pages.flatMap((text, i) => {
    const title = detectHeading(text);
    return title ? [{ title, page: i + 1 }] : [];
  });
  if (headings.length >= 2) return { source: "headings", chapters: fromStarts(headings, pages) };

  const blocks: PlannedChapter[] = [];
  for (let start = 1; start <= pageCount; start += FIXED_BLOCK_PAGES) {
    const end = Math.min(pageCount, start + FIXED_BLOCK_PAGES - 1);
    blocks.push({
      title: pageCount <= FIXED_BLOCK_PAGES ? "Full text" : `Pages ${start}\u2013${end}`,
      pageStart: start,
      pageEnd: end,
    });
  }
  return { source: "blocks", chapters: blocks };
}
