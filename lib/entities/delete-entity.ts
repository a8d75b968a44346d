import type { TenantContext } from "@/lib/auth/principal";
import { db, type Tx } from "@/lib/db/client";
import { recordEvents } from "@/lib/events/record-events";
import { notFound } from "@/lib/http/errors";
import { parseSnapshot, serializeSnapshot, type DeletedEntitySnapshot } from "./deleted-entity-snapshot";
import { purgeExpiredDeletes, schedulePurge, UNDO_DELETE_WINDOW_MS } from "./purge-deleted-entities";

/**
 * Deletes the entity; its custom fields, tag links, maintenance entries and attachment records go
 * with it (cascading foreign keys) and its children become roots (their parent is set null), so
 * every endpoint answers as if it never existed. What went is kept as a DeletedEntity row for
 * UNDO_DELETE_WINDOW_MS (undoDeleteEntity puts it back); the attachments' stored files stay until
 * that row is purged.
 */
export async function deleteEntity(ctx: TenantContext, id: string): Promise<void> {
  await db().$transaction(async (tx) => {
    const snapshot = await readSnapshot(tx, ctx.groupId, id);
    if (!snapshot) throw notFound();
    const { count } = await tx.entity.deleteMany({ where: { id, groupId: ctx.groupId } });
    if (count === 0) throw notFound();
    const row = {
      groupId: ctx.groupId,
      snapshot: serializeSnapshot(snapshot),
      expiresAt: new Date(Date.now() + UNDO_DELETE_WINDOW_MS),
    };
    await tx.deletedEntity.upsert({ where: { entityId: id }, create: { entityId: id, ...row }, update: row });
    await recordEvents(tx, ctx, [{ type: "entity.deleted", entityId: id }]);
  });
  schedulePurge();
  await purgeExpiredDeletes();
}

async function readSnapshot(tx: Tx, groupId: string, id: string): Promise<DeletedEntitySnapshot | null> {
  const entity = await tx.entity.findFirst({ where: { id, groupId } });
  if (!entity) return null;
  const [fields, tags, maintenance, attachments, children, templates] = await Promise.all([
    tx.entityField.findMany({ where: { groupId, entityId: id } }),
    tx.entityTag.findMany({ where: { entityId: id }, select: { tagId: true } }),
    tx.maintenanceEntry.findMany({ where: { groupId, entityId: id } }),
    tx.attachment.findMany({ where: { groupId, entityId: id } }),
    tx.entity.findMany({ where: { groupId, parentId: id }, select: { id: true } }),
    tx.template.findMany({ where: { groupId, defaultLocationId: id }, select: { id: true } }),
  ]);
  const parentId = entity.parentId ?? (await pendingParentOf(tx, groupId, id));
  return {
    entity: { ...entity, parentId },
    fields,
    tagIds: tags.map((tag) => tag.tagId),
    maintenance,
    attachments,
    childIds: children.map((child) => child.id),
    templateIds: templates.map((template) => template.id),
  };
}

/**
 * A root whose parent was deleted moments ago (a bulk delete of a box and its contents): the parent
 * it had, so undoing both in either order puts it back inside.
 */
async function pendingParentOf(tx: Tx, groupId: string, id: string): Promise<string | null> {
  const pending = await tx.deletedEntity.findMany({
    where: { groupId, expiresAt: { gt: new Date() }, snapshot: { contains: id } },
    select: { entityId: true, snapshot: true },
  });
  const parent = pending.find((row) => parseSnapshot(row.snapshot).childIds.includes(id));
  return parent?.entityId ?? null;
}
