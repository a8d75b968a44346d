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
 * Restores a backup zip into this group (owners only). The API refuses (409) when the group holds
 * more than its seeded data; its message says what is in the way, shown as it is.
 */
export function RestoreBackup() {
  const t = useTranslations("dataTools.restore");
  const queryClient = useQueryClient();
  const {
    upload: restore,
    progress,
    missingFile,
    handleSubmit,
    formRef,
  } = useFileUpload({
    route: "POST /group/import",
    field: "file",
    // The restore runs as a job in the list above; it polls until the job ends.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.group.collectionJobs() }),
  });

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate className="space-y-3">
      <FileField
        label={t("file")}
        name="file"
        accept=".zip,application/zip"
        hint={t("fileHint")}
        onChange={() => restore.reset()}
        aria-invalid={missingFile || undefined}
      />
      {missingFile && <FormAlert>{t("missingFile")}</FormAlert>}
      {restore.isPending && <UploadProgress fraction={progress} label={t("uploading")} />}
      {restore.isError && <FormAlert>{restore.error.message}</FormAlert>}
      {restore.isSuccess && <SuccessNote>{t("started")}</SuccessNote>}
      <button type="submit" className={buttonStyles.secondary} disabled={restore.isPending}>
        {restore.isPending ? t("restoring") : t("restore")}
      </button>
    </form>
  );
}
