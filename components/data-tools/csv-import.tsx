"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { buttonStyles } from "@/components/ui/button-styles";
import { FileField } from "@/components/ui/file-field";
import { UploadProgress } from "@/components/ui/upload-progress";
import { queryKeys } from "@/lib/api-client/query-keys";
import { uploadWithProgress } from "@/lib/api-client/upload-with-progress";
import { SuccessNote } from "./success-note";

/**
 * Uploads a HomeBox CSV/TSV. The import is all or nothing: a bad row makes the API answer 422 with a
 * message naming the row, line and column, shown as it is so it can be fixed in the file.
 */
export function CsvImport() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const [fileName, setFileName] = useState<string | null>(null);
  const [missingFile, setMissingFile] = useState(false);

  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set("csv", file);
      setProgress(0);
      return uploadWithProgress<void>("/entities/import", form, { onProgress: setProgress });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.entities.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tags.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.statistics.all }),
      ]),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get("csv");
    if (!(file instanceof File) || file.size === 0) return setMissingFile(true);
    setMissingFile(false);
    setFileName(file.name);
    upload.mutate(file);
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-3">
      <FileField
        label="CSV or TSV file"
        name="csv"
        accept=".csv,.tsv,text/csv,text/tab-separated-values"
        hint="HomeBox columns (HB.name, HB.location, HB.labels, HB.purchase_price, …). Rows with an import reference update what they imported before."
        onChange={() => upload.reset()}
      />
      {missingFile && <FormAlert>Choose a file to import first.</FormAlert>}
      {upload.isPending && <UploadProgress fraction={progress} label={`Uploading ${fileName ?? "file"}`} />}
      {upload.isError && (
        <FormAlert>
          <span className="font-semibold">Nothing was imported.</span> {upload.error.message}
        </FormAlert>
      )}
      {upload.isSuccess && <SuccessNote>Imported {fileName}.</SuccessNote>}
      <button type="submit" className={buttonStyles.primary} disabled={upload.isPending}>
        {upload.isPending ? "Importing…" : "Import"}
      </button>
    </form>
  );
}
