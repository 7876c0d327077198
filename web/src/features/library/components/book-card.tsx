import { Link } from "react-router";
import { BookCover } from "../../../components/ui/book-cover";
import type { Book } from "../../../lib/types";

export function BookCard({ book }: { book: Book }) {
  return (
    <li>
      <Link
        to={`/book/${encodeURIComponent(book.book_id)}`}
        className="group flex h-full gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition hover:border-brand-500 hover:shadow-md"
      >
        <BookCover cover={book.cover_image_base64} title={book.title} className="h-28 w-20 shrink-0 rounded-md" />
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <h2 className="font-semibold text-slate-900 group-hover:text-brand-700">{book.title}</h2>
          <p className="text-sm text-slate-600">{book.authors.join(", ")}</p>
          <p className="mt-1 line-clamp-3 text-sm text-slate-500">{book.small_summarization}</p>
        </div>
      </Link>
    </li>
  );
}
