import { Link } from "react-router";

export function Header() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link to="/" className="flex shrink-0 items-center gap-2 font-bold text-brand-900" aria-label="Chapterly home">
          <img src="/favicon.svg" alt="" className="h-8 w-8" />
          <span className="text-lg tracking-tight">Chapterly</span>
        </Link>
        <div className="flex-1" />
      </div>
    </header>
  );
}
