export default function BookAdminPage() {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-bold tracking-tight">Book administration</h1>
      <p className="text-slate-600">Edit the book, its chapters and summaries.</p>
    </section>
  );
}
