import type { BookTextProfile } from "./book-profile";

/** How a paragraph's printed lines read as one text: words broken at a line's end, drop caps, note marks. */

/**
 * Joins a paragraph's lines. A word broken at a line's end is joined ("configu-" + "ration" is "configuration"),
 * unless the book writes it with its hyphen elsewhere ("well-known"), or the joined word is not one of the book's and
 * its first half is ("build-" + "essential" stays "build-essential": a browser never hyphenates on its own); a number
 * range broken at its hyphen joins ("Listing 3-" + "3").
 */
export function joinLines(lines: string[], profile: Pick<BookTextProfile, "hyphenated" | "words">): string {
  let text = "";
  for (const line of lines) {
    const broken = /([A-Za-z]+)-$/.exec(text);
    const next = /^([a-z]+)/.exec(line);
    if (broken && next) {
      const [head, tail] = [broken[1]!.toLowerCase(), next[1]!];
      const keepHyphen =
        profile.hyphenated.has(`${head}-${tail}`) ||
        (!profile.words.has(head + tail) && head.length >= 3 && profile.words.has(head));
      text = keepHyphen ? text + line : text.slice(0, -1) + line;
    } else if (/\d-$/.test(text) && /^\d/.test(line)) text += line;
    else text = text ? `${text} ${line}` : line;
  }
  // "using cargo run .", "the unit ( None ) variant" and "rustdoc ’s flags": a space pdf.js gave for the padding
  // around inline code.
  // "non- nullable": a compound the source wrapped after its hyphen, where the book writes it whole elsewhere.
  return (
    text
      .replace(/\s+/g, " ")
      .replace(/\b([A-Za-z]+)- ([a-z]+)\b/g, (whole, head: string, tail: string) =>
        profile.hyphenated.has(`${head.toLowerCase()}-${tail}`) ? `${head}-${tail}` : whole,
      )
      .replace(/ ([.,;:!?)])(?=\s|$)/g, "$1")
      .replace(/(\w) ([’']s)\b/g, "$1$2")
      // Plain text's "--" is a dash ("crowds not anonymous--deliberative assemblies"); an option ("cargo --release") is not.
      .replace(/(?<=[\p{L}\d,;.)’”])--\s?(?=[\p{L}\d“‘(])/gu, "—")
      .replace(/([([]) (?=\S)/g, "$1")
      .trim()
  );
}

/**
 * "T he moon rose", "A FTER having been": a drop cap set apart from the rest of its word, joined when that makes a
 * word of the book. "A" and "I" are words themselves: "A long time" and "A LONG time" stay, "A fter" joins.
 */
export function withDropCapJoined(line: string, words: ReadonlyMap<string, number>): string {
  const split = /^([A-Z]) ([a-z]+|[A-Z]+)\b/.exec(line);
  if (!split) return line;
  const letter = split[1]!;
  const rest = split[2]!;
  if (!words.has((letter + rest).toLowerCase())) return line;
  if ((letter === "A" || letter === "I") && words.has(rest.toLowerCase())) return line;
  return letter + line.slice(2);
}

/**
 * "THIS is a revised edition", "“HEA VEN helps those": a chapter's first words set in capitals (a kerned pair may
 * print one apart) read as a sentence does, when the book writes them in small letters elsewhere. "NASA is" stays;
 * a name the book writes with a capital keeps it ("MARCUS AURELIUS ANTONINUS was born" → "Marcus Aurelius Antoninus").
 */
export function withCapitalsOpening(
  line: string,
  book: { words: ReadonlyMap<string, number>; capitals: ReadonlyMap<string, number>; titled: ReadonlyMap<string, number> },
): string {
  // Before a word in small letters, a name ("THE Constitution proposed by the convention…") or a day ("MARCH 7th").
  const opening = /^([“"‘']?)(\p{Lu}+(?:['’]S)?(?: \p{Lu}+){0,2})(?= \p{Ll}| \p{Lu}\p{Ll}| \d{1,2}(?:st|nd|rd|th)?\b)/u.exec(
    line,
  );
  if (!opening) return line;
  // Written in small letters twice at least and three times as often as in capitals elsewhere ("ARM" and "HAL" are
  // names), or a long word in capitals nowhere else ("CALMNESS of mind"), which no acronym is.
  const known = (word: string) => {
    const key = word.toLowerCase().replace(/['’]s$/, "");
    const all = book.words.get(key) ?? 0;
    const inCapitals = book.capitals.get(key) ?? 0;
    return all - inCapitals >= Math.max(2, 3 * (inCapitals - 1)) || (key.length >= 6 && inCapitals <= 1);
  };
  const parts = opening[2]!.split(" ");
  const joined = parts.join("");
  // "A" and "I" are words ("A NOBLER want of man…" is not "Anobler"); a kerned pair joins only into a word the book
  // writes in small letters elsewhere ("HEA VEN").
  const word = (part: string) => part === "A" || part === "I" || known(part);
  const inSmallLetters = (key: string) => (book.words.get(key) ?? 0) - (book.capitals.get(key) ?? 0) >= 1;
  const text = parts.every(word)
    ? parts.join(" ")
    : parts.length > 1 && known(joined) && inSmallLetters(joined.toLowerCase())
      ? joined
      : null;
  if (!text || text.length < 2) return line;
  // Written with a capital at least four times in five elsewhere: a name, not a sentence's first word.
  const isName = (word: string) => {
    const key = word.toLowerCase();
    const written = (book.words.get(key) ?? 0) - (book.capitals.get(key) ?? 0);
    return written >= 2 && (book.titled.get(key) ?? 0) >= 0.8 * written;
  };
  const cased = text
    .split(" ")
    .map((word, i) => (i === 0 || isName(word) ? word.charAt(0) + word.slice(1).toLowerCase() : word.toLowerCase()))
    .join(" ");
  return opening[1] + cased + line.slice(opening[0].length);
}

/**
 * Footnote marks: "without a plan. 12 Nobody designs it." and "as Smith argued,3 sets" lose their number (the
 * sentence after one would start with it, and not be shown). Only after a word of two small letters or more: "2.0"
 * and "X.680 ITU-T" stay. A web edition's marks go too: "Ascanio.(*)" and "know a lord. [216]" (an index "a[0]"
 * follows no space or stop).
 */
export function withoutNoteMarks(text: string): string {
  return text
    .replace(/[\u00B9\u00B2\u00B3\u2070-\u2079]+/g, "")
    .replace(/(?<=[\p{L}.,;:!?"”’)]) ?\((?:\*{1,3}|[†‡])\)/gu, "")
    .replace(/(?<=\p{Ll}{2}[.!?,;:]["”’)]?) ?\[\d{1,3}\](?= |$|--|—)/gu, "")
    .replace(/(\p{Ll}{2}[.!?]["”’)]?) ?\d{1,3}(?= ["“‘]?\p{Lu})/gu, "$1")
    .replace(/(\p{Ll}{2}[,;:])\d{1,3}(?= )/gu, "$1");
}

/**
 * "I. He that is unjust…", "XXIII Consider how…": a paragraph numbered in Roman numerals (Meditations) reads without
 * its number. Only a numeral with its full stop or of two letters or more: "I am" and "CIVIC Pride" stay. So does one
 * numbered as a section: "Sect. 4. TO understand political power right…" (Locke).
 */
export function withoutParagraphNumber(line: string): string {
  const section = /^(?:Sect?\.|Section|§)\s?\d{1,4}\.\s+(?=\p{Lu})/u.exec(line);
  if (section) return line.slice(section[0].length);
  const number = /^(?=[IVXLC])(?:C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})(\.?) (?=\p{Lu}\p{Ll})/u.exec(line);
  if (!number || (number[0].length <= 2 && !number[1])) return line;
  return line.slice(number[0].length);
}

/**
 * A drop cap printed as a picture is lost from the text: a chapter opening "USIC is dual in its nature" gets its
 * "M" back when one letter alone makes a word the book says elsewhere and the capitals themselves are not one.
 */
export function withLostDropCap(line: string, words: ReadonlyMap<string, number>): string {
  const capitals = /^([A-Z]{2,})\b/.exec(line)?.[1];
  if (!capitals || (words.get(capitals.toLowerCase()) ?? 0) > 1) return line;
  const fits = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"].filter((letter) => (words.get((letter + capitals).toLowerCase()) ?? 0) >= 2);
  return fits.length === 1 ? fits[0] + line : line;
}

const count = (text: string, mark: string) => text.split(mark).length - 1;
const opensUnclosed = (paragraph: string) =>
  count(paragraph, "“") > count(paragraph, "”") || (paragraph.startsWith('"') && count(paragraph, '"') % 2 === 1);

/**
 * A narrator's speech over many paragraphs, each opening on a quotation mark that only the last closes (Hythloday's
 * account of Utopia, its whole second book): half a chapter's paragraphs open so. A reply in a dialogue that runs on
 * to the next paragraph is still someone's speech.
 */
export function isNarratedSpeech(paragraphs: string[]): boolean {
  const narrated = paragraphs.filter(opensUnclosed).length;
  return narrated > 0 && narrated >= paragraphs.length / 2;
}

/** A paragraph of a narrator's speech as the book's own telling: without the marks that no closing mark answers. */
export function asNarration(paragraph: string): string {
  if (!opensUnclosed(paragraph)) return paragraph;
  const text = paragraph.startsWith('"') && count(paragraph, '"') % 2 === 1 ? paragraph.slice(1) : paragraph;
  return text.replace(/“(?=[^”]*(?:“|$))/g, "");
}

/** "[True excellence being, as Tu Mu says: … without shedding a drop of blood."]": sentences in brackets. */
const EDITORS_PASSAGE = /\s*\[\p{Lu}[^\]]*?\s[^\]]*?[.!?]["”’]?\]/gu;

/** How many paragraphs on an editor's bracket left open must close, or it was none. */
const BRACKETED_PARAGRAPHS = 40;

/**
 * An editor's words in square brackets: Giles's commentary between Sun Tzu's sayings in The Art of War, paragraphs
 * that open on one ("[Ts`ao Kung, in defining the meaning…", then "…in his tent.]"), sentences within one ("[True
 * excellence being, as Tu Mu says: …]"), or one opened after a saying in its paragraph and closed paragraphs later
 * ("…associated with long delays. [This concise and difficult sentence…", decision 263). Code's brackets
 * ("[dependencies]", "[T; N]", "*.[ch]") hold no sentence; a bracket nothing closes soon is no editor's.
 */
export function withoutEditorsBrackets<T extends { paragraphs: string[] }>(sections: T[]): T[] {
  const all = sections.flatMap((section) => section.paragraphs);
  const closesSoon = (index: number) => all.slice(index + 1, index + 1 + BRACKETED_PARAGRAPHS).some((p) => p.includes("]"));
  let open = false;
  let index = -1;
  return sections.map((section) => ({
    ...section,
    paragraphs: section.paragraphs.flatMap((paragraph) => {
      index++;
      let text = paragraph;
      if (open) {
        const close = text.indexOf("]");
        if (close < 0) return [];
        [open, text] = [false, text.slice(close + 1)];
      }
      text = text.replace(EDITORS_PASSAGE, "");
      const opening = /(?:^|\s)\[\p{Lu}[^\]]*$/u.exec(text);
      if (opening && closesSoon(index)) [open, text] = [true, text.slice(0, opening.index)];
      text = text.trim();
      return text ? [text] : [];
    }),
  }));
}

/** A web edition's note mark opening a note's first line: "(*)", "(**)", "(+)", "[*]". */
const NOTE_MARK = /^(?:\((?:\*{1,3}|\+{1,3}|†|‡)\)|\[(?:\*{1,3}|\+{1,3})\])\s/;

/** A printed line that opens a web edition's note ("(*) Hiero II, born about 307 B.C."): a paragraph of its own. */
export const opensMarkedNote = (line: string) => NOTE_MARK.test(line);

/**
 * A web edition's notes under a paragraph, printed as lines of their own: The Prince's "(*) Nabis, tyrant of Sparta,
 * conquered by the Romans under" / "Flamininus in 195 B.C.; killed 192 B.C.". A marked line and the short lines that
 * run on from it until one ends a sentence (three at most) go; the mark already went from the prose ("Scali(+) in").
 * Where the prose after a note ran into it (the plain text's "(+) Charles VIII, …, died 1498. King Louis was brought
 * into Italy…"), only the mark and its first sentence go.
 */
export function withoutMarkedNotes<T extends { paragraphs: string[]; listItemsAfterColon?: number[] }>(
  sections: T[],
  fullLine: number,
): T[] {
  const oneLine = (paragraph: string) => paragraph.length <= fullLine * 1.2;
  return sections.map((section) => {
    const kept: { at: number; text: string }[] = [];
    let runsOn = 0;
    let changed = false;
    section.paragraphs.forEach((paragraph, at) => {
      if (NOTE_MARK.test(paragraph) && !oneLine(paragraph)) {
        runsOn = 0;
        const rest = paragraph.replace(/^\S+\s+[\s\S]*?[.!?]["”’')]?\s+(?=["“‘']?\p{Lu})/u, "");
        if (rest !== paragraph) kept.push({ at, text: rest });
        changed = true;
      } else if (NOTE_MARK.test(paragraph) || (runsOn > 0 && oneLine(paragraph))) {
        runsOn = endsSentence(paragraph) ? 0 : NOTE_MARK.test(paragraph) ? 3 : runsOn - 1;
        changed = true;
      } else {
        runsOn = 0;
        kept.push({ at, text: paragraph });
      }
    });
    if (!changed) return section;
    const items = section.listItemsAfterColon?.map((i) => kept.findIndex((k) => k.at === i)).filter((i) => i >= 0);
    return { ...section, paragraphs: kept.map((k) => k.text), ...(items && { listItemsAfterColon: items }) };
  });
}

/** A line of verse: one printed line, opening with a capital; not a list's lead ("Keep three rules in every camp:"). */
const verseLine = (paragraph: string, fullLine: number) =>
  paragraph.length <= fullLine && /^["“‘'(]?\p{Lu}/u.test(paragraph) && !paragraph.endsWith(":");
const endsSentence = (paragraph: string) => /[.!?]["”’')]?$/.test(paragraph);

/**
 * A poem quoted in prose (The Art of Public Speaking's selections for practice: "How soft the music of those village
 * bells," / "Falling at intervals upon the ear"): three lines or more, each a paragraph of one printed line that opens
 * with a capital, half of them ending mid-sentence; a list's items under a colon are not. Left out of the chapter's
 * prose, unless verse is half its words (a poem is its chapter then). A table's rows and a title page's lines go too.
 */
export function withoutVerse<T extends { paragraphs: string[]; listItemsAfterColon?: number[] }>(
  sections: T[],
  fullLine: number,
): T[] {
  const verse = sections.map((section) => {
    const inVerse = new Set<number>();
    const { paragraphs } = section;
    const line = (i: number) => verseLine(paragraphs[i]!, fullLine) && !section.listItemsAfterColon?.includes(i);
    for (let start = 0; start < paragraphs.length; ) {
      let end = start;
      while (end < paragraphs.length && line(end)) end++;
      const run = paragraphs.slice(start, end);
      if (run.length >= 3 && run.filter((text) => !endsSentence(text)).length * 2 >= run.length)
        for (let i = start; i < end; i++) inVerse.add(i);
      start = Math.max(end, start + 1);
    }
    return inVerse;
  });
  const words = (paragraphs: string[]) => paragraphs.join(" ").split(/\s+/).length;
  const all = words(sections.flatMap((section) => section.paragraphs));
  const inVerse = words(sections.flatMap((section, s) => section.paragraphs.filter((_, i) => verse[s]!.has(i))));
  if (!inVerse || inVerse * 2 >= all) return sections;
  return sections.map((section, s) => {
    const kept = section.paragraphs.flatMap((_, i) => (verse[s]!.has(i) ? [] : [i]));
    const items = section.listItemsAfterColon?.map((i) => kept.indexOf(i)).filter((i) => i >= 0);
    return { ...section, paragraphs: kept.map((i) => section.paragraphs[i]!), ...(items && { listItemsAfterColon: items }) };
  });
}
