"use client";

import Link from "next/link";
import { useRef, useState } from "react";
import { buttonStyles } from "@/components/ui/button-styles";
import { apiUrl } from "@/lib/api-client/api-request";
import { MAX_EXPORT_IDS } from "@/lib/schemas/export-limits";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useLiftToasts } from "@/components/undo/use-lift-toasts";
import type { EntitySummary } from "@/lib/schemas/entities";
import { MoveDialog, TagDialog } from "./action-dialogs";
import { bulkSummary, itemCount, progressText } from "./bulk-summary";
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

  const start = async (action: BulkAction) => {
    setDialog(null);
    const result = await bulk.run({ action, entities: selected });
    onDone(result.outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.item.id));
  };
  const count = selected.length;
  const failures = bulk.result?.outcomes.filter((outcome) => !outcome.ok) ?? [];
  // A clean result is told by the undo toast; the bar keeps only what went wrong.
  const result = failures.length > 0 ? bulk.result : undefined;
  const shown = count > 0 || !!bulk.progress || !!result;
  const bar = useRef<HTMLDivElement>(null);
  useLiftToasts(bar, shown);

  return (
    <>
      {shown && (
        <div
          ref={bar}
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
                onClick={() => start({ kind: "archive", archived: true })}
              >
                Archive
              </button>
              <Link
                href={`/labels/print?ids=${selected.map((entity) => entity.id).join(",")}`}
                className={buttonStyles.secondary}
              >
                Print labels
              </Link>
              {count <= MAX_EXPORT_IDS ? (
                <a
                  href={apiUrl(`/entities/export?${selected.map((entity) => `ids=${entity.id}`).join("&")}`)}
                  download
                  className={buttonStyles.secondary}
                >
                  Export CSV
                </a>
              ) : (
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  disabled
                  title={`Export takes at most ${MAX_EXPORT_IDS} chosen entries; the list's Export CSV takes a whole filter`}
                >
                  Export CSV
                </button>
              )}
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
              : result
                ? bulkSummary(result)
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
          {result && !bulk.progress && (
            <button type="button" className={`${buttonStyles.ghost} mt-1`} onClick={bulk.reset}>
              Dismiss
            </button>
          )}
        </div>
      )}

      <MoveDialog
        open={dialog === "move"}
        subject={count}
        excludeIds={selected.map((entity) => entity.id)}
        onCancel={() => setDialog(null)}
        onConfirm={start}
      />
      <TagDialog open={dialog === "tag"} subject={count} onCancel={() => setDialog(null)} onConfirm={start} />

      <ConfirmDialog
        open={dialog === "delete"}
        title={`Delete ${itemCount(count)}?`}
        confirmLabel="Delete"
        destructive
        onCancel={() => setDialog(null)}
        onConfirm={() => start({ kind: "delete" })}
      >
        <p>
          Their photos, attachments and maintenance records go with them. What each one holds stays and moves
          to where that one was (the top level for those at the top). You can undo it for a few seconds
          afterwards.
        </p>
      </ConfirmDialog>
    </>
  );
}
