import { describe, expect, it } from "vitest";
import { chapterSentences } from "../../worker/services/summarizer/chapter-sentences";
import type { CleanChapter } from "../../worker/services/summarizer/clean-text";
import { summarizeSnippets, summaryText } from "../../worker/services/summarizer/extractive-summary";
import { loadGrammar } from "../../worker/services/summarizer/grammar";
import { isProseSentence, leansOnPrevious } from "../../worker/services/summarizer/sentences";
import { chapterSnippets } from "../../worker/services/summarizer/textrank";

/**
 * Sentences the long summaries of fifteen books printed from Project Gutenberg showed alone, each needing the one
 * before it (docs/decisions/259).
 */
describe("A sentence in the middle of an argument", () => {
  it("leans on what was said before: an order, a conclusion, an answer, a place or a kind named before", () => {
    for (const sentence of [
      "A fourth opinion, repugnant to the nature of a Common-wealth, is this, that he is subject to the Civill Lawes.",
      "Seventhly, is annexed to the Soveraigntie, the whole power of prescribing the Rules of Propriety.",
      "The Law of Nature therefore is a part of the Civill Law in all Common-wealths of the world.",
      "The answer was again in the affirmative, so arrangements were made to bring 180 ladies out of the Palace.",
      "The mass of men serve the State thus, not as men mainly, but as machines, with their bodies.",
      "The new are either entirely new, as was Milan to Francesco Sforza, or they are members annexed to a state.",
      "The other species of philosophers consider man in the light of a reasonable rather than an active being.",
      "On the other point which is involved in the just equality of women, I should anticipate no difficulty.",
      "In the first case this liberality is dangerous, in the second it is very necessary to be considered liberal.",
      "In conclusion, in mercenaries dastardy is most dangerous; in auxiliaries, valour.",
      "We may answer, the same as of all other moral standards—the conscientious feelings of mankind.",
      "I do not mean merely that past occurrences are part of a chain of causes leading to the present event.",
      "Here the image and the words together make up the content of the belief.",
      "There I found at last a little school.",
      "Now Congress had not appropriated a cent, and the abandoned lands melted quickly away.",
      "Still it is already clear that the societies of the future will have to count with a new power.",
      "Strange temptation for a child, you may think; and yet a thousand dark children brood before it.",
      "For the hum of the cotton-mills is the newest and most significant thing in the New South to-day.",
      "If the opinion which I have now stated is psychologically true, we can have no other proof.",
      "There remains a question, not of less importance than those already discussed, which will be asked.",
      "According to the preceding system there is always required a double relation of impressions and ideas.",
      "The person has a relation of ideas to myself, according to the supposition; the passion has a relation to pride.",
      "It may be said, for instance, that there is a continued chain of necessary causes reaching to every volition.",
      "We will begin with the latter question.",
      "If, in addition to this immense advantage, the ambition of the members should be stimulated, it would tempt them.",
      "Much of it is employed, and would in any case be employed, in domestic management.",
      "Others serve to shew the Consequence, or Repugnance of one name to another.",
      "I am but too ready to conform to them.",
      "We do not at present know.",
      "The purpose is simply to point out what is the nature of the relation of these classes to the industrial process.",
      "On the higher, classical plane of learning to which they commonly tend, their aim becomes the preparation of youth.",
    ])
      expect(leansOnPrevious(sentence), sentence).toBe(true);
  });

  it("stands alone when it names what it speaks of", () => {
    for (const sentence of [
      "A standard of living is of the nature of habit.",
      "The other day I met the old farmer again on the road to town.",
      "Here is the list of keywords reserved for future use by the language.",
      "Now that you have installed Rust, it is time to write your first program.",
      "For the sake of peace, the two towns agreed to share the bridge.",
      "The cause of America is in a great measure the cause of all mankind.",
      "The wise man learns more from his enemies than a fool from his friends.",
      "Functions can return values to the code that calls them.",
      "The institution of a leisure class is found at the higher stages of the barbarian culture; as, for instance, in feudal Japan.",
      "When parliamentary assemblies reach a certain pitch of excitement they become identical with ordinary crowds.",
    ])
      expect(leansOnPrevious(sentence), sentence).toBe(false);
  });
});

describe("A book's summary", () => {
  const chapter = (title: string, ...snippets: string[]) => ({
    chapterId: title,
    title,
    snippets: snippets.map((text, i) => ({ snippetId: `${title}-${i}`, text })),
  });

  it("says the book's own things: no speaker's line, no part's heading, no chapter's plan for itself", () => {
    const spoken = "“Why, it's little black John, Peggy's son, your old playfellow, come home from the North.”";
    const heading = "PART I. Of the Motives for Establishing New Colonies.";
    const plans = [
      "I now come to personal prestige, the last of the factors we must weigh.",
      "We have just investigated the remote and preparatory causes of sudden beliefs.",
      "Having spoken of natural right, we are to consider next the divine laws.",
    ];
    const book = {
      chapters: [
        chapter(
          "The Town",
          "Crowds are only powerful for destruction, whatever their leaders promise. A village school stood by the creek under old oaks.",
          `${spoken} Cotton rose to ten cents last fall, and merchants sold buggies.`,
        ),
        chapter("Colonies", `${heading} Greek settlers left crowded cities to found distant harbours.`, plans.join(" ")),
      ],
    };
    const long = summaryText(summarizeSnippets(book).long);
    expect(long).toContain("Greek settlers left crowded cities to found distant harbours.");
    expect(long).toContain("Cotton rose to ten cents last fall, and merchants sold buggies.");
    for (const unread of [spoken, heading, ...plans]) expect(long).not.toContain(unread);
  });

  it("of an essay cut into blocks of pages opens on the essay's first sentences, not a block's first", () => {
    const book = {
      chapters: [
        chapter(
          "Pages 1\u201310",
          "I heartily accept the motto that government is best which governs least. Carried out, it finally amounts to something stronger still.",
        ),
        chapter("Pages 11\u201320", "I was put into jail as I was going to the shoemaker's to get a shoe mended."),
      ],
    };
    expect(summaryText(summarizeSnippets(book).short)).toBe(
      "I heartily accept the motto that government is best which governs least. Carried out, it finally amounts to something stronger still.",
    );
    // Chapters the book names do lead: each opens on its own first words.
    const named = { chapters: book.chapters.map((c, i) => ({ ...c, title: ["Government", "Prison"][i]! })) };
    expect(summaryText(summarizeSnippets(named).short)).toContain("I was put into jail");
  });

  it("reads a part's heading run into its text as no sentence", () => {
    expect(isProseSentence("PART I. Of the Motives for Establishing New Colonies.")).toBe(false);
    expect(isProseSentence("Part of the motive for establishing new colonies was plain enough to all.")).toBe(true);
  });
});

/** The Prince's first chapter as Project Gutenberg prints it: each sentence a paragraph of its own. */
const PRINCE_FIRST_CHAPTER = [
  "All states, all powers, that have held and hold rule over men have been and are either republics or principalities.",
  "Principalities are either hereditary, in which the family has been long established; or they are new.",
  "The new are either entirely new, as was Milan to Francesco Sforza, or they are, as it were, members annexed to the hereditary state of the prince who has acquired them, as was the kingdom of Naples to that of the King of Spain.",
  "Such dominions thus acquired are either accustomed to live under a prince, or to live in freedom; and are acquired either by the arms of the prince himself, or of others, or else by fortune or by ability.",
];

describe("A paragraph that opens by leaning on the one before (docs/decisions/260)", () => {
  const chapter = (paragraphs: string[], listItemsAfterColon?: number[]): CleanChapter =>
    ({ title: "I", sections: [{ heading: null, paragraphs, listItemsAfterColon }] }) as unknown as CleanChapter;

  it("is shown after the last sentence of the paragraph before, as the book reads", async () => {
    const sentences = chapterSentences(chapter(PRINCE_FIRST_CHAPTER));
    expect(sentences.map((s) => [s.leans, s.followsPrevious])).toEqual([
      [false, false],
      [false, true],
      [true, true],
      [true, true],
    ]);
    const snippets = chapterSnippets(chapter(PRINCE_FIRST_CHAPTER), await loadGrammar());
    expect(snippets.map((s) => s.text)).toEqual([PRINCE_FIRST_CHAPTER[0], PRINCE_FIRST_CHAPTER.slice(1, 3).join(" ")]);
  });

  it("but not after a list item, nor across a section's heading", () => {
    const items = chapter(["The main parts are:", "The engine, which drives it.", "They are sold separately by the maker."], [1]);
    expect(chapterSentences(items).find((s) => s.text.startsWith("They"))!.followsPrevious).toBe(false);
    const sections = {
      title: "I",
      sections: [
        { heading: null, paragraphs: ["Principalities are either hereditary or they are new."] },
        { heading: "Of New Principalities", paragraphs: ["The new are either entirely new or members annexed to a state."] },
      ],
    } as unknown as CleanChapter;
    expect(chapterSentences(sections)[1]!.followsPrevious).toBe(false);
  });
});

/** Sentences the summaries of The Analysis of Mind, The Federalist, Locke and The Art of War showed alone (decision 264). */
describe("A sentence that cannot be read alone", () => {
  const chapter = (paragraphs: string[]): CleanChapter =>
    ({ title: "I", sections: [{ heading: null, paragraphs }] }) as unknown as CleanChapter;

  it("leans on the cases, the things, the State, the reason or the discussion before it", () => {
    for (const sentence of [
      "In other cases the mnemic effects are not all those of one object, but only those shared by objects of a kind.",
      'We will call the two together "vital" movements.',
      "The Bill of Rights of that State declares that standing armies are dangerous to liberty.",
      "Because, there being in the one disdain and in the other suspicion, it is not possible for them to work well together.",
      "Insomuch that someone in the Senate, wishing to excuse him, said there were many men who knew much better.",
      "Because the King of France would have made a thousand excuses, and the others would have raised a thousand fears.",
      "The first case has been discussed, but we will speak of it again should it recur.",
    ])
      expect(leansOnPrevious(sentence), sentence).toBe(true);
    for (const sentence of [
      "In some cases the law is silent, and the judge must decide.",
      "The two houses of Congress meet in the same building.",
      "The Bill of Rights of Virginia declares that standing armies are dangerous to liberty.",
      "Because the roads were closed, the council met in the town.",
      "The question has been discussed by every writer on government since Aristotle.",
    ])
      expect(leansOnPrevious(sentence), sentence).toBe(false);
  });

  it("speaks of someone named before: “he”, “his” or “they” among its first words, after no name or noun of its own", () => {
    for (const sentence of [
      "During his official career Florence was free under the government of a Republic.",
      "If his forces are united, separate them.",
      "I will leave his other actions alone, as they were all alike, and they all succeeded.",
      "Even supposing he moves his limbs to and fro, this cannot convey to him that idea.",
      "One can easily see how a person who saw slavery thus from his father's parlors fails to grasp the new picture.",
      "It is true that this amount of mental power is not totally lost.",
      "Away back in the days of bondage they thought to see in one divine event the end of all doubt and disappointment.",
    ])
      expect(leansOnPrevious(sentence), sentence).toBe(true);
    for (const sentence of [
      "No man can have in his mind an Image of infinite magnitude.",
      "The general, unable to control his irritation, will launch his men to the assault like swarming ants.",
      "God, when he gave the world in common to all mankind, commanded man also to labour.",
      "By sending his son abroad, a father delivers himself from so disagreeable an object as a son unemployed.",
      "Who will venture his life to reduce his own countrymen to a foreign obedience?",
      "Salt being a necessary, every man must buy a certain quantity of it, and this quantity of it is taxed.",
    ])
      expect(leansOnPrevious(sentence), sentence).toBe(false);
  });

  it("answers the question before it in a few words, and is shown only with it", () => {
    const locke = "What is my remedy against a robber, that so broke into my house? Appeal to the law for justice.";
    const answer = chapterSentences(chapter([locke])).find((s) => s.text.startsWith("Appeal"));
    expect(answer?.leans).toBe(true);
    const madison =
      "Does it follow that slaves ought to be included in the rule of representation? Slaves are considered as property, not as persons.";
    expect(chapterSentences(chapter([madison])).find((s) => s.text.startsWith("Slaves"))?.leans).toBe(false);
  });

  it("has no verb of its own: a list item of participles after “Having”", async () => {
    const grammar = await loadGrammar();
    const sunTzu =
      "Having DOOMED SPIES, doing certain things openly for purposes of deception, and allowing our spies to know of them and report them to the enemy.";
    expect(grammar.hasVerb(sunTzu)).toBe(false);
    expect(grammar.hasVerb("Having considered it, he stayed and wrote to her.")).toBe(true);
    expect(grammar.hasVerb("Having no spies, we must know the ground and report it to the general.")).toBe(true);
  });
});
