import { useId, useState } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { NoticeMessage, type Notice } from "../../../components/ui/message";
import { Button } from "../../../components/ui/button";
import { describeAudience, emailCenterApi, type AudienceType } from "../api/email-center";
import { buildAudience, errorText, useEmailPreview, useRecipientCount } from "../lib/compose";
import { AudienceFields, INPUT, RecipientCountLine } from "./audience-fields";
import { EmailPreviewPanel } from "./email-preview";

const recipients = (n: number | undefined) => (n === undefined ? "" : `${n} ${n === 1 ? "recipient" : "recipients"}`);

export function ComposeForm({ onSent }: { onSent?(campaignId: string): void }) {
  const ids = useId();
  const [subject, setSubject] = useState("");
  const [markdown, setMarkdown] = useState("");
  const [audienceType, setAudienceType] = useState<AudienceType>("all");
  const [audienceExtra, setAudienceExtra] = useState("");
  const audience = buildAudience(audienceType, audienceExtra);
  const count = useRecipientCount(audience);
  const preview = useEmailPreview(subject, markdown);

  const [busy, setBusy] = useState<"test" | "send" | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const ready = subject.trim().length > 0 && markdown.trim().length > 0;
  const canSend = ready && !!audience && count.state === "ready" && (count.value ?? 0) > 0;

  async function run(kind: "test" | "send", action: () => Promise<string>) {
    setBusy(kind);
    setNotice(null);
    try {
      setNotice({ kind: "ok", text: await action() });
    } catch (err) {
      setNotice({ kind: "error", text: errorText(err) });
    } finally {
      setConfirming(false);
      setBusy(null);
    }
  }

  const sendTest = () => run("test", async () => `Test email sent to ${(await emailCenterApi.sendTest(subject, markdown)).to}.`);

  const sendCampaign = () => {
    if (!audience) return;
    return run("send", async () => {
      const { id, recipients: sentTo } = await emailCenterApi.sendCampaign(subject, markdown, audience);
      setSubject("");
      setMarkdown("");
      onSent?.(id);
      return `Campaign queued for ${recipients(sentTo)}.`;
    });
  };

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
        <AudienceFields
          type={audienceType}
          extra={audienceExtra}
          onTypeChange={(type) => {
            setAudienceType(type);
            setAudienceExtra("");
          }}
          onExtraChange={setAudienceExtra}
        />
        <RecipientCountLine count={count} />
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

      <EmailPreviewPanel preview={preview} />

      <ConfirmDialog
        open={confirming}
        title="Send this campaign?"
        confirmLabel={busy === "send" ? "Sending..." : "Send now"}
        busy={busy === "send"}
        onConfirm={sendCampaign}
        onCancel={() => setConfirming(false)}
      >
        <p>
          “{subject}” goes to {audience ? describeAudience(audience) : ""}: {recipients(count.value)}.
        </p>
      </ConfirmDialog>
    </div>
  );
}
