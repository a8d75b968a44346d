export type TreeNode = { id: string; parentId: string | null };

/**
 * Orders the nodes of a forest so that every parent comes before its children (breadth first,
 * keeping the given order among siblings). A parent missing from the list counts as none; nodes
 * caught in a cycle are appended last with their parent cut, so the result is always restorable.
 */
export function orderParentsFirst(nodes: TreeNode[]): TreeNode[] {
  const known = new Set(nodes.map((node) => node.id));
  const children = new Map<string, TreeNode[]>();
  const ordered: TreeNode[] = [];
  for (const node of nodes) {
    if (node.parentId === null || !known.has(node.parentId) || node.parentId === node.id) {
      ordered.push({ id: node.id, parentId: null });
      continue;
    }
    const siblings = children.get(node.parentId);
    if (siblings) siblings.push(node);
    else children.set(node.parentId, [node]);
  }
  for (let index = 0; index < ordered.length; index++) {
    const below = children.get(ordered[index]!.id);
    if (!below) continue;
    children.delete(ordered[index]!.id);
    for (const child of below) ordered.push(child);
  }
  for (const cycle of children.values()) {
    for (const node of cycle) ordered.push({ id: node.id, parentId: null });
  }
  return ordered;
}
