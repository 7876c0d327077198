import { STOPWORDS } from "./words";

/** Pronouns that stand for someone or something a sentence before named (leaning.ts, docs/decisions/213, 266). */

/**
 * Words that name more than one, or anyone: "they" after one of them may stand for it; not a time ("Away back in the
 * days of bondage they thought…", Du Bois).
 */
const PLURAL_WORD =
  /^(?:[a-z]{2,}[^s'’]s|men|women|people|children|folk|mankind|everyone|everybody|anyone|someone|nobody|all|both|many|few|some|none|others|several|these|those)$/;
const NOT_PLURAL =
  /^(?:this|thus|its|his|hers|yes|always|perhaps|whereas|unless|across|towards|besides|sometimes|was|has|does|is|as|us|days|years|months|weeks|hours|times|ages|centuries|decades)$/;

/**
 * "The legislative authority, by which they are in force…": "they" among the first words, after nothing that names
 * more than one, stands for things a sentence before named.
 */
export function theyWithoutPlural(sentence: string): boolean {
  const words = sentence.split(/[\s—–]+/).slice(0, 12);
  const at = words.findIndex((word) => /^(?:they|them|their)\b/.test(word));
  if (at < 1) return false;
  const before = words.slice(0, at).map((word) => word.toLowerCase().replace(/[^a-z'’]/g, ""));
  return !before.includes("and") && !before.some((word) => PLURAL_WORD.test(word) && !NOT_PLURAL.test(word));
}

/** "I am but too ready to conform to them." (Thoreau): a short sentence ending on "them", with nothing it could stand for. */
export function endsOnThem(sentence: string): boolean {
  const words = sentence.split(/[\s—–]+/);
  if (words.length > 14 || !/^them[.!]["”’]?$/.test(words[words.length - 1]!)) return false;
  const before = words.slice(0, -1).map((word) => word.toLowerCase().replace(/[^a-z'’]/g, ""));
  return !before.includes("and") && !before.some((word) => PLURAL_WORD.test(word) && !NOT_PLURAL.test(word));
}

/**
 * "During his official career Florence was free…", "On his arrival at Rome, the Senate… elected him", "I will leave his
 * other actions alone", "Even supposing he moves his limbs…": "he", "his", "she" or "her" among the first words, after
 * no name and no noun a determiner introduces ("No man can have in his mind…", "The general, unable to control his…",
 * "God, when he gave…"): someone named before.
 */
export function someoneNamedBefore(sentence: string): boolean {
  const words = sentence.split(/\s+/).slice(0, 7);
  const at = words.findIndex((word, i) => i > 0 && /^(?:he|him|his|she|her)[,;:]?$/.test(word));
  if (at < 0) return false;
  const before = words.slice(0, at).map((word) => word.replace(/[^\p{L}'’.-]/gu, ""));
  const opener = before[0]!.toLowerCase();
  // "Who will venture his life…?", "To honour his Enemies, is to Dishonour him.": anyone's.
  if ((!STOPWORDS.has(opener) && !/(?:ing|ed|ly)$/.test(opener)) || /^(?:who|whoever|to)$/.test(opener)) return false;
  if (!before.every((word, i) => (i === 0 || !/^\p{Lu}/u.test(word)) && !DETERMINER.test(word))) return false;
  // "By sending his son abroad, a father delivers himself…": whose, the clause after the comma says.
  const after = sentence.slice(sentence.indexOf(words[at]!) + words[at]!.length);
  return !/^[^,;:]*,\s+(?:a|an|the)\s/i.test(after);
}
const DETERMINER =
  /^(?:a|an|the|no|every|each|any|some|this|that|these|those|such|one|what|which|whose|whoever|himself|herself|itself|themselves)$/i;
