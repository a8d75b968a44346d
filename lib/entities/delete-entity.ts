import { releaseFiles } from "@/lib/attachments/release-files";
import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { recordEvents } from "@/lib/events/record-events";
import { notFound } from "@/lib/http/errors";

/**
 * Deletes the entity; its custom fields, tag links, maintenance entries and attachment records go
 * with it (cascading foreign keys) and its children become roots (their parent is set null). The
 * attachments' stored files are removed afterwards unless another record still points at them.
 */
export async function deleteEntity(ctx: TenantContext, id: string): Promise<void> {
  const files = await db().attachment.findMany({
    where: { groupId: ctx.groupId, entityId: id },
    select: { path: true, mimeType: true },
  });
  await db().$transaction(async (tx) => {
    const { count } = await tx.entity.deleteMany({ where: { id, groupId: ctx.groupId } });
    if (count === 0) throw notFound();
    await recordEvents(tx, ctx, [{ type: "entity.deleted", entityId: id }]);
  });
  await releaseFiles(ctx.groupId, files);
}
