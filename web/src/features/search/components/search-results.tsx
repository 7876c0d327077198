import { useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { BookCover } from "../../../components/ui/book-cover";
import { ErrorMessage } from "../../../components/ui/message";
import { Spinner } from "../../../components/ui/spinner";
import type { Book } from "../../../lib/types";
import { addExternalBook } from "../api/search";
import { combinedTotal, EXTERNAL_GROUP_TITLE, LOCAL_GROUP_TITLE } from "../lib/suggestions";
import { EXTERNAL_SEARCH_FAILED_TEXT, useSearchStore } from "../stores/search-store";
import { BookBadges } from "./suggestion-item";

function ResultCard({ book, action }: { book: Book; action?: ReactNode }) {
  const body = (
    <>
      <BookCover cover={book.cover_image_base64} title={book.title} className="h-24 w-16 shrink-0 rounded" />
      <span className="min-w-0">
        <span className="block font-semibold text-slate-900">{book.title}</span>
        <span className="block text-sm text-slate-600">
          {book.authors.join(", ")}
          {book.year ? ` · ${book.year}` : ""}
        </span>
        <BookBadges book={book} />
      </span>
    </>
  );
  return (
    <li className="flex items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      {book.isExternal ? (
        <div className="flex min-w-0 gap-3">{body}</div>
      ) : (
        <Link to={`/book/${encodeURIComponent(book.book_id)}`} className="flex min-w-0 gap-3 hover:text-brand-700">
          {body}
        </Link>
      )}
      {action}
    </li>
  );
}

function AddButton({ book }: { book: Book }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const id = await addExternalBook(book);
          void navigate(`/book/${encodeURIComponent(id)}`);
        } catch {
          if (book.download_link) window.open(book.download_link, "_blank", "noopener,noreferrer");
        } finally {
          setBusy(false);
        }
      }}
      className="shrink-0 rounded-lg border border-brand-600 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60"
    >
      {busy ? "Adding..." : "Add to library"}
    </button>
  );
}

/** "{n} results found": the same n as the suggestions' "Show all {n} results". */
/** One titled group of results: the library's, or the public search's with an action per book. */
function ResultGroup(props: { headingId: string; title: string; books: Book[]; action?: (book: Book) => ReactNode }) {
  return (
    <section aria-labelledby={props.headingId} className="space-y-3">
      <h2 id={props.headingId} className="text-lg font-semibold">
        {props.title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {props.books.map((book) => (
          <ResultCard key={book.book_id} book={book} action={props.action?.(book)} />
        ))}
      </ul>
    </section>
  );
}

function resultCount(books: Book[], total: number, publicBooks: Book[]): string {
  const n = combinedTotal(books, total, publicBooks);
  return `${n} ${n === 1 ? "result" : "results"} found`;
}

/** The full search view (Enter or "Show all"), with the messages of docs/product.md, "API". */
export function SearchResults() {
  const results = useSearchStore((s) => s.results);
  const external = useSearchStore((s) => s.external);
  const runExternalSearch = useSearchStore((s) => s.runExternalSearch);
  if (results.status === "idle") return null;

  return (
    <section aria-labelledby="search-results-heading" className="space-y-4">
      <h1 id="search-results-heading" className="text-2xl font-bold tracking-tight">
        Search results for “{results.query}”
      </h1>
      {results.status === "loading" ? <Spinner label="Searching..." /> : null}
      {results.status === "error" ? <ErrorMessage>{results.message}</ErrorMessage> : null}
      {results.status === "done" && results.books.length + results.publicBooks.length > 0 ? (
        <p className="text-sm text-slate-600">{resultCount(results.books, results.total, results.publicBooks)}</p>
      ) : null}
      {results.status === "done" && results.books.length > 0 ? (
        <ResultGroup headingId="library-results-heading" title={LOCAL_GROUP_TITLE} books={results.books} />
      ) : null}
      {results.status === "done" && results.publicBooks.length > 0 ? (
        <ResultGroup
          headingId="public-results-heading"
          title={EXTERNAL_GROUP_TITLE}
          books={results.publicBooks}
          action={(book) => <AddButton book={book} />}
        />
      ) : null}
      {results.status === "done" && results.books.length === 0 ? (
        <div className="space-y-3 rounded-xl border border-dashed border-slate-300 p-6 text-center">
          <p className="text-slate-700">No books found in the Chapterly library. Try searching the external database.</p>
          <button
            type="button"
            onClick={() => void runExternalSearch()}
            disabled={external.status === "loading"}
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
          >
            Search external database
          </button>
        </div>
      ) : null}
      {external.status === "loading" ? <Spinner label="Searching the external database..." /> : null}
      {external.status === "error" ? <ErrorMessage>{EXTERNAL_SEARCH_FAILED_TEXT}</ErrorMessage> : null}
      {external.status === "done" && external.books.length === 0 ? (
        <p className="text-slate-700">No books found in the external database. Try searching with a different term or ISBN.</p>
      ) : null}
      {external.status === "done" && external.books.length > 0 ? (
        <section aria-labelledby="external-results-heading" className="space-y-3">
          <h2 id="external-results-heading" className="text-lg font-semibold">
            External database
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {external.books.map((book) => (
              <ResultCard key={book.book_id} book={book} action={<AddButton book={book} />} />
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
