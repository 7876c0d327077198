import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";

/**
 * The app's own code waits for the first paint (docs/decisions/092-fast-on-phones.md, third pass): the entry's
 * `<script type="module">` and its modulepreloads leave index.html and are listed under "entry" in the same JSON
 * block; index.html's inline script loads them once the page (with the first screen the worker may have rendered)
 * has been painted. The stylesheet is inlined, so that paint waits for no request at all (a link of a type no
 * browser loads names it).
 *
 * Writes, into index.html's `<script type="application/json" id="route-chunks">`, the hashed files
 * of the lazy route chunks the first screen may need (name → files not already in the entry). The
 * static inline script of index.html (web/src/app/early-start.js, allowed by its hash in the CSP)
 * reads it and adds `<link rel="modulepreload">` for the current route only, so a route's chunk
 * downloads alongside the entry instead of after it, and the routes stay loaded on demand.
 * See docs/decisions/092-fast-on-phones.md.
 */
/** V8's per-file compile hint: compile every function of the file eagerly, on the streaming thread. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The entry's chunk closure and, per route, the chunks its lazy route adds on top of it. */
function firstScreenChunks(bundle: OutputBundle, routes: Record<string, string>) {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === "chunk");
  const entry = chunks.find((c) => c.isEntry);
  const closure = (chunk: OutputChunk, into: Set<string>, skip: Set<string>) => {
    if (into.has(chunk.fileName) || skip.has(chunk.fileName)) return;
    into.add(chunk.fileName);
    for (const name of chunk.imports) {
      const dep = bundle[name];
      if (dep?.type === "chunk") closure(dep, into, skip);
    }
  };
  const inEntry = new Set<string>();
  if (entry) closure(entry, inEntry, new Set());
  const perRoute: Record<string, Set<string>> = {};
  for (const [name, suffix] of Object.entries(routes)) {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(suffix));
    if (!chunk) throw new Error(`route-preload: no chunk for ${suffix}`);
    perRoute[name] = new Set();
    closure(chunk, perRoute[name], inEntry);
  }
  return { entry, inEntry, perRoute };
}

export function routePreload(routes: Record<string, string>): Plugin {
  return {
    name: "chapterly-route-preload",
    apply: "build",
    // The first screen's chunks run as soon as they arrive, nearly every function of them: V8 compiles them while they
    // download, off the main thread, instead of one function at a time on the main thread as each is first called.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        if (this.environment.name !== "client") return;
        const { inEntry, perRoute } = firstScreenChunks(bundle, routes);
        for (const file of [...inEntry, ...Object.values(perRoute).flatMap((files) => [...files])]) {
          const chunk = bundle[file];
          if (chunk?.type !== "chunk" || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          const map = bundle[`${file}.map`];
          // The hint adds a line at the top: the (hidden) source map's mappings start one line later.
          if (map?.type === "asset" && typeof map.source === "string") {
            const json = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle as OutputBundle | undefined;
        if (!bundle) return html;
        const { entry, inEntry, perRoute } = firstScreenChunks(bundle, routes);
        const map: Record<string, string[]> = {};
        for (const [name, files] of Object.entries(perRoute)) map[name] = [...files].map((f) => `/${f}`);
        if (entry) map.entry = [entry.fileName, ...[...inEntry].filter((f) => f !== entry.fileName)].map((f) => `/${f}`);
        let out = html
          .replace(/\s*<script type="module" crossorigin src="\/assets\/[^"]+"><\/script>/, "")
          .replace(/\s*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+">/g, "");
        if (/<script type="module"|rel="modulepreload"/.test(out)) throw new Error("route-preload: an entry tag was not moved");
        out = out.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (_tag, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== "asset") throw new Error(`route-preload: no stylesheet ${file} in the bundle`);
          const css = typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source);
          if (css.includes("</")) throw new Error(`route-preload: ${file} cannot be inlined`);
          // The link is never fetched: it tells Vite's preload helper that this stylesheet is on the page (it would
          // otherwise load it again for a lazy chunk that imports from the entry), and it names the stylesheet in the
          // build version the page registers its service worker under (web/src/app/service-worker.ts). A browser loads
          // no stylesheet of a type it does not know; Chromium fetches one that is only disabled (decision 250).
          return `<style>${css}</style><link rel="stylesheet" href="/${file}" type="text/x-inlined" disabled>`;
        });
        const placeholder = /(<script type="application\/json" id="route-chunks">)[^<]*(<\/script>)/;
        if (!placeholder.test(out)) throw new Error("route-preload: index.html has no #route-chunks block");
        return out.replace(placeholder, `$1${JSON.stringify(map)}$2`);
      },
    },
  };
}
