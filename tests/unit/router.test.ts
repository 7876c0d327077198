import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { matchPath } from "../../web/src/lib/router/match";

describe("the app router's path matching (web/src/lib/router)", () => {
  it("matches static paths ignoring case and a trailing slash, and nothing longer", () => {
    expect(matchPath("/login", "/login")).toEqual({});
    expect(matchPath("/login", "/Login/")).toEqual({});
    expect(matchPath("/login", "/login/extra")).toBeNull();
    expect(matchPath("/", "/")).toEqual({});
    expect(matchPath("/", "/book")).toBeNull();
  });

  it("decodes params and allows a missing optional one", () => {
    expect(matchPath("/book/:id/:sessionId?", "/book/meditations")).toEqual({ id: "meditations" });
    expect(matchPath("/book/:id/:sessionId?", "/book/a%20b%2Fc/cs_123")).toEqual({ id: "a b/c", sessionId: "cs_123" });
    expect(matchPath("/book/:id/:sessionId?", "/book")).toBeNull();
    expect(matchPath("/book/:id/:sessionId?", "/book/a/b/c")).toBeNull();
    expect(matchPath("/book/:id/admin", "/book/x/admin")).toEqual({ id: "x" });
    expect(matchPath("/book/:id/admin", "/book/x/other")).toBeNull();
  });

  it("keeps a malformed escape as written instead of throwing", () => {
    expect(matchPath("/book/:id", "/book/%E0%A4%A")).toEqual({ id: "%E0%A4%A" });
  });

  it("matches anything with a final *", () => {
    expect(matchPath("*", "/a/b")).toEqual({ "*": "a/b" });
    expect(matchPath("*", "/")).toEqual({ "*": "" });
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("the SPA's first JavaScript", () => {
  it("does not import react-router (about 13 KiB gzip on every route; the app has its own router)", () => {
    const importing = sourceFiles("web/src").filter((file) =>
      /from ["']react-router(-dom)?["']/.test(readFileSync(file, "utf8")),
    );
    expect(importing).toEqual([]);
  });
});
