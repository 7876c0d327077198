import { describe, expect, it, vi } from "vitest";
import { BUTTON_SIZES, GIS_SCRIPT_URL, GoogleIdentity, safeRedirect } from "../../web/src/features/auth/lib/google-identity";

/** A minimal document: records appended scripts so the test can fire their load/error. */
function fakeDocument() {
  const scripts: { src: string; onload?: () => void; onerror?: () => void }[] = [];
  const doc = {
    createElement: () => ({}) as (typeof scripts)[number],
    head: { appendChild: (s: (typeof scripts)[number]) => scripts.push(s) },
    defaultView: null,
  };
  return { doc: doc as unknown as Document, scripts };
}

describe("Google identity plugin", () => {
  it("refuses to install with an empty client id", () => {
    expect(() => new GoogleIdentity("", fakeDocument().doc)).toThrow(/client id/);
    expect(() => new GoogleIdentity("   ", fakeDocument().doc)).toThrow(/client id/);
  });

  it("loads the script on demand, once", async () => {
    const { doc, scripts } = fakeDocument();
    const identity = new GoogleIdentity("client-1", doc);
    expect(scripts).toHaveLength(0);
    const first = identity.load();
    const second = identity.load();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(GIS_SCRIPT_URL);
    scripts[0]!.onload!();
    await Promise.all([first, second]);
  });

  it("sets the error flag and message when the script fails to load", async () => {
    const { doc, scripts } = fakeDocument();
    const identity = new GoogleIdentity("client-1", doc);
    const loading = identity.load();
    scripts[0]!.onerror!();
    await expect(loading).rejects.toThrow(/could not be loaded/);
    expect(identity.loadError).toBe(true);
    expect(identity.errorMessage).toMatch(/could not be loaded/);
  });

  it("raises an error event for a response without a credential, and a credential event otherwise", () => {
    const identity = new GoogleIdentity("client-1", fakeDocument().doc);
    const onError = vi.fn();
    const onCredential = vi.fn();
    identity.addEventListener("error", onError);
    identity.addEventListener("credential", (e) => onCredential((e as CustomEvent<string>).detail));
    identity.handleResponse({});
    identity.handleResponse(undefined);
    identity.handleResponse({ credential: "id-token" });
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onCredential).toHaveBeenCalledWith("id-token");
  });

  it("offers the three button sizes of the spec", () => {
    expect(BUTTON_SIZES).toEqual({ large: 40, medium: 32, small: 20 });
  });
});

describe("redirect after sign-in", () => {
  it.each([
    ["/book/walden?tab=long#chapters", "/book/walden?tab=long#chapters"],
    [null, "/"],
    ["https://evil.example/", "/"],
    ["//evil.example/", "/"],
    ["/\\evil.example", "/"],
  ])("%s -> %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
