import { adoptDocumentTitle } from "../db/books";
import type { Database } from "../db/client";
import type { Book } from "../db/schema";
import { redrawnTitleCover } from "./generated-cover";

/** "rust_book.pdf" is named "rust book": the title bulk processing gives a book from a file name without an author. */
const fileTitle = (fileName: string) =>
  fileName
    .replace(/\.pdf$/i, "")
    .replace(/_+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * A book named only after its file ("rust-book", no authors) takes the title and author the PDF gives itself ("The
 * Rust Programming Language"); a book an admin or a manifest named keeps its name.
 */
export async function nameAfterDocument(
  db: Database,
  book: Book,
  fileName: string,
  document: { title: string | null; authors: string[] },
) {
  const named = fileTitle(fileName);
  if (!document.title || book.authors.length > 0 || !named || book.title !== named || document.title === named) return;
  const after = { bookId: book.bookId, title: document.title, authors: document.authors };
  await adoptDocumentTitle(db, book.bookId, { fileTitle: named, ...after }, redrawnTitleCover(book, after));
}
