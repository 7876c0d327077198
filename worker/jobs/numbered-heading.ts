import { NUMBER_WORDS, numberValue } from "./chapter-titles";

/**
 * What a heading numbers, from the largest: "PART I.", "BOOK II." over chapters; "CHAPTER III" (or a ditto mark
 * under it in a contents list, `"    3. CONTACT AND OPPORTUNITY`); a bare numeral ("I. LAYING PLANS"), which may also
 * number a chapter's sections.
 */
export type HeadingKind = "part" | "chapter" | "section" | "bare";

/** "Of the Quest of the Golden Fleece", "The Tea-Room": a chapter's short name in title case, not a sentence. */
const SMALL_IN_TITLES = new Set(
  "from with into upon over onto unto than that about after among before within without".split(" "),
);
function inTitleCase(name: string): boolean {
  const words = name.split(" ");
  const capital = (word: string) =>
    word.replace(/[^\p{L}]/gu, "").length < 4 || SMALL_IN_TITLES.has(word.toLowerCase()) || /^["“(]?\p{Lu}/u.test(word);
  return words.length <= 10 && words.every(capital) && !/[,;:]$/.test(name) && !/\p{Ll}{2}[.!?]\s/u.test(name);
}

// "FEDERALIST No. 10" (and "FEDERALIST. No. 1"): a series' name over its number labels its papers as "Chapter" does.
export const LABELLED = new RegExp(
  `^(chapter|part|book|section|lecture|letter|[a-z]{4,}\\.? no(?=\\.)|["”〃])\\.?\\s*(\\d{1,3}|[ivxlc]{1,7}|${NUMBER_WORDS.join("|")})\\b[.:]?(?:\\s*(?:--|[—–-]|~~)?\\s*(.*))?$`,
  "i",
);

/**
 * "I. LAYING PLANS", "CHAPTER III", "Chapter 3: The Long Road", "Chapter One ~~ Introductory", "II. The Schools of
 * Tea.": a line of its own that numbers a chapter, with a short name in capitals after a bare numeral (or in title
 * case after a Roman one), or any short name after "Chapter". Not a reference in the text ("Chapter V. ss. 19,
 * note.", "XI. The "six calamities" are discussed in…").
 */
export function numberedHeading(line: string): { value: number; title: string; kind: HeadingKind; ditto: boolean } | null {
  // "SECT. I. OF THE ORIGIN OF OUR IDEAS." (Hume's Treatise) in capitals; Locke's paragraphs are "Sect. 4.".
  const printed = line.trim().replace(/\s+/g, " ");
  const text = printed.replace(/^SECT\. (?=[IVXLC]{1,7}\b)/, "SECTION ");
  const titled = /^()([IVXLC]{1,7})\.\s+(\p{Lu}.*)$/u.exec(text);
  const bare =
    /^()(\d{1,3}|[IVXLC]{1,7})\.\s+([^\p{Ll}]*\p{Lu}[^\p{Ll}]*)$/u.exec(text) ??
    (titled && inTitleCase(titled[3]!) ? titled : null);
  // "TRANSCENDENTAL DIALECTIC—BOOK II—OF THE DIALECTICAL PROCEDURE OF PURE" (Kant): a division's name, then its book.
  const dashed = /^[^\p{Ll}—–]+[—–](BOOK|PART) ([IVXLC]{1,7})[—–]([^\p{Ll}]*)$/u.exec(text);
  if (dashed) return { value: numberValue(dashed[2]!), title: printed, kind: "part", ditto: false };
  const labelled = LABELLED.exec(text);
  const match = labelled ?? bare;
  const name = match?.[3] ?? "";
  // "CHAPTER XIV -- THAT WHICH CONCERNS A PRINCE ON THE SUBJECT OF THE ART OF WAR": a label may name at length.
  // "BOOK I. OF THE CAUSES OF IMPROVEMENT IN THE PRODUCTIVE POWERS OF LABOUR, AND OF THE ORDER…" over three lines.
  const words = labelled ? 40 : 12;
  if (!match || name.split(" ").length > words || /^\p{Ll}/u.test(name) || /[,;]$/.test(name)) return null;
  const [label, number] = [match[1]!.toLowerCase(), match[2]!];
  const kind = !label ? "bare" : label === "part" || label === "book" ? "part" : label === "section" ? "section" : "chapter";
  // As printed: the page is searched for it ("SECT. VII." under "SECT. VI." on one page, two short sections).
  return { value: numberValue(number), title: printed, kind, ditto: /^["”〃]/.test(label) };
}
