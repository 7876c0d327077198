import { describe, expect, it } from "vitest";
import { type CleanChapter, hasProse } from "../../worker/services/summarizer/clean-text";
import { isNounPhrase, loadGrammar } from "../../worker/services/summarizer/grammar";
import { keyPhrase, phraseCounts, phraseTitle } from "../../worker/services/summarizer/snippet-titles";
import { chapterSnippets, rankSentences } from "../../worker/services/summarizer/textrank";

/**
 * What the offline summarizer asks of a part-of-speech tagger (docs/decisions/201), on lines of books printed from the
 * web that ship with rustup here: the Embedded Rust Book and the Rust Edition Guide.
 */

const chapterOf = (paragraphs: string[], title: string): CleanChapter => ({
  title,
  sections: [{ heading: null, paragraphs }],
});

describe("the summarizer's grammar", () => {
  it("does not show a list item printed without its bullet, which has no verb", async () => {
    const grammar = await loadGrammar();
    const fragments = [
      "An accelerometer as part of the LSM303DLHC chip.",
      "A single-core ARM Cortex-M4F processor with hardware support for single-precision floating point operations and a maximum clock frequency of 72 MHz.",
      "Markdown file, rather than to the Rust source file.",
      // How to Live on 24 Hours a Day: a line of talk, "needs" a plural after a preposition.
      "Quite enough for luxuries as well as needs.",
      // The Art of War: a numbered list's item on the kinds of spies, all -ing forms (decision 229).
      "Having INWARD SPIES, making use of officials of the enemy.",
      "Following the river north to the sea.",
    ];
    for (const fragment of fragments) expect(grammar.hasVerb(fragment), fragment).toBe(false);
    // Verbs the tagger alone takes for a noun or an adjective.
    for (const sentence of [
      "The current version of the style guide describes the latest Rust style edition.",
      "In May 2015, the release of Rust 1.0 established “stability without stagnation” as a core Rust axiom.",
      "Races happen.",
      "A tool that needs care is fine.",
      "It needs care.",
      "Running is good for the heart.",
      "Having considered the matter, he decided to stay.",
      "Looking at society from a different standpoint—for we start from a free individual—we follow the same method.",
    ])
      expect(grammar.hasVerb(sentence), sentence).toBe(true);
    const parts = ["An accelerometer as part of the LSM303DLHC chip.", "A gyroscope as part of the L3GD20 chip."];
    const hardware = chapterOf(
      [
        "Let’s get familiar with the hardware we’ll be working with on the board.",
        "The board carries a microcontroller with a processor, a chip for motion and a chip for direction.",
        ...parts,
        "The microcontroller pins take a nominal voltage of 3.3 volts on this board.",
        "Be careful if you want to apply external signals to the board at all.",
      ],
      "Meet Your Hardware",
    );
    const shown = chapterSnippets(hardware, grammar).flatMap((s) => s.sentences);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((s) => parts.includes(s))).toEqual([]);
  });

  it("counts a publisher's list of its books at a book's end as no chapter to read", async () => {
    const grammar = await loadGrammar();
    // The Enchiridion's last pages: the series' titles, each "AUTHOR: Title. Tr. Translator. (LLA 24)" (decision 229).
    const series = chapterOf(
      [
        "AESCHYLUS: Prometheus Bound. Tr. E. B. Browning. (LLA 24)",
        "AUGUSTINE: On Christian Doctrine. Tr. D. W. Robertson, Jr. (LLA 80) *BACON: The New Organon. (LLA 97)",
        "The Life of Lazarillo de Tormes. Tr. J. G. Markley. (LLA 37)",
        "MILL, J.: An Essay on Government. (LLA 47)",
      ],
      "The Library of Liberal Arts",
    );
    expect(hasProse(series, grammar)).toBe(false);
    const manual = chapterOf(["Some things are within our power, while others are not."], "The Enchiridion");
    expect(hasProse(manual, grammar)).toBe(true);
  });

  it("titles a snippet without a heading by a noun phrase, not a piece of a clause", async () => {
    const grammar = await loadGrammar();
    const tagsOf = (sentence: string) => grammar.wordTags(sentence);
    const getfacl = "The getfacl command tells the user you can make use of this device.";
    expect(isNounPhrase(["getfacl", "command"], tagsOf(getfacl))).toBe(true);
    expect(isNounPhrase(["getfacl", "command", "tells"], tagsOf(getfacl))).toBe(false);
    const since = "In Rust 2021, since different values are being captured, this can affect what traits a closure implements.";
    expect(isNounPhrase(["since", "different", "values"], tagsOf(since))).toBe(false);
    expect(isNounPhrase(["different", "values"], tagsOf(since))).toBe(true);
    expect(
      isNounPhrase(["naturally", "enough"], tagsOf("The hardware section is, naturally enough, where we use OpenOCD.")),
    ).toBe(false);
    // A verb's plain form opens a clause, and a phrase does not end on one's -ing form; -ing and -ed may describe.
    const rust = "The Rust language you see today combines years of research in systems programming.";
    expect(isNounPhrase(["see", "today", "combines", "years"], tagsOf(rust))).toBe(false);
    expect(isNounPhrase(["Rust", "language"], tagsOf(rust))).toBe(true);
    const ub = "Things that Cause Undefined Behavior are listed here.";
    expect(isNounPhrase(["Cause", "Undefined", "Behavior"], tagsOf(ub))).toBe(false);
    expect(isNounPhrase(["Undefined", "Behavior"], tagsOf(ub))).toBe(true);
    const slice = "We can create a string slice using a range within brackets.";
    expect(isNounPhrase(["string", "slice", "using"], tagsOf(slice))).toBe(false);
    expect(isNounPhrase(["Borrowed", "values"], tagsOf("Borrowed values live here."))).toBe(true);
    expect(isNounPhrase(["borrowed", "values"], tagsOf("Ownership and borrowed values are checked by the compiler."))).toBe(true);
    // A past tense after its subject (The Prince, Hume's Treatise): "Caesar obtained empire", "we have taken notice".
    expect(isNounPhrase(["obtained", "empire"], tagsOf("And if any one should say: Caesar obtained empire by liberality."))).toBe(
      false,
    );
    expect(isNounPhrase(["taken", "notice"], tagsOf("We have already taken notice of certain relations."))).toBe(false);
    expect(isNounPhrase(["Called", "Appetite"], tagsOf("This Motion, which is called Appetite, is the beginning."))).toBe(false);
    expect(isNounPhrase(["Generated", "code"], tagsOf("Generated code runs fast."))).toBe(true);
    // A plural after a singular subject, before a noun, is a verb the tagger missed.
    expect(isNounPhrase(["today", "combines", "years"], tagsOf(rust))).toBe(false);
    const hello = "If your main.rs is your “Hello, world!” program, this line prints Hello, world! to your terminal.";
    expect(isNounPhrase(["line", "prints"], tagsOf(hello))).toBe(false);
    const compound = "Rust has two primitive compound types: tuples and arrays.";
    expect(isNounPhrase(["primitive", "compound", "types"], tagsOf(compound))).toBe(true);
    const containing = "On Windows, the build also makes a file containing debugging information with the .pdb extension.";
    expect(isNounPhrase(["containing", "debugging", "information"], tagsOf(containing))).toBe(false);
    // Bacon's Essays: "There is in man's nature… love of others, which… maketh men become humane and charitable."
    const bacon = "There is in man's nature a secret inclination, which maketh men become humane and charitable.";
    expect(isNounPhrase(["maketh", "men"], tagsOf(bacon))).toBe(false);
    expect(isNounPhrase(["secret", "inclination"], tagsOf(bacon))).toBe(true);
    expect(isNounPhrase(["teeth"], tagsOf("Her teeth were white."))).toBe(true);
    // Unknown tags (no grammar): every phrase may be a title.
    expect(isNounPhrase(["getfacl", "command", "tells"], new Map())).toBe(true);

    const semihosting = chapterOf(
      [
        "Semihosting is a mechanism that lets embedded devices do I/O on the host and is mainly used to log messages.",
        "The downside is that semihosting is super slow: each write operation can take several milliseconds.",
        "There is also an exit semihosting operation that can be used to terminate the QEMU process.",
        "For convenience, the panic-semihosting crate has an exit feature that logs the panic message to the host.",
      ],
      "Semihosting",
    );
    const [untagged] = chapterSnippets(semihosting);
    const [tagged] = chapterSnippets(semihosting, grammar);
    expect(untagged!.title).toBe("Lets embedded devices");
    expect(tagged!.title).not.toBe("Lets embedded devices");
    expect(isNounPhrase(tagged!.title.split(" "), tagsOf(tagged!.sentences.join(" ")))).toBe(true);
  });

  it("titles a part by the noun phrase inside a run of words, else by nothing rather than a piece of a clause", async () => {
    const grammar = await loadGrammar();
    const usb = "Plug the cable into the USB port named after the debugger.";
    const { idf } = rankSentences([usb, "The microcontroller pins take a nominal voltage of 3.3 volts."]);
    expect(keyPhrase(usb, idf, new Map(), grammar.wordTags(usb))).toBe("USB port");
    // Nothing in these reads as a title: the caller numbers the chapter's own title instead.
    const clauses = ["It runs quickly.", "She said so when they asked.", "Obviously it depends."];
    const none = phraseTitle(clauses, { idf: rankSentences(clauses).idf, counts: new Map(), grammar, used: new Set() });
    expect(none).toBeUndefined();
  });

  it("titles a part by what it is about, not by a vague amount the chapter keeps saying", async () => {
    const grammar = await loadGrammar();
    // The Wealth of Nations: a dozen parts of it were titled "Greater part".
    const chapter = [
      "The greater part of the gold mines of Peru yield no profit to the undertakers who work them.",
      "The greater part of the produce of the gold mines goes to pay the rent of the land.",
      "The greater part of the price of gold is made up of the wages of the labour employed.",
    ];
    const { idf } = rankSentences(chapter);
    expect(keyPhrase(chapter[0]!, idf, phraseCounts(chapter), grammar.wordTags(chapter[0]!))).toBe("Gold mines");
    // A good deal, a great part, that sort, a happy lot: no subject, however often said.
    const vague = "He had a great deal of trouble of that sort with the greater part of the men.";
    expect(keyPhrase(vague, idf, phraseCounts([vague, vague]), grammar.wordTags(vague))).not.toMatch(/deal|part|sort/i);
    // The Federalist, The Theory of the Leisure Class, Public Opinion: parts titled "Tolerable degree", "Great amount",
    // "Small segment".
    const amounts = "A great amount of tea reached a tolerable degree of quality for a small segment of the market.";
    expect(keyPhrase(amounts, idf, phraseCounts([amounts, amounts]), grammar.wordTags(amounts))).not.toMatch(
      /amount|degree|segment/i,
    );
  });

  it("titles a part by a word that names something, not 'Nothing', 'Thing' or 'Place'", async () => {
    const grammar = await loadGrammar();
    const ranked = ["Nothing came of it.", "The French government sent its troops to the frontier."];
    const title = phraseTitle(ranked, { idf: rankSentences(ranked).idf, counts: new Map(), grammar, used: new Set() });
    expect(title).toBe("French government");
  });

  it("titles a part by what it names: not a general noun under a vague modifier, an old verb, or capitals for emphasis", async () => {
    const grammar = await loadGrammar();
    const titleOf = (ranked: string[]) =>
      phraseTitle(ranked, { idf: rankSentences(ranked).idf, counts: phraseCounts(ranked), grammar, used: new Set() });
    // The Prince, The Science of Getting Rich, Russell's The Analysis of Mind: "Little importance", "Best thing",
    // "Different things" (and then "Others", a pronoun).
    const prince =
      "The choice of servants is of no little importance to a prince, and they are good or not according to his discrimination.";
    expect(titleOf([prince])).toBe("Choice");
    const poor =
      "Others are poor because they are too indolent to find the way out; and for these the very best thing is to arouse their desire.";
    expect(titleOf([poor])).toBe("Desire");
    const things = [
      "They are not solid persistent objects, and different things may be made of the same stuff.",
      "Different things differ.",
    ];
    expect(titleOf(things)).toBe("Solid persistent objects");
    // Hume's Treatise, Emerson's Self-Reliance: "Shew", "Forth light".
    expect(
      titleOf(["In order to shew the fallacy of all this philosophy, I shall endeavour to prove that reason is no motive."]),
    ).toBe("Fallacy");
    expect(titleOf(["Let a man then know his worth, and put forth light from his own heart."])).not.toMatch(/forth/i);
    // The Analysis of Mind, On Liberty: a dash between words ends a phrase ("Reason--so Watson argues--to").
    const watson =
      "There is no reason--so Watson argues--to suppose that their knowledge IS anything beyond the habits shown in this behaviour.";
    expect(titleOf([watson])).not.toMatch(/-/);
    const natures =
      "Society has no need of strong natures--is not the better for containing many persons who have much character.";
    expect(titleOf([natures])).not.toMatch(/-/);
    // Hume's Treatise, Leviathan: old prepositions and adverbs are no part of a title ("Connexion betwixt").
    const betwixt = [
      "I immediately conclude, that there is a great connexion betwixt our correspondent impressions and ideas.",
      "The connexion betwixt these parts is intimate.",
    ];
    expect(titleOf(betwixt)).not.toMatch(/betwixt/i);
    const identity = "It is certain there is no question in philosophy more abstruse than that concerning identity.";
    expect(titleOf([identity])).not.toMatch(/concerning/i);
    // Utilitarianism: whatever describes it, "something" names nothing.
    const something =
      "Pleasures are not to be looked upon as means to a collective something termed happiness, and a collective something is no end.";
    expect(titleOf([something])).not.toMatch(/something/i);
    // Leviathan: a term set in capitals, its words written elsewhere small ("publique") or with a capital ("Minister").
    const minister =
      "A PUBLIQUE MINISTER, is he, that by the Soveraign, is employed in any affaires, with Authority to represent the Person of the Common-wealth.";
    expect(titleOf([minister, "The Minister of publique businesse is paid."])).toBe("Publique minister");
    expect(titleOf(["The NATO SUMMIT met, and every summit of NATO met again."])).toMatch(/^NATO/);
    // The Prince: "have done great things" is a perfect tense, not a title.
    const done = "Many have been princes, and have done great things with armies, and have done great things again.";
    expect(titleOf([done])).not.toMatch(/^done/i);
    // Civil Disobedience, The Federalist: a word in capitals the part also writes small is emphasis, not a name.
    const honest =
      "If one HONEST man, in this State of Massachusetts, ceasing to hold slaves, were to withdraw from this copartnership, it would be the abolition of slavery in America.";
    expect(titleOf([honest, "He is an honest man."])).toBe("Honest man");
    const federal = "In this relation the new Constitution will be a FEDERAL and not a NATIONAL constitution.";
    expect(titleOf([federal, "The national government acts on citizens."])).toBe("National constitution");
  });

  it("writes a word the chapter sets in capitals for emphasis in small letters, though its part writes it only in capitals", async () => {
    // Civil Disobedience: "one HONEST man" in one part, "honest" in small letters only in others.
    const paragraphs = [
      "The government is only an expedient by which men would fain succeed in letting one another alone. It has not the vitality of a single living man. Yet this government never of itself furthered any enterprise.",
      "If one HONEST man, in this State of Massachusetts, ceasing to hold slaves, were to withdraw from this copartnership, it would be the abolition of slavery. For it matters not how small the beginning may seem to be. What is once well done is done for ever. The HONEST man withdraws.",
      "Under a government which imprisons any unjustly, the true place for a just man is also a prison. I saw that the State was half-witted, that it was timid as a lone woman with her silver spoons. An honest man pays no tax to it.",
    ];
    const titles = chapterSnippets(chapterOf(paragraphs, "Civil Disobedience"), await loadGrammar()).map((s) => s.title);
    expect(titles).toContain("Honest man");
    expect(titles.join()).not.toContain("HONEST");
  });

  it("titles a part by the phrase its chapter comes back to, not the run of words that goes on into the clause", async () => {
    const grammar = await loadGrammar();
    // Whitehead's An Introduction to Mathematics, chapter IX: "coordinate geometry" is said again and again.
    const chapter = [
      "The methods and ideas of coordinate geometry have already been employed in the previous chapters.",
      "In this connection the interest of coordinate geometry lies in the fact that it relates together geometry and algebra.",
      "Thus coordinate geometry is the science of space studied by numbers.",
    ];
    const { idf } = rankSentences(chapter);
    expect(keyPhrase(chapter[1]!, idf, phraseCounts(chapter), grammar.wordTags(chapter[1]!))).toBe("Coordinate geometry");
    // The tagger takes "less" for a noun here; a comparison's word ends no title.
    const field = "Thus the field of the relation for x is restricted to numbers less than 1.";
    expect(isNounPhrase(["numbers", "less"], grammar.wordTags(field))).toBe(false);
    expect(isNounPhrase(["relation"], grammar.wordTags(field))).toBe(true);
    // A verb after its subject is the clause's, not an -ed word describing a noun (MacDowell's Essays).
    const dances = "For just as in different parts of Greece there existed different dances, the steps were known.";
    expect(isNounPhrase(["existed", "different", "dances"], grammar.wordTags(dances))).toBe(false);
    expect(isNounPhrase(["liken", "music"], grammar.wordTags("We liken music to a language of the emotions."))).toBe(false);
    expect(isNounPhrase(["Borrowed", "values"], grammar.wordTags("Borrowed values cannot be changed."))).toBe(true);
  });
});
