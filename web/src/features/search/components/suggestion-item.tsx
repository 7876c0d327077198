import { BookCover } from "../../../components/ui/book-cover";
import type { Book } from "../../../lib/types";
import { suggestionBadges } from "../lib/suggestions";

export function BookBadges({ book }: { book: Book }) {
  const badges = suggestionBadges(book);
  if (badges.length === 0) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-1">
      {badges.map((badge) => (
        <span
          key={badge}
          className={`rounded-full px-2 py-0.5 text-[11px] font-medium ${
            badge === "External"
              ? "bg-amber-100 text-amber-800"
              : badge === "Audio"
                ? "bg-emerald-100 text-emerald-800"
                : badge === "Summarized"
                  ? "bg-sky-100 text-sky-800"
                  : "bg-slate-100 text-slate-700"
          }`}
        >
          {badge}
        </span>
      ))}
    </span>
  );
}

/** One entry of the suggestions dropdown: cover, title, authors, year and badges (docs/product.md, "Header and search"). */
export function SuggestionItem({ book }: { book: Book }) {
  return (
    <span className="flex min-w-0 items-start gap-3">
      <BookCover cover={book.cover_image_base64} title={book.title} className="h-14 w-10 shrink-0 rounded" />
      <span className="min-w-0">
        <span className="block truncate font-medium text-slate-900">{book.title}</span>
        <span className="block truncate text-xs text-slate-600">
          {book.authors.join(", ")}
          {book.year ? ` · ${book.year}` : ""}
        </span>
        <BookBadges book={book} />
      </span>
    </span>
  );
}
