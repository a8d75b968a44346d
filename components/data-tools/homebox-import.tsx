"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { FormAlert } from "@/components/forms/form-alert";
import { useFormats } from "@/components/i18n/formats-provider";
import { buttonStyles } from "@/components/ui/button-styles";
import { FileField } from "@/components/ui/file-field";
import { UploadProgress } from "@/components/ui/upload-progress";
import type { HomeboxImportOut } from "@/lib/schemas/homebox-import";
import { SuccessNote } from "./success-note";
import { useFileUpload } from "./use-file-upload";

function ImportReport({ report }: { report: HomeboxImportOut }) {
  const t = useTranslations("dataTools.homebox");
  const f = useFormats();
  const rows = Object.entries(report.counts).filter(([, c]) => c.created + c.updated + c.skipped > 0);
  const failed = report.groups.filter((group) => !group.imported);
  return (
    <div className="space-y-3">
      <SuccessNote>
        {failed.length === 0
          ? t("importedAll", { count: report.groups.length })
          : t("importedSome", {
              imported: report.groups.length - failed.length,
              count: report.groups.length,
            })}
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
                {t("what")}
              </th>
              <th scope="col" className="py-1 pr-4 text-right font-medium">
                {t("created")}
              </th>
              <th scope="col" className="py-1 pr-4 text-right font-medium">
                {t("updated")}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t("skipped")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([kind, counts]) => (
              <tr key={kind} className="border-t border-stone-200 dark:border-stone-800">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {t("kind", { kind })}
                </th>
                <td className="py-1 pr-4 text-right tabular-nums">{f.count(counts.created)}</td>
                <td className="py-1 pr-4 text-right tabular-nums">{f.count(counts.updated)}</td>
                <td className="py-1 text-right tabular-nums">{f.count(counts.skipped)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {report.warnings.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer">{t("warnings", { count: report.warnings.length })}</summary>
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
  const t = useTranslations("dataTools.homebox");
  const queryClient = useQueryClient();
  const {
    upload: run,
    progress,
    missingFile,
    handleSubmit,
    formRef,
  } = useFileUpload({
    route: "POST /homebox/import",
    field: "file",
    onSuccess: () => queryClient.invalidateQueries(),
  });

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate className="space-y-3">
      <FileField
        label={t("file")}
        name="file"
        accept=".zip,application/zip"
        hint={t("fileHint")}
        onChange={() => run.reset()}
        aria-invalid={missingFile || undefined}
      />
      {missingFile && <FormAlert>{t("missingFile")}</FormAlert>}
      {run.isPending && <UploadProgress fraction={progress} label={t("uploading")} />}
      {run.isError && <FormAlert>{run.error.message}</FormAlert>}
      {run.isSuccess && <ImportReport report={run.data} />}
      <button type="submit" className={buttonStyles.secondary} disabled={run.isPending}>
        {run.isPending ? t("importing") : t("import")}
      </button>
    </form>
  );
}
