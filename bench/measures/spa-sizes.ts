import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { prodOutDir } from "../lib/config";
import { gz } from "../lib/files";
import { section } from "../lib/report";
import { gzipPerGroup, type SourceMapV3 } from "../lib/source-map-costs";
import { kib } from "../lib/stats";

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** What a route needs before it can render, gzip: issue 19's 90 KiB, 100 KiB since react-router is back (decision 095). */
const JS_BUDGET = 100 * 1024;
const CSS_BUDGET = 10 * 1024;

export const ROUTES: [string, string][] = [
  ["/ (home)", "home-route"],
  ["/book/:id", "book-route"],
  ["/login", "login-page"],
  ["/admin/email", "email-center-page"],
  ["/admin/privileges", "privileges-page"],
  ["/book/:id/admin", "book-admin-page"],
  ["/bulk-processing", "bulk-processing-page"],
  ["/unsubscribe", "unsubscribe-page"],
];

export interface InitialFiles {
  /** The production build's client directory. */
  client: string;
  /** What index.html makes the browser fetch before anything renders (the entry and the app's start, their static imports, the stylesheet). */
  entry: Set<string>;
  /** CSS inlined in index.html's <style> blocks (scripts/vite-route-preload.ts), gzip bytes. */
  inlineCss: number;
  /** Per route: the entry's files plus the route's lazy chunk and its static imports; null when the chunk is missing. */
  routes: { route: string; chunkName: string; files: Set<string> | null }[];
}

/** Reads the production build's Vite manifest; null when the build wrote none. */
export function initialFiles(): InitialFiles | null {
  const client = join(prodOutDir, "client");
  const manifestPath = join(client, ".vite", "manifest.json");
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
  const html = readFileSync(join(client, "index.html"), "utf8");
  const entry = new Set<string>();
  // The disabled link of an unknown type is never fetched: it names the stylesheet index.html inlines (decision 250).
  for (const m of html.matchAll(/<(?:script|link)\b([^>]*?)(?:src|href)="\/([^"]+\.(?:js|css))"([^>]*)>/g))
    if (!/\bdisabled\b/.test(m[1]! + m[3]!)) entry.add(m[2]!);
  // The app's code that index.html's inline script loads after the first paint (scripts/vite-route-preload.ts).
  const listed = /<script type="application\/json" id="route-chunks">([^<]*)<\/script>/.exec(html);
  for (const file of (listed ? (JSON.parse(listed[1]!) as { entry?: string[] }).entry : undefined) ?? [])
    entry.add(file.replace(/^\//, ""));
  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const dep of chunk.imports ?? []) closure(dep, into);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (entryKey) closure(entryKey, entry);
  const routes = ROUTES.map(([route, chunkName]) => {
    const key = Object.keys(manifest).find((k) => manifest[k]!.name === chunkName || k.endsWith(`/${chunkName}.tsx`));
    if (!key) return { route, chunkName, files: null };
    const files = new Set(entry);
    closure(key, files);
    return { route, chunkName, files };
  });
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join("");
  const inlineCss = styles ? gzipSync(Buffer.from(styles), { level: 9 }).length : 0;
  return { client, entry, inlineCss, routes };
}

const ROUTER_PACKAGE = "react-router";
/** What every route loads before any of the app's own code: the design card's React and router. */
const FRAMEWORK_PACKAGES = ["react", "react-dom", "scheduler", ROUTER_PACKAGE];

/** Estimated gzip bytes of one package's code in these built files (their source maps); null when none has a map. */
export function packageShare(client: string, files: Set<string>, pkg: string): number | null {
  let total = 0;
  let mapped = false;
  for (const file of files) {
    const path = join(client, file);
    if (!file.endsWith(".js") || !existsSync(`${path}.map`)) continue;
    mapped = true;
    const map = JSON.parse(readFileSync(`${path}.map`, "utf8")) as SourceMapV3;
    total += gzipPerGroup(readFileSync(path, "utf8"), map, gz(path)).get(pkg) ?? 0;
  }
  return mapped ? total : null;
}

export function spaSizes() {
  const s = section("SPA initial JavaScript and CSS per route (gzip, production build)");
  const found = initialFiles();
  if (!found) {
    s.notes.push("No Vite manifest found (CHAPTERLY_BUILD_MANIFEST not honoured by vite.config.ts): not measured.");
    return;
  }
  const { client } = found;
  const sizes = (files: Set<string>) => {
    let js = 0;
    let css = found.inlineCss;
    for (const f of files) {
      const size = gz(join(client, f));
      if (f.endsWith(".css")) css += size;
      else js += size;
    }
    return { js, css };
  };
  const jsRow = (figure: string, js: number) => ({ figure, value: kib(js), budget: "≤ 100 KiB", pass: js <= JS_BUDGET });
  const routerRow = (figure: string, files: Set<string>) => {
    const share = packageShare(client, files, ROUTER_PACKAGE);
    return {
      figure: `${figure}: react-router's share`,
      value: share === null ? "no source maps" : `~${kib(share)}`,
      budget: "-",
      pass: null,
    };
  };
  const cssRow = (figure: string, css: number) => ({ figure, value: kib(css), budget: "≤ 10 KiB", pass: css <= CSS_BUDGET });
  const entry = sizes(found.entry);
  const shares = FRAMEWORK_PACKAGES.map((pkg) => packageShare(client, found.entry, pkg));
  const framework = shares.every((share) => share !== null) ? shares.reduce<number>((a, b) => a + (b ?? 0), 0) : null;
  s.rows.push(
    jsRow("Entry (index.html) JS", entry.js),
    routerRow("Entry (index.html) JS", found.entry),
    {
      figure: "Entry (index.html) JS: react, react-dom, scheduler and react-router alone",
      value:
        framework === null
          ? "no source maps"
          : `~${kib(framework)} (leaves ~${kib(Math.max(0, JS_BUDGET - framework))} of 100 KiB)`,
      budget: "-",
      pass: null,
    },
    cssRow("Entry (index.html) CSS", entry.css),
  );
  for (const { route, chunkName, files } of found.routes) {
    if (!files) {
      s.rows.push({ figure: `${route} (${chunkName})`, value: "chunk not found", budget: "-", pass: false });
      continue;
    }
    const { js, css } = sizes(files);
    s.rows.push(
      jsRow(`${route} JS (entry + ${chunkName} + its imports)`, js),
      routerRow(`${route} JS`, files),
      cssRow(`${route} CSS`, css),
    );
  }
  s.notes.push(
    "Per route = the files index.html loads (entry script, modulepreloads, stylesheet; the CSS it inlines) plus the route's lazy chunk and its static imports from the Vite manifest, each gzipped with node:zlib level 9. Budgets: ≤ 100 KiB JS (issue 19's 90 KiB plus react-router, decision 095), ≤ 10 KiB CSS. react-router's share = its modules' bytes in those files (from the hidden source maps) times each file's gzip ratio, an estimate; what each module costs is in the next section.",
  );
}
