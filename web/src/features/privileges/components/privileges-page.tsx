export default function PrivilegesPage() {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-bold tracking-tight">Privileges</h1>
      <p className="text-slate-600">Manage admins, super users and premium domains.</p>
    </section>
  );
}
