import type { HeadingStart } from "./chapter-headings";
import { FRONT_HEADING } from "./chapter-titles";

/** "OF THEIR TOWNS, PARTICULARLY OF AMAUROT": a line in capitals that names, not one that goes on or addresses. */
const CAPITALS_HEADING = /^(?=.*\p{Lu}{3})["“]?\p{Lu}[^\p{Ll}]*$/u;

/**
 * A book without numbers or contents whose chapters are headed by a line in capitals over prose (More's Utopia:
 * "INTRODUCTION", "DISCOURSES OF RAPHAEL HYTHLODAY…", "OF THEIR TOWNS, PARTICULARLY OF AMAUROT"): three at least, a
 * page or more apart on average, each of two words or more (or the book's own "INTRODUCTION").
 */
export function capitalsHeadings(pages: string[]): HeadingStart[] {
  const found = pages.flatMap((text, i) => {
    const lines = text.split("\n").map((line) => line.trim());
    return lines.flatMap((line, j) => {
      const words = line.split(/\s+/).length;
      const named = (words >= 2 && words <= 14) || FRONT_HEADING.test(line);
      // Not a line of a name wrapped in capitals; "INTRODUCTION" may stand under the book's title.
      const alone = FRONT_HEADING.test(line) || !CAPITALS_HEADING.test(lines[j - 1] ?? "");
      const overProse = /^["“‘]?\p{Lu}[^\n]*\p{Ll}{2}/u.test(lines[j + 1] ?? "");
      return CAPITALS_HEADING.test(line) && named && alone && overProse && !/[,;:]$/.test(line) && !/\d/.test(line)
        ? [{ title: line.replace(/\s+/g, " "), page: i + 1 }]
        : [];
    });
  });
  const spread = found.length >= 3 && (found.at(-1)!.page - found[0]!.page) / (found.length - 1) >= 1;
  return spread ? found : [];
}
