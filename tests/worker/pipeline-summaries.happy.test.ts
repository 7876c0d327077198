import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { books, chapters } from "../../worker/db/schema";
import { CHAPTERS, makePdf } from "../support/pdf-fixtures";
import { createBook, db, signedIn } from "./support/factories";
import { json } from "./support/http";
import { upload, uploadForm, waitForJob } from "./support/pipeline";

/** What a book's summaries open on, through the queue: the book's authors reach the summarizer (docs/decisions/207). */
describe("PDF pipeline summaries", { timeout: 60_000 }, () => {
  it("opens the book's summary on the book, not on an editor's life of its author", async () => {
    const { token } = await signedIn("admin");
    const book = await createBook({ authors: ["Ada Lovelace"] });
    const [attention, soil] = CHAPTERS;
    const life = [
      "Ada Lovelace was born in London on the tenth of December in the year 1815. Lovelace was taught mathematics from an early age by tutors her mother chose with care.",
      "In 1833 Lovelace met the inventor of the difference engine at a party in London. Lovelace translated a memoir on the engine and added notes of her own that were longer than the memoir.",
    ];
    const pdf = await makePdf(
      [
        { paragraphs: ["Introduction", ...life] },
        ...[attention!, soil!].flatMap((c) =>
          c.pages.map((paragraphs, i) => ({ paragraphs: i ? paragraphs : [c.title, ...paragraphs] })),
        ),
      ],
      {
        outline: [
          { title: "Introduction", page: 1 },
          { title: attention!.title, page: 2 },
          { title: soil!.title, page: 4 },
        ],
      },
    );
    const res = await upload(token, uploadForm({ bookId: book.bookId, pdf, generateAudio: false }));
    expect((await waitForJob((await json(res)).jobId)).status).toBe("done");
    const updated = (await db().query.books.findFirst({ where: eq(books.bookId, book.bookId) }))!;
    expect(updated.smallSummarization).toMatch(/^Attention is the quiet currency of every working day\./);
    for (const summary of [updated.smallSummarization, updated.mediumSummarization, updated.largeSummarization])
      expect(summary).not.toMatch(/Lovelace/);
    // The introduction is still the book's first chapter, with its own snippets.
    const [first] = await db().select().from(chapters).where(eq(chapters.bookId, book.bookId)).orderBy(chapters.position);
    expect(first!.title).toBe("Introduction");
  });
});
