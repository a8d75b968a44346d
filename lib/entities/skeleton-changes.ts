import { db } from "@/lib/db/client";
import type { ChangeType } from "@/lib/events/event-types";

/**
 * Whether a group's kept skeleton (its locations and the items that hold items, with names, parents
 * and archived flags: tree-totals.ts) is still right after the changes recorded after `after` up to
 * `upTo`. Most writes are items created, edited, moved or deleted that hold nothing themselves and
 * sit in places that are containers anyway: none of them touches the skeleton, which at 100k
 * entities costs two scans of the group to read again. Anything unclear counts as a change. (The
 * history fields read here are lib/history/entity-snapshot.ts's.)
 */
export async function skeletonStillHolds(
  groupId: string,
  after: number,
  upTo: number,
  skeleton: ReadonlyArray<{ id: string; isLocation: boolean }>,
  locationTypes: readonly string[],
): Promise<boolean> {
  const events = await db().changeEvent.findMany({
    where: { groupId, seq: { gt: after, lte: upTo } },
    orderBy: { seq: "asc" },
    take: MAX_EVENTS + 1,
    select: { type: true, entityId: true, changes: true },
  });
  if (events.length > MAX_EVENTS) return false;
  const containers = new Map(skeleton.map((node) => [node.id, node]));
  const created: string[] = [];
  const deleted: string[] = [];
  /** Items that hold items and lost one: still containers only if something is left in them. */
  const leftBy = new Set<string>();
  const leaves = (parentId: string | null) => {
    const parent = parentId === null ? undefined : containers.get(parentId);
    if (parent && !parent.isLocation) leftBy.add(parent.id);
  };
  for (const event of events) {
    const type = event.type as ChangeType;
    if (LEAVE_SKELETON.has(type)) continue;
    // A container's own change reads the skeleton again. An item that holds nothing is no part of
    // it: only where it sits can matter (plainItemUpdate).
    if (event.entityId && containers.has(event.entityId)) return false;
    if (type === "entity.updated" && event.entityId) {
      const update = plainItemUpdate(event.changes);
      if (update === "changed") return false;
      if (update === "kept") continue;
      if (update.from !== null && !containers.has(update.from)) return false;
      if (update.to !== null && !containers.has(update.to)) return false;
      leaves(update.from);
      continue;
    }
    if (type === "entity.created" && event.entityId) {
      created.push(event.entityId);
      continue;
    }
    if (type === "entity.deleted" && event.entityId) {
      deleted.push(event.entityId);
      continue;
    }
    return false;
  }
  if (created.length > 0 && !(await createdInContainers(groupId, created, containers, locationTypes)))
    return false;
  if (deleted.length > 0) {
    const parents = await parentsOfDeleted(groupId, deleted);
    if (parents === null || parents.some((parentId) => parentId !== null && !containers.has(parentId)))
      return false;
    parents.forEach(leaves);
  }
  return leftBy.size === 0 || (await allStillHoldSomething(groupId, [...leftBy]));
}

/** Items created since: none a location, each at the top level or in what is already a container. */
async function createdInContainers(
  groupId: string,
  created: string[],
  containers: ReadonlyMap<string, unknown>,
  locationTypes: readonly string[],
): Promise<boolean> {
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

/**
 * Where each deleted entity sat, from the rows kept to undo its delete (deleted-entity-snapshot.ts);
 * null when one of them is gone (purged, or put back since).
 */
async function parentsOfDeleted(groupId: string, ids: string[]): Promise<Array<string | null> | null> {
  const rows = await db().deletedEntity.findMany({
    where: { groupId, entityId: { in: ids } },
    select: { snapshot: true },
  });
  if (rows.length !== new Set(ids).size) return null;
  const parents: Array<string | null> = [];
  for (const row of rows) {
    let parentId: unknown;
    try {
      parentId = (JSON.parse(row.snapshot) as { contentsMovedTo?: unknown }).contentsMovedTo;
    } catch {
      return null;
    }
    if (parentId !== null && typeof parentId !== "string") return null;
    parents.push(parentId);
  }
  return parents;
}

/** Whether each of these items still holds at least one entity (read on the parentId index). */
async function allStillHoldSomething(groupId: string, ids: string[]): Promise<boolean> {
  const rows = await db().entity.findMany({
    where: { groupId, parentId: { in: ids } },
    distinct: ["parentId"],
    select: { parentId: true },
  });
  return rows.length === ids.length;
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

/**
 * What an update of an item outside the skeleton (one that holds nothing) did: "kept" when no change
 * concerns the skeleton (renaming or archiving such an item is none: only containers are named
 * there), its move from one place to another, or "changed" when the record says nothing readable or
 * the item changed type (it may have become a location).
 */
function plainItemUpdate(
  changes: string | null,
): "kept" | "changed" | { from: string | null; to: string | null } {
  if (changes === null) return "changed";
  let list: unknown;
  try {
    list = JSON.parse(changes);
  } catch {
    return "changed";
  }
  if (!Array.isArray(list)) return "changed";
  let move: { from: string | null; to: string | null } | null = null;
  for (const change of list as unknown[]) {
    if (typeof change !== "object" || change === null) return "changed";
    const { field, before, after } = change as { field?: unknown; before?: unknown; after?: unknown };
    if (typeof field !== "string") return "changed";
    if (field === "entityType") return "changed";
    if (field !== "parent") continue;
    const from = placeId(before);
    const to = placeId(after);
    if (from === undefined || to === undefined) return "changed";
    move = { from, to };
  }
  return move ?? "kept";
}

/** A recorded parent, {id, name} or null; undefined when it is neither (a shortened value, say). */
function placeId(value: unknown): string | null | undefined {
  if (value === null) return null;
  const id = typeof value === "object" && value !== null ? (value as { id?: unknown }).id : undefined;
  return typeof id === "string" ? id : undefined;
}
