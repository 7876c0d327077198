/// <reference types="node" />
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import {
  EARLY_REQUEST_MAX_AGE_MS,
  earlyRequestKey,
  takeEarlyResponse,
  type EarlyRequest,
} from "../../web/src/lib/early-requests";

const root = new URL("../../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), "utf8");

describe("index.html's early-start script", () => {
  it("is allowed by its hash in the Content-Security-Policy, so browsers run it", () => {
    const html = read("web/index.html");
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    const hash = createHash("sha256").update(scripts[0]!).digest("base64");
    const csp = /Content-Security-Policy: (.+)/.exec(read("web/public/_headers"))![1]!;
    const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!.split(" ");
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it("asks for the same keys the app's calls look up", () => {
    const html = read("web/index.html");
    // The script builds keys as method + " " + url + " " + body; the app as earlyRequestKey does.
    expect(html).toContain('early[method + " " + url + " " + (body || "")]');
    expect(earlyRequestKey("POST", "/user/user-info", undefined)).toBe("POST /user/user-info ");
    expect(earlyRequestKey("POST", "/library/books", '{"orderBy":"date_of_summary"}')).toBe(
      'POST /library/books {"orderBy":"date_of_summary"}',
    );
  });
});

describe("takeEarlyResponse", () => {
  const win = globalThis as unknown as { window?: { __chapterlyEarly?: Record<string, EarlyRequest | undefined> } };
  const answer = Promise.resolve(new Response("{}"));
  const start = (entries: Record<string, EarlyRequest>) => {
    win.window = { __chapterlyEarly: { ...entries } };
  };
  afterEach(() => {
    delete win.window;
  });

  it("hands an answer to the first identical call only", () => {
    start({ [earlyRequestKey("POST", "/user/user-info", undefined)]: { token: "t1", at: 1000, response: answer } });
    expect(takeEarlyResponse("POST", "/user/user-info", undefined, "t1", 1500)).toBe(answer);
    expect(takeEarlyResponse("POST", "/user/user-info", undefined, "t1", 1600)).toBeNull();
  });

  it("does not match another body, method or path", () => {
    const key = earlyRequestKey("POST", "/library/books", '{"orderBy":"date_of_summary"}');
    start({ [key]: { token: null, at: 1000, response: answer } });
    expect(takeEarlyResponse("POST", "/library/books", '{"orderBy":"title"}', null, 1000)).toBeNull();
    expect(takeEarlyResponse("GET", "/library/books", undefined, null, 1000)).toBeNull();
    expect(takeEarlyResponse("POST", "/library/books", '{"orderBy":"date_of_summary"}', null, 1000)).toBe(answer);
  });

  it("drops an answer asked with another token (a sign-in or sign-out since) or too long ago", () => {
    const key = earlyRequestKey("POST", "/user/user-info", undefined);
    start({ [key]: { token: "old", at: 1000, response: answer } });
    expect(takeEarlyResponse("POST", "/user/user-info", undefined, "new", 1000)).toBeNull();
    start({ [key]: { token: "t", at: 1000, response: answer } });
    expect(takeEarlyResponse("POST", "/user/user-info", undefined, "t", 1001 + EARLY_REQUEST_MAX_AGE_MS)).toBeNull();
    // dropped, not kept for later
    expect(win.window!.__chapterlyEarly![key]).toBeUndefined();
  });

  it("answers null when the page had no early script (tests, dev server)", () => {
    expect(takeEarlyResponse("POST", "/user/user-info", undefined, "t")).toBeNull();
  });
});
