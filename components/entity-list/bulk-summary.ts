import type { BulkAction, BulkResult } from "./use-bulk-action";

const plural = (count: number) => (count === 1 ? "1 entity" : `${count} entities`);

const VERBS: Record<BulkAction["kind"], string> = {
  move: "Moved",
  tag: "Tagged",
  archive: "Archived",
  delete: "Deleted",
};

/** "Moved 3 entities to Attic." or "Archived 2 of 3 entities; 1 failed." */
export function bulkSummary({ action, outcomes }: BulkResult): string {
  const done = outcomes.filter((outcome) => outcome.ok).length;
  const where = action.kind === "move" ? ` to ${action.parentName}` : "";
  if (done === outcomes.length) return `${VERBS[action.kind]} ${plural(done)}${where}.`;
  return `${VERBS[action.kind]} ${done} of ${plural(outcomes.length)}${where}; ${outcomes.length - done} failed.`;
}

/** What is running now, e.g. "Deleting… 3 of 10". */
export function progressText(action: BulkAction, done: number, total: number): string {
  const doing = { move: "Moving", tag: "Tagging", archive: "Archiving", delete: "Deleting" }[action.kind];
  return `${doing}… ${done} of ${total}`;
}
