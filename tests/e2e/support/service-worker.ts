import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Waits until a service worker controls the page (a reload after its first install), and until the reloaded page has
 * made its own registration: the app registers once the page has settled (2 s after load, then an idle moment), and
 * a registration that lands after a test's "new build" would install the current build over it.
 */
export async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    const w = window as unknown as { __appRegistered?: boolean };
    container.register = (...args: Parameters<ServiceWorkerContainer["register"]>) => {
      const registering = register(...args);
      void registering.then(() => {
        w.__appRegistered ??= true;
      });
      return registering;
    };
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js\?v=/);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __appRegistered?: boolean }).__appRegistered ?? false), {
      timeout: 20_000,
    })
    .toBe(true);
}
