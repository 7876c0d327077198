import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { ErrorMessage } from "../../../components/ui/message";
import { Spinner } from "../../../components/ui/spinner";
import { usePolling } from "../../../lib/processing-jobs";
import { parseManifest } from "../lib/manifest";
import { selectAnyActive, useBulkStore, type PendingFile } from "../stores/bulk-store";
import { CuesPassPanel } from "./cues-pass-panel";
import { JobsTable } from "./jobs-table";

export default function BulkProcessingPage() {
  const refresh = useBulkStore((s) => s.refresh);
  const anyActive = useBulkStore(selectAnyActive);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  usePolling(() => void refresh(), anyActive);

  return (
    <section className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">Bulk Processing</h1>
        <p className="text-slate-600">Drop PDFs to turn each into a summarized, listenable book.</p>
      </header>
      <UploadPanel />
      <PendingFiles />
      <CuesPassPanel />
      <JobsTable />
    </section>
  );
}

function UploadPanel() {
  const addFiles = useBulkStore((s) => s.addFiles);
  const setManifest = useBulkStore((s) => s.setManifest);
  const manifestName = useBulkStore((s) => s.manifestName);
  const generateAudio = useBulkStore((s) => s.generateAudio);
  const setGenerateAudio = useBulkStore((s) => s.setGenerateAudio);
  const [dragging, setDragging] = useState(false);
  const [manifestError, setManifestError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const pdfInputId = useId();
  const manifestInputId = useId();

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    const manifest = files.find((f) => /\.(csv|json)$/i.test(f.name));
    if (manifest) void loadManifest(manifest);
    addFiles(files);
  }

  async function loadManifest(file: File) {
    try {
      setManifest(file.name, parseManifest(file.name, await file.text()));
      setManifestError(null);
    } catch (err) {
      setManifestError(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center ${dragging ? "border-brand-600 bg-brand-50" : "border-slate-300"}`}
      >
        <p className="font-medium text-slate-800">Drop PDFs here</p>
        <p className="text-sm text-slate-500">
          Titles and authors come from the manifest, from file names like “Title - Author.pdf”, or from the PDF’s own title and
          author when the file name has no author.
        </p>
        <label
          htmlFor={pdfInputId}
          className="cursor-pointer rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 focus-within:ring-2"
        >
          Choose PDFs
        </label>
        <input
          ref={inputRef}
          id={pdfInputId}
          type="file"
          accept="application/pdf,.pdf"
          multiple
          aria-label="PDF files"
          className="sr-only"
          onChange={(e) => {
            addFiles([...(e.target.files ?? [])]);
            e.target.value = "";
          }}
        />
      </div>
      <div className="space-y-3 rounded-xl border border-slate-200 p-4 text-sm">
        <div className="space-y-1">
          <label htmlFor={manifestInputId} className="block font-medium text-slate-800">
            Manifest (CSV or JSON, optional)
          </label>
          <input
            id={manifestInputId}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void loadManifest(file);
              e.target.value = "";
            }}
            className="block w-full text-xs"
          />
          <p className="text-xs text-slate-500">
            {manifestName
              ? `Using ${manifestName}.`
              : "Columns: file, title, authors (separated by ;), isbn, publisher, year, topic."}
          </p>
          {manifestName ? (
            <button type="button" className="text-xs text-brand-700 underline" onClick={() => setManifest(null, null)}>
              Remove manifest
            </button>
          ) : null}
          {manifestError ? <ErrorMessage>{manifestError}</ErrorMessage> : null}
        </div>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={generateAudio} onChange={(e) => setGenerateAudio(e.target.checked)} />
          Generate audio
        </label>
      </div>
    </div>
  );
}

function PendingFiles() {
  const pending = useBulkStore((s) => s.pending);
  const startAll = useBulkStore((s) => s.startAll);
  const startOne = useBulkStore((s) => s.startOne);
  const removeFile = useBulkStore((s) => s.removeFile);
  if (!pending.length) return null;
  const busy = pending.some((p) => p.state === "uploading");
  const ready = pending.filter((p) => p.state !== "uploading").length;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold">Files to process ({pending.length})</h2>
        <button
          type="button"
          onClick={() => void startAll()}
          disabled={busy || !ready}
          className="ml-auto rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {busy ? "Uploading…" : `Start processing ${ready} ${ready === 1 ? "file" : "files"}`}
        </button>
      </div>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {pending.map((p) => (
          <PendingRow key={p.id} item={p} onStart={() => void startOne(p.id)} onRemove={() => removeFile(p.id)} />
        ))}
      </ul>
    </div>
  );
}

function PendingRow({ item, onStart, onRemove }: { item: PendingFile; onStart(): void; onRemove(): void }) {
  return (
    <li className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{item.meta.title}</p>
        <p className="truncate text-xs text-slate-500">
          {item.meta.authors.join(", ") || "Unknown author"} · {item.file.name} · {(item.file.size / 1024).toFixed(0)} KB
        </p>
        {item.error ? (
          <p role="alert" className="text-xs text-red-700">
            {item.error}
          </p>
        ) : null}
      </div>
      {item.state === "uploading" ? (
        <Spinner label="Uploading" />
      ) : (
        <>
          {item.state === "error" && item.retryable !== false ? (
            <button
              type="button"
              onClick={onStart}
              className="rounded border border-slate-300 px-2 py-1 text-xs hover:bg-slate-50"
            >
              Retry upload
            </button>
          ) : null}
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove ${item.file.name}`}
            className="rounded px-2 py-1 text-xs text-slate-500 hover:bg-slate-100"
          >
            Remove
          </button>
        </>
      )}
    </li>
  );
}
