import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { ErrorMessage } from "../../../components/ui/message";
import { selectCanAccessPremiumContent, useSession } from "../../../lib/session";
import { useApiQuery } from "../../../lib/use-api-query";
import { createPodcastFeed, fetchPodcastFeed, revokePodcastFeed, setFeedFavourites } from "../api/podcast-feed";
import { PodcastFeedUrl } from "./podcast-feed-url";
import { type FeedBooks, feedIsEmpty } from "../lib/feed-books";

const HOW_TO =
  "In your podcast app choose to add or follow a show by URL (in Apple Podcasts: Library, then Follow a Show by URL) and paste the address. Each chapter of your books in progress is an episode; audio your podcast app fetches shows in your listening log as via podcast app.";

/** My library's private podcast feed (docs/decisions/136): make, copy, rotate or turn off; premium only. */
export function PodcastFeed({ books }: { books?: FeedBooks }) {
  const premium = useSession(selectCanAccessPremiumContent);
  const {
    data: feed,
    error,
    reload,
  } = useApiQuery((signal) => (premium ? fetchPodcastFeed(signal) : Promise.resolve(null)), [premium]);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [confirmOff, setConfirmOff] = useState(false);
  const [favourites, setFavourites] = useState<boolean | null>(null);
  const includeFavourites = favourites ?? feed?.include_favourites ?? false;

  async function act(action: () => Promise<void>) {
    setBusy(true);
    setFailed(false);
    try {
      await action();
      await reload();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  const makeUrl = () => act(async () => setUrl((await createPodcastFeed(includeFavourites)).url));
  const turnOff = () =>
    act(async () => {
      await revokePodcastFeed();
      setUrl(null);
      setConfirmOff(false);
    });
  const toggleFavourites = (next: boolean) =>
    act(async () => {
      setFavourites(next);
      if (feed) await setFeedFavourites(next);
    });

  return (
    <section aria-labelledby="podcast-feed" className="space-y-3 border-t border-slate-200 pt-4">
      <h2 id="podcast-feed" className="text-lg font-semibold text-slate-900">
        Podcast feed
      </h2>
      {!premium ? (
        <p className="text-sm text-slate-600">
          Listen to your books in progress in the podcast app you already use, with a private feed. The podcast feed is part of
          Chapterly Premium.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{HOW_TO}</p>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={includeFavourites}
              disabled={busy}
              onChange={(e) => void toggleFavourites(e.currentTarget.checked)}
              className="h-4 w-4"
            />
            Include my favourites
          </label>
          {url ? <PodcastFeedUrl url={url} /> : null}
          {feed && !url ? (
            <p className="text-sm text-slate-700">
              Your feed is on (made {new Date(feed.created_at).toLocaleDateString()}). Its address was shown when it was made; get
              a new URL to see one, and the old one stops working.
            </p>
          ) : null}
          {(feed || url) && feedIsEmpty(books, includeFavourites) ? (
            <p className="text-sm text-slate-700">
              No episodes yet: start a book here and its chapters appear in your podcast app.
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button variant={feed ? "secondary" : "primary"} onClick={() => void makeUrl()} disabled={busy}>
              {feed ? "Get a new URL" : "Create podcast feed"}
            </Button>
            {feed ? (
              <Button variant="danger" onClick={() => setConfirmOff(true)} disabled={busy}>
                Turn off feed
              </Button>
            ) : null}
          </div>
          {failed || error ? <ErrorMessage>The podcast feed could not be updated. Please try again.</ErrorMessage> : null}
          <ConfirmDialog
            open={confirmOff}
            title="Turn off your podcast feed?"
            confirmLabel="Turn off feed"
            destructive
            busy={busy}
            onConfirm={() => void turnOff()}
            onCancel={() => setConfirmOff(false)}
          >
            Your podcast app stops getting episodes, and every episode link stops working.
          </ConfirmDialog>
        </>
      )}
    </section>
  );
}
