import { describe, expect, it } from "vitest";
import { chromiumPlan, INSTALL_COMMAND } from "../../scripts/lib/chromium-setup";

const path = "/usr/bin/chromium";

describe("npm test's browser step on a machine without chromium", () => {
  it("goes ahead when Debian's chromium is there", () => {
    expect(chromiumPlan({ present: true, canInstall: false, viaSudo: false }, path)).toEqual({ action: "ready" });
  });

  it("installs it itself when it may install packages", () => {
    expect(chromiumPlan({ present: false, canInstall: true, viaSudo: false }, path)).toEqual({ action: "install" });
  });

  it("otherwise stops with one line giving the exact command", () => {
    const plan = chromiumPlan({ present: false, canInstall: false, viaSudo: true }, path);
    expect(plan).toEqual({
      action: "stop",
      message: `The browser tests need Debian's chromium at ${path}; install it with: sudo sh -c '${INSTALL_COMMAND}'`,
    });
    expect(INSTALL_COMMAND).toBe("apt-get update && apt-get install -y chromium");
  });

  it("names the plain command where there is no sudo to go through", () => {
    const plan = chromiumPlan({ present: false, canInstall: false, viaSudo: false }, path);
    expect(plan.action === "stop" && plan.message.endsWith(`install it with: ${INSTALL_COMMAND}`)).toBe(true);
  });
});
