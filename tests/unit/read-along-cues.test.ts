import { WebVTTParser } from "webvtt-parser";
import { describe, expect, it } from "vitest";
import { chapterCueUnits, type CueChapter, cuesToVtt, displayedText, fullBookCues, timeCues } from "../../worker/lib/cues";
import { parseSentenceCues, sentenceToSave, spokenCueIndex } from "../../web/src/features/player/lib/cues";

const chapter: CueChapter = {
  id: "ch-1",
  title: "The Long Road",
  snippets: [
    {
      id: "sn-a",
      title: "Why habits stick",
      html: "<p>Small wins add up. Clear says so &amp; more!</p><ul><li>Start <em>tiny</em></li></ul>",
    },
    { id: "sn-b", title: "", html: "<p>One &lt;rule&gt;: show up.</p>" },
  ],
};
const units = chapterCueUnits(chapter);
// Title 1 s, snippet title 1 s, then the sentences 2, 3, 1.5 and 2.5 s.
const cues = timeCues(units, [1, 1, 2, 3, 1.5, 2.5]);
const vtt = cuesToVtt(cues);

describe("read-along cues (the web side of worker/lib/cues.ts)", () => {
  it("reads each sentence's time, snippet, range and text as the worker wrote them, titles left out", () => {
    const parsed = parseSentenceCues(vtt);
    expect(parsed.map((c) => [c.start, c.end, c.snippetId, c.text])).toEqual([
      [2, 4, "sn-a", "Small wins add up."],
      [4, 7, "sn-a", "Clear says so & more!"],
      [7, 8.5, "sn-a", "Start tiny"],
      [8.5, 11, "sn-b", "One <rule>: show up."],
    ]);
    // The range is where the text sits in the snippet's displayed text (what the page's textContent gives).
    for (const cue of parsed) {
      const html = chapter.snippets.find((s) => s.id === cue.snippetId)!.html;
      expect(displayedText(html).text.slice(cue.from, cue.to)).toBe(cue.text);
    }
  });

  it("agrees with w3c's WebVTT parser on times and text", () => {
    const reference = new WebVTTParser().parse(vtt, "metadata");
    expect(reference.errors).toEqual([]);
    const sentences = reference.cues.filter((c) => c.id.startsWith("sentence "));
    const parsed = parseSentenceCues(vtt);
    expect(parsed.map((c) => [c.start, c.end])).toEqual(sentences.map((c) => [c.startTime, c.endTime]));
    expect(parsed.map((c) => c.text)).toEqual(
      sentences.map((c) => c.text.replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")),
    );
  });

  it("reads a full-book part's cues, offset by the chapters before", () => {
    const full = cuesToVtt(
      fullBookCues([
        { cues, durationSeconds: 11 },
        { cues, durationSeconds: 11 },
      ]),
    );
    const parsed = parseSentenceCues(full);
    expect(parsed).toHaveLength(8);
    expect(parsed[4]).toMatchObject({ start: 13, end: 15, snippetId: "sn-a", text: "Small wins add up." });
  });

  it("skips what is not a sentence cue it can place, and a file that is not WebVTT", () => {
    expect(parseSentenceCues("not vtt")).toEqual([]);
    const odd =
      "WEBVTT\n\nsentence sn-a 5-2\n00:00:00.000 --> 00:00:01.000\nBackwards\n\nnote\n00:00:01.000 --> 00:00:02.000\nx\n\n";
    expect(parseSentenceCues(odd)).toEqual([]);
  });

  it("finds the sentence being spoken, none during a title or after the end", () => {
    const parsed = parseSentenceCues(vtt);
    expect(spokenCueIndex(parsed, 0.5)).toBe(-1);
    expect(spokenCueIndex(parsed, 2)).toBe(0);
    expect(spokenCueIndex(parsed, 6.99)).toBe(1);
    expect(spokenCueIndex(parsed, 7)).toBe(2);
    expect(spokenCueIndex(parsed, 11)).toBe(-1);
  });

  it("saves the sentence being spoken, or the one before within 2 s of its start", () => {
    const parsed = parseSentenceCues(vtt);
    expect(sentenceToSave(parsed, 1)).toBeNull();
    expect(sentenceToSave(parsed, 2.5)?.text).toBe("Small wins add up.");
    expect(sentenceToSave(parsed, 5.9)?.text).toBe("Small wins add up.");
    expect(sentenceToSave(parsed, 6)?.text).toBe("Clear says so & more!");
    expect(sentenceToSave(parsed, 30)?.text).toBe("One <rule>: show up.");
  });
});
