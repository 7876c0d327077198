import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { afterPageLoad } from "./app/after-load";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");
// A transition: React renders the first screen in slices that yield to the browser (no long task on a slow phone).
const reactRoot = createRoot(root);
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
// Analytics, live chat and the service worker do nothing for the first screen: their code loads after it.
afterPageLoad(() => void import("./app/app-services").then((services) => services.startAppServices()));
