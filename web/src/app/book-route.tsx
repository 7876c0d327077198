import BookDetailsPage from "../features/library/components/book-details-page";
import { BookListeningPanel } from "../features/player/components/book-listening-panel";
import { PlanButton } from "../features/subscription/components/plan-button";

/**
 * The book page composed from two features: the library's details and the player's listening panel.
 * One lazy route, so the player engine loads with the page that shows it, not with every page.
 */
export default function BookRoute() {
  return (
    <BookDetailsPage
      renderListening={({ book, chapters }) => (
        <BookListeningPanel book={book} chapters={chapters} upgradeAction={<PlanButton />} />
      )}
    />
  );
}
