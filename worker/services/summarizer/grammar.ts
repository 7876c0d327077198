/**
 * What the offline summarizer asks of a sentence's grammar, beyond the shape of its words (./sentences.ts): whether it
 * has a verb. A list item printed without its bullet ("An accelerometer as part of the LSM303DLHC chip.") reads as a
 * sentence by its shape and is not one (docs/decisions/201).
 */
export interface Grammar {
  hasVerb(sentence: string): boolean;
  /** Each word of the sentence, lower-cased, with its part-of-speech tags ("Noun", "Verb", "Adverb"…); empty if unknown. */
  wordTags(sentence: string): Map<string, Set<string>>;
}

/**
 * No grammar: every sentence counts as having a verb and no word's class is known (tests of other rules, production's
 * unused offline summarizer).
 */
export const NO_GRAMMAR: Grammar = { hasVerb: () => true, wordTags: () => new Map() };

/**
 * Whether a phrase of a sentence's words reads as a title: a noun phrase ("Getfacl command", "Interrupt handlers"),
 * not a clause's piece ("Getfacl command tells", "Naturally enough", "Since different values"). True when the tags are
 * unknown.
 */
export function isNounPhrase(words: string[], tags: Map<string, Set<string>>): boolean {
  if (!tags.size) return true;
  const of = (word: string) => tags.get(word.toLowerCase()) ?? new Set<string>();
  const last = of(words[words.length - 1]!);
  if (!last.has("Noun")) return false;
  if (last.has("Verb") && last.has("Gerund")) return false; // "String slice using"
  // "Numbers less (than 1)": a comparison's word, which the tagger may take for a noun.
  if (/^(less|more|most|least|fewer|enough|much|many|few|else|same)$/i.test(words[words.length - 1]!)) return false;
  // "Maketh men", "Inspireth light", "Signifieth": the old English verb the tagger takes for a noun (not "Twentieth").
  if (
    words.some(
      (word) =>
        /^[a-z]{2,}eth$/i.test(word) &&
        !/^(?:teeth|beneath|elizabeth|nazareth|macbeth|japheth|[a-z]*(?:twent|thirt|fort|fift|sixt|sevent|eight|ninet)ieth)$/i.test(
          word,
        ),
    )
  )
    return false;
  // "Sun Tzu's": a possessive owns a noun the phrase left out.
  if (/['’]s$/i.test(words[words.length - 1]!)) return false;
  // "Shew", "Passe", "Forth light": old spellings of verbs, and an adverb, that the tagger takes for nouns.
  if (words.some((word) => /^(?:shew|shews|shewn|shewed|shewing|passe|forth|doth|hath)$/i.test(word))) return false;
  const first = of(words[0]!);
  if (["Adverb", "Conjunction", "Preposition", "Determiner"].some((tag) => first.has(tag))) return false;
  if (words.length === 1 && first.has("Verb")) return false;
  // A verb opens a clause ("See today combines years", "Cause Undefined Behavior", "Containing debugging
  // information", "(Caesar) Obtained empire", "(have) Taken notice"); only a participle the tagger reads as an
  // adjective describes the noun ("Spoken word", "Chosen people"), or one opening its sentence, which the tagger reads
  // as a verb ("Borrowed values cannot be changed").
  const opensSentence = first.has("PastTense") && /^[A-Z][a-z]/.test(words[0]!);
  if (first.has("Verb") && !first.has("Noun") && !first.has("Adjective") && !opensSentence) return false;
  // A perfect tense's participle, or a naming verb's, opens a clause: "(have) Done great things", "(is) Called Appetite".
  if (/^(?:done|been|had|gone|got|called|named|termed|styled)$/i.test(words[0]!)) return false;
  // "(must have in) View certain advantages": an adjective after a noun opens another phrase.
  // ("the best possible fortress": the tagger's noun "best" is an adjective too.)
  const nounOnly = (word: string) =>
    of(word).has("Noun") && !of(word).has("Adjective") && !/^(?:best|worst|first|last|next|least|most)$/i.test(word);
  const adjectiveOnly = (word: string) => of(word).has("Adjective") && !of(word).has("Noun");
  if (words.some((word, i) => i > 0 && adjectiveOnly(word) && nounOnly(words[i - 1]!))) return false;
  return words.slice(1, -1).every((word) => !of(word).has("Verb") || of(word).has("Noun"));
}

/** compromise's part-of-speech tagger, loaded (about 120 KiB gzip) only by the summarizer that uses it. */
export async function loadGrammar(): Promise<Grammar> {
  const { offlineGrammar } = await import("./offline-grammar");
  return offlineGrammar;
}
