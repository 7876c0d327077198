import { describe, expect, it } from "vitest";
import { isServerPath, serverPathAction } from "../../web/src/app/server-paths";

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe("worker-rendered paths in the SPA (spec 2)", () => {
  it.each(["/meditations/on/marcus-aurelius/meditations", "/sitemap.xml", "/sitemaps/books-1.xml"])("recognises %s", (path) => {
    expect(isServerPath(path)).toBe(true);
  });

  it.each(["/", "/book/meditations", "/on/x/y", "/a/on/b", "/admin/email", "/sitemap.txt"])("leaves %s to the SPA", (path) => {
    expect(isServerPath(path)).toBe(false);
  });

  it("reloads once with a cache-busting parameter, then goes home", () => {
    const storage = memoryStorage();
    expect(serverPathAction("/a/on/b/c", storage, 42)).toEqual({ kind: "reload", url: "/a/on/b/c?_cb=42" });
    expect(serverPathAction("/a/on/b/c", storage, 43)).toEqual({ kind: "home" });
    expect(serverPathAction("/d/on/e/f", storage, 44)).toEqual({ kind: "reload", url: "/d/on/e/f?_cb=44" });
  });
});
