import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { afterPageLoad } from "./app/after-load";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// Analytics, live chat and the service worker do nothing for the first screen: their code loads after it.
afterPageLoad(() => void import("./app/app-services").then((services) => services.startAppServices()));
