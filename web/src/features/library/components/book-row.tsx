import { Link } from "../../../lib/router";
import { BookCover } from "../../../components/ui/book-cover";
import { ErrorMessage } from "../../../components/ui/message";
import { ApiClientError } from "../../../lib/api-client";
import type { Book } from "../../../lib/types";
import { useApiQuery } from "../../../lib/use-api-query";
import { fetchBookById } from "../api/books";

const ROW_LIMIT = 10;
/** Store message (docs/product.md, "API"). */
export const FETCH_BOOKS_FAILED = "Failed to fetch books";

/** A horizontal row of books by id (Continue listening, Favourites); missing books are skipped. */
export function BookRow({ title, bookIds }: { title: string; bookIds: string[] }) {
  const ids = bookIds.slice(0, ROW_LIMIT);
  const key = ids.join("|");
  const { data } = useApiQuery(
    async (signal) => {
      const wanted = key ? key.split("|") : [];
      const settled = await Promise.allSettled(wanted.map((id) => fetchBookById(id, signal)));
      // A removed book is skipped; a call that failed for any other reason is the store error (docs/product.md, "API").
      const broken = settled.filter(
        (s) => s.status === "rejected" && !(s.reason instanceof ApiClientError && s.reason.status === 404),
      );
      if (broken.length > 0) console.error(FETCH_BOOKS_FAILED, broken[0]);
      return { books: settled.flatMap((s) => (s.status === "fulfilled" ? [s.value] : [])), failed: broken.length > 0 };
    },
    [key],
  );
  const books: Book[] | null = data?.books ?? null;
  const failed = data?.failed ?? false;

  if (ids.length === 0 || (books && books.length === 0 && !failed)) return null;
  const headingId = `row-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {failed ? <ErrorMessage>{FETCH_BOOKS_FAILED}</ErrorMessage> : null}
      {!books ? (
        // Same box as the loaded row (one cover per id, two title lines), so nothing below moves when it arrives.
        <ul className="-mx-1 flex gap-3 overflow-x-auto px-1 pb-2" aria-busy="true">
          {ids.map((id, i) => (
            <li key={id} className="w-28 shrink-0 space-y-1">
              <div className="h-40 w-28 animate-pulse rounded-md bg-slate-200" />
              <div className="h-10 text-sm text-slate-500">{i === 0 ? "Loading..." : null}</div>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="-mx-1 flex gap-3 overflow-x-auto px-1 pb-2">
          {books.map((book) => (
            <li key={book.book_id} className="w-28 shrink-0">
              <Link to={`/book/${encodeURIComponent(book.book_id)}`} className="group block space-y-1">
                <BookCover cover={book.cover_image_base64} title={book.title} className="h-40 w-28 rounded-md shadow-sm" />
                <span className="line-clamp-2 h-10 text-sm font-medium text-slate-800 group-hover:text-brand-700">
                  {book.title}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Book ids the user has listened to (audio_history keys are a book id or full_{bookId}), most recent last in the map. */
export function listenedBookIds(history: Record<string, number | string[]> | undefined): string[] {
  if (!history) return [];
  const ids: string[] = [];
  for (const [key, value] of Object.entries(history)) {
    if (key === "favorites" || typeof value !== "number" || value <= 0) continue;
    const id = key.startsWith("full_") ? key.slice(5) : key;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids.reverse();
}
