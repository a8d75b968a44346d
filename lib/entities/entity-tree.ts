import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import type { TreeItem } from "@/lib/schemas/entities";

/**
 * `GET /v1/entities/tree`: the group's locations as a tree (roots are locations without a parent),
 * with `withItems` also the items inside them, nested as they are stored. Items that sit in no
 * location are not part of the tree. Siblings are sorted by name, case-insensitively.
 */
export async function entityTree(ctx: TenantContext, withItems: boolean): Promise<TreeItem[]> {
  const rows = await db().entity.findMany({
    where: { groupId: ctx.groupId, ...(withItems ? {} : { entityType: { isLocation: true } }) },
    select: { id: true, name: true, parentId: true, entityType: { select: { isLocation: true } } },
  });
  const nodes = new Map<string, TreeItem>(
    rows.map((row) => [
      row.id,
      { id: row.id, name: row.name, type: row.entityType?.isLocation ? "location" : "item", children: [] },
    ]),
  );
  const roots: TreeItem[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId ? nodes.get(row.parentId) : undefined;
    if (parent) parent.children.push(node);
    else if (node.type === "location") roots.push(node);
  }
  sortByName(roots);
  return roots;
}

function sortByName(items: TreeItem[]): void {
  items.sort(
    (a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: "base" }) || a.id.localeCompare(b.id),
  );
  for (const item of items) sortByName(item.children);
}
