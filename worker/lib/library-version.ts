/**
 * The library's version, kept in KV so an edge-cache hit reads no D1 (docs/decisions/031-library-edge-cache.md).
 * Every public library answer is cached under it; a write that changes a public answer calls `libraryChanged`,
 * which stores a fresh value, so those answers get new keys. KV is eventually consistent: another data centre
 * may keep reading the old value for about a minute, and the answers' own five-minute edge lifetime
 * (PUBLIC_CACHE) bounds how stale anything can be even when a change was not recorded.
 */
const KEY = "library";
/** KV keeps a read at the edge this long (its minimum): the price of a hit is a local KV read. */
const READ_CACHE_SECONDS = 30;

type VersionStore = Pick<Env, "LIBRARY_VERSION">;

/** The current version, or null when KV cannot be read (then the answer is rendered without the cache). */
export async function libraryVersion(env: VersionStore): Promise<string | null> {
  try {
    return (await env.LIBRARY_VERSION.get(KEY, { cacheTtl: READ_CACHE_SECONDS })) ?? "0";
  } catch (err) {
    console.warn("library version unreadable", err);
    return null;
  }
}

/**
 * Turns every cached library answer over. A fresh random value, never a counter: two writers racing cannot put an
 * older value back and revive answers cached under it. A failed write is logged; the edge lifetime bounds it.
 */
export async function libraryChanged(env: VersionStore): Promise<void> {
  try {
    await env.LIBRARY_VERSION.put(KEY, crypto.randomUUID());
  } catch (err) {
    console.warn("library version not changed", err);
  }
}
