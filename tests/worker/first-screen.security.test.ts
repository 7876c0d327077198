import { describe, expect, it } from "vitest";
import { generateCover } from "../../worker/lib/generated-cover";
import { createBook, uniqueId } from "./support/factories";
import { openPage } from "./support/app-shell";

describe("first screen: what the worker writes into the page comes escaped from the catalogue", () => {
  it("escapes a title that carries markup, in text and in attributes", async () => {
    const title = `"><script>alert(1)</script><img src=x onerror=alert(2)> ${uniqueId("t")}`;
    const book = await createBook({
      title,
      coverImageBase64: generateCover("Cover", "Author", ["#b7e4c7", "#40916c"]),
      dateOfSummary: new Date(Date.now() + 180_000),
    });
    for (const path of ["/", `/book/${book.bookId}`]) {
      const { html } = await openPage(path);
      expect(html, path).not.toContain("<script>alert(1)");
      expect(html, path).not.toContain("<img src=x");
      expect(html, path).toContain("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    }
  });

  it("never shows a cover that is not an image: a javascript: or markup cover gives the no-cover box", async () => {
    const book = await createBook({ coverImageBase64: `javascript:alert(1)//"onload="alert(2)` });
    const { html } = await openPage(`/book/${book.bookId}`);
    expect(html).not.toContain("javascript:");
    expect(html).toContain('aria-label="No Cover Available"');
  });

  it("puts only public catalogue data in the page, whoever asks: the same bytes with or without a session", async () => {
    await createBook({ dateOfSummary: new Date(Date.now() + 240_000) });
    const anonymous = await openPage("/");
    const withToken = await openPage("/", { "Sec-Fetch-Mode": "navigate", Authorization: "Bearer not-even-a-token" });
    expect(withToken.html).toBe(anonymous.html);
  });

  it("refuses nothing and breaks nothing on a hostile address: an overlong or encoded id serves the plain shell", async () => {
    for (const path of [`/book/${"x".repeat(300)}`, "/book/%3Cscript%3E", "/book/..%2F..%2Fadmin"]) {
      const { response, html } = await openPage(path);
      expect(response.status, path).toBe(200);
      expect(html, path).not.toContain('id="first-screen"');
    }
  });

  it("keeps every book's app page out of search indexes, an unsummarized external record above all (issue 32)", async () => {
    const external = await createBook({ bookId: uniqueId("ol_"), isExternal: true, dateOfSummary: null });
    const own = await createBook();
    for (const id of [external.bookId, own.bookId, "no-such-book", "%2F".repeat(300)]) {
      const { response } = await openPage(`/book/${id}`);
      expect(response.status, id).toBe(200);
      expect(response.headers.get("X-Robots-Tag"), id).toBe("noindex");
    }
  });
});
