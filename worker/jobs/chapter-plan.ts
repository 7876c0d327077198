import type { OutlineEntry } from "../services/pdf";
import {
  BARE_LABEL,
  type ChapterStart,
  chapterBookmarks,
  DIVISION,
  endsPage,
  footHeading,
  opensProse,
} from "./chapter-bookmarks";
import { GUTENBERG_END, GUTENBERG_START, sameWords, wordsOf } from "../services/summarizer/printed-lines";
import { headingStarts } from "./chapter-headings";
import { bareTitle, withoutContentsPages } from "./contents-pages";
import {
  namedByTheirHeadings,
  romanValue,
  withoutChapterNumbers,
  withTitlesInTitleCase,
  withWholeTitles,
} from "./chapter-titles";

export interface PlannedChapter {
  title: string;
  pageStart: number;
  pageEnd: number;
}

/** Pages per chapter when the PDF has neither bookmarks nor recognizable headings. */
export const FIXED_BLOCK_PAGES = 10;

export { isContents } from "./contents-pages";

/**
 * Pages a listener does not want as a chapter, at the start of a book's bookmarks (a publisher's series, "Muirhead
 * Library of Philosophy" or "Merrill's English Texts", says what the series is for)...
 */
const FRONT_MATTER =
  /^(?:(?!the )(?:[\w'’.-]+ ){1,3}(?:library|classics|series|texts)(?: of [\w ]+)?|cover|title page|half[- ]title|copyright(?: page| notice)?|dedication|epigraph|(?:table of )?contents|list of (?:figures|tables|illustrations|abbreviations)|also by .+|transcriber[’']?s notes?|(?:project gutenberg|pg)(?:[’']s)? (?:boilerplate|header|front matter))$/i;
/** "New York Charles E. Merrill Co. 1907": the title page's imprint, a publisher and a year. */
const IMPRINT = /\b(?:Co\.|Company|Press|Publishers?|Sons)[,.]?\s+1[5-9]\d\d\.?$/i;
/** ...and at its end (an index mid-book, such as "The Body Mass Index", is a chapter). */
const INDEX = /^(?:(?!the )(?:[\w-]+ ){0,3}index(?:es)?|index of .+)$/i;
const BACK_MATTER =
  /^(?:(?!the )(?:[\w-]+ ){0,3}index(?:es)?|index of .+|bibliography|references|works cited|(?:end|foot)?notes|acknowledge?ments|contributors|credits|about the authors?|colophon|copying(?: information| conditions)?|licen[cs]e|(?:gnu|creative commons) .*licen[cs]e|(?:the )?(?:full )?(?:project gutenberg|pg)(?:-tm)? licen[cs]e|permissions|also by .+|transcriber[’']?s notes?)$/i;

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
  // "By Bertrand Russell": a byline, a name in capitals (not "By the Sea", "By Way of Introduction").
  const byline = (title: string) => /^[Bb][Yy]\s+\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,4}$/u.test(title.trim());
  const front = (title: string) =>
    FRONT_MATTER.test(bareTitle(title)) || titlePage(title) || byline(title) || IMPRINT.test(title.trim());
  while (first < end && front(entries[first]!.title)) first++;
  // An index in the second half ends the book: after it come a publisher's list of books or a licence.
  const index = entries.findIndex((e, i) => i >= entries.length / 2 && INDEX.test(bareTitle(e.title)));
  if (index > first) end = index;
  // "On Common Sense": what others said of the book, after it.
  const aboutTheBook = (title: string) =>
    !!documentTitle && /^(?:on|about)\s/i.test(title.trim()) && sameWords(title.trim().replace(/^\S+\s+/, ""), documentTitle);
  while (end > first && (BACK_MATTER.test(bareTitle(entries[end - 1]!.title)) || aboutTheBook(entries[end - 1]!.title))) end--;
  return first < end ? entries.slice(first, end) : entries;
}

/**
 * A reading list, footnotes or a chapter's exercises: looked up or worked, not listened to, wherever they stand (The
 * Enchiridion's bibliography after its introduction, its footnotes before a publisher's list; "Questions and
 * Exercises" after each chapter of The Art of Public Speaking).
 */
const LOOKED_UP =
  /^(?:(?:selected|select|annotated|short|further|suggested)\s+)?(?:bibliography|bibliographical notes?|reading list|further reading|suggested readings?|works cited)$|^(?:foot|end)notes$|^(?:(?:review|study|discussion)\s+)?(?:questions|exercises|problems)(?:\s+and\s+(?:exercises|problems|answers))?$/i;

const NOTES = /^(?:foot|end)?notes$/i;

/**
 * "Questions and Exercises" after each chapter of The Art of Public Speaking: a title three chapters or more share
 * (but fewer than half of them) is a section that ends the chapter before it, not a chapter of its own.
 */
function withoutRepeatedSections(chapters: PlannedChapter[]): PlannedChapter[] {
  const count = new Map<string, number>();
  for (const c of chapters) count.set(wordsOf(c.title), (count.get(wordsOf(c.title)) ?? 0) + 1);
  const repeated = (c: PlannedChapter) => count.get(wordsOf(c.title))! >= 3 && count.get(wordsOf(c.title))! < chapters.length / 2;
  const out: PlannedChapter[] = [];
  for (const chapter of chapters) {
    const last = out[out.length - 1];
    if (last && repeated(chapter) && !repeated(last)) last.pageEnd = Math.max(last.pageEnd, chapter.pageEnd);
    else if (!last || !repeated(chapter)) out.push({ ...chapter });
  }
  return out;
}

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

/**
 * One chapter a page, mostly: of bookmarks starting on the same page the first is kept, named by the next when it is
 * a bare label ("IV" then "The Modern Orchestra", a book printed from the web with the number and the name as two
 * headings) or the book's own title, or replaced by a later one that opens prose where it does not; two that open
 * prose are two chapters. A chapter's number that ends its page ("III"), with its name overleaf, is that chapter's
 * heading.
 */
function fromStarts(starts: ChapterStart[], pages: string[], documentTitle?: string | null): PlannedChapter[] {
  const pageCount = pages.length;
  const unique: ChapterStart[] = [];
  // The book's own title over its first chapter ("Critical and Historical Essays", then "I The Origin of Music").
  const unnamed = (title: string) => BARE_LABEL.test(title.trim()) || (!!documentTitle && sameWords(title, documentTitle));
  const numberOnly = (title: string) => BARE_LABEL.test(title.trim()) && !DIVISION.test(title.trim());
  const endsItsPage = (start: ChapterStart) => endsPage(pages[start.page - 1], start.title);
  // A heading at its page's foot under the preface's last lines ("CHAPTER I. APPEARANCE AND" over "REALITY"), its
  // prose overleaf: the chapter opens on the next page.
  const proseFirst = (page = "") => page.trimStart().split("\n", 1)[0]!.split(/\s+/).length >= 8;
  const opensOverleaf = (start: ChapterStart) => endsItsPage(start) && proseFirst(pages[start.page]);
  // A heading found at the foot of the page before already starts on the page its prose opens (Hume's "SECT. VI."
  // under section V's last lines, section VII further down that page: two short chapters on one page).
  const openedOverleaf = (start: ChapterStart) =>
    endsPage(pages[start.page - 2], start.title) && proseFirst(pages[start.page - 1]);
  const opens = (start: ChapterStart) =>
    opensProse(pages[start.page - 1]!, start.title) || opensOverleaf(start) || openedOverleaf(start);
  for (const start of starts) {
    if (start.page < 1 || start.page > pageCount) continue;
    const last = unique[unique.length - 1];
    const named = !unnamed(start.title) && !start.grouping;
    if (last && named && start.page === last.page + 1 && numberOnly(last.title) && endsItsPage(last))
      unique[unique.length - 1] = { ...start };
    else if (!last || start.page > last.page) unique.push({ ...start });
    else if (unnamed(last.title) && named) last.title = start.title;
    // "FOOTNOTES:" of the chapter before, then "CHAPTER X" and "FEELING AND ENTHUSIASM" on the same page: the notes
    // are left out anyway, the chapter is not.
    else if (NOTES.test(bareTitle(last.title)) && !start.grouping) unique[unique.length - 1] = { ...start };
    // "UTILITARIANISM." over "CHAPTER I.": the chapter's number names it better than the book's title does.
    else if (!BARE_LABEL.test(last.title.trim()) && unnamed(last.title) && BARE_LABEL.test(start.title.trim()))
      last.title = start.title;
    // "PART II. OF COMMON-WEALTH" over "CHAPTER XVII." (Leviathan): a part's heading over no prose of its own gives way
    // to its first chapter.
    else if (DIVISION.test(last.title.trim()) && !DIVISION.test(start.title.trim()) && !start.grouping && !opens(last))
      unique[unique.length - 1] = { ...start };
    // "THE REPUBLIC." over "PERSONS OF THE DIALOGUE." over "BOOK I." and its prose: the book opens at its number.
    // "CHAPTER. XVII." and "CHAPTER. XVIII.", each over its name and prose: two short chapters on one page.
    else if (!named && !start.grouping && opens(start)) {
      if (opens(last)) unique.push({ ...start });
      else unique[unique.length - 1] = { ...start };
    } else if (named && opens(start)) {
      // "Authorized Edition" over "CONTENTS" over "FOREWORD" and its prose: the chapter is the one that opens prose.
      // Two that do are two short chapters on one page (a book printed from the web).
      const chapter = opensProse(pages[start.page - 1]!, start.title)
        ? { ...start }
        : { ...start, title: footHeading(pages[start.page - 1], start.title)!, page: start.page + 1 };
      if (opens(last)) unique.push(chapter);
      else unique[unique.length - 1] = chapter;
    }
  }
  return unique.flatMap((s, i) => {
    const pageEnd = Math.max(s.page, (unique[i + 1]?.page ?? pageCount + 1) - 1);
    return s.grouping ? [] : [{ title: s.title, pageStart: s.page, pageEnd }];
  });
}

/**
 * "INTRODUCTION. I.", then "II." and "III." (the editor's introduction to On Liberty): one chapter in numbered parts,
 * each part after the first a bookmark that only numbers it. The parts are one chapter, named without the number.
 */
function inNumberedParts(chapters: PlannedChapter[]): PlannedChapter[] {
  const value = (label: string) => (/^\d+$/.test(label) ? Number(label) : romanValue(label));
  const out: PlannedChapter[] = [];
  let next = 0;
  let name = "";
  for (const chapter of chapters) {
    const last = out[out.length - 1];
    const part = /^(\d{1,3}|[IVXLCDM]{1,7})\.?$/.exec(chapter.title.trim())?.[1];
    if (last && next && part && value(part) === next) {
      if (next === 2) last.title = name;
      last.pageEnd = chapter.pageEnd;
      next++;
      continue;
    }
    const first = /^(.*\p{L}.*?)[.,:\s]+(?:I|1)\.?$/u.exec(chapter.title.trim());
    out.push({ ...chapter });
    // Its closing full stop stays, for a book whose titles all have one ("INTRODUCTION. I." reads "INTRODUCTION.").
    [next, name] = first ? [2, first[1]! + (chapter.title.trim().endsWith(".") ? "." : "")] : [0, ""];
  }
  return out;
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
      withoutTitlePages(
        withoutRepeatedSections(
          withoutContentsPages(
            withoutFrontAndBackMatter(
              withWholeTitles(namedByTheirHeadings(inNumberedParts(fromStarts(bookmarks, pages, documentTitle)), pages), pages),
              documentTitle,
            ),
            pages,
          ).filter((chapter) => !LOOKED_UP.test(bareTitle(chapter.title))),
        ),
        pages,
      ),
    ),
  );
  if (fromOutline.length) return { source: "outline", chapters: fromOutline };

  // Project Gutenberg's header and licence frame a plain-text book: its chapters are the pages between.
  const { first, last } = gutenbergFrame(pages);
  // The licence's headings after "*** END OF…" on its page are not the book's ("THE FULL PROJECT GUTENBERG LICENSE").
  const book = pages.slice(0, last).map((text, i) => (i === last - 1 ? untilGutenbergEnd(text) : text));
  const headings = headingStarts(book).filter((heading) => heading.page >= first);
  if (headings.length >= 2)
    return {
      source: "headings",
      chapters: withTitlesInTitleCase(
        withoutChapterNumbers(withoutFrontAndBackMatter(namedByTheirHeadings(fromStarts(headings, book), book))),
      ).filter((chapter) => !LOOKED_UP.test(bareTitle(chapter.title))),
    };

  const blocks: PlannedChapter[] = [];
  for (let start = first; start <= last; start += FIXED_BLOCK_PAGES) {
    const end = Math.min(last, start + FIXED_BLOCK_PAGES - 1);
    blocks.push({
      title: last - first < FIXED_BLOCK_PAGES ? "Full text" : `Pages ${start}\u2013${end}`,
      pageStart: start,
      pageEnd: end,
    });
  }
  return { source: "blocks", chapters: blocks };
}

const untilGutenbergEnd = (text: string) => {
  const lines = text.split("\n");
  const end = lines.findIndex((line) => GUTENBERG_END.test(line.trim()));
  return end < 0 ? text : lines.slice(0, end).join("\n");
};

/** The pages from Project Gutenberg's "*** START OF…" line to its "*** END OF…" line (1-based), else all. */
function gutenbergFrame(pages: string[]): { first: number; last: number } {
  const marked = (marker: RegExp) => pages.findIndex((text) => text.split("\n").some((line) => marker.test(line.trim())));
  const start = marked(GUTENBERG_START);
  const end = marked(GUTENBERG_END);
  return { first: start + 1 || 1, last: end >= 0 && end >= start ? end + 1 : pages.length };
}
