/**
 * Paths the worker answers itself (docs/product.md, "Screens and routes"): summary pages shaped /{a}/on/{b}/{c} and sitemap xml.
 * The SPA must not render them: it reloads once with a cache-busting parameter so the request
 * reaches the worker, and a per-path session flag stops a reload loop.
 */
const SUMMARY_PATH = /^\/[^/]+\/on\/[^/]+\/[^/]+\/?$/;
const SITEMAP_PATH = /^\/(sitemap\.xml|sitemaps\/[^/]+\.xml)$/;

export function isServerPath(pathname: string): boolean {
  return SUMMARY_PATH.test(pathname) || SITEMAP_PATH.test(pathname);
}

export type ServerPathAction = { kind: "reload"; url: string } | { kind: "home" };

export function serverPathAction(
  pathname: string,
  storage: Pick<Storage, "getItem" | "setItem">,
  now = Date.now(),
): ServerPathAction {
  const flag = `server-path-reload:${pathname}`;
  if (storage.getItem(flag)) return { kind: "home" };
  storage.setItem(flag, "1");
  return { kind: "reload", url: `${pathname}?_cb=${now}` };
}
