"use client";

import { useCanWrite } from "@/components/auth/use-can-write";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useFormats } from "@/components/i18n/formats-provider";
import { buttonStyles } from "@/components/ui/button-styles";
import { apiUrl } from "@/lib/api-client/api-request";
import { MAX_EXPORT_IDS } from "@/lib/schemas/export-limits";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useLiftToasts } from "@/components/undo/use-lift-toasts";
import type { EntitySummary } from "@/lib/schemas/entities";
import { MoveDialog, TagDialog } from "./action-dialogs";
import { useBulkSummary } from "./bulk-summary";
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
  const t = useTranslations("entityList.bulk");
  const f = useFormats();
  const texts = useBulkSummary();
  const bulk = useBulkAction();
  const [dialog, setDialog] = useState<Dialog>(null);
  // A viewer keeps the selection for what only reads: labels and the CSV of the chosen rows.
  const canWrite = useCanWrite();

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
          aria-label={t("region")}
          className="sticky bottom-16 z-20 mt-4 rounded-xl border border-stone-200 bg-white/95 p-3 shadow-lg backdrop-blur md:bottom-4 dark:border-stone-700 dark:bg-stone-900/95"
        >
          {count > 0 && (
            <div className="flex flex-wrap items-center gap-2">
              <span className="mr-auto text-sm font-medium">{t("selected", { count: f.count(count) })}</span>
              {canWrite && (
                <>
                  <button
                    type="button"
                    className={buttonStyles.secondary}
                    disabled={bulk.running}
                    onClick={() => setDialog("move")}
                  >
                    {t("moveTo")}
                  </button>
                  <button
                    type="button"
                    className={buttonStyles.secondary}
                    disabled={bulk.running}
                    onClick={() => setDialog("tag")}
                  >
                    {t("addTag")}
                  </button>
                  <button
                    type="button"
                    className={buttonStyles.secondary}
                    disabled={bulk.running}
                    onClick={() => void start({ kind: "archive", archived: true })}
                  >
                    {t("archive")}
                  </button>
                </>
              )}
              <Link
                href={`/labels/print?ids=${selected.map((entity) => entity.id).join(",")}`}
                className={buttonStyles.secondary}
              >
                {t("printLabels")}
              </Link>
              {count <= MAX_EXPORT_IDS ? (
                <a
                  href={apiUrl(`/entities/export?${selected.map((entity) => `ids=${entity.id}`).join("&")}`)}
                  download
                  className={buttonStyles.secondary}
                >
                  {t("exportCsv")}
                </a>
              ) : (
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  disabled
                  title={t("exportTooMany", { max: f.count(MAX_EXPORT_IDS) })}
                >
                  {t("exportCsv")}
                </button>
              )}
              {canWrite && (
                <button
                  type="button"
                  className={buttonStyles.danger}
                  disabled={bulk.running}
                  onClick={() => setDialog("delete")}
                >
                  {t("delete")}
                </button>
              )}
              <button
                type="button"
                className={buttonStyles.ghost}
                disabled={bulk.running}
                onClick={onClearSelection}
              >
                {t("clear")}
              </button>
            </div>
          )}
          <div role="status" className="text-sm empty:hidden [&:not(:empty)]:mt-2">
            {bulk.progress
              ? texts.progress(bulk.progress.action, bulk.progress.done, bulk.progress.total)
              : result
                ? texts.summary(result)
                : ""}
          </div>
          {!bulk.progress && failures.length > 0 && (
            <ul
              aria-label={t("failures")}
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
              {t("dismiss")}
            </button>
          )}
        </div>
      )}

      <MoveDialog
        open={dialog === "move"}
        subject={count}
        excludeIds={selected.map((entity) => entity.id)}
        onCancel={() => setDialog(null)}
        onConfirm={(action) => void start(action)}
      />
      <TagDialog
        open={dialog === "tag"}
        subject={count}
        onCancel={() => setDialog(null)}
        onConfirm={(action) => void start(action)}
      />

      <ConfirmDialog
        open={dialog === "delete"}
        title={t("deleteTitle", { count })}
        confirmLabel={t("deleteConfirm")}
        destructive
        onCancel={() => setDialog(null)}
        onConfirm={() => void start({ kind: "delete" })}
      >
        <p>{t("deleteBody")}</p>
      </ConfirmDialog>
    </>
  );
}
