import type { OutlineEntry } from "../services/pdf";
import { PRINTED_PAGE_MARK, sameWords, wordsOf } from "../services/summarizer/printed-lines";
import { BYLINE_ALONE, WORK_BYLINE } from "../services/summarizer/heading-matter";

/**
 * Which of a PDF's bookmarks are chapters (docs/decisions/202, 204, 205): the outline's nesting read past the headings
 * a book puts over its chapters. `chapter-plan.ts` turns them into page ranges.
 */

/** "by", "by Arnold Bennett": a title page's byline, bookmarked by a browser as a heading. */
const BYLINE = /^by(?:\s+\S+){0,5}$/i;
/** "By PETER KROPOTKIN" on the first page: a byline whose name is set in capitals (not "BY THE RIVER", a chapter). */
const BYLINE_IN_CAPITALS = /^[Bb][Yy]\s+(?!(?:THE|A|AN)\b)\p{Lu}[\p{Lu}.'’-]*(?:\s+\p{Lu}[\p{Lu}.'’-]*){0,4}$/u;
/** "Translated from the Latin by R. H. M. Elwes": a title page's credit, wherever it is bookmarked. */
const TRANSLATED_BY = /^(?:translated|rendered into english)\b.{0,40}\bby\s+\S.{0,60}$/i;
export const CONTENTS = /^(?:table of )?contents$/i;

/**
 * The same letters, whatever the spaces: a bookmark made from a heading broken over two lines may join its words
 * ("CHAPTER I. APPEARANCE ANDREALITY" for "APPEARANCE AND" over "REALITY").
 */
const sameLetters = (a: string, b: string) => wordsOf(a).replaceAll(" ", "") === wordsOf(b).replaceAll(" ", "");

/**
 * A heading on the last lines of its page ("CHAPTER IX"; "CHAPTER I. APPEARANCE AND" over "REALITY"), its chapter's
 * name or prose overleaf: the heading as the page prints it.
 */
export function footHeading(page: string | undefined, heading: string): string | undefined {
  // Below it, maybe only numbers: a page's, a web edition's paragraph numbers ("SECTION XII." over "114.", "115.") or
  // the printed book's page marks ("CHAPTER THREE" over "[Pg 27]", "[Pg 28]").
  const all = page?.trimEnd().split("\n") ?? [];
  const number = (line: string) => /^\s*\d{1,4}\.?\s*$/.test(line) || PRINTED_PAGE_MARK.test(line.trim());
  const lines = all.slice(0, all.findLastIndex((line) => !number(line)) + 1);
  const n = [1, 2, 3].find((n) => n <= lines.length && sameLetters(lines.slice(-n).join(" "), heading));
  return n
    ? lines
        .slice(-n)
        .map((line) => line.trim())
        .join(" ")
    : undefined;
}
export const endsPage = (page: string | undefined, heading: string) => footHeading(page, heading) !== undefined;

/** A bookmark that only numbers its chapter: "IV", "Chapter 3", "CHAPTER. XII.", "Lecture Two". */
export const BARE_LABEL =
  /^(?:(?:chapter|part|book|section|lecture|letter)\.?\s+)?(?:\d{1,3}|[IVXLCDM]{1,7}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:thir|four|fif|six|seven|eigh|nine)teen|twenty)[.:]?$/i;

/** Bookmarks that only group chapters: LaTeX's front, main and back matter, and a book's parts. */
export const DIVISION = /^(?:(?:front|main|body|back)\s*matter|part\b.*)$/i;

/**
 * The bookmarks that are chapters: the top level, with a heading over chapters replaced by the bookmarks below it.
 * Those headings are the book's own title over everything, a part or LaTeX's "Main Matter" (a part of 10 chapters
 * would otherwise be one hours-long "chapter"), and, in a book printed from the web, a contents heading with the
 * chapters nested under it, the book's title again over its chapters, and a heading on the title page over the first
 * chapter (the author's name over the preface). A byline goes ("BY" and the name after it, anywhere; "by Arnold
 * Bennett" on the title page), and so does a title page's heading over no prose ("OR,"). Bookmarks are nested as the
 * PDF has them (`items`), or, for a file read before that, by page: a section belongs to the last top-level bookmark
 * that starts on or before its page.
 */
export function chapterBookmarks(
  outline: OutlineEntry[],
  sectionOutline: OutlineEntry[],
  documentTitle?: string | null,
  pages: string[] = [],
): ChapterStart[] {
  if (!outline.some((entry) => entry.items) && outline.length === 1 && sectionOutline.length >= 2) return sectionOutline;
  const tree = withTitleWhole(nested(outline, sectionOutline), documentTitle);
  const level = chapterLevel(tree, { documentTitle, authors: namesAfterBy(tree), pages });
  return level.map(({ title, page, grouping }) => ({ title, page, grouping }));
}

/**
 * "THE" then "Conquest of Bread" on the title page, over the book's opening: the book's title set on two lines, each a
 * bookmark, is one, over what the second holds.
 */
function withTitleWhole(tree: OutlineEntry[], documentTitle?: string | null): OutlineEntry[] {
  const [first, second] = tree;
  if (!documentTitle || !first || !second || first.items?.length || first.page !== second.page) return tree;
  if (!sameWords(`${first.title} ${second.title}`, documentTitle)) return tree;
  return [{ ...second, title: `${first.title.trim()} ${second.title.trim()}` }, ...tree.slice(2)];
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

/** What tells a heading over chapters from a chapter, besides the bookmarks themselves. */
interface OutlineContext {
  documentTitle?: string | null;
  /** Headings that name the author (`namesAfterBy`). */
  authors: Set<OutlineEntry>;
  pages: string[];
}

function chapterLevel(entries: OutlineEntry[], book: OutlineContext, titlePage?: number): (ChapterStart & OutlineEntry)[] {
  const root = entries[0];
  if (entries.length === 1 && root?.items && root.items.length >= 2) return chapterLevel(root.items, book, root.page);
  // The book's title over most of it, from its title page, beside an appendix ("MEDITATIONS", then "APPENDIX").
  if (titlePage === undefined && root && overTheBook(root, entries[1]?.page, book.pages.length))
    return [...chapterLevel(root.items!, book, root.page), ...entriesLevel(entries.slice(1), book)];
  return entriesLevel(entries, book, titlePage);
}

function entriesLevel(all: OutlineEntry[], book: OutlineContext, titlePage?: number): (ChapterStart & OutlineEntry)[] {
  const entries = withoutStrayNumbers(withoutMarginNotes(all));
  const inCapitalsAround = entries.filter((e) => setInCapitals(e.title)).length * 2 > entries.length;
  return entries.flatMap((entry, i) => {
    const { title, page } = entry;
    const items = (entry.items ?? []).filter((item) => !isSentence(item.title));
    const bare = title.trim().replace(/[.:]+$/, "");
    const byline = (page === 1 && BYLINE_IN_CAPITALS.test(bare)) || (page === titlePage && BYLINE.test(bare));
    if (/^by$/i.test(bare) || TRANSLATED_BY.test(bare) || byline) return [];
    // One in capitals over prose, as its neighbours are set, is a heading ("VOYAGE OF THE 'BEAGLE' FROM DECEMBER 27,
    // 1831…" in Darwin's life); The Souls of Black Folk's inscription is in capitals among chapters that are not.
    const heads = setInCapitals(bare) && inCapitalsAround && opensProse(book.pages[page - 1] ?? "", title);
    if ((isQuotation(bare) && !heads) || isSentence(title)) return [];
    if (book.authors.has(entry)) return chapterLevel(items, book);
    // The title page's own lines ("OR,", "THE CONTEMPLATIVE MAN'S RECREATION."): headings over no prose.
    if (page === titlePage && !items.length && !opensProse(book.pages[page - 1] ?? "", title)) return [];
    const first = items[0];
    const ownTitle = !!book.documentTitle && sameWords(bare, book.documentTitle);
    const heading = DIVISION.test(bare) || CONTENTS.test(bare) || ownTitle || (page === titlePage && first?.page === page);
    const end = entries[i + 1]?.page ?? book.pages.length + 1;
    // Utopia's "DISCOURSES OF RAPHAEL HYTHLODAY" over its second book's sections: a chapter of hours is its sections.
    const overHalfTheBook = items.length >= 3 && end - page > Math.max(LONG_CHAPTER_PAGES, book.pages.length / 2);
    // "CHAPTER. II." over "OF THE STATE OF NATURE." on its page: the chapter is named by the bookmark under its number;
    // so is "CHAPTER IX" at the foot of its page, with "FOES OR FRIENDS (1862)" overleaf, where the chapter starts.
    // Not by a bookmark that only numbers too: "BOOK IV" over "I", its first chapter's number (Aristotle's Ethics).
    const named =
      first &&
      !BARE_LABEL.test(first.title.trim()) &&
      (first.page === page || (first.page === page + 1 && endsPage(book.pages[page - 1], title)));
    if (named && !heading && BARE_LABEL.test(bare) && !DIVISION.test(bare))
      return [{ ...entry, title: first.title, page: first.page }, ...numberedAfter(entry)];
    if (!first || (!heading && !overHalfTheBook)) return [entry, ...numberedAfter(entry)];
    // A part's own opening pages end the chapter before it and belong to no chapter; a chapter's are its opening.
    // The book's title over its byline and its prose (an essay printed from the web): the book is its one chapter.
    const below = chapterLevel(items, book, ownTitle && entries.length === 1 ? page : undefined);
    if (!below.length && entries.length === 1) return [entry];
    if (DIVISION.test(bare) && below.length >= 2 && below.every((chapter) => PARTS_OF_AN_ARGUMENT.test(chapter.title)))
      return [{ ...entry, title: BARE_LABEL.test(bare) && items.length === 1 ? `${title} ${items[0]!.title}` : title }];
    return first.page > page ? [{ title, page, grouping: heading }, ...below] : below;
  });
}

/**
 * What every part of a treatise in the geometric order has (Spinoza's Ethics: "DEFINITIONS", "AXIOMS",
 * "PROPOSITIONS", "POSTULATES", "APPENDIX"): under a part, such bookmarks are its sections, and the part is the chapter.
 */
const PARTS_OF_AN_ARGUMENT =
  /^(?:preface|introduction|(?:general )?definitions?\b.*|axioms?|propositions?|postulates?|lemmas?|corollar(?:y|ies)|scholi(?:um|a)|appendix|summary|conclusion)[.:]?$/i;

/** "CHAPTER I. OF SENSE", "Chapter 3": a chapter's numbered heading. */
const NUMBERED_CHAPTER = /^chap(?:ter|\.)?\s+(?:\d{1,3}|[IVXLC]{1,7})\b/i;
const setInCapitals = (title: string) => /\p{Lu}{2}/u.test(title) && title === title.toUpperCase();

/**
 * Leviathan's margin notes ("Memory", "Trayne Of Thoughts Unguided"), bookmarked beside its chapters ("CHAPTER II.
 * OF IMAGINATION"): where three numbered chapters or more are set in capitals and at least as many bookmarks beside
 * them are not, those after the first chapter are sections of the chapter before them.
 */
function withoutMarginNotes(entries: OutlineEntry[]): OutlineEntry[] {
  const chapters = entries.filter((e) => NUMBERED_CHAPTER.test(e.title.trim()) && setInCapitals(e.title));
  const notes = entries.filter((e) => !setInCapitals(e.title));
  if (chapters.length < 3 || notes.length < chapters.length) return entries;
  const first = entries.indexOf(chapters[0]!);
  return entries.filter((e, i) => i < first || setInCapitals(e.title));
}

/**
 * "BOOK IX", then "IV" and "X", then "BOOK X" (Aristotle's Ethics from the web, two of Book IX's chapters headed a level
 * too high): where three bookmarks or more name one kind of part and its number, a bare number among them after the
 * first numbers a section of the chapter before.
 */
function withoutStrayNumbers(entries: OutlineEntry[]): OutlineEntry[] {
  const kinds = entries.map((e) => numberedKind(e.title)).filter((kind) => kind !== undefined);
  const kind = kinds.find((k) => kinds.filter((other) => other === k).length >= 3);
  if (!kind) return entries;
  const first = entries.findIndex((e) => numberedKind(e.title) === kind);
  return entries.filter((e, i) => i <= first || !/^(?:\d{1,3}|[IVXLC]{1,7})[.:]?$/.test(e.title.trim()));
}

/**
 * A paragraph's first sentence set as a heading (The Wealth of Nations' "Human food seems to be the only produce of
 * land, which always and necessarily affords some rent to the landlord."): twelve words or more, most of its longer
 * words in small letters, ending as a sentence does or cut off by the PDF. Not a part's or chapter's long title,
 * which capitalizes only its nouns ("PART II.—Of the Produce of Land, which sometimes does, and sometimes does not…").
 */
function isSentence(title: string): boolean {
  const text = title.trim();
  const words = text.split(/\s+/);
  const long = words.filter((word) => /\p{L}{4}/u.test(word));
  if (words.length < 12 || long.filter((word) => /^\p{Ll}/u.test(word)).length < 0.6 * long.length) return false;
  return !TITLE_LABEL.test(text) && (/[.:;]$/.test(text) || text.length >= 180);
}

/** "PART II.—", "Chapter 3", "IV.", "12": a title's label, which a sentence does not start with. */
const TITLE_LABEL = /^(?:(?:part|chapter|book|section|appendix)\b|(?:\d{1,3}|[IVXLCDM]{1,7})\b[.:)—–]?)/i;

/** Pages past which a chapter over half the book is read as its sections (an hour and more of listening). */
const LONG_CHAPTER_PAGES = 30;

/** A quotation set as a heading (an inscription in The Souls of Black Folk), not a chapter's title. */
const isQuotation = (title: string) => /^["“][^"“”]+["”]\.?$/.test(title) && title.split(/\s+/).length >= 6;

/** A first bookmark on the title page, with bookmarks from that page on under it, over more than half the book. */
function overTheBook(entry: OutlineEntry, nextPage: number | undefined, pageCount: number): boolean {
  const items = entry.items ?? [];
  return entry.page === 1 && items.length >= 2 && items[0]!.page === 1 && (nextPage ?? pageCount + 1) - 1 > pageCount / 2;
}

const ORDINALS =
  "first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|last";

/** "HIS FIRST BOOK", "The Second Book", "Book II", "Chapter 3": what the heading numbers (book, chapter), if it does. */
function numberedKind(title: string): string | undefined {
  const bare = title.trim().replace(/[.:]+$/, "");
  const ordinal = new RegExp(`^(?:(?:the|his|her|its|their)\\s+)?(?:${ORDINALS})\\s+(\\p{L}+)$`, "iu").exec(bare);
  const numbered = /^(\p{L}+)\s+(?:\d{1,3}|[IVXLC]{1,7})$/iu.exec(bare);
  return (ordinal ?? numbered)?.[1]?.toLowerCase();
}

/**
 * The chapters nested inside the one before them, as a browser bookmarks a page whose headings skip levels
 * (Meditations: "THE SECOND BOOK" under the first book's subtitle, beside its numbered paragraphs): the bookmarks below
 * a numbered heading that number the same kind of part.
 */
function numberedAfter(entry: OutlineEntry): OutlineEntry[] {
  const kind = numberedKind(entry.title);
  if (!kind) return [];
  const below = (items: OutlineEntry[]): OutlineEntry[] => items.flatMap((e) => [e, ...below(e.items ?? [])]);
  return below(entry.items ?? [])
    .filter((e) => numberedKind(e.title) === kind)
    .map(({ title, page }) => ({ title, page }));
}

/**
 * Whether the page prints the title with a line of prose under it (or under its name in capitals): a chapter opens
 * there, not a title page's heading.
 * Anywhere on the page: its line in a contents above does not count (Beyond Good and Evil's "PREFACE").
 */
export function opensProse(page: string, title: string): boolean {
  const lines = page.split("\n").map((line) => line.trim());
  const prose = (line = "") => line.split(/\s+/).length >= 8;
  // A title that only numbers, "CHAPTER. XVIII.", over its name in capitals, "OF TYRANNY.", then prose (Locke's plain
  // text); not over another heading ("PART I. OF MAN" over "CHAPTER I.").
  const named = (line = "", next = "") =>
    BARE_LABEL.test(title.trim()) &&
    /\p{Lu}/u.test(line) &&
    !/\p{Ll}/u.test(line) &&
    !BARE_LABEL.test(line) &&
    !DIVISION.test(line) &&
    prose(next);
  // "BY" over "NICOLO MACHIAVELLI", or "WRITTEN BY NICOLO MACHIAVELLI": a byline between a work's name and its prose.
  const afterByline = (k: number) => (BYLINE_ALONE.test(lines[k] ?? "") ? k + 2 : WORK_BYLINE.test(lines[k] ?? "") ? k + 1 : k);
  for (let i = 0; i < lines.length; i++)
    for (let n = 1; n <= 8 && i + n <= lines.length; n++) {
      const k = afterByline(i + n);
      if (sameLetters(lines.slice(i, i + n).join(" "), title) && (prose(lines[k]) || named(lines[k], lines[k + 1]))) return true;
    }
  return false;
}

/** Where a chapter starts; a `grouping` start only ends the one before it. */
export type ChapterStart = { title: string; page: number; grouping?: boolean };
