import type { Page } from "playwright-core";

/**
 * A local fake of the public books volume search: answers `volumes` for every query; answers the queries it saw. The
 * local server runs it offline (wrangler.toml: no direct call from the browser), so the browser asks the worker's
 * proxy, which is what this answers in its place.
 */
export async function fakeBooksApi(page: Page, volumes: unknown[]) {
  const queries: string[] = [];
  await page.route("**/api/v1/library/books-proxy?*", (route) => {
    const searched = new URL(new URL(route.request().url()).searchParams.get("url") ?? "", "https://books.invalid");
    queries.push(searched.searchParams.get("q") ?? "");
    return route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ items: volumes }) });
  });
  return queries;
}

export const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search Chapterly library" });
export const suggestions = (page: Page) => page.getByRole("listbox", { name: "Book suggestions" });
