import { useEffect, useState } from "react";
import { ApiClientError } from "../../../lib/api-client";
import { emailCenterApi, type Audience, type AudienceType, type Rendered } from "../api/email-center";

export const errorText = (err: unknown) =>
  err instanceof ApiClientError ? err.message : "Something went wrong. Please try again.";

/** The audience the form describes, or null while it is incomplete (no book id, domain or valid address yet). */
export function buildAudience(type: AudienceType, extra: string): Audience | null {
  const value = extra.trim();
  if (type === "bookRequesters") return value ? { type, bookId: value } : null;
  if (type === "premiumDomain") return value ? { type, domain: value } : null;
  if (type === "address") return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? { type, email: value } : null;
  return { type };
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export interface RecipientCount {
  state: "idle" | "loading" | "ready" | "error";
  value?: number;
  message?: string;
}

/** How many people the audience reaches, asked 300 ms after the audience last changed. */
export function useRecipientCount(audience: Audience | null): RecipientCount {
  const debouncedKey = useDebounced(JSON.stringify(audience), 300);
  const [count, setCount] = useState<RecipientCount>({ state: "idle" });
  useEffect(() => {
    const target = JSON.parse(debouncedKey) as Audience | null;
    if (!target) {
      setCount({ state: "idle" });
      return;
    }
    const controller = new AbortController();
    setCount({ state: "loading" });
    emailCenterApi
      .audienceCount(target, controller.signal)
      .then(({ count }) => setCount({ state: "ready", value: count }))
      .catch((err) => {
        if (!controller.signal.aborted) setCount({ state: "error", message: errorText(err) });
      });
    return () => controller.abort();
  }, [debouncedKey]);
  return count;
}

export interface EmailPreview {
  rendered?: Rendered;
  loading: boolean;
  error?: string;
}

/** The email as recipients get it, rendered by the server 300 ms after the subject or body last changed. */
export function useEmailPreview(subject: string, markdown: string): EmailPreview {
  const input = useDebounced(`${subject}\u0000${markdown}`, 300);
  const [preview, setPreview] = useState<EmailPreview>({ loading: false });
  useEffect(() => {
    const [s, md] = input.split("\u0000") as [string, string];
    if (!md.trim()) {
      setPreview({ loading: false });
      return;
    }
    const controller = new AbortController();
    setPreview((p) => ({ ...p, loading: true, error: undefined }));
    emailCenterApi
      .preview(s.trim() || "(no subject)", md, controller.signal)
      .then((rendered) => setPreview({ rendered, loading: false }))
      .catch((err) => {
        if (!controller.signal.aborted) setPreview({ loading: false, error: errorText(err) });
      });
    return () => controller.abort();
  }, [input]);
  return preview;
}
