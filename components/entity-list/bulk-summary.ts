import type { BulkAction, BulkResult } from "./use-bulk-action";
import { plural } from "@/lib/text/plural";

/** "1 item", "3 items": what the list calls its rows, locations included. */
export const itemCount = (count: number) => plural(count, "item");

function verb(action: BulkAction): string {
  if (action.kind === "archive") return action.archived ? "Archived" : "Unarchived";
  return { move: "Moved", tag: "Tagged", delete: "Deleted" }[action.kind];
}

/** "Moved 3 items to Attic.", "Archived “Kettle”." or "Archived 2 of 3 items; 1 failed." */
export function bulkSummary({ action, outcomes }: BulkResult): string {
  const done = outcomes.filter((outcome) => outcome.ok).length;
  const where = action.kind === "move" ? ` to ${action.parentName}` : "";
  if (outcomes.length === 1 && done === 1) return `${verb(action)} “${outcomes[0]!.item.name}”${where}.`;
  if (done === outcomes.length) return `${verb(action)} ${itemCount(done)}${where}.`;
  return `${verb(action)} ${done} of ${itemCount(outcomes.length)}${where}; ${outcomes.length - done} failed.`;
}

/** What is running now, e.g. "Deleting… 3 of 10". */
export function progressText(action: BulkAction, done: number, total: number): string {
  const doing =
    action.kind === "archive"
      ? action.archived
        ? "Archiving"
        : "Unarchiving"
      : { move: "Moving", tag: "Tagging", delete: "Deleting" }[action.kind];
  return `${doing}… ${done} of ${total}`;
}
