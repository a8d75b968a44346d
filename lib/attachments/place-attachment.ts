import type { TenantContext } from "@/lib/auth/principal";
import type { Tx } from "@/lib/db/client";

/** The order of an entity's attachments of one type, before the primary photo is put first. */
export const attachmentOrder = [{ position: "asc" }, { createdAt: "asc" }, { id: "asc" }] as const;

/**
 * Puts the attachment at `position` (0 first) among the entity's attachments of its type, and
 * numbers all of them 0, 1, 2… in their new order, so that equal places left by older rows (all 0)
 * or by deletions never make a move ambiguous. A position past the end means last. Runs inside the
 * caller's transaction: the attachments moved aside change with the one moved, or none does.
 */
export async function placeAttachment(
  tx: Tx,
  ctx: TenantContext,
  entityId: string,
  attachmentId: string,
  type: string,
  position: number,
): Promise<void> {
  const siblings = await tx.attachment.findMany({
    where: { groupId: ctx.groupId, entityId, type },
    orderBy: [...attachmentOrder],
    select: { id: true, position: true },
  });
  const others = siblings.filter((sibling) => sibling.id !== attachmentId);
  const moved = { id: attachmentId, position: -1 };
  others.splice(Math.min(position, others.length), 0, moved);
  for (const [index, sibling] of others.entries()) {
    if (sibling.position === index) continue;
    await tx.attachment.updateMany({
      where: { id: sibling.id, groupId: ctx.groupId },
      data: { position: index },
    });
  }
}

/** Where a new attachment of this type goes: after the entity's others of that type. */
export async function nextPosition(
  tx: Tx,
  ctx: TenantContext,
  entityId: string,
  type: string,
): Promise<number> {
  const last = await tx.attachment.aggregate({
    where: { groupId: ctx.groupId, entityId, type },
    _max: { position: true },
    _count: { _all: true },
  });
  return last._count._all === 0 ? 0 : (last._max.position ?? 0) + 1;
}
