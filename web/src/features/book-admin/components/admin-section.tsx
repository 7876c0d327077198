import { useId, type ReactNode } from "react";

export function AdminSection({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {actions ? <div className="ml-auto flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

export function SaveStatus({
  state,
}: {
  state: { kind: "idle" } | { kind: "saving" } | { kind: "saved" } | { kind: "error"; message: string };
}) {
  if (state.kind === "idle") return null;
  if (state.kind === "error")
    return (
      <p role="alert" className="text-sm text-red-700">
        {state.message}
      </p>
    );
  return (
    <p role="status" className="text-sm text-slate-600">
      {state.kind === "saving" ? "Saving…" : "Saved"}
    </p>
  );
}

export type SaveState = Parameters<typeof SaveStatus>[0]["state"];

export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export const inputClass =
  "w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-brand-500";
export const buttonClass =
  "rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60";
export const secondaryButtonClass =
  "rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50 disabled:opacity-60";

/** A page number field of a chapter or range; `onChange` gets the text as typed. */
export function PageNumberInput(props: {
  label: string;
  value: number | "";
  onChange: (text: string) => void;
  placeholder?: string;
  required?: boolean;
}) {
  return (
    <input
      aria-label={props.label}
      type="number"
      min={1}
      placeholder={props.placeholder}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      className={inputClass}
      required={props.required}
    />
  );
}
