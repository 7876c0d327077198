import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";

/**
 * Writes, into index.html's `<script type="application/json" id="route-chunks">`, the hashed files
 * of the lazy route chunks the first screen may need (name → files not already in the entry). The
 * static inline script of index.html (web/src/app/early-start.js, allowed by its hash in the CSP)
 * reads it and adds `<link rel="modulepreload">` for the current route only, so a route's chunk
 * downloads alongside the entry instead of after it, and the routes stay loaded on demand.
 * See docs/decisions/092-fast-on-phones.md.
 */
export function routePreload(routes: Record<string, string>): Plugin {
  return {
    name: "chapterly-route-preload",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle as OutputBundle | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === "chunk");
        const entry = chunks.find((c) => c.isEntry);
        const inEntry = new Set<string>();
        const closure = (chunk: OutputChunk, into: Set<string>, skip: Set<string>) => {
          if (into.has(chunk.fileName) || skip.has(chunk.fileName)) return;
          into.add(chunk.fileName);
          for (const name of chunk.imports) {
            const dep = bundle[name];
            if (dep?.type === "chunk") closure(dep, into, skip);
          }
        };
        if (entry) closure(entry, inEntry, new Set());
        const map: Record<string, string[]> = {};
        for (const [name, suffix] of Object.entries(routes)) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(suffix));
          if (!chunk) throw new Error(`route-preload: no chunk for ${suffix}`);
          const files = new Set<string>();
          closure(chunk, files, inEntry);
          map[name] = [...files].map((f) => `/${f}`);
        }
        const placeholder = /(<script type="application\/json" id="route-chunks">)[^<]*(<\/script>)/;
        if (!placeholder.test(html)) throw new Error("route-preload: index.html has no #route-chunks block");
        return html.replace(placeholder, `$1${JSON.stringify(map)}$2`);
      },
    },
  };
}
