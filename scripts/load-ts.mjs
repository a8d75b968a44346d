// Loads one of the app's TypeScript modules (with its `@/` imports) into this plain Node process.
// The app has no TypeScript loader of its own at run time; Vite's SSR module loader, the one vitest
// runs the tests with, compiles the module and its project imports while packages stay native.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createViteServer } from "vitest/node";
import { loaderAliases } from "./loader-aliases.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The loaded module and the function that closes the loader; keep the loader open while the module
 * is in use, since it may still import lazily.
 * @param {string} file path relative to the project root
 * @returns {Promise<{ loaded: any, close: () => Promise<void> }>}
 */
export async function openTypeScriptModule(file) {
  const server = await createViteServer({
    configFile: false,
    root,
    logLevel: "error",
    appType: "custom",
    resolve: { alias: loaderAliases(root) },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return { loaded: await server.ssrLoadModule(path.join(root, file)), close: () => server.close() };
  } catch (error) {
    await server.close();
    throw error;
  }
}

/**
 * Calls `work` with the loaded module, then closes the loader.
 * @template T
 * @param {string} file path relative to the project root
 * @param {(loaded: any) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withTypeScriptModule(file, work) {
  const { loaded, close } = await openTypeScriptModule(file);
  try {
    return await work(loaded);
  } finally {
    await close();
  }
}
