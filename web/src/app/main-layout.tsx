import { Outlet, useLocation } from "../lib/router";
import { lazy, Suspense } from "react";
import { Spinner } from "../components/ui/spinner";
import { PlanButton } from "../features/subscription/components/plan-button";
import { useAfterPageLoad } from "./after-load";
import { Header } from "./header";
import { firstScreen } from "../lib/first-screen";

// The player engine (audio element, history reports, Media Session) stays out of the first screen's code:
// the mini player shows only once something has played, which needs a book page, whose route loads the player itself.
const MiniPlayer = lazy(() => import("../features/player/components/mini-player").then((m) => ({ default: m.MiniPlayer })));

/** The mini player, mounted once the page has loaded; on its own so that mounting it re-renders nothing else. */
function MiniPlayerAfterLoad() {
  const loaded = useAfterPageLoad();
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <MiniPlayer upgradeAction={<PlanButton />} />
    </Suspense>
  );
}

export function MainLayout() {
  const location = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="mx-auto w-full min-w-0 max-w-6xl flex-1 px-4 py-6">
        {/* The first page fades in only after a navigation: on load it replaces the same first screen (lib/first-screen). */}
        <div key={location.pathname} className={location.key === "default" ? undefined : "animate-fade-in"}>
          <Suspense fallback={firstScreen() ?? <Spinner label="Loading..." />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      <MiniPlayerAfterLoad />
    </div>
  );
}
