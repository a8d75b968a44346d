import { db } from "@/lib/db/client";
import type { ChangeType } from "@/lib/events/event-types";

/**
 * Whether a group's kept skeleton (its locations and the items that hold items, with names, parents
 * and archived flags: tree-totals.ts) is still right after the changes recorded after `after` up to
 * `upTo`. Most writes are items created in a place that is already a container, or items whose
 * quantity, price or notes changed: none of them touches the skeleton, which at 100k entities costs
 * two scans of the group to read again. Anything unclear counts as a change.
 */
export async function skeletonStillHolds(
  groupId: string,
  after: number,
  upTo: number,
  skeleton: ReadonlyArray<{ id: string }>,
  locationTypes: readonly string[],
): Promise<boolean> {
  const events = await db().changeEvent.findMany({
    where: { groupId, seq: { gt: after, lte: upTo } },
    orderBy: { seq: "asc" },
    take: MAX_EVENTS + 1,
    select: { type: true, entityId: true, changes: true },
  });
  if (events.length > MAX_EVENTS) return false;
  const containers = new Set(skeleton.map((node) => node.id));
  const created: string[] = [];
  for (const event of events) {
    const type = event.type as ChangeType;
    if (LEAVE_SKELETON.has(type)) continue;
    if (type === "entity.updated" && event.entityId && !touchesSkeleton(event.changes)) continue;
    if (type === "entity.created" && event.entityId) {
      created.push(event.entityId);
      continue;
    }
    return false;
  }
  if (created.length === 0) return true;
  const rows = await db().entity.findMany({
    where: { groupId, id: { in: created } },
    select: { parentId: true, entityTypeId: true },
  });
  // A created entity deleted since has its own event, which already said "changed".
  if (rows.length !== new Set(created).size) return false;
  return rows.every(
    (row) =>
      !(row.entityTypeId !== null && locationTypes.includes(row.entityTypeId)) &&
      (row.parentId === null || containers.has(row.parentId)),
  );
}

/** More changes than this since the skeleton was kept: reading it again is as cheap. */
const MAX_EVENTS = 64;

/** Changes that never concern an entity's place, name, type or archived flag. */
const LEAVE_SKELETON = new Set<ChangeType>([
  "tag.created",
  "tag.updated",
  "tag.deleted",
  "tag.merged",
  "template.created",
  "template.updated",
  "template.deleted",
  "maintenance.created",
  "maintenance.updated",
  "maintenance.deleted",
  "attachment.created",
  "attachment.updated",
  "attachment.deleted",
  "loan.created",
  "loan.returned",
  "user.updated",
  "export.updated",
  "import.updated",
]);

/** The history fields (lib/history/entity-snapshot.ts) the skeleton holds. */
const SKELETON_FIELDS = new Set(["name", "parent", "archived", "entityType"]);

/** An update's recorded changes touch the skeleton, or say nothing (then assume they do). */
function touchesSkeleton(changes: string | null): boolean {
  if (changes === null) return true;
  try {
    const list: unknown = JSON.parse(changes);
    if (!Array.isArray(list)) return true;
    return list.some(
      (change) =>
        typeof change !== "object" ||
        change === null ||
        typeof (change as { field?: unknown }).field !== "string" ||
        SKELETON_FIELDS.has((change as { field: string }).field),
    );
  } catch {
    return true;
  }
}
