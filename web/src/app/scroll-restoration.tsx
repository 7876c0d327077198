import { useLayoutEffect, useSyncExternalStore } from "react";
import { ScrollRestoration, useLocation, useNavigationType, type DataRouter, type Location } from "react-router";

/** How long a page coming back may take to grow to where the reader left it before the browser clamps the scroll. */
const HOLD_MS = 3000;

/**
 * The key a place is kept under. react-router keys it by the history entry, but every document's first entry has the
 * same key, "default" (it has no history state yet): a page opened anew in the tab (the address bar, a link from an
 * email, the return from checkout) would open at the place of the tab's earlier first page. Its address tells them
 * apart; a reload, or back to that first entry, finds its own place.
 */
const scrollKey = (location: Location) =>
  location.key === "default" ? `default ${location.pathname}${location.search}` : location.key;

/**
 * react-router's `<ScrollRestoration>`: back and forward put a page back where the reader left it; any other
 * navigation starts at the top (or at the element its #hash names). It scrolls once, when the page is committed. The
 * app's pages fetch their data after that (the routes have no loaders), so a page coming back is at first shorter than
 * the position it is put back at, and the browser would clamp the scroll to its bottom. Until the page has grown back
 * (or HOLD_MS have passed, or the reader navigates on), the document keeps the height that position needs.
 */
export function ScrollRestorationUntilLoaded({ router }: { router: DataRouter }) {
  return (
    <>
      {/* First: its layout effect runs before ScrollRestoration's (siblings in order), so the scroll is not clamped. */}
      <KeepRestoredPositionReachable router={router} />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}

function KeepRestoredPositionReachable({ router }: { router: DataRouter }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Followed, not read once: on a document's first load (a reload, say) the router learns the saved place only after
  // ScrollRestoration's first commit, and scrolls on the next one.
  const restoreTo = useSyncExternalStore(router.subscribe, () => router.state.restoreScrollPosition);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per location and place, as ScrollRestoration restores.
  useLayoutEffect(() => {
    if (navigationType !== "POP" || router.state.location.key !== location.key) return;
    if (typeof restoreTo !== "number" || restoreTo <= 0) return;
    return holdDocumentHeight(restoreTo + window.innerHeight);
  }, [location.key, restoreTo]);
  return null;
}

/** Gives the document at least `height` px until the app's own content is that tall; returns the release. */
function holdDocumentHeight(height: number): () => void {
  const html = document.documentElement;
  const content = document.getElementById("root");
  html.style.minHeight = `${height}px`;
  const release = () => {
    html.style.minHeight = "";
    observer.disconnect();
    window.clearTimeout(timer);
  };
  const observer = new ResizeObserver(() => {
    if (content && content.offsetHeight >= height) release();
  });
  if (content) observer.observe(content);
  const timer = window.setTimeout(release, HOLD_MS);
  return release;
}
