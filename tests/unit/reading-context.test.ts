import { describe, expect, it } from "vitest";
import { type CleanChapter, cleanChapter, profileBook } from "../../worker/services/summarizer/clean-text";
import { summarizeSnippets, summaryText } from "../../worker/services/summarizer/extractive-summary";
import { isProseSentence, leansOnPrevious, withoutCrossReferences } from "../../worker/services/summarizer/sentences";
import { chapterSentences } from "../../worker/services/summarizer/chapter-sentences";
import { chapterSnippets } from "../../worker/services/summarizer/textrank";

/**
 * An extracted sentence is read without the text around it. These tests hold the rules that keep what a
 * reader gets readable there; the lines come from the two real manuals on the machine (libtasn1's Texinfo
 * manual and freedesktop's shared-mime-info spec), as the pipeline cleaned them.
 */

const chapterOf = (paragraphs: string[], title = "Unified system"): CleanChapter => ({
  title,
  sections: [{ heading: null, paragraphs }],
});

const FILLER = [
  "Many programs and desktops use the MIME system to represent the types of files.",
  "Frequently, it is necessary to work out the correct MIME type for a file.",
  "The MIME database does not store the preferences of any single user.",
  "Applications read the database when they start and whenever it changes.",
];

describe("sentences read in context", () => {
  it("knows a sentence that points back from one that stands alone", () => {
    for (const leaning of [
      "They are created by merging all the mime-type elements from the source files.",
      "This function does not return any value because der_len holds enough bytes.",
      "However, the magic rules are tried before the glob patterns.",
      "In addition, each directory may hold its own packages folder.",
      "It is a simple list of lines containing a MIME type and pattern.",
      "Its thin current slides away, but eternity remains.",
      "“And the box will not know the sea.”",
      "The latter keeps the weights of each pattern in the file.",
      "Then he blotted the page so that no inspector would ever read it.",
      "Second, you see the greeting string passed to the macro.",
      "Fortunately, Rust also provides a way to break out of a loop using code.",
      "Another is that not every string value can be known when we write our code.",
      "In these cases, programmers leave comments in their source code that the compiler ignores.",
      "At this point, the first part of the game is done and the program reads a guess.",
      "Well, unlike C, Rust is a safe programming language.",
      "It may be used to store static information, such as the application that opens a type.",
      "All of these are valid String values in a program that reads its input.",
      // The Rustonomicon, printed from the web.
      "Sadly, it sometimes matters and we need to worry about it.",
      "More accurately, Rust contains both a safe and unsafe programming language.",
      "For instance, Vec and Box make use of intrinsics that require their pointers to be non-null at all times.",
      "As a consequence, if the span is empty, “dangling” is the same as “null”.",
      "In practice, they are rarely needed outside the standard library.",
      // The Rust Edition Guide.
      "Put differently, reference patterns can only match against references in the scrutinee.",
      "Here, the ref explicit binding mode is redundant, as the binding mode switches to ref.",
      "Alternatively, you can manually enable the lint to find places where there are unsafe blocks.",
      // The rustdoc book.
      "Async is a good example of this.",
      // The Rust Edition Guide again: a clause whose subject is the previous sentence's, and "in such cases".
      "Since this was simply not allowed before, this is not a breaking change.",
      "If it is larger than the buffer, the call copies what fits and returns an error.",
      "Edition migrations will help you insert whitespace in such cases.",
      // Whitehead's An Introduction to Mathematics (Project Gutenberg's PDF).
      "Here again the reason springs from the very nature of the science, its generality.",
      "Coming now to the general case, we can define a function in mathematics as a correlation.",
      "So we will not bother as to whether imaginary numbers are imaginary, or as to whether they are numbers.",
      "Finally consider (0, 1): this will interpret for us the symbol for the square root of minus one.",
      "If we do not, then the name “axioms of quantity” is ill-judged—that is all.",
      "Events of these types take the place of the foot-rule in relation to lengths.",
      "If the series has only a finite number of terms, we come at last in this way to the sum of the whole series.",
      "The preceding examples illustrate how the fundamental ideas of geometry are exactly the same as those of algebra.",
      // How to Listen to Music.
      "Intelligent listening is not conditioned upon such knowledge.",
      // MacDowell's Critical and Historical Essays.
      "Now this is colour without form, or sound without music.",
      "When in such music this inflection rhymes with the words, we have reached the highest folk song.",
      "In order to remedy this, Guido placed the letters F and C before the lines of the staff.",
      // Smiles's Self-Help: a man named in a sentence before.
      "To the last he held to the great object of his life—the abolition of slavery.",
      "Every week he apportioned his income with deliberate care.",
      "In 1840 he laid his last paper before the Royal Society.",
      // How to Live on 24 Hours a Day.
      "Somehow he gets nothing out of his money.",
      "To the last this great, good man worked on usefully and cheerfully, setting a great example for his family.",
      // The Prince: a reason for what was said before; On Liberty's introduction: a year named before.
      "For, although one may be very strong in armed forces, one has always need of the goodwill of the natives.",
      "For if he has a wise minister, he is well served.",
      // Meditations.
      "For nothing can so much rejoice thee, as the resemblances and parallels of several virtues.",
      "For how should a man part with that which he hath not?",
      // Leviathan: "for" as "because".
      "For where no Covenant hath preceded, there hath no Right been transferred.",
      "For seeing every man by nature seeketh his own benefit, and promotion; to put an Infant into the power of those is dangerous.",
      "For to say that God hath spoken to him in the Holy Scripture, is not to say God hath spoken to him immediately.",
      "For amongst Praesumptions, there is none that so evidently declareth the Author, as doth the BENEFIT of the Action.",
      "For the Representative must needs be One man, or More.",
      "For Prudence, is but Experience; which equall time, equally bestowes on all men.",
      "For the Punishments set down in the Law, are to Subjects, not to Enemies.",
      "For either unto God or man, whatsoever it is that doth happen in the world hath in the ordinary course of nature its proper reference.",
      "For a far greater plague is the corruption of the mind, than any distemper of the common air can be.",
      "For let a space be never so little, that which is moved over a greater space must first be moved over that.",
      // The Wealth of Nations.
      "In proportion to the annual produce of the land and labour, therefore, their quantity must be greater there.",
      "In the most improved societies, however, there are always a few commodities of which the price is two parts.",
      // Schopenhauer's essays; The Analysis of Mind.
      "Rather is every human face a hieroglyph, which admits of being deciphered.",
      "The other way collects together the appearances of different objects from a given place.",
      "The first, maketh men invade for Gain; the second, for Safety; and the third, for Reputation.",
      "The third I ascribe to the giving of the names of the Accidents of Bodies Without Us.",
      "Againe, men have no pleasure in keeping company, where there is no power able to over-awe them all.",
      "How then can he, to whom God hath never revealed his Wil immediately, know when he is to obey?",
      "For certainly it must needs be, that if the Gods can help us in anything, they may in this kind also.",
      "See therefore, that thou have them always in a readiness.",
      // How to Listen to Music.
      "Yet the popular knowledge of its constituent parts is scarcely more than rudimentary.",
      "All this is the more deplorable since a rudimentary knowledge of these things might easily be gained.",
      // Bacon's Essays.
      "Besides, they are like strangers; more admired, and less favored.",
      // The Prince.
      "Further, the prince is compelled to live always with the same people.",
      "In the same year his wife died.",
      // A Vindication of the Rights of Woman.
      "I say the same of women.",
      "Respect for the opinion of the world, has, however, been termed the principal duty of woman.",
      "The progress of science consists in observing these interconnections and in showing them to be laws.",
    ])
      expect(leansOnPrevious(leaning), leaning).toBe(true);
    for (const alone of [
      "This document describes the Libtasn1 library and its encoding functions.",
      "This book explains how to run a small server at home.",
      "It is useful for different programs to use the same database.",
      "Time is but the stream I go a-fishing in.",
      "Therapists use the word differently from the rest of us.",
      "Thesaurus entries list words of a similar meaning.",
      "Second chances are rarer than the proverbs promise.",
      "Next year the harvest failed across the whole valley.",
      "In this chapter, we will talk about ownership and how Rust lays data out in memory.",
      "In thesis writing, the abstract comes last although it is read first.",
      "It is also helpful for application authors to install new information in one place.",
      "It’s traditional when learning a new language to write a program that prints a greeting.",
      "All of the keywords are reserved for use by the language only, as in other languages.",
      "Frequently, it is necessary to work out the correct MIME type for a file.",
      "Sadly, the reference was in complete disrepair when this book was first written.",
      "Ownership is the breakout feature of Rust.",
      "Here is the list of keywords reserved for future use by the language.",
      "Now that you have installed Rust, it is time to write your first program.",
      "When it comes to speed, the compiled program runs as fast as its C twin.",
      "If you want to help test those new features, you can use the nightly channel to try them out.",
      "Since this book was first printed, the language has gained two editions.",
      "So far, the differences between our project and the one Cargo generated are small.",
      "Geometry, like the rest of mathematics, is abstract in the sense of Whitehead's first chapter.",
      "In study, as in business, energy is the great thing, as he who works will find.",
      "In this book, men and women of every rank show what patient effort can do.",
      "Mill argued that men should be free to think and to speak as they please.",
      "For many years the mill stood empty at the end of the valley.",
      "For many years the mill was empty at the end of the valley.",
      "For my part, I have never seen the mill in use.",
      "For so long as the river ran, the wheel turned.",
      "For the first time in a century, the valley had no miller.",
      "The first, and the hardest, step was to find a miller.",
      "For most of the year, the wheel turned by itself.",
      "For many years the old mill was empty.",
      "Rather than wait for rain, the miller dug a channel.",
      "For the understanding of the mill, we are to distinguish its wheel from its stones.",
      // As a Man Thinketh: "All that" is all which.
      "All that a man achieves and all that he fails to achieve is the direct result of his own thoughts.",
      "In the same spirit of inquiry, the author turns to the theatre.",
      "We did the same work as our fathers, in the same fields.",
      "Men, women and children, all came out to see the mill.",
      // The Federalist: "in other words" after "or," restates inside the sentence.
      "The INFINITE DIVISIBILITY of matter, or, in other words, of a finite thing, is a paradox.",
    ])
      expect(leansOnPrevious(alone), alone).toBe(false);
  });

  it("shows a sentence that points back only right after the sentence it follows", () => {
    const chapter = chapterOf([
      FILLER[0]!,
      "The glob files list patterns for the names of files. They are created by merging all the mime-type elements from the source files.",
      "Each package installs its source files with the mime-type elements it knows.",
      "The update program reads the mime-type elements of every source file it finds.",
    ]);
    const sentences = chapterSnippets(chapter).flatMap((s) => s.sentences);
    const they = sentences.indexOf("They are created by merging all the mime-type elements from the source files.");
    expect(they).toBeGreaterThan(0);
    expect(sentences[they - 1]).toBe("The glob files list patterns for the names of files.");

    const orphan = chapterOf([
      "They are created by merging all the mime-type elements from the source files and the MIME type files.",
      ...FILLER,
    ]);
    const all = chapterSnippets(orphan).flatMap((s) => s.sentences);
    expect(all.join(" ")).not.toContain("They are created");
    // The chapter's lead is its first sentence that stands alone.
    expect(all[0]).toBe(FILLER[0]);
  });

  it("gives a summary sentence that points back the sentence it follows in its snippet", () => {
    const book = {
      chapters: [
        {
          chapterId: "c1",
          title: "Portability",
          snippets: [
            {
              snippetId: "s1",
              text: "The library itself should be portable to any C89 system, not even POSIX is required. It builds on all Unix like operating systems and on Windows alike.",
            },
            { snippetId: "s2", text: "Thus it runs wherever a C89 compiler and a small standard library are available." },
          ],
        },
      ],
    };
    const summaries = summarizeSnippets(book);
    for (const length of ["short", "medium", "long"] as const)
      expect(summaryText(summaries[length])).not.toContain("Thus it runs");
    expect(summaryText(summaries.long)).toContain("POSIX is required. It builds on");
  });

  it("keeps a sentence the chapter says twice once (two reference entries sharing a note)", () => {
    const note = "The call does not return any value because it is expected that der_len will hold enough bytes.";
    const chapter = chapterOf([
      `Creates the DER encoding of the provided length value, and the caller frees it. ${note}`,
      `The DER encoding of the bit string is written at the start of the buffer. ${note}`,
      ...FILLER,
    ]);
    expect(chapterSentences(chapter).filter((s) => s.text === note)).toHaveLength(1);
    const snippets = chapterSnippets(chapter)
      .map((s) => s.text)
      .join(" ");
    expect(snippets.split(note).length - 1).toBeLessThanOrEqual(1);
  });

  it("does not show the first words of a list item that completes its introduction", () => {
    const page = [
      "This document describes the Libtasn1 library that provides Abstract Syntax Notation One",
      "(ASN.1) parsing and structures management, and Distinguished Encoding Rules (DER)",
      "encoding and decoding functions for programs written in the C language today.",
      "The main features of this library are:",
      "• On-line ASN.1 structure management that doesn’t require any C code file generation.",
      "• Thread-safety. No global variables are used and multiple library handles and session",
      "handles may be used in parallel by the threads of one program at the same time.",
      "Portable code is kept apart from the parts that need a particular operating system.",
    ].join("\n");
    const chapter = cleanChapter([page], { title: "Introduction", pageStart: 1, pageEnd: 1 }, profileBook([page], []));
    expect(chapter.sections[0]!.listItemsAfterColon).toEqual([1, 2]);
    const texts = chapterSentences(chapter).map((s) => s.text);
    const shown = chapterSnippets(chapter).flatMap((s) => s.sentences);
    expect(texts).toContain(
      "No global variables are used and multiple library handles and session handles may be used in parallel by the threads of one program at the same time.",
    );
    expect(shown.join(" ")).not.toMatch(/On-line ASN\.1 structure management|Thread-safety/);
  });

  it("rejects a reference entry's fields and descriptions, a standard's notation and see-also asides", () => {
    for (const bad of [
      "OCTET STRING: VALUE contains the octet string and LEN is the number of octets.",
      "ANY: VALUE indicates the der encoding of a structure.",
      "Returns the type and value of one element inside a structure.",
      "Creates the DER encoding of the provided length value.",
      'Expands every " ANY DEFINED BY " element of a structure created from a DER decoding process.',
      'The key words "MUST", "MUST NOT", "REQUIRED", "SHALL", "SHOULD" and "MAY" in this document are to be interpreted as described in RFC 2119.',
      // A chapter numbered in Roman, and examples given earlier (Whitehead's An Introduction to Mathematics).
      "The reason for this name is explained at the end of Chapter II., where a straight line represents it.",
      "The symbols such as 1 or 2 in the examples above are written on the left-hand side of the equation.",
      // A transcriber's note, and a word whose drop cap was a picture ("In popular phrase…").
      "Click on the links after each music image to hear the MIDI file.",
      "N popular phrase all high-class music is classical, and so are its concerts.",
      // MacDowell's Essays: a plate of the book, and a figure the sentence ends on.
      "In plate 28 we see two troubadours in the lists, their jongleurs playing the songs of their masters.",
      "Guido placed the letters F and C before the lines representing these notes, thus.",
    ])
      expect(isProseSentence(bad), bad).toBe(false);
    for (const good of [
      "Returns on the fund were lower than the bank had promised its savers.",
      "Sets of rules decide which MIME type a file is given by its contents.",
      "The chapter is short, and the table that follows the chapter holds every constant.",
      "A popular phrase calls all high-class music classical, and so are its concerts.",
      "I have set the factors down in the order which they ordinarily occupy in discussion.",
      "Such a thing as modern modulation was unknown to the Egyptian players of the harp.",
      "A function is a correlation of two numbers such that each value of the one gives the other.",
      "Now that you have the tools, the first program takes a minute to write.",
      "Men work with such hurry that they waste the best part of their lives.",
    ])
      expect(isProseSentence(good), good).toBe(true);
    expect(
      withoutCrossReferences("There was more design in one piece than in most suites (see, for example, Loeilly's “Suite”)."),
    ).toBe("There was more design in one piece than in most suites.");
    expect(withoutCrossReferences("The French horn (Plate IX.), as it is called in the orchestra, is the mellowest.")).toBe(
      "The French horn, as it is called in the orchestra, is the mellowest.",
    );
    expect(
      withoutCrossReferences(
        'In discussions about the previous systems used by GNOME, KDE and ROX (see the "History and related systems" document), it was clear that the databases differed.',
      ),
    ).toBe("In discussions about the previous systems used by GNOME, KDE and ROX, it was clear that the databases differed.");
  });
});

describe("an epigraph", () => {
  const chapterFrom = (lines: string[]) => {
    const page = lines.join("\n");
    return cleanChapter([page], { title: "The Obstacle", pageStart: 1, pageEnd: 1 }, profileBook([page], []));
  };
  const BODY = [
    "When the emperor wrote these notes to himself, he was camped on the Danube with an army that had not been paid for",
    "months, and every letter from Rome brought news of plague, of failed harvests and of friends who had turned against him.",
  ];

  it("is not the chapter's opening: the quotation and its attribution before the chapter's first words go", () => {
    const chapter = chapterFrom([
      "The Obstacle",
      "“The impediment to action advances action. What stands in the way becomes the way.”",
      "— Marcus Aurelius, Meditations",
      ...BODY,
    ]);
    const text = chapter.sections.flatMap((s) => s.paragraphs).join(" ");
    expect(text).not.toMatch(/impediment|Marcus Aurelius/);
    expect(text).toMatch(/^When the emperor wrote these notes/);
  });

  it("may be the short lines of a verse", () => {
    const chapter = chapterFrom([
      "Two roads diverged in a yellow wood,",
      "And sorry I could not travel both",
      "— Robert Frost",
      ...BODY,
    ]);
    expect(chapter.sections[0]!.paragraphs.join(" ")).toMatch(/^When the emperor wrote/);
  });

  it("is only at a chapter's start, and a list under a colon is not one", () => {
    const quoteLater = chapterFrom([...BODY, "“What stands in the way becomes the way.”", "— Marcus Aurelius"]);
    expect(quoteLater.sections[0]!.paragraphs.join(" ")).toMatch(/^When the emperor.*What stands in the way/);
    const list = chapterFrom(["Keep three rules in every camp:", "— Be Kind", "— Be Brave", ...BODY]);
    expect(list.sections[0]!.paragraphs[0]).toBe("Keep three rules in every camp:");
  });
});
