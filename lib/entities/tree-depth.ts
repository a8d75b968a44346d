import { invalidField } from "@/lib/errors/domain-error";

/**
 * The most levels the entity tree may have (a root is level 1). Far beyond any real hierarchy of
 * places and containers, and small enough that every walk up or down the tree stays short.
 */
export const MAX_TREE_DEPTH = 64;

export const TREE_TOO_DEEP = `would make the tree deeper than ${MAX_TREE_DEPTH} levels`;

/** 422 naming the field that would make the tree too deep. */
export const treeTooDeep = (field: string) => invalidField(field, TREE_TOO_DEEP);

/**
 * Levels of a tree given as child → parent (null for a root; a parent missing from the map counts
 * as none), walked from `starts` without recursion however deep it is. A too-deep node is charged
 * to the nearest node at or above it that `isChanged` accepts, a cycle to the start it was met from;
 * a node with no changed node above it is left alone (data stored before the cap). Returns the
 * first problem found, or undefined.
 */
export function findTreeProblem(
  parentOf: ReadonlyMap<string, string | null>,
  starts: Iterable<string>,
  isChanged: (id: string) => boolean,
): { id: string; problem: "cycle" | "depth" } | undefined {
  const known = new Map<string, { level: number; blame: string | undefined }>();
  for (const start of starts) {
    const path: string[] = [];
    const onPath = new Set<string>();
    let current: string | null = start;
    let cycle = false;
    while (current !== null && !known.has(current)) {
      if (onPath.has(current)) {
        cycle = true;
        break;
      }
      onPath.add(current);
      path.push(current);
      const parent = parentOf.get(current);
      current = parent === undefined ? null : parent;
    }
    if (cycle) {
      const blamed = path.find(isChanged);
      if (blamed !== undefined) return { id: isChanged(start) ? start : blamed, problem: "cycle" };
      // A cycle stored before: nothing of this file's making; its nodes count as roots.
      current = null;
    }
    let base = current === null ? { level: 0, blame: undefined } : known.get(current)!;
    for (let index = path.length - 1; index >= 0; index--) {
      const id = path[index]!;
      const entry = { level: base.level + 1, blame: isChanged(id) ? id : base.blame };
      known.set(id, entry);
      if (entry.level > MAX_TREE_DEPTH && entry.blame !== undefined)
        return { id: entry.blame, problem: "depth" };
      base = entry;
    }
  }
  return undefined;
}
