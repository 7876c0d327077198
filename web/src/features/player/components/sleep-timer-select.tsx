import { useEffect, useState } from "react";
import { formatPlaybackTime } from "../lib/listening-logic";
import { usePlayer } from "../stores/player-store";

/** How long until a minutes timer stops playback, counted down each second (not announced: aria-live off). */
function SleepCountdown({ endsAt }: { endsAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));
  return (
    <span role="timer" aria-live="off" aria-label="Time until playback stops" className="tabular-nums text-slate-600">
      Stops in {formatPlaybackTime(left)}
    </span>
  );
}

export function SleepTimerSelect() {
  const sleep = usePlayer((s) => s.sleep);
  const setSleepTimer = usePlayer((s) => s.setSleepTimer);
  const mode = usePlayer((s) => s.mode);
  const value = !sleep ? "off" : sleep.kind === "chapter" ? "chapter" : String(sleep.minutes);
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm text-slate-700">
      <label className="flex items-center gap-2">
        <span>Sleep timer</span>
        <select
          value={value}
          onChange={(e) => {
            const v = e.target.value;
            setSleepTimer(v === "off" ? null : v === "chapter" ? { kind: "chapter" } : { kind: "minutes", minutes: Number(v) });
          }}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
        >
          <option value="off">Off</option>
          {[5, 10, 15, 30, 45, 60].map((m) => (
            <option key={m} value={String(m)}>
              {m} minutes
            </option>
          ))}
          <option value="chapter">{mode === "full" ? "End of the book" : "End of chapter"}</option>
        </select>
      </label>
      {sleep?.kind === "minutes" ? <SleepCountdown key={sleep.endsAt} endsAt={sleep.endsAt} /> : null}
    </div>
  );
}
