import { orderParentsFirst, type TreeNode } from "@/lib/collection/order-parents-first";

/**
 * The nodes parents first, each node's parent kept unless it is missing, part of a cycle, or would
 * put the node deeper than `maxDepth` (a root is depth 1): such a node hangs from its deepest
 * allowed ancestor instead. Returns the new parent per id and the ids whose parent changed.
 */
export function treeForCairn(nodes: TreeNode[], maxDepth: number) {
  const ordered = orderParentsFirst(nodes);
  const parentOf = new Map<string, string | null>();
  const depthOf = new Map<string, number>();
  const moved: string[] = [];
  const original = new Map(nodes.map((node) => [node.id, node.parentId]));
  for (const node of ordered) {
    let parent = node.parentId;
    while (parent !== null && (depthOf.get(parent) ?? 0) >= maxDepth) parent = parentOf.get(parent) ?? null;
    parentOf.set(node.id, parent);
    depthOf.set(node.id, parent === null ? 1 : depthOf.get(parent)! + 1);
    if (parent !== (original.get(node.id) ?? null)) moved.push(node.id);
  }
  return { order: ordered.map((node) => node.id), parentOf, moved };
}
