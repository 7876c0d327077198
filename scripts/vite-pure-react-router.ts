import type { Plugin } from "vite";

/** react-router's own production modules (not the development build `vite dev` uses). */
const REACT_ROUTER_PRODUCTION = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].+\.js$/;
/** Module-level `const X = React$1.forwardRef(` and the like: calls that only make a value. */
const VALUE_MAKING_CALL = /^((?:const|let) [\w$]+ = )((?:[\w$]+\.)?(?:forwardRef|createContext|memo)\(|Symbol\()/gm;
/** Module-level `X.displayName = "...";`: names for React DevTools. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/**
 * react-router's published build lost its pure annotations: every `React.forwardRef(...)`, `createContext(...)` and
 * `X.displayName = ...` at module level counts as a side effect, so the bundle keeps what the app never uses (`Form`,
 * `NavLink`, the hash and history routers, their helpers). This marks those calls pure (`/* @__PURE__ *\/`, which
 * they are) and drops the DevTools names from the production build, so the bundler leaves out what nothing imports.
 * See docs/decisions/096-initial-js-per-route.md.
 */
export function pureReactRouter(): Plugin {
  return {
    name: "chapterly-pure-react-router",
    apply: "build",
    transform: {
      filter: { id: REACT_ROUTER_PRODUCTION },
      handler(code) {
        const out = code.replace(DISPLAY_NAME, "").replace(VALUE_MAKING_CALL, "$1/* @__PURE__ */ $2");
        return out === code ? null : { code: out, map: null };
      },
    },
  };
}
