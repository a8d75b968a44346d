import type { Tx } from "@/lib/db/client";
import { notFound } from "@/lib/errors/domain-error";

/**
 * A default location is any entity of the group, as HomeBox takes it (its clients make locations
 * without naming a type); another group's, or none, is 404.
 */
export async function assertLocationOfGroup(tx: Tx, groupId: string, entityId: string) {
  const entity = await tx.entity.findFirst({ where: { id: entityId, groupId }, select: { id: true } });
  if (!entity) throw notFound();
}

/** Every id must be a tag of the group; one that is not (another group's, or unknown) is 404. */
export async function assertTagsOfGroup(tx: Tx, groupId: string, tagIds: readonly string[]) {
  if (tagIds.length === 0) return;
  const found = await tx.tag.count({ where: { groupId, id: { in: [...tagIds] } } });
  if (found !== tagIds.length) throw notFound();
}
