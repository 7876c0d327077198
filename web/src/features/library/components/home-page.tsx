import { startTransition, useEffect, useState, type ReactNode } from "react";
import { ErrorMessage, EmptyState } from "../../../components/ui/message";
import { Spinner } from "../../../components/ui/spinner";
import { Link } from "react-router";
import { selectUser, useSession } from "../../../lib/session";
import type { Book } from "../../../lib/types";
import { useApiQuery } from "../../../lib/use-api-query";
import { fetchCategories, fetchFinishedBookIds, fetchTopBooks } from "../api/books";
import { BookCard } from "./book-card";
import { listenedBookIds } from "../lib/continue-listening";
import { BookRow } from "./book-row";

export interface HomePageProps {
  /** The full search view, shown instead of the library overview while a search is active. */
  searchView?: ReactNode;
  searchActive?: boolean;
  /** Changing it reloads the top books (docs/product.md, "Header and search": clearing the search box). */
  reloadKey?: number;
  /** The row that leads the page, above the reader's own rows (new summaries; the worker prerenders it). */
  leadRow?: ReactNode;
  /** Rows composed in by the app (favourite categories), shown above the top books. */
  rows?: ReactNode;
  /** Where a category links to; without it categories are plain text. */
  categoryHref?: (topic: string) => string;
}

/** Shown only once the top books have settled, so the grid arriving after it cannot push it down (layout shift). */
function Categories({ show, href }: { show: boolean; href?: (topic: string) => string }) {
  const { data: categories } = useApiQuery(fetchCategories, []);
  if (!show || !categories || categories.length === 0) return null;
  return (
    <section aria-labelledby="categories-heading" className="space-y-3">
      <h2 id="categories-heading" className="text-xl font-semibold tracking-tight">
        Categories
      </h2>
      <ul className="flex flex-wrap gap-2">
        {categories.slice(0, 24).map((c) =>
          href ? (
            <li key={c.topic}>
              <Link
                to={href(c.topic)}
                className="block rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700 hover:border-brand-500 hover:text-brand-700"
              >
                {c.topic} <span className="text-slate-600">({c.count})</span>
              </Link>
            </li>
          ) : (
            <li key={c.topic} className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700">
              {c.topic} <span className="text-slate-500">({c.count})</span>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}

export default function HomePage({
  searchView,
  searchActive = false,
  reloadKey = 0,
  leadRow,
  rows,
  categoryHref,
}: HomePageProps) {
  const user = useSession(selectUser);
  const [books, setBooks] = useState<Book[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey is the trigger (clearing the search reloads the top books).
  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    fetchTopBooks(controller.signal)
      // A transition: the grid renders in slices that yield to the browser (docs/decisions/092-fast-on-phones.md).
      .then((list) => startTransition(() => setBooks(list)))
      .catch(() => {
        if (!controller.signal.aborted) setError("Failed to fetch top books");
      });
    return () => controller.abort();
  }, [reloadKey]);

  if (searchActive && searchView) return <>{searchView}</>;

  return (
    <div className="space-y-10">
      {leadRow}
      {user ? (
        <>
          <BookRow title="Continue listening" bookIds={listenedBookIds(user.audio_history)} leaveOut={fetchFinishedBookIds} />
          <BookRow title="Favourites" bookIds={[...(user.audio_history.favorites ?? [])].reverse()} />
        </>
      ) : null}
      {rows}
      <section aria-labelledby="top-books-heading" className="space-y-4">
        <h1 id="top-books-heading" className="text-2xl font-bold tracking-tight">
          Top books
        </h1>
        {error ? <ErrorMessage>{error}</ErrorMessage> : null}
        {!books && !error ? <Spinner label="Loading books..." /> : null}
        {books && books.length === 0 ? <EmptyState title="No books yet" hint="Summarized books appear here." /> : null}
        {books && books.length > 0 ? (
          // Below the rows on a phone: laid out and painted once scrolled near, not with the first screen.
          <ul className="grid gap-4 [contain-intrinsic-size:auto_1200px] [content-visibility:auto] sm:grid-cols-2 lg:grid-cols-3">
            {books.map((book) => (
              <BookCard key={book.book_id} book={book} />
            ))}
          </ul>
        ) : null}
      </section>
      <Categories show={books !== null || error !== null} href={categoryHref} />
    </div>
  );
}
