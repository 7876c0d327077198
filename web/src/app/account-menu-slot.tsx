import { AccountMenu } from "../features/auth/components/account-menu";
import { DailyListeningBlock } from "../features/player/components/daily-listening-block";
import { DailyUsageBadge } from "../features/player/components/usage-badge";
import { PlanButton } from "../features/subscription/components/plan-button";

/** The account menu with what other features put in it: one chunk the header loads after the page (header.tsx). */
export default function AccountMenuSlot() {
  return <AccountMenu usageBadge={<DailyUsageBadge />} freePlanBlock={<DailyListeningBlock />} planButton={<PlanButton />} />;
}
