import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { PlanButton } from "../features/subscription/components/plan-button";
import { useAfterPageLoad } from "./after-load";
import { Header } from "./header";
import { RouteView } from "./route-view";

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
        <RouteView>
          <Outlet />
        </RouteView>
      </main>
      <MiniPlayerAfterLoad />
    </div>
  );
}
