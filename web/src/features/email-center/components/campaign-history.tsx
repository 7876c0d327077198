import { useEffect, useState } from "react";
import { DataTable, type DataColumn } from "../../../components/ui/data-table";
import { EmptyState, ErrorMessage } from "../../../components/ui/message";
import { Spinner } from "../../../components/ui/spinner";
import { useApiQuery } from "../../../lib/use-api-query";
import { describeAudience, emailCenterApi } from "../api/email-center";

const STATUS_STYLE: Record<string, string> = {
  queued: "bg-slate-100 text-slate-700",
  sending: "bg-amber-100 text-amber-800",
  sent: "bg-emerald-100 text-emerald-800",
  failed: "bg-red-100 text-red-800",
};

function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[status] ?? STATUS_STYLE.queued}`}>
      {status}
    </span>
  );
}

const RECIPIENT_COLUMNS: DataColumn[] = [
  { key: "recipient", label: "Recipient" },
  { key: "status", label: "Status" },
  { key: "detail", label: "Detail", className: "py-1" },
];

/** A campaign's totals, in the order the card lists them. */
const TOTALS = [
  ["Recipients", "total"],
  ["Sent", "sent"],
  ["Queued", "queued"],
  ["Failed", "failed"],
] as const;

function Recipients({ campaignId }: { campaignId: string }) {
  const query = useApiQuery(async (signal) => (await emailCenterApi.campaign(campaignId, signal)).deliveries, [campaignId]);
  const deliveries = query.data;
  const error = query.error ? "Could not load the recipients." : null;
  if (error) return <ErrorMessage>{error}</ErrorMessage>;
  if (!deliveries) return <Spinner label="Loading recipients..." />;
  return (
    <DataTable
      label="Campaign history table"
      caption="Recipients"
      columns={RECIPIENT_COLUMNS}
      compact
      footer={deliveries.length === 100 ? <p className="mt-1 text-xs text-slate-500">Showing the first 100 recipients.</p> : null}
    >
      {deliveries.map((d) => (
        <tr key={d.email} className="border-t border-slate-100">
          <td className="py-1 pr-3 break-all">{d.email}</td>
          <td className="py-1 pr-3">
            <StatusBadge status={d.status} />
          </td>
          <td className="py-1 text-slate-600">{d.error ?? (d.sentAt ? new Date(d.sentAt).toLocaleString() : "")}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function CampaignHistory() {
  const [open, setOpen] = useState<string | null>(null);
  const query = useApiQuery(async () => (await emailCenterApi.campaigns()).campaigns, []);
  const campaigns = query.data;
  const error = query.error ? "Could not load the campaign history." : null;
  const { reload } = query;

  // Totals move while batches are sent: refresh until nothing is queued.
  const inFlight = campaigns?.some((c) => c.status === "queued" || c.status === "sending");
  useEffect(() => {
    if (!inFlight) return;
    const timer = setInterval(reload, 2000);
    return () => clearInterval(timer);
  }, [inFlight, reload]);

  if (error) return <ErrorMessage>{error}</ErrorMessage>;
  if (!campaigns) return <Spinner label="Loading campaigns..." />;
  if (campaigns.length === 0)
    return <EmptyState title="No campaigns yet" hint="Campaigns you send appear here with their totals." />;
  return (
    <ul className="space-y-3">
      {campaigns.map((c) => (
        <li key={c.id} className="rounded-xl border border-slate-200 p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="font-semibold break-words text-slate-900">{c.subject}</h3>
              <p className="text-sm text-slate-600">
                {describeAudience(c.audience)} · {new Date(c.createdAt).toLocaleString()}
                {c.createdByEmail ? ` · by ${c.createdByEmail}` : ""}
              </p>
            </div>
            <StatusBadge status={c.status} />
          </div>
          <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {TOTALS.map(([label, field]) => (
              <div key={field}>
                <dt className="inline text-slate-500">{label} </dt>
                <dd className="inline font-medium">{c[field]}</dd>
              </div>
            ))}
          </dl>
          <button
            type="button"
            className="mt-2 text-sm font-medium text-brand-700 hover:underline"
            aria-expanded={open === c.id}
            onClick={() => setOpen(open === c.id ? null : c.id)}
          >
            {open === c.id ? "Hide recipients" : "Show recipients"}
          </button>
          {open === c.id ? (
            <div className="mt-2">
              <Recipients campaignId={c.id} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
