import { useState } from "react";
import { coverSource } from "../../../../shared/cover-source";

export function BookCover({
  cover,
  title,
  className = "",
  priority = false,
}: {
  cover: string | null | undefined;
  title: string;
  className?: string;
  /** The page's main image (its largest paint on a phone): loaded at once and first, not lazily. */
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const src = coverSource(cover);
  if (!src || failed) {
    return (
      <div
        role="img"
        aria-label="No Cover Available"
        className={`flex items-center justify-center bg-slate-200 p-1 text-center text-[10px] leading-tight text-slate-700 ${className}`}
      >
        No Cover Available
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={`Cover of ${title}`}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : undefined}
      onError={() => setFailed(true)}
      className={`object-cover ${className}`}
    />
  );
}
