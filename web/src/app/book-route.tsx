import { lazy, Suspense } from "react";
import { Highlightable } from "../features/highlights/components/highlightable";
import BookDetailsPage from "../features/library/components/book-details-page";
import { DownloadBook } from "../features/offline/components/download-book";
import { BookListeningPanel } from "../features/player/components/book-listening-panel";
import { ChapterPlayingMark } from "../features/player/components/chapter-playing-mark";
import { useParams } from "react-router";
import { playBookChapter } from "../features/player/stores/play-chapter";
import { selectChapterPlayingIn, selectPausedPlaceSavedAt, usePlayer } from "../features/player/stores/player-store";
import { PlanButton } from "../features/subscription/components/plan-button";

// Loaded after the page's first render, each in a slot that does not change the page's layout: the reader's
// highlights at the end of the page, and chapter coverage (its marks and read sentinels; decision 092).
const BookHighlights = lazy(() =>
  import("../features/highlights/components/book-highlights").then((m) => ({ default: m.BookHighlights })),
);
const coverage = () => import("../features/my-library/components/chapter-coverage");
const BookCoverage = lazy(() => coverage().then((m) => ({ default: m.BookCoverage })));
const ChapterCoverageMark = lazy(() => coverage().then((m) => ({ default: m.ChapterCoverageMark })));
const ChapterReadSentinel = lazy(() => coverage().then((m) => ({ default: m.ChapterReadSentinel })));

/** The end of a chapter's snippets, which counts as read unless the chapter is playing (read-along scrolls there). */
function ReadToEnd({ bookId, chapterId }: { bookId: string; chapterId: string }) {
  const listening = usePlayer(selectChapterPlayingIn(bookId)) === chapterId;
  return (
    <Suspense fallback={<div aria-hidden="true" className="h-px" />}>
      <ChapterReadSentinel bookId={bookId} chapterId={chapterId} listening={listening} />
    </Suspense>
  );
}

/**
 * The book page composed from five features: the library's details, the player's listening panel (and its
 * chapter playing, for a summary sentence's "Play from here"), offline downloads, highlighting and My library's
 * chapter coverage.
 * One lazy route, so the player engine loads with the page that shows it, not with every page.
 */
export default function BookRoute() {
  const { id = "" } = useParams();
  // A pause's report changes what the server knows was heard: the chapter marks follow at once.
  const placeSavedAt = usePlayer(selectPausedPlaceSavedAt(id));
  return (
    <>
      <Suspense fallback={null}>
        <BookCoverage bookId={id} changedAt={placeSavedAt} />
      </Suspense>
      <BookDetailsPage
        renderChapterStatus={(chapterId) => (
          <ChapterPlayingMark
            bookId={id}
            chapterId={chapterId}
            otherwise={
              <Suspense fallback={null}>
                <ChapterCoverageMark bookId={id} chapterId={chapterId} />
              </Suspense>
            }
          />
        )}
        renderChapterEnd={(chapterId) => <ReadToEnd bookId={id} chapterId={chapterId} />}
        // A summary sentence's "Play from here": the library asks, the player plays (no feature imports another).
        playChapter={({ book, chapters, chapterId }) => playBookChapter(book, chapters, chapterId)}
        renderListening={({ book, chapters, audioUrl }) => (
          <>
            <BookListeningPanel
              book={book}
              chapters={chapters}
              upgradeAction={<PlanButton />}
              // "Save this sentence": the player asks, highlights keeps it (and shows it in Your highlights at once).
              saveSentence={(input) =>
                import("../features/highlights/stores/highlights-store").then((m) => m.useHighlights.getState().add(input))
              }
            />
            <DownloadBook bookId={book.book_id} title={book.title} authors={book.authors} hasAudio={audioUrl !== null} />
          </>
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
    </>
  );
}
