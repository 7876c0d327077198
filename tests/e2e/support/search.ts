import type { Page } from "playwright-core";

const BOOKS_API = "https://www.googleapis.com/books/v1/volumes";

/** A local fake of the public books volume search: answers `volumes` for every query; answers the queries it saw. */
export async function fakeBooksApi(page: Page, volumes: unknown[]) {
  const queries: string[] = [];
  await page.route(`${BOOKS_API}**`, (route) => {
    queries.push(new URL(route.request().url()).searchParams.get("q") ?? "");
    return route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ items: volumes }) });
  });
  return queries;
}

export const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search Chapterly library" });
export const suggestions = (page: Page) => page.getByRole("listbox", { name: "Book suggestions" });
