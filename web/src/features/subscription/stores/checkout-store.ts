import { create } from "zustand";
import { createCheckoutSession } from "../api/subscription";

interface CheckoutState {
  busy: boolean;
  start(): Promise<void>;
}

/** Starting checkout (docs/product.md, "Subscriptions"): the current address is the return address; a failure is only logged. */
export const useCheckoutStore = create<CheckoutState>()((set, get) => ({
  busy: false,
  async start() {
    if (get().busy) return;
    set({ busy: true });
    try {
      const { url } = await createCheckoutSession(window.location.href);
      window.location.assign(url);
    } catch (err) {
      console.error("Failed to start subscription:", err);
      set({ busy: false });
    }
  },
}));

/** The subscribe action for any part of the app (passed to other features by composition in app/). */
export function useStartCheckout() {
  const busy = useCheckoutStore((s) => s.busy);
  const start = useCheckoutStore((s) => s.start);
  return { start, busy };
}
