import { useCallback, useEffect } from "react";
import type { ReviewGrade } from "../../../../../shared/contract";
import { EmptyState, ErrorMessage } from "../../../components/ui/message";
import { Spinner } from "../../../components/ui/spinner";
import { selectCanAccessPremiumContent, useSession } from "../../../lib/session";
import { useReview } from "../stores/review-store";
import { GradeButtons } from "./grade-buttons";
import { ReviewCard } from "./review-card";
import { ReviewEmailToggle } from "./review-email-toggle";

/** /review: the reader's due highlights one at a time, graded Again, Hard, Good or Easy (docs/decisions/165). */
export default function ReviewPage() {
  const premium = useSession(selectCanAccessPremiumContent);
  const due = useReview((s) => s.due);
  const dueCount = useReview((s) => s.dueCount);
  const error = useReview((s) => s.error);
  const grading = useReview((s) => s.grading);
  const open = useReview((s) => s.open);
  const reviewed = useReview((s) => s.reviewed);
  const gradeCurrent = useReview((s) => s.grade);
  const onGrade = useCallback((grade: ReviewGrade) => void gradeCurrent(grade), [gradeCurrent]);

  useEffect(() => {
    if (premium) void open();
  }, [premium, open]);

  const current = due?.[0];
  return (
    <section aria-labelledby="review-heading" className="mx-auto max-w-2xl space-y-6 [overflow-wrap:anywhere]">
      <h1 id="review-heading" className="text-2xl font-bold tracking-tight">
        Review
      </h1>
      {!premium ? (
        <EmptyState
          title="Review is part of Chapterly Premium."
          hint="Subscribe from the account menu to review your highlights."
        />
      ) : (
        <>
          {error ? <ErrorMessage>{error}</ErrorMessage> : null}
          {due === null && !error ? <Spinner label="Loading your highlights to review..." /> : null}
          {due !== null && !current ? (
            reviewed > 0 ? (
              <EmptyState
                title="All caught up."
                hint={`You reviewed ${reviewed} ${reviewed === 1 ? "highlight" : "highlights"}. Each comes back when it is time to remember it.`}
              />
            ) : (
              <EmptyState
                title="Nothing to review right now."
                hint="Highlights you save come back here when it is time to remember them."
              />
            )
          ) : null}
          {current ? (
            <>
              <ReviewCard key={current.highlight_id} highlight={current} remaining={Math.max(dueCount ?? 0, due?.length ?? 0)} />
              <GradeButtons onGrade={onGrade} disabled={grading} />
            </>
          ) : null}
          <ReviewEmailToggle />
        </>
      )}
    </section>
  );
}
