import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { BookCover } from "../../../components/ui/book-cover";
import { ErrorMessage } from "../../../components/ui/message";
import { Spinner } from "../../../components/ui/spinner";
import { useApiQuery } from "../../../lib/use-api-query";
import { Link } from "react-router";
import { fetchMyLibrary, type LibraryEntry, type MyLibrary } from "../api/my-library";
import { formatTimeLeft } from "../lib/progress-format";
import { PodcastFeed } from "./podcast-feed";
import { YourData } from "./your-data";

const TABS = [
  { key: "in_progress", label: "In progress", empty: "Nothing in progress. Start a book and it shows up here." },
  { key: "finished", label: "Finished", empty: "No finished books yet." },
  { key: "favourites", label: "Favourites", empty: "No favourites yet." },
] as const satisfies readonly { key: keyof MyLibrary; label: string; empty: string }[];

function Entry({ entry }: { entry: LibraryEntry }) {
  const timeLeft = formatTimeLeft(entry.time_left_seconds);
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3">
      <BookCover cover={entry.cover_image_base64} title={entry.title} className="h-20 w-14 shrink-0 rounded" />
      <div className="min-w-0 flex-1 space-y-1 break-words">
        <Link
          to={`/book/${encodeURIComponent(entry.book_id)}`}
          className="font-semibold text-slate-900 underline-offset-2 hover:underline"
        >
          {entry.title}
        </Link>
        {entry.authors.length ? <p className="truncate text-sm text-slate-600">{entry.authors.join(", ")}</p> : null}
        <p className="text-sm text-slate-700">
          {entry.chapters_done} of {entry.chapters_total} chapters heard or read
          {timeLeft ? (
            <>
              {" · "}
              {timeLeft}
              {entry.speed !== 1 ? ` at ${entry.speed}x` : ""}
            </>
          ) : null}
        </p>
        {entry.chapters_total > 0 ? (
          <div
            role="progressbar"
            aria-label={`${entry.title}: chapters done`}
            aria-valuemin={0}
            aria-valuemax={entry.chapters_total}
            aria-valuenow={entry.chapters_done}
            className="h-1.5 overflow-hidden rounded-full bg-slate-100"
          >
            <div className="h-full bg-brand-600" style={{ width: `${(entry.chapters_done / entry.chapters_total) * 100}%` }} />
          </div>
        ) : null}
      </div>
    </li>
  );
}

/**
 * My library (docs/decisions/131): the reader's books in progress, finished and favourite, with progress; the app
 * composes in the books downloaded on this device (`downloads`, app/my-library-route.tsx).
 */
export default function MyLibraryPage({ downloads }: { downloads?: ReactNode }) {
  const { data, error } = useApiQuery((signal) => fetchMyLibrary(signal), []);
  const [active, setActive] = useState<(typeof TABS)[number]["key"]>("in_progress");
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tab = TABS.find((t) => t.key === active)!;

  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const target = event.key === "Home" ? 0 : event.key === "End" ? TABS.length - 1 : (index + step + TABS.length) % TABS.length;
    if (!step && event.key !== "Home" && event.key !== "End") return;
    event.preventDefault();
    setActive(TABS[target]!.key);
    tabRefs.current[target]?.focus();
  }

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">My library</h1>
        <Link to="/listening-log" className="text-sm font-medium text-brand-700 underline">
          Listening log
        </Link>
      </div>
      <div role="tablist" aria-label="My library" className="flex gap-1 rounded-lg bg-slate-100 p-1 text-sm">
        {TABS.map((t, i) => (
          <button
            key={t.key}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`my-library-tab-${t.key}`}
            aria-selected={active === t.key}
            aria-controls="my-library-panel"
            tabIndex={active === t.key ? 0 : -1}
            onClick={() => setActive(t.key)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={`min-w-0 flex-auto rounded-md px-1.5 py-1.5 font-medium leading-tight ${active === t.key ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900"}`}
          >
            {t.label}
            {/* A real space, so a narrow tab wraps its count under the label instead of running past its edge. */}
            {data ? <span className="tabular-nums"> ({data[t.key].length})</span> : null}
          </button>
        ))}
      </div>
      <div id="my-library-panel" role="tabpanel" aria-labelledby={`my-library-tab-${active}`} tabIndex={0}>
        {error ? (
          <ErrorMessage>Your library could not be loaded. Please try again.</ErrorMessage>
        ) : !data ? (
          <Spinner label="Loading your library..." />
        ) : data[active].length === 0 ? (
          <p className="text-slate-600">{tab.empty}</p>
        ) : (
          <ul className="space-y-3">
            {data[active].map((entry) => (
              <Entry key={entry.book_id} entry={entry} />
            ))}
          </ul>
        )}
      </div>
      {downloads}
      <PodcastFeed books={data ? { inProgress: data.in_progress.length, favourites: data.favourites.length } : undefined} />
      <YourData />
    </div>
  );
}
