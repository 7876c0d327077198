import { Link } from "react-router";
import { DataTable, type DataColumn } from "../../../components/ui/data-table";
import { InterruptionNote, JobStatusBadge, ProgressBar } from "../../../components/ui/job-progress";
import { EmptyState, ErrorMessage } from "../../../components/ui/message";
import { Spinner } from "../../../components/ui/spinner";
import type { ProcessingJob } from "../../../lib/processing-jobs";
import { overallProgress, RECENT_HOURS, useBulkStore } from "../stores/bulk-store";

const JOB_COLUMNS: DataColumn[] = [
  { key: "book", label: "Book" },
  { key: "step", label: "Step" },
  { key: "progress", label: "Progress", className: "w-1/4 px-3 py-2" },
  { key: "status", label: "Status" },
  { key: "actions", label: <span className="sr-only">Actions</span> },
];

/** The server's view of this admin's recent jobs: progress, step, status and Retry (survives a reload). */
export function JobsTable() {
  const jobs = useBulkStore((s) => s.jobs);
  const loaded = useBulkStore((s) => s.loaded);
  const loadError = useBulkStore((s) => s.loadError);
  const retry = useBulkStore((s) => s.retry);
  const retrying = useBulkStore((s) => s.retrying);
  const done = jobs.filter((j) => j.status === "done").length;
  const failed = jobs.filter((j) => j.status === "failed").length;

  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold">Your jobs (last {RECENT_HOURS} hours)</h2>
      {loadError ? <ErrorMessage>{loadError}</ErrorMessage> : null}
      {!loaded ? (
        <Spinner label="Loading jobs" />
      ) : jobs.length === 0 ? (
        <EmptyState title="No jobs yet" hint="Uploaded PDFs appear here with their progress." />
      ) : (
        <>
          <div className="space-y-1">
            <p className="text-sm text-slate-600">
              Overall: {done} of {jobs.length} done{failed ? `, ${failed} failed` : ""}
            </p>
            <ProgressBar value={overallProgress(jobs)} label="Overall progress" />
          </div>
          <DataTable
            label="Jobs table"
            columns={JOB_COLUMNS}
            tableClassName="min-w-[36rem]"
            tbodyClassName="divide-y divide-slate-200"
          >
            {jobs.map((job) => (
              <JobRow key={job.jobId} job={job} retrying={!!retrying[job.jobId]} onRetry={() => void retry(job.jobId)} />
            ))}
          </DataTable>
        </>
      )}
    </div>
  );
}

function JobRow({ job, retrying, onRetry }: { job: ProcessingJob; retrying: boolean; onRetry(): void }) {
  const title = job.bookTitle ?? job.bookId;
  const failedStep = job.steps.find((s) => s.error);
  return (
    <tr className="align-top">
      <th scope="row" className="px-3 py-2 font-medium">
        <Link to={`/book/${encodeURIComponent(job.bookId)}`} className="text-brand-700 hover:underline">
          {title}
        </Link>
        <div className="text-xs font-normal text-slate-500">{new Date(job.createdAt).toLocaleString()}</div>
      </th>
      <td className="px-3 py-2 text-slate-700">{job.status === "done" ? "—" : (job.currentStep ?? "waiting")}</td>
      <td className="px-3 py-2">
        <ProgressBar value={job.progress} label={`Progress of ${title}`} />
        <span className="text-xs tabular-nums text-slate-500">{job.progress}%</span>
      </td>
      <td className="px-3 py-2">
        <JobStatusBadge status={job.status} />
        <InterruptionNote job={job} />
        {failedStep && job.status !== "done" ? (
          <p className="mt-1 max-w-xs text-xs text-red-700">
            {failedStep.step}: {failedStep.error}
          </p>
        ) : null}
      </td>
      <td className="px-3 py-2 text-right whitespace-nowrap">
        {job.status === "failed" ? (
          <button
            type="button"
            onClick={onRetry}
            disabled={retrying}
            className="mr-2 rounded border border-slate-300 px-2 py-1 text-xs hover:bg-slate-50 disabled:opacity-60"
          >
            {retrying ? "Retrying…" : "Retry"}
          </button>
        ) : null}
        <Link to={`/book/${encodeURIComponent(job.bookId)}/admin`} className="text-xs text-brand-700 hover:underline">
          Edit
        </Link>
      </td>
    </tr>
  );
}
