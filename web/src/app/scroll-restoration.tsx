import { useLayoutEffect } from "react";
import { ScrollRestoration, useLocation, useNavigationType, type DataRouter } from "react-router";

/** How long a page coming back may take to grow to where the reader left it before the browser clamps the scroll. */
const HOLD_MS = 3000;

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
      <ScrollRestoration />
    </>
  );
}

function KeepRestoredPositionReachable({ router }: { router: DataRouter }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per location, as ScrollRestoration restores once per location.
  useLayoutEffect(() => {
    const { restoreScrollPosition, location: settled } = router.state;
    if (navigationType !== "POP" || settled.key !== location.key) return;
    if (typeof restoreScrollPosition !== "number" || restoreScrollPosition <= 0) return;
    return holdDocumentHeight(restoreScrollPosition + window.innerHeight);
  }, [location.key]);
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
