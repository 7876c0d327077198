import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { afterPageLoad } from "./app/after-load";
import { captureFirstScreen } from "./lib/first-screen";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");
// The worker may have rendered the first screen into the page: keep it for the app to show until its data arrives.
captureFirstScreen();
const reactRoot = createRoot(root);
// A transition: React renders the first screen in slices that yield to the browser (no long task on a slow phone).
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
// Analytics, live chat and the service worker do nothing for the first screen: their code loads after it.
afterPageLoad(() => void import("./app/app-services").then((services) => services.startAppServices()));
