import { describe, expect, it } from "vitest";
import { normalizeDomainName } from "../../worker/lib/domain-name";

describe("normalizeDomainName", () => {
  it("lower-cases and trims plain domains", () => {
    expect(normalizeDomainName("  Example.ORG ")).toBe("example.org");
    expect(normalizeDomainName("@uni.example.edu")).toBe("uni.example.edu");
    expect(normalizeDomainName("mail.example.co.uk.")).toBe("mail.example.co.uk");
  });

  it("stores internationalized domains in punycode", () => {
    expect(normalizeDomainName("Bücher.example")).toBe("xn--bcher-kva.example");
    expect(normalizeDomainName("xn--bcher-kva.example")).toBe("xn--bcher-kva.example");
  });

  it("rejects what is not a host name", () => {
    for (const bad of [
      "",
      "localhost",
      "example",
      "http://example.com",
      "example.com/path",
      "user@example.com",
      "example.com:8080",
      "-bad.example.com",
      "bad-.example.com",
      "exa mple.com",
      "127.0.0.1",
      "a..b.com",
      "example.c0m",
      `${"a".repeat(64)}.com`,
    ]) {
      expect(normalizeDomainName(bad), bad).toBeNull();
    }
  });
});
