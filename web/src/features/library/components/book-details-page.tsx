import { useEffect, useState } from "react";
import { useParams } from "react-router";
import { BookCover } from "../../../components/ui/book-cover";
import { ErrorMessage } from "../../../components/ui/message";
import { Spinner } from "../../../components/ui/spinner";
import type { Book } from "../../../lib/types";
import { fetchBookById } from "../api/books";

export default function BookDetailsPage() {
  const { id = "" } = useParams();
  const [book, setBook] = useState<Book | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setBook(null);
    setError(null);
    fetchBookById(id, controller.signal)
      .then(setBook)
      .catch(() => {
        if (!controller.signal.aborted) setError("Failed to fetch book details");
      });
    return () => controller.abort();
  }, [id]);

  if (error) return <ErrorMessage>{error}</ErrorMessage>;
  if (!book) return <Spinner label="Loading book..." />;

  return (
    <article className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row">
        <BookCover cover={book.cover_image_base64} title={book.title} className="h-60 w-40 rounded-lg shadow" />
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">{book.title}</h1>
          <p className="text-lg text-slate-700">{book.authors.join(", ")}</p>
          <p className="text-sm text-slate-500">
            {[book.year, book.publisher, book.topic, book.pages !== "0" ? `${book.pages} pages` : null]
              .filter(Boolean)
              .join(" · ")}
          </p>
          {!book.audio ? <p className="text-sm text-slate-500">No audio exists for this book yet.</p> : null}
        </div>
      </header>
      {book.medium_summarization ? (
        <section aria-labelledby="summary-heading" className="space-y-2">
          <h2 id="summary-heading" className="text-xl font-semibold">
            Summary
          </h2>
          <p className="leading-relaxed text-slate-700">{book.medium_summarization}</p>
        </section>
      ) : null}
    </article>
  );
}
