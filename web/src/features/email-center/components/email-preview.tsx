import { useId } from "react";
import { Spinner } from "../../../components/ui/spinner";
import type { EmailPreview } from "../lib/compose";

export function EmailPreviewPanel({ preview }: { preview: EmailPreview }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <div className="flex items-center justify-between">
        <h2 id={headingId} className="text-sm font-semibold text-slate-800">
          Preview
        </h2>
        {preview.loading ? <Spinner className="h-4 w-4" /> : null}
      </div>
      {preview.error ? (
        <p role="alert" className="text-sm text-red-700">
          {preview.error}
        </p>
      ) : null}
      {preview.rendered ? (
        <>
          {/* Server-sanitized HTML in a sandboxed frame without scripts: exactly what recipients get. */}
          <iframe
            title="Email preview"
            sandbox=""
            srcDoc={preview.rendered.html}
            className="h-80 w-full rounded-lg border border-slate-200 bg-white"
          />
          <details className="rounded-lg border border-slate-200 p-3 text-sm">
            <summary className="cursor-pointer font-medium">Plain-text version</summary>
            <pre className="mt-2 whitespace-pre-wrap break-words font-mono text-xs text-slate-700">{preview.rendered.text}</pre>
          </details>
        </>
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
          Write the body to see the preview.
        </p>
      )}
    </section>
  );
}
