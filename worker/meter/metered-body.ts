/**
 * A response body that never sends a byte the meter has not granted: it passes `source` through
 * and, whenever it reaches the end of the current grant, asks `reserve` for the next bytes before
 * sending them. When the meter says no, the stream is aborted, so the client gets a truncated
 * response and not one byte more (docs/decisions/041-daily-allowance.md).
 */
export function meteredBody(
  source: ReadableStream<Uint8Array>,
  options: {
    /** Offset of the first byte `source` yields. */
    start: number;
    /** Last byte already granted, inclusive. */
    grantedEnd: number;
    /** Asks for the bytes from `from` on; answers the last granted byte, or null. */
    reserve: (from: number) => Promise<number | null>;
  },
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let position = options.start;
  let grantedEnd = options.grantedEnd;
  let pending: Uint8Array | null = null;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk = pending;
      pending = null;
      if (!chunk) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        chunk = value;
      }
      if (position > grantedEnd) {
        const next = await options.reserve(position);
        if (next === null || next < position) {
          await reader.cancel("daily allowance reached");
          return controller.error(new Error("The daily listening allowance is used up."));
        }
        grantedEnd = next;
      }
      const allowed = grantedEnd - position + 1;
      if (chunk.byteLength > allowed) {
        pending = chunk.subarray(allowed);
        chunk = chunk.subarray(0, allowed);
      }
      position += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
