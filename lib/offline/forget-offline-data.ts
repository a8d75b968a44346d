/** Prefix of the caches holding one person's pages and API answers (app/sw.ts keeps them). */
export const USER_CACHE_PREFIX = "cairn-user-";

/**
 * Deletes what the service worker kept for reading offline, before signing out (or on the sign-in
 * page, should the session have ended otherwise): whoever uses this browser next must not see it.
 * The worker is told too, so it keeps nothing more for the old session.
 */
export async function forgetOfflineData(): Promise<void> {
  try {
    navigator.serviceWorker?.controller?.postMessage({ type: "cairn:signed-out" });
    if (typeof caches === "undefined") return;
    const names = await caches.keys();
    await Promise.all(
      names.filter((name) => name.startsWith(USER_CACHE_PREFIX)).map((name) => caches.delete(name)),
    );
  } catch {
    // No cache storage (a private window may refuse it): nothing was kept.
  }
}
