import { describe, expect, it } from "vitest";
import { generateCover, titleCover } from "../../worker/lib/generated-cover";

/** The lines of text a cover shows, title first, author last. */
function coverText(dataUrl: string): string[] {
  const svg = decodeURIComponent(escape(atob(dataUrl.replace("data:image/svg+xml;base64,", ""))));
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);
}

describe("a cover made of a book's title", () => {
  it("fits a long file name on its lines, broken after its hyphens", () => {
    const lines = coverText(generateCover("shared-mime-info-spec", "", ["#000000", "#ffffff"]));
    expect(lines.slice(0, -1)).toEqual(["shared-mime-", "info-spec"]);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(14);
  });

  it("ends a title too long for four lines, and a long author list, with an ellipsis", () => {
    const lines = coverText(
      generateCover("A Very Long Title That Goes On and On Past Four Lines of Text", "Ann Green, Bob Brown, Carol White", [
        "#000000",
        "#ffffff",
      ]),
    );
    expect(lines).toHaveLength(5);
    expect(lines[3]).toMatch(/…$/);
    expect(lines[4]).toBe("Ann Green, Bob Brown, Carol…");
  });

  it("escapes the title's and the author's markup", () => {
    const book = { bookId: "book-1", title: "<script>alert(1)</script> & Co", authors: ["O'Neil"] };
    expect(coverText(titleCover(book)).join(" ")).toContain("&lt;script&gt;");
    expect(coverText(titleCover(book)).at(-1)).toBe("O&apos;Neil");
  });
});
