export default function UnsubscribePage() {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-bold tracking-tight">Your subscription</h1>
      <p className="text-slate-600">Manage your Chapterly Premium plan.</p>
    </section>
  );
}
