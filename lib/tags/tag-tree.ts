/** A tag tree is at most this many levels deep: a root is level 1. */
export const MAX_TAG_DEPTH = 5;

export type Ancestry = {
  /** The start tag, then its parent, and so on up to the root (or as far as the walk went). */
  chain: string[];
  /** False when the walk stopped early: the chain is longer than the limit, or loops. */
  complete: boolean;
};

/** Walks from `startId` up through its parents, asking `parentOf` one step at a time. */
export async function walkAncestry(
  startId: string,
  parentOf: (id: string) => Promise<string | null>,
  limit = MAX_TAG_DEPTH,
): Promise<Ancestry> {
  const chain = [startId];
  for (;;) {
    const parent = await parentOf(chain[chain.length - 1]!);
    if (parent === null) return { chain, complete: true };
    if (chain.includes(parent) || chain.length >= limit) return { chain, complete: false };
    chain.push(parent);
  }
}

/**
 * Levels in the subtree under `rootId`, the root included (a leaf is 1). `childrenOf` answers the
 * children of a whole level at once, so this costs one query per level. Stops counting past `limit`.
 */
export async function measureSubtreeHeight(
  rootId: string,
  childrenOf: (parentIds: string[]) => Promise<string[]>,
  limit = MAX_TAG_DEPTH,
): Promise<number> {
  const seen = new Set([rootId]);
  let level = [rootId];
  let height = 1;
  while (height <= limit) {
    const next = (await childrenOf(level)).filter((id) => !seen.has(id));
    if (next.length === 0) break;
    next.forEach((id) => seen.add(id));
    level = next;
    height += 1;
  }
  return height;
}

export type PlacementProblem = "cycle" | "too_deep";

/**
 * Whether a tag (null for a new one) whose subtree is `subtreeHeight` levels tall may hang under the
 * parent whose ancestry is given.
 */
export function placementProblem(
  movingId: string | null,
  parentAncestry: Ancestry,
  subtreeHeight: number,
  maxDepth = MAX_TAG_DEPTH,
): PlacementProblem | null {
  if (movingId !== null && parentAncestry.chain.includes(movingId)) return "cycle";
  if (!parentAncestry.complete || parentAncestry.chain.length + subtreeHeight > maxDepth) return "too_deep";
  return null;
}

export const placementMessages: Record<PlacementProblem, string> = {
  cycle: "would make the tag its own ancestor",
  too_deep: `would nest tags deeper than ${MAX_TAG_DEPTH} levels`,
};
