import type { FieldChange } from "@/lib/schemas/history";
import { diffSnapshots, truncateText, type Snapshot } from "./diff-values";

/**
 * History entries for an entity's maintenance entries and attachments, named `kind`
 * ("maintenance" | "attachment"): the first change always names the record (null before = added,
 * null after = removed), so the history can say which one changed.
 */
export function addedChange(kind: string, name: string): FieldChange[] {
  return [{ field: kind, before: null, after: truncateText(name) }];
}

export function removedChange(kind: string, name: string): FieldChange[] {
  return [{ field: kind, before: truncateText(name), after: null }];
}

/** An edit: the name before and after, then the other fields that changed as `<kind>.<key>`. */
export function editedChanges(
  kind: string,
  before: Snapshot & { name: string },
  after: Snapshot & { name: string },
): FieldChange[] {
  const { name: oldName, ...oldRest } = before;
  const { name: newName, ...newRest } = after;
  return [
    { field: kind, before: truncateText(oldName), after: truncateText(newName) },
    ...diffSnapshots(oldRest, newRest, `${kind}.`),
  ];
}
