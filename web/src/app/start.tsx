import { startTransition, StrictMode } from "react";
import type { Root } from "react-dom/client";
import { App } from "./app";
import { afterPageLoad } from "./after-load";

/** Renders the app into the root main.tsx made (its own module, so its code evaluates in a task of its own). */
export function start(reactRoot: Root) {
  // A transition: React renders the first screen in slices that yield to the browser (no long task on a slow phone).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  // Analytics, live chat and the service worker do nothing for the first screen: their code loads after it.
  afterPageLoad(() => void import("./app-services").then((services) => services.startAppServices()));
}
