import type { ReactNode } from "react";
import { useParams } from "react-router";
import { firstScreen } from "../../../lib/first-screen";
import { Spinner } from "../../../components/ui/spinner";
import { selectCanAccessPremiumContent, useSession } from "../../../lib/session";
import type { Book, ChapterWithSnippets } from "../../../lib/types";
import { useBookDetails, useDeferredChapters } from "../lib/use-book-details";
import { asIs, Chapters, type ChapterSlots, type PlayChapter, type RenderText } from "./book-text";
import { BookHeader } from "./book-header";
import { BookLoadError } from "./book-load-error";
import { SubscribeButton } from "./subscribe-button";
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
  const email = useSession((s) => s.user?.email ?? null);
  const premium = useSession(selectCanAccessPremiumContent);
  const { loaded, error, retry, setLoaded } = useBookDetails(id, email, premium);
  const chaptersShown = useDeferredChapters(loaded?.book.book_id ?? null);

  if (error) return <BookLoadError error={error} onRetry={retry} />;
  // Until the book arrives, the cover the worker already painted (lib/first-screen), else a spinner.
  if (!loaded) return firstScreen() ?? <Spinner label="Loading book..." />;
  const { book, chapters, audioUrl } = loaded;
  const onSummaryRequested = (count: number) =>
    setLoaded((l) => (l ? { ...l, book: { ...l.book, requested_emails_count: count } } : l));

  return (
    <article className="space-y-8 [overflow-wrap:anywhere]">
      <BookHeader key={book.book_id} book={book} onSummaryRequested={onSummaryRequested} />
      {renderListening ? renderListening({ book, chapters, audioUrl }) : null}
      <Summaries book={book} chapters={chapters} renderText={renderText} playChapter={playChapter} />
      {chaptersShown ? (
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
