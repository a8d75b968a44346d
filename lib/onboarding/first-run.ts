import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { itemsWhere, locationsWhere, locationTypeIds } from "@/lib/entity-types/location-types";
import type { FirstRun } from "./suggested-locations";

/**
 * The first-run guide's start, or null once the group holds an item (the guide is done then) or
 * has no location type to make locations of.
 */
export async function firstRun(ctx: TenantContext): Promise<FirstRun | null> {
  const types = await locationTypeIds(ctx.groupId);
  if (types.length === 0) return null;
  const [item, locations] = await Promise.all([
    db().entity.findFirst({ where: { groupId: ctx.groupId, ...itemsWhere(types) }, select: { id: true } }),
    db().entity.findMany({
      where: { groupId: ctx.groupId, parentId: null, ...locationsWhere(types) },
      select: { name: true },
      orderBy: { name: "asc" },
      take: 100,
    }),
  ]);
  if (item) return null;
  return { locations: locations.map((location) => location.name), locationTypeId: types[0]! };
}
