import { useTranslations } from "next-intl";
import { useFormats } from "@/components/i18n/formats-provider";
import type { Formats } from "@/lib/i18n/format";
import type { BulkAction, BulkResult } from "./bulk-types";

type BulkTranslator = ReturnType<typeof useTranslations<"entityList.bulk">>;

/** The action as the messages' `{action, select, …}` names it (archive has two ways). */
function actionName(action: BulkAction): "move" | "tag" | "archive" | "unarchive" | "delete" {
  if (action.kind === "archive") return action.archived ? "archive" : "unarchive";
  return action.kind;
}

/** "Moved 3 items to Attic.", "Archived “Kettle”." or "Archived 2 of 3 items; 1 failed." */
export function bulkSummaryText(
  t: BulkTranslator,
  f: Formats,
  { action, outcomes, queued }: BulkResult,
): string {
  if (queued) return t("queued", { count: outcomes.length });
  const done = outcomes.filter((outcome) => outcome.ok).length;
  const base = { action: actionName(action), parent: action.kind === "move" ? action.parentName : "" };
  if (outcomes.length === 1 && done === 1) return t("doneOne", { ...base, name: outcomes[0]!.item.name });
  if (done === outcomes.length) return t("doneAll", { ...base, count: done });
  return t("donePart", {
    ...base,
    count: outcomes.length,
    done: f.count(done),
    failed: f.count(outcomes.length - done),
  });
}

/** What is running now, e.g. "Deleting… 3 of 10". */
export function progressLine(t: BulkTranslator, f: Formats, action: BulkAction, done: number, total: number) {
  return t("progress", { action: actionName(action), done: f.count(done), total: f.count(total) });
}

/** The bulk summaries in the reader's language, for the bar and the undo toast. */
export function useBulkSummary() {
  const t = useTranslations("entityList.bulk");
  const f = useFormats();
  return {
    summary: (result: BulkResult) => bulkSummaryText(t, f, result),
    progress: (action: BulkAction, done: number, total: number) => progressLine(t, f, action, done, total),
  };
}
