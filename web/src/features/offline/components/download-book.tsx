import { useEffect, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { ErrorMessage } from "../../../components/ui/message";
import { selectCanAccessPremiumContent, selectUser, useSession } from "../../../lib/session";
import { formatBytes } from "../lib/downloads";
import { useDownloads } from "../stores/downloads-store";

interface DownloadBookProps {
  bookId: string;
  title: string;
  authors: string[];
  hasAudio: boolean;
}

/**
 * The book page's "Download for offline listening" (premium only; docs/product.md, "Offline downloads"): the chapters'
 * audio, optionally the full-book audio, the cues and the text, kept on this device.
 */
export function DownloadBook({ bookId, title, authors, hasAudio }: DownloadBookProps) {
  const premium = useSession(selectCanAccessPremiumContent);
  const email = useSession(selectUser)?.email ?? null;
  const { loaded, books, progress, refresh, download, remove } = useDownloads();
  const [fullAudio, setFullAudio] = useState(false);
  const checkboxId = useId();
  useEffect(() => {
    if (!loaded) void refresh();
  }, [loaded, refresh]);

  if (!hasAudio) return null;
  if (!premium) return <p className="text-sm text-slate-600">Offline downloads come with Premium.</p>;
  const kept = books.find((b) => b.bookId === bookId);
  const state = progress[bookId];

  return (
    <section aria-label="Offline listening" className="space-y-2 rounded-xl border border-slate-200 bg-white p-3 text-sm">
      {kept ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-slate-800">Downloaded for offline listening ({formatBytes(kept.bytes)})</p>
          <Button size="sm" onClick={() => void remove(bookId)}>
            Remove download
          </Button>
        </div>
      ) : state?.kind === "downloading" ? (
        <p role="status" className="text-slate-800">
          Downloading… {state.total ? `${Math.round((state.done / state.total) * 100)}%` : ""}
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button size="sm" onClick={() => void download({ bookId, title, authors, fullAudio, email })}>
            Download for offline listening
          </Button>
          <label htmlFor={checkboxId} className="flex items-center gap-1.5 text-slate-700">
            <input id={checkboxId} type="checkbox" checked={fullAudio} onChange={(e) => setFullAudio(e.target.checked)} />
            Include the full-book audio
          </label>
        </div>
      )}
      {state?.kind === "failed" ? <ErrorMessage>{state.message}</ErrorMessage> : null}
    </section>
  );
}
