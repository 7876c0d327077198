import { capitalsHeadings } from "./capitals-headings";
import { FRONT_HEADING, NUMBER_WORDS } from "./chapter-titles";
import { numberedHeading } from "./numbered-heading";
import { type Found, before, pageHeadings } from "./page-headings";
import { sameWords } from "../services/summarizer/printed-lines";
import { BYLINE_ALONE, WORK_BYLINE } from "../services/summarizer/heading-matter";
import { contentsEntries, contentsNamedStarts } from "./contents-headings";

/** Where a chapter starts when the PDF has no bookmarks: its heading's line and page. */
export interface HeadingStart {
  title: string;
  page: number;
}

const HEADING = new RegExp(
  `^(chapter|part|book|section|lecture|letter)\\s+(\\d{1,3}|[ivxlcdm]{1,7}|${NUMBER_WORDS.join("|")})\\b`,
  "i",
);

/** A page whose first line reads like "Chapter 3: The Long Road" starts a chapter. */
export function detectHeading(pageText: string): string | null {
  const firstLine = pageText.trimStart().split("\n", 1)[0]?.trim() ?? "";
  if (!HEADING.test(firstLine)) return null;
  return firstLine.replace(/\s+/g, " ").slice(0, 120);
}

/**
 * Headings numbered 1, 2, 3… in order, each the first of its number after the one before. The next part's heading
 * lets the chapters under it number from 1 again (The Crowd's three books of chapters I, II, III…), when `parts` holds
 * them; so does a book's, and the parts under it number from I again (Hume's Treatise: sections in parts in books).
 */
function inOrder(found: Found[], parts: Found[] = []): Found[] {
  const headings: Found[] = [];
  const last = { book: 0, part: 0 };
  // Whether the next part's (or book's) heading came after the last heading kept.
  let nextPart = false;
  for (const heading of [...found, ...parts].sort((a, b) => (before(a.at, b.at) ? -1 : 1))) {
    if (parts.includes(heading)) {
      const level = /^book\b/i.test(heading.title) ? "book" : "part";
      if (heading.value === last[level] + 1) nextPart = true;
      last[level] = heading.value;
      if (level === "book") last.part = 0;
      continue;
    }
    const previous = headings.at(-1)?.value ?? 0;
    if (heading.value === previous + 1 || (previous > 0 && heading.value === 1 && nextPart)) {
      nextPart = false;
      headings.push(heading);
    }
  }
  return headings;
}

/** A heading's kind and number; "BOOK I" and "PART I" are parts of two kinds (Hume's Treatise lists both). */
const key = (heading: Found) =>
  `${heading.kind} ${heading.value} ${/^(book|part)\b/i.exec(heading.title)?.[1]?.toLowerCase() ?? ""}`;
/**
 * Three numbers on a page list them: a contents page. Not "BOOK V." over "CHAPTER I." over "PART I.", a book's, its
 * first chapter's and that chapter's first part's headings (The Wealth of Nations): three of one kind, or four
 * headings at least.
 */
const listsThree = (onPage: Found[]) =>
  new Set(onPage.map(key)).size >= 3 &&
  (onPage.length >= 4 ||
    ["part", "chapter", "section", "bare"].some(
      (kind) => new Set(onPage.filter((heading) => heading.kind === kind).map(key)).size >= 3,
    ));

const chapters = (headings: Found[] = []) => headings.filter((heading) => heading.kind === "chapter");

/**
 * The pages that start a contents list with a paragraph under each chapter (Self-Help: "CHAPTER I." and "CHAPTER
 * II." on a page, each over the list of its topics, "III." and "IV." on the next, three or more on the one after):
 * each page's chapters lead up to the next one's, up to a page that lists three, and each number comes again later,
 * at its chapter.
 */
function listsLeadingIn(perPage: Found[][]): Set<number> {
  const leading = new Set<number>();
  for (let i = perPage.length - 2; i >= 0; i--) {
    const [here, next] = [chapters(perPage[i]), chapters(perPage[i + 1])];
    const nextLists = leading.has(i + 1) || listsThree(next);
    const leadsUp = !!here.length && next[0]?.value === here.at(-1)!.value + 1;
    const laterAgain = here.every((heading) =>
      perPage.slice(i + 2).some((onPage) => onPage.some((h) => key(h) === key(heading))),
    );
    if (nextLists && leadsUp && laterAgain && !listsThree(here)) leading.add(i);
  }
  return leading;
}

/** Each page's numbered headings, but those of a contents list; and where the last contents list ends. */
function numberedHeadings(pages: string[]): { found: Found[]; contentsEnd: [number, number] } {
  let contentsEnd: [number, number] = [-1, -1];
  const perPage = pages.map((_, i) => pageHeadings(pages, i));
  const leadsIn = listsLeadingIn(perPage);
  // The first heading of a contents list that began on an earlier page, and the last it has listed so far.
  let list: { head: Found; last: Found } | undefined;
  // A contents list names chapters that come again later, at their pages; a page of short chapters does not (The
  // Prince printed from the web: "CHAPTER I —", "CHAPTER II —" and "CHAPTER III —" over their prose on one page).
  const lists = (i: number) => {
    const onPage = perPage[i] ?? [];
    if (!listsThree(onPage)) return false;
    const later = new Set(perPage.slice(i + 1).flatMap((headings) => headings.map(key)));
    return onPage.filter((heading) => later.has(key(heading))).length * 2 >= onPage.length;
  };
  const found = perPage.flatMap((onPage, i) => {
    if (leadsIn.has(i)) return [];
    // A ditto mark under "CHAPTER 11." lists the chapters of a part over them (Public Opinion): the headings after
    // the last one are the chapters'.
    const lastDitto = onPage.findLastIndex((heading) => heading.ditto);
    if (lastDitto >= 0) {
      contentsEnd = onPage[lastDitto]!.at;
      return onPage.slice(lastDitto + 1);
    }
    // Under a chapter's heading, its sections' list ("1. IMPULSIVENESS…", "2. CROWDS ARE CREDULOUS…") leaves it
    // standing.
    const labelled = onPage.filter((heading) => heading.kind !== "bare");
    const bareNumbers = new Set(onPage.filter((heading) => heading.kind === "bare").map(key)).size;
    if (bareNumbers >= 3 && new Set(labelled.map(key)).size < 3) return labelled;
    // A contents list that starts at a page's foot ("CHAPTER I." there, "CHAPTER II." to "IV." overleaf) is one.
    const [lastHere, firstNext] = [chapters(onPage).at(-1), chapters(perPage[i + 1])[0]];
    const listContinues = !!lastHere && firstNext?.value === lastHere.value + 1 && lists(i + 1);
    if (!lists(i) && !listContinues) return onPage;
    // Its first number again after the list starts the book ("CHAPTER I." under the contents' "CHAPTER V."), unless
    // the list goes on after it: a contents in parts numbers its sections from I again in each (Hume's Treatise). A
    // list that goes on from the page before starts where that page's did (Utilitarianism: "CHAPTER I." to "III.",
    // then "IV.", "V." and the book's "CHAPTER I." overleaf).
    const goesOn =
      list && list.last.at[0] === i - 1 && onPage[0]!.kind === list.last.kind && onPage[0]!.value === list.last.value + 1;
    const head = goesOn ? list!.head : onPage[0]!;
    list = { head, last: onPage.at(-1)! };
    const repeated = onPage.findLastIndex((heading, k) => (k > 0 || goesOn) && key(heading) === key(head));
    const again = onPage.length - repeated <= 2 ? repeated : -1;
    contentsEnd = onPage[again > 0 ? again - 1 : onPage.length - 1]!.at;
    return again > 0 ? onPage.slice(again) : [];
  });
  return { found, contentsEnd };
}

/** "Preface" alone on its line, as Malthus's plain text sets it (a heading in capitals is FRONT_HEADING). */
const FRONT_TITLE = /^(?:Preface|Introduction|Foreword)\.?$/;

/** The book's preface or introduction after its contents and before its first chapter, each on a page of its own. */
function frontHeadings(pages: string[], contentsEnd: [number, number], first: Found): Found[] {
  const found = pages.slice(0, first.page - 1).flatMap((text, i) =>
    text.split("\n").flatMap((line, j): Found[] => {
      const title = line.trim().replace(/\s+/g, " ");
      const at: [number, number] = [i, j];
      return (FRONT_HEADING.test(title) || FRONT_TITLE.test(title)) && before(contentsEnd, at)
        ? [{ value: 0, title, kind: "part", ditto: false, page: i + 1, at }]
        : [];
    }),
  );
  return found;
}

/** Headings in the book's order, each line once. */
const uniqueLines = (found: Found[]) =>
  found.sort((a, b) => (before(a.at, b.at) ? -1 : 1)).filter((heading, k, all) => k === 0 || before(all[k - 1]!.at, heading.at));

/** The last heading on each page: the ones above it on its page open nothing. */
const onePerPage = (found: Found[]) => found.filter((heading, k) => found[k + 1]?.page !== heading.page);

/**
 * The titles the contents lists without a number before its first chapter and after its last ("LETTER FROM WENDELL
 * PHILLIPS, ESQ." after "PREFACE", "APPENDIX" after "CHAPTER XI"), each found in order as a line of its own: after
 * the contents and before the first chapter's heading, or after the last's.
 */
function listedAround(pages: string[], numbered: Found[], contentsEnd: [number, number]): Found[] {
  const { entries, end } = contentsEntries(pages);
  const first = entries.findIndex((entry) => numberedHeading(entry));
  const last = entries.findLastIndex((entry) => numberedHeading(entry));
  if (first < 0) return [];
  // "I. Of the different Species of Philosophy": a numbered entry, though not as a heading would print it.
  const unnumbered = (titles: string[]) => titles.filter((title) => !/^(?:\d{1,3}|[IVXLC]{1,7})\.\s/.test(title));
  const lines = pages.flatMap((text, i) =>
    text.split("\n").map((line, j) => ({ title: line.trim().replace(/\s+/g, " "), at: [i, j] as [number, number] })),
  );
  const inOrderBetween = (titles: string[], from: [number, number], until: [number, number]) => {
    const found: Found[] = [];
    let after = from;
    for (const title of titles) {
      // "THE LIFE OF CASTRUCCIO CASTRACANI OF LUCCA" printed over two lines, as a heading set large wraps.
      const spanned = (k: number) =>
        [1, 2, 3, 4].find((n) =>
          sameWords(
            lines
              .slice(k, k + n)
              .map((l) => l.title)
              .join(" "),
            title,
          ),
        ) ?? 0;
      const k = lines.findIndex((l, k) => before(after, l.at) && before(l.at, until) && spanned(k) > 0);
      if (k < 0) continue;
      const [line, n] = [lines[k]!, spanned(k)];
      const printed = lines.slice(k, k + n).map((l) => l.title);
      found.push({ value: 0, title: printed.join(" "), kind: "part", ditto: false, page: line.at[0] + 1, at: line.at });
      after = lines[k + n - 1]!.at;
    }
    return found;
  };
  // The last chapter's heading ends where its lines do: "BARBARIANS" under "CHAPTER XXVI — AN EXHORTATION", "TO
  // LIBERATE ITALY FROM THE" is its name's end, though the contents list it on a line of its own.
  const headingEnd = ({ at: [i, j], title }: Found): [number, number] => {
    const pageLines = [...pages[i]!.split("\n"), ...(pages[i + 1]?.split("\n") ?? [])];
    const n = [1, 2, 3, 4, 5, 6, 7, 8].find((n) => sameWords(pageLines.slice(j, j + n).join(" "), title)) ?? 1;
    const end = j + n - 1;
    const here = pages[i]!.split("\n").length;
    return end < here ? [i, end] : [i + 1, end - here];
  };
  // The list ends at the line that lists a title again: the book's first heading, perhaps.
  const listEnd: [number, number] = [end[0], end[1] - 1];
  const afterContents = before(contentsEnd, listEnd) ? listEnd : contentsEnd;
  return [
    ...inOrderBetween(unnumbered(entries.slice(0, first)), afterContents, numbered[0]!.at),
    ...inOrderBetween(unnumbered(entries.slice(last + 1)), headingEnd(numbered.at(-1)!), [pages.length, 0]),
  ];
}

/**
 * "DESCRIPTION OF THE METHODS ADOPTED BY THE DUKE VALENTINO WHEN MURDERING" (over two more lines) over "BY" and
 * "NICOLO MACHIAVELLI", "THE LIFE OF CASTRUCCIO CASTRACANI OF LUCCA" over "WRITTEN BY NICOLO MACHIAVELLI": after the
 * last chapter, the works a book appends (The Prince's plain text), each named in capitals (up to eight lines) over its
 * byline.
 */
function appendedWorks(pages: string[], last: Found): (Found & { lines: number })[] {
  const capitals = (line = "") => /\p{Lu}{2}/u.test(line) && !/\p{Ll}/u.test(line);
  return pages.flatMap((text, i) => {
    const lines = text.split("\n").map((line) => line.trim());
    return lines.flatMap((line, j) => {
      const byline = WORK_BYLINE.test(line) || (BYLINE_ALONE.test(line) && capitals(lines[j + 1]));
      if (!byline || !before(last.at, [i, j])) return [];
      let k = j;
      while (k > 0 && j - k < 8 && capitals(lines[k - 1]) && !WORK_BYLINE.test(lines[k - 1]!)) k--;
      if (k === j || !before(last.at, [i, k])) return [];
      const title = lines.slice(k, j).join(" ");
      return [
        { value: 0, title, kind: "part" as const, ditto: false, page: i + 1, at: [i, k] as [number, number], lines: j - k },
      ];
    });
  });
}

/**
 * The chapters' headings in a PDF without bookmarks (a book printed from plain text): lines that number chapters 1,
 * 2, 3… (or I, II, III…) in order anywhere on their pages (two at least when each says "Chapter", else three), with
 * the preface or introduction before them. Else the pages whose first line reads "Chapter 3".
 */
export function headingStarts(pages: string[]): HeadingStart[] {
  const { found, contentsEnd } = numberedHeadings(pages);
  const parts = found.filter((heading) => heading.kind === "part");
  // "PART I." over "CHAPTER I.": those called chapters when they number three or more, else the chapters numbered
  // without the word, else whatever numbers the book; else two called chapters.
  const labelled = inOrder(
    found.filter((heading) => heading.kind === "chapter"),
    parts,
  );
  // Hume's Enquiry numbers "SECTION I." to "XII.", some over a "PART I." and "PART II." of their own: sections
  // number the book where no heading says "Chapter".
  const sections = inOrder(
    found.filter((heading) => heading.kind === "section"),
    parts,
  );
  const candidates = [labelled, sections, inOrder(found.filter((heading) => heading.kind !== "part")), inOrder(found)];
  const numbered = candidates.find((headings) => headings.length >= 3) ?? (labelled.length === 2 ? labelled : []);
  if (numbered.length) {
    const listed = listedAround(pages, numbered, contentsEnd);
    const front = [...frontHeadings(pages, contentsEnd, numbered[0]!), ...listed.filter((h) => before(h.at, numbered[0]!.at))];
    // A work's name over its byline, whole, rather than the contents' lines of it.
    const appended = appendedWorks(pages, numbered.at(-1)!);
    const within = (heading: Found) =>
      appended.some(({ at: [i, j], lines }) => heading.at[0] === i && heading.at[1] >= j && heading.at[1] < j + lines);
    const back = uniqueLines([
      ...listed.filter((heading) => before(numbered.at(-1)!.at, heading.at) && !within(heading)),
      ...appended,
    ]);
    return [...onePerPage(uniqueLines(front)), ...numbered, ...back].map(({ title, page }) => ({ title, page }));
  }
  const named = contentsNamedStarts(pages);
  if (named.length) return named;
  const capitals = capitalsHeadings(pages);
  if (capitals.length) return capitals;
  return pages.flatMap((text, i) => {
    const title = detectHeading(text);
    return title ? [{ title, page: i + 1 }] : [];
  });
}
