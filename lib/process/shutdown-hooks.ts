type ShutdownHook = { name: string; run: () => Promise<void> | void };

/**
 * On globalThis: Next.js bundles instrumentation and routes separately, and scripts/start.mjs (plain
 * JavaScript outside the bundles) runs the hooks.
 */
const holder = globalThis as typeof globalThis & { __cairnShutdownHooks?: ShutdownHook[] };

/**
 * Registers work for a graceful shutdown: scripts/start.mjs runs the hooks in registration order
 * once the HTTP server has stopped accepting and its in-flight requests have finished.
 */
export function onShutdown(name: string, run: ShutdownHook["run"]): void {
  (holder.__cairnShutdownHooks ??= []).push({ name, run });
}
