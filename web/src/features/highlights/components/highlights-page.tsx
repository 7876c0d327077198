import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { EmptyState, ErrorMessage } from "../../../components/ui/message";
import { Spinner } from "../../../components/ui/spinner";
import { selectCanAccessPremiumContent, useSession } from "../../../lib/session";
import type { ExportFormat, Highlight } from "../../../../../shared/contract";
import { saveFile } from "../../../lib/save-file";
import { fetchExport } from "../api/highlights";
import { listKey, useHighlights } from "../stores/highlights-store";
import { HighlightList } from "./highlight-list";
import { UndoToast } from "./undo-toast";

const EXPORTS: { format: ExportFormat; label: string }[] = [
  { format: "markdown", label: "Export Markdown" },
  { format: "json", label: "Export JSON" },
  { format: "csv", label: "Export CSV (Readwise)" },
];

function ExportButtons() {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function run(format: ExportFormat) {
    setBusy(format);
    setError(null);
    try {
      saveFile(await fetchExport(format));
    } catch {
      setError("The export failed. Please try again.");
    } finally {
      setBusy(null);
    }
  }
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">Highlights, notes, favourites and listening history, in one file.</p>
      <div className="flex flex-wrap gap-2">
        {EXPORTS.map((e) => (
          <Button key={e.format} onClick={() => void run(e.format)} disabled={busy !== null}>
            {busy === e.format ? "Exporting..." : e.label}
          </Button>
        ))}
      </div>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
    </div>
  );
}

function byBook(list: Highlight[]) {
  const groups = new Map<string, Highlight[]>();
  for (const h of list) groups.set(h.book_id, [...(groups.get(h.book_id) ?? []), h]);
  return [...groups.values()];
}

/** /highlights: every highlight, grouped by book, and the export (docs/decisions/122-highlights.md, 123-export.md). */
export default function HighlightsPage() {
  const premium = useSession(selectCanAccessPremiumContent);
  const list = useHighlights((s) => s.lists[listKey()]);
  const error = useHighlights((s) => s.errors[listKey()]);
  const load = useHighlights((s) => s.load);
  useEffect(() => {
    if (premium) void load();
  }, [premium, load]);

  return (
    <section aria-labelledby="highlights-heading" className="mx-auto max-w-3xl space-y-6 [overflow-wrap:anywhere]">
      <h1 id="highlights-heading" className="text-2xl font-bold tracking-tight">
        Highlights
      </h1>
      {!premium ? (
        <EmptyState
          title="Highlights and notes are part of Chapterly Premium."
          hint="Subscribe from the account menu to keep what you learn."
        />
      ) : (
        <>
          <ExportButtons />
          {error ? <ErrorMessage>{error}</ErrorMessage> : null}
          {!list && !error ? <Spinner label="Loading highlights..." /> : null}
          {list && list.length === 0 ? (
            <EmptyState
              title="No highlights yet"
              hint="Select text in a summary or a snippet on a book page to highlight it, or save a sentence while you listen."
            />
          ) : null}
          {list
            ? byBook(list).map((group) => (
                <section key={group[0]!.book_id} aria-labelledby={`hl-${group[0]!.id}`} className="space-y-3">
                  <h2 id={`hl-${group[0]!.id}`} className="text-lg font-semibold">
                    <Link to={`/book/${encodeURIComponent(group[0]!.book_id)}`} className="hover:text-brand-700">
                      {group[0]!.book_title}
                    </Link>{" "}
                    <span className="text-sm font-normal text-slate-600">by {group[0]!.book_authors.join(", ")}</span>
                  </h2>
                  <HighlightList highlights={group} />
                </section>
              ))
            : null}
          <UndoToast />
        </>
      )}
    </section>
  );
}
