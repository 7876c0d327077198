import { describe, expect, it } from "vitest";
import { summarizeSnippets, summaryText } from "../../worker/services/summarizer/extractive-summary";

/**
 * Where a book's summaries open, and what they leave out (docs/decisions/206, 207): a preface, a note on an edition,
 * an editor's life of the author, a dedication, notes and a reading list are not what the book says. Shapes of
 * Project Gutenberg's Self-Help, The Prince, Bacon's Essays and The Enchiridion; Meditations' introduction
 * (docs/decisions/239).
 */

/** A chapter of one snippet. */
const chapter = (chapterId: string, title: string, text: string) => ({
  chapterId,
  title,
  snippets: [{ snippetId: `${chapterId}-s1`, text }],
});

describe("the book's summaries", () => {
  it("open with the book's first chapter of substance, not its preface or a note on its edition", () => {
    const summaries = summarizeSnippets({
      chapters: [
        chapter(
          "c0",
          "Preface",
          "The book has proved attractive to readers in different countries. It has been reprinted in various forms in America. Translations have appeared in Dutch and French.",
        ),
        chapter(
          "c1",
          "Introduction to the First Edition",
          "The origin of this book may be briefly told. Two young men resolved to meet in the winter evenings. They wished to improve themselves by exchanging knowledge.",
        ),
        chapter(
          "c2",
          "Self-Help—National and Individual",
          "Heaven helps those who help themselves, says a well-tried maxim. The spirit of self-help is the root of all genuine growth in the individual. Help from without is often enfeebling in its effects.",
        ),
      ],
    });
    expect(summaryText(summaries.short)).toMatch(/^Heaven helps those who help themselves/);
    expect(summaryText(summaries.short)).not.toMatch(/proved attractive|origin of this book/);
  });

  it("open with the book, not a friend's letter before its first chapter (Douglass's Narrative; decision 224)", () => {
    const summaries = summarizeSnippets({
      chapters: [
        chapter(
          "c0",
          "Letter from Wendell Phillips, Esq",
          "You remember the old fable of the man and the lion, where the lion complained of how he was drawn. I am glad the time has come when the lions write history. Every one who reads your book will see a fair specimen.",
        ),
        chapter(
          "c1",
          "Chapter I",
          "I was born in Tuckahoe, near Hillsborough, in Talbot county, Maryland. I have no accurate knowledge of my age, never having seen any authentic record containing it. My mother and I were separated when I was but an infant.",
        ),
      ],
    });
    expect(summaryText(summaries.short)).toMatch(/^I was born in Tuckahoe/);
    // A book of letters is its letters.
    const letters = summarizeSnippets({
      chapters: [
        chapter(
          "c1",
          "Letter to Menoeceus",
          "Let no one be slow to seek wisdom when he is young, nor weary in the search of it when he has grown old. No age is too early or too late for the health of the soul. Accustom yourself to believe that death is nothing to us.",
        ),
      ],
    });
    expect(summaryText(letters.short)).toMatch(/health of the soul/);
  });

  it("open with the book, not a life of its author that opens on the birth and goes on with 'he' (Meditations)", () => {
    const summaries = summarizeSnippets({
      authors: ["Marcus Aurelius"],
      chapters: [
        chapter(
          "c0",
          "Introduction",
          "Marcus Aurelius Antoninus was born on April 26, A.D. 121. His real name was M. Annius Verus, and he was sprung of a noble family. His father had held high office in Rome. Both his parents died young, but he held them in loving remembrance. The boy was educated at home by the best teachers of the day. He came to the throne in the year 161.",
        ),
        chapter(
          "c1",
          "The First Book",
          "Of my grandfather Verus I have learned to be gentle and meek, and to refrain from all anger and passion. From my mother I learned to be religious and bountiful.",
        ),
        chapter(
          "c2",
          "The Second Book",
          "Betimes in the morning say to thyself, this day I shall have to do with an idle curious man. All these ill qualities have happened unto them through ignorance of that which is truly good.",
        ),
      ],
    });
    expect(summaryText(summaries.short)).toMatch(/^Of my grandfather Verus/);
    for (const length of ["short", "medium", "long"] as const)
      expect(summaryText(summaries[length]), length).not.toMatch(/was born|Annius Verus|throne/);
  });

  it("open with the book, not an editor's life of its author, and say nothing of that life", () => {
    // The Prince and On Liberty open on the translator's or editor's life of the author, in chapters of their own.
    const summaries = summarizeSnippets({
      authors: ["Machiavelli, Nicolo"],
      chapters: [
        chapter(
          "c0",
          "Introduction",
          "Nicolo Machiavelli was born at Florence on 3rd May 1469. The downfall of the Medici in Florence occurred in 1494, in which year Machiavelli entered the public service. His father was a lawyer of some repute.",
        ),
        chapter(
          "c1",
          "Office",
          "The second period of Machiavelli's life was spent in the service of the free Republic of Florence. Machiavelli was sent to Rome to watch the election of the new pope. The Republic flourished until the return of the Medici.",
        ),
        chapter(
          "c2",
          "How Many Kinds of Principalities There Are",
          "All states that have held rule over men are either republics or principalities. Principalities are either hereditary or new.",
        ),
        chapter(
          "c3",
          "Concerning Hereditary Principalities",
          "Hereditary states are kept with less difficulty than new ones. It is enough for the prince not to transgress the customs of his ancestors.",
        ),
      ],
    });
    expect(summaryText(summaries.short)).toMatch(/^All states that have held rule over men/);
    for (const length of ["short", "medium", "long"] as const)
      expect(summaryText(summaries[length]), length).not.toMatch(/was born|Machiavelli|lawyer|Republic flourished/);
  });

  it("open on the book, not a dedication titled by whom it addresses, and say nothing of its notes or reading list", () => {
    // Bacon's Essays open on a letter to the Duke of Buckingham; The Enchiridion has a bibliography and footnotes.
    const summaries = summarizeSnippets({
      chapters: [
        chapter(
          "c0",
          "To the Right Honorable My Very Good Lord the Duke of Buckingham",
          "Salomon says a good name is as a precious ointment. I assure myself such will your Grace's name be. I dedicate these essays to your Grace.",
        ),
        chapter(
          "c1",
          "Of Truth",
          "What is truth? said jesting Pilate, and would not stay for an answer. Truth is a naked and open daylight.",
        ),
        chapter("c2", "Selected Bibliography", "Bonhoeffer wrote a book on the Stoa in the year nineteen hundred and twelve."),
        chapter("c3", "Of Death", "Men fear death, as children fear to go in the dark. Revenge triumphs over death."),
        chapter("c4", "Footnotes", "Our missing it is no work of His, nor anything real, but a failure of our own."),
      ],
    });
    expect(summaryText(summaries.short)).toMatch(/^What is truth\? said jesting Pilate/);
    for (const length of ["short", "medium", "long"] as const)
      expect(summaryText(summaries[length]), length).not.toMatch(/precious ointment|Grace|Bonhoeffer|failure of our own/);
  });

  it("are the book's when every chapter names its author: a life by a namesake", () => {
    const summaries = summarizeSnippets({
      authors: ["Francis Darwin"],
      chapters: ["The Voyage", "The Origin"].map((title, i) => ({
        chapterId: `c${i}`,
        title,
        snippets: [
          {
            snippetId: `c${i}-s1`,
            text: `Darwin sailed on the Beagle in the year of ${title.toLowerCase()}. Darwin wrote letters home from every port. Darwin kept notes of every bird he shot.`,
          },
        ],
      })),
    });
    expect(summaryText(summaries.short)).toMatch(/^Darwin sailed on the Beagle in the year of the voyage\./);
  });

  it("hold no textbook exercise for the reader and no sentence that only says an example follows", () => {
    // The Art of Public Speaking's chapters end in exercises; its medium summary ended on one.
    const lesson = (chapterId: string, title: string, teaching: string, exercise: string) =>
      chapter(chapterId, title, `${teaching} ${exercise} I wish on this subject to adduce a modern example.`);
    const summaries = summarizeSnippets({
      chapters: [
        lesson(
          "c1",
          "Acquiring Confidence Before an Audience",
          "There is a strange sensation often experienced in the presence of an audience. Confidence comes from knowing your subject thoroughly. The speaker who has prepared has little to fear from his hearers.",
          'Deliver a short speech on "The Power of Will in the Public Speaker."',
        ),
        lesson(
          "c2",
          "The Sin of Monotony",
          "A monotonous voice tires the hearer sooner than a long speech. Variety of pitch and pace keeps an audience awake. The voice should change as the thought changes.",
          "Note the pauses in a conversation, play, or speech.",
        ),
        lesson(
          "c3",
          "Efficiency Through Emphasis",
          "Emphasis is the art of making one word stand out from the rest. A speaker who stresses every word stresses none. The important idea deserves the important word.",
          "Make a short speech on the effect of persuasion on the sincerity of the speaker himself. Deliver a short appeal to men to give up some evil way.",
        ),
      ],
    });
    for (const length of ["short", "medium", "long"] as const) {
      const text = summaryText(summaries[length]);
      expect(text).toContain("Confidence comes from knowing your subject thoroughly.");
      expect(text).not.toMatch(
        /Deliver a short speech|Note the pauses|Make a short speech|Deliver a short appeal|adduce a modern example/,
      );
    }
  });

  it("hold no signpost ('Let us now examine…', 'In this chapter we…') nor a chapter's title ('XI is entitled…')", () => {
    const summaries = summarizeSnippets({
      chapters: [
        chapter(
          "c1",
          "Objections",
          "Let us now examine the principal objections put forth against Communism. XI is entitled The Nine Grounds. In this chapter we have to ask ourselves whether they hold. Most of them come from a misunderstanding of the question. The commonest objection is that no one would work without the spur of want. Experience shows that free men work better than slaves.",
        ),
      ],
    });
    for (const length of ["short", "medium", "long"] as const) {
      expect(summaryText(summaries[length])).toMatch(/^(Most|The commonest|Experience)/);
      expect(summaryText(summaries[length])).not.toMatch(/Let us now examine|XI is entitled|In this chapter/);
    }
  });
});
