/**
 * Which outside catalogue a book added from one came from, by its id (worker/services/catalog gives them
 * `google_{volumeId}` and `ol_{workId}`); null for a book of Chapterly's own library.
 */
export function externalCatalogueName(bookId: string): "Google Books" | "Open Library" | null {
  if (bookId.startsWith("google_")) return "Google Books";
  if (bookId.startsWith("ol_")) return "Open Library";
  return null;
}

/**
 * What an unsummarized external book's page says about its record: its title and authors are the catalogue's
 * (openly editable, in Open Library's case), never Chapterly's own words (issue 32).
 */
export function externalRecordNotice(book: {
  book_id: string;
  isExternal: boolean;
  date_of_summary: string | null;
}): string | null {
  if (!book.isExternal || book.date_of_summary) return null;
  const catalogue = externalCatalogueName(book.book_id);
  return `From ${catalogue ?? "an external catalogue"}, not yet summarized`;
}
