import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { JobProgress } from "../../../components/ui/job-progress";
import { EmptyState, ErrorMessage } from "../../../components/ui/message";
import {
  isActive,
  listJobs,
  retryJob,
  uploadPdf,
  usePolling,
  type ChapterRange,
  type ProcessingJob,
} from "../../../lib/processing-jobs";
import { generateAudio } from "../api/book-admin-api";
import { CuesButton } from "./cues-button";
import { AdminSection, buttonClass, errorText, inputClass, PageNumberInput, secondaryButtonClass } from "./admin-section";

interface RangeRow extends ChapterRange {
  key: number;
}

let counter = 0;

const JOB_LABEL: Record<ProcessingJob["kind"], string> = {
  pdf: "PDF processing",
  audio: "Audio generation",
  cues: "Sentence cues",
};

/** "Process PDF" with optional chapter ranges, "Generate audio", and the book's job history with live progress. */
export function ProcessingPanel({ bookId, onJobFinished }: { bookId: string; onJobFinished(): void }) {
  const [jobs, setJobs] = useState<ProcessingJob[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [retrying, setRetrying] = useState<string | null>(null);
  const previousRef = useRef<ProcessingJob[] | null>(null);

  const load = useCallback(async () => {
    try {
      const next = await listJobs({ bookId, limit: 20 });
      const previous = previousRef.current;
      previousRef.current = next;
      setJobs(next);
      // A job that just finished changed the book: reload it.
      if (previous?.some((p) => isActive(p) && next.some((n) => n.jobId === p.jobId && !isActive(n)))) onJobFinished();
      setError(null);
    } catch (err) {
      setError(errorText(err));
    }
  }, [bookId, onJobFinished]);

  useEffect(() => {
    void load();
  }, [load]);
  usePolling(() => void load(), !!jobs?.some(isActive));

  async function retry(jobId: string) {
    setRetrying(jobId);
    try {
      await retryJob(jobId);
      await load();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setRetrying(null);
    }
  }

  return (
    <AdminSection title="Processing">
      <ProcessPdfForm bookId={bookId} onStarted={load} />
      <GenerateAudioButton bookId={bookId} onStarted={load} />
      <CuesButton bookId={bookId} onStarted={load} />
      <div className="space-y-2">
        <h3 className="font-medium">Job history</h3>
        {error ? <ErrorMessage>{error}</ErrorMessage> : null}
        {jobs === null ? (
          <p className="text-sm text-slate-500">Loading jobs…</p>
        ) : jobs.length === 0 ? (
          <EmptyState title="No jobs for this book yet" />
        ) : (
          <ul className="space-y-3">
            {jobs.map((job) => (
              <li key={job.jobId} className="rounded-lg border border-slate-200 p-3">
                <p className="mb-1 text-xs text-slate-500">
                  {JOB_LABEL[job.kind]} · {new Date(job.createdAt).toLocaleString()}
                </p>
                <JobProgress job={job} retrying={retrying === job.jobId} onRetry={() => void retry(job.jobId)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </AdminSection>
  );
}

function ProcessPdfForm({ bookId, onStarted }: { bookId: string; onStarted(): Promise<void> }) {
  const [file, setFile] = useState<File | null>(null);
  const [ranges, setRanges] = useState<RangeRow[]>([]);
  const [withAudio, setWithAudio] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      await uploadPdf({ bookId, file, chapters: ranges.map(({ key: _key, ...r }) => r), generateAudio: withAudio });
      setFile(null);
      setRanges([]);
      await onStarted();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  const update = (key: number, change: Partial<ChapterRange>) =>
    setRanges((rs) => rs.map((r) => (r.key === key ? { ...r, ...change } : r)));
  return (
    <form onSubmit={submit} className="space-y-3 rounded-lg bg-slate-50 p-3">
      <h3 className="font-medium">Process PDF</h3>
      <div className="space-y-1">
        <label htmlFor={fileId} className="block text-sm font-medium text-slate-700">
          PDF file
        </label>
        <input
          id={fileId}
          type="file"
          accept="application/pdf,.pdf"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="block w-full max-w-full text-sm"
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">Chapter ranges</legend>
        <p className="text-xs text-slate-500">
          Leave empty to use the PDF's bookmarks (without contents, index, notes or licence at either end), else its chapter
          headings, else blocks of pages.
        </p>
        {ranges.map((r, i) => (
          <div key={r.key} className="grid grid-cols-[1fr_5rem_5rem_auto] gap-2">
            <input
              aria-label={`Range ${i + 1} title`}
              value={r.title}
              onChange={(e) => update(r.key, { title: e.target.value })}
              className={inputClass}
              required
            />
            <PageNumberInput
              label={`Range ${i + 1} first page`}
              value={r.pageStart}
              onChange={(text) => update(r.key, { pageStart: Number(text) })}
              required
            />
            <PageNumberInput
              label={`Range ${i + 1} last page`}
              value={r.pageEnd}
              onChange={(text) => update(r.key, { pageEnd: Number(text) })}
              required
            />
            <button
              type="button"
              aria-label={`Remove range ${i + 1}`}
              className={secondaryButtonClass}
              onClick={() => setRanges((rs) => rs.filter((x) => x.key !== r.key))}
            >
              ✕
            </button>
          </div>
        ))}
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() =>
            setRanges((rs) => {
              const start = (rs.at(-1)?.pageEnd ?? 0) + 1;
              return [...rs, { key: ++counter, title: `Chapter ${rs.length + 1}`, pageStart: start, pageEnd: start }];
            })
          }
        >
          Add range
        </button>
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={withAudio} onChange={(e) => setWithAudio(e.target.checked)} />
        Generate audio when done
      </label>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      <button type="submit" className={buttonClass} disabled={!file || busy}>
        {busy ? "Uploading…" : "Process PDF"}
      </button>
    </form>
  );
}

function GenerateAudioButton({ bookId, onStarted }: { bookId: string; onStarted(): Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            await generateAudio(bookId);
            await onStarted();
          } catch (err) {
            setError(errorText(err));
          } finally {
            setBusy(false);
          }
        }}
      >
        {busy ? "Starting…" : "Generate audio"}
      </button>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
    </div>
  );
}
