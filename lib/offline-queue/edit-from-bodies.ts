import type { QueuedEdit } from "./types";

type Body = Record<string, unknown>;

/**
 * The queued form of an editor save: only the keys that changed go (PATCH), so "keep mine" after a
 * conflict overwrites nothing the other person changed elsewhere. Custom fields have no PATCH, so
 * an edit that changed them is the editor's whole PUT body. Null when nothing changed.
 */
export function editFromBodies(
  loaded: Body,
  edited: Body,
): Pick<QueuedEdit, "method" | "body" | "before"> | null {
  const changed = Object.keys(edited).filter(
    (key) => JSON.stringify(loaded[key]) !== JSON.stringify(edited[key]),
  );
  if (changed.length === 0) return null;
  const before = Object.fromEntries(changed.map((key) => [key, loaded[key]]));
  if (changed.includes("fields")) return { method: "PUT", body: edited, before };
  return { method: "PATCH", body: Object.fromEntries(changed.map((key) => [key, edited[key]])), before };
}
