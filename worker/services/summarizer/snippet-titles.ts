import { type Grammar, isNounPhrase } from "./grammar";
import { STOPWORDS, stem } from "./words";

/**
 * A snippet's title when the book gives it no heading: a phrase of its own words (docs/decisions/198, 201).
 */

function capitalize(words: string[]): string {
  const phrase = words.join(" ");
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

/**
 * Words for a vague amount, no subject of a part: "Great deal", "Far greater part", "Happy lot", "Great amount",
 * "Tolerable degree", "Small segment".
 */
const VAGUE_AMOUNT =
  /^(?:deal|part|parts|sort|sorts|kind|kinds|lot|lots|amount|amounts|degree|degrees|extent|portion|portions|quantity|quantities|segment|segments)$/;

/**
 * Old prepositions and adverbs the tagger takes for nouns, which end a run of title words as a stop word does:
 * "Connexion betwixt", "Concerning identity", "Evill effect thereof", "Right whereof", "Princes towards servants";
 * and Hobbes's spellings of pronouns ("Wee seek").
 */
const OLD_FUNCTION_WORD =
  /^(?:betwixt|concerning|whence|thence|hence|thereof|whereof|hereof|wherein|therein|herein|thereby|whereby|hitherto|soever|whatsoever|notwithstanding|amongst|amidst|whilst|towards?|wherewith|wherefore|whereas|wee|hee|shee|mee|yee)$/i;

/** A word alone that says nothing of a part: "Nothing", "Something", "Thing", "Place", "Use", "Others", "Word". */
const VAGUE_WORD =
  /^(?:others?|ones|words?|terms?|nothing|something|anything|everything|thing|things|place|occasion|present|face|bit|number|wrong|worth|saying|use|work|care|way|time|fact|matter|point|side|end|account|respect|manner|case|weeks?|days?|years?)$/i;

/**
 * A modifier that says nothing of the noun after it, and a noun too general to name a part: together no title,
 * however often said ("Certain thing", "Different things", "Best thing", "Considerable number", "Little importance",
 * "Whole time", "Long run").
 */
const VAGUE_MODIFIER =
  /^(?:certain|different|particular|whole|entire|present|same|other|such|considerable|little|best|better|good|great|greater|greatest|big|small|single|long|short|mere|real|true|proper|ordinary|first|last|various|several|own|main|chief|important|necessary|sole|very|severall|certaine|meer|reall)$/i;
const GENERIC_NOUN =
  /^(?:things?|objects?|number|importance|purposes?|moments?|period|persons?|body|measure|effects?|run|set|course|distance|times|ways)$/i;

/**
 * A phrase that names nothing: a vague word alone, or one under vague modifiers. Words in title case after the first
 * are a name ("Last Day"), never vague; words in capitals are read as the same words in small letters.
 */
function isVague(words: string[]): boolean {
  // "Words Free", "Word nature" (of "the word, Nature"), "Names Man": a word the book mentions, not its subject.
  if (words.length > 1 && /^(?:words?|terms?|names?|phrases?)$/i.test(words[0]!)) return true;
  if (words.slice(1).some((word) => /^[A-Z][a-z]/.test(word))) return false;
  const head = words[words.length - 1]!;
  // "Collective something": whatever describes it, an indefinite pronoun names nothing.
  if (/^(?:nothing|something|anything|everything)$/i.test(head)) return true;
  if (!VAGUE_WORD.test(head) && !GENERIC_NOUN.test(head)) return false;
  return words.length === 1 ? VAGUE_WORD.test(head) : words.slice(0, -1).every((word) => VAGUE_MODIFIER.test(word));
}

/** A sentence's runs of consecutive content words (no stop word or punctuation between them). */
function contentRuns(sentence: string): string[][] {
  const runs: string[][] = [];
  let current: string[] = [];
  // A dash between words ends a run: "reason--so Watson argues--to" is no title.
  for (const token of sentence.replace(/-{2,}|[—–]/g, " — ").split(/\s+/)) {
    const word = /^[("“‘']*([A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z])([)"”’',.;:!?]*)$/.exec(token);
    const lower = word?.[1]?.toLowerCase();
    // A parenthesis or a quotation starts a run of its own: "Rules (DER" is not one phrase, nor "word 'nature'".
    if (/^[("“‘']/.test(token) && current.length) {
      runs.push(current);
      current = [];
    }
    if (
      word &&
      lower &&
      lower.length > 2 &&
      !STOPWORDS.has(lower) &&
      !VAGUE_AMOUNT.test(word[1]!) &&
      !OLD_FUNCTION_WORD.test(lower)
    ) {
      current.push(word[1]!);
      if (!word[2] && token.startsWith(word[1]!)) continue;
    }
    if (current.length) runs.push(current);
    current = [];
  }
  if (current.length) runs.push(current);
  return runs;
}

/** Every phrase of one to three words inside a run, lower-cased and stemmed: how a chapter's phrases are counted. */
function subPhrases(run: string[]): { words: string[]; key: string }[] {
  const phrases: { words: string[]; key: string }[] = [];
  for (let n = 1; n <= 3; n++)
    for (let i = 0; i + n <= run.length; i++) {
      const words = run.slice(i, i + n);
      phrases.push({ words, key: words.map((w) => stem(w.toLowerCase())).join(" ") });
    }
  return phrases;
}

/** How often each phrase of one to three content words occurs in a chapter's sentences. */
export function phraseCounts(sentences: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const sentence of sentences)
    for (const run of contentRuns(sentence)) for (const { key } of subPhrases(run)) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/**
 * A title made of a sentence's own words, for books without headings. With the chapter's phrase counts, the
 * phrase of two or three words of the sentence that the chapter comes back to ("systems programming", said twice);
 * else the run of consecutive content words holding the highest TF-IDF weight, at most five words
 * ("see today combines years" is what a run alone can give). With the words' tags (docs/decisions/201), only a noun
 * phrase, and a lone word only if the chapter does not keep saying it; empty when none is.
 */
export function keyPhrase(
  sentence: string,
  idf: Map<string, number>,
  counts?: Map<string, number>,
  tags: Map<string, Set<string>> = new Map(),
): string {
  const runs = contentRuns(sentence);
  const weight = (words: string[]) => words.reduce((sum, w) => sum + (idf.get(stem(w.toLowerCase())) ?? 0), 0);
  let recurring: string[] = [];
  let recurringScore = 0;
  for (const run of runs)
    for (const { words, key } of subPhrases(run)) {
      const count = counts?.get(key) ?? 0;
      // One word said often is the chapter's subject, not this part's ("Use", "Value").
      if (count < 2 || words.length < 2 || !isNounPhrase(words, tags) || isVague(words)) continue;
      const score = weight(words) * Math.log2(1 + count);
      if (score > recurringScore) {
        // Inside a name, the whole name: "General Public License" reads "GNU Lesser General Public License".
        // Only a name: a run of lower-case words goes on past the phrase into the clause ("coordinate geometry lies").
        const name = namedPart(run);
        const inName = name !== run && name.length > words.length && name.join(" ").includes(words.join(" "));
        recurring = inName && isNounPhrase(name, tags) ? name.slice(0, 5) : words;
        recurringScore = score;
      }
    }
  if (recurring.length) return capitalize(recurring);
  let best: string[] = [];
  let bestScore = -1;
  for (const run of runs) {
    const phrase = nounPhraseOf(namedPart(run).slice(0, 5), tags);
    if (!phrase.length) continue;
    // Read by its tags, a lone word the chapter keeps saying is its subject ("Rust"), not this part's title.
    if (tags.size && phrase.length === 1 && (counts?.get(stem(phrase[0]!.toLowerCase())) ?? 0) >= 2) continue;
    if (isVague(phrase)) continue;
    const score = weight(phrase) + (phrase.length > 1 ? 0.5 : 0);
    if (score > bestScore) {
      best = phrase;
      bestScore = score;
    }
  }
  return capitalize(best);
}

/** The longest noun phrase inside a run, the first of equals ("USB port named" gives "USB port"); empty if none. */
function nounPhraseOf(run: string[], tags: Map<string, Set<string>>): string[] {
  for (let length = run.length; length > 0; length--)
    for (let start = 0; start + length <= run.length; start++) {
      const words = run.slice(start, start + length);
      if (isNounPhrase(words, tags)) return words;
    }
  return [];
}

/**
 * "provides Abstract Syntax Notation" reads as "Abstract Syntax Notation": a name inside the run is its title. The run
 * itself when it holds no name of two capitalized words.
 */
function namedPart(run: string[]): string[] {
  let longest: string[] = [];
  let current: string[] = [];
  for (const word of run) {
    current = /^[A-Z]/.test(word) ? [...current, word] : [];
    if (current.length > longest.length) longest = current;
  }
  return longest.length >= 2 ? longest : run;
}

/** How a chapter writes its words: those it writes in small letters, and the stems of all it writes as words. */
export interface ChapterWords {
  small: Set<string>;
  /** Small or with a capital, not in capitals: "minister" of "Minister" and "Ministers". */
  stems: Set<string>;
}

/** The words of a text, for `phraseTitle`: its chapter's, since a part may write "HONEST" only once. */
export function chapterWords(sentences: string[]): ChapterWords {
  const words: ChapterWords = { small: new Set(), stems: new Set() };
  for (const text of sentences) {
    for (const word of text.match(/\b[a-z]{2,}\b/g) ?? []) words.small.add(word);
    for (const word of text.match(/\b[A-Za-z][a-z]+\b/g) ?? []) words.stems.add(stem(word.toLowerCase()));
  }
  return words;
}

/**
 * A word in capitals that the chapter also writes in small letters is set in capitals for emphasis ("an HONEST man", "a
 * NATIONAL constitution"): its title writes it small. One the chapter never writes small is a name ("USB port").
 */
function inSmallLetters(title: string, { small, stems }: ChapterWords): string {
  if (!title) return title;
  const words = title.split(" ");
  const inCapitals = (word: string) => /^[A-Z]{2,}$/.test(word);
  // A title all in capitals is one term set in capitals ("PUBLIQUE MINISTER", Hobbes's "Minister" elsewhere): small
  // throughout when each word is written as a word somewhere, kept when one is only ever in capitals ("NATO summit").
  const written = (word: string) => stems.has(stem(word.toLowerCase()));
  const all = words.every(inCapitals) && words.every(written) && words.some((word) => small.has(word.toLowerCase()));
  return capitalize(
    words.map((word) => (inCapitals(word) && (all || small.has(word.toLowerCase())) ? word.toLowerCase() : word)),
  );
}

/** How many of a part's best sentences are tagged in search of a noun phrase for its title (a millisecond each). */
const TITLE_SENTENCES = 30;

/**
 * The title of a part without a heading: a noun phrase of its best sentences (`ranked`, best first; tagged until one
 * gives a title not `used` yet); none if they have none (the caller numbers the chapter's title instead: a phrase
 * that is not one, "USB port named", reads worse than "Meet Your Hardware (2)").
 */
export function phraseTitle(
  ranked: string[],
  {
    idf,
    counts,
    grammar,
    used,
    words = chapterWords(ranked),
  }: { idf: Map<string, number>; counts: Map<string, number>; grammar: Grammar; used: Set<string>; words?: ChapterWords },
): string | undefined {
  const unused = (title: string) => (title && !used.has(title.toLowerCase()) ? title : undefined);
  for (const text of ranked.slice(0, TITLE_SENTENCES)) {
    const title = unused(inSmallLetters(keyPhrase(text, idf, counts, grammar.wordTags(text)), words));
    if (title) return title;
  }
  return undefined;
}
