import { Outlet, useLocation } from "react-router";
import { Suspense } from "react";
import { Spinner } from "../components/ui/spinner";
import { MiniPlayer } from "../features/player/components/mini-player";
import { PlanButton } from "../features/subscription/components/plan-button";
import { Header } from "./header";

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
        <div key={location.pathname} className="animate-fade-in">
          <Suspense fallback={<Spinner label="Loading..." />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      <MiniPlayer upgradeAction={<PlanButton />} />
    </div>
  );
}
