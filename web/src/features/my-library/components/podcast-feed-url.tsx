import { useId, useState } from "react";
import { Button } from "../../../components/ui/button";

/** The feed's address, selectable and copyable; shown only right after it is made (the server keeps no copy). */
export function PodcastFeedUrl({ url }: { url: string }) {
  const inputId = useId();
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  }

  return (
    <div className="space-y-1">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        Your private feed URL
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-2 py-1.5 font-mono text-xs text-slate-800"
        />
        <Button variant="primary" onClick={() => void copy()}>
          Copy URL
        </Button>
      </div>
      <p role="status" className="text-sm text-emerald-700">
        {copied === "yes" ? "Copied. Paste it into your podcast app." : ""}
        {copied === "failed" ? "Copying is not allowed here: select the URL and copy it yourself." : ""}
      </p>
      <p className="text-sm text-slate-600">
        This address is shown only now. Keep it private: anyone who has it can listen to your feed.
      </p>
    </div>
  );
}
