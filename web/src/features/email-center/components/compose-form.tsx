import { useEffect, useId, useState } from "react";
import { ApiClientError } from "../../../lib/api-client";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { NoticeMessage, type Notice } from "../../../components/ui/message";
import { Spinner } from "../../../components/ui/spinner";
import { describeAudience, emailCenterApi, type Audience, type AudienceType, type Rendered } from "../api/email-center";
import { Button } from "../../../components/ui/button";

const AUDIENCE_OPTIONS: { value: AudienceType; label: string }[] = [
  { value: "all", label: "All users" },
  { value: "free", label: "Free users" },
  { value: "premium", label: "Premium users" },
  { value: "admins", label: "Admins" },
  { value: "bookRequesters", label: "Readers who requested a book" },
  { value: "premiumDomain", label: "Users of a premium domain" },
  { value: "address", label: "One address" },
];

const INPUT = "w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600";

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function buildAudience(type: AudienceType, extra: string): Audience | null {
  const value = extra.trim();
  if (type === "bookRequesters") return value ? { type, bookId: value } : null;
  if (type === "premiumDomain") return value ? { type, domain: value } : null;
  if (type === "address") return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? { type, email: value } : null;
  return { type };
}

const errorText = (err: unknown) => (err instanceof ApiClientError ? err.message : "Something went wrong. Please try again.");

export function ComposeForm({ onSent }: { onSent?(campaignId: string): void }) {
  const ids = useId();
  const [subject, setSubject] = useState("");
  const [markdown, setMarkdown] = useState("");
  const [audienceType, setAudienceType] = useState<AudienceType>("all");
  const [audienceExtra, setAudienceExtra] = useState("");
  const audience = buildAudience(audienceType, audienceExtra);
  const audienceKey = JSON.stringify(audience);
  const debouncedAudienceKey = useDebounced(audienceKey, 300);

  const [count, setCount] = useState<{ state: "idle" | "loading" | "ready" | "error"; value?: number; message?: string }>({
    state: "idle",
  });
  useEffect(() => {
    const target = JSON.parse(debouncedAudienceKey) as Audience | null;
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
  }, [debouncedAudienceKey]);

  const previewInput = useDebounced(`${subject}\u0000${markdown}`, 300);
  const [preview, setPreview] = useState<{ rendered?: Rendered; loading: boolean; error?: string }>({ loading: false });
  useEffect(() => {
    const [s, md] = previewInput.split("\u0000") as [string, string];
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
  }, [previewInput]);

  const [busy, setBusy] = useState<"test" | "send" | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const ready = subject.trim().length > 0 && markdown.trim().length > 0;
  const canSend = ready && !!audience && count.state === "ready" && (count.value ?? 0) > 0;

  async function sendTest() {
    setBusy("test");
    setNotice(null);
    try {
      const { to } = await emailCenterApi.sendTest(subject, markdown);
      setNotice({ kind: "ok", text: `Test email sent to ${to}.` });
    } catch (err) {
      setNotice({ kind: "error", text: errorText(err) });
    } finally {
      setBusy(null);
    }
  }

  async function sendCampaign() {
    if (!audience) return;
    setBusy("send");
    setNotice(null);
    try {
      const { id, recipients } = await emailCenterApi.sendCampaign(subject, markdown, audience);
      setConfirming(false);
      setNotice({ kind: "ok", text: `Campaign queued for ${recipients} ${recipients === 1 ? "recipient" : "recipients"}.` });
      setSubject("");
      setMarkdown("");
      onSent?.(id);
    } catch (err) {
      setConfirming(false);
      setNotice({ kind: "error", text: errorText(err) });
    } finally {
      setBusy(null);
    }
  }

  const extraField =
    audienceType === "bookRequesters"
      ? { label: "Book ID", placeholder: "e.g. the-prince", type: "text" }
      : audienceType === "premiumDomain"
        ? { label: "Domain", placeholder: "example.edu", type: "text" }
        : audienceType === "address"
          ? { label: "Email address", placeholder: "reader@example.com", type: "email" }
          : null;

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (canSend) setConfirming(true);
        }}
      >
        <div className="space-y-1">
          <label htmlFor={`${ids}-subject`} className="block text-sm font-medium text-slate-800">
            Subject
          </label>
          <input
            id={`${ids}-subject`}
            className={INPUT}
            value={subject}
            maxLength={200}
            onChange={(e) => setSubject(e.target.value)}
            required
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${ids}-body`} className="block text-sm font-medium text-slate-800">
            Body (Markdown)
          </label>
          <textarea
            id={`${ids}-body`}
            className={`${INPUT} min-h-56 font-mono`}
            value={markdown}
            maxLength={50_000}
            onChange={(e) => setMarkdown(e.target.value)}
            required
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-1">
            <label htmlFor={`${ids}-audience`} className="block text-sm font-medium text-slate-800">
              Audience
            </label>
            <select
              id={`${ids}-audience`}
              className={INPUT}
              value={audienceType}
              onChange={(e) => {
                setAudienceType(e.target.value as AudienceType);
                setAudienceExtra("");
              }}
            >
              {AUDIENCE_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          {extraField ? (
            <div className="space-y-1">
              <label htmlFor={`${ids}-extra`} className="block text-sm font-medium text-slate-800">
                {extraField.label}
              </label>
              <input
                id={`${ids}-extra`}
                type={extraField.type}
                className={INPUT}
                placeholder={extraField.placeholder}
                value={audienceExtra}
                maxLength={254}
                onChange={(e) => setAudienceExtra(e.target.value)}
              />
            </div>
          ) : null}
        </div>
        <p className="text-sm text-slate-700" aria-live="polite">
          {count.state === "loading" ? (
            <Spinner label="Counting recipients..." className="h-4 w-4" />
          ) : count.state === "ready" ? (
            <span data-testid="recipient-count">
              {count.value} {count.value === 1 ? "recipient" : "recipients"} (people who unsubscribed are left out)
            </span>
          ) : count.state === "error" ? (
            <span className="text-red-700">{count.message}</span>
          ) : (
            <span className="text-slate-500">Complete the audience to see the recipient count.</span>
          )}
        </p>
        <NoticeMessage notice={notice} />
        <div className="flex flex-wrap gap-2">
          <Button size="lg" onClick={sendTest} disabled={!ready || busy !== null}>
            {busy === "test" ? "Sending test..." : "Send test to me"}
          </Button>
          <Button variant="primary" size="lg" type="submit" disabled={!canSend || busy !== null}>
            Send campaign
          </Button>
        </div>
      </form>

      <section aria-labelledby={`${ids}-preview`} className="space-y-2">
        <div className="flex items-center justify-between">
          <h2 id={`${ids}-preview`} className="text-sm font-semibold text-slate-800">
            Preview
          </h2>
          {preview.loading ? <Spinner className="h-4 w-4" /> : null}
        </div>
        {preview.error ? (
          <p role="alert" className="text-sm text-red-700">
            {preview.error}
          </p>
        ) : null}
        {preview.rendered ? (
          <>
            {/* Server-sanitized HTML in a sandboxed frame without scripts: exactly what recipients get. */}
            <iframe
              title="Email preview"
              sandbox=""
              srcDoc={preview.rendered.html}
              className="h-80 w-full rounded-lg border border-slate-200 bg-white"
            />
            <details className="rounded-lg border border-slate-200 p-3 text-sm">
              <summary className="cursor-pointer font-medium">Plain-text version</summary>
              <pre className="mt-2 whitespace-pre-wrap break-words font-mono text-xs text-slate-700">{preview.rendered.text}</pre>
            </details>
          </>
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
            Write the body to see the preview.
          </p>
        )}
      </section>

      <ConfirmDialog
        open={confirming}
        title="Send this campaign?"
        confirmLabel={busy === "send" ? "Sending..." : "Send now"}
        busy={busy === "send"}
        onConfirm={sendCampaign}
        onCancel={() => setConfirming(false)}
      >
        <p>
          “{subject}” goes to {audience ? describeAudience(audience) : ""}: {count.value}{" "}
          {count.value === 1 ? "recipient" : "recipients"}.
        </p>
      </ConfirmDialog>
    </div>
  );
}
