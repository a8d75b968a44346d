"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ConfirmDialog } from "./confirm-dialog";

type Named = { id: string; name: string };
type Callbacks = { onSuccess: () => void; onError: (error: Error) => void };

type ConfirmDeleteDialogProps<T extends Named> = {
  /** The record asked about; null keeps the dialog closed. */
  target: T | null;
  /** What the record is: the title reads "Delete Red?" and the button "Delete tag". */
  noun: "tag" | "template" | "type" | "notifier";
  pending: boolean;
  /** A mutation's `mutate`: deletes by id and reports through the callbacks. */
  remove: (id: string, callbacks: Callbacks) => void;
  onClose: () => void;
  /** "Deleted Red." once it is gone. */
  onDeleted: (notice: string) => void;
  /** "Could not delete Red: …", or "" when a new attempt starts so an old failure goes away. */
  onFailureChange: (failure: string) => void;
  /** What deleting it does to other records. */
  children: ReactNode;
};

/** Asks before deleting one named record, then deletes it and says how that went. */
export function ConfirmDeleteDialog<T extends Named>(props: ConfirmDeleteDialogProps<T>) {
  const { target, noun, pending, remove, onClose, onDeleted, onFailureChange, children } = props;
  const t = useTranslations("ui.confirmDelete");
  return (
    <ConfirmDialog
      open={target !== null}
      title={t("title", { name: target?.name ?? "" })}
      confirmLabel={t("confirm", { noun })}
      destructive
      pending={pending}
      onCancel={onClose}
      onConfirm={() => {
        if (!target) return;
        onClose();
        onFailureChange("");
        remove(target.id, {
          onSuccess: () => onDeleted(t("deleted", { name: target.name })),
          onError: (error) => onFailureChange(t("failed", { name: target.name, message: error.message })),
        });
      }}
    >
      {children}
    </ConfirmDialog>
  );
}
