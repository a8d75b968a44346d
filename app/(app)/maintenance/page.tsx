import type { Metadata } from "next";
import { MaintenanceBoardSection } from "@/components/maintenance/maintenance-board-section";
import { tenantOfUser } from "@/lib/auth/tenant-of-user";
import { listGroupMaintenance } from "@/lib/maintenance/maintenance";
import { maintenanceBoard } from "@/lib/maintenance/maintenance-board";
import { formatDateOnly } from "@/lib/schemas/common";
import { requireUser } from "../require-user";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Maintenance" };

/** Every item's maintenance in one place (what `GET /v1/maintenance?status=both` lists): overdue, due, done. */
export default async function MaintenancePage() {
  const ctx = await tenantOfUser(await requireUser());
  const entries = ctx ? await listGroupMaintenance(ctx, "both") : [];
  const board = maintenanceBoard(entries, formatDateOnly(new Date()));
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Maintenance</h1>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          Across all items. Add or complete maintenance on an item’s page.
        </p>
      </div>
      <MaintenanceBoardSection
        id="maintenance-overdue"
        title="Overdue"
        entries={board.overdue}
        empty="Nothing overdue."
        tone="overdue"
      />
      <MaintenanceBoardSection
        id="maintenance-due"
        title="Due"
        entries={board.due}
        empty="Nothing scheduled."
      />
      <MaintenanceBoardSection
        id="maintenance-done"
        title="Done"
        entries={board.done}
        empty="Nothing done yet."
      />
    </div>
  );
}
