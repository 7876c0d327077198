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
  /\b(this|that) (code|listing|example|snippet|output|function|method|struct|enum|macro)\b|\bthis (blog|web ?site|site|link|url)\b|\bthe (following|above) (invocation|command|code|example|list|table|figure|steps?|output|program|functions?|options?|lines?|snippet|syntax|call|declaration|definition|listing|diagram|formula|equation)s?\b|\b(shown|listed|given|described|mentioned|defined|illustrated|printed|quoted|displayed|commands?|examples?|code|tables?|figures?|functions?|files?|programs?|output)\s+(above|below)\b|\bas (above|below)\b|\b(text|section|picture|image|diagram|list|steps|instructions|links?)\s+(above|below)\b|\b(the|on the|in the) (next|previous|following) (page|section|chapter|command|step|example|listing|figure|table)\b|^(Below|Above) (is|are)\b|\b(from|at) here\b|,\s*here[.!]$|\bclick (on )?(here|(the |this |a )?(links?|buttons?|icons?|images?))\b|\bthis (web ?)?page\b|\bas (mentioned|discussed|described|explained|covered|noted|seen) (in|earlier|before|previously)\b|\bthe “[^”]+” (section|chapter)\b/i;

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
/** "The key words MUST, ... are to be interpreted as described in RFC 2119": how to read a standard, not what it says. */
const NOTATION_CONVENTION = /\binterpreted as described in (RFC|BCP) ?\d+/i;

/**
 * Opens by pointing back: a pronoun ("They are created by..."), "This function", a connective ("However,",
 * "In addition"). Such a sentence is shown only right after the sentence it follows in its paragraph.
 * "This book", "This chapter" and the like name the text itself; "It is useful for ... to" points forward.
 */
/** Adjectives that put the subject after them: "It is necessary to...", "It was clear that...". */
const EXTRAPOSED =
  "(useful|necessary|important|possible|impossible|clear|likely|unlikely|easy|easier|hard|harder|difficult|common|worth|true|false|best|better|helpful|natural|wise|essential|vital|crucial|interesting|surprising|obvious|evident|known|said|believed|thought|expected|assumed|tempting|safe|good|bad|time|enough|tempting|fair|reasonable|convenient|customary|traditional)";
const THE_TEXT_ITSELF =
  "(book|document|chapter|manual|guide|handbook|specification|spec|section|report|paper|essay|volume|work|library|version|edition|text|tutorial|article|introduction|part|release|study|story|novel)";
const LEANS_ON_PREVIOUS = new RegExp(
  [
    "^(They|Them|These|Those|Such|Its|Their|He|She|His|Her|Him|Another)\\b",
    // "To the last he held to…", "Every week he apportioned…", "In Germany they fight…": people named before.
    "^(To|Every|Each|In|At|On|For|After|Before|When|Then|Once|Soon|With|From|During|Throughout|By|Until|Till)\\b( [A-Za-z0-9'’]+){0,4},? (he|she|they)\\b",
    // "Somehow he gets nothing…", "Yet she…": one word before the pronoun, which no name could be.
    "^[A-Z][a-z]+,? (he|she)\\b",
    "^(The|This|These|Those) (latter|former|same|preceding|foregoing|previous|above)\\b",
    // "Since this was not allowed before, ...", "If it is larger, ...": the clause's subject is the previous sentence's.
    `^(Since|Because|As|While|If|When|Although|Though|Unless|Once) (this|that|these|those|it|they|them|such)\\b(?!\\s+(${THE_TEXT_ITSELF}|comes|turns|happens|seems|appears)\\b)`,
    // "This little volume", "This book": the text itself.
    `^(This|That)\\b(?!\\s+((little|short|small|slim|brief|present|whole|entire|new|revised|first|second|third) )?${THE_TEXT_ITSELF}\\b)`,
    "^(All|Each|Both|Many|Most|Some|None|Neither|Either|Any|One|Several|Few) of (these|those|them|this|that|which|whom)\\b",
    // "Secondly.—That the commons…", "First.—The remains of monarchical tyranny…": an item of a list begun before.
    "^(Secondly|Thirdly|Fourthly|Fifthly|Sixthly|Lastly)\\b|^(First|Second|Third|Fourth|Fifth|Sixth)(ly)?\\.?\\s?[—–]",
    // "Yes, I replied, and he will be a good man…", "Certainly not; for he thinks…": an answer to what was asked.
    // "You are quite right, he replied.", "I do not know, he replied.": a short reply in a dialogue.
    "^([^\\s]+\\s+){1,8}[^\\s]+, (he|she|I|they|[A-Z][a-z]+) (said|replied|answered|rejoined|assented)[.!]$",
    "^(Yes|No|Nay|Aye|True|Very (true|good|well|likely)|Quite (so|true|right))( not)?[,;:.!]|^(Certainly|Surely|Undoubtedly|Assuredly|Exactly|Precisely|Clearly|Right|Indeed|Of course)( not)?[;:.!]",
    // "All this is the more deplorable…".
    "^All (this|these|those)\\b",
    // "In these cases, ...", "At this point, ...", "For that reason, ..." (but "In this chapter, ...").
    `^(In|For|With|Under|From|By|On|At|To|Like|Unlike|Despite|After|Before|During|Beyond) (these|those|such|both|this|that)\\b(?!\\s+${THE_TEXT_ITSELF}\\b)`,
    // "To which it may suffice as an answer…", "All which distinct powers…": a relative that joins on to the last (but
    // "Which of us lives on twenty-four hours a day?" asks).
    '^(In|For|With|Under|From|By|On|At|To|Of|After|Upon) (which|whom)\\b|^(All which|Which|Whereof|Whereupon)\\b(?!.*\\?["”’)]?$)',
    // "It is useful for ... to", "It was clear that": "it" points forward; "It may be used to store..." points back.
    `^It\\b(?!\\s+(is|was|would be|will be|may be|might be|can be|could be)(\\s+not)?(\\s+(also|often|always|usually|rarely|still|very|quite|more|most|less|much))?\\s+${EXTRAPOSED}\\b|\\s+(seems|seemed|appears|appeared|turns out|turned out)\\b)`,
    // "Here again the reason springs…", "Coming now to the general case, …", "So we will not bother…".
    "^(Here|There) again\\b|^(Coming|Returning|Turning|Passing|Going back)( now| back)? to\\b|^So\\b(?! (long|far|much|many)\\b)|^(Finally|Lastly)\\b",
    // "For, although one may be very strong…", "For if he…", "For nothing can so much rejoice thee": the reason for
    // what was said before. Not "For many years…", "For the first time…".
    "^For(,| (if|when|as|though|although|since|unless|I|we|he|she|it|they|thou|ye|there|how|what|nothing|no|certainly|surely|indeed|in|by|all)\\b)",
    // "See therefore, that thou have them…": what to see was said before.
    "^[A-Z][a-z]+,? (therefore|thus)\\b",
    // "In the same year his wife died.": which year was said before.
    "^(In|During|By|At|Of) the (same|following|next|previous|preceding) (year|month|week|day|night|time|period|decade|century)\\b",
    // "In order to remedy this, Guido placed…": what is remedied was said before.
    "^In order to [a-z]+ (this|that|these|those|it|them)\\b",
    // "If we do not, then…": the clause's verb is the previous sentence's.
    "^(If|When|Unless|Although|Though|As) (we|you|they|it|he|she|I|one) (do|does|did|is|are|was|were|can|cannot|will|would|should|could|have|has|had)( not|n['’]t)?[,;]",
    // "Events of these types take the place of…": the subject is named before.
    "^[A-Z][a-z]+( [a-z]+)? of (these|those|such) [a-z]+",
    "^(And|But|Or|Nor|Yet|Besides|Then|Again|Also|However|Therefore|Thus|Hence|Moreover|Furthermore|Additionally|Likewise|Similarly|Consequently|Accordingly|Otherwise|Instead|Nevertheless|Nonetheless|In addition|In contrast|On the other hand|As a result|As a consequence|In this case|In that case|In other words|For this reason|For instance|For example|In particular|More accurately|More precisely)\\b",
    // A step or a turn of an argument: "Second, you see...", "Fortunately, Rust also provides...".
    "^(Second|Third|Fourth|Fifth|Next|Further|Finally|Lastly|Earlier|Still|Yet|So|Well|Fortunately|Unfortunately|Luckily|Ultimately|Specifically|Indeed|Meanwhile|Afterwards|Later|Here|Now|Alternatively|Conversely|Put differently|That said|Even so|In short|In sum),",
  ].join("|"),
);

/**
 * "Sadly, it sometimes matters", "In practice, they...", "Now this is colour without form": a short opener before a
 * pronoun that points back.
 */
const SHORT_OPENER =
  /^(?:(?:[A-Z][a-z]+ly|More [a-z]+ly|Of course|In (?:practice|general|fact|short|turn|principle|theory)|At (?:first|least|times)|Sometimes|Often|Now|Here|Today)(?: [a-z]+ly)?, (?=(?:it|they|them|these|those|this|that|such|he|she|his|her|its|their)\b)|(?:Now|Then) (?=(?:it|they|them|these|those|this|such|he|she|his|her|its|their)\b))/;

/**
 * "Async is a good example of this.", "…whitespace in such cases.", "…is not conditioned upon such knowledge.": a
 * sentence that ends pointing back.
 */
const ENDS_POINTING_BACK =
  /\b(of|like|about|to|for|with|in|on|do|does|did|see|use|try) (this|that|these|those)[.!]$|\bsuch \w+[.!]$|\bin (such|these|those|this|that) (cases?|situations?)[.!]$/i;
/**
 * "…we come at last in this way to the sum", "When in such music this inflection rhymes…", "To the last this great,
 * good man worked on…", "I doubt not but this will seem a very strange doctrine", "There are, for example, the
 * Spartans", "In the case of this, as of our other moral sentiments": shown before.
 */
const POINTS_BACK_INSIDE =
  /^(\S+\s+){0,5}(this|that|these|those)[,;:]|^(\S+\s+){1,5}this (will|would|is|was|seems|seemed|may|might|must|means|meant|shows|showed|can|could)\b|^(\S+\s+){1,3}for (example|instance)\b|\b(in|by) (this|that|the same|like|such a) (way|manner|fashion|means)\b|\b(in|of|for|by|on|from) such (an? )?(?!that\b|as\b)[a-z]+\b(?! as\b)|\b(this|these) ((young|old|great|good|poor|noble|brave|humble|remarkable|same|excellent|worthy|wise|able|little|extraordinary|indefatigable),? ){0,3}(man|woman|men|women|boy|girl|youth|person|gentleman|lady|fellow)\b/i;

/**
 * "these cases", "these three cases": a demonstrative before its words, not a pronoun ("these are changed") nor a
 * name ("these Meditations", the book itself).
 */
const DEMONSTRATIVE =
  /\b[Tt]hese (?!(?:are|were|is|was|will|would|may|might|can|could|must|shall|should|have|has|had|do|does|did|be|been|being|and|or|but|not|also|days|pages|lines|words)\b)((?:[a-z]+,? ){0,2}[a-z]+)\b(?![’'-])/g;

/**
 * "How different are these cases from…", "…in a wood where these birds abounded": things named in a sentence before,
 * unless this one names them first ("some pieces by Couperin… thought these pieces barbarous", "those alleys… these
 * closer alleys"). "Those" mostly points ahead ("those who", "those laws which…").
 */
function pointsBackToThese(sentence: string): boolean {
  for (const match of sentence.matchAll(DEMONSTRATIVE)) {
    const before = sentence.slice(0, match.index).toLowerCase();
    const words = match[1]!.toLowerCase().split(/,? /);
    if (!words.some((word) => word.length >= 3 && before.includes(word.slice(0, Math.max(4, word.length - 2))))) return true;
  }
  return false;
}

/**
 * "Society, however, has…", "We see, therefore, how…": a connective after the first words turns from what was said
 * before. "For one thing," answers it.
 */
const CONNECTIVE_AFTER_OPENING =
  /^(?:[\p{L}'’-]+\s+){0,3}[\p{L}'’-]+, (?:however|therefore|then|moreover|nevertheless|nonetheless|accordingly|consequently|thus|again|too|also|indeed|in turn|on the contrary|on the other hand|in fact|in short|in other words|likewise|similarly|besides|furthermore|hence),|^For (?:one|another) (?:thing|reason)\b/u;

/** "I loved to sound him on…", "Most of them…": a person or things named before, as the object of its first words. */
const OBJECT_PRONOUN_OPENING = /^(?:[a-z'’]+\s+|I\s+|[A-Z][a-z'’]*\s+(?=[a-z]))(?:[a-z'’]+,?\s+){0,3}(?:him|her|them)\b/;

export function leansOnPrevious(sentence: string): boolean {
  if (ENDS_POINTING_BACK.test(sentence) || POINTS_BACK_INSIDE.test(sentence)) return true;
  if (pointsBackToThese(sentence) || CONNECTIVE_AFTER_OPENING.test(sentence) || OBJECT_PRONOUN_OPENING.test(sentence))
    return true;
  const plain = sentence.replace(/^["“‘']/, "");
  const subject = plain.replace(SHORT_OPENER, "");
  const capitalized = subject === plain ? plain : subject.charAt(0).toUpperCase() + subject.slice(1);
  return LEANS_ON_PREVIOUS.test(capitalized.replace(/^It['’]s\b/, "It is"));
}

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

/** "What's the relationship between Safe Rust and Unsafe Rust?": what a chapter asks, not what it says. */
export function isQuestion(sentence: string): boolean {
  return /\?["”’')]?$/.test(sentence);
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
}

/**
 * The readable sentences of a paragraph, cross-references removed. A sentence within a quotation that an earlier one
 * opened is someone's speech, not the book's ('"Yes, he's one of those men… Somehow he gets nothing out of his
 * money…"'): not readable alone.
 */
export function proseSentences(paragraph: string): ParagraphSentence[] {
  const all = splitSentences(paragraph).map(withoutCrossReferences);
  const inside = withinQuotation(all);
  const readable = all.map((text, i) => isProseSentence(text) && !inside[i]);
  return all.flatMap((text, i) => (readable[i] ? [{ text, followsPrevious: i > 0 && readable[i - 1]!, first: i === 0 }] : []));
}

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
