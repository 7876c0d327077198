import type { OutlineEntry } from "../pdf";
import { lineKey } from "./printed-lines";

/** What a whole book's pages say about how it is printed: its running heads, line length and words. */
export interface BookTextProfile {
  /** Normalized keys of lines repeated at the top or bottom of many pages. */
  runningLines: Set<string>;
  /** Typical length of a full line of body text (a shorter line ends its paragraph). */
  fullLine: number;
  /** Hyphenated words written mid-line somewhere in the book ("well-known"): their hyphen is real. */
  hyphenated: Set<string>;
  chapterTitles: Set<string>;
  /** Every word of the book, lower case, with how often it is said: a drop cap joins its word only to make one. */
  words: Map<string, number>;
  /** How often each word (lower case) is written in capitals: "ARM" is a name, "THIS" opening a chapter is not. */
  capitals: Map<string, number>;
  /** How often each word (lower case) is written with a capital and small letters after it ("Aurelius"). */
  titled: Map<string, number>;
}

export const EDGE_LINES = 2;

/**
 * Project Gutenberg's plain text marks italics with underscores: "done _for_ men", "—_B." over "Disraeli_.". The
 * words read without them (a line with two underscores reads as code and was lost). Only a pair around words, from a
 * word's start to a word's end, maybe over a line's end: "snake_case" and "__init__" keep theirs.
 */
const EMPHASIS = /(?<=^|[\s([“"‘'—–-])_(?=[^\s_])([^_\n]*(?:\n[^_\n]*)?)(?<=[^\s_])_(?=$|[\s.,;:!?)\]”"’'—–-])/gmu;
export const withoutEmphasisMarks = (text: string) => text.replace(EMPHASIS, "$1");

/** A page's lines as read: spaces collapsed, italics' underscores gone, blank lines left out. */
export function pageLines(page: string): string[] {
  return withoutEmphasisMarks(page)
    .split("\n")
    .map((l) => l.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

function edges(lines: string[]): string[] {
  if (lines.length <= EDGE_LINES * 2) return lines;
  return [...lines.slice(0, EDGE_LINES), ...lines.slice(-EDGE_LINES)];
}

export function normalizeTitle(title: string): string {
  return stripSectionNumber(title).toLowerCase().replace(/\s+/g, " ").trim();
}

/** "2.7.11 Who uploaded the package?" -> "Who uploaded the package?" */
export function stripSectionNumber(heading: string): string {
  return heading.replace(/^(§\s*)?(\d+|[A-Z](?=\.\d))(\.\d+)*\.?\s+/, "").trim();
}

export function profileBook(pages: string[], outline: OutlineEntry[]): BookTextProfile {
  const counts = new Map<string, number>();
  const lengths: number[] = [];
  const hyphenated = new Set<string>();
  const words = new Map<string, number>();
  const capitals = new Map<string, number>();
  const titled = new Map<string, number>();
  let brokenBefore = false;
  for (const page of pages) {
    const lines = pageLines(page);
    for (const key of new Set(edges(lines).map(lineKey))) counts.set(key, (counts.get(key) ?? 0) + 1);
    for (const line of lines) {
      if (line.split(" ").length >= 6) lengths.push(line.length);
      for (const word of line.match(/[A-Za-z]+-[A-Za-z]+/g) ?? []) hyphenated.add(word.toLowerCase());
      // Not a drop cap's split word ("A fter", "A PRIL"): it is not a word of the book.
      // Nor a word's halves broken at a line's end ("configu-" / "ration").
      const whole = line.replace(/^[A-Z] (?:[a-z]+|[A-Z]+)\b/, "").replace(/[A-Za-z]+-$/, "");
      for (const word of (brokenBefore ? whole.replace(/^[a-z]+/, "") : whole).match(/[A-Za-z]{2,}/g) ?? []) {
        words.set(word.toLowerCase(), (words.get(word.toLowerCase()) ?? 0) + 1);
        if (!/[a-z]/.test(word)) capitals.set(word.toLowerCase(), (capitals.get(word.toLowerCase()) ?? 0) + 1);
        else if (/^[A-Z][a-z]+$/.test(word)) titled.set(word.toLowerCase(), (titled.get(word.toLowerCase()) ?? 0) + 1);
      }
      brokenBefore = /[A-Za-z]-$/.test(line);
    }
  }
  const threshold = Math.max(3, Math.ceil(pages.length * 0.2));
  const runningLines = new Set([...counts].filter(([key, n]) => n >= threshold && key !== "#").map(([key]) => key));
  lengths.sort((a, b) => a - b);
  const fullLine = lengths.length ? lengths[Math.floor(lengths.length * 0.9)]! : 80;
  const chapterTitles = new Set(outline.map((o) => normalizeTitle(o.title)));
  return { runningLines, fullLine, hyphenated, chapterTitles, words, capitals, titled };
}
