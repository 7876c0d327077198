import { lazy, Suspense } from "react";
import BookDetailsPage from "../features/library/components/book-details-page";
import { ChapterCoverageMark, ChapterReadSentinel, useBookCoverage } from "../features/my-library/components/chapter-coverage";
import { BookListeningPanel } from "../features/player/components/book-listening-panel";
import { useParams } from "../lib/router";
import { PlanButton } from "../features/subscription/components/plan-button";

// Highlighting loads after the page's first render (premium readers select text once they read); until then the text
// sits in the same wrapper. The reader's highlights of this book sit at the end of the page: their list and undo toast too.
const Highlightable = lazy(() =>
  import("../features/highlights/components/highlightable").then((m) => ({ default: m.Highlightable })),
);
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
        <Suspense fallback={<div className="relative">{content}</div>}>
          <Highlightable bookId={source.bookId} sourceKind={source.kind} sourceId={source.id}>
            {content}
          </Highlightable>
        </Suspense>
      )}
      renderExtras={(book) => (
        <Suspense fallback={null}>
          <BookHighlights bookId={book.book_id} />
        </Suspense>
      )}
    />
  );
}
