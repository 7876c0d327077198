import { startTransition, useCallback, useEffect, useState } from "react";
import { ApiClientError } from "../../../lib/api-client";
import type { Book, ChapterWithSnippets } from "../../../lib/types";
import { fetchAudioUrl, fetchBookById, fetchChapters } from "../api/books";

export type Loaded = { book: Book; chapters: ChapterWithSnippets[]; audioUrl: string | null };
/** "not-found": the library has no book with this id, so trying again cannot help; "failed": anything else. */
export type LoadError = "not-found" | "failed";

function loadError(err: unknown): LoadError {
  return err instanceof ApiClientError && err.status === 404 ? "not-found" : "failed";
}

/**
 * docs/product.md, "Screens and routes": the book, its chapters and its audio load in parallel. The book is required; chapter
 * and audio failures give empty chapters and a null audio source. A new load aborts the previous.
 */
async function loadDetails(bookId: string, email: string | null, signal: AbortSignal): Promise<Loaded> {
  const [book, chapters, audioUrl] = await Promise.all([
    fetchBookById(bookId, signal),
    fetchChapters(bookId, email, signal).catch(() => [] as ChapterWithSnippets[]),
    fetchAudioUrl(bookId, signal).catch(() => null),
  ]);
  return { book, chapters, audioUrl };
}

/**
 * The book page's data; `premium` is an input so an upgrade reloads the real snippets, and `retry` loads again after
 * a failure.
 */
export function useBookDetails(id: string, email: string | null, premium: boolean) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<LoadError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `premium` reloads the real snippets after an upgrade, `attempt` on retry.
  useEffect(() => {
    const controller = new AbortController();
    // Same book reloading (the user loaded, or upgraded): keep showing it until the new answer.
    setLoaded((previous) => (previous?.book.book_id === id ? previous : null));
    setError(null);
    loadDetails(id, email, controller.signal)
      .then((result) => {
        // A transition: the page renders in slices that yield to the browser (docs/decisions/092-fast-on-phones.md).
        if (!controller.signal.aborted) startTransition(() => setLoaded(result));
      })
      .catch((err) => {
        if (!controller.signal.aborted) setError(loadError(err));
      });
    return () => controller.abort();
  }, [id, email, premium, attempt]);

  return { loaded, error, retry, setLoaded };
}

/**
 * The chapters (and what follows them) render a moment after the rest of the book: two smaller commits, so neither
 * blocks a slow phone for long (docs/decisions/092-fast-on-phones.md, fourth pass). They are below the fold on a
 * phone, and added below everything else on a wide screen, so nothing moves. Answers whether they show for `bookId`.
 */
export function useDeferredChapters(bookId: string | null): boolean {
  const [shownFor, setShownFor] = useState<string | null>(null);
  useEffect(() => {
    if (!bookId || shownFor === bookId) return;
    const timer = window.setTimeout(() => startTransition(() => setShownFor(bookId)), 0);
    return () => window.clearTimeout(timer);
  }, [bookId, shownFor]);
  return bookId !== null && shownFor === bookId;
}
