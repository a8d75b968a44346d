"use client";

import { useCanWrite } from "@/components/auth/use-can-write";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { buttonStyles } from "@/components/ui/button-styles";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { ItemAttachmentOut } from "@/lib/schemas/entities";
import { attachmentUrl, isLink } from "./attachment-url";
import { useDeleteAttachment } from "./use-attachment-mutations";

type AttachmentListProps = { entityId: string; attachments: ItemAttachmentOut[]; label: string };

/** Documents and external links: each a download (or the link itself) and a delete button. */
export function AttachmentList({ entityId, attachments, label }: AttachmentListProps) {
  const t = useTranslations("entity");
  const common = useTranslations("common");
  const remove = useDeleteAttachment(entityId);
  const canWrite = useCanWrite();
  const [deleting, setDeleting] = useState<ItemAttachmentOut | null>(null);
  if (attachments.length === 0) return null;
  return (
    <>
      <ul
        aria-label={label}
        className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white dark:divide-stone-800 dark:border-stone-800 dark:bg-stone-900"
      >
        {attachments.map((attachment) => (
          <li key={attachment.id} className="flex items-center gap-2 px-3 py-2">
            <a
              href={isLink(attachment) ? attachment.path : attachmentUrl(entityId, attachment.id)}
              target={isLink(attachment) ? "_blank" : undefined}
              rel={isLink(attachment) ? "noopener noreferrer" : undefined}
              className="min-w-0 flex-1 truncate text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
            >
              {attachment.title}
            </a>
            <span className="shrink-0 text-xs text-stone-500 dark:text-stone-400">
              {t("attachments.kind", { type: isLink(attachment) ? "link" : attachment.type })}
            </span>
            {canWrite && (
              <button type="button" className={buttonStyles.ghost} onClick={() => setDeleting(attachment)}>
                {t.rich("attachments.deleteNamed", {
                  title: attachment.title,
                  hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                })}
              </button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={t("deleteNamed", { name: deleting?.title ?? "" })}
        confirmLabel={common("delete")}
        pendingLabel={t("deleting")}
        pending={remove.isPending}
        destructive
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
