"use client";

import type { ReactNode } from "react";
import { ConfirmDialog } from "./confirm-dialog";

type Named = { id: string; name: string };
type Callbacks = { onSuccess: () => void; onError: (error: Error) => void };

type ConfirmDeleteDialogProps<T extends Named> = {
  /** The record asked about; null keeps the dialog closed. */
  target: T | null;
  /** "tag", "template": the title reads "Delete Red?" and the button "Delete tag". */
  noun: string;
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
  return (
    <ConfirmDialog
      open={target !== null}
      title={`Delete ${target?.name ?? noun}?`}
      confirmLabel={`Delete ${noun}`}
      destructive
      pending={pending}
      onCancel={onClose}
      onConfirm={() => {
        if (!target) return;
        onClose();
        onFailureChange("");
        remove(target.id, {
          onSuccess: () => onDeleted(`Deleted ${target.name}.`),
          onError: (error) => onFailureChange(`Could not delete ${target.name}: ${error.message}`),
        });
      }}
    >
      {children}
    </ConfirmDialog>
  );
}
