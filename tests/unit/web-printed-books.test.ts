import { describe, expect, it } from "vitest";
import { type CleanChapter, cleanChapter, profileBook } from "../../worker/services/summarizer/clean-text";
import { joinLines } from "../../worker/services/summarizer/paragraph-text";
import { summarizeSnippets, summaryText } from "../../worker/services/summarizer/extractive-summary";
import { hasCodeToken, isProseSentence } from "../../worker/services/summarizer/sentences";
import { chapterSnippets } from "../../worker/services/summarizer/textrank";

/**
 * What a book made for the web and printed by a browser gives the pipeline (docs/decisions/198): the Rust Programming
 * Language and the Rustonomicon, their HTML on this machine, printed to PDF by Chromium. The lines are theirs.
 */

const chapterOf = (paragraphs: string[], title: string): CleanChapter => ({
  title,
  sections: [{ heading: null, paragraphs }],
});

describe("a book printed from the web (the Rust book, as a browser prints it)", () => {
  it("does not show an address, a cut quotation or a sentence that points at a listing", () => {
    for (const bad of [
      "The HTML format is available online at https://doc.rust-lang.org/stable/book/ and offline with rustup.",
      "Send your questions and reports to the mailing list at help-libtasn1@gnu.org as plain text.",
      "You provide a condition and then state, “If this condition is met, run this block of code.",
      "Even when you want to run some code a certain number of times, as in Listing 3-3, most people use a for loop.",
      "See the tracking issue on the project's site for more details.",
      "For more detailed information about the rules, you may refer to the reference.",
      "For a more detailed explanation of undefined behavior, see the language reference.",
      "See Rust issue #46906 for details.",
      "In this code, we add a variable called state to the pattern that matches values of the variant.",
      "For now, all you need to know is that this code says implementing the trait requires an Item type.",
      // The Embedded Rust Book.
      "The text below explains why we are using these tools.",
      "Installation instructions can be found on the next page.",
      "If you got it then terminate the OpenOCD process and move to the next section.",
      "ARM provides installers for Windows; grab one from here, and follow the instructions.",
      "If you are not in the mood to compile it yourself, the xPack project provides a binary distribution, here.",
      "TODO Cover memory mapped I/O using registers and their fields.",
      "Todo Cover memory mapped I/O using registers and their fields.",
      "To add cross compilation support for the ARM Cortex-M architectures choose one of the following compilation targets.",
      "Some of rustdoc’s flags are unstable; this page only shows stable options, and the help shows them all.",
      "As mentioned in the “Storing Values with Variables” section, by default, variables are immutable.",
      "We covered the details of the new keyword earlier in the “Method Syntax” chapter of this book.",
      "As discussed earlier, the compiler keeps the two lifetimes apart when it checks the function body.",
      "Let’s move forward using the next command.",
      // The Rust Style Guide: inline code the page dropped.
      "If the first line still does not fit on a single line, split after the:, and use block indentation.",
      "Put each method call in the chain on its own line, with the line-break before the. and after any?.",
      "Only the module that defines this function can call it, so the invariant holds outside it.",
      "A good example of using this feature to create a dark theme is documented on this blog.",
      "Below is an examination of how to manually migrate code to use closure captures that are compatible with Rust 2021.",
    ])
      expect(isProseSentence(bad), bad).toBe(false);
    for (const good of [
      "You provide a condition and then state, “If this condition is met, run this block of code.”",
      'The key words "MUST" and "MAY" mark what an implementation has to do and what it may do.',
      "Here the tooling is the same whatever your operating system happens to be.",
      "The last chapter of his life was spent on a farm near the coast.",
      "They broke camp at dawn and crossed the river the following morning.",
    ])
      expect(isProseSentence(good), good).toBe(true);
  });

  it("ends a paragraph at a colon, drops captions, and keeps words and numbers broken at a line's end whole", () => {
    const page = [
      "To see it work, open src/main.rs, replace its code with the preceding example and run it using cargo run :",
      "Because we called the function with the number five as the value, the program output contains the",
      "values we passed, as expected, and the compiler does not complain about anything we wrote in the file.",
      "Listing 4-7: The first_word function that returns a byte index value into the String parameter here",
      "Constants can be declared in any scope, including the global scope, as the teams found in the 2024-",
      "2025 season, which makes them useful for values that many parts of the code need to know about later.",
      "If you use Ubuntu, you can install the build-essential tools first; on other systems, install the build-",
      "essential package by its own name, which the compiler needs for linking, and the rest of the configu-",
      "ration settles itself from there without any further work on your part, whatever the project needs.",
    ].join("\n");
    const chapter = cleanChapter([page], { title: "Functions", pageStart: 1, pageEnd: 1 }, profileBook([page], []));
    const paragraphs = chapter.sections[0]!.paragraphs;
    expect(paragraphs[0]).toBe(
      "To see it work, open src/main.rs, replace its code with the preceding example and run it using cargo run:",
    );
    expect(paragraphs[1]).toMatch(/^Because we called the function/);
    const text = paragraphs.join(" ");
    expect(text).not.toContain("Listing 4-7");
    expect(text).toContain("in the 2024-2025 season");
    expect(text).toContain("install the build-essential package");
    expect(text).toContain("the rest of the configuration settles itself");
    expect(joinLines(["A null pointer is the unit ( None ) variant of the enum."], profileBook([], []))).toBe(
      "A null pointer is the unit (None) variant of the enum.",
    );
    // The Rustonomicon's source wraps "non-nullable" after its hyphen once; the book writes it whole elsewhere.
    const nomicon = profileBook(["There are many types in Rust that are, or contain, non-nullable pointers."], []);
    expect(joinLines(["a (potentially nested) non- nullable pointer variant"], nomicon)).toBe(
      "a (potentially nested) non-nullable pointer variant",
    );
    expect(joinLines(["pre- and post-conditions"], nomicon)).toBe("pre- and post-conditions");
    expect(joinLines(["Some of rustdoc ’s flags are unstable."], nomicon)).toBe("Some of rustdoc’s flags are unstable.");
  });

  it("does not open the book or a chapter's lead with a question", () => {
    const chapter = (id: string, title: string, text: string[]) => ({
      chapterId: id,
      title,
      snippets: [{ snippetId: `${id}-s1`, text: text.join(" ") }],
    });
    const summaries = summarizeSnippets({
      chapters: [
        chapter("c1", "Meet Safe and Unsafe", [
          "What is the relationship between Safe Rust and Unsafe Rust?",
          "Rust can be thought of as a combination of two programming languages at once.",
          "Safe Rust is the true Rust programming language for most of its users.",
        ]),
        chapter("c2", "How They Interact", [
          "Why would anyone write unsafe code at all in a safe language?",
          "The standard library itself is written with unsafe code inside safe interfaces.",
          "Unsafe code must trust some safe code, but never generic safe code.",
        ]),
      ],
    });
    const short = summaryText(summaries.short);
    expect(short).toMatch(/^Rust can be thought of/);
    expect(short).not.toContain("?");
    const [first] = chapterSnippets(
      chapterOf(
        [
          "What is the relationship between Safe Rust and Unsafe Rust?",
          "The unsafe keyword marks the border between the two languages in the code.",
          "Safe Rust is the true Rust programming language for most of its users.",
          "Unsafe code must trust some safe code, but never generic safe code.",
        ],
        "How They Interact",
      ),
    );
    expect(first!.text).toMatch(/^The unsafe keyword marks the border/);
    // Nor does a snippet end on a question it leaves unanswered, or ask alone.
    const asked = chapterSnippets(
      chapterOf(
        [
          "It would be great to not have to worry about low-level implementation details.",
          "The most common reason developers start to care about implementation details is performance.",
          "These details can become a matter of correctness when interfacing directly with hardware.",
          "So what does this have to do with Rust and its details?",
        ],
        "Meet Safe and Unsafe",
      ),
    );
    expect(asked.length).toBeGreaterThan(0);
    for (const snippet of asked) expect(snippet.text, snippet.text).not.toMatch(/\?$/);
    // A first chapter that only asks still gives the book a summary.
    const asking = summarizeSnippets({
      chapters: [
        chapter("c1", "Questions", ["Why Rust at all?", "Why not C, then?", "What does safety even mean for a program?"]),
        chapter("c2", "Answers", ["Rust checks at compile time what other languages check while the program runs."]),
      ],
    });
    expect(summaryText(asking.short)).toMatch(/^Rust checks at compile time/);
    // Nor does the answer that leans on the question ("Sadly, it…").
    const answered = summarizeSnippets({
      chapters: [
        chapter("c1", "Meet Safe and Unsafe", [
          "Who could possibly care how much space the empty tuple occupies?",
          "Sadly, it sometimes matters and we need to worry about it.",
          "The most common reason developers start to care about implementation details is performance.",
          "Rust can be thought of as a combination of two programming languages at once.",
        ]),
        chapter("c2", "How Safe and Unsafe Interact", [
          "The separation between Safe Rust and Unsafe Rust is controlled with the unsafe keyword, which acts as an interface from one to the other.",
          "The standard library itself is written with unsafe code inside safe interfaces.",
        ]),
        chapter("c3", "Working with Unsafe", [
          "Rust generally only gives us the tools to talk about Unsafe Rust in a scoped and binary manner, one function or one block at a time.",
          "Privacy is important to unsafe code because it keeps its trusted state to itself.",
        ]),
      ],
    });
    expect(summaryText(answered.short)).toMatch(/^The most common reason developers/);
    // Nor does a question appear further on: a summary says.
    const ownership = summarizeSnippets({
      chapters: [
        chapter("c1", "Introduction", ["Rust is a language for reliable and efficient software of every kind."]),
        chapter("c2", "Ownership", [
          "What if we want to let a function use a value but not take ownership?",
          "Ownership is a set of rules that govern how a Rust program manages memory.",
        ]),
      ],
    });
    expect(summaryText(ownership.long)).toContain("Ownership is a set of rules");
    expect(summaryText(ownership.long)).not.toContain("?");
  });

  it("leaves a function reference and the appendices out of the book's summaries, unless they are all it has", () => {
    const chapter = (id: string, title: string, text: string[]) => ({
      chapterId: id,
      title,
      snippets: [{ snippetId: `${id}-s1`, text: text.join(" ") }],
    });
    const reference = [
      "Function used to start the parse algorithm in the library.",
      "Extract an OCTET SEQUENCE from the DER data given to the function.",
      "Fill the element named in the call with the values of a DER encoding string.",
    ];
    const book = [
      chapter("c1", "Introduction", [
        "This document describes the Libtasn1 library and its encoding and decoding functions.",
        "Anybody can use, modify, and redistribute the library under the terms of its licence.",
        "The code should work on all Unix like operating systems, and Windows.",
      ]),
      chapter("c2", "4 Function reference", reference),
      chapter("c3", "Appendix A: Keywords", ["The following list contains keywords that are reserved for use by Rust."]),
    ];
    const long = summaryText(summarizeSnippets({ chapters: book }).long);
    expect(long).toContain("This document describes the Libtasn1 library");
    expect(long).not.toMatch(/parse algorithm|OCTET SEQUENCE|DER encoding string|keywords that are reserved/);
    expect(summaryText(summarizeSnippets({ chapters: [book[1]!] }).long)).toContain("OCTET SEQUENCE");
  });

  it("leaves code out of the book's summaries, which are heard, unless the book says nothing else", () => {
    const text = [
      "Every value in Rust is of a certain data type, which tells Rust how to work with that data.",
      "We need to tell Rust the exact number type we want by using let guess: u32 in the program.",
      "The first_word function returns a byte index value into the String parameter it was given.",
      "Functions are prevalent in Rust code, and the main function is the entry point of many programs.",
    ];
    const summaries = summarizeSnippets({
      chapters: [{ chapterId: "c1", title: "Data Types", snippets: [{ snippetId: "c1-s1", text: text.join(" ") }] }],
    });
    const long = summaryText(summaries.long);
    expect(long).toContain("Every value in Rust");
    expect(long).not.toMatch(/u32|first_word/);
    const all = summaryText(
      summarizeSnippets({ chapters: [{ chapterId: "c1", title: "Code", snippets: [{ snippetId: "c1-s1", text: text[1]! }] }] })
        .long,
    );
    expect(all, "a book with nothing else to say keeps it").toContain("u32");
    for (const prose of ["Landscape photographers shoot at f16 to keep the whole scene sharp.", "Washington D.C. is a city."])
      expect(hasCodeToken(prose), prose).toBe(false);
  });

  it("opens the book's summary with its first chapter of substance, not its title page or foreword", () => {
    const book = {
      chapters: [
        {
          chapterId: "c0",
          title: "The Rust Programming Language",
          text: [
            "Several community translations are also available for readers.",
            "This text is available in paperback and ebook format from No Starch Press.",
          ],
        },
        {
          chapterId: "c1",
          title: "Foreword",
          text: [
            "The Rust programming language has come a long way in a few short years.",
            "Its community grew from a few enthusiasts into a large and varied crowd.",
            "This edition brings the whole book up to date with the language.",
          ],
        },
        {
          chapterId: "c2",
          title: "Introduction",
          text: [
            "Welcome to The Rust Programming Language, an introductory book about Rust.",
            "Rust helps you write faster and more reliable software than before.",
            "High-level ergonomics and low-level control are often at odds in language design.",
          ],
        },
      ],
    };
    const summaries = summarizeSnippets({
      chapters: book.chapters.map((c) => ({
        chapterId: c.chapterId,
        title: c.title,
        snippets: [{ snippetId: `${c.chapterId}-s1`, text: c.text.join(" ") }],
      })),
    });
    expect(summaryText(summaries.short)).toMatch(/^Welcome to The Rust Programming Language/);
  });
  it("shows a sentence the book says twice only once in a chapter", () => {
    const paths = {
      title: "Path and module system changes",
      sections: [
        {
          heading: "Motivation",
          paragraphs: [
            "The module system is often one of the hardest things for people new to Rust to learn.",
            "Paths in use declarations now work the same as other paths.",
            "Paths may start with a crate name, even within submodules.",
            "Everyone has things that take time to master, and the module system is no exception.",
            "Paths in use declarations work the same as other paths.",
            "The changes to the module system in Rust 2018 make it simpler and more consistent to learn.",
          ],
        },
      ],
    };
    const shown = chapterSnippets(paths).flatMap((s) => s.sentences);
    expect(shown.filter((s) => s.startsWith("Paths in use declarations")).length).toBe(1);
  });
});
