import { db, type Tx } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/sqlite/client";

/**
 * The ids of the group's location types. A group has a handful of types, so entity queries filter
 * on this list instead of joining every entity to its type: the join made the databases read each
 * entity of the group, where the list lets them stay on the (groupId, entityTypeId) indexes.
 */
export async function locationTypeIds(groupId: string, client: Tx = db()): Promise<string[]> {
  const types = await client.entityType.findMany({
    where: { groupId, isLocation: true },
    select: { id: true },
  });
  return types.map((type) => type.id);
}

/** Entities whose type is one of the location types. */
export function locationsWhere(locationTypes: string[]): Prisma.EntityWhereInput {
  return { entityTypeId: { in: locationTypes } };
}

/** Entities without a type or with a type that is not a location: items. */
export function itemsWhere(locationTypes: string[]): Prisma.EntityWhereInput {
  return { OR: [{ entityTypeId: null }, { entityTypeId: { notIn: locationTypes } }] };
}
