import { WebVTTParser } from "webvtt-parser";
import { describe, expect, it } from "vitest";
import {
  chapterCueUnits,
  type CueChapter,
  cuesToVtt,
  displayedText,
  fullBookCues,
  joinChapterVtt,
  parseCueIdentifier,
  timeCues,
  unitSpeechText,
} from "../../worker/lib/cues";

const chapter: CueChapter = {
  id: "ch-1",
  title: "The Long Road",
  snippets: [
    {
      id: "sn-a",
      title: "Why habits stick",
      html: "<p>Small wins add up. Clear says so &amp; more!</p><ul><li>Start <em>tiny</em></li><li>Repeat daily?</li></ul>",
    },
    { id: "sn-b", title: "", html: "<p>One &lt;rule&gt;: show up.</p><p>   </p><p>Then &#8220;rest&#8221;.</p>" },
  ],
};

const parse = (vtt: string) => {
  const result = new WebVTTParser().parse(vtt, "metadata");
  expect(result.errors).toEqual([]);
  return result.cues;
};

describe("sentence cues", () => {
  const units = chapterCueUnits(chapter);
  const durations = units.map((_, i) => 1.25 + i * 0.1);

  it("speaks the chapter title, each snippet title, then its sentences, in order", () => {
    expect(units.map((u) => [u.kind, u.text])).toEqual([
      ["chapter-title", "The Long Road"],
      ["snippet-title", "Why habits stick"],
      ["sentence", "Small wins add up."],
      ["sentence", "Clear says so & more!"],
      ["sentence", "Start tiny"],
      ["sentence", "Repeat daily?"],
      ["sentence", "One <rule>: show up."],
      ["sentence", "Then \u201crest\u201d."],
    ]);
    expect(unitSpeechText(units[0]!)).toBe("The Long Road.");
    expect(unitSpeechText(units[2]!)).toBe("Small wins add up.");
  });

  it("places each sentence at its character range in the snippet's displayed text", () => {
    for (const unit of units) {
      if (unit.kind !== "sentence") continue;
      const html = chapter.snippets.find((s) => s.id === unit.snippetId)!.html;
      expect(displayedText(html).text.slice(unit.start, unit.end)).toBe(unit.text);
    }
    // textContent of the HTML, as the browser shows it: nothing added between blocks.
    expect(displayedText(chapter.snippets[0]!.html).text).toBe("Small wins add up. Clear says so & more!Start tinyRepeat daily?");
  });

  it("writes WebVTT a standard parser reads back: ordered, back to back, ending at the audio's duration", () => {
    const cues = parse(cuesToVtt(timeCues(units, durations)));
    expect(cues).toHaveLength(units.length);
    const total = durations.reduce((a, b) => a + b, 0);
    expect(cues[0]!.startTime).toBe(0);
    for (let i = 1; i < cues.length; i++) {
      expect(cues[i]!.startTime).toBeGreaterThanOrEqual(cues[i - 1]!.endTime);
      expect(cues[i]!.startTime).toBeCloseTo(cues[i - 1]!.endTime, 3);
    }
    expect(cues.at(-1)!.endTime).toBeCloseTo(total, 3);
    expect(cues.map((c) => c.text)).toContain("One &lt;rule&gt;: show up.");
  });

  it("identifies where each cue sits in the cue id", () => {
    const cues = parse(cuesToVtt(timeCues(units, durations)));
    expect(cues.map((c) => parseCueIdentifier(c.id))).toEqual(
      units.map((u) =>
        u.kind === "chapter-title"
          ? { kind: u.kind, chapterId: u.chapterId }
          : u.kind === "snippet-title"
            ? { kind: u.kind, snippetId: u.snippetId }
            : { kind: u.kind, snippetId: u.snippetId, start: u.start, end: u.end },
      ),
    );
    expect(parseCueIdentifier("sentence sn-a 1-x")).toBeNull();
    expect(parseCueIdentifier("something else")).toBeNull();
  });

  it("offsets a full-book part's cues by the chapters before it", () => {
    const second = { ...chapter, id: "ch-2" };
    const one = timeCues(units, durations);
    const two = timeCues(chapterCueUnits(second), durations);
    const oneAudio = one.at(-1)!.end + 0.04; // joined MP3 frames can run a little past the last cue
    const full = fullBookCues([
      { cues: one, durationSeconds: oneAudio },
      { cues: two, durationSeconds: two.at(-1)!.end },
    ]);
    expect(full).toHaveLength(units.length * 2);
    expect(full[units.length]!.start).toBeCloseTo(oneAudio, 6);
    expect(full[units.length]!.unit).toEqual({ kind: "chapter-title", chapterId: "ch-2", text: "The Long Road" });
    expect(full.at(-1)!.end).toBeCloseTo(oneAudio + two.at(-1)!.end, 6);
  });

  it("refuses durations that do not match the units", () => {
    expect(() => timeCues(units, [1])).toThrow("Every unit needs its audio duration.");
  });
});

describe("joining chapters' WebVTT into the full-book part's", () => {
  it("gives the same cues as offsetting the chapters' cues", () => {
    const first = timeCues(chapterCueUnits(chapter), [1.2, 0.9, 2.345, 1.5, 0.7, 0.8, 1.9, 1.1]);
    const second = timeCues(chapterCueUnits({ ...chapter, id: "ch-2" }), [1, 1, 1, 1, 1, 1, 1, 4000.0005]);
    const durations = [first.at(-1)!.end + 0.036, second.at(-1)!.end];
    const joined = joinChapterVtt([cuesToVtt(first), cuesToVtt(second)], durations);
    expect(joined).toBe(
      cuesToVtt(
        fullBookCues([
          { cues: first, durationSeconds: durations[0]! },
          { cues: second, durationSeconds: durations[1]! },
        ]),
      ),
    );
    expect(parse(joined)).toHaveLength(16);
  });
});
