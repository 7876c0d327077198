import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";

/**
 * The app's own code waits for the first paint (docs/decisions/092-fast-on-phones.md, third pass): the entry's
 * `<script type="module">` and its modulepreloads leave index.html and are listed under "entry" in the same JSON
 * block; index.html's inline script loads them once the page (with the first screen the worker may have rendered)
 * has been painted. The stylesheet is inlined, so that paint waits for no request at all.
 *
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
        if (entry) map.entry = [entry.fileName, ...[...inEntry].filter((f) => f !== entry.fileName)].map((f) => `/${f}`);
        let out = html
          .replace(/\s*<script type="module" crossorigin src="\/assets\/[^"]+"><\/script>/, "")
          .replace(/\s*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+">/g, "");
        if (/<script type="module"|rel="modulepreload"/.test(out)) throw new Error("route-preload: an entry tag was not moved");
        out = out.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (tag, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== "asset") throw new Error(`route-preload: no stylesheet ${file} in the bundle`);
          const css = typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source);
          if (css.includes("</")) throw new Error(`route-preload: ${file} cannot be inlined`);
          return `<style>${css}</style>`;
        });
        const placeholder = /(<script type="application\/json" id="route-chunks">)[^<]*(<\/script>)/;
        if (!placeholder.test(out)) throw new Error("route-preload: index.html has no #route-chunks block");
        return out.replace(placeholder, `$1${JSON.stringify(map)}$2`);
      },
    },
  };
}
