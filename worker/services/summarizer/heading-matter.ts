/**
 * What a chapter prints around its prose that is not the author's prose: a synopsis of its topics, and the salutation
 * an address opens on.
 */

/**
 * "Preparatory factors of the beliefs of crowds—The origin of the beliefs of crowds is the consequence of…—Study of the
 * different factors of these beliefs.": a chapter's synopsis, its topics run together with dashes, each after a dash
 * in capitals, three or more before the first full stop. A list of what the chapter says, not prose to hear: it goes,
 * and the paragraph's prose after it stays.
 */
const SYNOPSIS =
  /^(?:\d{1,2}\.\s+)?(?:\p{Lu}[\p{Lu}\d ,'’;:-]*\.\s+)?(?:[^—.!?]{1,200}—\s?(?=[\p{Lu}\d])){2,}[^—.!?]{1,200}[.!?](?:\s+|$)/u;

/**
 * A synopsis the pattern above misses, Malthus's: its topics may end without a stop ("Question stated—Little prospect
 * of a determination of it…—Outline of the principal argument of the Essay", a paragraph of its own) and a later one
 * may open in small letters ("…the means of subsistence—the cause of the great tide of Northern Emigration."). Three or
 * more topics of two words or more and up to 200 characters, the first three after a capital.
 */
function isSynopsis(sentence: string): boolean {
  const topics = sentence.replace(/[.!?]$/, "").split(/\s?—\s?/);
  return (
    topics.length >= 3 &&
    topics.every((topic) => !/[.!?]/.test(topic) && topic.length <= 200 && topic.split(/\s+/).length >= 2) &&
    topics.slice(0, 3).every((topic) => /^[\p{Lu}\d]/u.test(topic))
  );
}

export function withoutSynopsis(paragraph: string): string {
  let text = paragraph;
  // "1. THE IDEAS OF CROWDS. Fundamental and accessory ideas—…", then the next part's: "4. REASON. The nullity…—…".
  for (;;) {
    if (SYNOPSIS.test(text)) {
      text = text.replace(SYNOPSIS, "");
      continue;
    }
    const first = /^[^.!?]*(?:[.!?](?=\s|$)|$)/.exec(text)?.[0] ?? "";
    if (!first || !isSynopsis(first)) return text;
    text = text.slice(first.length).trimStart();
  }
}

/**
 * "MR. PRESIDENT AND GENTLEMEN,", "Sir:--", "My dear Friend,", "To the People of the State of New York:": an
 * address's or a letter's salutation, a paragraph of its own.
 */
export const isSalutation = (paragraph: string) =>
  /^(?:mrs?\.?\s+\p{L}+|sir|madam|gentlemen|ladies|(?:my\s+)?dear\s+\S+|fellow[- ]citizens)[^.!?]{0,60}[,:](?:\s*(?:--|—))?$|^to the people of [^.!?]{1,50}[,:.]$/iu.test(
    paragraph.trim(),
  );

/** "BY" on a line of its own over its author's name in capitals, under a work's name. */
export const BYLINE_ALONE = /^BY$/;
/** "WRITTEN BY NICOLO MACHIAVELLI", "BY NICOLO MACHIAVELLI": a work's byline in capitals. */
export const WORK_BYLINE = /^(?:WRITTEN |TRANSLATED )?BY (?!(?:THE|A|AN)\b)\p{Lu}[\p{Lu}.'’-]*(?: \p{Lu}[\p{Lu}.'’-]*){0,4}$/u;

/** A line of a work's byline under its name: "WRITTEN BY NICOLO MACHIAVELLI", or "BY" and the name under it. */
export const isBylineLine = (line: string, previous = "") =>
  WORK_BYLINE.test(line) || BYLINE_ALONE.test(line) || (BYLINE_ALONE.test(previous) && !/\p{Ll}/u.test(line));
