import { describe, expect, it } from "vitest";
import { csvField, readwiseCsv } from "../../worker/export/csv";
import { mdText } from "../../worker/export/markdown";
import { htmlToPlainText } from "../../worker/lib/plain-text";
import type { Highlight } from "../../shared/contract";

describe("the text a highlight is checked against", () => {
  it("drops tags, spaces block boundaries, decodes entities and collapses whitespace", () => {
    expect(htmlToPlainText("<p>One <em>two</em>.</p><p>Three&nbsp;&amp; four &#39;five&#x27;</p>\n<ul><li>six</li></ul>")).toBe(
      "One two. Three & four 'five' six",
    );
  });

  it("leaves an unknown entity as it is and never decodes markup into tags", () => {
    expect(htmlToPlainText("<p>&bogus; &lt;script&gt;</p>")).toBe("&bogus; <script>");
  });
});

describe("the export formats", () => {
  it("quotes CSV fields and defuses spreadsheet formulas", () => {
    expect(csvField('say "hi", then')).toBe('"say ""hi"", then"');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField(42)).toBe("42");
  });

  it("writes Readwise's columns in its order", () => {
    const h: Highlight = {
      id: "h1",
      book_id: "b1",
      book_title: "Title, with comma",
      book_authors: ["A", "B"],
      source_kind: "summary",
      source_id: "small",
      source_label: "Short summary",
      text: "Passage",
      note: "",
      location: 7,
      position: null,
      created_at: "2026-11-23T11:50:30.123Z",
    };
    expect(readwiseCsv([h], (id) => `https://x.test/book/${id}`)).toBe(
      'Highlight,Title,Author,URL,Note,Location,Date\r\nPassage,"Title, with comma","A, B",https://x.test/book/b1,,7,2026-11-23 11:50:30\r\n',
    );
  });

  it("escapes Markdown so a note cannot add headings, links or HTML", () => {
    expect(mdText("# [x](javascript:1) <img>\nnext")).toBe("\\# \\[x\\](javascript:1) \\<img\\> next");
  });
});
