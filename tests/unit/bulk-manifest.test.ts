import { describe, expect, it } from "vitest";
import { metadataFor, metadataFromFileName, parseManifest } from "../../web/src/features/bulk-processing/lib/manifest";

describe("bulk upload metadata", () => {
  it("reads title and authors from 'Title - Author.pdf' file names", () => {
    expect(metadataFromFileName("Walden - Henry David Thoreau.pdf")).toEqual({
      title: "Walden",
      authors: ["Henry David Thoreau"],
    });
    expect(metadataFromFileName("Good Omens - Terry Pratchett & Neil Gaiman.PDF")).toEqual({
      title: "Good Omens",
      authors: ["Terry Pratchett", "Neil Gaiman"],
    });
    expect(metadataFromFileName("The-Self-Reliance - Part 2 - R. W. Emerson.pdf").title).toBe("The-Self-Reliance - Part 2");
    expect(metadataFromFileName("untitled_scan.pdf")).toEqual({ title: "untitled scan", authors: [] });
  });

  it("parses a CSV manifest with quoted fields and list columns", () => {
    const csv =
      'file,title,authors,isbn,year\nwalden.pdf,"Walden, or Life in the Woods",Henry David Thoreau,9780000000001,1854\nomens.pdf,Good Omens,"Terry Pratchett; Neil Gaiman",,1990\n';
    const manifest = parseManifest("books.csv", csv);
    expect(metadataFor("Walden.pdf", manifest)).toMatchObject({
      title: "Walden, or Life in the Woods",
      authors: ["Henry David Thoreau"],
      year: "1854",
    });
    expect(metadataFor("omens.pdf", manifest)!.authors).toEqual(["Terry Pratchett", "Neil Gaiman"]);
    // Files the manifest does not list fall back to their names.
    expect(metadataFor("Other - Someone.pdf", manifest)).toEqual({ title: "Other", authors: ["Someone"] });
  });

  it("parses a JSON manifest", () => {
    const manifest = parseManifest(
      "m.json",
      JSON.stringify([{ file: "a.pdf", title: "A Book", authors: ["X", "Y"], topic: "Science" }]),
    );
    expect(metadataFor("a.pdf", manifest)).toMatchObject({ title: "A Book", authors: ["X", "Y"], topic: "Science" });
  });

  it("explains manifests it cannot use", () => {
    expect(() => parseManifest("m.json", "{oops")).toThrow(/not valid JSON/);
    expect(() => parseManifest("m.csv", "name,author\nx,y")).toThrow(/file and title columns/);
    expect(() => parseManifest("m.json", "[]")).toThrow(/no books/);
  });
});
