import type { Metadata } from "next";
import Link from "next/link";
import { Suspense, type ReactNode } from "react";
import { DashboardCard } from "@/components/dashboard/dashboard-card";
import { FirstRunGuide } from "@/components/dashboard/first-run-guide";
import { PanelSkeleton } from "@/components/dashboard/panel-skeleton";
import { tenantOfUser } from "@/lib/auth/tenant-of-user";
import { getGroup } from "@/lib/groups/groups";
import { firstRun } from "@/lib/onboarding/first-run";
import { requireUser } from "../require-user";
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
export const metadata: Metadata = { title: "Home" };

const linkStyle = "text-sm font-medium text-brand-700 hover:underline dark:text-brand-400";

/** A panel that streams in when its figures are ready, with a placeholder until then. */
function Streamed({ label, lines, children }: { label: string; lines?: number; children: ReactNode }) {
  return <Suspense fallback={<PanelSkeleton label={label} lines={lines} />}>{children}</Suspense>;
}

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
  const [group, start] = await Promise.all([getGroup(ctx), firstRun(ctx)]);
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

      {start && <FirstRunGuide start={start} />}

      <section aria-label="Totals">
        <Streamed label="Loading totals" lines={2}>
          <TotalsPanel ctx={ctx} currency={currency} />
        </Streamed>
      </section>

      <DashboardCard id="value-over-time" title="Value over the last 12 months">
        <Streamed label="Loading the value over time" lines={5}>
          <ValueHistoryPanel ctx={ctx} currency={currency} />
        </Streamed>
      </DashboardCard>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <DashboardCard id="value-by-location" title="Value by location">
          <Streamed label="Loading value by location">
            <LocationValuePanel ctx={ctx} currency={currency} />
          </Streamed>
        </DashboardCard>
        <DashboardCard id="value-by-tag" title="Value by tag">
          <Streamed label="Loading value by tag">
            <TagValuePanel ctx={ctx} currency={currency} />
          </Streamed>
        </DashboardCard>
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <DashboardCard
          id="recent-items"
          title="Recently added"
          action={
            <Link href="/entities" className={linkStyle}>
              All items
            </Link>
          }
        >
          <Streamed label="Loading recent items">
            <RecentItemsPanel ctx={ctx} />
          </Streamed>
        </DashboardCard>
        <DashboardCard
          id="upcoming-maintenance"
          title="Upcoming maintenance"
          action={
            <Link href="/maintenance" className={linkStyle}>
              All maintenance
            </Link>
          }
        >
          <Streamed label="Loading maintenance">
            <MaintenancePanel ctx={ctx} />
          </Streamed>
        </DashboardCard>
        <DashboardCard id="expiring-warranties" title="Warranties ending soon">
          <Streamed label="Loading warranties">
            <WarrantiesPanel ctx={ctx} />
          </Streamed>
        </DashboardCard>
      </div>
    </div>
  );
}
