import { useEffect } from "react";
import { AccountMenu } from "../features/auth/components/account-menu";
import { DailyListeningBlock } from "../features/player/components/daily-listening-block";
import { DailyUsageBadge } from "../features/player/components/usage-badge";
import { useReview } from "../features/review/stores/review-store";
import { PlanButton } from "../features/subscription/components/plan-button";
import { selectCanAccessPremiumContent, useSession } from "../lib/session";

/** The account menu with what other features put in it: one chunk the header loads after the page (header.tsx). */
export default function AccountMenuSlot() {
  const premium = useSession(selectCanAccessPremiumContent);
  const reviewDue = useReview((s) => s.dueCount);
  const loadReviewCount = useReview((s) => s.loadCount);
  useEffect(() => {
    if (premium) void loadReviewCount();
  }, [premium, loadReviewCount]);
  return (
    <AccountMenu
      usageBadge={<DailyUsageBadge />}
      freePlanBlock={<DailyListeningBlock />}
      planButton={<PlanButton />}
      reviewDue={premium ? reviewDue : null}
    />
  );
}
