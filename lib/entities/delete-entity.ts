import type { TenantContext } from "@/lib/auth/principal";
import { db, type Tx } from "@/lib/db/client";
import { recordEvents } from "@/lib/events/record-events";
import { notFound } from "@/lib/errors/domain-error";
import { parseSnapshot, serializeSnapshot, type DeletedEntitySnapshot } from "./deleted-entity-snapshot";
import { lockEntityTree } from "./entity-tree-lock";
import { purgeExpiredDeletes, schedulePurge, UNDO_DELETE_WINDOW_MS } from "./purge-deleted-entities";

/**
 * Deletes the entity; its custom fields, tag links, maintenance entries, loans and attachment records go
 * with it (cascading foreign keys). What it held moves to its own parent (the top level for a root)
 * in the same transaction, so emptying a box on a shelf leaves its contents on the shelf, and each
 * moved entity's history says where it went. What went is kept as a DeletedEntity row for
 * UNDO_DELETE_WINDOW_MS (undoDeleteEntity puts it back, contents included); the attachments'
 * stored files stay until that row is purged.
 */
export async function deleteEntity(ctx: TenantContext, id: string): Promise<void> {
  await db().$transaction(async (tx) => {
    // Moving the contents gives them a parent: taken like every other move, so a concurrent move
    // of the new parent under one of them cannot slip a cycle in between.
    await lockEntityTree(tx, ctx.groupId);
    const snapshot = await readSnapshot(tx, ctx.groupId, id);
    if (!snapshot) throw notFound();
    const { entity, contentsMovedTo } = snapshot;
    if (snapshot.childIds.length > 0) {
      await tx.entity.updateMany({
        where: { groupId: ctx.groupId, parentId: id },
        data: { parentId: contentsMovedTo },
      });
    }
    const { count } = await tx.entity.deleteMany({ where: { id, groupId: ctx.groupId } });
    if (count === 0) throw notFound();
    const row = {
      groupId: ctx.groupId,
      snapshot: serializeSnapshot(snapshot),
      expiresAt: new Date(Date.now() + UNDO_DELETE_WINDOW_MS),
    };
    await tx.deletedEntity.upsert({ where: { entityId: id }, create: { entityId: id, ...row }, update: row });
    const newParent = contentsMovedTo
      ? await tx.entity.findFirst({
          where: { id: contentsMovedTo, groupId: ctx.groupId },
          select: { id: true, name: true },
        })
      : null;
    const moved = { field: "parent", before: { id, name: entity.name }, after: newParent };
    await recordEvents(tx, ctx, [
      ...snapshot.childIds.map((childId) => ({
        type: "entity.updated" as const,
        entityId: childId,
        changes: [moved],
      })),
      { type: "entity.deleted", entityId: id },
    ]);
  });
  schedulePurge();
  await purgeExpiredDeletes();
}

async function readSnapshot(tx: Tx, groupId: string, id: string): Promise<DeletedEntitySnapshot | null> {
  const entity = await tx.entity.findFirst({ where: { id, groupId } });
  if (!entity) return null;
  const [fields, tags, maintenance, attachments, children, templates, loans] = await Promise.all([
    tx.entityField.findMany({ where: { groupId, entityId: id } }),
    tx.entityTag.findMany({ where: { entityId: id }, select: { tagId: true } }),
    tx.maintenanceEntry.findMany({ where: { groupId, entityId: id } }),
    tx.attachment.findMany({ where: { groupId, entityId: id } }),
    tx.entity.findMany({ where: { groupId, parentId: id }, select: { id: true } }),
    tx.template.findMany({ where: { groupId, defaultLocationId: id }, select: { id: true } }),
    tx.loan.findMany({ where: { groupId, entityId: id } }),
  ]);
  const parentId = (await pendingParentOf(tx, groupId, id, entity.parentId)) ?? entity.parentId;
  return {
    entity: { ...entity, parentId },
    fields,
    tagIds: tags.map((tag) => tag.tagId),
    maintenance,
    attachments,
    childIds: children.map((child) => child.id),
    contentsMovedTo: entity.parentId,
    templateIds: templates.map((template) => template.id),
    loans,
  };
}

/**
 * An entity whose container was deleted moments ago (a bulk delete of a box and its contents) sits
 * where that delete moved it; its real parent is the box, so undoing both in either order puts it
 * back inside.
 */
async function pendingParentOf(
  tx: Tx,
  groupId: string,
  id: string,
  parentId: string | null,
): Promise<string | null> {
  const pending = await tx.deletedEntity.findMany({
    where: { groupId, expiresAt: { gt: new Date() }, snapshot: { contains: id } },
    select: { entityId: true, snapshot: true },
  });
  const container = pending.find((row) => {
    const snapshot = parseSnapshot(row.snapshot);
    return snapshot.childIds.includes(id) && (snapshot.contentsMovedTo ?? null) === parentId;
  });
  return container?.entityId ?? null;
}
