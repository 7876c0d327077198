import { useState } from "react";
import { ErrorMessage } from "../../../components/ui/message";
import { Spinner } from "../../../components/ui/spinner";
import { Link } from "react-router";
import { useApiQuery } from "../../../lib/use-api-query";
import { fetchListeningLog, saveHideStreak, type ListeningLog, type LoggedSessionView } from "../api/listening-log";
import { dayLabel, formatListened, formatPosition, groupByDay, resumePath } from "../lib/log-format";

function Totals({ log, onToggleStreak, busy }: { log: ListeningLog; onToggleStreak: () => void; busy: boolean }) {
  return (
    <section aria-label="Totals" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <div className="rounded-xl border border-slate-200 bg-white p-3">
        <p className="text-sm text-slate-600">This week</p>
        <p className="text-lg font-semibold text-slate-900">{formatListened(log.week_seconds)}</p>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-3">
        <p className="text-sm text-slate-600">All time</p>
        <p className="text-lg font-semibold text-slate-900">{formatListened(log.all_time_seconds)}</p>
      </div>
      <div className="col-span-2 flex items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-3 sm:col-span-1">
        {log.streak !== null ? (
          <div>
            <p className="text-sm text-slate-600">Daily streak</p>
            <p className="text-lg font-semibold text-slate-900">
              {log.streak} {log.streak === 1 ? "day" : "days"}
            </p>
            <p className="text-xs text-slate-500">Days in a row with a minute or more</p>
          </div>
        ) : (
          <p className="text-sm text-slate-600">Streak hidden</p>
        )}
        <button
          type="button"
          disabled={busy}
          onClick={onToggleStreak}
          className="shrink-0 whitespace-nowrap rounded-lg border border-slate-300 px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          {log.hide_streak ? "Show streak" : "Hide streak"}
        </button>
      </div>
    </section>
  );
}

function SessionRow({ session }: { session: LoggedSessionView }) {
  const part = session.mode === "full" ? "Full book" : (session.chapter_title ?? "Chapter");
  // Named by its visible text ("Resume Meditations Chapter 2 0:00–1:05 1 min"), so speech input users can say what they see.
  return (
    <li>
      <Link
        to={resumePath(session)}
        className="flex flex-col gap-0.5 px-3 py-2 hover:bg-slate-50 sm:flex-row sm:items-center sm:gap-3"
      >
        <span className="min-w-0 flex-1">
          <span className="sr-only">Resume </span>
          <span className="block truncate font-medium text-slate-900">{session.book_title}</span>{" "}
          <span className="block truncate text-sm text-slate-600">
            {part}
            {session.source === "podcast" ? " · via podcast app" : ""}
          </span>
        </span>{" "}
        <span className="shrink-0 text-sm tabular-nums text-slate-700">
          {formatPosition(session.from_seconds)}–{formatPosition(session.to_seconds)}
        </span>{" "}
        <span className="shrink-0 text-sm tabular-nums text-slate-700">{formatListened(session.seconds)}</span>
      </Link>
    </li>
  );
}

/** The listening log (docs/decisions/132): sessions by day, totals, the streak; a session resumes where it stopped. */
export default function ListeningLogPage() {
  const { data, error, reload } = useApiQuery((signal) => fetchListeningLog(null, signal), []);
  const [older, setOlder] = useState<LoggedSessionView[]>([]);
  const [nextBefore, setNextBefore] = useState<number | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const today = new Date().toISOString().slice(0, 10);

  if (error || !data)
    return (
      <div className="mx-auto max-w-3xl space-y-5">
        <h1 className="text-2xl font-bold text-slate-900">Listening log</h1>
        {error ? (
          <ErrorMessage>Your listening log could not be loaded. Please try again.</ErrorMessage>
        ) : (
          <Spinner label="Loading your listening log..." />
        )}
      </div>
    );

  const sessions = [...data.sessions, ...older];
  const cursor = nextBefore === undefined ? data.next_before : nextBefore;
  const perDay = new Map(data.days.map((d) => [d.day, d.seconds]));

  async function toggleStreak() {
    setBusy(true);
    try {
      await saveHideStreak(!data!.hide_streak);
      await reload();
    } finally {
      setBusy(false);
    }
  }

  async function loadOlder() {
    if (cursor === null) return;
    setBusy(true);
    try {
      const page = await fetchListeningLog(cursor);
      setOlder((list) => [...list, ...page.sessions]);
      setNextBefore(page.next_before);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">Listening log</h1>
      <Totals log={data} onToggleStreak={toggleStreak} busy={busy} />
      {sessions.length === 0 ? (
        <p className="text-slate-600">No listening yet. Play a book and your sessions show up here.</p>
      ) : (
        groupByDay(sessions).map((group) => (
          <section key={group.day} aria-labelledby={`day-${group.day}`} className="space-y-2">
            <h2
              id={`day-${group.day}`}
              className="flex items-baseline justify-between gap-2 text-lg font-semibold text-slate-900"
            >
              <span>{dayLabel(group.day, today)}</span>
              <span className="text-sm font-normal tabular-nums text-slate-600">
                {formatListened(perDay.get(group.day) ?? 0)}
              </span>
            </h2>
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
              {group.sessions.map((s) => (
                <SessionRow key={s.session_id} session={s} />
              ))}
            </ul>
          </section>
        ))
      )}
      {cursor !== null && cursor !== undefined ? (
        <button
          type="button"
          disabled={busy}
          onClick={loadOlder}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          Show older sessions
        </button>
      ) : null}
    </div>
  );
}
