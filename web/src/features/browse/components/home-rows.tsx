import { Link } from "../../../lib/router";
import { BookCover } from "../../../components/ui/book-cover";
import type { Book } from "../../../../../shared/contract";
import { useApiQuery } from "../../../lib/use-api-query";
import { categoryPath, fetchFavouriteCategories, fetchNewSummaries } from "../api/browse";

/** Keys of the placeholder covers: a fixed list, never reordered. */
const PLACEHOLDERS = ["p1", "p2", "p3", "p4", "p5", "p6"];

/**
 * A horizontal row of books already loaded in full (one request for the row, never one per book). Until they
 * arrive it holds the same box (covers and two title lines), so nothing below moves (decision 092).
 */
function BookStrip({ id, title, books, extra }: { id: string; title: string; books: Book[] | null; extra?: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {extra}
      {!books ? (
        <ul className="-mx-1 flex gap-3 overflow-x-auto px-1 pb-2" aria-busy="true">
          {PLACEHOLDERS.map((key, i) => (
            <li key={key} className="w-28 shrink-0 space-y-1">
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

export function NewSummariesRow() {
  const { data, error } = useApiQuery(fetchNewSummaries, []);
  if (error || data?.length === 0) return null;
  return <BookStrip id="row-new-summaries" title="New summaries" books={data} />;
}

/**
 * New summaries in the categories of the reader's favourites. Shown (as a placeholder first) only for a reader
 * with favourites; hidden for everyone else, signed out included, and when there is nothing new there.
 */
export function FavouriteCategoriesRow({ favouriteCount }: { favouriteCount: number }) {
  const has = favouriteCount > 0;
  const { data, error } = useApiQuery(
    (signal) => (has ? fetchFavouriteCategories(signal) : Promise.resolve(null)),
    [favouriteCount],
  );
  if (!has || error || (data && data.books.length === 0)) return null;
  return (
    <BookStrip
      id="row-favourite-categories"
      title="From your favourite categories"
      books={data?.books ?? null}
      extra={
        // One line whatever the topics, so the row's height is known before they arrive.
        <p className="flex h-8 items-center gap-2 overflow-x-auto whitespace-nowrap text-sm">
          {(data?.topics ?? []).map((topic) => (
            <Link
              key={topic}
              to={categoryPath(topic)}
              className="rounded-full border border-slate-300 px-3 py-1 text-slate-700 hover:border-brand-500"
            >
              {topic}
            </Link>
          ))}
        </p>
      }
    />
  );
}
