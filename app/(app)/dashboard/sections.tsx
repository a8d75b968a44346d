import { getTranslations } from "next-intl/server";
import { EmptyNote } from "@/components/dashboard/dashboard-card";
import { ExpiringWarranties } from "@/components/dashboard/expiring-warranties";
import { RecentItems } from "@/components/dashboard/recent-items";
import { StatTiles } from "@/components/dashboard/stat-tiles";
import { UpcomingMaintenance } from "@/components/dashboard/upcoming-maintenance";
import { ValueBars } from "@/components/dashboard/value-bars";
import { ValueChart } from "@/components/dashboard/value-chart";
import type { TenantContext } from "@/lib/auth/principal";
import { getFormats } from "@/lib/i18n/request-locale";
import { formatDateOnly } from "@/lib/schemas/common";
import { expiringWarranties, recentItems, upcomingMaintenance } from "@/lib/statistics/dashboard-lists";
import { getGroupStatistics } from "@/lib/statistics/group-statistics";
import { tagTotals, topLevelLocationTotals } from "@/lib/statistics/organizer-totals";
import { monthlyValueHistory } from "@/lib/statistics/value-history";

/*
 * The dashboard's panels, each loading its own figures so the page can stream them: the totals and
 * short lists come back in milliseconds, the value sums over a large inventory take longer and
 * arrive when ready (each panel sits in its own <Suspense>). All are aggregates or short
 * index-ordered lists: none loads the inventory.
 */

type PanelProps = { ctx: TenantContext; currency: string };

export async function TotalsPanel({ ctx, currency }: PanelProps) {
  const [stats, t, f] = await Promise.all([
    getGroupStatistics(ctx),
    getTranslations("dashboard.totals"),
    getFormats(currency),
  ]);
  return (
    <StatTiles
      tiles={[
        { label: t("items"), value: f.count(stats.totalItems), href: "/entities" },
        { label: t("locations"), value: f.count(stats.totalLocations), href: "/locations" },
        { label: t("tags"), value: f.count(stats.totalTags), href: "/tags" },
        { label: t("value"), value: f.money(stats.totalItemPrice) },
      ]}
    />
  );
}

export async function ValueHistoryPanel({ ctx, currency }: PanelProps) {
  const history = await monthlyValueHistory(ctx, 12);
  if (!history.some((point) => point.value > 0)) {
    const t = await getTranslations("dashboard.chart");
    return <EmptyNote>{t("empty")}</EmptyNote>;
  }
  return <ValueChart points={history} currency={currency} />;
}

export async function LocationValuePanel({ ctx, currency }: PanelProps) {
  const totals = await topLevelLocationTotals(ctx);
  const t = await getTranslations("dashboard.byLocation");
  return (
    <>
      <ValueBars
        totals={totals}
        currency={currency}
        hrefOf={(id) => `/entities/${id}`}
        emptyText={t("empty")}
      />
      {totals.length > 0 && <p className="mt-3 text-xs text-stone-500 dark:text-stone-400">{t("note")}</p>}
    </>
  );
}

export async function TagValuePanel({ ctx, currency }: PanelProps) {
  const t = await getTranslations("dashboard.byTag");
  return (
    <ValueBars
      totals={await tagTotals(ctx)}
      currency={currency}
      hrefOf={(id) => `/entities?tags=${id}`}
      emptyText={t("empty")}
    />
  );
}

export async function RecentItemsPanel({ ctx, currency }: PanelProps) {
  return <RecentItems items={await recentItems(ctx)} currency={currency} />;
}

export async function MaintenancePanel({ ctx, currency }: PanelProps) {
  return (
    <UpcomingMaintenance
      entries={await upcomingMaintenance(ctx)}
      today={formatDateOnly(new Date())}
      currency={currency}
    />
  );
}

export async function WarrantiesPanel({ ctx, currency }: PanelProps) {
  return <ExpiringWarranties items={await expiringWarranties(ctx, 90)} currency={currency} />;
}
