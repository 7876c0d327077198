import { describe, expect, it } from "vitest";
import { ftsMatchExpression, queryTerms } from "../../worker/lib/fts-query";

describe("safe FTS5 MATCH expressions", () => {
  it("quotes each word as a prefix query and ANDs them", () => {
    expect(ftsMatchExpression("Art of War")).toBe('"art"* AND "of"* AND "war"*');
  });

  it("leaves no FTS syntax from the input", () => {
    const expression = ftsMatchExpression('"meditations" NEAR(marcus*) OR title:^plato -x (a)');
    expect(expression).toBe('"meditations"* AND "near"* AND "marcus"* AND "or"* AND "title"* AND "plato"* AND "x"* AND "a"*');
  });

  it("keeps unicode letters and digits, and nothing else", () => {
    expect(queryTerms("Café — Übermensch 978-0-14 x-y")).toEqual(["café", "übermensch", "978014", "x", "y"]);
    expect(queryTerms("東京 物語")).toEqual(["東京", "物語"]);
  });

  it("is null when nothing searchable is left, and bounded otherwise", () => {
    expect(ftsMatchExpression('" * ^ : ( )')).toBeNull();
    expect(queryTerms("a b c d e f g h i j k")).toHaveLength(8);
    expect(ftsMatchExpression("war", "title")).toBe('title : ("war"*)');
  });
});
