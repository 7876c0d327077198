import { vi } from "vitest";

// The rate-limit binding counts in windows aligned to the wall clock (a new window every minute on the minute). A burst
// that straddles a boundary is legitimately split across two windows, so such a burst is discarded and sent again; each
// attempt must use a fresh caller.
//
// The limiter's clock and this isolate's are not the same reading: a burst that by this isolate's clock ended in its
// window was once counted across two by the limiter (CI, 22:13:59.94 to 22:14:00.18). So a burst starts at least
// MARGIN_MS clear of a boundary, and counts only when it also ended that far from the next one.
const WINDOW_MS = 60_000;
const MARGIN_MS = 2_000;
const windowOf = (time: number) => Math.floor(time / WINDOW_MS);

async function clearOfBoundary(): Promise<void> {
  for (;;) {
    const intoWindow = Date.now() % WINDOW_MS;
    if (intoWindow >= MARGIN_MS && intoWindow <= WINDOW_MS - MARGIN_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function withinOneRateWindow<T>(burst: () => Promise<T>): Promise<T> {
  if (vi.isFakeTimers()) throw new Error("withinOneRateWindow needs the real clock: the limiter counts wall-clock minutes");
  for (let attempt = 0; attempt < 3; attempt++) {
    await clearOfBoundary();
    const windowAtStart = windowOf(Date.now());
    const result = await burst();
    if (windowOf(Date.now() + MARGIN_MS) === windowAtStart) return result;
  }
  throw new Error("three bursts in a row came within 2 s of a minute boundary");
}
