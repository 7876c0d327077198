import nlp from "compromise/two";
import type { Grammar } from "./grammar";

/** Words that open a noun phrase: what follows a verb the tagger took for a noun ("describes the encoding"). */
const OPENS_NOUN_PHRASE = new Set(
  "the a an this that these those its their his her our your my each every no some any all".split(" "),
);

/** The auxiliaries of a perfect tense: a participle after one is a verb. */
const PERFECT = new Set("have has had having".split(" "));

/** Words that are a clause's subject: a verb after one is finite. */
const SUBJECTS = new Set("i we you he she it they there".split(" "));

interface Term {
  normal: string;
  pre?: string;
  post?: string;
  tags: string[];
}

/**
 * A verb the tagger took for something else, between a noun and what it acts on: "the style guide describes the
 * latest edition" (a plural noun to it), "Rust 1.0 established “stability”" (an adjective to it), "the language you
 * see today combines years of research", "this line prints Hello" (a plural after a singular subject).
 */
function isUntaggedVerb(terms: Term[], i: number): boolean {
  const [before, term, after] = [terms[i - 1], terms[i]!, terms[i + 1]];
  if (!before || !after) return false;
  const afterNoun = before.tags.includes("Noun") || before.tags.includes("Value");
  // "if the uneasiness proceed not from a quality" (Hume): a noun's verb before "not", as old English negates.
  if (after.normal === "not" && afterNoun && term.tags.includes("Noun") && !term.tags.includes("Pronoun")) return true;
  const object = OPENS_NOUN_PHRASE.has(after.normal) || after.tags.includes("Value") || /^[“"‘]/.test(after.pre ?? "");
  // "two primitive compound types: tuples and arrays": a noun before punctuation.
  if (term.tags.includes("Plural") && /[^s]s$/.test(term.normal) && !/[,:;.!?]/.test(term.post ?? "")) {
    const singularSubject =
      (before.tags.includes("Singular") && !before.tags.includes("Pronoun")) || before.tags.includes("Date");
    const named = after.tags.includes("Noun") || after.tags.includes("Expression"); // "prints Hello, world!"
    return (afterNoun && object) || (singularSubject && named);
  }
  if (term.tags.includes("Adjective") && term.normal.endsWith("ed")) return afterNoun && (object || after.tags.includes("Noun"));
  return false;
}

/** Words that open a clause whose verb may end it: "which the public good requires", "when the proprietor consents". */
const OPENS_CLAUSE = new Set("which that when whom where whereof wherein whereby if unless".split(" "));

const verbAlone = new Map<string, boolean>();
/** Whether the tagger reads the word alone as a verb ("consent", "require"; not "government", nor "reasoning"). */
function isVerbAlone(word: string): boolean {
  if (!verbAlone.has(word)) {
    const tags = termsOf(nlp(word))[0]?.tags ?? [];
    verbAlone.set(word, tags.includes("Verb") && !tags.includes("Gerund") && !tags.includes("PastTense"));
  }
  return verbAlone.get(word)!;
}

/**
 * The verb closing a relative or subordinate clause, which the tagger took for a noun of its subject: "any object
 * which the public good requires," "when the proprietor consents to", "the advantage which the Americans possess
 * over" (Hume, The Federalist): after "which" and a subject of a few words, a word that agrees with the subject as a
 * verb does ("good requires", "Americans possess"), not as a noun of it would, and is a verb alone.
 */
function isClauseVerb(terms: Term[], i: number): boolean {
  const [head, term] = [terms[i - 1], terms[i]!];
  if (!head || !term.tags.includes("Noun") || term.tags.includes("ProperNoun") || /[,;:]/.test(head.post ?? "")) return false;
  if (!(head.tags.includes("Noun") || head.tags.includes("Adjective")) || head.tags.includes("Pronoun")) return false;
  let k = i - 2;
  const inSubject = (t: Term) =>
    ["Determiner", "Adjective", "Noun"].some((tag) => t.tags.includes(tag)) &&
    !t.tags.includes("Pronoun") &&
    !/[,;:]/.test(t.post ?? "");
  while (k >= Math.max(0, i - 5) && !OPENS_CLAUSE.has(terms[k]!.normal) && inSubject(terms[k]!)) k--;
  if (k < 0 || !OPENS_CLAUSE.has(terms[k]!.normal)) return false;
  const pluralHead = head.tags.includes("Plural") || (head.tags.includes("ProperNoun") && /[^s]s$/.test(head.normal));
  const thirdPerson = /[^s]s$/.test(term.normal) && term.tags.includes("Plural") && !pluralHead;
  const base = pluralHead && !/[^s]s$/.test(term.normal) && !term.tags.includes("Plural");
  if (!thirdPerson && !base) return false;
  // "bestowes" (Hobbes) is "bestow" as "requires" is "require".
  const stems = thirdPerson ? [term.normal.slice(0, -1), term.normal.slice(0, -2)] : [term.normal];
  return stems.some(isVerbAlone);
}

/** "Quite enough for luxuries as well as needs.": a word in -s after a preposition is a plural, not a verb. */
function isPluralAfterPreposition(terms: Term[], i: number): boolean {
  const term = terms[i]!;
  return term.tags.includes("PresentTense") && /[^s]s$/.test(term.normal) && !!terms[i - 1]?.tags.includes("Preposition");
}

const termsOf = (doc: ReturnType<typeof nlp>) => (doc.json() as { terms: Term[] }[]).flatMap((s) => s.terms);

/**
 * compromise tags each word: a sentence with no verb among them is a fragment (a list item without its bullet), and a
 * title is a noun phrase.
 */
export const offlineGrammar: Grammar = {
  hasVerb(sentence) {
    const terms = termsOf(nlp(sentence));
    // "Having INWARD SPIES, making use of officials of the enemy.": a phrase that opens on an -ing form is a
    // sentence only with a verb that is neither ("Running is good", "Having considered it, he stayed").
    // An infinitive after "to" or an -ing form ("making use") is neither; after its subject ("we follow") it is.
    // "…allowing our spies to know of them and report them to the enemy.": an infinitive joined to a bare one is bare.
    // "Having DOOMED SPIES, doing…": "having" opens such a phrase as an auxiliary too, its participle no finite verb.
    const opensOnHaving = terms[0]?.normal === "having";
    const opensOnGerund = !!terms[0]?.tags.includes("Gerund") || opensOnHaving;
    let lastBare = false;
    const counts = (term: Term, i: number) => {
      const before = terms[i - 1];
      if (opensOnHaving && i <= 1) return false;
      const joined = lastBare && (before?.normal === "and" || before?.normal === "or");
      const bare = term.tags.includes("Infinitive") && (before?.normal === "to" || !!before?.tags.includes("Gerund") || joined);
      if (term.tags.includes("Verb")) lastBare = bare;
      return !opensOnGerund || !(term.tags.includes("Gerund") || bare);
    };
    return terms.some(
      (term, i) =>
        (term.tags.includes("Verb") && counts(term, i) && !isPluralAfterPreposition(terms, i)) || isUntaggedVerb(terms, i),
    );
  },
  wordTags(sentence) {
    const tags = new Map<string, Set<string>>();
    const terms = termsOf(nlp(sentence));
    terms.forEach((term, i) => {
      if (tags.has(term.normal)) return;
      if (isUntaggedVerb(terms, i) || isClauseVerb(terms, i)) tags.set(term.normal, new Set(["Verb", "PresentTense"]));
      // "there existed different dances", "we liken music": after its subject a verb is the clause's, not a
      // participle describing a noun ("Borrowed values").
      else if (term.tags.includes("Verb") && SUBJECTS.has(terms[i - 1]?.normal ?? "")) tags.set(term.normal, new Set(["Verb"]));
      // "after the Israelites had rejected God": after "have", a participle is the verb, not an adjective.
      else if (PERFECT.has(terms[i - 1]?.normal ?? "") && /(?:ed|en)$/.test(term.normal) && term.tags.includes("Adjective"))
        tags.set(term.normal, new Set(["Verb", "PastTense"]));
      else tags.set(term.normal, new Set(term.tags));
    });
    return tags;
  },
};
