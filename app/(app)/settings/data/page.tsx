import type { Metadata } from "next";
import { BackupsPanel } from "@/components/data-tools/backups-panel";
import { CsvExportLinks } from "@/components/data-tools/csv-export-links";
import { CsvImport } from "@/components/data-tools/csv-import";
import { HomeboxImport } from "@/components/data-tools/homebox-import";
import { LabelSheetPrinter } from "@/components/data-tools/label-sheet-printer";
import { MaintenanceActions } from "@/components/data-tools/maintenance-actions";
import { RestoreBackup } from "@/components/data-tools/restore-backup";
import { WipeInventory } from "@/components/data-tools/wipe-inventory";
import { SettingsSection } from "@/components/settings/settings-section";
import { tenantOfUser } from "@/lib/auth/tenant-of-user";
import { requireUser } from "../../require-user";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Data" };

export default async function DataSettingsPage() {
  const ctx = await tenantOfUser(await requireUser());
  if (!ctx) {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-semibold tracking-tight">Data</h1>
        <p className="text-stone-600 dark:text-stone-400">You do not belong to a group.</p>
      </div>
    );
  }
  const isOwner = ctx.role === "owner";
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">Data</h1>
      <SettingsSection
        id="csv-import"
        title="Import from CSV"
        description="All rows or none: a bad row stops the import and says where it is."
      >
        <CsvImport />
      </SettingsSection>
      <SettingsSection id="csv-export" title="Export">
        <CsvExportLinks />
      </SettingsSection>
      <SettingsSection
        id="backups"
        title="Backups"
        description="A zip of everything in this group, photos and attachments included."
      >
        <BackupsPanel />
        {isOwner && (
          <div className="mt-6 border-t border-stone-200 pt-4 dark:border-stone-800">
            <h3 className="mb-3 text-sm font-semibold">Restore a backup</h3>
            <RestoreBackup />
          </div>
        )}
      </SettingsSection>
      {isOwner && (
        <SettingsSection
          id="homebox-import"
          title="Move in from HomeBox"
          description="Accounts, groups, items, locations, tags, templates, maintenance, photos and attachments. Running it again updates instead of duplicating."
        >
          <HomeboxImport />
        </SettingsSection>
      )}
      <SettingsSection id="label-sheets" title="Print labels">
        <LabelSheetPrinter />
      </SettingsSection>
      <SettingsSection id="maintenance-actions" title="Housekeeping">
        <MaintenanceActions />
      </SettingsSection>
      {isOwner && (
        <SettingsSection id="wipe-inventory" title="Wipe inventory">
          <WipeInventory />
        </SettingsSection>
      )}
    </div>
  );
}
