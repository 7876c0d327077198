import { describe, expect, it } from "vitest";
import { escapeHtml, escapeXml, jsonForScript, plainTextExcerpt } from "../../worker/lib/html";
import { authorSlug, SLUG_MAX_LENGTH, slugify, summaryPath, titleSlug } from "../../worker/lib/slug";
import { isServerPath } from "../../web/src/app/server-paths";

describe("summary page slugs", () => {
  it.each([
    ["Meditations", "meditations"],
    ["The Art of War", "the-art-of-war"],
    ["Walden; or, Life in the Woods", "walden-or-life-in-the-woods"],
    ["Café & Co.'s Guide", "cafe-and-co-s-guide"],
    ["Don’t Panic", "dont-panic"],
    ["  --Hello,   World!--  ", "hello-world"],
    ["Straße Ærø Łódź", "strasse-aero-lodz"],
    ["道德經", "book"],
    ["", "book"],
  ])("slugs the title %j as %j", (title, slug) => {
    expect(titleSlug(title)).toBe(slug);
  });

  it("uses the first author, or a placeholder", () => {
    expect(authorSlug(["Niccolò Machiavelli", "Someone Else"])).toBe("niccolo-machiavelli");
    expect(authorSlug([])).toBe("unknown-author");
  });

  it("keeps slugs short, cut at a word", () => {
    const slug = slugify("word ".repeat(60), "x");
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(/^word(-word)*$/);
  });

  it("builds a path the SPA recognises as worker-rendered, with the id percent-encoded", () => {
    const path = summaryPath({ bookId: "google_a/b?c", title: "Meditations", authors: ["Marcus Aurelius"] });
    expect(path).toBe("/meditations/on/marcus-aurelius/google_a%2Fb%3Fc");
    expect(isServerPath(path)).toBe(true);
  });
});

describe("escaping", () => {
  it("escapes HTML text and attributes", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });

  it("escapes XML and drops characters XML cannot carry", () => {
    expect(escapeXml(`a&b<c>"d"'e'\u0001`)).toBe("a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;");
  });

  it("keeps JSON-LD inside its script element and still valid JSON", () => {
    const value = { name: "</script><script>alert(1)</script> & \u2028" };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it("makes short plain-text descriptions", () => {
    expect(plainTextExcerpt("<p>Hello   <b>world</b></p>", 160)).toBe("Hello world");
    const long = plainTextExcerpt("alpha beta gamma delta epsilon", 18);
    expect(long).toBe("alpha beta gamma…");
  });
});
