import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { afterNextPaint } from "./browser";

export const isFocused = (target: Locator) => target.evaluateAll((els) => els.includes(document.activeElement as HTMLElement));

export async function describeFocus(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    const role = el.getAttribute("role");
    const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}${role ? `[${role}]` : ""} "${name}"`;
  });
}

/** Presses Tab (or Shift+Tab) until `target` has focus; answers how many presses it took. */
export async function tabTo(page: Page, target: Locator, { max = 30, back = false } = {}) {
  // Parts of the header (search box, account menu) arrive just after the page has loaded.
  await target.waitFor({ state: "attached" });
  const path: string[] = [];
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    if (await isFocused(target)) return presses;
    // The header's search box can be replaced by the search itself right as it gets focus; focus moves to the new box
    // (use-focus-hand-over.ts). Look again once that render has been painted.
    await afterNextPaint(page);
    if (await isFocused(target)) return presses;
    path.push(await describeFocus(page));
  }
  throw new Error(`Not reached with ${max} ${back ? "Shift+Tab" : "Tab"} presses; focus went ${path.join(" → ")}`);
}

/**
 * The focused element shows a focus indicator: it matches :focus-visible and draws an outline or a ring. Asked of the
 * element that has focus now, among those `target` matches, and asked again until it holds: a box that is replaced
 * while it has focus (the header's search arriving, use-focus-hand-over.ts) hands focus to its successor, and the
 * one replaced, already detached, would answer for neither.
 */
export async function expectVisibleFocus(target: Locator) {
  const shownOnFocused = () =>
    target.evaluateAll((els) => {
      const el = els.find((candidate) => candidate === document.activeElement);
      if (!el) return "not focused";
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      const ring = style.boxShadow !== "none";
      return {
        focusVisible: el.matches(":focus-visible"),
        indicator: outline || ring,
        onScreen: box.width > 1 && box.height > 1 && style.opacity !== "0" && style.visibility !== "hidden",
      };
    });
  try {
    await expect.poll(() => isFocused(target)).toBe(true);
  } catch {
    throw new Error(`Expected ${target} to have focus; it is on ${await describeFocus(target.page())}`);
  }
  await expect.poll(shownOnFocused).toEqual({ focusVisible: true, indicator: true, onScreen: true });
}
