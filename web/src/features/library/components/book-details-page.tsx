import { startTransition, useEffect, useState, type ReactNode } from "react";
import { useParams } from "react-router";
import { externalRecordNotice } from "../../../../../shared/external-source";
import { BookCover } from "../../../components/ui/book-cover";
import { ErrorMessage } from "../../../components/ui/message";
import { firstScreen } from "../../../lib/first-screen";
import { Spinner } from "../../../components/ui/spinner";
import { selectCanAccessPremiumContent, selectUser, useSession } from "../../../lib/session";
import type { Book, ChapterWithSnippets } from "../../../lib/types";
import { fetchAudioUrl, fetchBookById, fetchChapters, requestSummary, saveFavourites, startCheckout } from "../api/books";
import { Button } from "../../../components/ui/button";
import { asIs, Chapters, type ChapterSlots, type PlayChapter, type RenderText } from "./book-text";
import { Summaries } from "./summaries";

export type { RenderText } from "./book-text";

export interface ListeningArgs {
  book: Book;
  chapters: ChapterWithSnippets[];
  /** The book's audio URL, or null when there is none or it failed to load. */
  audioUrl: string | null;
}

export interface BookDetailsPageProps extends ChapterSlots {
  /** The listening controls, composed in by the app (the player feature). */
  renderListening?: (args: ListeningArgs) => ReactNode;
  /** Replaces the default "Subscribe to Premium" call to action shown with placeholder snippets. */
  upgradeAction?: ReactNode;
  /** Wraps a summary's or a real snippet's text, e.g. to highlight it (composed in by the app). */
  renderText?: RenderText;
  /** More of the page after the chapters, e.g. the reader's highlights of this book. */
  renderExtras?: (book: Book) => ReactNode;
  playChapter?: PlayChapter;
}

type Loaded = { book: Book; chapters: ChapterWithSnippets[]; audioUrl: string | null };

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

function SubscribeButton() {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="primary"
      size="lg"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const { url } = await startCheckout(window.location.href);
          window.location.assign(url);
        } catch (err) {
          console.error("Failed to start subscription", err);
          setBusy(false);
        }
      }}
    >
      {busy ? "Upgrading..." : "Subscribe to Premium"}
    </Button>
  );
}

export default function BookDetailsPage({
  renderListening,
  upgradeAction,
  renderText = asIs,
  renderExtras,
  renderChapterStatus,
  renderChapterEnd,
  playChapter,
}: BookDetailsPageProps) {
  const { id = "" } = useParams();
  const user = useSession(selectUser);
  const premium = useSession(selectCanAccessPremiumContent);
  const patchUser = useSession((s) => s.patchUser);
  const email = user?.email ?? null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [requestState, setRequestState] = useState<"idle" | "busy" | "done" | "error">("idle");

  // biome-ignore lint/correctness/useExhaustiveDependencies: `premium` is a dependency so an upgrade reloads the real snippets.
  useEffect(() => {
    const controller = new AbortController();
    // Same book reloading (the user loaded, or upgraded): keep showing it until the new answer.
    setLoaded((previous) => (previous?.book.book_id === id ? previous : null));
    setError(null);
    setRequestState("idle");
    loadDetails(id, email, controller.signal)
      .then((result) => {
        // A transition: the page renders in slices that yield to the browser (docs/decisions/092-fast-on-phones.md).
        if (!controller.signal.aborted) startTransition(() => setLoaded(result));
      })
      .catch(() => {
        if (!controller.signal.aborted) setError("Failed to fetch book details");
      });
    return () => controller.abort();
    // `premium` is a dependency so an upgrade reloads the real snippets.
  }, [id, email, premium]);

  // The chapters (and what follows them) render a moment after the rest of the book: two smaller commits, so neither
  // blocks a slow phone for long (docs/decisions/092-fast-on-phones.md, fourth pass). They are below the fold on a
  // phone, and added below everything else on a wide screen, so nothing moves.
  const loadedId = loaded?.book.book_id ?? null;
  const [chaptersShownFor, setChaptersShownFor] = useState<string | null>(null);
  useEffect(() => {
    if (!loadedId || chaptersShownFor === loadedId) return;
    const timer = window.setTimeout(() => startTransition(() => setChaptersShownFor(loadedId)), 0);
    return () => window.clearTimeout(timer);
  }, [loadedId, chaptersShownFor]);

  if (error) return <ErrorMessage>{error}</ErrorMessage>;
  // Until the book arrives, the cover the worker already painted (lib/first-screen), else a spinner.
  if (!loaded) return firstScreen() ?? <Spinner label="Loading book..." />;
  const { book, chapters, audioUrl } = loaded;
  const favourite = !!user?.audio_history.favorites?.includes(book.book_id);
  const recordNotice = externalRecordNotice(book);
  const hasSummary = !!(
    book.date_of_summary ||
    book.small_summarization ||
    book.medium_summarization ||
    book.large_summarization
  );

  async function toggleFavourite() {
    const before = user?.audio_history.favorites ?? [];
    // Optimistic (docs/product.md, "Listening"): added if absent, removed if present, sent with the audio history, undone when the call fails.
    const after = favourite ? before.filter((f) => f !== book.book_id) : [...before, book.book_id];
    const setFavourites = (favorites: string[]) => patchUser((u) => ({ ...u, audio_history: { ...u.audio_history, favorites } }));
    setFavourites(after);
    try {
      await saveFavourites(after);
    } catch {
      setFavourites(before);
    }
  }

  async function askForSummary() {
    if (!email) return;
    setRequestState("busy");
    try {
      const answer = await requestSummary(book.book_id, email, book.isbn[0] ?? null);
      setLoaded((l) => (l ? { ...l, book: { ...l.book, requested_emails_count: answer.requested_emails_count } } : l));
      setRequestState("done");
    } catch {
      setRequestState("error");
    }
  }

  const meta = [
    book.year && book.year !== "Unknown" ? book.year : null,
    book.publisher && book.publisher !== "Unknown Publisher" ? book.publisher : null,
    book.edition ? `${book.edition} edition` : null,
    book.topic,
    book.pages !== "0" ? `${book.pages} pages` : null,
  ].filter(Boolean);

  return (
    <article className="space-y-8 [overflow-wrap:anywhere]">
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
          <p className="text-sm text-slate-500">{meta.join(" · ")}</p>
          {book.isbn.length ? <p className="text-sm text-slate-500">ISBN {book.isbn.join(", ")}</p> : null}
          {!book.audio ? (
            <p role="status" className="text-sm text-slate-500">
              {book.audio_pending
                ? "The audio for this book is not ready yet: it is being generated. Check back in a few minutes."
                : "No audio exists for this book yet."}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-2 pt-2">
            {user ? (
              <button
                type="button"
                aria-pressed={favourite}
                onClick={() => void toggleFavourite()}
                className={`rounded-lg border px-3 py-1.5 text-sm font-medium ${favourite ? "border-rose-300 bg-rose-50 text-rose-700" : "border-slate-300 text-slate-700 hover:bg-slate-50"}`}
              >
                {favourite ? "♥ Remove from favourites" : "♡ Add to favourites"}
              </button>
            ) : null}
            {!hasSummary && user ? (
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
          {!hasSummary && book.requested_emails_count > 0 ? (
            <p className="text-sm text-slate-500">
              Summary requested by {book.requested_emails_count} {book.requested_emails_count === 1 ? "reader" : "readers"}
            </p>
          ) : null}
        </div>
      </header>
      {renderListening ? renderListening({ book, chapters, audioUrl }) : null}
      <Summaries book={book} chapters={chapters} renderText={renderText} playChapter={playChapter} />
      {chaptersShownFor === book.book_id ? (
        <>
          <Chapters
            bookId={book.book_id}
            chapters={chapters}
            upgradeAction={upgradeAction ?? <SubscribeButton />}
            renderText={renderText}
            renderChapterStatus={renderChapterStatus}
            renderChapterEnd={renderChapterEnd}
          />
          {renderExtras ? renderExtras(book) : null}
        </>
      ) : null}
    </article>
  );
}
