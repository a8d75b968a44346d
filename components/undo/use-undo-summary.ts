"use client";

import { useTranslations } from "next-intl";
import type { BulkOutcome } from "@/components/entity-list/run-limited";
import { UNDO_CHANGED_SINCE, UNDO_GONE } from "./entity-undo";

/** How many failures the summary names; the rest are counted. */
const NAMED = 3;

/**
 * What an undo achieved, in the reader's language: "Undone." or "Undid 2 of 3. “Kettle”: changed
 * by someone else since, so it stays as it is." Reasons from the server are passed on as they are.
 */
export function useUndoSummary() {
  const t = useTranslations("undo");
  const reasonText = (error: string) =>
    error === UNDO_CHANGED_SINCE ? t("changedSince") : error === UNDO_GONE ? t("gone") : error;
  return (outcomes: ReadonlyArray<BulkOutcome<{ name: string }>>): string => {
    const failed = outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome]));
    if (failed.length === 0) return t("undone");
    const head =
      outcomes.length === 1
        ? t("notUndone")
        : t("undidSome", { done: outcomes.length - failed.length, total: outcomes.length });
    const reasons = failed
      .slice(0, NAMED)
      .map((outcome) => t("reason", { name: outcome.item.name, reason: reasonText(outcome.error) }));
    const more = failed.length > NAMED ? [t("andMore", { count: failed.length - NAMED })] : [];
    return [head, ...reasons, ...more].join(" ");
  };
}
