import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { Scanner } from "@/components/scanner/scanner";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pages.scan");
  return { title: t("title") };
}

export default async function ScanPage() {
  const t = await getTranslations("pages.scan");
  return (
    <section aria-labelledby="scan-heading">
      <h1 id="scan-heading" className="mb-1 text-2xl font-semibold tracking-tight">
        {t("title")}
      </h1>
      <p className="mb-5 text-sm text-stone-600 dark:text-stone-400">{t("intro")}</p>
      {/* The scanner reads ?code= from the address: rendered on the client only, below Suspense. */}
      <Suspense fallback={null}>
        <Scanner />
      </Suspense>
    </section>
  );
}
