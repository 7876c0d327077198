import { lazy, Suspense } from "react";
import { Highlightable } from "../features/highlights/components/highlightable";
import BookDetailsPage from "../features/library/components/book-details-page";
import { ChapterCoverageMark, ChapterReadSentinel, useBookCoverage } from "../features/my-library/components/chapter-coverage";
import { BookListeningPanel } from "../features/player/components/book-listening-panel";
import { useParams } from "../lib/router";
import { PlanButton } from "../features/subscription/components/plan-button";

// The reader's highlights of this book sit at the end of the page: their list and undo toast load after it.
const BookHighlights = lazy(() =>
  import("../features/highlights/components/book-highlights").then((m) => ({ default: m.BookHighlights })),
);

/**
 * The book page composed from four features: the library's details, the player's listening panel, highlighting
 * and My library's chapter coverage.
 * One lazy route, so the player engine loads with the page that shows it, not with every page.
 */
export default function BookRoute() {
  const { id = "" } = useParams();
  useBookCoverage(id);
  return (
    <BookDetailsPage
      renderChapterStatus={(chapterId) => <ChapterCoverageMark bookId={id} chapterId={chapterId} />}
      renderChapterEnd={(chapterId) => <ChapterReadSentinel bookId={id} chapterId={chapterId} />}
      renderListening={({ book, chapters }) => (
        <BookListeningPanel book={book} chapters={chapters} upgradeAction={<PlanButton />} />
      )}
      renderText={(source, content) => (
        <Highlightable bookId={source.bookId} sourceKind={source.kind} sourceId={source.id}>
          {content}
        </Highlightable>
      )}
      renderExtras={(book) => (
        <Suspense fallback={null}>
          <BookHighlights bookId={book.book_id} />
        </Suspense>
      )}
    />
  );
}
