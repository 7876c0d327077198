import { type Grammar, NO_GRAMMAR } from "./grammar";
import {
  asNarration,
  isNarratedSpeech,
  joinLines,
  withCapitalsOpening,
  withDropCapJoined,
  withoutEditorsBrackets,
  withoutMarkedNotes,
  opensMarkedNote,
  withoutVerse,
  withLostDropCap,
  withoutNoteMarks,
  withoutParagraphNumber,
} from "./paragraph-text";
import { isBylineLine, isSalutation, withoutSynopsis } from "./heading-matter";
import type { OutlineEntry } from "../pdf";
import { bare, CHAPTER_LABEL, restOfTitle, titleLine, titleLines, withoutNoteMark } from "./printed-titles";
import { headingOf, isBreak } from "./line-kinds";
import { type BookTextProfile, EDGE_LINES, normalizeTitle, pageLines, stripSectionNumber } from "./book-profile";
import {
  ATTRIBUTION,
  ATTRIBUTION_IN_CAPITALS,
  BOOK_INDEX,
  GUTENBERG_END,
  GUTENBERG_START,
  isAdvertisement,
  isPageNumber,
  lineKey,
  isTitleOverProse,
  isWrapRemainder,
  runsOnAfterColon,
  PRINTED_PAGE_MARK,
  withAttributionsApart,
} from "./printed-lines";
import { CROSS_REFERENCE, proseSentences, splitSentences, withoutCrossReferences } from "./sentences";

export { type BookTextProfile, profileBook } from "./book-profile";

/**
 * Turns a PDF's page text into what a summarizer may read (docs/decisions/142-readable-summaries.md):
 * running heads, footers and page numbers dropped; headings kept as structure (a section's title), never
 * as a sentence; code, configuration and table lines dropped; list bullets stripped; words hyphenated at
 * line ends joined. Pure, so the offline and the production summarizer read the same text.
 */
export interface CleanSection {
  /** The book's own heading, section number removed; null for text before the chapter's first heading. */
  heading: string | null;
  paragraphs: string[];
  /**
   * Indexes of paragraphs that are items of a list introduced by a colon ("The main features are:"): an
   * item's first words complete that sentence ("On-line structure management."), so they are not one.
   */
  listItemsAfterColon?: number[];
}

export interface CleanChapter {
  title: string;
  sections: CleanSection[];
}

const CHAPTER_NUMBER = /^(?:chapter|part|book)\s+(?:\d{1,3}|[ivxlcdm]{1,7})\s*[.:—–-]?\s+/i;

const BULLET = /^([•◦▪‣●○■□·–—*-]|\d{1,2}[.)]|[a-z][.)])\s+/;
/** A salutation or a dateline before a chapter's prose: at most this many words ("To the People of the State of New York:"). */
const SALUTATION_WORDS = 12;
/** An epigraph: at most this many words, before anything else of its chapter. */
const EPIGRAPH_WORDS = 120;

/**
 * The chapter's prose, section by section. Lines are joined into paragraphs; a line clearly shorter
 * than a full line ends its paragraph (the last line of a paragraph, or a code or list line).
 */
export function cleanChapter(
  pages: string[],
  chapter: { title: string; pageStart: number; pageEnd: number },
  profile: BookTextProfile,
  sectionOutline: OutlineEntry[] = [],
  nextTitle?: string,
): CleanChapter {
  const sectionTitles = new Map(
    sectionOutline
      // "CHAPTER ONE" bookmarked over the chapter's name (How We Think) only numbers it: no section's title.
      .filter((s) => s.page >= chapter.pageStart && s.page <= chapter.pageEnd && s.title.replace(CHAPTER_LABEL, "").trim())
      .map((s) => [normalizeTitle(s.title), stripSectionNumber(s.title)]),
  );
  const chapterTitle = bare(chapter.title);
  const sections: CleanSection[] = [{ heading: null, paragraphs: [] }];
  let block: string[] = [];
  let blockIsColonListItem = false;
  let blockIsListItem = false;
  let listItems = 0;
  // A numbered paragraph's line stopped short mid-sentence ("II. It were… for a man" / "to depart out" / "of this
  // world"): a browser broke the line at a link's end. The paragraph goes on if the next line does in small letters.
  let numbered = false;
  let stoppedShort = false;
  // Whether a numbered paragraph came before in this chapter: only the first, "I.", ends its heading matter.
  let numberedBefore = false;
  // Whether a paragraph longer than a salutation ("To the People of the State of New York:") has been read.
  let proseBegun = false;
  // Whether the paragraph before was a salutation ending in a colon, after a paper's heading matter that ran into one
  // paragraph (The Federalist's plain text: "…MADISON", "To the People of the State of New York:", "THE Constitution…").
  let afterSalutation = false;
  // Whether the chapter opens with an address's salutation: what follows it is the letter's own, numbered or not.
  let addressed = false;
  // The chapter's opening lines so far that open with a capital (a verse's), and those that do not ("have ceased,",
  // a verse's line wrapped).
  const openingLines = { capitals: 0, others: 0 };
  const endBlock = () => {
    numbered = false;
    stoppedShort = false;
    const paragraph = withoutSynopsis(withoutReferences(withoutNoteMarks(joinLines(block, profile))));
    const section = sections[sections.length - 1]!;
    if (paragraph) section.paragraphs.push(paragraph);
    if (paragraph.split(" ").length > SALUTATION_WORDS) proseBegun = true;
    if (paragraph && blockIsColonListItem) {
      section.listItemsAfterColon = [...(section.listItemsAfterColon ?? []), section.paragraphs.length - 1];
    }
    if (paragraph && blockIsListItem) listItems++;
    block = [];
    blockIsColonListItem = false;
    blockIsListItem = false;
  };
  // What the chapter said before its own prose (an epigraph, a heading's matter) is not its opening.
  const dropOpening = () => {
    for (const section of sections) section.paragraphs.length = 0;
    proseBegun = false;
    openingLines.capitals = 0;
    openingLines.others = 0;
  };
  // A quotation and its attribution before anything else of the chapter: an epigraph, not the chapter's opening.
  const endsEpigraph = (line: string) => {
    const opening = sections[0]!.paragraphs;
    // A name in capitals under a verse's lines, each a paragraph of its own but maybe the last, a long one, which
    // reads on into the name (The Souls of Black Folk's "SCHILLER.").
    // Printed from plain text, a verse's lines run together into paragraphs: lines that open with a capital, all but a
    // wrapped one in four or more.
    const verse = openingLines.capitals >= 3 && openingLines.others * 4 <= openingLines.capitals;
    const underVerse = ATTRIBUTION_IN_CAPITALS.test(line) && ((block.length <= 1 && opening.length + block.length >= 2) || verse);
    if (!(ATTRIBUTION.test(line) || underVerse) || line.split(/\s+/).length > 10) return false;
    endBlock();
    // A long line of a verse over a name runs on into the next, as prose would: a paragraph may hold two.
    const lines = underVerse ? 2 : 1;
    const words = opening.join(" ").split(/\s+/).length;
    if (sections.length > 1 || !opening.length || listItems > 0 || words > lines * EPIGRAPH_WORDS) return false;
    // "Three rules:" then "— Be Kind" is a list.
    if (opening[opening.length - 1]!.endsWith(":")) return false;
    // A quotation, or the short lines of a verse, or words its attribution cites from a work or names in capitals
    // ("--ISAAC DISRAELI, Literary Character of Men of Genius."); a chapter's own first paragraph is none.
    const quoted = /^["“‘']/.test(opening[0]!);
    const cited = ATTRIBUTION.test(line) && (/,\s/.test(line) || /\p{Lu}{3}/u.test(line));
    if (!quoted && !verse && !cited && opening.some((p) => p.split(/\s+/).length > lines * 12)) return false;
    dropOpening();
    return true;
  };
  const continuesColonList = () => {
    const section = sections[sections.length - 1]!;
    const last = section.paragraphs.length - 1;
    return last >= 0 && (section.paragraphs[last]!.endsWith(":") || !!section.listItemsAfterColon?.includes(last));
  };

  let ended = false;
  const firstPage = Math.max(1, chapter.pageStart);
  const lastPage = Math.min(pages.length, chapter.pageEnd);
  let titleRest: string | undefined;
  for (let p = firstPage; p <= Math.min(pages.length, lastPage + (nextTitle ? 1 : 0)); p++) {
    // A publisher's advertisement after the last chapter is not the book ("Send $1.00 for a year's subscription").
    if (p > firstPage && p >= lastPage && isAdvertisement(pages[p - 1]!)) continue;
    // Epigraphs come before anything else of the chapter, maybe on the page after its title.
    const beforeProse = !block.length && sections.every((section) => !section.paragraphs.length);
    const lines = beforeProse ? withAttributionsApart(pageLines(pages[p - 1]!)) : pageLines(pages[p - 1]!);
    const edgeCount = Math.min(EDGE_LINES, Math.floor(lines.length / 2));
    // A chapter printed from the web starts mid-page: the lines above its title end the chapter before, which
    // reads on into this page up to that title.
    const title = p === firstPage ? titleLines(lines, chapter.title) : null;
    // A title the page break cut goes on atop the next page: those lines are no prose either.
    if (title?.rest) titleRest = title.rest;
    const from = title ? title.at : p === firstPage + 1 && titleRest ? restOfTitle(lines, titleRest) : 0;
    // The next chapter's title ends this one: on the page after its last, or on its last when the next starts there.
    const next = nextTitle && p >= lastPage ? titleLine(lines, nextTitle, p === firstPage ? from + 1 : 0) : -1;
    const to = next >= 0 || p > lastPage ? next : lines.length;
    for (const [i, pageLine] of lines.entries()) {
      // The title's first line ends the paragraph before it; the lines it wraps over are not prose.
      if (i < from || i >= to || ended || (title && i > title.at && i < title.at + title.count)) continue;
      // Nor is its first line, whatever it reads ("FEDERALIST No. 18" over the paper's name).
      if (title && i === title.at && title.count > 1) {
        endBlock();
        continue;
      }
      let line = pageLine;
      // Project Gutenberg's header and licence frame the book.
      if (GUTENBERG_START.test(line)) {
        block = [];
        sections.splice(0, sections.length, { heading: null, paragraphs: [] });
        continue;
      }
      // So does the book's index after its last chapter, in a book without bookmarks (The Descent of Man as plain text),
      // and what follows its "F  I  N  I  S." (Common Sense's praise from its readers).
      if (GUTENBERG_END.test(line) || (!nextTitle && BOOK_INDEX.test(line))) {
        ended = true;
        continue;
      }
      if (PRINTED_PAGE_MARK.test(line)) continue;
      const atEdge = i < edgeCount || i >= lines.length - edgeCount;
      if (atEdge && (isPageNumber(line) || profile.runningLines.has(lineKey(line)))) continue;
      // What an address's salutation follows is an editor's headnote ("This address was delivered at Cambridge in
      // 1837…", then "MR. PRESIDENT AND GENTLEMEN,").
      if (
        isSalutation(line) &&
        [...sections.flatMap((s) => s.paragraphs), ...block].join(" ").split(/\s+/).length <= EPIGRAPH_WORDS
      ) {
        endBlock();
        dropOpening();
        addressed = true;
      }
      // "BY" over "NICOLO MACHIAVELLI" under an appended work's name, before anything of it: no prose.
      if (!block.length && sections.every((s) => !s.paragraphs.length) && isBylineLine(line, lines[i - 1])) continue;
      const heading = headingOf(line, sectionTitles);
      // Before a line of capitals reads as a table's: "WILLIAM VAUGHN MOODY." under his verse.
      if (!heading && endsEpigraph(line)) continue;
      if (heading || isBreak(line, atEdge, chapterTitle, profile)) {
        endBlock();
        // The chapter's own title as a second-level bookmark ("PREFACE" under "Preface"): as the chapter names it.
        // So is its numbered heading ("CHAPTER II. THE FREE SPIRIT" over "The Free Spirit").
        const printed = heading && withoutNoteMark(heading);
        const own = [printed, printed?.replace(CHAPTER_NUMBER, "")].some((h) => h && bare(h) === chapterTitle);
        if (printed) sections.push({ heading: own ? chapter.title : printed, paragraphs: [] });
        continue;
      }
      // A numbered paragraph starts on a line of its own, after a full line too, and so do a drop cap's and a note's.
      const joined = withDropCapJoined(line, profile.words);
      const dropCap = joined !== line;
      // A quotation of many paragraphs opens each with a quotation mark and closes only the last (Raphael's account of
      // Utopia): a full line that ends a sentence, then one that opens a quotation, is a new paragraph.
      const quotedParagraph = /[.!?]$/.test(block.at(-1) ?? "") && /^["“]\p{Lu}/u.test(line);
      if (
        (stoppedShort && !/^\p{Ll}/u.test(line)) ||
        withoutParagraphNumber(line) !== line ||
        dropCap ||
        opensMarkedNote(line) ||
        quotedParagraph
      )
        endBlock();
      stoppedShort = false;
      if (!block.length) {
        line = withoutParagraphNumber(joined);
        numbered = line !== joined;
        // What a chapter of numbered paragraphs says before its first, "I.", is a heading's: Meditations' "concerning
        // HIMSELF:", its argument and an epigraph from another book.
        const opening = sections[0]!.paragraphs;
        if (numbered && !numberedBefore && !addressed && /^I\.? /.test(joined) && sections.length === 1)
          if (opening.join(" ").split(/\s+/).length <= 2 * EPIGRAPH_WORDS) dropOpening();
        numberedBefore ||= numbered;
      }
      if (!block.length && (!proseBegun || dropCap || afterSalutation))
        line = withCapitalsOpening(withLostDropCap(line, profile.words), profile);
      afterSalutation = false;
      const bullet = BULLET.exec(line);
      if (bullet) {
        endBlock();
        blockIsListItem = true;
        blockIsColonListItem = continuesColonList();
        block.push(line.slice(bullet[0].length));
      } else block.push(line);
      if (sections.length === 1) openingLines[/^["“‘']?\p{Lu}/u.test(line) ? "capitals" : "others"]++;
      // A line ending with a colon introduces a list, or code a browser prints after the page's prose: it ends here.
      // Not a full line whose sentence runs on below in small letters ("…reach not a stranger:" / "they speak not…").
      if (line.endsWith(":") && !runsOnAfterColon(line, lines[i + 1], profile.fullLine)) {
        afterSalutation = block.length === 1 && line.split(" ").length <= SALUTATION_WORDS;
        endBlock();
      } else if (
        line.length < profile.fullLine * 0.7 &&
        !isWrapRemainder(block.at(-2), line, lines[i + 1], profile.fullLine) &&
        // "HAVING examined the constitution of the House of" / "Representatives, …": a sentence goes on after "of".
        !(/\s(?:of|the)$/.test(line) && /^[\p{L}"“]/u.test(lines[i + 1] ?? ""))
      ) {
        if (numbered && /[\p{Ll},]$/u.test(line)) stoppedShort = true;
        else endBlock();
      } else if (block.length === 1 && isTitleOverProse(line, lines[i + 1], profile.fullLine)) endBlock();
    }
  }
  endBlock();
  const kept = withoutVerse(withoutMarkedNotes(withoutEditorsBrackets(sections), profile.fullLine), profile.fullLine).filter(
    (s) => s.paragraphs.length,
  );
  if (!isNarratedSpeech(kept.flatMap((s) => s.paragraphs))) return { title: chapter.title, sections: kept };
  return { title: chapter.title, sections: kept.map((s) => ({ ...s, paragraphs: s.paragraphs.map(asNarration) })) };
}

/** A paragraph without its cross-references: "(see Section 9.3.6)" removed, "See Section 9.3.6." dropped. */
function withoutReferences(paragraph: string): string {
  return splitSentences(paragraph)
    .map(withoutCrossReferences)
    .filter((s) => !CROSS_REFERENCE.test(s))
    .join(" ");
}

/**
 * Whether a chapter has a sentence a reader could be shown: not only a title page's or plates' lines, nor a
 * publisher's list of its books ("AESCHYLUS: Prometheus Bound. Tr. E. B. Browning."), which has no verb.
 */
export function hasProse(chapter: CleanChapter, grammar: Grammar = NO_GRAMMAR): boolean {
  return chapter.sections.some((section) =>
    section.paragraphs.some((paragraph) => proseSentences(paragraph).some(({ text }) => grammar.hasVerb(text))),
  );
}

/** The chapter's clean prose as one text (its size, or for adapters that read plain text). */
export function cleanText(chapter: CleanChapter): string {
  return chapter.sections.flatMap((s) => s.paragraphs).join("\n\n");
}
