import { useState, type ReactNode } from "react";

export function Avatar({
  src,
  initials,
  badge,
  size = "h-9 w-9",
}: {
  src: string | null;
  initials: string;
  badge?: ReactNode;
  size?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={`relative inline-flex ${size} shrink-0`}>
      {src && !failed ? (
        <img
          src={src}
          alt=""
          referrerPolicy="no-referrer"
          onError={() => setFailed(true)}
          className={`${size} rounded-full object-cover`}
        />
      ) : (
        <span
          aria-hidden
          className={`${size} inline-flex items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white`}
        >
          {initials}
        </span>
      )}
      {badge}
    </span>
  );
}
