import { useCallback, useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { ErrorMessage } from "../../../components/ui/message";
import { Spinner } from "../../../components/ui/spinner";
import type { Book } from "../../../lib/types";
import { deleteBook, getBook, getChapters, type AdminChapters } from "../api/book-admin-api";
import { AdminSection, errorText } from "./admin-section";
import { BookFieldsForm, CoverEditor, SummariesForm } from "./book-fields-form";
import { ChaptersEditor } from "./chapters-editor";
import { ProcessingPanel } from "./processing-panel";
import { Button } from "../../../components/ui/button";

export default function BookAdminPage() {
  const { id = "" } = useParams();
  const [book, setBook] = useState<Book | null>(null);
  const [chapters, setChapters] = useState<AdminChapters | null>(null);
  const [error, setError] = useState<string | null>(null);

  const loadChapters = useCallback(async () => {
    try {
      setChapters(await getChapters(id));
    } catch (err) {
      setError(errorText(err));
    }
  }, [id]);

  const loadAll = useCallback(async () => {
    try {
      const [b] = await Promise.all([getBook(id), loadChapters()]);
      setBook(b);
      setError(null);
    } catch (err) {
      setError(errorText(err));
    }
  }, [id, loadChapters]);

  useEffect(() => {
    setBook(null);
    setChapters(null);
    void loadAll();
  }, [loadAll]);

  if (error && !book) return <ErrorMessage>{error}</ErrorMessage>;
  if (!book) return <Spinner label="Loading book" />;

  return (
    <section className="space-y-6">
      <header className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Book administration</h1>
        <span className="text-slate-600">{book.title}</span>
        <Link to={`/book/${encodeURIComponent(book.book_id)}`} className="ml-auto text-sm text-brand-700 hover:underline">
          View book page
        </Link>
      </header>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      <BookFieldsForm book={book} onSaved={setBook} />
      <CoverEditor book={book} onSaved={setBook} />
      <SummariesForm book={book} onSaved={setBook} />
      {chapters ? (
        <ChaptersEditor bookId={book.book_id} chapters={chapters.chapters} onSaved={() => void loadChapters()} />
      ) : (
        <Spinner label="Loading chapters" />
      )}
      <ProcessingPanel bookId={book.book_id} onJobFinished={loadAll} />
      <DeleteBook book={book} />
    </section>
  );
}

function DeleteBook({ book }: { book: Book }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  return (
    <AdminSection title="Delete book">
      <p className="text-sm text-slate-600">
        Deletes the book, its chapters, snippets, audio and uploaded files. This cannot be undone.
      </p>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      <Button variant="danger" size="lg" onClick={() => setOpen(true)}>
        Delete book
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete this book?"
        confirmLabel={busy ? "Deleting…" : "Delete"}
        destructive
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          setBusy(true);
          try {
            await deleteBook(book.book_id);
            navigate("/", { replace: true });
          } catch (err) {
            setError(errorText(err));
            setOpen(false);
          } finally {
            setBusy(false);
          }
        }}
      >
        “{book.title}” and everything generated from it will be removed.
      </ConfirmDialog>
    </AdminSection>
  );
}
