import { useState } from "react";
import { EmptyState, ErrorMessage } from "../../../components/ui/message";
import { Spinner } from "../../../components/ui/spinner";
import { useApiQuery } from "../../../lib/use-api-query";
import { PAGE_SIZE, privilegesApi } from "../api/privileges";
import { Button } from "../../../components/ui/button";

const ACTION_LABEL: Record<string, string> = {
  "roles.update": "Roles changed",
  "domain.add": "Premium domain added",
  "domain.remove": "Premium domain removed",
};

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
      <div
        role="region"
        aria-label="Audit log table"
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-slate-200 relative max-w-full [contain:inline-size]"
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">Audit log</caption>
          <thead className="bg-slate-50 text-xs uppercase text-slate-500">
            <tr>
              <th scope="col" className="px-3 py-2">
                When
              </th>
              <th scope="col" className="px-3 py-2">
                Who
              </th>
              <th scope="col" className="px-3 py-2">
                What
              </th>
              <th scope="col" className="px-3 py-2">
                Target
              </th>
              <th scope="col" className="px-3 py-2">
                Before
              </th>
              <th scope="col" className="px-3 py-2">
                After
              </th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </table>
      </div>
      {data.total > PAGE_SIZE ? (
        <nav className="flex items-center justify-between text-sm" aria-label="Audit log pages">
          <Button disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
            Previous
          </Button>
          <span>
            {offset + 1}–{Math.min(offset + PAGE_SIZE, data.total)} of {data.total}
          </span>
          <Button disabled={offset + PAGE_SIZE >= data.total} onClick={() => setOffset(offset + PAGE_SIZE)}>
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
