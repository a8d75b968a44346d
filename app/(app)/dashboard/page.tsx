import type { Metadata } from "next";
import Link from "next/link";
import { DashboardCard, EmptyNote } from "@/components/dashboard/dashboard-card";
import { ExpiringWarranties } from "@/components/dashboard/expiring-warranties";
import { formatMoney } from "@/components/dashboard/format";
import { RecentItems } from "@/components/dashboard/recent-items";
import { StatTiles } from "@/components/dashboard/stat-tiles";
import { UpcomingMaintenance } from "@/components/dashboard/upcoming-maintenance";
import { ValueBars } from "@/components/dashboard/value-bars";
import { ValueChart } from "@/components/dashboard/value-chart";
import { tenantOfUser } from "@/lib/auth/tenant-of-user";
import { getGroup } from "@/lib/groups/groups";
import { formatDateOnly } from "@/lib/schemas/common";
import { expiringWarranties, recentItems, upcomingMaintenance } from "@/lib/statistics/dashboard-lists";
import { getGroupStatistics } from "@/lib/statistics/group-statistics";
import { locationTotals, tagTotals } from "@/lib/statistics/organizer-totals";
import { monthlyValueHistory } from "@/lib/statistics/value-history";
import { requireUser } from "../require-user";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Home" };

const linkStyle = "text-sm font-medium text-brand-700 hover:underline dark:text-brand-400";

export default async function DashboardPage() {
  const user = await requireUser();
  const ctx = await tenantOfUser(user);
  if (!ctx) {
    return (
      <section aria-labelledby="dashboard-heading">
        <h1 id="dashboard-heading" className="text-2xl font-semibold tracking-tight">
          Home
        </h1>
        <p className="mt-4 text-stone-600 dark:text-stone-400">
          You do not belong to a household yet. Ask someone for an invitation link.
        </p>
      </section>
    );
  }
  // Every figure is an aggregate or a short, index-ordered list: none grows with the inventory.
  const now = new Date();
  const [group, stats, history, byLocation, byTag, recent, maintenance, warranties] = await Promise.all([
    getGroup(ctx),
    getGroupStatistics(ctx, now),
    monthlyValueHistory(ctx, 12, now),
    locationTotals(ctx),
    tagTotals(ctx),
    recentItems(ctx),
    upcomingMaintenance(ctx),
    expiringWarranties(ctx, 90, 10, now),
  ]);
  const currency = group.currency;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{group.name}</h1>
        <div className="flex gap-4">
          <Link href="/entities/new" className={linkStyle}>
            Add an item
          </Link>
          {/* The phones' bottom bar has no room for Settings: reach it from here. */}
          <Link href="/settings" className={`${linkStyle} md:hidden`}>
            Settings
          </Link>
        </div>
      </div>

      <section aria-label="Totals">
        <StatTiles
          tiles={[
            { label: "Items", value: stats.totalItems.toLocaleString("en"), href: "/entities" },
            { label: "Locations", value: stats.totalLocations.toLocaleString("en"), href: "/locations" },
            { label: "Tags", value: stats.totalTags.toLocaleString("en"), href: "/tags" },
            { label: "Total value", value: formatMoney(stats.totalItemPrice, currency) },
          ]}
        />
      </section>

      <DashboardCard id="value-over-time" title="Value over the last 12 months">
        {stats.totalItemPrice > 0 ? (
          <ValueChart points={history} currency={currency} />
        ) : (
          <EmptyNote>
            Give your items a purchase price to see how the value of your things builds up.
          </EmptyNote>
        )}
      </DashboardCard>

      <div className="grid gap-6 lg:grid-cols-2">
        <DashboardCard id="value-by-location" title="Value by location">
          <ValueBars
            totals={byLocation}
            currency={currency}
            hrefOf={(id) => `/entities/${id}`}
            emptyText="No priced items in any location yet."
          />
        </DashboardCard>
        <DashboardCard id="value-by-tag" title="Value by tag">
          <ValueBars
            totals={byTag}
            currency={currency}
            hrefOf={(id) => `/entities?tags=${id}`}
            emptyText="No priced items carry a tag yet."
          />
        </DashboardCard>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <DashboardCard
          id="recent-items"
          title="Recently added"
          action={
            <Link href="/entities" className={linkStyle}>
              All items
            </Link>
          }
        >
          <RecentItems items={recent} />
        </DashboardCard>
        <DashboardCard id="upcoming-maintenance" title="Upcoming maintenance">
          <UpcomingMaintenance entries={maintenance} today={formatDateOnly(now)} />
        </DashboardCard>
        <DashboardCard id="expiring-warranties" title="Warranties ending soon">
          <ExpiringWarranties items={warranties} />
        </DashboardCard>
      </div>
    </div>
  );
}
