import type { Page } from "playwright-core";

/** Clicks the first link to the book titled `title` on the current page and waits for that book's page. */
export async function openBookByLink(page: Page, title: string) {
  await page
    .getByRole("link", { name: new RegExp(title) })
    .first()
    .click();
  await page.getByRole("heading", { level: 1, name: title }).waitFor();
}
