import { useState } from "react";
import { externalRecordNotice } from "../../../../../shared/external-source";
import { BookCover } from "../../../components/ui/book-cover";
import { Button } from "../../../components/ui/button";
import { ErrorMessage } from "../../../components/ui/message";
import { selectUser, useSession } from "../../../lib/session";
import type { Book } from "../../../lib/types";
import { requestSummary, saveFavourites } from "../api/books";

const hasSummary = (book: Book) =>
  !!(book.date_of_summary || book.small_summarization || book.medium_summarization || book.large_summarization);

const metaLine = (book: Book) =>
  [
    book.year && book.year !== "Unknown" ? book.year : null,
    book.publisher && book.publisher !== "Unknown Publisher" ? book.publisher : null,
    book.edition ? `${book.edition} edition` : null,
    book.topic,
    book.pages !== "0" ? `${book.pages} pages` : null,
  ]
    .filter(Boolean)
    .join(" · ");

/** Cover, title, facts and the reader's actions (favourite, request a summary, the full book elsewhere). */
export function BookHeader({ book, onSummaryRequested }: { book: Book; onSummaryRequested(count: number): void }) {
  const user = useSession(selectUser);
  const [requestState, setRequestState] = useState<"idle" | "busy" | "done" | "error">("idle");
  const recordNotice = externalRecordNotice(book);

  async function askForSummary() {
    if (!user) return;
    setRequestState("busy");
    try {
      const answer = await requestSummary(book.book_id, user.email, book.isbn[0] ?? null);
      onSummaryRequested(answer.requested_emails_count);
      setRequestState("done");
    } catch {
      setRequestState("error");
    }
  }

  return (
    <header className="flex flex-col gap-5 sm:flex-row">
      <BookCover cover={book.cover_image_base64} title={book.title} priority className="h-60 w-40 shrink-0 rounded-lg shadow" />
      <div className="min-w-0 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{book.title}</h1>
        <p className="text-lg text-slate-700">{book.authors.join(", ")}</p>
        {recordNotice ? (
          <>
            {/* React hoists this into the head: a catalogue's record is not ours to have indexed. */}
            <meta name="robots" content="noindex" />
            <p className="inline-block rounded bg-amber-50 px-2 py-0.5 text-sm font-medium text-amber-900">{recordNotice}</p>
          </>
        ) : null}
        <p className="text-sm text-slate-500">{metaLine(book)}</p>
        {book.isbn.length ? <p className="text-sm text-slate-500">ISBN {book.isbn.join(", ")}</p> : null}
        {!book.audio ? (
          <p role="status" className="text-sm text-slate-500">
            {book.audio_pending
              ? "The audio for this book is not ready yet: it is being generated. Check back in a few minutes."
              : "No audio exists for this book yet."}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2 pt-2">
          {user ? <FavouriteButton bookId={book.book_id} /> : null}
          {!hasSummary(book) && user ? (
            <Button
              variant="primary"
              disabled={requestState === "busy" || requestState === "done"}
              onClick={() => void askForSummary()}
            >
              {requestState === "done" ? "Summary requested" : requestState === "busy" ? "Requesting..." : "Request summary"}
            </Button>
          ) : null}
          {book.isExternal && book.download_link ? (
            <a
              href={book.download_link}
              target="_blank"
              rel="noopener noreferrer"
              className="text-sm font-medium text-brand-700 underline"
            >
              Find the full book
            </a>
          ) : null}
        </div>
        {requestState === "error" ? <ErrorMessage>Failed to request a summary. Please try again.</ErrorMessage> : null}
        {!hasSummary(book) && book.requested_emails_count > 0 ? (
          <p className="text-sm text-slate-500">
            Summary requested by {book.requested_emails_count} {book.requested_emails_count === 1 ? "reader" : "readers"}
          </p>
        ) : null}
      </div>
    </header>
  );
}

function FavouriteButton({ bookId }: { bookId: string }) {
  const user = useSession(selectUser);
  const patchUser = useSession((s) => s.patchUser);
  const favourite = !!user?.audio_history.favorites?.includes(bookId);

  async function toggleFavourite() {
    const before = user?.audio_history.favorites ?? [];
    // Optimistic (docs/product.md, "Listening"): added if absent, removed if present, sent with the audio history, undone when the call fails.
    const after = favourite ? before.filter((f) => f !== bookId) : [...before, bookId];
    const setFavourites = (favorites: string[]) => patchUser((u) => ({ ...u, audio_history: { ...u.audio_history, favorites } }));
    setFavourites(after);
    try {
      await saveFavourites(after);
    } catch {
      setFavourites(before);
    }
  }

  return (
    <button
      type="button"
      aria-pressed={favourite}
      onClick={() => void toggleFavourite()}
      className={`rounded-lg border px-3 py-1.5 text-sm font-medium ${favourite ? "border-rose-300 bg-rose-50 text-rose-700" : "border-slate-300 text-slate-700 hover:bg-slate-50"}`}
    >
      {favourite ? "♥ Remove from favourites" : "♡ Add to favourites"}
    </button>
  );
}
