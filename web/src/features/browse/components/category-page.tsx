import { useEffect, useState, type ReactNode } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { EmptyState, ErrorMessage } from "../../../components/ui/message";
import { Spinner } from "../../../components/ui/spinner";
import type { Book, CategorySort } from "../../../../../shared/contract";
import { CATEGORY_SORTS, categoryPath, fetchCategoryPage, isCategorySort } from "../api/browse";

export interface CategoryPageProps {
  /** The app's usual book card, composed in by the app (the library feature's). */
  renderBook: (book: Book) => ReactNode;
}

interface Pages {
  key: string;
  books: Book[];
  nextCursor: string | null;
}

/**
 * /category/{topic}?sort=: one category's books, newest summary first unless another sort is asked for, with
 * "Show more" following the server's cursor (docs/decisions/120 and 124).
 */
export default function CategoryPage({ renderBook }: CategoryPageProps) {
  const { topic = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const requested = params.get("sort");
  const sort: CategorySort = isCategorySort(requested) ? requested : "newest";
  const key = `${topic}|${sort}`;
  const [pages, setPages] = useState<Pages | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    fetchCategoryPage(topic, sort, null, controller.signal)
      .then((page) => {
        setPages({ key: `${page.topic}|${sort}`, books: page.books, nextCursor: page.nextCursor });
        // Asked in another case (/category/philosophy): the address and heading take the library's spelling.
        if (page.topic !== topic) navigate(categoryPath(page.topic, sort), { replace: true, preventScrollReset: true });
      })
      .catch(() => {
        if (!controller.signal.aborted) setError("Failed to fetch books");
      });
    return () => controller.abort();
  }, [topic, sort, navigate]);

  async function showMore() {
    if (!pages?.nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await fetchCategoryPage(topic, sort, pages.nextCursor);
      setPages((p) => (p && p.key === key ? { key, books: [...p.books, ...page.books], nextCursor: page.nextCursor } : p));
    } catch {
      setError("Failed to fetch books");
    } finally {
      setLoadingMore(false);
    }
  }

  const current = pages?.key === key ? pages : null;
  return (
    <section aria-labelledby="category-heading" className="space-y-5 [overflow-wrap:anywhere]">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to="/" className="text-brand-700 underline">
          Home
        </Link>{" "}
        / Categories
      </nav>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h1 id="category-heading" className="text-2xl font-bold tracking-tight">
          {topic}
        </h1>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          Sort by
          <select
            value={sort}
            onChange={(e) =>
              setParams(e.target.value === "newest" ? {} : { sort: e.target.value }, { replace: true, preventScrollReset: true })
            }
            className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
          >
            {CATEGORY_SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      {!current && !error ? <Spinner label="Loading books..." /> : null}
      {current && current.books.length === 0 ? (
        <EmptyState title="No books in this category yet" hint="Books appear here once they are in the library." />
      ) : null}
      {current && current.books.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={`Books in ${topic}`}>
          {current.books.map((book) => renderBook(book))}
        </ul>
      ) : null}
      {current?.nextCursor ? (
        <div className="flex justify-center">
          <Button onClick={() => void showMore()} disabled={loadingMore}>
            {loadingMore ? "Loading..." : "Show more"}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
