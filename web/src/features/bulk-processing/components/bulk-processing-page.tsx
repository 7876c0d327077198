export default function BulkProcessingPage() {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-bold tracking-tight">Bulk Processing</h1>
      <p className="text-slate-600">Turn many PDFs into books at once.</p>
    </section>
  );
}
