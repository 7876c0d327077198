import type { BodyOf } from "../../../../../shared/contract";
import { api } from "../../../lib/api-client";
import type { Book } from "../../../lib/types";
import type { BookMetadata } from "../lib/manifest";

/** POST /library/admin/books: a new book from bulk metadata. */
export function createBook(meta: BookMetadata): Promise<Book> {
  const body: BodyOf<"POST /library/admin/books"> = { title: meta.title.slice(0, 300), authors: meta.authors.slice(0, 20) };
  if (meta.isbn?.length) body.isbn = meta.isbn;
  if (meta.publisher) body.publisher = meta.publisher;
  if (meta.year) body.year = meta.year;
  if (meta.topic) body.topic = meta.topic;
  return api("POST /library/admin/books", { body });
}

/** DELETE /library/admin/books/:bookId: a book made for an upload the server refused, so no empty book is left. */
export function deleteRefusedBook(bookId: string) {
  return api("DELETE /library/admin/books/:bookId", { params: { bookId } });
}

/** POST /audio/gen-book-cues/bulk: one pass of cues jobs for the books whose audio lacks cues. */
export function generateMissingCues() {
  return api("POST /audio/gen-book-cues/bulk", { body: {} });
}
