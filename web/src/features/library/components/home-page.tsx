import { useEffect, useState } from "react";
import { ErrorMessage, EmptyState } from "../../../components/ui/message";
import { Spinner } from "../../../components/ui/spinner";
import type { Book } from "../../../lib/types";
import { fetchTopBooks } from "../api/books";
import { BookCard } from "./book-card";

export default function HomePage() {
  const [books, setBooks] = useState<Book[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchTopBooks(controller.signal)
      .then(setBooks)
      .catch((err: unknown) => {
        if (!controller.signal.aborted)
          setError(err instanceof Error && err.name === "AbortError" ? null : "Failed to fetch top books");
      });
    return () => controller.abort();
  }, []);

  return (
    <section aria-labelledby="top-books-heading" className="space-y-4">
      <h1 id="top-books-heading" className="text-2xl font-bold tracking-tight">
        Top books
      </h1>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      {!books && !error ? <Spinner label="Loading books..." /> : null}
      {books && books.length === 0 ? <EmptyState title="No books yet" hint="Summarized books appear here." /> : null}
      {books && books.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {books.map((book) => (
            <BookCard key={book.book_id} book={book} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
