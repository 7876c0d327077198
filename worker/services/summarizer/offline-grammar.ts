import nlp from "compromise/two";
import type { Grammar } from "./grammar";

/** Words that open a noun phrase: what follows a verb the tagger took for a noun ("describes the encoding"). */
const OPENS_NOUN_PHRASE = new Set(
  "the a an this that these those its their his her our your my each every no some any all".split(" "),
);

interface Term {
  normal: string;
  pre?: string;
  tags: string[];
}

/**
 * A verb the tagger took for something else, between a noun and what it acts on: "the style guide describes the
 * latest edition" (a plural noun to it), "Rust 1.0 established “stability”" (an adjective to it).
 */
function untaggedVerb(terms: Term[]): boolean {
  return terms.some((term, i) => {
    const [before, after] = [terms[i - 1], terms[i + 1]];
    if (!before || !after) return false;
    const object = OPENS_NOUN_PHRASE.has(after.normal) || after.tags.includes("Value") || /^[“"‘]/.test(after.pre ?? "");
    const afterNoun = before.tags.includes("Noun") || before.tags.includes("Value");
    if (term.tags.includes("Plural") && /[^s]s$/.test(term.normal)) return afterNoun && object;
    if (term.tags.includes("Adjective") && term.normal.endsWith("ed"))
      return afterNoun && (object || after.tags.includes("Noun"));
    return false;
  });
}

/**
 * compromise tags each word: a sentence with no verb among them is a fragment (a list item without its bullet), and a
 * title is a noun phrase.
 */
export const offlineGrammar: Grammar = {
  hasVerb(sentence) {
    const doc = nlp(sentence);
    return doc.has("#Verb") || untaggedVerb((doc.json() as { terms: Term[] }[])[0]?.terms ?? []);
  },
  wordTags(sentence) {
    const tags = new Map<string, Set<string>>();
    for (const { terms } of nlp(sentence).json() as { terms: Term[] }[])
      for (const term of terms) if (!tags.has(term.normal)) tags.set(term.normal, new Set(term.tags));
    return tags;
  },
};
