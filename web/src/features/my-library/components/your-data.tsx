import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { ErrorMessage } from "../../../components/ui/message";
import { saveFile } from "../../../lib/save-file";
import { fetchExport } from "../api/my-library";

const FORMATS = [
  { format: "markdown", label: "Export Markdown" },
  { format: "json", label: "Export JSON" },
] as const;

/** Every reader's own data, theirs to take away (issue 32): the export and the listening log. */
export function YourData() {
  const [busy, setBusy] = useState<"markdown" | "json" | null>(null);
  const [error, setError] = useState(false);

  async function run(format: "markdown" | "json") {
    setBusy(format);
    setError(false);
    try {
      saveFile(await fetchExport(format));
    } catch {
      setError(true);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="your-data" className="space-y-2 border-t border-slate-200 pt-4">
      <h2 id="your-data" className="text-lg font-semibold text-slate-900">
        Your data
      </h2>
      <p className="text-sm text-slate-600">Your favourites, listening history and listening log, in one file.</p>
      <div className="flex flex-wrap gap-2">
        {FORMATS.map(({ format, label }) => (
          <Button key={format} onClick={() => void run(format)} disabled={busy !== null}>
            {busy === format ? "Exporting..." : label}
          </Button>
        ))}
      </div>
      {error ? <ErrorMessage>The export failed. Please try again.</ErrorMessage> : null}
    </section>
  );
}
