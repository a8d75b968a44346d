"use client";

import { useQueryClient } from "@tanstack/react-query";
import { FormAlert } from "@/components/forms/form-alert";
import { buttonStyles } from "@/components/ui/button-styles";
import { FileField } from "@/components/ui/file-field";
import { UploadProgress } from "@/components/ui/upload-progress";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { CsvImportReport } from "@/lib/schemas/data-exchange";
import { importSummary } from "./import-summary";
import { SuccessNote } from "./success-note";
import { useFileUpload } from "./use-file-upload";

/**
 * Uploads a HomeBox CSV/TSV. The import is all or nothing: a bad row makes the API answer 422 with a
 * message naming the row, line and column, shown as it is so it can be fixed in the file.
 */
export function CsvImport() {
  const queryClient = useQueryClient();
  const { upload, progress, fileName, missingFile, handleSubmit } = useFileUpload<
    CsvImportReport | undefined
  >({
    route: "/entities/import?report=true",
    field: "csv",
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.entities.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tags.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.statistics.all }),
      ]),
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-3">
      <FileField
        label="CSV or TSV file"
        name="csv"
        accept=".csv,.tsv,text/csv,text/tab-separated-values"
        hint="A spreadsheet saved as CSV, one item per row, with a header row such as HB.name, HB.location, HB.labels and HB.purchase_price (the layout HomeBox exports). Import the same file again and the rows it made before are updated, not added twice."
        onChange={() => upload.reset()}
      />
      {missingFile && <FormAlert>Choose a file to import first.</FormAlert>}
      {upload.isPending && <UploadProgress fraction={progress} label={`Uploading ${fileName ?? "file"}`} />}
      {upload.isError && (
        <FormAlert>
          <span className="font-semibold">Nothing was imported.</span> {upload.error.message}
        </FormAlert>
      )}
      {upload.isSuccess && (
        <SuccessNote>
          Imported {fileName}
          {upload.data ? `: ${importSummary(upload.data)}` : ""}.
        </SuccessNote>
      )}
      <button type="submit" className={buttonStyles.primary} disabled={upload.isPending}>
        {upload.isPending ? "Importing…" : "Import"}
      </button>
    </form>
  );
}
