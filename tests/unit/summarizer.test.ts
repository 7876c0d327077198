import { describe, expect, it } from "vitest";
import { getSummarizer, TextRankSummarizer } from "../../worker/services/summarizer";
import type { CleanChapter } from "../../worker/services/summarizer/clean-text";
import { isCodeLine } from "../../worker/services/summarizer/printed-lines";
import { isProseSentence, splitSentences, withoutCrossReferences } from "../../worker/services/summarizer/sentences";
import { alignSummary, currentSources, summarySlices } from "../../worker/services/summarizer/sources";
import { summarizeSnippets, summaryText } from "../../worker/services/summarizer/extractive-summary";
import { keyPhrase, phraseCounts } from "../../worker/services/summarizer/snippet-titles";
import { chapterSnippets, rankSentences } from "../../worker/services/summarizer/textrank";
import { WorkersAiSummarizer } from "../../worker/services/summarizer/workers-ai";

// Prose from Henry David Thoreau, "Walden" (1854), public domain.
const WALDEN = `When I wrote the following pages, or rather the bulk of them, I lived alone, in the woods, a mile from any neighbor, in a house which I had built myself, on the shore of Walden Pond, in Concord, Massachusetts, and earned my living by the labor of my hands only. I lived there two years and two months. At present I am a sojourner in civilized life again.
I should not obtrude my affairs so much on the notice of my readers if very particular inquiries had not been made by my townsmen concerning my mode of life, which some would call impertinent, though they do not appear to me at all impertinent, but, considering the circumstances, very natural and pertinent. Some have asked what I got to eat; if I did not feel lonesome; if I was not afraid; and the like. Others have been curious to learn what portion of my income I devoted to charitable purposes; and some, who have large families, how many poor children I maintained.
I went to the woods because I wished to live deliberately, to front only the essential facts of life, and see if I could not learn what it had to teach, and not, when I came to die, discover that I had not lived. I did not wish to live what was not life, living is so dear; nor did I wish to practise resignation, unless it was quite necessary. I wanted to live deep and suck out all the marrow of life, to live so sturdily and Spartan-like as to put to rout all that was not life.
Our life is frittered away by detail. An honest man has hardly need to count more than his ten fingers, or in extreme cases he may add his ten toes, and lump the rest. Simplicity, simplicity, simplicity! I say, let your affairs be as two or three, and not a hundred or a thousand; instead of a million count half a dozen, and keep your accounts on your thumb-nail.
Why should we live with such hurry and waste of life? We are determined to be starved before we are hungry. Men say that a stitch in time saves nine, and so they take a thousand stitches to-day to save nine to-morrow. As for work, we haven't any of any consequence.
Still we live meanly, like ants; though the fable tells us that we were long ago changed into men; like pygmies we fight with cranes; it is error upon error, and clout upon clout, and our best virtue has for its occasion a superfluous and evitable wretchedness. The nation itself, with all its so-called internal improvements, is just such an unwieldy and overgrown establishment, cluttered with furniture and tripped up by its own traps, ruined by luxury and heedless expense.
The mass of men lead lives of quiet desperation. What is called resignation is confirmed desperation. From the desperate city you go into the desperate country, and have to console yourself with the bravery of minks and muskrats. A stereotyped but unconscious despair is concealed even under what are called the games and amusements of mankind.
I found in myself, and still find, an instinct toward a higher, or, as it is named, spiritual life, as do most men, and another toward a primitive rank and savage one, and I reverence them both. I love the wild not less than the good. Time is but the stream I go a-fishing in. I drink at it; but while I drink I see the sandy bottom and detect how shallow it is.
The pond is a clear and deep green well, half a mile long and a mile and three quarters in circumference, and contains about sixty-one and a half acres; a perennial spring in the midst of pine and oak woods, without any visible inlet or outlet except by the clouds and evaporation. The surrounding hills rise abruptly from the water to the height of forty to eighty feet. A lake is the landscape's most beautiful and expressive feature; it is earth's eye, looking into which the beholder measures the depth of his own nature.`;

function chapterOf(text: string, title = "Economy"): CleanChapter {
  return { title, sections: [{ heading: null, paragraphs: text ? text.split("\n") : [] }] };
}

const waldenChapter = () => chapterOf(WALDEN);

describe("TextRank summarizer", () => {
  it("splits prose into sentences", () => {
    const sentences = splitSentences(WALDEN);
    expect(sentences.length).toBeGreaterThan(25);
    expect(sentences[0]).toMatch(/^When I wrote the following pages/);
    expect(sentences).toContain("I lived there two years and two months.");
  });

  it("ranks a central sentence above an isolated one", () => {
    const sentences = [
      "The pond was deep and clear and cold.",
      "The pond froze in winter and the ice on the pond was thick.",
      "Ice from the pond was cut and sold in the city.",
      "Bananas are yellow.",
    ];
    const { scores } = rankSentences(sentences);
    expect(scores[3]).toBeLessThan(Math.min(scores[0]!, scores[1]!, scores[2]!));
    expect(scores.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
  });

  it("keeps abbreviations and initials inside a sentence", () => {
    expect(splitSentences("Mr. Darcy bowed to Dr. J. Watson. Then he left, e.g. at noon. It rained.")).toEqual([
      "Mr. Darcy bowed to Dr. J. Watson.",
      "Then he left, e.g. at noon.",
      "It rained.",
    ]);
    expect(splitSentences("The author is beholden to the Messrs. Novello for leave to print. He thanks them.")).toEqual([
      "The author is beholden to the Messrs. Novello for leave to print.",
      "He thanks them.",
    ]);
  });

  it("removes cross-references and manual-page marks, and rejects what is not a whole prose sentence", () => {
    expect(
      withoutCrossReferences(
        "find (1) is used to select files for archive and copy commands (see Section 10.1.3 and Section 10.1.4).",
      ),
    ).toBe("find is used to select files for archive and copy commands.");
    expect(isProseSentence("The pond is a clear and deep green well, half a mile long.")).toBe(true);
    for (const bad of [
      "Command name 3.",
      "Tip See Section 9.3.6.",
      "find is used to select files for archive and copy commands.",
      "10.1.5 Idioms for the selection of files find is used to select files.",
      "The following packages for the mail data conversion are listed below:",
      "Set the value with listen = 0.0.0.0 in the configuration file today.",
      "We learn the Debian system as a Unix-like system with the following.",
      "Read the manual (see Section 2.1) before you begin the installation.",
    ])
      expect(isProseSentence(bad), bad).toBe(false);
  });

  it("drops citation marks, and sentences that lean on what a summary leaves out (from real manuals)", () => {
    expect(withoutCrossReferences("Many programs and desktops use the MIME system[MIME] to represent the types of files.")).toBe(
      "Many programs and desktops use the MIME system to represent the types of files.",
    );
    expect(withoutCrossReferences("Earlier studies found the same effect in older readers [12, 14].")).toBe(
      "Earlier studies found the same effect in older readers.",
    );
    for (const bad of [
      "For example, after generating the file, the following invocation will decode the DER data.",
      "For simple types like OCTET STRING the simple parsing functions listed below may be used instead.",
      "Copy the configuration from the example above into your own settings file.",
      "Returns: ASN1_SUCCESS if successful or an error value of the library.",
      "Fill the structure * element with values of a DER encoding string.",
    ])
      expect(isProseSentence(bad), bad).toBe(false);
    for (const good of [
      "When I wrote the following pages, or rather the bulk of them, I lived alone in the woods.",
      "The following morning he walked to the village above the river.",
    ])
      expect(isProseSentence(good), good).toBe(true);
  });

  it("reads a line of quoted capitals as prose, and a table row as not", () => {
    expect(isCodeLine('The key words "MUST", "MUST NOT", "REQUIRED", "SHALL", "SHALL NOT", "SHOULD",')).toBe(false);
    expect(isCodeLine("14 MAR 1911 WIND NW 6 CLEAR")).toBe(true);
  });

  it("is deterministic", () => {
    const chapter = waldenChapter();
    expect(chapterSnippets(chapter)).toEqual(chapterSnippets(chapter));
  });

  it("makes 2-3 titled snippets per chapter as escaped paragraphs", () => {
    const snippets = chapterSnippets(waldenChapter());
    expect(snippets).toHaveLength(3);
    for (const s of snippets) {
      expect(s.title.length).toBeGreaterThan(2);
      expect(s.html).toMatch(/^<p>[^<>]+<\/p>$/);
    }
    expect(new Set(snippets.map((s) => s.title)).size).toBe(3);
    // Without headings, a title is a phrase of one of the snippet's sentences, in its own words.
    for (const s of snippets) expect(s.text.toLowerCase()).toContain(s.title.toLowerCase());
    const short = chapterSnippets(
      chapterOf(
        "One sentence here is long enough to keep. Another sentence follows it in good order. More words are written here too, plainly. And a fourth closes the short text.",
      ),
    );
    expect(short).toHaveLength(2);
    expect(chapterSnippets(chapterOf(""))).toEqual([]);
    expect(
      chapterSnippets(chapterOf("Salt & pepper are both used in this old kitchen. Then more text follows after it."))[0]!.html,
    ).toContain("Salt &amp; pepper");
  });

  it("summarizes the snippets in whole sentences, each with its exact source, the sentences joined being the summary", () => {
    const snippets = chapterSnippets(waldenChapter());
    const book = {
      chapters: [
        { chapterId: "c1", title: "Economy", snippets: snippets.map((s, i) => ({ snippetId: `c1-s${i + 1}`, text: s.text })) },
      ],
    };
    const summaries = summarizeSnippets(book);
    expect(summaries.short[0]!.text.trim()).toBe(splitSentences(WALDEN)[0]);
    for (const length of ["short", "medium", "long"] as const) {
      expect(summaryText(summaries[length])).toBe(summaries[length].map((s) => s.text).join(""));
      for (const sentence of summaries[length]) {
        const [source] = sentence.sources;
        expect(
          book.chapters[0]!.snippets.find((s) => s.snippetId === source!.snippetId)!.text.slice(source!.start, source!.end),
        ).toBe(sentence.text.trim());
      }
    }
  });

  it("aligns a written summary to the snippet sentences it draws on, and realigns stale sources", () => {
    const book = {
      chapters: [
        {
          chapterId: "c1",
          title: "Pond",
          snippets: [
            { snippetId: "c1-s1", text: "The pond is deep and green. Ice is cut from the pond in winter." },
            { snippetId: "c1-s2", text: "Thoreau counts his expenses carefully. Beans cost him very little." },
          ],
        },
      ],
    };
    const summary = "Winter ice is cut on the pond.\n\nHe keeps careful accounts of expenses. Nothing else.";
    const aligned = alignSummary(summary, book);
    expect(summarySlices(summary).join("")).toBe(summary);
    expect(aligned.map((s) => s.text).join("")).toBe(summary);
    expect(aligned[0]!.sources[0]!.quote).toBe("Ice is cut from the pond in winter.");
    expect(aligned[1]!.sources[0]!.quote).toBe("Thoreau counts his expenses carefully.");
    // A sentence sharing no words leans on its neighbour in the paragraph.
    expect(aligned[2]!.sources).toEqual(aligned[1]!.sources);
    expect(currentSources(summary, aligned, book)).toBe(aligned);
    expect(currentSources(`${summary} More.`, aligned, book)).not.toBe(aligned);
    expect(currentSources(null, aligned, book)).toEqual([]);
  });

  it("titles a snippet with the key phrase of its sentence", () => {
    const { idf } = rankSentences(splitSentences(WALDEN));
    const phrase = keyPhrase("The mass of men lead lives of quiet desperation.", idf);
    expect(phrase).toMatch(/desperation|lives|mass/i);
    expect("The mass of men lead lives of quiet desperation.".toLowerCase()).toContain(phrase.toLowerCase());
    // A name inside the run is the title, not the verb before it (libtasn1's manual).
    const manual = "This document describes the Libtasn1 library that provides Abstract Syntax Notation One parsing.";
    expect(keyPhrase(manual, rankSentences([manual, "The library reads and writes files."]).idf)).toBe(
      "Abstract Syntax Notation",
    );
  });

  it("titles a snippet by a phrase its chapter comes back to, not by any run of words (the Rust book's foreword)", () => {
    const foreword = [
      "The Rust programming language has come a long way in a few short years.",
      "Looking back, it was inevitable that Rust would gain a foothold in systems programming.",
      "The Rust language you see today combines years of research in systems programming with the practical wisdom of a vibrant community.",
      "The Rust Project is now robustly supported by the Rust Foundation.",
    ];
    const { idf } = rankSentences(foreword);
    expect(keyPhrase(foreword[2]!, idf)).toBe("See today combines years");
    expect(keyPhrase(foreword[2]!, idf, phraseCounts(foreword))).toBe("Systems programming");
    // Inside a name, the whole name; a parenthesis is a phrase of its own.
    const licence = [
      "Anybody can use the library under the terms of the GNU Lesser General Public License version 2.1.",
      "The tools are licensed under the GNU General Public License version 3.0 (GPL) or later.",
    ];
    expect(keyPhrase(licence[0]!, rankSentences(licence).idf, phraseCounts(licence))).toBe("GNU Lesser General Public License");
    expect(keyPhrase(licence[1]!, rankSentences(licence).idf, phraseCounts(licence))).toBe("GNU General Public License");
    const chapter: CleanChapter = { title: "Foreword", sections: [{ heading: null, paragraphs: [foreword.join(" ")] }] };
    expect(chapterSnippets(chapter).map((s) => s.title)).toContain("Systems programming");
  });
});

describe("summarizer selection", () => {
  it("uses TextRank offline and the Workers AI instruct model when the binding exists", () => {
    expect(getSummarizer({})).toBeInstanceOf(TextRankSummarizer);
    const ai = { run: async () => ({ response: "{}" }) } as unknown;
    const summarizer = getSummarizer({ AI: ai });
    expect(summarizer).toBeInstanceOf(WorkersAiSummarizer);
    expect(summarizer.name).toBe("@cf/meta/llama-3.3-70b-instruct-fp8-fast");
    expect(getSummarizer({ AI: ai, SUMMARY_MODEL: "@cf/other/model" }).name).toBe("@cf/other/model");
  });
});
