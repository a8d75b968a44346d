import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { LabelPrintView } from "@/components/labels/label-print-view";
import { config } from "@/lib/config/env";
import { hasErrorCode } from "@/lib/errors/domain-error";
import { pageBaseUrl } from "@/lib/http/page-base-url";
import { printView } from "@/lib/labels/print-view";
import { printViewQuery } from "@/lib/schemas/labels";
import { pageTenant } from "@/lib/auth/page-tenant";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pages.labels");
  return { title: t("title") };
}

type PrintPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Labels on screen as they print, for the browser's print dialog or the server's label printer. */
export default async function LabelPrintPage({ searchParams }: PrintPageProps) {
  const ctx = await pageTenant();
  const query = printViewQuery.safeParse(await searchParams);
  if (!ctx || !query.success) notFound();
  const view = await printView(ctx, query.data, await pageBaseUrl()).catch((error: unknown) => {
    // An id that is not one of the group's items or locations.
    if (hasErrorCode(error, "not_found")) notFound();
    throw error;
  });
  return (
    <LabelPrintView
      labels={view.labels}
      total={view.total}
      within={view.within}
      initialStock={query.data.stock}
      serverPrinting={config().labelPrintCommand !== undefined}
    />
  );
}
