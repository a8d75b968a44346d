// The module aliases of the loaders that run the app's TypeScript outside Next.js: vitest
// (vitest.config.ts) and scripts/load-ts.mjs (bench, scripts/docs, scripts/homebox).
import path from "node:path";

/**
 * `@/` is the project root, as in tsconfig.json. `server-only` marks the modules that hold the
 * database, the configuration and the secrets; outside React's `react-server` condition the package
 * throws, which is what stops a client component from bundling them. These loaders run server code
 * without that condition (it would also switch React to its server build), so they get the
 * package's own empty module, the one Next.js uses for its server layers.
 * @param {string} root the project root
 * @returns {Record<string, string>}
 */
export function loaderAliases(root) {
  return {
    "@": root,
    "server-only": path.join(root, "node_modules/server-only/empty.js"),
  };
}
