import { build, type Plugin, type Rolldown } from "vite";

/**
 * Bundles the service worker (web/service-worker/sw.ts and the workbox modules it imports) into one classic script,
 * `/sw.js`, at the root of the client build, so its scope is the whole app (docs/decisions/175-offline-downloads.md).
 * A nested Vite build (no config file, no plugins of the app) keeps it apart from the app's chunks; the dev server
 * answers `/sw.js` with the same bundle, made once per start.
 */
export function serviceWorker(entry: string): Plugin {
  const bundle = async (minify: boolean): Promise<string> => {
    const result = await build({
      configFile: false,
      logLevel: "warn",
      publicDir: false,
      define: { "process.env.NODE_ENV": JSON.stringify(minify ? "production" : "development") },
      build: {
        write: false,
        minify,
        lib: { entry, formats: ["iife"], name: "chapterlyServiceWorker", fileName: () => "sw.js" },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === "chunk");
    if (!chunk || chunk.type !== "chunk") throw new Error("the service worker bundle is empty");
    return chunk.code;
  };
  let devBundle: Promise<string> | null = null;
  return {
    name: "chapterly-service-worker",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split("?")[0] !== "/sw.js") return next();
        devBundle ??= bundle(false);
        devBundle.then(
          (code) => {
            res.setHeader("Content-Type", "text/javascript");
            res.setHeader("Cache-Control", "no-cache");
            res.end(code);
          },
          (err: Error) => next(err),
        );
      });
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      this.emitFile({ type: "asset", fileName: "sw.js", source: await bundle(true) });
    },
  };
}
