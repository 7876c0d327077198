import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  renderBookFirstScreen,
  renderHomeFirstScreen,
  renderLoginFirstScreen,
  type FirstScreenBook,
} from "../../worker/lib/first-screen";
import LoginPage from "../../web/src/features/auth/components/login-page";
import { BookCover } from "../../web/src/components/ui/book-cover";
import { BookStrip } from "../../web/src/components/ui/book-strip";
import { MemoryRouter } from "react-router";

/**
 * The worker's first screen (worker/lib/first-screen.ts) must be the app's own markup, so the app can show it until
 * its data arrives and then replace it without a flicker or a shift (docs/decisions/092-fast-on-phones.md).
 */

const cover = (title: string) =>
  `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><text>${title}</text></svg>`).toString("base64")}`;
const books: FirstScreenBook[] = Array.from({ length: 10 }, (_, i) => ({
  book_id: i === 4 ? "a b/c?d" : `book-${i}`,
  title: i === 2 ? 'The "Quoted" & <Marked> Title' : `Book ${i}`,
  cover_image_base64: i === 7 ? null : i === 8 ? "QUJD" : cover(`Book ${i}`),
}));
const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");

describe("first screen markup", () => {
  it("home: the New summaries row is exactly the app's BookStrip with the same books", () => {
    const app = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(BookStrip, {
          id: "row-new-summaries",
          title: "New summaries",
          books: books.map((b) => ({ ...b }) as never),
          placeholderKeys: [],
        }),
      ),
    );
    const worker = renderHomeFirstScreen(books);
    expect(worker).toBe(`<div class="space-y-10">${app}</div>`);
    // ...inside the page's own wrapper, where the app puts the row first.
    expect(read("web/src/features/library/components/home-page.tsx")).toMatch(/<div className="space-y-10">\s*\{leadRow\}/);
  });

  it("book page: the header's cover is exactly the app's BookCover, in the page's own article and header", () => {
    for (const book of books.slice(6, 9)) {
      const app = renderToStaticMarkup(
        createElement(BookCover, {
          cover: book.cover_image_base64,
          title: book.title,
          priority: true,
          className: "h-60 w-40 shrink-0 rounded-lg shadow",
        }),
      );
      const worker = renderBookFirstScreen(book);
      const wrapperStart = '<article class="space-y-8 [overflow-wrap:anywhere]"><header class="flex flex-col gap-5 sm:flex-row">';
      expect(worker).toBe(`${wrapperStart}${app}</header></article>`);
    }
    const page = read("web/src/features/library/components/book-details-page.tsx");
    const header = read("web/src/features/library/components/book-header.tsx");
    expect(page).toContain('<article className="space-y-8 [overflow-wrap:anywhere]">');
    expect(page.indexOf("<article")).toBeLessThan(page.indexOf("<BookHeader"));
    expect(header).toContain('<header className="flex flex-col gap-5 sm:flex-row">');
    expect(header).toContain('priority className="h-60 w-40 shrink-0 rounded-lg shadow"');
  });

  it("login: the page is exactly the app's LoginPage before its sign-in options arrive", () => {
    const rendered = renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: ["/login"] }, createElement(LoginPage)));
    // react-dom/server puts a preload hint for the image first; the page itself is what follows.
    const app = rendered.replace(/^<link rel="preload" as="image" href="\/favicon.svg"\/>/, "");
    expect(renderLoginFirstScreen()).toBe(app);
    expect(app).toContain("Sign in to Chapterly");
  });

  it("an empty library gives no first screen (the app's own empty state shows)", () => {
    expect(renderHomeFirstScreen([])).toBe("");
  });
});
