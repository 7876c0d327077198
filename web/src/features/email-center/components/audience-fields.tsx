import { useId } from "react";
import { Spinner } from "../../../components/ui/spinner";
import type { AudienceType } from "../api/email-center";
import type { RecipientCount } from "../lib/compose";

const AUDIENCE_OPTIONS: { value: AudienceType; label: string }[] = [
  { value: "all", label: "All users" },
  { value: "free", label: "Free users" },
  { value: "premium", label: "Premium users" },
  { value: "admins", label: "Admins" },
  { value: "bookRequesters", label: "Readers who requested a book" },
  { value: "premiumDomain", label: "Users of a premium domain" },
  { value: "address", label: "One address" },
];

const EXTRA_FIELDS: Partial<Record<AudienceType, { label: string; placeholder: string; type: string }>> = {
  bookRequesters: { label: "Book ID", placeholder: "e.g. the-prince", type: "text" },
  premiumDomain: { label: "Domain", placeholder: "example.edu", type: "text" },
  address: { label: "Email address", placeholder: "reader@example.com", type: "email" },
};

export const INPUT = "w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600";

interface AudienceFieldsProps {
  type: AudienceType;
  extra: string;
  onTypeChange(type: AudienceType): void;
  onExtraChange(extra: string): void;
}

/** The audience select, plus the book id, domain or address the chosen audience needs. */
export function AudienceFields({ type, extra, onTypeChange, onExtraChange }: AudienceFieldsProps) {
  const ids = useId();
  const extraField = EXTRA_FIELDS[type];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="space-y-1">
        <label htmlFor={`${ids}-audience`} className="block text-sm font-medium text-slate-800">
          Audience
        </label>
        <select
          id={`${ids}-audience`}
          className={INPUT}
          value={type}
          onChange={(e) => onTypeChange(e.target.value as AudienceType)}
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
            value={extra}
            maxLength={254}
            onChange={(e) => onExtraChange(e.target.value)}
          />
        </div>
      ) : null}
    </div>
  );
}

export function RecipientCountLine({ count }: { count: RecipientCount }) {
  return (
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
  );
}
