import type { ProcessingJob } from "../../lib/processing-jobs";
import { Button } from "./button";

const STATUS_LABEL: Record<ProcessingJob["status"], string> = {
  queued: "queued",
  running: "running",
  done: "done",
  failed: "failed",
};

const STATUS_STYLE: Record<ProcessingJob["status"], string> = {
  queued: "bg-slate-100 text-slate-700",
  running: "bg-blue-100 text-blue-800",
  done: "bg-green-100 text-green-800",
  failed: "bg-red-100 text-red-800",
};

export function JobStatusBadge({ status }: { status: ProcessingJob["status"] }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[status]}`}>{STATUS_LABEL[status]}</span>;
}

export function ProgressBar({ value, label }: { value: number; label: string }) {
  const width = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(width)}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${width}%` }} />
    </div>
  );
}

/**
 * Says that the job was found abandoned (its server was killed, its consumer died, its message was lost) and went on
 * from its first unfinished step; nothing when it never was.
 */
export function InterruptionNote({ job }: { job: ProcessingJob }) {
  if (!job.interruptions) return null;
  const what = job.interruptions === 1 ? "an interruption" : `${job.interruptions} interruptions`;
  const where = [
    job.interruptedStep ? `in the ${job.interruptedStep} step` : null,
    job.interruptedAt ? new Date(job.interruptedAt).toLocaleTimeString() : null,
  ].filter(Boolean);
  return (
    <p className="text-xs text-amber-800">
      Resumed after {what}
      {where.length ? ` (${job.interruptions === 1 ? "" : "last "}${where.join(", ")})` : ""}
    </p>
  );
}

/** A job's progress bar, current step, status and each failed step's error, with Retry for failed jobs. */
export function JobProgress({ job, onRetry, retrying }: { job: ProcessingJob; onRetry?: () => void; retrying?: boolean }) {
  const failedSteps = job.steps.filter((s) => s.error);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <JobStatusBadge status={job.status} />
        <span className="text-slate-600">
          {job.status === "done"
            ? "All steps finished"
            : `Step: ${job.currentStep ?? job.steps.find((s) => s.status !== "done")?.step ?? "waiting"}`}
        </span>
        <span className="ml-auto tabular-nums text-slate-500">{job.progress}%</span>
      </div>
      <ProgressBar value={job.progress} label={`Progress of ${job.bookTitle ?? job.bookId}`} />
      <InterruptionNote job={job} />
      <ol className="flex flex-wrap gap-1 text-xs" aria-label="Steps">
        {job.steps.map((s) => (
          <li
            key={s.step}
            className={`rounded px-1.5 py-0.5 ${s.status === "done" ? "bg-green-50 text-green-800" : s.status === "failed" ? "bg-red-50 text-red-800" : s.status === "running" ? "bg-blue-50 text-blue-800" : "bg-slate-50 text-slate-500"}`}
          >
            {s.step}
            <span className="sr-only">: {s.status}</span>
          </li>
        ))}
      </ol>
      {failedSteps.length > 0 && job.status !== "done" ? (
        <ul className="space-y-1 text-xs text-red-800">
          {failedSteps.map((s) => (
            <li key={s.step}>
              <strong>{s.step}</strong> (attempt {s.attempts}): {s.error}
            </li>
          ))}
        </ul>
      ) : null}
      {job.status === "failed" && onRetry ? (
        <Button onClick={onRetry} disabled={retrying}>
          {retrying ? "Retrying…" : "Retry"}
        </Button>
      ) : null}
    </div>
  );
}
