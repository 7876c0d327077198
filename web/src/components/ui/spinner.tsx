export function Spinner({ label, className = "h-5 w-5" }: { label?: string; className?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-slate-600">
      <span aria-hidden className={`${className} animate-spin rounded-full border-2 border-slate-300 border-t-brand-600`} />
      {label ? <span>{label}</span> : <span className="sr-only">Loading</span>}
    </span>
  );
}
