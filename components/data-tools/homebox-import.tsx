"use client";

import { useQueryClient } from "@tanstack/react-query";
import { FormAlert } from "@/components/forms/form-alert";
import { buttonStyles } from "@/components/ui/button-styles";
import { FileField } from "@/components/ui/file-field";
import { UploadProgress } from "@/components/ui/upload-progress";
import type { HomeboxImportOut } from "@/lib/schemas/homebox-import";
import { SuccessNote } from "./success-note";
import { useFileUpload } from "./use-file-upload";
import { plural } from "@/lib/text/plural";

const KIND_NAMES: Record<string, string> = {
  users: "Accounts",
  groups: "Groups",
  memberships: "Members",
  invitations: "Open invitations",
  entityTypes: "Types",
  locations: "Locations",
  items: "Items",
  customFields: "Custom fields",
  tags: "Tags",
  templates: "Templates",
  maintenance: "Maintenance entries",
  attachments: "Photos and attachments",
  thumbnails: "Thumbnails",
  notifiers: "Notifiers",
};

function ImportReport({ report }: { report: HomeboxImportOut }) {
  const rows = Object.entries(report.counts).filter(([, c]) => c.created + c.updated + c.skipped > 0);
  const failed = report.groups.filter((group) => !group.imported);
  return (
    <div className="space-y-3">
      <SuccessNote>
        {failed.length === 0
          ? `Imported ${plural(report.groups.length, "group")} from HomeBox.`
          : `Imported ${report.groups.length - failed.length} of ${report.groups.length} groups from HomeBox.`}
      </SuccessNote>
      {failed.map((group) => (
        <FormAlert key={group.id}>
          {group.name}: {group.error}
        </FormAlert>
      ))}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-stone-600 dark:text-stone-400">
            <tr>
              <th scope="col" className="py-1 pr-4 font-medium">
                What
              </th>
              <th scope="col" className="py-1 pr-4 text-right font-medium">
                New
              </th>
              <th scope="col" className="py-1 pr-4 text-right font-medium">
                Updated
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Left out
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([kind, counts]) => (
              <tr key={kind} className="border-t border-stone-200 dark:border-stone-800">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {KIND_NAMES[kind] ?? kind}
                </th>
                <td className="py-1 pr-4 text-right tabular-nums">{counts.created}</td>
                <td className="py-1 pr-4 text-right tabular-nums">{counts.updated}</td>
                <td className="py-1 text-right tabular-nums">{counts.skipped}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {report.warnings.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer">
            {plural(report.warnings.length, "note")} on what changed on the way
          </summary>
          <ul className="mt-2 list-disc space-y-1 pl-5 break-words text-stone-700 dark:text-stone-300">
            {report.warnings.map((warning, index) => (
              <li key={index}>{warning}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/**
 * Moves a HomeBox instance in (owners only): a zip of HomeBox's data folder. Running it again
 * updates what the first run brought, so it can follow a HomeBox that is still in use.
 */
export function HomeboxImport() {
  const queryClient = useQueryClient();
  const {
    upload: run,
    progress,
    missingFile,
    handleSubmit,
  } = useFileUpload<HomeboxImportOut>({
    route: "/homebox/import",
    field: "file",
    onSuccess: () => queryClient.invalidateQueries(),
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-3">
      <FileField
        label="HomeBox data folder (.zip)"
        name="file"
        accept=".zip,application/zip"
        hint="Stop HomeBox, then zip its data folder: homebox.db and the folders beside it."
        onChange={() => run.reset()}
      />
      {missingFile && <FormAlert>Choose the zip of HomeBox&apos;s data folder first.</FormAlert>}
      {run.isPending && <UploadProgress fraction={progress} label="Uploading and importing" />}
      {run.isError && <FormAlert>{run.error.message}</FormAlert>}
      {run.isSuccess && <ImportReport report={run.data} />}
      <button type="submit" className={buttonStyles.secondary} disabled={run.isPending}>
        {run.isPending ? "Importing…" : "Import from HomeBox"}
      </button>
    </form>
  );
}
