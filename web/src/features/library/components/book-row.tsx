import { BookStrip } from "../../../components/ui/book-strip";
import { ErrorMessage } from "../../../components/ui/message";
import { ApiClientError } from "../../../lib/api-client";
import type { Book } from "../../../lib/types";
import { useApiQuery } from "../../../lib/use-api-query";
import { fetchBookById } from "../api/books";

const ROW_LIMIT = 10;
/** Store message (docs/product.md, "API"). */
export const FETCH_BOOKS_FAILED = "Failed to fetch books";

/**
 * A horizontal row of books by id (Continue listening, Favourites); missing books are skipped, and so are the ids
 * `leaveOut` answers when the row loads (Continue listening: the books the reader finished). If that fails, none is.
 */
export function BookRow({
  title,
  bookIds,
  leaveOut,
}: {
  title: string;
  bookIds: string[];
  leaveOut?: (signal: AbortSignal) => Promise<string[]>;
}) {
  const ids = bookIds.slice(0, ROW_LIMIT);
  const key = bookIds.join("|");
  const { data } = useApiQuery(
    async (signal) => {
      const skipped = new Set(leaveOut ? await leaveOut(signal).catch(() => []) : []);
      const wanted = (key ? key.split("|") : []).filter((id) => !skipped.has(id)).slice(0, ROW_LIMIT);
      const settled = await Promise.allSettled(wanted.map((id) => fetchBookById(id, signal)));
      // A removed book is skipped; a call that failed for any other reason is the store error (docs/product.md, "API").
      const broken = settled.filter(
        (s) => s.status === "rejected" && !(s.reason instanceof ApiClientError && s.reason.status === 404),
      );
      // Leaving the page aborts the row's calls: not a failure.
      if (broken.length > 0 && !signal.aborted) console.error(FETCH_BOOKS_FAILED, broken[0]);
      return { books: settled.flatMap((s) => (s.status === "fulfilled" ? [s.value] : [])), failed: broken.length > 0 };
    },
    [key],
  );
  const books: Book[] | null = data?.books ?? null;
  const failed = data?.failed ?? false;

  if (ids.length === 0 || (books && books.length === 0 && !failed)) return null;
  return (
    <BookStrip
      id={`row-${title.replace(/\W+/g, "-").toLowerCase()}`}
      title={title}
      books={books}
      placeholderKeys={ids}
      notice={failed ? <ErrorMessage>{FETCH_BOOKS_FAILED}</ErrorMessage> : null}
    />
  );
}
