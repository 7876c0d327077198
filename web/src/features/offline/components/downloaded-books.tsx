import { useEffect } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { selectCanAccessPremiumContent, useSession } from "../../../lib/session";
import { formatBytes } from "../lib/downloads";
import { useDownloads } from "../stores/downloads-store";

/** My library's "Downloaded" list: each book kept on this device with its size, a delete each, the storage used. */
export function DownloadedBooks() {
  const { loaded, books, storage, refresh, remove } = useDownloads();
  const premium = useSession(selectCanAccessPremiumContent);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  if (!loaded) return null;

  return (
    <section aria-labelledby="downloaded-heading" className="space-y-3">
      <h2 id="downloaded-heading" className="text-lg font-semibold text-slate-900">
        Downloaded
      </h2>
      {storage ? (
        <p className="text-sm text-slate-600">
          Storage used on this device: {formatBytes(storage.usage)} of {formatBytes(storage.quota)}
        </p>
      ) : null}
      {books.length === 0 ? (
        <p className="text-sm text-slate-600">
          {premium
            ? "No downloads yet. “Download for offline listening” on a book’s page keeps it on this device."
            : "No downloads. Premium readers can download a book from its page."}
        </p>
      ) : (
        <ul className="space-y-2">
          {books.map((book) => (
            <li
              key={book.bookId}
              className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3"
            >
              <div className="min-w-0">
                <Link
                  to={`/book/${encodeURIComponent(book.bookId)}`}
                  className="font-semibold text-slate-900 underline-offset-2 hover:underline"
                >
                  {book.title}
                </Link>
                <p className="text-sm text-slate-600">{formatBytes(book.bytes)}</p>
              </div>
              <Button size="sm" aria-label={`Delete the download of ${book.title}`} onClick={() => void remove(book.bookId)}>
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
