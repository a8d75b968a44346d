import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { TimeZoneCookie } from "@/components/i18n/time-zone-cookie";
import { ThemeScript } from "@/components/theme/theme-script";
import { textDirection } from "@/lib/i18n/locales";
import { requestDisplay } from "@/lib/i18n/request-locale";
import { inter } from "./fonts/inter";
import { Providers } from "./providers";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  return {
    title: { default: "Cairn", template: "%s · Cairn" },
    description: t("description"),
    applicationName: "Cairn",
    icons: { icon: "/favicon.svg" },
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fafaf9" },
    { media: "(prefers-color-scheme: dark)", color: "#0c0a09" },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // proxy.ts gives every page request a script nonce (its Content-Security-Policy allows no other inline script).
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  const { locale } = await requestDisplay();
  return (
    // The theme script changes <html>'s class before React hydrates.
    <html lang={locale} dir={textDirection(locale)} className={inter.variable} suppressHydrationWarning>
      <head>
        <ThemeScript nonce={nonce} />
      </head>
      <body>
        <NextIntlClientProvider>
          <Providers>{children}</Providers>
          <TimeZoneCookie />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
