import { join } from "node:path";
import { build, type Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import { pureReactRouter } from "../../scripts/vite-pure-react-router";

const root = join(import.meta.dirname, "..", "..");
const ENTRY = "\0entry.js";

/** A production bundle (minified, tree-shaken) of a module importing what the app imports from react-router. */
async function bundle(withPlugin: boolean): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: "silent",
    mode: "production",
    // react-router's production build, as `vite build` picks it (vitest itself runs with NODE_ENV=test).
    resolve: { conditions: ["module", "browser", "production"] },
    plugins: [
      ...(withPlugin ? [pureReactRouter()] : []),
      {
        name: "entry",
        resolveId: (id) => (id === ENTRY ? id : null),
        load: (id) =>
          id === ENTRY
            ? `import { createBrowserRouter, Link, Outlet } from "react-router";
               import { RouterProvider } from "react-router/dom";
               globalThis.parts = [createBrowserRouter, Link, Outlet, RouterProvider];`
            : null,
      },
    ],
    build: { write: false, minify: true, rolldownOptions: { input: ENTRY, external: ["react", "react-dom"] } },
  });
  const out = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  return out.output.map((o) => (o.type === "chunk" ? o.code : "")).join("");
}

describe("react-router's module-level calls marked pure (scripts/vite-pure-react-router.ts, decision 096)", () => {
  it("leaves out the parts the app never imports (Form, NavLink, the DevTools names) and keeps what it does", async () => {
    const [plain, pure] = [await bundle(false), await bundle(true)];
    // Without the plugin react-router's unannotated `forwardRef` calls keep Form and NavLink in every bundle.
    const formCode = "without a <form>"; // Form's submission (useSubmit, getFormSubmissionInfo)
    const navLinkCode = "aria-current";
    expect(plain).toContain(formCode);
    expect(plain).toContain(navLinkCode);
    expect(pure).not.toContain(formCode);
    expect(pure).not.toContain(navLinkCode);
    expect(pure).not.toContain("unstable_HistoryRouter");
    // What the app uses is still there: Link's click handling and the data router's state machine.
    expect(pure).toContain("reloadDocument");
    expect(pure).toContain("patchRoutesOnNavigation");
    expect(pure.length).toBeLessThan(plain.length - 5000);
  }, 60_000);

  it("changes react-router's production modules only", () => {
    const plugin = pureReactRouter();
    const transform = plugin.transform as { filter: { id: RegExp }; handler: (code: string) => { code: string } | null };
    const code = 'const Link = React$1.forwardRef(function L() {});\nLink.displayName = "Link";\n';
    expect(transform.filter.id.test("/x/node_modules/react-router/dist/production/lib/dom/lib.js")).toBe(true);
    expect(transform.filter.id.test("/x/node_modules/react-router/dist/development/lib/dom/lib.js")).toBe(false);
    expect(transform.filter.id.test("/x/web/src/app/router.tsx")).toBe(false);
    expect(transform.handler(code)?.code).toBe("const Link = /* @__PURE__ */ React$1.forwardRef(function L() {});\n\n");
    expect(transform.handler("const x = f();\n")).toBeNull();
  });
});
