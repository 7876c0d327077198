import { useState } from "react";
import { NoticeMessage, type Notice } from "../../../components/ui/message";
import { generateCues } from "../api/book-admin-api";
import { errorText, secondaryButtonClass } from "./admin-section";

const parts = (n: number) => (n === 1 ? "1 part" : `${n} parts`);

/** "Add sentence cues": a cues job for audio stored before cues existed (its progress shows in the job history). */
export function CuesButton({ bookId, onStarted }: { bookId: string; onStarted(): Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function start() {
    setBusy(true);
    setNotice(null);
    try {
      const { jobId, missingParts } = await generateCues(bookId);
      setNotice({
        kind: "ok",
        text: jobId
          ? `Adding sentence cues to ${parts(missingParts.length)}: progress is in the job history.`
          : "Every part of this book's audio already has sentence cues.",
      });
      if (jobId) await onStarted();
    } catch (err) {
      setNotice({ kind: "error", text: errorText(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className={secondaryButtonClass} disabled={busy} onClick={() => void start()}>
        {busy ? "Starting…" : "Add sentence cues"}
      </button>
      <NoticeMessage notice={notice} />
    </div>
  );
}
