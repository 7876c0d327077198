import { BrowserRouter } from "../lib/router";
import { AppRoutes } from "./router";

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
