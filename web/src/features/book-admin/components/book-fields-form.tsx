import { useEffect, useId, useState, type FormEvent } from "react";
import { BookCover } from "../../../components/ui/book-cover";
import type { Book } from "../../../lib/types";
import { patchBook, putCover, putSummaries, type BookFields } from "../api/book-admin-api";
import { AdminSection, buttonClass, errorText, inputClass, SaveStatus, type SaveState } from "./admin-section";

const list = (value: string) =>
  value
    .split(/[,\n]/)
    .map((v) => v.trim())
    .filter(Boolean);

interface Draft {
  title: string;
  authors: string;
  isbn: string;
  publisher: string;
  year: string;
  edition: string;
  topic: string;
  pages: string;
  translate_language: string;
  summary_model: string;
  download_link: string;
  alternate_download_links: string;
  isExternal: boolean;
}

function draftOf(book: Book): Draft {
  return {
    title: book.title,
    authors: book.authors.join(", "),
    isbn: book.isbn.join(", "),
    publisher: book.publisher,
    year: book.year,
    edition: book.edition,
    topic: book.topic,
    pages: book.pages,
    translate_language: book.translate_language,
    summary_model: book.summary_model ?? "",
    download_link: book.download_link ?? "",
    alternate_download_links: book.alternate_download_links.join("\n"),
    isExternal: book.isExternal,
  };
}

function Field({
  label,
  value,
  onChange,
  type = "text",
  hint,
  required,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  type?: string;
  hint?: string;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        required={required}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Every editable Book field; the server validates and answers with the stored book. */
export function BookFieldsForm({ book, onSaved }: { book: Book; onSaved(book: Book): void }) {
  const [draft, setDraft] = useState(() => draftOf(book));
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const linksId = useId();
  useEffect(() => setDraft(draftOf(book)), [book]);
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState({ kind: "saving" });
    const fields: BookFields = {
      title: draft.title,
      authors: list(draft.authors),
      isbn: list(draft.isbn),
      publisher: draft.publisher,
      year: draft.year,
      edition: draft.edition,
      topic: draft.topic,
      pages: draft.pages,
      translate_language: draft.translate_language,
      summary_model: draft.summary_model.trim() || null,
      download_link: draft.download_link.trim() || null,
      alternate_download_links: list(draft.alternate_download_links),
      isExternal: draft.isExternal,
    };
    try {
      onSaved(await patchBook(book.book_id, fields));
      setState({ kind: "saved" });
    } catch (err) {
      setState({ kind: "error", message: errorText(err) });
    }
  }

  return (
    <AdminSection title="Details">
      <form onSubmit={submit} className="space-y-4">
        <div className="grid gap-3 md:grid-cols-2">
          <Field label="Title" value={draft.title} onChange={set("title")} required />
          <Field label="Authors" value={draft.authors} onChange={set("authors")} hint="Separated by commas" />
          <Field label="ISBN" value={draft.isbn} onChange={set("isbn")} hint="Separated by commas" />
          <Field label="Publisher" value={draft.publisher} onChange={set("publisher")} />
          <Field label="Year" value={draft.year} onChange={set("year")} />
          <Field label="Edition" value={draft.edition} onChange={set("edition")} />
          <Field label="Topic" value={draft.topic} onChange={set("topic")} />
          <Field label="Pages" value={draft.pages} onChange={set("pages")} />
          <Field
            label="Translate language"
            value={draft.translate_language}
            onChange={set("translate_language")}
            hint="e.g. en-US"
          />
          <Field label="Summary model" value={draft.summary_model} onChange={set("summary_model")} />
          <Field label="Download link" type="url" value={draft.download_link} onChange={set("download_link")} />
          <div className="space-y-1">
            <label htmlFor={linksId} className="block text-sm font-medium text-slate-700">
              Alternate download links
            </label>
            <textarea
              id={linksId}
              rows={2}
              value={draft.alternate_download_links}
              onChange={(e) => set("alternate_download_links")(e.target.value)}
              className={inputClass}
            />
          </div>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.isExternal}
            onChange={(e) => setDraft((d) => ({ ...d, isExternal: e.target.checked }))}
          />
          External book
        </label>
        <p className="text-xs text-slate-500">
          Summarized: {book.date_of_summary ? new Date(book.date_of_summary).toLocaleString() : "not yet"} · Requests:{" "}
          {book.requested_emails_count}
          {book.requested_emails.length ? ` (${book.requested_emails.join(", ")})` : ""}
        </p>
        <div className="flex items-center gap-3">
          <button type="submit" className={buttonClass} disabled={state.kind === "saving"}>
            Save details
          </button>
          <SaveStatus state={state} />
        </div>
      </form>
    </AdminSection>
  );
}

export function CoverEditor({ book, onSaved }: { book: Book; onSaved(book: Book): void }) {
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const inputId = useId();
  async function upload(file: File) {
    setState({ kind: "saving" });
    try {
      onSaved(await putCover(book.book_id, file));
      setState({ kind: "saved" });
    } catch (err) {
      setState({ kind: "error", message: errorText(err) });
    }
  }
  return (
    <AdminSection title="Cover">
      <div className="flex flex-wrap items-start gap-4">
        <BookCover cover={book.cover_image_base64} title={book.title} className="h-36 w-24 rounded-md" />
        <div className="min-w-0 flex-1 space-y-2 text-sm">
          <label htmlFor={inputId} className="block font-medium text-slate-700">
            Replace cover
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
              e.target.value = "";
            }}
            className="block w-full max-w-full"
          />
          <p className="text-xs text-slate-500">PNG, JPEG or WebP, up to 512 KB.</p>
          <SaveStatus state={state} />
        </div>
      </div>
    </AdminSection>
  );
}

export function SummariesForm({ book, onSaved }: { book: Book; onSaved(book: Book): void }) {
  const [values, setValues] = useState({
    small: book.small_summarization ?? "",
    medium: book.medium_summarization ?? "",
    large: book.large_summarization ?? "",
  });
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const ids = { small: useId(), medium: useId(), large: useId() };
  useEffect(
    () =>
      setValues({
        small: book.small_summarization ?? "",
        medium: book.medium_summarization ?? "",
        large: book.large_summarization ?? "",
      }),
    [book],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState({ kind: "saving" });
    try {
      onSaved(
        await putSummaries(book.book_id, {
          small_summarization: values.small.trim() || null,
          medium_summarization: values.medium.trim() || null,
          large_summarization: values.large.trim() || null,
        }),
      );
      setState({ kind: "saved" });
    } catch (err) {
      setState({ kind: "error", message: errorText(err) });
    }
  }

  const rows = [
    { key: "small", label: "Short summary", rows: 2 },
    { key: "medium", label: "Medium summary", rows: 4 },
    { key: "large", label: "Long summary", rows: 8 },
  ] as const;
  return (
    <AdminSection title="Summaries">
      <form onSubmit={submit} className="space-y-3">
        {rows.map((r) => (
          <div key={r.key} className="space-y-1">
            <label htmlFor={ids[r.key]} className="flex justify-between text-sm font-medium text-slate-700">
              {r.label}
              <span className="font-normal text-slate-500">{values[r.key].length} characters</span>
            </label>
            <textarea
              id={ids[r.key]}
              rows={r.rows}
              value={values[r.key]}
              onChange={(e) => setValues((v) => ({ ...v, [r.key]: e.target.value }))}
              className={inputClass}
            />
          </div>
        ))}
        <div className="flex items-center gap-3">
          <button type="submit" className={buttonClass} disabled={state.kind === "saving"}>
            Save summaries
          </button>
          <SaveStatus state={state} />
        </div>
      </form>
    </AdminSection>
  );
}
