import { createRoot } from "react-dom/client";
import { captureFirstScreen } from "./lib/first-screen";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");
// The worker may have rendered the first screen into the page: keep it for the app to show until its data arrives.
captureFirstScreen();
const reactRoot = createRoot(root);
// React's code and the app's evaluate in two tasks, not one long one that blocks a phone's main thread
// (docs/decisions/092-fast-on-phones.md); index.html loads both files together.
setTimeout(() => void import("./app/start").then(({ start }) => start(reactRoot)), 0);
