import { useEffect } from "react";
import type { ReviewGrade } from "../../../../../shared/contract";
import { Button } from "../../../components/ui/button";
import { GRADE_KEYS } from "../lib/play-link";

const GRADES: { grade: ReviewGrade; label: string; key: string }[] = [
  { grade: "again", label: "Again", key: "1" },
  { grade: "hard", label: "Hard", key: "2" },
  { grade: "good", label: "Good", key: "3" },
  { grade: "easy", label: "Easy", key: "4" },
];

function typingIn(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
}

/** Again, Hard, Good, Easy: buttons, and the keys 1–4 anywhere on the page but in a text field. */
export function GradeButtons({ onGrade, disabled }: { onGrade: (grade: ReviewGrade) => void; disabled: boolean }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (disabled || event.repeat || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      const grade = GRADE_KEYS[event.key as keyof typeof GRADE_KEYS];
      if (!grade) return;
      event.preventDefault();
      onGrade(grade);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onGrade, disabled]);

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">How well did you remember it?</legend>
      {/* Two by two on a phone (not three and one), in a row from 640 px. */}
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {GRADES.map((g) => (
          <Button
            key={g.grade}
            variant={g.grade === "good" ? "primary" : "secondary"}
            size="lg"
            disabled={disabled}
            aria-keyshortcuts={g.key}
            onClick={() => onGrade(g.grade)}
          >
            {g.label} <kbd className="ml-1 text-xs opacity-75">{g.key}</kbd>
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
