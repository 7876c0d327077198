/** Sentences of clean prose, and the rules a sentence must pass to be shown to a reader (docs/decisions/142). */

const ABBREVIATION =
  /\b(Mr|Mrs|Ms|Dr|St|Jr|Sr|Prof|Capt|Gen|Col|Lt|Rev|Hon|Mt|vs|etc|e\.g|i\.e|cf|No|Vol|Fig|approx|Inc|Ltd|Co|[A-Z])\.["”’)]?$/;
const BOUNDARY = /(?<=[.!?]["'”’)]?)\s+(?=["'“‘(”]?[A-Z0-9])/g;

export interface SentenceSpan {
  text: string;
  /** Offset of the sentence in the text it was split from. */
  start: number;
  end: number;
}

/** Sentences with their offsets; an abbreviation ("Mr.", "e.g.") or an initial does not end a sentence. */
export function sentenceSpans(text: string): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  let start = text.length - text.trimStart().length;
  for (const match of text.matchAll(BOUNDARY)) {
    const end = match.index;
    if (ABBREVIATION.test(text.slice(start, end))) continue;
    spans.push({ text: text.slice(start, end), start, end });
    start = end + match[0].length;
  }
  const end = text.trimEnd().length;
  if (end > start) spans.push({ text: text.slice(start, end), start, end });
  return spans;
}

export function splitSentences(text: string): string[] {
  return sentenceSpans(text.replace(/\s+/g, " ").trim()).map((s) => s.text);
}

const SEE_ALSO = "(see|see also|cf\\.?|refer to)";
const TARGET = "(section|chapter|table|figure|fig\\.|example|appendix|page|p\\.|§)";

/**
 * Drops a sentence's cross-references: "(see Section 9.3.6)", "(Chapter 4)", manual-page section
 * marks ("find (1)" reads "find") and citation marks ("as shown [12]", "the MIME system[MIME]").
 */
export function withoutCrossReferences(sentence: string): string {
  return sentence
    .replace(new RegExp(`\\s*\\((${SEE_ALSO}\\s+)?(the\\s+)?${TARGET}\\s*[\\w.]+[^()]*\\)`, "gi"), "")
    .replace(/(\S)\s?\((\d[a-z]*|[1-9][a-z]?)\)/g, "$1")
    .replace(/(\w)\s?\[\d{1,3}(?:\s?[,\u2013-]\s?\d{1,3})*\]|(\w)\[[A-Z][\w.-]{0,15}\]/g, "$1$2")
    .replace(/\s+([,.;:!?])(?=\s|$)/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

export const CROSS_REFERENCE = new RegExp(
  `\\b${SEE_ALSO}\\s+(the\\s+)?${TARGET}|\\b(section|chapter|table|figure|appendix|example)\\s+\\d|§|\\(\\d[a-z]?\\)`,
  "i",
);
/** "2.7.11", or a section number before a title ("1.4 The basic ..."). */
const SECTION_NUMBER = /\b\d+\.\d+\.\d+\b|(^|\s)\d+\.\d+\.?\s+[A-Z][a-z]/;

/** "The following packages are:", "as follows:" (but "The following morning" is a story's time). */
const INTRODUCES =
  /^(here (is|are)|(the )?following)\b(?!\s+(day|morning|afternoon|evening|night|week|month|year|spring|summer|autumn|winter)\b)|\b(the following|as follows|below|followings?)[.:]$/i;
/** "the following invocation", "listed below", "the command above": the thing meant is not in the summary. */
const POINTS_AWAY =
  /\bthe (following|above) (invocation|command|code|example|list|table|figure|steps?|output|program|functions?|options?|lines?|snippet|syntax|call|declaration|definition|listing|diagram|formula|equation)s?\b|\b(shown|listed|given|described|mentioned|defined|illustrated|printed|quoted|displayed|command|example|code|table|figure|function|file|program|output)\s+(above|below)\b|\bas (above|below)\b/i;

const PROSE_TOKEN = /^[("“‘'”]*[A-Za-z][A-Za-z0-9]*([-'’/.][A-Za-z0-9]+)*[)"”’',.;:!?]*$|^\(?\d[\d,]*(\.\d+)?%?\)?[,.;:]?$/;

/** Share of a text's tokens that are words or plain numbers. */
export function proseShare(text: string): number {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (!tokens.length) return 0;
  return tokens.filter((t) => PROSE_TOKEN.test(t)).length / tokens.length;
}

export function wordCount(sentence: string): number {
  return sentence.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

/**
 * A whole prose sentence a reader can read on its own: starts with a capital or a quote, ends with
 * terminal punctuation, 6-60 words, no section numbers, cross-references, bullets or code.
 */
export function isProseSentence(sentence: string): boolean {
  if (!/^([A-Z]|["“”‘'][A-Za-z])/.test(sentence)) return false;
  if (!/[.!?]["”’')]?$/.test(sentence)) return false;
  const words = wordCount(sentence);
  if (words < 6 || words > 60) return false;
  if (CROSS_REFERENCE.test(sentence) || SECTION_NUMBER.test(sentence)) return false;
  if (/[•◦▪‣●{}<>=|\\$`~^]|\s[-–—]\s*$|\.\.\.|…|\s\.\s|(^|\s)\*+(\s|$)/.test(sentence)) return false;
  // A sentence that introduces a list, table or example, or points at one, is not readable without it.
  if (INTRODUCES.test(sentence)) return false;
  if (POINTS_AWAY.test(sentence)) return false;
  // "Returns: ..." or "Since: ...": a field of a reference entry, not a sentence.
  if (/^[A-Z][a-z]+:\s/.test(sentence)) return false;
  if ((sentence.match(/\(/g) ?? []).length !== (sentence.match(/\)/g) ?? []).length) return false;
  return proseShare(sentence) >= 0.8;
}

/** The readable sentences of a paragraph, cross-references removed. */
export function proseSentences(paragraph: string): string[] {
  return splitSentences(paragraph).map(withoutCrossReferences).filter(isProseSentence);
}
