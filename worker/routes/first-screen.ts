import { Hono, type Context } from "hono";
import type { AppEnv } from "../env";
import { findBookById, listBooks } from "../db/books";
import { libraryVersion } from "../lib/library-version";
import { fetchAppShell } from "../lib/app-shell";
import { edgeCached, libraryKey } from "../lib/edge-cache";
import {
  firstScreenMain,
  firstScreenStandalone,
  renderBookFirstScreen,
  renderHomeFirstScreen,
  renderLoginFirstScreen,
  type FirstScreenBook,
} from "../lib/first-screen";

/** The same ten books as the app's "New summaries" row (web/src/features/browse/api/browse.ts). */
const NEW_SUMMARIES = 10;
/** A book id as the book page's address carries it (the API's own limit). */
const BOOK_ID = /^[^/]{1,200}$/;

/**
 * Home, the book page and the login page: the app's index.html with its first screen already in it (docs/decisions/092-fast-on-phones.md,
 * third pass). Only public catalogue data, the same for every reader, is rendered here: the reader's own rows come with
 * the app. The fragment is cached at the edge by the library's version, like the API's lists; anything that cannot be
 * rendered (an unknown book, a failed query) serves index.html unchanged, as the asset server would.
 */
export const firstScreenRoutes = new Hono<AppEnv>()
  .get("/", (c) =>
    withFirstScreen(c, "/", "home", async () => {
      const { page } = await listBooks(c.var.db, "date_of_summary", NEW_SUMMARIES, null);
      return renderHomeFirstScreen(page.map(toFirstScreenBook));
    }),
  )
  // A book's app page is never what a search engine should list: its public page is the summary page, and an
  // unsummarized external book's record is the catalogue's, not ours (issue 32). robots.txt keeps crawlers out too.
  .get("/book/:id", async (c) => {
    const id = c.req.param("id");
    if (!BOOK_ID.test(id)) return noindex(await fetchAppShell(c));
    const page = await withFirstScreen(c, new URL(c.req.url).pathname, `book/${encodeURIComponent(id)}`, async () => {
      const book = await findBookById(c.var.db, id);
      return book ? renderBookFirstScreen(toFirstScreenBook(book)) : "";
    });
    return noindex(page);
  })
  // The login page is standalone (no header): its first screen follows the hidden shell instead of going into it.
  .get("/login", (c) => withFirstScreen(c, "/login", null, async () => renderLoginFirstScreen(), "standalone"));

function noindex(response: Response): Response {
  const page = new Response(response.body, response);
  page.headers.set("X-Robots-Tag", "noindex");
  return page;
}

function toFirstScreenBook(book: { bookId: string; title: string; coverImageBase64: string | null }): FirstScreenBook {
  return { book_id: book.bookId, title: book.title, cover_image_base64: book.coverImageBase64 };
}

/** `key` names the edge-cached fragment (by the library's version); null: static markup, rendered each time. */
async function withFirstScreen(
  c: Context<AppEnv>,
  path: string,
  key: string | null,
  render: () => Promise<string>,
  placement: "layout" | "standalone" = "layout",
) {
  const shell = await fetchAppShell(c);
  if (shell.status !== 200 || !shell.headers.get("content-type")?.startsWith("text/html")) return shell;
  // Only a page being opened gets it: the service worker's copy of the shell (fetched, not navigated) stays plain.
  if (c.req.header("Sec-Fetch-Mode") !== "navigate") return shell;
  let pageHtml = "";
  try {
    if (key === null) pageHtml = await render();
    else {
      const version = await libraryVersion(c.env);
      const fragment = await edgeCached(c, libraryKey(version, `/first-screen/${key}`), async () => {
        return new Response(await render(), {
          // Five minutes at most, like the API's answers: a change whose version write failed heals by itself.
          headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, s-maxage=300" },
        });
      });
      pageHtml = await fragment.text();
    }
  } catch (err) {
    // The page still works without its first screen: the app renders it as before.
    console.warn("first screen not rendered", err);
  }
  if (!pageHtml) return shell;
  const html = new HTMLRewriter()
    .on("#app-shell", {
      element(shellElement) {
        if (placement === "standalone") shellElement.after(firstScreenStandalone(path, pageHtml), { html: true });
        else shellElement.append(firstScreenMain(path, pageHtml), { html: true });
      },
    })
    .transform(shell);
  // The shell's own headers (its CSP from web/public/_headers among them) stay; the body is now per page.
  const response = new Response(html.body, html);
  response.headers.set("Cache-Control", "no-cache");
  response.headers.delete("ETag");
  return response;
}
