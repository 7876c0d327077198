import { useState } from "react";
import { EmptyState, ErrorMessage } from "../../../components/ui/message";
import { Spinner } from "../../../components/ui/spinner";
import { useApiQuery } from "../../../lib/use-api-query";
import { PAGE_SIZE, privilegesApi } from "../api/privileges";
import { DataTable, Pager, type DataColumn } from "../../../components/ui/data-table";

const ACTION_LABEL: Record<string, string> = {
  "roles.update": "Roles changed",
  "domain.add": "Premium domain added",
  "domain.remove": "Premium domain removed",
};

const AUDIT_COLUMNS: DataColumn[] = ["When", "Who", "What", "Target", "Before", "After"].map((label) => ({
  key: label,
  label,
}));

function describe(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "object") {
    const v = value as Record<string, unknown>;
    if ("isAdmin" in v || "isSuperUser" in v) {
      return [v.isSuperUser ? "super user" : null, v.isAdmin ? "admin" : null].filter(Boolean).join(", ") || "no roles";
    }
    if ("domain" in v) return `${String(v.domain)} (${String(v.members ?? 0)} users)`;
  }
  return JSON.stringify(value);
}

export function AuditLog({ refreshKey }: { refreshKey: number }) {
  const [offset, setOffset] = useState(0);
  const query = useApiQuery((signal) => privilegesApi.audit(offset, signal), [offset, refreshKey]);
  const data = query.data;
  const error = query.error ? "Could not load the audit log." : null;

  if (error) return <ErrorMessage>{error}</ErrorMessage>;
  if (!data) return <Spinner label="Loading audit log..." />;
  if (data.entries.length === 0)
    return <EmptyState title="No changes yet" hint="Every role and premium-domain change is recorded here." />;
  return (
    <div className="space-y-3">
      <DataTable label="Audit log table" caption="Audit log" columns={AUDIT_COLUMNS} tableClassName="min-w-[40rem]">
        {data.entries.map((e) => (
          <tr key={e.id} className="border-t border-slate-100 align-top">
            <td className="px-3 py-2 whitespace-nowrap">{new Date(e.createdAt).toLocaleString()}</td>
            <td className="px-3 py-2 break-all">{e.actorEmail ?? "deleted user"}</td>
            <td className="px-3 py-2">{ACTION_LABEL[e.action] ?? e.action}</td>
            <td className="px-3 py-2 break-all">{e.targetEmail ?? e.target}</td>
            <td className="px-3 py-2">{describe(e.before)}</td>
            <td className="px-3 py-2">{describe(e.after)}</td>
          </tr>
        ))}
      </DataTable>
      {data.total > PAGE_SIZE ? (
        <Pager label="Audit log pages" offset={offset} pageSize={PAGE_SIZE} total={data.total} onOffset={setOffset} />
      ) : null}
    </div>
  );
}
