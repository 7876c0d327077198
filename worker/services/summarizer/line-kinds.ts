import { type BookTextProfile, normalizeTitle } from "./book-profile";
import { isCodeLine } from "./printed-lines";
import { bare, CHAPTER_LABEL } from "./printed-titles";

/** What a chapter's printed line is when it is not prose: a section's heading, or a break (a title, a caption, code). */

const NUMBERED_HEADING = /^((?:\d+|[A-Z])(?:\.\d+)+)\.?\s+(\S.*)$/;
/** "Listing 4-7: The first_word function...", "Figure 2.1: ...": a caption, set apart from the prose around it. */
const CAPTION = /^(Listing|Figure|Fig\.|Table|Example|Exhibit|Chart|Diagram|Plate|Map)\s+[A-Z]?\d+([-.–]\d+)*:\s/;
const ADMONITION = /^(tip|tips|note|notes|caution|warning|important|example|sidebar)[.:]?$/i;

/** A section's heading: a bookmarked section's title, or a numbered one ("2.1 Installation"). */
export function headingOf(line: string, sectionTitles: Map<string, string>): string | null {
  const own = sectionTitles.get(normalizeTitle(line));
  if (own) return own;
  const numbered = NUMBERED_HEADING.exec(line);
  if (!numbered) return null;
  const rest = numbered[2]!;
  if (rest.split(" ").length > 12 || /[.,;:]$/.test(rest) || !/^[A-Z"“']/.test(rest)) return null;
  return rest;
}

/** A line that ends a paragraph and is not prose: a chapter title or label, a note's label, a caption, code. */
export function isBreak(line: string, atEdge: boolean, chapterTitle: string, profile: BookTextProfile): boolean {
  const normalized = normalizeTitle(line);
  // The chapter's own title is its structure; another chapter's title at a page edge is a running head.
  // Printed in capitals, the title may end in a full stop; a paragraph's last line "functions." is prose.
  const ownTitle = normalized === chapterTitle || (bare(line) === chapterTitle && !/\p{Ll}/u.test(line));
  if (ownTitle || (atEdge && profile.chapterTitles.has(normalized))) return true;
  if (CHAPTER_LABEL.test(line) && line.replace(CHAPTER_LABEL, "").split(" ").length <= 8 && !/[.,;]$/.test(line)) return true;
  return ADMONITION.test(line) || CAPTION.test(line) || isCodeLine(line);
}
