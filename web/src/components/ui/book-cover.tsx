import { useState } from "react";

/** Accepts a data URL, an http(s) URL, or bare base64 (treated as JPEG). */
export function coverSource(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value.startsWith("data:image/") || value.startsWith("https://") || value.startsWith("http://") || value.startsWith("/"))
    return value;
  if (/^[A-Za-z0-9+/=\s]+$/.test(value)) return `data:image/jpeg;base64,${value}`;
  return null;
}

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
