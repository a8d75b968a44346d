import { releaseFiles } from "@/lib/attachments/release-files";
import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { recordEvents } from "@/lib/events/record-events";
import { notFound } from "@/lib/http/errors";
import { lockEntityTree } from "./entity-tree-lock";

/**
 * Deletes the entity; its custom fields, tag links, maintenance entries and attachment records go
 * with it (cascading foreign keys). What it held moves to its own parent (the top level for a root)
 * in the same transaction, so emptying a box on a shelf leaves its contents on the shelf, and each
 * moved entity's history says where it went. The attachments' stored files are removed afterwards
 * unless another record still points at them.
 */
export async function deleteEntity(ctx: TenantContext, id: string): Promise<void> {
  const files = await db().attachment.findMany({
    where: { groupId: ctx.groupId, entityId: id },
    select: { path: true, mimeType: true },
  });
  await db().$transaction(async (tx) => {
    // Moving the contents gives them a parent: taken like every other move, so a concurrent move
    // of the new parent under one of them cannot slip a cycle in between.
    await lockEntityTree(tx, ctx.groupId);
    const entity = await tx.entity.findFirst({
      where: { id, groupId: ctx.groupId },
      select: { name: true, parent: { select: { id: true, name: true } } },
    });
    if (!entity) throw notFound();
    const children = await tx.entity.findMany({
      where: { groupId: ctx.groupId, parentId: id },
      select: { id: true },
    });
    if (children.length > 0) {
      await tx.entity.updateMany({
        where: { groupId: ctx.groupId, parentId: id },
        data: { parentId: entity.parent?.id ?? null },
      });
    }
    await tx.entity.deleteMany({ where: { id, groupId: ctx.groupId } });
    const moved = { field: "parent", before: { id, name: entity.name }, after: entity.parent ?? null };
    await recordEvents(tx, ctx, [
      ...children.map((child) => ({
        type: "entity.updated" as const,
        entityId: child.id,
        changes: [moved],
      })),
      { type: "entity.deleted", entityId: id },
    ]);
  });
  await releaseFiles(ctx.groupId, files);
}
