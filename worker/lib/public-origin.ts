/** Absolute URLs name the configured public origin, never the request's Host header. */
export function publicOrigin(c: { env: Env; req: { url: string } }): string {
  try {
    const origin = new URL(c.env.APP_ORIGIN).origin;
    if (origin !== "null") return origin;
  } catch {
    // fall through
  }
  return new URL(c.req.url).origin;
}
