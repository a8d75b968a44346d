import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MaintenanceBoardSection } from "@/components/maintenance/maintenance-board-section";
import { groupCurrency } from "@/lib/groups/group-currency";
import { listGroupMaintenance } from "@/lib/maintenance/list-group-maintenance";
import { maintenanceBoard } from "@/lib/maintenance/maintenance-board";
import { formatDateOnly } from "@/lib/schemas/common";
import { pageTenant } from "@/lib/auth/page-tenant";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("maintenance");
  return { title: t("title") };
}

/** Every item's maintenance in one place (what `GET /v1/maintenance?status=both` lists): overdue, due, done. */
export default async function MaintenancePage() {
  const ctx = await pageTenant();
  const t = await getTranslations("maintenance");
  const [entries, currency] = ctx
    ? await Promise.all([listGroupMaintenance(ctx, "both"), groupCurrency(ctx)])
    : [[], "USD"];
  const board = maintenanceBoard(entries, formatDateOnly(new Date()));
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t("intro")}</p>
      </div>
      <MaintenanceBoardSection
        id="maintenance-overdue"
        title={t("overdue")}
        entries={board.overdue}
        empty={t("overdueEmpty")}
        currency={currency}
        tone="overdue"
      />
      <MaintenanceBoardSection
        id="maintenance-due"
        title={t("dueHeading")}
        entries={board.due}
        empty={t("dueEmpty")}
        currency={currency}
      />
      <MaintenanceBoardSection
        id="maintenance-done"
        title={t("done")}
        entries={board.done}
        empty={t("doneEmpty")}
        currency={currency}
      />
    </div>
  );
}
