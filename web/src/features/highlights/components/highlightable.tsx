import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { selectCanAccessPremiumContent, useSession } from "../../../lib/session";
import type { HighlightSourceKind } from "../../../../../shared/contract";

export const MAX_NOTE_CHARS = 2000;
export const MAX_HIGHLIGHT_CHARS = 2000;

export interface HighlightableProps {
  bookId: string;
  sourceKind: HighlightSourceKind;
  /** A snippet id, or small / medium / large for a summary. */
  sourceId: string;
  children: ReactNode;
}

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * Text a premium reader can highlight: selecting some of it (mouse, touch, or the keyboard with caret browsing)
 * shows a "Highlight" button next to the selection; it opens a small form for an optional note. The button comes
 * right after the text in the tab order. The server checks the passage against its own copy of the text.
 */
export function Highlightable({ bookId, sourceKind, sourceId, children }: HighlightableProps) {
  const premium = useSession(selectCanAccessPremiumContent);
  const container = useRef<HTMLDivElement>(null);
  const noteField = useRef<HTMLTextAreaElement>(null);
  const [selection, setSelection] = useState<{ text: string; top: number; left: number } | null>(null);
  const [form, setForm] = useState<{ text: string } | null>(null);
  const [note, setNote] = useState("");
  const [status, setStatus] = useState<{ kind: "saved" | "error"; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const noteId = useId();

  useEffect(() => {
    if (!premium) return;
    const onChange = () => {
      const root = container.current;
      const sel = document.getSelection();
      if (!root || !sel || sel.isCollapsed || sel.rangeCount === 0) return setSelection(null);
      const range = sel.getRangeAt(0);
      const text = collapse(sel.toString());
      if (!root.contains(range.commonAncestorContainer) || !text) return setSelection(null);
      const box = range.getBoundingClientRect();
      const outer = root.getBoundingClientRect();
      setSelection({
        text: text.slice(0, MAX_HIGHLIGHT_CHARS),
        top: box.bottom - outer.top + 6,
        left: Math.max(0, Math.min(box.left - outer.left, outer.width - 180)),
      });
    };
    document.addEventListener("selectionchange", onChange);
    return () => document.removeEventListener("selectionchange", onChange);
  }, [premium]);

  useEffect(() => {
    if (form) noteField.current?.focus();
  }, [form]);

  if (!premium) return <>{children}</>;

  async function save() {
    if (!form) return;
    setBusy(true);
    try {
      // The store loads with the first highlight saved (the book page's first JavaScript stays under budget, decision 092).
      const { useHighlights } = await import("../stores/highlights-store");
      await useHighlights.getState().add({ bookId, sourceKind, sourceId, text: form.text, note });
      setStatus({ kind: "saved", message: "Highlight saved." });
      setForm(null);
      setNote("");
      document.getSelection()?.removeAllRanges();
    } catch {
      setStatus({ kind: "error", message: "Could not save this highlight. Select the text again and retry." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div ref={container} className="relative">
      {children}
      {selection && !form ? (
        <div className="absolute z-20" style={{ top: selection.top, left: selection.left }}>
          <Button
            variant="primary"
            size="sm"
            // Keep the selection: a mouse press on the button would otherwise clear it.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              setForm({ text: selection.text });
              setStatus(null);
            }}
          >
            Highlight
          </Button>
        </div>
      ) : null}
      {form ? (
        <form
          className="mt-3 space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3"
          aria-label="New highlight"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          onKeyDown={(e) => {
            if (e.key === "Escape") setForm(null);
          }}
        >
          <blockquote className="border-l-4 border-amber-400 pl-3 text-sm text-slate-800">{form.text}</blockquote>
          <label htmlFor={noteId} className="block text-sm font-medium text-slate-800">
            Note (optional)
          </label>
          <textarea
            id={noteId}
            ref={noteField}
            value={note}
            maxLength={MAX_NOTE_CHARS}
            onChange={(e) => setNote(e.target.value)}
            rows={2}
            className="w-full rounded-md border border-slate-300 bg-white p-2 text-sm"
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="primary" disabled={busy}>
              {busy ? "Saving..." : "Save highlight"}
            </Button>
            <Button onClick={() => setForm(null)}>Cancel</Button>
          </div>
        </form>
      ) : null}
      {status ? (
        <p
          role={status.kind === "error" ? "alert" : "status"}
          className={`mt-2 text-sm ${status.kind === "error" ? "text-red-700" : "text-emerald-800"}`}
        >
          {status.message}
        </p>
      ) : null}
    </div>
  );
}
