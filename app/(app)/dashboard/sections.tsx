import { EmptyNote } from "@/components/dashboard/dashboard-card";
import { ExpiringWarranties } from "@/components/dashboard/expiring-warranties";
import { formatMoney } from "@/components/dashboard/format";
import { RecentItems } from "@/components/dashboard/recent-items";
import { StatTiles } from "@/components/dashboard/stat-tiles";
import { UpcomingMaintenance } from "@/components/dashboard/upcoming-maintenance";
import { ValueBars } from "@/components/dashboard/value-bars";
import { ValueChart } from "@/components/dashboard/value-chart";
import type { TenantContext } from "@/lib/auth/principal";
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
  const stats = await getGroupStatistics(ctx);
  return (
    <StatTiles
      tiles={[
        { label: "Items", value: stats.totalItems.toLocaleString("en"), href: "/entities" },
        { label: "Locations", value: stats.totalLocations.toLocaleString("en"), href: "/locations" },
        { label: "Tags", value: stats.totalTags.toLocaleString("en"), href: "/tags" },
        { label: "Total value", value: formatMoney(stats.totalItemPrice, currency) },
      ]}
    />
  );
}

export async function ValueHistoryPanel({ ctx, currency }: PanelProps) {
  const history = await monthlyValueHistory(ctx, 12);
  if (!history.some((point) => point.value > 0)) {
    return (
      <EmptyNote>Give your items a purchase price to see how the value of your things builds up.</EmptyNote>
    );
  }
  return <ValueChart points={history} currency={currency} />;
}

export async function LocationValuePanel({ ctx, currency }: PanelProps) {
  const totals = await topLevelLocationTotals(ctx);
  return (
    <>
      <ValueBars
        totals={totals}
        currency={currency}
        hrefOf={(id) => `/entities/${id}`}
        emptyText="No priced items in any location yet."
      />
      {totals.length > 0 && (
        <p className="mt-3 text-xs text-stone-500 dark:text-stone-400">
          Top-level locations, each with everything inside it: nothing is counted twice.
        </p>
      )}
    </>
  );
}

export async function TagValuePanel({ ctx, currency }: PanelProps) {
  return (
    <ValueBars
      totals={await tagTotals(ctx)}
      currency={currency}
      hrefOf={(id) => `/entities?tags=${id}`}
      emptyText="No priced items carry a tag yet."
    />
  );
}

export async function RecentItemsPanel({ ctx }: { ctx: TenantContext }) {
  return <RecentItems items={await recentItems(ctx)} />;
}

export async function MaintenancePanel({ ctx }: { ctx: TenantContext }) {
  return <UpcomingMaintenance entries={await upcomingMaintenance(ctx)} today={formatDateOnly(new Date())} />;
}

export async function WarrantiesPanel({ ctx }: { ctx: TenantContext }) {
  return <ExpiringWarranties items={await expiringWarranties(ctx, 90)} />;
}
