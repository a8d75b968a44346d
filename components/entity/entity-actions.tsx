"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCanWrite } from "@/components/auth/use-can-write";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { MoveDialog, TagDialog } from "@/components/entity-list/action-dialogs";
import { useBulkSummary } from "@/components/entity-list/bulk-summary";
import { useBulkAction, type BulkAction } from "@/components/entity-list/use-bulk-action";
import { FormAlert } from "@/components/forms/form-alert";
import { MoreIcon } from "@/components/locations/tree-icons";
import { buttonStyles } from "@/components/ui/button-styles";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { MenuPopover, menuDangerItemClass, menuItemClass } from "@/components/ui/menu-popover";
import type { EntitySummary } from "@/lib/schemas/entities";
import { useDuplicateEntity } from "./use-entity-actions";

type Dialog = "move" | "tag" | "delete" | null;

type EntityActionsProps = {
  entity: EntitySummary;
  /** Whether anything sits inside it (the delete confirmation then says where that goes). */
  holdsSomething: boolean;
  /** The version shown (its ETag): a move or tag made offline is sent with it as If-Match. */
  etag?: string;
};

/** The label sheet stock the page links to; see lib/labels/sheet-templates.ts for the others. */
const SHEET_TEMPLATE = "avery-l7651";

/**
 * The item page's actions: Edit and Add always in sight, the rest in a row on wider screens and
 * behind "More" on a phone. Move, tag, archive and delete go through the same code as the list's
 * bulk actions (with this one item), so each is offered for Undo in the toast; after a delete the
 * page is gone, and Undo brings the person back to it.
 */
export function EntityActions({ entity, holdsSomething, etag }: EntityActionsProps) {
  const { id, name, archived } = entity;
  const isLocation = entity.entityType?.isLocation === true;
  const t = useTranslations("entity");
  const common = useTranslations("common");
  const router = useRouter();
  const [dialog, setDialog] = useState<Dialog>(null);
  const duplicate = useDuplicateEntity(id);
  const bulk = useBulkAction();
  const bulkTexts = useBulkSummary();
  const failure = bulk.result?.outcomes.find((outcome) => !outcome.ok);
  const busy = duplicate.isPending || bulk.running;
  // A read-only viewer keeps only the label links: printing a label changes nothing.
  const canWrite = useCanWrite();

  const start = async (action: BulkAction) => {
    setDialog(null);
    const deleting = action.kind === "delete";
    const result = await bulk.run({
      action,
      entities: [entity],
      etags: etag ? { [id]: etag } : undefined,
      afterUndo: deleting ? () => router.push(`/entities/${id}`) : undefined,
    });
    // The page is gone: go to where the item was, or to the list.
    if (deleting && result.outcomes[0]?.ok)
      router.replace(entity.parent ? `/entities/${entity.parent.id}` : "/entities");
  };

  // The same actions twice: as buttons in the row on wider screens, and in the "More" menu on a
  // phone, where the row keeps only Edit and Add so the page's content starts right below it.
  const more = (itemClass: string, dangerClass: string, close: () => void) => {
    const pick = (run: () => void) => () => {
      close();
      run();
    };
    return (
      <>
        {canWrite && (
          <>
            <button
              type="button"
              className={itemClass}
              disabled={busy}
              onClick={pick(() => duplicate.mutate(undefined))}
            >
              {duplicate.isPending ? t("actions.duplicating") : t("actions.duplicate")}
            </button>
            <button
              type="button"
              className={itemClass}
              disabled={busy}
              onClick={pick(() => setDialog("move"))}
            >
              {t("actions.moveTo")}
            </button>
            <button
              type="button"
              className={itemClass}
              disabled={busy}
              onClick={pick(() => setDialog("tag"))}
            >
              {t("actions.addTag")}
            </button>
            <button
              type="button"
              className={itemClass}
              disabled={busy}
              onClick={pick(() => void start({ kind: "archive", archived: !archived }))}
            >
              {archived ? t("actions.unarchive") : t("actions.archive")}
            </button>
          </>
        )}
        <Link href={`/labels/print?ids=${id}`} className={itemClass} onClick={close}>
          {t("actions.printLabel")}
        </Link>
        {isLocation && (
          <Link href={`/labels/print?within=${id}`} className={itemClass} onClick={close}>
            {t("actions.labelsInside")}
          </Link>
        )}
        <a
          href={`/api/v1/labelmaker/sheet?ids=${id}&template=${SHEET_TEMPLATE}`}
          target="_blank"
          rel="noopener"
          className={itemClass}
          onClick={close}
        >
          {t.rich("actions.labelSheet", { hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
        </a>
        {canWrite && (
          <button
            type="button"
            className={dangerClass}
            disabled={busy}
            onClick={pick(() => setDialog("delete"))}
          >
            {common("delete")}
          </button>
        )}
      </>
    );
  };

  return (
    <div className="space-y-2">
      <div role="group" aria-label={common("actions")} className="flex flex-wrap items-center gap-2">
        {canWrite && (
          <>
            <Link href={`/entities/${id}/edit`} className={buttonStyles.primary}>
              {common("edit")}
            </Link>
            <Link href={`/entities/new?parentId=${id}`} className={buttonStyles.secondary}>
              {t("actions.addHere")}
            </Link>
          </>
        )}
        <div className="hidden sm:contents">
          {more(buttonStyles.secondary, buttonStyles.danger, () => {})}
        </div>
        <div className="ml-auto sm:hidden">
          <MenuPopover
            button={
              <>
                <MoreIcon />
                {common("more")}
              </>
            }
            label={t("actions.moreActions")}
            panelLabel={t("actions.moreActions")}
            buttonClassName={buttonStyles.secondary}
            panelClassName="w-56"
          >
            {(close) => more(menuItemClass, menuDangerItemClass, close)}
          </MenuPopover>
        </div>
      </div>
      {duplicate.error && <FormAlert>{duplicate.error.message}</FormAlert>}
      {failure && !failure.ok && <FormAlert>{failure.error}</FormAlert>}
      {bulk.result?.queued && (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-200">
          {bulkTexts.summary(bulk.result)}
        </p>
      )}
      <MoveDialog
        open={dialog === "move"}
        subject={name}
        excludeIds={[id]}
        onCancel={() => setDialog(null)}
        onConfirm={(action) => void start(action)}
      />
      <TagDialog
        open={dialog === "tag"}
        subject={name}
        onCancel={() => setDialog(null)}
        onConfirm={(action) => void start(action)}
      />
      <ConfirmDialog
        open={dialog === "delete"}
        title={t("deleteNamed", { name })}
        confirmLabel={common("delete")}
        pendingLabel={t("deleting")}
        pending={bulk.running}
        destructive
        onCancel={() => setDialog(null)}
        onConfirm={() => void start({ kind: "delete" })}
      >
        {t("actions.deleteGoes")}{" "}
        {holdsSomething && (
          <>
            {entity.parent
              ? t.rich("actions.deleteMovesTo", {
                  parent: entity.parent.name,
                  b: (chunks) => <strong>{chunks}</strong>,
                })
              : t("actions.deleteMovesToTop")}{" "}
          </>
        )}
        {t("actions.deleteUndo")}
      </ConfirmDialog>
    </div>
  );
}
