import { describe, expect, it } from "vitest";
import { isNounPhrase, loadGrammar } from "../../worker/services/summarizer/grammar";
import { keyPhrase } from "../../worker/services/summarizer/snippet-titles";
import type { CleanChapter } from "../../worker/services/summarizer/clean-text";
import { chapterSnippets, rankSentences } from "../../worker/services/summarizer/textrank";

/** Snippet titles the fifteen books printed from Project Gutenberg were given that name nothing (docs/decisions/262). */
describe("A snippet's title from an old book's sentence", () => {
  it("is no clause's piece: a verb the tagger took for a noun, a noun's possessive, an adjective after its noun", async () => {
    const grammar = await loadGrammar();
    const tagsOf = (sentence: string) => grammar.wordTags(sentence);
    const hume =
      "But if the uneasiness proceed not from a quality, but an action, which is produced and annihilated in a moment, it excites love or hatred.";
    expect(isNounPhrase(["uneasiness", "proceed"], tagsOf(hume))).toBe(false);
    const hobbes = "And after the Israelites had rejected God, the Prophets did foretell his restitution.";
    expect(isNounPhrase(["rejected", "God"], tagsOf(hobbes))).toBe(false);
    const locke = "They must have in view certain advantages, which they propose to reap from it.";
    expect(isNounPhrase(["view", "certain", "advantages"], tagsOf(locke))).toBe(false);
    expect(isNounPhrase(["certain", "advantages"], tagsOf(locke))).toBe(true);
    const freedom = "Liberty, or Freedome, signifieth properly the absence of Opposition.";
    expect(isNounPhrase(["Signifieth"], tagsOf(freedom))).toBe(false);
    expect(isNounPhrase(["twentieth", "century"], tagsOf("The twentieth century began in war."))).toBe(true);
    const giles = "We have seen that the great Chu Hsi held Sun Tzu's work in high esteem.";
    expect(isNounPhrase(["Sun", "Tzu's"], tagsOf(giles))).toBe(false);
    // Still phrases: a compound of nouns, and an adjective after "best" (which the tagger reads as a noun).
    const prince = "For this reason the best possible fortress is—not to be hated by the people.";
    expect(isNounPhrase(["best", "possible", "fortress"], tagsOf(prince))).toBe(true);
    const villages = "The Black Belt holds old plantations and cotton fields along the river.";
    expect(isNounPhrase(["cotton", "fields"], tagsOf(villages))).toBe(true);
    expect(isNounPhrase(["old", "plantations"], tagsOf(villages))).toBe(true);
  });

  it("stops at old prepositions and pronouns, and at a word the book only mentions", async () => {
    const grammar = await loadGrammar();
    const title = (sentence: string, others: string[] = []) => {
      const { idf } = rankSentences([sentence, ...others]);
      return keyPhrase(sentence, idf, new Map(), grammar.wordTags(sentence));
    };
    const prince = "When, therefore, servants, and princes towards servants, are thus disposed, they can trust each other.";
    expect(title(prince)).not.toMatch(/towards/i);
    const hobbes = "One, when of an effect imagined, wee seek the causes, or means that produce it.";
    expect(title(hobbes)).not.toMatch(/^Wee/);
    const liberty = "But when the words Free, and Liberty, are applyed to any thing but Bodies, they are abused.";
    expect(title(liberty, ["Bodies move freely."])).not.toMatch(/^Words/);
    const nature = "The word 'nature' is ambiguous and equivocal.";
    expect(title(nature, ["Other things happen here."])).not.toMatch(/^Word/);
  });

  it("ends before the verb that closes a clause on “which” or “when” (decision 264)", async () => {
    const grammar = await loadGrammar();
    const tagsOf = (sentence: string) => grammar.wordTags(sentence);
    const federalist = "Its force is directed to any object which the public good requires, and America can claim the merit.";
    expect(isNounPhrase(["public", "good", "requires"], tagsOf(federalist))).toBe(false);
    const hume = "Property should be stable, except when the proprietor consents to bestow it on some other person.";
    expect(isNounPhrase(["proprietor", "consents"], tagsOf(hume))).toBe(false);
    const army = "Besides the advantage of being armed, which the Americans possess over the people of almost every nation.";
    expect(isNounPhrase(["Americans", "possess"], tagsOf(army))).toBe(false);
    // A noun after a noun stays a noun: "which the State governments, in their wisdom, keep".
    const states = "The powers which the State governments, in their wisdom, keep are few and defined.";
    expect(isNounPhrase(["State", "governments"], tagsOf(states))).toBe(true);
    const smith = "Upon deposits of coin the bank grants receipts, as well as bank credits, to the depositors.";
    expect(isNounPhrase(["bank", "credits"], tagsOf(smith))).toBe(true);
  });

  it("is not a margin note's second line, which goes on from its first, nor ends on its semicolon", async () => {
    const grammar = await loadGrammar();
    const titleUnder = (heading: string) => {
      const paragraph =
        "If there be no Contract, the Dominion is in the Mother, for she may nourish or expose the child as she will.";
      const chapter = {
        title: "Of Dominion Paternall",
        sections: [{ heading, paragraphs: [paragraph] }],
      } as unknown as CleanChapter;
      return chapterSnippets(chapter, grammar)[0]!.title;
    };
    expect(titleUnder("Or Education;")).toBe("Of Dominion Paternall");
    expect(titleUnder("And The Lawes")).toBe("Of Dominion Paternall");
    expect(titleUnder("Succession Passeth By Expresse Words;")).toBe("Succession Passeth By Expresse Words");
    expect(titleUnder("Is It Safe?")).toBe("Is It Safe?");
  });
});
