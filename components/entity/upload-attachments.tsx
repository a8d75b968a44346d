"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type ChangeEvent } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { buttonStyles } from "@/components/ui/button-styles";
import { ATTACHMENT_TYPES, type AttachmentType } from "@/lib/schemas/attachments";
import { useUploadAttachments } from "./use-attachment-mutations";

const inputClass =
  "mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 sm:text-sm dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100";

/**
 * Adds files to the entity: a camera button (phones open the back camera) and a plain file chooser
 * for photos, manuals, receipts and the like. Files go up one at a time; the bar counts them.
 */
export function UploadAttachments({ entityId }: { entityId: string }) {
  const t = useTranslations("entity.upload");
  const id = useId();
  const [type, setType] = useState<AttachmentType | "">("");
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const upload = useUploadAttachments(entityId, (done, total) => setProgress({ done, total }));

  const onFiles = (event: ChangeEvent<HTMLInputElement>, forcedType?: AttachmentType) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    if (files.length === 0) return;
    const chosen = forcedType ?? (type || undefined);
    upload.mutate(
      files.map((file) => ({ file, type: chosen })),
      { onSettled: () => setProgress(null) },
    );
  };

  const fileButton = `${buttonStyles.secondary} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500`;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-2">
        <label className={fileButton}>
          {t("takePhoto")}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            disabled={upload.isPending}
            onChange={(event) => onFiles(event, "photo")}
          />
        </label>
        <label className={fileButton}>
          {t("uploadFiles")}
          <input
            type="file"
            multiple
            className="sr-only"
            disabled={upload.isPending}
            onChange={(event) => onFiles(event)}
          />
        </label>
        <div className="min-w-40">
          <label
            htmlFor={`${id}-type`}
            className="block text-sm font-medium text-stone-800 dark:text-stone-200"
          >
            {t("uploadAs")}
          </label>
          <select
            id={`${id}-type`}
            value={type}
            onChange={(event) => setType(event.target.value as AttachmentType | "")}
            className={inputClass}
          >
            <option value="">{t("automatic")}</option>
            {ATTACHMENT_TYPES.map((option) => (
              <option key={option} value={option}>
                {t("type", { type: option })}
              </option>
            ))}
          </select>
        </div>
      </div>
      {progress && (
        <div role="status" className="space-y-1 text-sm">
          <p>
            {t("uploading", { current: Math.min(progress.done + 1, progress.total), total: progress.total })}
          </p>
          <progress
            value={progress.done}
            max={progress.total}
            aria-label={t("progress")}
            className="h-2 w-full max-w-sm accent-brand-600"
          />
        </div>
      )}
      {upload.error && <FormAlert>{upload.error.message}</FormAlert>}
    </div>
  );
}
