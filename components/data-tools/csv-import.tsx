"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { FormAlert } from "@/components/forms/form-alert";
import { buttonStyles } from "@/components/ui/button-styles";
import { FileField } from "@/components/ui/file-field";
import { UploadProgress } from "@/components/ui/upload-progress";
import { queryKeys } from "@/lib/api-client/query-keys";
import { SuccessNote } from "./success-note";
import { useFileUpload } from "./use-file-upload";

/**
 * Uploads a HomeBox CSV/TSV. The import is all or nothing: a bad row makes the API answer 422 with a
 * message naming the row, line and column, shown as it is so it can be fixed in the file.
 */
export function CsvImport() {
  const t = useTranslations("dataTools.csvImport");
  const queryClient = useQueryClient();
  const { upload, progress, fileName, missingFile, handleSubmit, formRef } = useFileUpload({
    route: "POST /entities/import",
    query: { report: true },
    field: "csv",
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.entities.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tags.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.statistics.all }),
      ]),
  });

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate className="space-y-3">
      <FileField
        label={t("file")}
        name="csv"
        accept=".csv,.tsv,text/csv,text/tab-separated-values"
        hint={t("fileHint")}
        onChange={() => upload.reset()}
        aria-invalid={missingFile || undefined}
      />
      {missingFile && <FormAlert>{t("missingFile")}</FormAlert>}
      {upload.isPending && (
        <UploadProgress
          fraction={progress}
          label={fileName ? t("uploading", { name: fileName }) : t("uploadingFile")}
        />
      )}
      {upload.isError && (
        <FormAlert>
          <span className="font-semibold">{t("nothingImported")}</span> {upload.error.message}
        </FormAlert>
      )}
      {upload.isSuccess && (
        <SuccessNote>
          {upload.data
            ? t("importedSummary", {
                name: fileName ?? "",
                created: upload.data.created,
                updated: upload.data.updated,
                skipped: upload.data.skipped,
                locations: upload.data.locationsCreated,
              })
            : t("imported", { name: fileName ?? "" })}
        </SuccessNote>
      )}
      <button type="submit" className={buttonStyles.primary} disabled={upload.isPending}>
        {upload.isPending ? t("importing") : t("import")}
      </button>
    </form>
  );
}
