import { proseShare } from "./sentences";

/**
 * What a line of a printed page is, apart from prose: a page number, a running line, Project Gutenberg's marks, code,
 * an epigraph's attribution.
 */

const ROMAN = /^[ivxlcdm]+$/i;

/** A running line's identity: case, digits and roman page numbers ignored. */
export function lineKey(line: string): string {
  return line
    .toLowerCase()
    .split(/\s+/)
    .map((token) => (/\d/.test(token) || ROMAN.test(token) ? "#" : token))
    .join(" ")
    .replace(/#(\s*[#/]\s*)+#?/g, "#")
    .trim();
}

export function isPageNumber(line: string): boolean {
  return /^(page\s+)?(\d{1,4}|[ivxlcdm]{1,7})(\s*(\/|of)\s*\d{1,4})?$/i.test(line.trim());
}

/** "p. 67", "[Pg 12]": Project Gutenberg's mark of the printed book's page, set in the margin wherever it falls. */
export const PRINTED_PAGE_MARK = /^(?:p\.\s?(?:\d{1,4}|[ivxlc]{1,6})|\[(?:Pg|p\.)\s?(?:\d{1,4}|[ivxlc]{1,6})\])$/;

export const GUTENBERG_START = /^\*{3} ?START OF (THE|THIS) PROJECT GUTENBERG/i;
/** "*** END OF THIS PROJECT GUTENBERG EBOOK…", and "End of the Project Gutenberg EBook of…" over it. */
export const GUTENBERG_END = /^(?:\*{3} ?END OF (?:THE|THIS) |END OF (?:THE )?)PROJECT GUTENBERG/i;
/** "INDEX." on a line of its own, in capitals; or "F  I  N  I  S.", "THE END": the book's last words. */
export const BOOK_INDEX = /^(?:INDEX|F\s*I\s*N\s*I\s*S|THE END)\.?$/;

/**
 * "…best understood by a brief" / "account" / "of how it came to be written.": a line of plain text too long for the
 * page, wrapped after a full line into a short one, whose sentence runs on below in small letters. No paragraph ends
 * there.
 */
export function isWrapRemainder(previous: string | undefined, line: string, next: string | undefined, fullLine: number) {
  return (
    !!previous &&
    previous.length >= fullLine * 0.9 &&
    /^\p{Ll}[\p{L}'’-]*(?: [\p{L}'’-]+){0,2},?$/u.test(line) &&
    !!next &&
    /^\p{Ll}/u.test(next) &&
    !/[{};=<>]/.test(next)
  );
}

/**
 * "I. Of the difference between Pure and Empirical Knowledge" over "That all our knowledge begins…" (Kant), "1849,
 * original title: Resistance to Civil Government" over "I heartily accept the motto…" (Thoreau): a short line named
 * in capitals, without a stop, over a line that opens a sentence. Plain text keeps no blank line between them; it is a
 * heading's line, not the first of the paragraph below.
 */
export function isTitleOverProse(line: string, next: string | undefined, fullLine: number): boolean {
  if (!next || line.length >= fullLine * 0.8 || /[.!?,;:—–-]["”’')]?$/.test(line) || !/^["“]?(?:\p{Lu}\p{Ll}|I\s)/u.test(next))
    return false;
  // Hobbes's notes in the margin, two lines of capitalized words ("No Man Can Without Injustice Protest Against The"
  // / "Institution Of The Soveraigne…"), are one heading: the line below is prose in small letters.
  return namesInCapitals(line) && !namesInCapitals(next);
}

/** Three words of four letters or more, half of them and the last capitalized: a title's line. */
function namesInCapitals(line: string): boolean {
  const words = line.match(/\p{L}{4,}/gu) ?? [];
  return words.length >= 3 && mostlyCapitalized(line) && /^\p{Lu}/u.test(words.at(-1)!);
}

/** Half the words of four letters or more are capitalized, as in a title ("Conceptions of the Understanding"). */
export function mostlyCapitalized(text: string): boolean {
  const words = text.match(/\p{L}{4,}/gu) ?? [];
  return words.filter((word) => /^\p{Lu}/u.test(word)).length * 2 >= words.length;
}

/**
 * A full line ending with a colon whose sentence runs on below in small letters, not into code: a semicolon in the
 * line below is prose's ("question:" over "unasked by some through feelings of delicacy; by others…", Du Bois),
 * one ending it a statement's.
 */
export function runsOnAfterColon(line: string, next: string | undefined, fullLine: number): boolean {
  return line.length >= fullLine * 0.9 && !!next && /^\p{Ll}+ \p{Ll}/u.test(next) && !/[{}=<>]|;$/.test(next);
}

/**
 * "— Marcus Aurelius, Meditations": a name (its words capitalized), then perhaps where it was said. Plain text writes
 * the dash as two hyphens: "--ISAAC DISRAELI, Literary Character of Men of Genius.".
 */
export const ATTRIBUTION =
  /^(?:[—–―]|--)\s?\p{Lu}[\p{L}.'’-]*(\s(\p{Lu}[\p{L}.'’-]*|of|the|de|da|von|van|le|la|du|bin|ibn))*(,\s[^.!?:;]+\.?)?$/u;

/** "ARTHUR SYMONS.", "OMAR KHAYYAM (FITZGERALD).", "NEGRO SONG.": a verse epigraph's attribution in capitals. */
export const ATTRIBUTION_IN_CAPITALS = /^(?=.*\p{Lu}{2})\p{Lu}[\p{Lu}.'’()-]*(\s[\p{Lu}.'’()-]+){0,4}\.$/u;

/**
 * "…her.”—John Ruskin." and "…ténèbres.”—" over "Bernard Palissy.": a quotation with its attribution run on (as a
 * book printed from the web sets its epigraphs) is split so the attribution is a line of its own.
 */
export function withAttributionsApart(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const quoted = /^(.*[”"])([—–―])(.*)$/u.exec(lines[i]!);
    // The name runs on to the next line: "—" or "—B." over "Disraeli.", "—De" over "Salvandy.".
    const runsOn = !!quoted && (!quoted[3] || /^\p{Lu}[\p{L}'’-]*\.$/u.test(lines[i + 1] ?? ""));
    const name = quoted && (runsOn ? `${quoted[3]} ${lines[i + 1] ?? ""}`.trim() : quoted[3]);
    if (!quoted || !ATTRIBUTION.test(`${quoted[2]}${name}`)) out.push(lines[i]!);
    else {
      out.push(quoted[1]!, `${quoted[2]}${name}`);
      if (runsOn) i++;
    }
  }
  return out;
}
const CODE_CHARS = /[{}<>=|\\$#~`^_]/g;
/** Shell lines, configuration, tables: anything that is not running prose. */
export function isCodeLine(line: string): boolean {
  if (/^[$#%>]\s/.test(line) || /^\[[^\]]*\]$/.test(line) || /^[[(]?[\w.-]+[\])]?\s*[=:]\s*\S*$/.test(line)) return true;
  if ((line.match(CODE_CHARS) ?? []).length >= 2) return true;
  const tokens = line.split(" ");
  if (tokens.length < 3) return false;
  // Logs and tables: mostly numbers and capitals ("14 MAR 1911 WIND NW 6").
  // Quoted capitals are words of a sentence ('The key words "MUST", "MUST NOT", ...').
  if (tokens.filter((t) => /^[^a-z"“”]*$/.test(t)).length / tokens.length >= 0.7) return true;
  return proseShare(line) < 0.6;
}

/**
 * A publisher's advertisement page: prices ("$1.00", "50c", "10 cents", "price") twice at least, and where to send
 * for them ("Send $1.00 for a year's subscription", "Address ELIZABETH TOWNE").
 */
export function isAdvertisement(page: string): boolean {
  const prices = page.match(/\$\s?\d+(?:\.\d\d)?|\b\d+\s?(?:c\b|cents\b)|\bprice\b/gi) ?? [];
  return prices.length >= 2 && /\b(?:send|address|subscription|postpaid|post[- ]free|order from)\b/i.test(page);
}

/** A text's words, in small letters, one space apart: what two spellings of a title share. */
export const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** Two titles with the same words, whatever their case and punctuation. */
export const sameWords = (a: string, b: string) => wordsOf(a) === wordsOf(b);
