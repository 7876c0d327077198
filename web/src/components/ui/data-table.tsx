import type { ReactNode } from "react";
import { Button } from "./button";

export interface DataColumn {
  /** Unique within the table (the React key). */
  key: string;
  label: ReactNode;
  /** Replaces the header cell's default padding classes. */
  className?: string;
}

export interface DataTableProps {
  /** The scroll region's accessible name, e.g. "Jobs table". */
  label: string;
  /** A screen-reader caption naming the rows. */
  caption?: string;
  columns: DataColumn[];
  /** Tailwind classes the table adds to `w-full text-left text-sm`, e.g. its minimum width. */
  tableClassName?: string;
  tbodyClassName?: string;
  /** A borderless table with tight cells, for a table inside a card. */
  compact?: boolean;
  /** The rows (`<tr>` elements). */
  children: ReactNode;
  /** Shown under the table, inside the scroll region. */
  footer?: ReactNode;
}

/**
 * The admin pages' table: a focusable region that scrolls sideways on narrow screens (keyboard users can
 * scroll it), column headers with `scope="col"`, and an optional screen-reader caption.
 */
export function DataTable({
  label,
  caption,
  columns,
  tableClassName,
  tbodyClassName,
  compact = false,
  children,
  footer,
}: DataTableProps) {
  const region = compact
    ? "overflow-x-auto relative max-w-full [contain:inline-size]"
    : "overflow-x-auto rounded-xl border border-slate-200 relative max-w-full [contain:inline-size]";
  return (
    <div role="region" aria-label={label} tabIndex={0} className={region}>
      <table className={`w-full${tableClassName ? ` ${tableClassName}` : ""} text-left text-sm`}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className={compact ? "text-xs uppercase text-slate-500" : "bg-slate-50 text-xs uppercase text-slate-500"}>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className ?? (compact ? "py-1 pr-3" : "px-3 py-2")}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={tbodyClassName}>{children}</tbody>
      </table>
      {footer}
    </div>
  );
}

export interface PagerProps {
  /** The navigation's accessible name, e.g. "User pages". */
  label: string;
  offset: number;
  pageSize: number;
  total: number;
  onOffset: (offset: number) => void;
}

/** Previous and Next under a paged table, with "first–last of total" between them. */
export function Pager({ label, offset, pageSize, total, onOffset }: PagerProps) {
  return (
    <nav className="flex items-center justify-between text-sm" aria-label={label}>
      <Button disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - pageSize))}>
        Previous
      </Button>
      <span>
        {offset + 1}–{Math.min(offset + pageSize, total)} of {total}
      </span>
      <Button disabled={offset + pageSize >= total} onClick={() => onOffset(offset + pageSize)}>
        Next
      </Button>
    </nav>
  );
}
