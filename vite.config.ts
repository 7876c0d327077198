import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const projectRoot = fileURLToPath(new URL(".", import.meta.url));
/** Local D1/R2/KV/Queues state; shared with the wrangler CLI and the seed script. */
const stateDir = process.env.CHAPTERLY_STATE_DIR ?? `${projectRoot}.wrangler/state`;

export default defineConfig({
  root: `${projectRoot}web`,
  publicDir: `${projectRoot}web/public`,
  envDir: projectRoot,
  build: {
    // The Cloudflare plugin writes dist/client (assets) and dist/chapterly (worker + its wrangler.json).
    outDir: process.env.CHAPTERLY_OUT_DIR ?? `${projectRoot}dist`,
    emptyOutDir: true,
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
  plugins: [
    react(),
    tailwindcss(),
    cloudflare({
      configPath: `${projectRoot}wrangler.toml`,
      persistState: { path: stateDir },
      inspectorPort: false,
    }),
  ],
});
