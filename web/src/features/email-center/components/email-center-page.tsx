export default function EmailCenterPage() {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-bold tracking-tight">Email Center</h1>
      <p className="text-slate-600">Compose and send email to readers.</p>
    </section>
  );
}
