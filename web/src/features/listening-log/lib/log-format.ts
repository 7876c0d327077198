import type { LoggedSessionView } from "../api/listening-log";

/** Positions: m:ss, or h:mm:ss from an hour. */
export function formatPosition(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** Time listened: "45 s" under a minute, else whole minutes ("12 min", "1 h 5 min"). */
export function formatListened(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.round(seconds)) : 0;
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  const h = Math.floor(minutes / 60);
  return h > 0 ? `${h} h ${minutes % 60} min` : `${minutes} min`;
}

/** "Today", "Yesterday", else the UTC day as a readable date. */
export function dayLabel(day: string, today: string): string {
  if (day === today) return "Today";
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  if (day === yesterday) return "Yesterday";
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** Sessions grouped by their UTC day, newest day first, keeping the given order within a day. */
export function groupByDay(sessions: LoggedSessionView[]): { day: string; sessions: LoggedSessionView[] }[] {
  const groups: { day: string; sessions: LoggedSessionView[] }[] = [];
  for (const session of sessions) {
    const last = groups.at(-1);
    if (last?.day === session.day) last.sessions.push(session);
    else groups.push({ day: session.day, sessions: [session] });
  }
  return groups;
}

/** The book page address that resumes a session exactly where it stopped. */
export function resumePath(session: LoggedSessionView): string {
  const part = session.mode === "full" ? "full" : (session.chapter_id ?? "");
  const query = new URLSearchParams({ part, at: String(Math.floor(session.to_seconds)) });
  return `/book/${encodeURIComponent(session.book_id)}?${query.toString()}`;
}
