import BookDetailsPage from "../features/library/components/book-details-page";
import { ChapterCoverageMark, ChapterReadSentinel } from "../features/my-library/components/chapter-coverage";
import { BookListeningPanel } from "../features/player/components/book-listening-panel";
import { useParams } from "../lib/router";
import { PlanButton } from "../features/subscription/components/plan-button";

/**
 * The book page composed from three features: the library's details, the player's listening panel and My
 * library's chapter coverage (issue 21).
 * One lazy route, so the player engine loads with the page that shows it, not with every page.
 */
export default function BookRoute() {
  const { id = "" } = useParams();
  return (
    <BookDetailsPage
      renderChapterStatus={(chapterId) => <ChapterCoverageMark bookId={id} chapterId={chapterId} />}
      renderChapterEnd={(chapterId) => <ChapterReadSentinel bookId={id} chapterId={chapterId} />}
      renderListening={({ book, chapters }) => (
        <BookListeningPanel book={book} chapters={chapters} upgradeAction={<PlanButton />} />
      )}
    />
  );
}
