import { useId, useState } from "react";
import { EmptyState, ErrorMessage, NoticeMessage, type Notice } from "../../../components/ui/message";
import { Spinner } from "../../../components/ui/spinner";
import { useApiQuery } from "../../../lib/use-api-query";
import { ApiClientError } from "../../../lib/api-client";
import { privilegesApi } from "../api/privileges";
import { Button } from "../../../components/ui/button";

export function PremiumDomains({ canEdit, onChanged }: { canEdit: boolean; onChanged(): void }) {
  const inputId = useId();
  const query = useApiQuery(async (signal) => (await privilegesApi.domains(signal)).domains, []);
  const domains = query.data;
  const error = query.error ? "Could not load premium domains." : null;
  const [input, setInput] = useState("");
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function run(action: () => Promise<unknown>, success: string) {
    setBusy(true);
    setNotice(null);
    try {
      await action();
      setNotice({ kind: "ok", text: success });
      await query.reload();
      onChanged();
      return true;
    } catch (err) {
      setNotice({ kind: "error", text: err instanceof ApiClientError ? err.message : "The change failed. Please try again." });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      {canEdit ? (
        <form
          className="flex max-w-md flex-wrap items-end gap-2"
          onSubmit={async (event) => {
            event.preventDefault();
            const domain = input.trim();
            if (!domain) return;
            if (await run(() => privilegesApi.addDomain(domain), `${domain} added; its users now have premium access.`))
              setInput("");
          }}
        >
          <div className="min-w-0 flex-1 space-y-1">
            <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
              Add a premium domain
            </label>
            <input
              id={inputId}
              value={input}
              onChange={(e) => setInput(e.target.value)}
              placeholder="example.edu"
              maxLength={253}
              className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
            />
          </div>
          <Button variant="primary" size="lg" type="submit" disabled={busy || !input.trim()}>
            Add domain
          </Button>
        </form>
      ) : (
        <p className="text-sm text-slate-600">Only super users can add or remove premium domains.</p>
      )}
      <NoticeMessage notice={notice} />
      {error ? (
        <ErrorMessage>{error}</ErrorMessage>
      ) : !domains ? (
        <Spinner label="Loading domains..." />
      ) : domains.length === 0 ? (
        <EmptyState title="No premium domains" hint="Everyone with an address at a premium domain gets premium access." />
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Premium domains">
          {domains.map((d) => (
            <li key={d.domain} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <span>
                <span className="font-medium break-all text-slate-900">{d.domain}</span>{" "}
                <span className="text-slate-600">
                  · {d.members} {d.members === 1 ? "user" : "users"}
                </span>
              </span>
              {canEdit ? (
                <button
                  type="button"
                  disabled={busy}
                  aria-label={`Remove ${d.domain}`}
                  onClick={() => void run(() => privilegesApi.removeDomain(d.domain), `${d.domain} removed.`)}
                  className="rounded-md border border-red-200 px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50 disabled:opacity-50"
                >
                  Remove
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
