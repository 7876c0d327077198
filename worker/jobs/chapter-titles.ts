/** What a chapter is called: its bookmark's title without the book's numbering, in title case when set in capitals. */
import { withoutNoteMark } from "../services/summarizer/printed-titles";
import { BARE_LABEL, DIVISION, endsPage } from "./chapter-bookmarks";
import { mostlyCapitalized, sameWords, wordsOf } from "../services/summarizer/printed-lines";

export const NUMBER_WORDS =
  "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty".split(
    " ",
  );
/** "Chapter Fourteen", "CHAPTER FOUR": a chapter's number spelled out, as a title's label has it. */
const NUMBER_WORD = NUMBER_WORDS.map((word) => `${word[0]!.toUpperCase()}${word.slice(1)}|${word.toUpperCase()}`).join("|");
export const numberValue = (label: string) =>
  /^\d+$/.test(label) ? Number(label) : isRoman(label) ? romanValue(label) : NUMBER_WORDS.indexOf(label.toLowerCase()) + 1;

/** A Roman numeral, lower case: "iv", "xvii" (not "civil" or "dim"). */
const ROMAN_NUMERAL = /^(?=[mdclxvi])m{0,3}(cm|cd|d?c{0,3})(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})$/;
export const isRoman = (word: string) => ROMAN_NUMERAL.test(word.toLowerCase());
export const romanValue = (numeral: string) => {
  const values: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100, d: 500, m: 1000 };
  const digits = [...numeral.toLowerCase()].map((d) => values[d]!);
  return digits.reduce((sum, value, i) => sum + (value < (digits[i + 1] ?? 0) ? -value : value), 0);
};

/**
 * "1 Introduction", "2. Unified system", "IV: Dynamics.", "CHAPTER III. The Great Potters", "CHAPTER XVIII(*) — …",
 * "Sect. IV. Objections Answered" (Hume's Treatise), "Chapter Two ~~ Pecuniary Emulation":
 * when the bookmarks number the chapters 1, 2, 3… (or I, II, III…) in order, the number goes, since every list of
 * chapters shows its own ("1  1 Introduction" read twice). So does a number every numbered title calls a chapter, as
 * when each book of The Wealth of Nations counts its chapters from I again. A title that merely starts with a number
 * ("10 Things I Learned" among unnumbered ones) keeps it. A full stop that ends most titles ("Dynamics.", a LaTeX
 * book's bookmarks; a question keeps its mark) goes too, and so does one title's after a whole word; and an editor's
 * note mark.
 */
export function withoutChapterNumbers<T extends { title: string }>(all: T[]): T[] {
  const chapters = all.map((c) => (withoutNoteMark(c.title) === c.title ? c : { ...c, title: withoutNoteMark(c.title) }));
  const LABEL = new RegExp(
    `^((?:Chapter|CHAPTER|Section|SECTION|Sect|SECT|Lecture|LECTURE)\\.?\\s+)?(\\d{1,3}|[IVXLCDM]{1,7}|(?<=^(?:Chapter|CHAPTER)\\s+)(?:${NUMBER_WORD}))(?:\\(\\*\\))?(?:\\s*(?:[—–~]+|--)\\s*|\\.?\\s+|[.:]\\s*)(?=\\S)`,
  );
  const labels = chapters.map((c) => LABEL.exec(c.title)).filter((label) => label !== null);
  const numbered = labels.map((label) => label[2]!);
  const inOrder =
    numbered.length >= 2 &&
    (numbered.every((n, i) => (isRoman(n) === isRoman(numbered[0]!) ? numberValue(n) : Number(n)) === i + 1) ||
      labels.every((label) => label[1]));
  // A question among them keeps its mark ("Is Opportunity Monopolized?" among "Gratitude."); so do the few a book's
  // own style leaves without ("Preface" among Locke's "Of Property.").
  const fullStops =
    chapters.length >= 2 &&
    chapters.filter((c) => /[^.\s][.?!]$/.test(c.title.trim())).length > chapters.length / 2 &&
    chapters.some((c) => /[^.\s]\.$/.test(c.title.trim()));
  // One title's full stop after a whole word ("The Schools of Tea." among "Taoism and Zennism") is print too; an
  // abbreviation's ("Smith & Co.", "etc.") is not.
  const afterWord = (title: string) =>
    /(?:^|\s)\p{Lu}?\p{Ll}{2,}\.$/u.test(title) && !/\b(?:etc|viz|esq|inc|ltd|vol|ibid|seq)\.$/i.test(title);
  return chapters.map((c) => {
    let title = inOrder ? c.title.replace(LABEL, "") : c.title;
    if ((fullStops && /[^.\s]\.$/.test(title.trim())) || afterWord(title.trim())) title = title.trim().slice(0, -1);
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
 * title case; Roman numerals (up to LXXXIX) stay capitals. Among titles that are not, one of several words in capitals
 * ("INTRODUCTION TO THE FIRST EDITION") is too.
 */
export function withTitlesInTitleCase<T extends { title: string }>(chapters: T[]): T[] {
  const most = chapters.filter((c) => inCapitals(c.title)).length * 2 > chapters.length;
  const words = (c: T) => most || /\s/.test(c.title.trim()) || BOOK_PART.test(c.title.trim());
  // A heading in quotation marks ("VOYAGE OF THE 'BEAGLE' FROM DECEMBER 27, 1831…") is titled without them.
  const unquoted = (title: string) => title.trim().replace(/^["“]([^"“”]+?)\.?["”]\.?$/, "$1");
  // A heading's closing full stop ("MENTAL UNITY.") is print, not name; so is a note's number on its last word
  // ("OF PROBABILITY9.", "THE DECENTRALIZATION OF INDUSTRY[10]").
  const named = (title: string) =>
    unquoted(title)
      .replace(/(?<=\p{Lu}{3})(?:\d{1,2}|\[\d{1,3}\])(?=\.?$)/u, "")
      .replace(/(?<=[^.\s]{2})\.$/, "");
  return chapters.map((c) => (inCapitals(c.title) && words(c) ? { ...c, title: titleCase(named(c.title)) } : c));
}

function titleCase(title: string): string {
  return title.toLowerCase().replace(/[\p{L}'’]+\.?/gu, (word, offset: number) => {
    // A title's numeral is small ("Henry VIII", "Part XIV"); "di", "mix" and "dim" are words.
    // "1st", "2nd": an ordinal's letters stay small.
    if (/\d$/.test(title.slice(0, offset))) return word;
    const numeral = word.replace(/\.$/, "");
    if (isRoman(numeral) && !/[cdm]/.test(numeral)) return word.toUpperCase();
    // After a colon, a dash, a bracket or a full stop ("Part II. On the Nature…", "Introduction. The Era of Crowds").
    const opens = offset === 0 || /[:—–(.]\s*$/.test(title.slice(0, offset));
    const closes = !/\p{L}/u.test(title.slice(offset + word.length));
    // "'beagle'": the letter after a quotation mark.
    return !opens && !closes && SMALL_WORDS.has(word) ? word : word.replace(/\p{L}/u, (letter) => letter.toUpperCase());
  });
}

/**
 * "CHAPTER II." over "WHAT UTILITARIANISM IS." on its page: a chapter whose title only numbers it is named by the
 * lines in capitals under its heading, before its prose (a book printed from the web bookmarks only the number), or
 * at the top of its page when the number ends the page before.
 */
export function namedByTheirHeadings<T extends { title: string; pageStart: number }>(chapters: T[], pages: string[]): T[] {
  return chapters.map((chapter) => {
    const label = chapter.title.trim();
    const series = SERIES_LABEL.exec(label);
    if ((!BARE_LABEL.test(label) && !series) || DIVISION.test(label)) return chapter;
    const lines = (pages[chapter.pageStart - 1] ?? "").split("\n").map((line) => line.trim());
    // At the foot of the page before, the name opens this one.
    const overleaf = endsPage(pages[chapter.pageStart - 2], label);
    const at = overleaf ? -1 : lines.findLastIndex((line) => sameWords(line, label));
    const name: string[] = [];
    for (const line of at >= 0 || overleaf ? lines.slice(at + 1, at + 5) : []) {
      // Three lines, or a fourth when the third is cut off ("…MIGHT NATURALLY BE EXPECTED TO", "PRODUCE.").
      if (name.length === 3 && !CUT_OFF.test(name[2]!)) break;
      // "INSECTS, continued.", "Birds--concluded.": a chapter that goes on with the one before's subject.
      const subject = line.replace(CONTINUED, "");
      const continued = subject !== line && (name.length > 0 || (/^\p{Lu}/u.test(subject) && subject.split(" ").length <= 8));
      const numbered = BARE_LABEL.test(line) || NUMBERED_LINE.test(line);
      // A long name wraps: "OF THE RIGHTS OF THE KINGDOME OF GOD, IN ABRAHAM, MOSES, HIGH PRIESTS," goes on.
      const words = line.split(/\s+/).length;
      if (!continued && (!inCapitals(line) || words > (CUT_OFF.test(line) ? 16 : 12) || numbered)) break;
      name.push(continued ? line.toUpperCase() : line);
    }
    // Its subject in brackets may be overleaf.
    const overPage = (pages[chapter.pageStart] ?? "").split("\n").map((line) => line.trim());
    const titled = name.length ? [] : titleCasedName([...lines.slice(at + 1), ...overPage].slice(0, 5));
    if (titled.length) {
      // "FEDERALIST. No. 1" over "General Introduction": "Federalist No. 1: General Introduction".
      const named = series ? `${titleCase(series[1]!)} ${series[2]}:` : label;
      return { ...chapter, title: `${named} ${titled.join(" ")}` };
    }
    // Plain text's "--" is a dash.
    return name.length ? { ...chapter, title: `${label} ${name.join(" ").replace(/\s*--\s*/g, "—")}` } : chapter;
  });
}

/** "FEDERALIST No. 10", "FEDERALIST. No. 1": a series' name over a paper's number. */
const SERIES_LABEL = /^(\p{Lu}{4,})\.?\s+(No\.\s*\d{1,3})$/u;

/**
 * "The Same Subject Continued" over "(The Union as a Safeguard Against Domestic Faction and" and "Insurrection)": a
 * name in title case under a label that only numbers its chapter, wrapped at a long line, with a subject in brackets
 * after it; not the lines under it that say where it was printed ("For the Independent Journal."), by whom
 * ("HAMILTON") or to whom ("To the People of the State of New York:").
 */
function titleCasedName(lines: string[]): string[] {
  const name: string[] = [];
  const open = () => (name.join(" ").match(/\(/g) ?? []).length > (name.join(" ").match(/\)/g) ?? []).length;
  for (const line of lines) {
    const previous = name.at(-1);
    const wraps = previous !== undefined && (previous.length >= 50 || open());
    const bracket = previous !== undefined && line.startsWith("(") && !open();
    // "…as the One Proposed to" goes on with "the Preservation of the Union".
    const titled =
      (wraps || /^[(\p{Lu}]/u.test(line)) &&
      /\p{Ll}{3}/u.test(line) &&
      mostlyCapitalized(line) &&
      !inCapitals(line) &&
      !NUMBERED_LINE.test(line) &&
      line.split(" ").length <= 14;
    const ended = /[.!?:;,]$/.test(line);
    if (ended || !(titled || open()) || (previous !== undefined && !wraps && !bracket)) break;
    name.push(line);
  }
  return open() ? [] : name;
}

/** "1. IMPULSIVENESS…", a section's heading, or "CHAPTER I. INTRODUCTION", a heading of its own: no part of a name. */
const NUMBERED_LINE = /^(?:(?:\d{1,3}|[IVXLC]{1,7})\.\s|(?:chapter|part|book)\s+(?:\d{1,3}|[ivxlc]{1,7})\b)/i;

const CONTINUED = /(?:^|,|--|—)\s*(?:continued|concluded)\.?$/i;

/** A title cut off after a small word or a comma: the bookmark (or the line) ends at a line break of its heading. */
export const CUT_OFF =
  /(?:,|;|\s(?:of|the|and|to|in|for|with|a|an|on|or|by|from|as|OF|THE|AND|TO|IN|FOR|WITH|A|AN|ON|OR|BY|FROM|AS))$/;

/** "PREFACE.", "INTRODUCTION. THE ERA OF CROWDS.": the book's own matter before its first chapter, in capitals. */
export const FRONT_HEADING = /^(?:PREFACE|INTRODUCTION|INTRODUCTORY|FOREWORD)\b[^\p{Ll}\d]*$/u;

/**
 * "CHAPTER XVII. OF THE CAUSES, GENERATION, AND DEFINITION OF A" goes on with "COMMON-WEALTH" on its page: a title
 * cut off at a line break of its heading takes the lines in capitals that follow it there (three at most).
 */
export function withWholeTitles<T extends { title: string; pageStart: number }>(chapters: T[], pages: string[]): T[] {
  return chapters.map((chapter) => {
    const title = chapter.title.trim();
    if (!CUT_OFF.test(title)) return chapter;
    const lines = (pages[chapter.pageStart - 1] ?? "").split("\n").map((line) => line.trim());
    const words = wordsOf(title);
    let end = -1;
    for (let i = 0; i < lines.length && end < 0; i++)
      for (let j = i; j < Math.min(lines.length, i + 6); j++) if (wordsOf(lines.slice(i, j + 1).join(" ")) === words) end = j;
    const rest: string[] = [];
    for (const line of end >= 0 ? lines.slice(end + 1, end + 4) : []) {
      // "MARRIAGE (JANUARY 29," goes on with "1839.)".
      const dateOrCapitals = inCapitals(line) || (!/\p{Ll}/u.test(line) && line.length <= 12);
      if (!dateOrCapitals || line.split(/\s+/).length > 12 || BARE_LABEL.test(line)) break;
      rest.push(line);
      if (!CUT_OFF.test(line)) break;
    }
    return rest.length ? { ...chapter, title: `${title} ${rest.join(" ")}` } : chapter;
  });
}
