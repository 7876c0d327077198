import type { HeadingStart } from "./chapter-headings";
import { FRONT_HEADING } from "./chapter-titles";

/** "OF THEIR TOWNS, PARTICULARLY OF AMAUROT": a line in capitals that names, not one that goes on or addresses. */
const CAPITALS_HEADING = /^(?=.*\p{Lu}{3})["“]?\p{Lu}[^\p{Ll}]*$/u;

/** "APPENDIX.", "CONCLUSION": a part of a book named by one word. */
const ONE_WORD_PART = /^(?:APPENDIX|CONCLUSION|POSTSCRIPT|EPILOGUE|AFTERWORD)\.?$/;

/**
 * A book without numbers or contents whose chapters are headed by a line in capitals over prose (More's Utopia:
 * "INTRODUCTION", "DISCOURSES OF RAPHAEL HYTHLODAY…", "OF THEIR TOWNS, PARTICULARLY OF AMAUROT"): three at least, a
 * page or more apart on average, each of two words or more (or the book's own "INTRODUCTION", or "APPENDIX."). A name
 * may wrap over up to four lines ("OF THE ORIGIN AND DESIGN OF GOVERNMENT IN GENERAL," over "WITH CONCISE REMARKS ON
 * THE ENGLISH CONSTITUTION.", Paine's Common Sense), a note's number may follow it, and its prose may open overleaf.
 */
export function capitalsHeadings(pages: string[]): HeadingStart[] {
  const found = pages.flatMap((text, i) => {
    const lines = [...text.split("\n"), pages[i + 1]?.trimStart().split("\n", 1)[0] ?? ""].map((line) => line.trim());
    const here = lines.length - 1;
    return lines.slice(0, here).flatMap((line, j) => {
      // Not a line of a name wrapped in capitals; "INTRODUCTION" may stand under the book's title.
      const alone = FRONT_HEADING.test(line) || !CAPITALS_HEADING.test(lines[j - 1] ?? "");
      if (!CAPITALS_HEADING.test(line) || !alone) return [];
      let end = j + 1;
      while (end < here && end - j < 4 && CAPITALS_HEADING.test(lines[end]!) && !FRONT_HEADING.test(lines[end]!)) end++;
      const name = lines.slice(j, end).join(" ").replace(/\s+/g, " ");
      // "APPENDIX." over "133", a note's number, over its prose.
      let next = end;
      while (next < lines.length - 1 && /^\d{1,4}$/.test(lines[next]!)) next++;
      const words = name.split(" ").length;
      const named = (words >= 2 && words <= 14 + 10 * (end - j - 1)) || FRONT_HEADING.test(name) || ONE_WORD_PART.test(name);
      const overProse = /^["“‘]?\p{Lu}[^\n]*\p{Ll}{2}/u.test(lines[next] ?? "");
      return named && overProse && !/[,;:]$/.test(name) && !/\d/.test(name)
        ? [{ title: name, page: next >= here ? i + 2 : i + 1 }]
        : [];
    });
  });
  const spread = found.length >= 3 && (found.at(-1)!.page - found[0]!.page) / (found.length - 1) >= 1;
  return spread ? found : [];
}
