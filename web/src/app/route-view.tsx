import { Suspense, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Spinner } from "../components/ui/spinner";
import { firstScreen, hasFirstScreen } from "../lib/first-screen";

/** What a page shows until its code (or a lazy part of it) has arrived: the worker's first screen if any, else a spinner. */
export function LoadingPage() {
  return firstScreen() ?? <Spinner label="Loading..." />;
}

/**
 * The routed page's frame: a new one for each path, which fades in, the first page of a load included; not under
 * `prefers-reduced-motion: reduce` (Tailwind's `motion-safe:`). On the load that painted the worker's first screen,
 * that screen faded in with the HTML (web/src/index.css) and this frame takes it over without fading again: starting
 * the fade over would blink the covers already on screen. docs/decisions/095-react-router-and-the-page-fade.md.
 */
export function RouteView({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <FadingFrame key={pathname}>{children}</FadingFrame>;
}

function FadingFrame({ children }: { children: ReactNode }) {
  const [fades] = useState(() => !hasFirstScreen());
  return (
    <div data-route-view="" className={fades ? "motion-safe:animate-fade-in" : undefined}>
      <Suspense fallback={<LoadingPage />}>{children}</Suspense>
    </div>
  );
}
