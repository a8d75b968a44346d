import type { Tx } from "@/lib/db/client";
import { invalidField, notFound } from "@/lib/http/errors";

/** A default location must be a location-type entity of the group: another group's (or none) is 404. */
export async function assertLocationOfGroup(tx: Tx, groupId: string, entityId: string) {
  const entity = await tx.entity.findFirst({
    where: { id: entityId, groupId },
    select: { entityType: { select: { isLocation: true } } },
  });
  if (!entity) throw notFound();
  if (!entity.entityType?.isLocation) throw invalidField("defaultLocationId", "must be a location");
}

/** Every id must be a tag of the group; one that is not (another group's, or unknown) is 404. */
export async function assertTagsOfGroup(tx: Tx, groupId: string, tagIds: readonly string[]) {
  if (tagIds.length === 0) return;
  const found = await tx.tag.count({ where: { groupId, id: { in: [...tagIds] } } });
  if (found !== tagIds.length) throw notFound();
}
