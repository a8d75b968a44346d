import type { MetadataRoute } from "next";
import { getTranslations } from "next-intl/server";

const ICON_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512];

/**
 * The web app manifest (/manifest.webmanifest): Cairn installed on a phone or desktop opens the
 * dashboard in a window of its own. Light and dark theme colours are in the root layout's viewport
 * (a manifest holds one); this one is the light page background. Icons: scripts/brand-icons.mjs.
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations("offline");
  return {
    id: "/",
    name: "Cairn",
    short_name: "Cairn",
    description: t("manifest.description"),
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    orientation: "any",
    theme_color: "#fafaf9",
    background_color: "#fafaf9",
    categories: ["productivity", "utilities"],
    icons: [
      ...ICON_SIZES.map((size) => ({
        src: `/icons/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: "image/png",
        purpose: "any" as const,
      })),
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
    shortcuts: [
      {
        name: t("manifest.quickAdd"),
        short_name: t("manifest.quickAddShort"),
        url: "/dashboard?quick-add",
        icons: [{ src: "/icons/icon-96.png", sizes: "96x96", type: "image/png" }],
      },
      {
        name: t("manifest.scan"),
        short_name: t("manifest.scanShort"),
        url: "/scan",
        icons: [{ src: "/icons/icon-96.png", sizes: "96x96", type: "image/png" }],
      },
    ],
  };
}
