import { describe, expect, it } from "vitest";
import { CHAPTERS, makePdf } from "../support/pdf-fixtures";
import { baseUrl, sharedBrowser, openPage } from "./support/browser";
import { DEMO, signInAs } from "./support/session";

const browser = sharedBrowser();

const run = Date.now().toString(36);

/** A two-page PDF made from one fixture chapter. */
async function fixture(index: number) {
  const chapter = CHAPTERS[index]!;
  return Buffer.from(await makePdf(chapter.pages.map((paragraphs) => ({ paragraphs }))));
}

describe("bulk processing", () => {
  it("an admin uploads two PDFs, watches both finish, then opens a book and plays its audio", { timeout: 300_000 }, async () => {
    const page = await openPage(browser());
    await page.goto(`${baseUrl()}/login`);
    await signInAs(page, DEMO.admin);
    await page.goto(`${baseUrl()}/bulk-processing`);
    await page.getByRole("heading", { name: "Bulk Processing" }).waitFor();

    const titles = [`Attention Habits ${run}`, `Soil Notes ${run}`];
    await page.getByLabel("PDF files").setInputFiles([
      { name: `${titles[0]} - Ada Focus.pdf`, mimeType: "application/pdf", buffer: await fixture(0) },
      { name: `${titles[1]} - Gil Green.pdf`, mimeType: "application/pdf", buffer: await fixture(1) },
    ]);
    // Metadata comes from the file names.
    await page.getByText("Ada Focus", { exact: false }).waitFor();
    await page.getByRole("button", { name: "Start processing 2 files" }).click();

    for (const title of titles) {
      const row = page.getByRole("row", { name: new RegExp(title) });
      await row.waitFor({ timeout: 30_000 });
      await row.getByText("done", { exact: true }).waitFor({ timeout: 240_000 });
      expect(await row.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
    }
    await page.getByText("Overall: 2 of 2 done").waitFor();

    // The page state comes from the server: it survives a reload.
    await page.reload();
    await page
      .getByRole("row", { name: new RegExp(titles[0]!) })
      .getByText("done", { exact: true })
      .waitFor();

    // Open the first book and play its audio.
    await page.getByRole("link", { name: titles[0] }).click();
    await page.getByRole("heading", { level: 1, name: titles[0] }).waitFor();
    // One chapter ("Full text": the PDF has neither bookmarks nor headings) with generated audio.
    await page.getByRole("button", { name: /^Play chapter 1\s+Full text/ }).click();
    await page.getByRole("region", { name: "Listen" }).getByRole("button", { name: "Pause" }).waitFor({ timeout: 20_000 });
    await page.getByRole("region", { name: "Listen" }).getByRole("button", { name: "Pause" }).click();
    expect(page.errors).toEqual([]);
  });

  it("says which files cannot be processed and leaves no empty book behind", { timeout: 60_000 }, async () => {
    const page = await openPage(browser());
    await page.goto(`${baseUrl()}/login`);
    await signInAs(page, DEMO.admin);
    await page.goto(`${baseUrl()}/bulk-processing`);
    const [notPdf, locked] = [`Plain Words ${run}`, `Locked Pages ${run}`];
    await page.getByLabel("PDF files").setInputFiles([
      { name: `${notPdf} - Nobody.pdf`, mimeType: "application/pdf", buffer: Buffer.from("Just a text file.\n") },
      {
        name: `${locked} - Nobody.pdf`,
        mimeType: "application/pdf",
        buffer: Buffer.from(await makePdf([{ paragraphs: ["Secret."] }], { encrypt: true })),
      },
    ]);
    await page.getByRole("button", { name: "Start processing 2 files" }).click();

    const row = (title: string) => page.getByRole("listitem").filter({ hasText: title });
    await row(notPdf).getByRole("alert").filter({ hasText: "This file is not a PDF." }).waitFor();
    expect(await row(notPdf).getByRole("button", { name: "Retry upload" }).count()).toBe(0);
    await row(locked).getByRole("alert").filter({ hasText: "encrypted" }).waitFor();
    await row(locked).getByRole("button", { name: "Retry upload" }).waitFor();

    // Neither title became a book: the refused one's book was removed again, the other was never made.
    for (const title of [notPdf, locked]) {
      const res = await page.request.get(`${baseUrl()}/api/v1/library/suggestions?q=${encodeURIComponent(title)}`);
      expect(((await res.json()) as { books: { title: string }[] }).books.map((b) => b.title)).not.toContain(title);
    }
    expect(page.errors).toEqual([]);
  });

  it(
    "an admin edits a processed book on its admin page and deletes another with confirmation",
    { timeout: 120_000 },
    async () => {
      const page = await openPage(browser());
      await page.goto(`${baseUrl()}/login`);
      await signInAs(page, DEMO.admin);
      await page.goto(`${baseUrl()}/bulk-processing`);
      const [first, second] = [`Attention Habits ${run}`, `Soil Notes ${run}`];
      await page
        .getByRole("row", { name: new RegExp(first) })
        .getByRole("link", { name: "Edit" })
        .click();
      await page.getByRole("heading", { name: "Book administration" }).waitFor();

      // Every field is editable; the server's answer is shown.
      const title = page.getByLabel("Title", { exact: true });
      await expect.poll(() => title.inputValue()).toBe(first);
      await title.fill(`${first} (revised)`);
      await page.getByLabel("Publisher").fill("Quiet Press");
      await page.getByRole("button", { name: "Save details" }).click();
      await page.getByRole("status").filter({ hasText: "Saved" }).first().waitFor();

      // The generated chapter, its snippets in the rich-text editor, and the finished job.
      await expect.poll(() => page.getByLabel("Chapter 1 title").inputValue()).toBe("Full text");
      await page.getByRole("button", { name: "Edit snippets" }).click();
      const editor = page.getByRole("textbox", { name: "Snippet 1 text" });
      await editor.click();
      await page.keyboard.press("End");
      await page.keyboard.type(" Added by the editor.");
      await page.getByRole("button", { name: "Save snippets" }).click();
      await expect.poll(() => editor.innerHTML()).toContain("Added by the editor.");
      await page.getByText("All steps finished").first().waitFor();

      // Delete the second book, after confirming.
      await page.goto(`${baseUrl()}/bulk-processing`);
      await page
        .getByRole("row", { name: new RegExp(second) })
        .getByRole("link", { name: "Edit" })
        .click();
      await page.getByRole("button", { name: "Delete book" }).click();
      const dialog = page.getByRole("alertdialog", { name: "Delete this book?" });
      await dialog.getByRole("button", { name: "Delete" }).click();
      await page.waitForURL(`${baseUrl()}/`);
      await page.goto(`${baseUrl()}/bulk-processing`);
      await page.getByRole("row", { name: new RegExp(first) }).waitFor();
      expect(await page.getByRole("row", { name: new RegExp(second) }).count()).toBe(0);
      expect(page.errors).toEqual([]);
    },
  );
});
