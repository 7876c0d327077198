/** Sentences of clean prose, and the rules a sentence must pass to be shown to a reader (docs/decisions/142). */

const ABBREVIATION =
  /\b(Mr|Mrs|Ms|Messrs|Mme|Mlle|Dr|St|Jr|Sr|Prof|Capt|Gen|Col|Lt|Rev|Hon|Mt|vs|etc|e\.g|i\.e|cf|No|Vol|Fig|approx|Inc|Ltd|Co|[A-Z])\.["”’)]?$/;
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
const TARGET = "(section|chapter|table|figure|fig\\.|plate|example|appendix|page|p\\.|§)";

/**
 * Drops a sentence's cross-references: "(see Section 9.3.6)", "(Chapter 4)", "(see the "History" document)",
 * manual-page section marks ("find (1)" reads "find") and citation marks ("as shown [12]", "the MIME system[MIME]").
 */
export function withoutCrossReferences(sentence: string): string {
  return sentence
    .replace(new RegExp(`\\s*\\((${SEE_ALSO}\\s+)?(the\\s+)?${TARGET}\\s*[\\w.]+[^()]*\\)`, "gi"), "")
    .replace(new RegExp(`\\s*\\(${SEE_ALSO}[,\\s][^()]*\\)`, "gi"), "")
    .replace(/(\S)\s?\((\d[a-z]*|[1-9][a-z]?)\)/g, "$1")
    .replace(/(\w)\s?\[\d{1,3}(?:\s?[,\u2013-]\s?\d{1,3})*\]|(\w)\[[A-Z][\w.-]{0,15}\]/g, "$1$2")
    .replace(/\s+([,.;:!?])(?=\s|$)/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

export const CROSS_REFERENCE = new RegExp(
  `\\b${SEE_ALSO}\\s+(the\\s+)?${TARGET}|\\b(section|chapter|table|figure|plate|appendix|example|listing)\\s+(\\d|[IVXL]+\\b)|§|\\(\\d[a-z]?\\)`,
  "i",
);
/** "2.7.11", or a section number before a title ("1.4 The basic ..."). */
const SECTION_NUMBER = /\b\d+\.\d+\.\d+\b|(^|\s)\d+\.\d+\.?\s+[A-Z][a-z]/;

/**
 * "The following packages are:", "as follows:", "choose one of the following compilation targets." (but "The
 * following morning" is a story's time).
 */
const INTRODUCES =
  /^(here (is|are)|(the )?following)\b(?!\s+(day|morning|afternoon|evening|night|week|month|year|spring|summer|autumn|winter)\b)|\b(the following|as follows|below|followings?)[.:]$|,\s*thus[.:]$|\bthe following(?!\s+(day|morning|afternoon|evening|night|week|month|year|spring|summer|autumn|winter)\b)(\s+[\w-]+){1,3}[.:]$/i;
/**
 * "the following invocation", "listed below", "the command above", "In this code, we add…", "on the next page",
 * "Grab one from here", "this page only shows stable options", "As mentioned in the “Storing Values” section": the
 * thing meant is not in the summary (nor in a snippet, which leaves code out and links).
 */
const POINTS_AWAY =
  /\b(this|that) (code|listing|example|snippet|output|function|method|struct|enum|macro)\b|\bthis (blog|web ?site|site|link|url)\b|\bthe (following|above) (invocation|command|code|example|list|table|figure|steps?|output|program|functions?|options?|lines?|snippet|syntax|call|declaration|definition|listing|diagram|formula|equation|selection|passage|sentence|extract|quotation)s?\b|\b(shown|listed|given|described|mentioned|defined|illustrated|printed|quoted|displayed|commands?|examples?|code|tables?|figures?|functions?|files?|programs?|output)\s+(above|below)\b|\bas (above|below)\b|\b(text|section|picture|image|diagram|list|steps|instructions|links?)\s+(above|below)\b|\b(the|on the|in the) (next|previous|following) (page|section|chapter|command|step|example|listing|figure|table)\b|^(Below|Above) (is|are)\b|\b(from|at) here\b|,\s*here[.!]$|\bclick (on )?(here|(the |this |a )?(links?|buttons?|icons?|images?))\b|\bthis (web ?)?page\b|\bas (mentioned|discussed|described|explained|covered|noted|seen) (in|earlier|before|previously)\b|\bthe “[^”]+” (section|chapter)\b/i;

const API_VERBS =
  "Returns|Creates|Sets|Gets|Reads|Writes|Extracts|Converts|Checks|Computes|Calculates|Deletes|Removes|Adds|" +
  "Initializes|Initialises|Allocates|Frees|Releases|Parses|Encodes|Decodes|Copies|Compares|Opens|Closes|Prints|" +
  "Generates|Loads|Stores|Retrieves|Fetches|Updates|Inserts|Appends|Resets|Clears|Enables|Disables|Sends|Receives|" +
  "Expands|Finds|Builds|Defines|Determines|Searches|Tests|Validates|Verifies|Registers|Handles|Starts|Stops|" +
  "Displays|Saves|Moves|Destroys|Counts|Assigns|Sorts";
const REFERENCE_DESCRIPTION = new RegExp(
  `^(${API_VERBS}) (the|a|an|its|one|all|each|every|any|no|true|false|zero|NULL|non-zero)\\b`,
);
const SENDS_ELSEWHERE =
  /^(see|refer to|consult|check out)\b.*\bfor ((more|further|additional|the full|all the) )?(details|information)\b|\bfor (a )?(more|further|additional)( detailed)? (details|information|explanation|discussion)\b.*\b(see|refer to|consult|read)\b|\byou (may|can|should|might) (want to )?(refer to|consult)\b/i;
/**
 * "vol. ii.", "p. 45", a sentence ending "p." (its page number split off), "'Prehistoric Times,' 1865", and one ending on
 * a book of scripture cited without its chapter ("A third place is that of 1 Cor.", Leviathan).
 */
const CITATION = /\bvols?\. [ivxlc]+\b|\bpp?\. ?\d|\bp\.$|['‘][A-Z][^'’]+,['’] \d{4}\b|\b\d \p{Lu}\p{Ll}{1,4}\.$/u;

/** "The key words MUST, ... are to be interpreted as described in RFC 2119": how to read a standard, not what it says. */
const NOTATION_CONVENTION = /\binterpreted as described in (RFC|BCP) ?\d+/i;

export { leansOnPrevious } from "./leaning";

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
  // "N popular phrase all…": a word that lost its drop cap, printed as a picture, to more than one letter.
  if (/^[B-HJ-NP-Z] [a-z]/.test(sentence)) return false;
  if (!/[.!?]["”’')]?$/.test(sentence)) return false;
  const words = wordCount(sentence);
  if (words < 6 || words > 60) return false;
  // "CAUSE IS ADAPTED TO ITS PASSION.": no small letter, a heading's words or a fragment of emphasis set in capitals.
  if (!/\p{Ll}/u.test(sentence)) return false;
  if (inTitleCase(sentence)) return false;
  // "PART I. Of the Motives for Establishing New Colonies." (Smith): a part's heading run into its chapter's text.
  if (/^(?:PART|Part|BOOK|Book|CHAPTER|Chapter|SECTION|Section) [IVXLC\d]+\.\s+\p{Lu}/u.test(sentence)) return false;
  if (CROSS_REFERENCE.test(sentence) || SECTION_NUMBER.test(sentence)) return false;
  if (/[•◦▪‣●{}<>=|\\$`~^]|\s[-–—]\s*$|\.\.\.|…|\s\.\s|(^|\s)\*+(\s|$)/.test(sentence)) return false;
  // A sentence that introduces a list, table or example, or points at one, is not readable without it.
  if (INTRODUCES.test(sentence)) return false;
  if (POINTS_AWAY.test(sentence)) return false;
  // An author's note to self: "TODO Cover memory mapped I/O using registers." (or "Todo Cover…", its capitals read as a
  // sentence's first word).
  if (/^(TODO|FIXME|XXX|TBD)\b/i.test(sentence)) return false;
  // "Returns: ...", "Since: ..." or "OCTET STRING: ...": a field of a reference entry, not a sentence.
  if (/^[A-Z][A-Za-z]*( [A-Z]+)*:\s/.test(sentence)) return false;
  // "Returns the type of ...": a reference entry's description, whose subject (the entry's name) is not in it.
  if (REFERENCE_DESCRIPTION.test(sentence)) return false;
  if (NOTATION_CONVENTION.test(sentence)) return false;
  // "Gould, 'Handbook of the Birds of Australia,' 1865, vol. ii. p.": a note's reference, read out as nothing.
  if (CITATION.test(sentence)) return false;
  // "See the tracking issue for more details.", "For more information, you may refer to the reference.": elsewhere.
  if (SENDS_ELSEWHERE.test(sentence)) return false;
  // An address is read out letter by letter and means nothing in a summary: "available online at https://...".
  if (/\bhttps?:\/\/|\bwww\.\w|\w@\w[\w-]*\.\w/.test(sentence)) return false;
  // Inline code the page dropped leaves its article behind: "split after the:, and use block indentation".
  if (/\b(the|a|an|any|each|every)[.:;,?!]+(\s|$)/.test(sentence)) return false;
  if ((sentence.match(/\(/g) ?? []).length !== (sentence.match(/\)/g) ?? []).length) return false;
  // A quotation the split cut ("state, “If this condition is met, run this block of code.") reads unfinished.
  if ((sentence.match(/“/g) ?? []).length !== (sentence.match(/”/g) ?? []).length) return false;
  if ((sentence.match(/"/g) ?? []).length % 2) return false;
  return proseShare(sentence) >= 0.8;
}

/**
 * "No Man Can Without Injustice Protest Against The Institution Of The Soveraigne Declared By The Major Part." (Hobbes's
 * notes in the margin, printed from plain text among his sentences): a heading's words, its small words capitalized too.
 */
function inTitleCase(sentence: string): boolean {
  const words = sentence.split(/\s+/).slice(1, 11);
  const capitalized = words.filter((word) => /^["“‘(]?\p{Lu}/u.test(word)).length;
  const smallWords = words.filter((word) => /^(Of|The|And|By|To|In|For|With|From|On|At|An?|Or|Be|Is|Are)$/.test(word)).length;
  return words.length >= 6 && capitalized >= words.length * 0.8 && smallWords >= 2;
}

/** "What's the relationship between Safe Rust and Unsafe Rust?": what a chapter asks, not what it says. */
export function isQuestion(sentence: string): boolean {
  // "The question then arises, who is to fix the rate? the man who first gives, or…" asks, mid-sentence too; "What is
  // truth? said jesting Pilate" tells of a question asked.
  return /\?["”’')]?$|\?\s+(?!(?:said|says|saith|asked|asks|cried|replied|answered|quoth|exclaimed|continued)\b)\p{Ll}/u.test(
    sentence,
  );
}

/** "let guess: u32", "first_word", "String::from", "as_bytes()", "main.rs": code read out in a sentence. */
const CODE_TOKEN =
  /\b[a-z]+_[a-z_]+\b|\w::\w|\w\(\)|\b[ui](8|16|32|64|128|size)\b|\w!\(|\b\w+\.(rs|py|js|ts|toml|json|yaml|h|c|cpp|java|go)\b/;

export function hasCodeToken(sentence: string): boolean {
  return CODE_TOKEN.test(sentence);
}

export interface ParagraphSentence {
  text: string;
  /** The sentence before it in the paragraph is readable too, so the two can be shown together. */
  followsPrevious: boolean;
  /** The paragraph's first sentence. */
  first: boolean;
  /** The paragraph's last sentence. */
  last: boolean;
  /**
   * A short answer to the question before it: "What is my remedy against a robber…? Appeal to the law for justice."
   * (Locke) says nothing alone.
   */
  answers: boolean;
}

/** Words enough for a sentence after a question to say something of its own. */
const ANSWER_WORDS = 6;

/**
 * The readable sentences of a paragraph, cross-references removed. A sentence within a quotation that an earlier one
 * opened is someone's speech, not the book's ('"Yes, he's one of those men… Somehow he gets nothing out of his
 * money…"'): not readable alone.
 */
export function proseSentences(paragraph: string): ParagraphSentence[] {
  const all = splitSentences(paragraph).map((sentence) => withoutCrossReferences(sentence).replace(ARGUMENT_LABEL, ""));
  const inside = withinQuotation(all);
  const readable = all.map((text, i) => isProseSentence(text) && !inside[i]);
  const answers = (i: number) => i > 0 && isQuestion(all[i - 1]!) && all[i]!.split(/\s+/).length <= ANSWER_WORDS;
  return all.flatMap((text, i) =>
    readable[i]
      ? [{ text, followsPrevious: i > 0 && readable[i - 1]!, first: i === 0, last: i === all.length - 1, answers: answers(i) }]
      : [],
  );
}

/**
 * "Corollary.—", "Note.—", "DEFINITION I.", "Q.E.D.": the labels of a treatise in the geometric order (Spinoza's
 * Ethics) before what it says. "Proof.—" stays: a proof leans on its proposition (leaning.ts).
 */
const ARGUMENT_LABEL =
  /^(?:Q\.E\.D\.\s*)?(?:(?:Note|Corollary|Explanation|Scholium|Lemma)(?: [IVX]+)?\.?\s?[—–]\s*|(?:DEFINITION|AXIOM|POSTULATE|PROPOSITION|PROP\.|LEMMA) [IVXL]+\.\s+)/;

/** For each sentence, whether it starts inside a quotation opened by a sentence before it and not yet closed. */
function withinQuotation(sentences: string[]): boolean[] {
  let open = 0;
  return sentences.map((text) => {
    const inside = open > 0;
    const opens = (text.match(/“|(?:^|[\s([—–])"(?=\S)/g) ?? []).length;
    const closes = (text.match(/”|(?<=\S)"(?=$|[\s,.;:!?)\]—–])/g) ?? []).length;
    open = Math.max(0, open + opens - closes);
    return inside;
  });
}
