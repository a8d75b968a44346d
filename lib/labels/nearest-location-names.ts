/** A container of the group's skeleton, as far as the walk needs it. */
type SkeletonNode = { id: string; parentId: string | null; name: string; isLocation: boolean };

/** Deeper than any real tree; stops the walk should a cycle ever reach the data. */
const MAX_DEPTH = 256;

/**
 * For each parent id, the name of the nearest location at or above it (a parent that is a location
 * is its own answer), walking the skeleton's parents; parents with no location above are left out.
 */
export function nearestLocationNames(
  skeleton: SkeletonNode[],
  parentIds: Array<string | null>,
): Map<string, string> {
  const nodes = new Map(skeleton.map((node) => [node.id, node]));
  const nearest = new Map<string, string>();
  for (const parentId of new Set(parentIds)) {
    if (parentId === null) continue;
    let node = nodes.get(parentId);
    for (let depth = 0; node && !node.isLocation && depth < MAX_DEPTH; depth++) {
      node = node.parentId === null ? undefined : nodes.get(node.parentId);
    }
    if (node?.isLocation) nearest.set(parentId, node.name);
  }
  return nearest;
}
