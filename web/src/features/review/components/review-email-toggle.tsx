import { useEffect, useState } from "react";
import { fetchReviewSettings, saveReviewSettings } from "../api/review";

/** The opt-in for the daily email listing what is due (off until the reader turns it on). */
export function ReviewEmailToggle() {
  const [on, setOn] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    fetchReviewSettings()
      .then((s) => setOn(s.daily_email))
      .catch(() => setFailed(true));
  }, []);

  async function change(next: boolean) {
    setFailed(false);
    setOn(next);
    try {
      setOn((await saveReviewSettings(next)).daily_email);
    } catch {
      setOn(!next);
      setFailed(true);
    }
  }

  return (
    <div className="space-y-1 border-t border-slate-200 pt-4">
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={on ?? false} disabled={on === null} onChange={(e) => void change(e.target.checked)} />
        Email me each morning when highlights are due
      </label>
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          The email setting could not be saved. Please try again.
        </p>
      ) : null}
    </div>
  );
}
