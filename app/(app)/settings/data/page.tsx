import { canWrite } from "@/lib/auth/can-write";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BackupsPanel } from "@/components/data-tools/backups-panel";
import { CsvExportLinks } from "@/components/data-tools/csv-export-links";
import { CsvImport } from "@/components/data-tools/csv-import";
import { HomeboxImport } from "@/components/data-tools/homebox-import";
import { LabelSheetPrinter } from "@/components/data-tools/label-sheet-printer";
import { MaintenanceActions } from "@/components/data-tools/maintenance-actions";
import { RestoreBackup } from "@/components/data-tools/restore-backup";
import { WipeInventory } from "@/components/data-tools/wipe-inventory";
import { SettingsSection } from "@/components/settings/settings-section";
import { pageTenant } from "@/lib/auth/page-tenant";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings");
  return { title: t("data.title") };
}

export default async function DataSettingsPage() {
  const t = await getTranslations("settings");
  const ctx = await pageTenant();
  if (!ctx) {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-semibold tracking-tight">{t("data.title")}</h1>
        <p className="text-stone-600 dark:text-stone-400">{t("noGroup")}</p>
      </div>
    );
  }
  const isOwner = ctx.role === "owner";
  // A viewer exports, backs up and prints labels (reads); importing and housekeeping change records.
  const mayWrite = canWrite(ctx);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t("data.title")}</h1>
      {mayWrite && (
        <SettingsSection id="csv-import" title={t("data.csvImport")} description={t("data.csvImportHelp")}>
          <CsvImport />
        </SettingsSection>
      )}
      <SettingsSection id="csv-export" title={t("data.export")}>
        <CsvExportLinks />
      </SettingsSection>
      <SettingsSection id="backups" title={t("data.backups")} description={t("data.backupsHelp")}>
        <BackupsPanel />
        {isOwner && (
          <div className="mt-6 border-t border-stone-200 pt-4 dark:border-stone-800">
            <h3 className="mb-3 text-sm font-semibold">{t("data.restore")}</h3>
            <RestoreBackup />
          </div>
        )}
      </SettingsSection>
      {isOwner && (
        <SettingsSection
          id="homebox-import"
          title={t("data.homeboxImport")}
          description={t("data.homeboxImportHelp")}
        >
          <HomeboxImport />
        </SettingsSection>
      )}
      <SettingsSection id="label-sheets" title={t("data.labels")}>
        <LabelSheetPrinter />
      </SettingsSection>
      {mayWrite && (
        <SettingsSection id="maintenance-actions" title={t("data.housekeeping")}>
          <MaintenanceActions />
        </SettingsSection>
      )}
      {isOwner && (
        <SettingsSection id="wipe-inventory" title={t("data.wipe")}>
          <WipeInventory />
        </SettingsSection>
      )}
    </div>
  );
}
