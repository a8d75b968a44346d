import type { FieldChange, HistoryValue } from "@/lib/schemas/history";

/** A flat picture of a record for history: field name → value. Absent keys count as null. */
export type Snapshot = Readonly<Record<string, HistoryValue>>;

/** Long text (descriptions, notes) is cut so one event stays small; the history shows a gist. */
export const MAX_TEXT_LENGTH = 200;

export function truncateText(text: string): string {
  return text.length > MAX_TEXT_LENGTH ? `${text.slice(0, MAX_TEXT_LENGTH - 1)}…` : text;
}

function sameValue(a: HistoryValue, b: HistoryValue): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    // Tags: the same set whatever the order.
    const ids = new Set(a.map((ref) => ref.id));
    return b.every((ref) => ids.has(ref.id));
  }
  if (a !== null && b !== null && typeof a === "object" && typeof b === "object") {
    // A reference is the same when it points at the same record, even if that was renamed since.
    return a.id === b.id;
  }
  return false;
}

/**
 * The fields whose value differs between two snapshots, in a stable order (the keys of `before`
 * first, then keys only `after` has). Unchanged fields are left out; text values are truncated.
 * `prefix` names the keys, e.g. "maintenance." gives "maintenance.cost".
 */
export function diffSnapshots(before: Snapshot, after: Snapshot, prefix = ""): FieldChange[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changes: FieldChange[] = [];
  for (const key of keys) {
    const old = before[key] ?? null;
    const now = after[key] ?? null;
    if (sameValue(old, now)) continue;
    changes.push({ field: `${prefix}${key}`, before: shorten(old), after: shorten(now) });
  }
  return changes;
}

function shorten(value: HistoryValue): HistoryValue {
  return typeof value === "string" ? truncateText(value) : value;
}
