import { useId, useState } from "react";
import { NoticeMessage, type Notice } from "../../../components/ui/message";
import { generateMissingCues } from "../api/bulk-api";
import { useBulkStore } from "../stores/bulk-store";

const books = (n: number) => (n === 1 ? "1 book" : `${n} books`);

/**
 * Sentence cues for the books whose audio was made before cues existed: each pass queues up to 50 cues jobs, which
 * show in the jobs table with their progress.
 */
export function CuesPassPanel() {
  const refresh = useBulkStore((s) => s.refresh);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const titleId = useId();

  async function start() {
    setBusy(true);
    setNotice(null);
    try {
      const { queued, alreadyQueued, more } = await generateMissingCues();
      const parts = [
        queued.length ? `Adding sentence cues to ${books(queued.length)}.` : null,
        alreadyQueued ? `${books(alreadyQueued)} already on the way.` : null,
        more ? "More books need cues: run this again once these are done." : null,
      ].filter(Boolean);
      setNotice({ kind: "ok", text: parts.length ? parts.join(" ") : "Every book's audio already has sentence cues." });
      await refresh();
    } catch (err) {
      setNotice({ kind: "error", text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={titleId} className="space-y-2 rounded-xl border border-slate-200 p-4 text-sm">
      <h2 id={titleId} className="text-lg font-semibold">
        Sentence cues
      </h2>
      <p className="text-slate-600">
        Read-along needs sentence cues beside each part's audio. Books whose audio was made before cues existed get them here:
        derived from their chapters where possible, spoken again only where not.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void start()}
          disabled={busy}
          className="rounded-lg border border-slate-300 px-3 py-1.5 font-medium hover:bg-slate-50 disabled:opacity-60"
        >
          {busy ? "Starting…" : "Add cues to books missing them"}
        </button>
        <NoticeMessage notice={notice} />
      </div>
    </section>
  );
}
