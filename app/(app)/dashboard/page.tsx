import { canWrite } from "@/lib/auth/can-write";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { Suspense, type ReactNode } from "react";
import { DashboardCard } from "@/components/dashboard/dashboard-card";
import { FirstRunGuide } from "@/components/dashboard/first-run-guide";
import { PanelSkeleton } from "@/components/dashboard/panel-skeleton";
import { InsuranceReportLink } from "@/components/reports/report-links";
import { LowStockCard } from "@/components/stock/low-stock-card";
import { LoansDashboardCard } from "@/components/loans/loans-dashboard-card";
import { getGroup } from "@/lib/groups/groups";
import { firstRun } from "@/lib/onboarding/first-run";
import { pageTenant } from "@/lib/auth/page-tenant";
import {
  LocationValuePanel,
  MaintenancePanel,
  RecentItemsPanel,
  TagValuePanel,
  TotalsPanel,
  ValueHistoryPanel,
  WarrantiesPanel,
} from "./sections";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("dashboard");
  return { title: t("title") };
}

const linkStyle = "text-sm font-medium text-brand-700 hover:underline dark:text-brand-400";

/** A panel that streams in when its figures are ready, with a placeholder until then. */
function Streamed({ label, lines, children }: { label: string; lines?: number; children: ReactNode }) {
  return <Suspense fallback={<PanelSkeleton label={label} lines={lines} />}>{children}</Suspense>;
}

export default async function DashboardPage() {
  const t = await getTranslations("dashboard");
  const ctx = await pageTenant();
  if (!ctx) {
    return (
      <section aria-labelledby="dashboard-heading">
        <h1 id="dashboard-heading" className="text-2xl font-semibold tracking-tight">
          {t("title")}
        </h1>
        <p className="mt-4 text-stone-600 dark:text-stone-400">{t("noGroup")}</p>
      </section>
    );
  }
  const [group, start] = await Promise.all([getGroup(ctx), firstRun(ctx)]);
  const currency = group.currency;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{group.name}</h1>
        <div className="flex gap-4">
          {canWrite(ctx) && (
            <Link href="/entities/new" className={linkStyle}>
              {t("addItem")}
            </Link>
          )}
          <InsuranceReportLink className={linkStyle} />
          {/* The phones' bottom bar has no room for Settings: reach it from here. */}
          <Link href="/settings" className={`${linkStyle} md:hidden`}>
            {t("settings")}
          </Link>
        </div>
      </div>

      {start && canWrite(ctx) && <FirstRunGuide start={start} />}

      <section aria-label={t("totals.region")}>
        <Streamed label={t("totals.loading")} lines={2}>
          <TotalsPanel ctx={ctx} currency={currency} />
        </Streamed>
      </section>

      <LowStockCard ctx={ctx} currency={currency} />
      <LoansDashboardCard ctx={ctx} />

      <DashboardCard id="value-over-time" title={t("chart.title")}>
        <Streamed label={t("chart.loading")} lines={5}>
          <ValueHistoryPanel ctx={ctx} currency={currency} />
        </Streamed>
      </DashboardCard>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <DashboardCard id="value-by-location" title={t("byLocation.title")}>
          <Streamed label={t("byLocation.loading")}>
            <LocationValuePanel ctx={ctx} currency={currency} />
          </Streamed>
        </DashboardCard>
        <DashboardCard id="value-by-tag" title={t("byTag.title")}>
          <Streamed label={t("byTag.loading")}>
            <TagValuePanel ctx={ctx} currency={currency} />
          </Streamed>
        </DashboardCard>
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <DashboardCard
          id="recent-items"
          title={t("recent.title")}
          action={
            <Link href="/entities" className={linkStyle}>
              {t("recent.all")}
            </Link>
          }
        >
          <Streamed label={t("recent.loading")}>
            <RecentItemsPanel ctx={ctx} currency={currency} />
          </Streamed>
        </DashboardCard>
        <DashboardCard
          id="upcoming-maintenance"
          title={t("maintenance.title")}
          action={
            <Link href="/maintenance" className={linkStyle}>
              {t("maintenance.all")}
            </Link>
          }
        >
          <Streamed label={t("maintenance.loading")}>
            <MaintenancePanel ctx={ctx} currency={currency} />
          </Streamed>
        </DashboardCard>
        <DashboardCard id="expiring-warranties" title={t("warranties.title")}>
          <Streamed label={t("warranties.loading")}>
            <WarrantiesPanel ctx={ctx} currency={currency} />
          </Streamed>
        </DashboardCard>
      </div>
    </div>
  );
}
