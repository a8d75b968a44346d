"use client";

import Link from "next/link";
import { useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { buttonStyles } from "@/components/ui/button-styles";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useDeleteEntity, useDuplicateEntity, useSetArchived } from "./use-entity-actions";

type EntityActionsProps = {
  id: string;
  name: string;
  archived: boolean;
  parentId?: string;
  /** Where its contents go when it is deleted: its own parent, or the top level. */
  parentName?: string;
  /** Whether anything sits inside it (the confirmation then says where that goes). */
  holdsSomething: boolean;
};

/** The label sheet stock the page links to; see lib/labels/sheet-templates.ts for the others. */
const SHEET_TEMPLATE = "avery-l7651";

export function EntityActions({
  id,
  name,
  archived,
  parentId,
  parentName,
  holdsSomething,
}: EntityActionsProps) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const duplicate = useDuplicateEntity(id);
  const setArchived = useSetArchived(id);
  const remove = useDeleteEntity(id, parentId);
  const failure = duplicate.error ?? setArchived.error ?? remove.error;
  const busy = duplicate.isPending || setArchived.isPending || remove.isPending;

  return (
    <div className="space-y-2">
      <div role="group" aria-label="Actions" className="flex flex-wrap gap-2">
        <Link href={`/entities/${id}/edit`} className={buttonStyles.primary}>
          Edit
        </Link>
        <Link href={`/entities/new?parentId=${id}`} className={buttonStyles.secondary}>
          Add item here
        </Link>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={busy}
          onClick={() => duplicate.mutate(undefined)}
        >
          {duplicate.isPending ? "Duplicating…" : "Duplicate"}
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={busy}
          onClick={() => setArchived.mutate(!archived)}
        >
          {archived ? "Unarchive" : "Archive"}
        </button>
        <a
          href={`/api/v1/labelmaker/entity/${id}`}
          target="_blank"
          rel="noopener"
          className={buttonStyles.secondary}
        >
          Print label<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a
          href={`/api/v1/labelmaker/sheet?ids=${id}&template=${SHEET_TEMPLATE}`}
          target="_blank"
          rel="noopener"
          className={buttonStyles.secondary}
        >
          Label sheet<span className="sr-only"> (PDF, opens in a new tab)</span>
        </a>
        <button
          type="button"
          className={buttonStyles.danger}
          disabled={busy}
          onClick={() => setConfirmingDelete(true)}
        >
          Delete
        </button>
      </div>
      {failure && <FormAlert>{failure.message}</FormAlert>}
      <ConfirmDialog
        open={confirmingDelete}
        title={`Delete “${name}”?`}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        destructive
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => remove.mutate(undefined)}
      >
        Its photos, attachments, custom fields and maintenance log are deleted with it.{" "}
        {holdsSomething &&
          (parentName ? (
            <>
              Everything inside it stays and moves to <strong>{parentName}</strong>.{" "}
            </>
          ) : (
            <>Everything inside it stays and moves to the top level. </>
          ))}
        This cannot be undone.
      </ConfirmDialog>
    </div>
  );
}
