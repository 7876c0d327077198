import { useEffect, useRef } from "react";

const COMMANDS = [
  { command: "bold", label: "Bold", text: "B", className: "font-bold" },
  { command: "italic", label: "Italic", text: "I", className: "italic" },
  { command: "insertUnorderedList", label: "Bulleted list", text: "• List", className: "" },
  { command: "insertOrderedList", label: "Numbered list", text: "1. List", className: "" },
] as const;

/**
 * A small rich-text editor (contentEditable). Its HTML is untrusted input: the server sanitizes
 * it with the allow-list before storing, and the page shows what the server kept.
 */
export function RichTextEditor({ label, html, onChange }: { label: string; html: string; onChange(html: string): void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.innerHTML !== html) ref.current.innerHTML = html;
  }, [html]);

  return (
    <div className="rounded-lg border border-slate-300 focus-within:ring-2 focus-within:ring-brand-500">
      <div role="toolbar" aria-label={`${label} formatting`} className="flex gap-1 border-b border-slate-200 bg-slate-50 p-1">
        {COMMANDS.map((c) => (
          <button
            key={c.command}
            type="button"
            aria-label={c.label}
            title={c.label}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              ref.current?.focus();
              document.execCommand(c.command);
              onChange(ref.current?.innerHTML ?? "");
            }}
            className={`rounded px-2 py-0.5 text-xs hover:bg-slate-200 ${c.className}`}
          >
            {c.text}
          </button>
        ))}
      </div>
      <div
        ref={ref}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        contentEditable
        suppressContentEditableWarning
        onInput={() => onChange(ref.current?.innerHTML ?? "")}
        className="prose prose-sm min-h-24 max-w-none px-3 py-2 text-sm outline-none [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
      />
    </div>
  );
}
