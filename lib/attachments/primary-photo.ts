import type { Tx } from "@/lib/db/client";
import { attachmentOrder } from "./place-attachment";

/** Makes this photo the entity's only primary photo. */
export async function makeOnlyPrimary(tx: Tx, groupId: string, entityId: string, attachmentId: string) {
  await tx.attachment.updateMany({
    where: { groupId, entityId, primary: true, id: { not: attachmentId } },
    data: { primary: false },
  });
  await tx.attachment.updateMany({ where: { id: attachmentId, groupId }, data: { primary: true } });
}

/** Whether the entity already has a primary photo (other than `exceptId`). */
export async function hasPrimaryPhoto(tx: Tx, groupId: string, entityId: string, exceptId?: string) {
  const count = await tx.attachment.count({
    where: {
      groupId,
      entityId,
      type: "photo",
      primary: true,
      ...(exceptId ? { id: { not: exceptId } } : {}),
    },
  });
  return count > 0;
}

/** When the entity has photos but none is primary, its first photo (in their order) becomes primary. */
export async function promoteFirstPhoto(tx: Tx, groupId: string, entityId: string): Promise<boolean> {
  if (await hasPrimaryPhoto(tx, groupId, entityId)) return false;
  const first = await tx.attachment.findFirst({
    where: { groupId, entityId, type: "photo" },
    orderBy: [...attachmentOrder],
    select: { id: true },
  });
  if (!first) return false;
  await tx.attachment.update({ where: { id: first.id }, data: { primary: true } });
  return true;
}
