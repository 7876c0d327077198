import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { startCheckout } from "../api/books";

export function SubscribeButton() {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="primary"
      size="lg"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const { url } = await startCheckout(window.location.href);
          window.location.assign(url);
        } catch (err) {
          console.error("Failed to start subscription", err);
          setBusy(false);
        }
      }}
    >
      {busy ? "Upgrading..." : "Subscribe to Premium"}
    </Button>
  );
}
