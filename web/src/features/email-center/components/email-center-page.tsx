import { useRef, useState, type KeyboardEvent } from "react";
import { CampaignHistory } from "./campaign-history";
import { ComposeForm } from "./compose-form";
import { OutboxList } from "./outbox-list";

const TABS = [
  { id: "compose", label: "Compose" },
  { id: "history", label: "History" },
  { id: "outbox", label: "Outbox" },
] as const;
type TabId = (typeof TABS)[number]["id"];

export default function EmailCenterPage() {
  const [tab, setTab] = useState<TabId>("compose");
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  function onKeyDown(event: KeyboardEvent) {
    const index = TABS.findIndex((t) => t.id === tab);
    const next = event.key === "ArrowRight" ? index + 1 : event.key === "ArrowLeft" ? index - 1 : null;
    if (next === null) return;
    const target = TABS[(next + TABS.length) % TABS.length]!;
    setTab(target.id);
    tabRefs.current[target.id]?.focus();
  }

  return (
    <section className="space-y-4">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">Email Center</h1>
        <p className="text-slate-600">Compose and send email to readers.</p>
      </header>
      <div role="tablist" aria-label="Email center" className="flex gap-1 border-b border-slate-200" onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            type="button"
            key={t.id}
            ref={(el) => {
              tabRefs.current[t.id] = el;
            }}
            role="tab"
            id={`email-tab-${t.id}`}
            aria-controls={`email-panel-${t.id}`}
            aria-selected={tab === t.id}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${tab === t.id ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`email-panel-${tab}`} aria-labelledby={`email-tab-${tab}`}>
        {tab === "compose" ? <ComposeForm /> : tab === "history" ? <CampaignHistory /> : <OutboxList />}
      </div>
    </section>
  );
}
