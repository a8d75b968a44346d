import { db, type Tx } from "@/lib/db/client";
import { seededNames } from "@/lib/groups/seed-group";

/**
 * What keeps a group from taking a restore: a restore replaces everything, so the group may hold
 * nothing but what a new group is seeded with (its entity types, and the seeded top-level
 * locations and tags as long as nothing was added to them). Returns the kinds of data found, or
 * an empty list when the group counts as empty.
 */
export async function nonSeedContents(groupId: string, client: Tx = db()): Promise<string[]> {
  const [items, fields, links, maintenance, attachments, templates, locations, tags] = await Promise.all([
    client.entity.count({
      where: { groupId, OR: [{ entityTypeId: null }, { entityType: { isLocation: false } }] },
    }),
    client.entityField.count({ where: { groupId } }),
    client.entityTag.count({ where: { tag: { groupId } } }),
    client.maintenanceEntry.count({ where: { groupId } }),
    client.attachment.count({ where: { groupId } }),
    client.template.count({ where: { groupId } }),
    client.entity.findMany({
      where: { groupId, entityType: { isLocation: true } },
      select: { name: true, parentId: true },
    }),
    client.tag.findMany({ where: { groupId }, select: { name: true, parentId: true } }),
  ]);
  const { locations: seededLocations, tags: seededTags } = seededNames();
  const found: string[] = [];
  if (items > 0) found.push("items");
  if (locations.some((location) => location.parentId !== null || !seededLocations.has(location.name))) {
    found.push("locations of its own");
  }
  if (tags.some((tag) => tag.parentId !== null || !seededTags.has(tag.name))) found.push("tags of its own");
  if (fields > 0) found.push("custom fields");
  if (links > 0) found.push("tagged entries");
  if (maintenance > 0) found.push("maintenance entries");
  if (attachments > 0) found.push("attachments");
  if (templates > 0) found.push("templates");
  return found;
}

export const notEmptyMessage = (found: string[]) =>
  `a backup can only be restored into an empty group; this one already holds ${found.join(", ")}`;
