import { BookHighlights } from "../features/highlights/components/book-highlights";
import { Highlightable } from "../features/highlights/components/highlightable";
import BookDetailsPage from "../features/library/components/book-details-page";
import { BookListeningPanel } from "../features/player/components/book-listening-panel";
import { PlanButton } from "../features/subscription/components/plan-button";

/**
 * The book page composed from three features: the library's details, the player's listening panel, and
 * highlighting.
 * One lazy route, so the player engine loads with the page that shows it, not with every page.
 */
export default function BookRoute() {
  return (
    <BookDetailsPage
      renderListening={({ book, chapters }) => (
        <BookListeningPanel book={book} chapters={chapters} upgradeAction={<PlanButton />} />
      )}
      renderText={(source, content) => (
        <Highlightable bookId={source.bookId} sourceKind={source.kind} sourceId={source.id}>
          {content}
        </Highlightable>
      )}
      renderExtras={(book) => <BookHighlights bookId={book.book_id} />}
    />
  );
}
