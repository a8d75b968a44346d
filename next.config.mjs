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
  typescript: { ignoreBuildErrors: true }, // `npm run typecheck` is the type gate; builds stay fast
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
 * The running server reads this file too, but the two plugins only shape the build (aliases,
 * bundler settings): loaded there, next-intl's message extractor (native SWC and a file watcher)
 * and Serwist's build tools stayed in the server's memory for its whole life. They load for
 * `next build` and the development server only.
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
