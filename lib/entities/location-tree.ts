import { db } from "@/lib/db/client";
import { itemsWhere, locationTypeIds, locationsWhere } from "@/lib/entity-types/location-types";

export type LocationNode = { id: string; name: string; itemCount: number; children: LocationNode[] };

/**
 * Every location of the group as a tree, roots first, names ascending. `itemCount` is the sum of the
 * quantities of direct, non-archived items (as docs/homebox-compatibility.md defines it for locations).
 */
export async function listLocationTree(groupId: string): Promise<LocationNode[]> {
  const locationTypes = await locationTypeIds(groupId);
  const [locations, items] = await Promise.all([
    db().entity.findMany({
      where: { groupId, ...locationsWhere(locationTypes) },
      select: { id: true, name: true, parentId: true },
      orderBy: { name: "asc" },
    }),
    db().entity.groupBy({
      by: ["parentId"],
      where: {
        groupId,
        archived: false,
        parentId: { not: null },
        ...itemsWhere(locationTypes),
      },
      _sum: { quantity: true },
    }),
  ]);
  const counts = new Map(items.map((row) => [row.parentId, row._sum.quantity ?? 0]));
  const nodes = new Map<string, LocationNode>(
    locations.map((location) => [
      location.id,
      { id: location.id, name: location.name, itemCount: counts.get(location.id) ?? 0, children: [] },
    ]),
  );
  const roots: LocationNode[] = [];
  for (const location of locations) {
    const node = nodes.get(location.id)!;
    const parent = location.parentId ? nodes.get(location.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
