"use client";

import { useState } from "react";
import { EntityPicker, type PickedEntity } from "@/components/pickers/entity-picker";
import { TagPicker } from "@/components/pickers/tag-picker";
import { buttonStyles } from "@/components/ui/button-styles";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { EntitySummary } from "@/lib/schemas/entities";
import { bulkSummary, progressText } from "./bulk-summary";
import { useBulkAction, type BulkAction } from "./use-bulk-action";

type Dialog = "move" | "tag" | "delete" | null;

type BulkActionsBarProps = {
  selected: EntitySummary[];
  onClearSelection: () => void;
  /** Called with the ids an action succeeded on, so they leave the selection. */
  onDone: (succeededIds: string[]) => void;
};

/**
 * What can be done to the selected entities at once. Sticks to the bottom of the screen (above
 * the phone's navigation bar) while rows are selected, and reports progress and every failure.
 */
export function BulkActionsBar({ selected, onClearSelection, onDone }: BulkActionsBarProps) {
  const bulk = useBulkAction();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [target, setTarget] = useState<PickedEntity | null>(null);
  const [tagIds, setTagIds] = useState<string[]>([]);

  const start = async (action: BulkAction) => {
    setDialog(null);
    const result = await bulk.run({ action, entities: selected });
    onDone(result.outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.item.id));
  };
  const count = selected.length;
  const failures = bulk.result?.outcomes.filter((outcome) => !outcome.ok) ?? [];

  return (
    <>
      {(count > 0 || bulk.progress || bulk.result) && (
        <div
          role="region"
          aria-label="Bulk actions"
          className="sticky bottom-16 z-20 mt-4 rounded-xl border border-stone-200 bg-white/95 p-3 shadow-lg backdrop-blur md:bottom-4 dark:border-stone-700 dark:bg-stone-900/95"
        >
          {count > 0 && (
            <div className="flex flex-wrap items-center gap-2">
              <span className="mr-auto text-sm font-medium">{count} selected</span>
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={bulk.running}
                onClick={() => setDialog("move")}
              >
                Move to…
              </button>
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={bulk.running}
                onClick={() => setDialog("tag")}
              >
                Add tag…
              </button>
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={bulk.running}
                onClick={() => start({ kind: "archive" })}
              >
                Archive
              </button>
              <button
                type="button"
                className={buttonStyles.danger}
                disabled={bulk.running}
                onClick={() => setDialog("delete")}
              >
                Delete…
              </button>
              <button
                type="button"
                className={buttonStyles.ghost}
                disabled={bulk.running}
                onClick={onClearSelection}
              >
                Clear selection
              </button>
            </div>
          )}
          <div role="status" className="text-sm empty:hidden [&:not(:empty)]:mt-2">
            {bulk.progress
              ? progressText(bulk.progress.action, bulk.progress.done, bulk.progress.total)
              : bulk.result
                ? bulkSummary(bulk.result)
                : ""}
          </div>
          {!bulk.progress && failures.length > 0 && (
            <ul
              aria-label="Failures"
              className="mt-1 list-inside list-disc text-sm text-red-700 dark:text-red-400"
            >
              {failures.map((outcome) => (
                <li key={outcome.item.id}>
                  {outcome.item.name}: {outcome.ok ? "" : outcome.error}
                </li>
              ))}
            </ul>
          )}
          {bulk.result && !bulk.progress && (
            <button type="button" className={`${buttonStyles.ghost} mt-1`} onClick={bulk.reset}>
              Dismiss
            </button>
          )}
        </div>
      )}

      <ConfirmDialog
        open={dialog === "move"}
        title={`Move ${count === 1 ? "1 entity" : `${count} entities`}`}
        confirmLabel="Move"
        canConfirm={target !== null}
        onCancel={() => setDialog(null)}
        onConfirm={() => target && start({ kind: "move", parentId: target.id, parentName: target.name })}
      >
        <p className="mb-3">Choose the location they go into.</p>
        <EntityPicker
          label="New location"
          kind="location"
          value={target}
          onChange={setTarget}
          excludeIds={selected.map((entity) => entity.id)}
        />
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === "tag"}
        title={`Tag ${count === 1 ? "1 entity" : `${count} entities`}`}
        confirmLabel="Add tags"
        canConfirm={tagIds.length > 0}
        onCancel={() => setDialog(null)}
        onConfirm={() => start({ kind: "tag", tagIds })}
      >
        <p className="mb-3">The tags are added; tags they already have stay.</p>
        <TagPicker label="Tags to add" value={tagIds} onChange={setTagIds} />
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === "delete"}
        title={`Delete ${count === 1 ? "1 entity" : `${count} entities`}?`}
        confirmLabel="Delete"
        destructive
        onCancel={() => setDialog(null)}
        onConfirm={() => start({ kind: "delete" })}
      >
        <p>
          Their photos, attachments and maintenance records are deleted with them. What each one holds stays
          and moves to where that one was (the top level for those at the top). This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}
