import { createSerwistRoute } from "@serwist/turbopack";

/**
 * The service worker (app/sw.ts) as /serwist/sw.js: bundled by esbuild while `next build`
 * prerenders this route, so the Turbopack build stays as it is. Its precache: the build's scripts,
 * styles and fonts (a saved page needs them to run offline), and the icon and mark.
 */
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: "app/sw.ts",
  useNativeEsbuild: true,
  globPatterns: [".next/static/**/*.{js,css,woff2}", "public/favicon.svg", "public/icons/icon-192.png"],
  // The build's chunk files already carry their hash in the name.
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
});
