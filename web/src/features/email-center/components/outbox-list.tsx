import { useState } from "react";
import { EmptyState, ErrorMessage } from "../../../components/ui/message";
import { Spinner } from "../../../components/ui/spinner";
import { useApiQuery } from "../../../lib/use-api-query";
import { emailCenterApi } from "../api/email-center";
import { Button } from "../../../components/ui/button";
import { Pager } from "../../../components/ui/data-table";

const PAGE = 20;

export function OutboxList() {
  const [offset, setOffset] = useState(0);
  const [open, setOpen] = useState<string | null>(null);
  const query = useApiQuery((signal) => emailCenterApi.outbox(offset, signal), [offset]);
  const data = query.data;
  const error = query.error ? "Could not load the outbox." : null;

  if (error) return <ErrorMessage>{error}</ErrorMessage>;
  if (!data) return <Spinner label="Loading outbox..." />;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          {data.adapter === "outbox"
            ? "No email provider is configured: every message is kept here, fully rendered, instead of being sent."
            : "An email provider is configured; this outbox only holds messages kept before it was."}
        </p>
        <Button onClick={() => void query.reload()}>Refresh</Button>
      </div>
      {data.messages.length === 0 ? (
        <EmptyState title="The outbox is empty" />
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Outbox messages">
          {data.messages.map((m) => (
            <li key={m.id} className="p-3">
              <button
                type="button"
                className="flex w-full flex-wrap items-baseline justify-between gap-x-3 text-left"
                aria-expanded={open === m.id}
                onClick={() => setOpen(open === m.id ? null : m.id)}
              >
                <span className="min-w-0 font-medium break-words text-slate-900">{m.subject}</span>
                <span className="text-sm break-all text-slate-600">
                  to {m.toEmail} · {new Date(m.createdAt).toLocaleString()}
                </span>
              </button>
              {open === m.id ? (
                <div className="mt-3 space-y-2">
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-xs text-slate-600">
                    <dt>From</dt>
                    <dd className="break-all">{m.fromEmail}</dd>
                    {Object.entries(m.headers).map(([name, value]) => (
                      <div key={name} className="contents">
                        <dt>{name}</dt>
                        <dd className="break-all">{value}</dd>
                      </div>
                    ))}
                  </dl>
                  <iframe
                    title={`Message to ${m.toEmail}`}
                    sandbox=""
                    srcDoc={m.html}
                    className="h-72 w-full rounded-lg border border-slate-200 bg-white"
                  />
                  <details className="text-sm">
                    <summary className="cursor-pointer font-medium">Plain-text version</summary>
                    <pre className="mt-2 whitespace-pre-wrap break-words font-mono text-xs">{m.text}</pre>
                  </details>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {data.total > PAGE ? (
        <Pager label="Outbox pages" offset={offset} pageSize={PAGE} total={data.total} onOffset={setOffset} />
      ) : null}
    </div>
  );
}
