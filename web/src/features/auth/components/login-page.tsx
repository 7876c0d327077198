export default function LoginPage() {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-bold tracking-tight">Sign in to Chapterly</h1>
      <p className="text-slate-600">Sign in with Google to listen, keep history and favourites.</p>
    </section>
  );
}
