// The rate-limit binding counts in windows aligned to the wall clock (a new window every
// minute on the minute). A burst that straddles a boundary is legitimately split across two
// windows, so such a burst is discarded and sent again; each attempt must use a fresh caller.
export async function withinOneRateWindow<T>(burst: () => Promise<T>): Promise<T> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const windowAtStart = Math.floor(Date.now() / 60_000);
    const result = await burst();
    if (Math.floor(Date.now() / 60_000) === windowAtStart) return result;
  }
  throw new Error("three bursts in a row straddled a minute boundary");
}
