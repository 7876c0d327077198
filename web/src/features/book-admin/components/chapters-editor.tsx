import { useEffect, useState } from "react";
import { EmptyState } from "../../../components/ui/message";
import { putChapters, putSnippets, type AdminChapter, type AdminSnippet, type ChapterEdit } from "../api/book-admin-api";
import {
  AdminSection,
  buttonClass,
  errorText,
  inputClass,
  PageNumberInput,
  SaveStatus,
  secondaryButtonClass,
  type SaveState,
} from "./admin-section";
import { RichTextEditor } from "./rich-text-editor";

interface Row extends ChapterEdit {
  key: string;
}

let counter = 0;
const toRows = (chapters: AdminChapter[]): Row[] =>
  chapters.map((c) => ({
    key: c.chapter_id,
    chapter_id: c.chapter_id,
    title: c.title,
    page_start: c.page_start,
    page_end: c.page_end,
  }));

const pageValue = (value: string) => (value.trim() === "" ? null : Math.max(1, Math.floor(Number(value)) || 1));

interface RowButtonsProps {
  number: number;
  first: boolean;
  last: boolean;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}

function RowButtons({ number, first, last, onMove, onRemove }: RowButtonsProps) {
  return (
    <div className="flex gap-1">
      <button
        type="button"
        aria-label={`Move chapter ${number} up`}
        disabled={first}
        onClick={() => onMove(-1)}
        className={secondaryButtonClass}
      >
        ↑
      </button>
      <button
        type="button"
        aria-label={`Move chapter ${number} down`}
        disabled={last}
        onClick={() => onMove(1)}
        className={secondaryButtonClass}
      >
        ↓
      </button>
      <button type="button" aria-label={`Remove chapter ${number}`} onClick={onRemove} className={secondaryButtonClass}>
        ✕
      </button>
    </div>
  );
}

/** Chapter titles, order and page ranges, and each chapter's snippets. */
export function ChaptersEditor({ bookId, chapters, onSaved }: { bookId: string; chapters: AdminChapter[]; onSaved(): void }) {
  const [rows, setRows] = useState(() => toRows(chapters));
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const [open, setOpen] = useState<string | null>(null);
  useEffect(() => setRows(toRows(chapters)), [chapters]);

  const update = (key: string, change: Partial<Row>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const move = (index: number, by: number) =>
    setRows((rs) => {
      const next = [...rs];
      const [row] = next.splice(index, 1);
      next.splice(Math.max(0, Math.min(next.length, index + by)), 0, row!);
      return next;
    });

  async function save() {
    setState({ kind: "saving" });
    try {
      await putChapters(
        bookId,
        rows.map(({ key: _key, ...r }) => r),
      );
      setState({ kind: "saved" });
      onSaved();
    } catch (err) {
      setState({ kind: "error", message: errorText(err) });
    }
  }

  return (
    <AdminSection
      title="Chapters"
      actions={
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() =>
            setRows((rs) => [
              ...rs,
              { key: `new-${++counter}`, title: `Chapter ${rs.length + 1}`, page_start: null, page_end: null },
            ])
          }
        >
          Add chapter
        </button>
      }
    >
      {rows.length === 0 ? (
        <EmptyState title="No chapters yet" hint="Process a PDF or add chapters by hand." />
      ) : (
        <ol className="space-y-2">
          {rows.map((row, i) => {
            const saved = chapters.find((c) => c.chapter_id === row.chapter_id);
            return (
              <li key={row.key} className="space-y-2 rounded-lg border border-slate-200 p-3">
                <div className="grid gap-2 md:grid-cols-[1fr_6rem_6rem_auto]">
                  <input
                    aria-label={`Chapter ${i + 1} title`}
                    value={row.title}
                    onChange={(e) => update(row.key, { title: e.target.value })}
                    className={inputClass}
                  />
                  <PageNumberInput
                    label={`Chapter ${i + 1} first page`}
                    placeholder="From"
                    value={row.page_start ?? ""}
                    onChange={(text) => update(row.key, { page_start: pageValue(text) })}
                  />
                  <PageNumberInput
                    label={`Chapter ${i + 1} last page`}
                    placeholder="To"
                    value={row.page_end ?? ""}
                    onChange={(text) => update(row.key, { page_end: pageValue(text) })}
                  />
                  <RowButtons
                    number={i + 1}
                    first={i === 0}
                    last={i === rows.length - 1}
                    onMove={(by) => move(i, by)}
                    onRemove={() => setRows((rs) => rs.filter((r) => r.key !== row.key))}
                  />
                </div>
                {saved ? (
                  <div className="flex flex-wrap items-center gap-3 text-xs text-slate-500">
                    <span>{saved.text_size.toLocaleString()} characters of text</span>
                    <span>{saved.chapter_snippets.length} snippets</span>
                    <span>
                      {saved.audio.ready ? `Audio ready (${Math.round(saved.audio.duration_seconds ?? 0)} s)` : "No audio"}
                    </span>
                    <button
                      type="button"
                      className="text-brand-700 underline"
                      aria-expanded={open === saved.chapter_id}
                      onClick={() => setOpen(open === saved.chapter_id ? null : saved.chapter_id)}
                    >
                      {open === saved.chapter_id ? "Hide snippets" : "Edit snippets"}
                    </button>
                  </div>
                ) : (
                  <p className="text-xs text-slate-500">New chapter: save to edit its snippets.</p>
                )}
                {saved && open === saved.chapter_id ? <SnippetsEditor bookId={bookId} chapter={saved} onSaved={onSaved} /> : null}
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex items-center gap-3">
        <button type="button" className={buttonClass} onClick={() => void save()} disabled={state.kind === "saving"}>
          Save chapters
        </button>
        <SaveStatus state={state} />
      </div>
    </AdminSection>
  );
}

interface SnippetRow {
  key: string;
  snippet_title: string;
  snippet_html: string;
}

const toSnippetRows = (snippets: AdminSnippet[]): SnippetRow[] =>
  snippets.map((s) => ({ key: s.snippet_id, snippet_title: s.snippet_title, snippet_html: s.snippet_html }));

function SnippetsEditor({ bookId, chapter, onSaved }: { bookId: string; chapter: AdminChapter; onSaved(): void }) {
  const [rows, setRows] = useState(() => toSnippetRows(chapter.chapter_snippets));
  const [state, setState] = useState<SaveState>({ kind: "idle" });

  async function save() {
    setState({ kind: "saving" });
    try {
      const result = await putSnippets(
        bookId,
        chapter.chapter_id,
        rows.map(({ snippet_title, snippet_html }) => ({ snippet_title, snippet_html })),
      );
      // Show what the server kept after sanitizing.
      setRows(toSnippetRows(result.chapter_snippets));
      setState({ kind: "saved" });
      onSaved();
    } catch (err) {
      setState({ kind: "error", message: errorText(err) });
    }
  }

  return (
    <div className="space-y-3 border-t border-slate-200 pt-3">
      {rows.map((row, i) => (
        <div key={row.key} className="space-y-1">
          <div className="flex gap-2">
            <input
              aria-label={`Snippet ${i + 1} title`}
              value={row.snippet_title}
              onChange={(e) => setRows((rs) => rs.map((r) => (r.key === row.key ? { ...r, snippet_title: e.target.value } : r)))}
              className={inputClass}
            />
            <button
              type="button"
              aria-label={`Remove snippet ${i + 1}`}
              className={secondaryButtonClass}
              onClick={() => setRows((rs) => rs.filter((r) => r.key !== row.key))}
            >
              ✕
            </button>
          </div>
          <RichTextEditor
            label={`Snippet ${i + 1} text`}
            html={row.snippet_html}
            onChange={(html) => setRows((rs) => rs.map((r) => (r.key === row.key ? { ...r, snippet_html: html } : r)))}
          />
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() =>
            setRows((rs) => [...rs, { key: `new-${++counter}`, snippet_title: "New snippet", snippet_html: "<p></p>" }])
          }
        >
          Add snippet
        </button>
        <button type="button" className={buttonClass} onClick={() => void save()} disabled={state.kind === "saving"}>
          Save snippets
        </button>
        <SaveStatus state={state} />
      </div>
    </div>
  );
}
