import { describe, expect, it } from "vitest";
import { generateCover } from "../../worker/lib/generated-cover";
import { createBook as createAnyBook, uniqueId } from "./support/factories";
import { openPage, SHELL_CSP } from "./support/app-shell";

/** A book with a cover, as the demo library's (a data URL). */
const createBook = (overrides: Parameters<typeof createAnyBook>[0] = {}) =>
  createAnyBook({
    coverImageBase64: generateCover(overrides.title ?? "A book", "An author", ["#b7e4c7", "#40916c"]),
    ...overrides,
  });

/** The prerendered main area the worker adds after the shell's header (worker/lib/first-screen.ts). */
function firstScreenOf(html: string): string | null {
  return /<main class="[^"]*"><div id="first-screen" data-path="[^"]*">([\s\S]*)<\/div><\/main>/.exec(html)?.[1] ?? null;
}

describe("home's first screen in the page (decision 092)", () => {
  it("opens with the ten newest summaries' covers and titles, linking to their pages, the first three loaded at once", async () => {
    for (let i = 0; i < 11; i++)
      await createBook({ title: `Older ${i} ${uniqueId("t")}`, dateOfSummary: new Date(Date.now() - i * 1000) });
    const newest = await createBook({ title: `Newest ${uniqueId("t")}`, dateOfSummary: new Date(Date.now() + 60_000) });
    const { response, html } = await openPage("/");
    expect(response.status).toBe(200);
    const screen = firstScreenOf(html);
    expect(screen).not.toBeNull();
    expect(html).toContain('data-path="/"');
    expect(screen).toContain(">New summaries</h2>");
    const items = screen!.match(/<li /g) ?? [];
    expect(items).toHaveLength(10);
    expect(screen).toContain(`href="/book/${encodeURIComponent(newest.bookId)}"`);
    expect(screen).toContain(`alt="Cover of ${newest.title}"`);
    expect(screen!.match(/loading="eager"/g)).toHaveLength(3);
    expect(screen!.match(/loading="lazy"/g)).toHaveLength(7);
    // The shell's header stays first, the first screen follows it inside the shell.
    expect(html.indexOf("<header")).toBeLessThan(html.indexOf('id="first-screen"'));
  });

  it("keeps the shell's own headers (its CSP allows index.html's inline script) and is not cached as the static file", async () => {
    await createBook();
    const { response, html } = await openPage("/");
    expect(html).toContain('id="first-screen"');
    expect(response.headers.get("content-security-policy")).toBe(SHELL_CSP);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("etag")).toBeNull();
  });

  it("adds no policy of its own to a shell served without one, as Vite's dev server serves index.html with its inline scripts", async () => {
    await createBook();
    for (const path of ["/", "/login", "/some/app/path"]) {
      const { response, html } = await openPage(path, { "Sec-Fetch-Mode": "navigate" }, {});
      expect(html).toContain('id="app-shell"');
      expect(response.headers.get("content-security-policy")).toBeNull();
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("shows a book added a moment ago: the cached first screen follows the library's version", async () => {
    await openPage("/");
    const added = await createBook({ title: `Just added ${uniqueId("t")}`, dateOfSummary: new Date(Date.now() + 120_000) });
    const { html } = await openPage("/");
    expect(firstScreenOf(html)).toContain(`Cover of ${added.title}`);
  });
});

describe("the book page's first screen", () => {
  it("opens with the book's cover in the page's header, loaded first", async () => {
    const book = await createBook({ title: `Cover first ${uniqueId("t")}` });
    const { html } = await openPage(`/book/${encodeURIComponent(book.bookId)}`);
    const screen = firstScreenOf(html);
    expect(screen).toMatch(
      /^<article class="space-y-8 \[overflow-wrap:anywhere\]"><header class="flex flex-col gap-5 sm:flex-row">/,
    );
    expect(screen).toContain(`alt="Cover of ${book.title}" loading="eager" fetchPriority="high" decoding="sync"`);
    expect(html).toContain(`data-path="/book/${encodeURIComponent(book.bookId)}"`);
  });

  it("shows a book without a cover as the app does: the no-cover box", async () => {
    const book = await createBook({ coverImageBase64: null });
    const { html } = await openPage(`/book/${book.bookId}`);
    expect(firstScreenOf(html)).toContain('aria-label="No Cover Available"');
  });

  it("serves the plain shell for an unknown book, a checkout return and the admin page", async () => {
    const book = await createBook();
    for (const path of ["/book/no-such-book", `/book/${book.bookId}/cs_test_1`, `/book/${book.bookId}/admin`]) {
      const { response, html } = await openPage(path);
      expect(response.status, path).toBe(200);
      expect(html, path).toContain('id="app-shell"');
      expect(firstScreenOf(html), path).toBeNull();
    }
  });

  it("is only in pages being opened: the service worker's fetch of the shell gets it plain", async () => {
    const { html } = await openPage("/", { "Sec-Fetch-Mode": "cors" });
    expect(firstScreenOf(html)).toBeNull();
    expect(html).toContain('id="app-shell"');
  });
});

describe("the login page's first screen", () => {
  it("opens with the sign-in card's heading, after the hidden shell rather than inside it", async () => {
    const { response, html } = await openPage("/login?redirect=%2Fbook%2Fmeditations");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBe(SHELL_CSP);
    const screen = /<div id="first-screen" data-path="\/login">([\s\S]*?<\/main>)<\/div>/.exec(html)?.[1];
    expect(screen).toContain('<h1 class="text-2xl font-bold tracking-tight">Sign in to Chapterly</h1>');
    expect(screen).toContain("Loading sign-in...");
    // A sibling of the shell (whose prerendered header a standalone page hides), not inside it.
    expect(html.indexOf('id="first-screen"')).toBeGreaterThan(html.indexOf("</header>"));
    expect(firstScreenOf(html)).toBeNull();
    // Nothing of the address is echoed into the page.
    expect(screen).not.toContain("meditations");
  });
});
