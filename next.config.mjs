import { API_CONTENT_SECURITY_POLICY, COMMON_SECURITY_HEADERS } from "./lib/http/security-headers.mjs";
import { PHASE_PRODUCTION_SERVER } from "next/constants.js";
import { buildStamp } from "./lib/status/build-stamp.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Native and engine packages stay outside the server bundle and load from node_modules.
  serverExternalPackages: [
    "better-sqlite3",
    "@prisma/adapter-better-sqlite3",
    "@prisma/adapter-pg",
    "pg",
    "pino",
  ],
  // Inlined into the bundle at build time: the status reports what was built, not the environment.
  env: buildStamp(import.meta.dirname),
  experimental: {
    // Next.js would load every page and route module when the server starts (about 200 MB here);
    // each loads on its first request instead, so a small machine only holds what is used.
    preloadEntriesOnStart: false,
  },
  turbopack: {
    resolveAlias: {
      // Messages reach next-intl precompiled (lib/i18n/messages.ts), so the browser gets the small
      // formatter without the ICU parser (about 12 kB gzipped less on every page).
      "use-intl/format-message": "./node_modules/use-intl/dist/esm/production/format-message/format-only.js",
    },
  },
  // The type check is its own required step, not the build's: `npm run typecheck` (tsc over the
  // TypeScript and, with checkJs, the .mjs files the build never sees), which `npm test`
  // (scripts/test/run-all.mjs, "types") and CI run and fail on. Checking again here would only
  // make every build slower, the test server's rebuilds included.
  typescript: { ignoreBuildErrors: true },
  // The page addresses of HomeBox's web app, which its printed labels' QR codes hold.
  async redirects() {
    return [
      { source: "/item/:id", destination: "/entities/:id", permanent: false },
      { source: "/location/:id", destination: "/entities/:id", permanent: false },
    ];
  },
  async headers() {
    return [
      { source: "/:path*", headers: COMMON_SECURITY_HEADERS },
      // Pages get their policy, with a fresh script nonce, from proxy.ts.
      {
        source: "/api/:path*",
        headers: [{ key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }],
      },
      // The service worker (app/sw.ts): always checked for a new version, and allowed to control
      // the whole site although it is served from /serwist/.
      {
        source: "/serwist/:path*",
        headers: [
          { key: "Cache-Control", value: "no-cache" },
          { key: "Service-Worker-Allowed", value: "/" },
          {
            key: "Content-Security-Policy",
            value: "default-src 'self'; script-src 'self'; frame-ancestors 'none'",
          },
        ],
      },
    ];
  },
};

/**
 * The plugins only change how the bundle is built (aliases, loaders, packages kept out of it), so
 * the production server, which loads this file at start, runs without them: next-intl's plugin
 * brings its message extractor (the native SWC compiler and a file watcher, about 10 MB resident)
 * and Serwist's brings browserslist and its data.
 * @param {string} phase
 */
export default async function config(phase) {
  if (phase === PHASE_PRODUCTION_SERVER) return nextConfig;
  const [{ withSerwist }, { default: createNextIntlPlugin }] = await Promise.all([
    import("@serwist/turbopack"),
    import("next-intl/plugin"),
  ]);
  // The language of each request and its catalogue: lib/i18n/request.ts.
  const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");
  // withSerwist keeps esbuild, which builds the service worker, out of the server bundle.
  return withSerwist(withNextIntl(nextConfig));
}
