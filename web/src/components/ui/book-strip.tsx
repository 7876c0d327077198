import type { ReactNode } from "react";
import type { Book } from "../../../../shared/contract";
import { Link } from "react-router";
import { BookCover } from "./book-cover";

/** Covers a 320–412 px screen shows of a row at once: painted with the page, not lazily (decision 092). */
const VISIBLE_ON_A_PHONE = 3;

/**
 * A titled horizontal row of book covers linking to their pages. Until `books` arrive it holds the same box
 * (one placeholder cover per key, two title lines), so nothing below moves when they do (decision 092).
 */
export function BookStrip({
  id,
  title,
  books,
  placeholderKeys,
  notice,
}: {
  id: string;
  title: string;
  books: Book[] | null;
  placeholderKeys: string[];
  /** Shown between the heading and the row, e.g. an error or a hint. */
  notice?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {notice}
      {!books ? (
        <ul className="-mx-1 flex gap-3 overflow-x-auto px-1 pb-2" aria-busy="true">
          {placeholderKeys.map((key, i) => (
            <li key={key} className="w-28 shrink-0 space-y-1">
              <div className="h-40 w-28 animate-pulse rounded-md bg-slate-200" />
              <div className="h-10 text-sm text-slate-500">{i === 0 ? "Loading..." : null}</div>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="-mx-1 flex gap-3 overflow-x-auto px-1 pb-2">
          {books.map((book, i) => (
            <li key={book.book_id} className="w-28 shrink-0">
              {/* discover="none": no data-discover attribute (framework mode only), so the worker's first screen is this markup. */}
              <Link to={`/book/${encodeURIComponent(book.book_id)}`} discover="none" className="group block space-y-1">
                <BookCover
                  cover={book.cover_image_base64}
                  title={book.title}
                  className="h-40 w-28 rounded-md shadow-sm"
                  priority={i < VISIBLE_ON_A_PHONE}
                />
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
