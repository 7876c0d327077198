import { createElement, type ReactElement } from "react";

/**
 * The first screen the worker rendered into index.html (worker/routes/first-screen.ts; docs/decisions/092-fast-on-phones.md,
 * third pass). main.tsx captures it before React replaces the prerendered shell; until a page's own data has arrived,
 * the page shows these same elements instead of a spinner, so the phone keeps the covers it painted before the app's
 * code arrived and nothing flickers or moves. Only for the address it was rendered for: once the reader navigates, it
 * is gone.
 */
let captured: { path: string; root: Element } | null = null;

export function captureFirstScreen(doc: Document = document): void {
  const holder = doc.getElementById("first-screen");
  const root = holder?.firstElementChild;
  captured = holder && root ? { path: holder.getAttribute("data-path") ?? "", root } : null;
}

/**
 * The captured first screen's page element, or (with `selector`) one of its parts, as a React element with the same
 * tag, classes and content; null when there is none for the current address.
 */
export function firstScreen(selector?: string): ReactElement | null {
  if (!captured) return null;
  if (typeof window !== "undefined" && window.location.pathname !== captured.path) {
    captured = null;
    return null;
  }
  const element = selector ? captured.root.querySelector(selector) : captured.root;
  if (!element) return null;
  return createElement(element.tagName.toLowerCase(), {
    className: element.getAttribute("class") ?? undefined,
    "aria-labelledby": element.getAttribute("aria-labelledby") ?? undefined,
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own server's markup, escaped there (worker/lib/first-screen.ts), as trusted as index.html itself.
    dangerouslySetInnerHTML: { __html: element.innerHTML },
  });
}

/** Whether the worker rendered a first screen for the current address (what firstScreen() would show). */
export function hasFirstScreen(): boolean {
  return firstScreen() !== null;
}
