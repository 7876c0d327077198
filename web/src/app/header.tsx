import { useEffect } from "react";
import { Link } from "../lib/router";
import { AccountMenu } from "../features/auth/components/account-menu";
import { DailyListeningBlock } from "../features/player/components/daily-listening-block";
import { DailyTimeIndicator } from "../features/player/components/daily-time-indicator";
import { DailyUsageBadge } from "../features/player/components/usage-badge";
import { HeaderSearch } from "../features/search/components/header-search";
import { useSearchStore } from "../features/search/stores/search-store";
import { PlanButton } from "../features/subscription/components/plan-button";
import { selectCanAccessPremiumContent, useSession } from "../lib/session";

/** The header of spec 2; features plug in here, so none of them imports another. */
export function Header() {
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const premium = useSession(selectCanAccessPremiumContent);
  const status = useSession((s) => s.status);
  const checkAuth = useSession((s) => s.checkAuth);

  useEffect(() => {
    if (token && !user && status === "idle") void checkAuth();
  }, [token, user, status, checkAuth]);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link
          to="/"
          onClick={() => useSearchStore.getState().clear()}
          className="flex shrink-0 items-center gap-2 font-bold text-brand-900"
          aria-label="Chapterly home"
        >
          <img src="/favicon.svg" alt="" className="h-8 w-8" />
          <span className="hidden text-lg tracking-tight sm:inline">Chapterly</span>
        </Link>
        <div className="hidden flex-1 md:block">
          <HeaderSearch variant="desktop" />
        </div>
        <div className="flex-1 md:hidden" />
        {user ? (
          <div className="flex items-center gap-3">
            {!premium ? <DailyTimeIndicator /> : null}
            <AccountMenu usageBadge={<DailyUsageBadge />} freePlanBlock={<DailyListeningBlock />} planButton={<PlanButton />} />
          </div>
        ) : (
          <Link to="/login" className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
            Login
          </Link>
        )}
      </div>
      <div className="border-t border-slate-100 px-4 py-2 md:hidden">
        <HeaderSearch variant="mobile" />
      </div>
    </header>
  );
}
