import { expect, type Page } from "@playwright/test";

/** Waits until the service worker (app/sw.ts) controls this page. */
export async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** The names of the caches that hold one person's data (app/sw.ts: "cairn-user-<key>-…"). */
export function userCaches(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("cairn-user-")));
}

/** Waits until the worker has kept the page at `path` for reading offline. */
export async function waitUntilSaved(page: Page, path: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          const url = new URL(wanted, location.origin).href;
          for (const name of await caches.keys())
            if (
              name.startsWith("cairn-user-") &&
              name.endsWith("-pages") &&
              (await (await caches.open(name)).match(url))
            )
              return true;
          return false;
        }, path),
      { message: `${path} saved for offline reading`, timeout: 20_000 },
    )
    .toBe(true);
}
