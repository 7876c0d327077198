import { Link } from "../../../lib/router";
import { BookCover } from "../../../components/ui/book-cover";
import type { Book } from "../../../../../shared/contract";
import { useApiQuery } from "../../../lib/use-api-query";
import { categoryPath, fetchFavouriteCategories, fetchNewSummaries } from "../api/browse";

/** A horizontal row of books already loaded in full (one request for the row, never one per book). */
function BookStrip({ id, title, books, extra }: { id: string; title: string; books: Book[]; extra?: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {extra}
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
    </section>
  );
}

export function NewSummariesRow() {
  const { data } = useApiQuery(fetchNewSummaries, []);
  if (!data || data.length === 0) return null;
  return <BookStrip id="row-new-summaries" title="New summaries" books={data} />;
}

/** New summaries in the categories of the reader's favourites; hidden while they have none (or are signed out). */
export function FavouriteCategoriesRow({ signedIn }: { signedIn: boolean }) {
  const { data } = useApiQuery((signal) => (signedIn ? fetchFavouriteCategories(signal) : Promise.resolve(null)), [signedIn]);
  if (!data || data.books.length === 0) return null;
  return (
    <BookStrip
      id="row-favourite-categories"
      title="From your favourite categories"
      books={data.books}
      extra={
        <p className="flex flex-wrap gap-2 text-sm">
          {data.topics.map((topic) => (
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
