import { CUT_OFF } from "./chapter-titles";
import { type HeadingKind, LABELLED, numberedHeading } from "./numbered-heading";
import { mostlyCapitalized } from "../services/summarizer/printed-lines";

/** A numbered heading found on a page (docs/decisions/212): what it numbers, its title as printed and where it is. */
export interface Found {
  value: number;
  ditto: boolean;
  title: string;
  kind: HeadingKind;
  /** The page its chapter starts on (the next, for a heading at the foot of its page). */
  page: number;
  /** Where its line is in the book: the page's index, then the line's. */
  at: [number, number];
}

export const before = (a: [number, number], b: [number, number]) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);

/** A page's numbered headings, in order. */
export function pageHeadings(pages: string[], i: number): Found[] {
  const lines = pages[i]!.split("\n");
  // "IV. POSITION OF THE COMMUNISTS IN RELATION TO THE" goes on with "VARIOUS EXISTING OPPOSITION PARTIES"; a long
  // chapter's heading in capitals, wrapped, with the next line in capitals too ("…CONQUERED BY ALEXANDER, DID NOT",
  // "REBEL AGAINST THE SUCCESSORS OF ALEXANDER AT HIS DEATH").
  const capitals = (text = "") => /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);
  const wrapped = (line: string, next = "", first = true) =>
    line.trim().length >= 50 &&
    (!first || LABELLED.test(line.trim())) &&
    capitals(line) &&
    capitals(next) &&
    !numberedHeading(next);
  // "Chapter I. Of the Transcendental Clue to the Discovery of all Pure" goes on with "Conceptions of the
  // Understanding" (Kant): a long heading in small letters too, without a stop, over a short line of capitalized words.
  // Not one in capitals over a note in the margin ("CHAPTER X. OF POWER, WORTH…" over "Power", Leviathan).
  const titleCased = (text = "") =>
    text.trim().length <= 60 && /^\p{Lu}/u.test(text.trim()) && !/[!?;:]|\.\s/.test(text) && mostlyCapitalized(text);
  const wrappedMixed = (line: string, next = "") =>
    line.trim().length >= 50 &&
    LABELLED.test(line.trim()) &&
    (line.match(/\b\p{Ll}+\b/gu) ?? []).length >= 2 &&
    !/[.!?:;,]$/.test(line.trim()) &&
    titleCased(next) &&
    !numberedHeading(next);
  // "…VOLUNTARY MOTIONS", "COMMONLY CALLED THE PASSIONS. AND THE SPEECHES BY WHICH THEY ARE", "EXPRESSED.": up to
  // three lines, the last maybe overleaf ("…CITIES AND TOWNS, AFTER THE", "FALL OF THE ROMAN EMPIRE.").
  const withOverleaf = [...lines, pages[i + 1]?.trimStart().split("\n", 1)[0] ?? ""];
  // "Chapter Thirteen ~~ Survivals of the Non-" over "Invidious Interests": a word's hyphen, one word.
  const hyphened = (line: string, next = "") =>
    /\p{L}-$/u.test(line.trim()) && LABELLED.test(line.trim()) && titleCased(next) && !numberedHeading(next);
  const whole = (line: string, j: number) => {
    let text = line.trim();
    for (let k = j; k < j + 2 && k + 1 < withOverleaf.length; k++) {
      const [here, next] = [withOverleaf[k]!, withOverleaf[k + 1]];
      const hyphen = k === j && hyphened(here, next);
      if (!CUT_OFF.test(here.trim()) && !wrapped(here, next, k === j) && !(k === j && wrappedMixed(here, next)) && !hyphen) break;
      text = `${text}${hyphen ? "" : " "}${withOverleaf[k + 1]!.trim()}`;
    }
    return text;
  };
  // "CHAPTER IV — WHY THE KINGDOM", "OF DARIUS, CONQUERED BY", "ALEXANDER, DID NOT REBEL AGAINST", "THE SUCCESSORS
  // OF ALEXANDER AT", "HIS DEATH", then prose: a named heading set large (a book printed from the web) wraps over short
  // lines in capitals, all of them its name when prose (or a note in the margin) follows them, overleaf too.
  const setLarge = (j: number) => {
    const name = LABELLED.exec(lines[j]!.trim())?.[3];
    if (!name || !capitals(name)) return undefined;
    const here = lines.slice(j + 1).map((line) => line.trim());
    const following = [...here, ...(pages[i + 1]?.split("\n") ?? []).map((line) => line.trim())];
    const more: string[] = [];
    for (const line of following.slice(0, 6)) {
      // Overleaf after a comma, a small word or a word's hyphen ("COMMON-" over "WEALTH").
      const last = more.at(-1) ?? name;
      const runsOverleaf = CUT_OFF.test(last) || /\p{Lu}-$/u.test(last);
      if (!capitals(line) || numberedHeading(line) || (more.length === here.length && !runsOverleaf)) break;
      more.push(line);
    }
    const after = following[more.length] ?? "";
    const prose = /\p{Ll}/u.test(after) && !numberedHeading(after);
    // "…PROCREATION OF A COMMON-" over "WEALTH": one word.
    return more.length && prose ? [lines[j]!.trim(), ...more].join(" ").replace(/(?<=\p{Lu}-) (?=\p{Lu})/gu, "") : undefined;
  };
  const last = lines.findLastIndex((line) => line.trim());
  // "I" over "Of Our Spiritual Strivings": a numeral on a line of its own numbers the title under it (overleaf, at
  // the foot of its page).
  const numeral = (j: number) => /^[IVXLC]{1,7}\.?$/.test(lines[j]!.trim());
  const under = (j: number) => (j < last ? lines[j + 1] : pages[i + 1]?.trimStart().split("\n", 1)[0]) ?? "";
  return lines.flatMap((line, j) => {
    const heading = numeral(j)
      ? numberedHeading(`${line.trim().replace(/\.$/, "")}. ${under(j)}`)
      : (numberedHeading(setLarge(j) ?? whole(line, j)) ?? numberedHeading(line));
    // A heading at the foot of its page ("CHAPTER III." with "BEAUTY." overleaf) starts its chapter on the next.
    const overleaf = j === last || (numeral(j) && j + 1 === last);
    return heading ? [{ ...heading, page: overleaf ? i + 2 : i + 1, at: [i, j] as [number, number] }] : [];
  });
}
