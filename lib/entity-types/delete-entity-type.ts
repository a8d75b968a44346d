import type { TenantContext } from "@/lib/auth/principal";
import { notFound } from "@/lib/errors/domain-error";
import { isForeignKeyViolation } from "@/lib/db/errors";
import { serializableTransaction } from "@/lib/db/serializable-transaction";
import { inUse, isInUse, lastItemType, otherItemTypeCount } from "./entity-type-checks";

/** Deletes an unused type (409 when entities use it, or when it is the group's last non-location type). */
export async function deleteEntityType(ctx: TenantContext, id: string): Promise<void> {
  try {
    await serializableTransaction(async (tx) => {
      const existing = await tx.entityType.findFirst({
        where: { id, groupId: ctx.groupId },
        select: { isLocation: true },
      });
      if (!existing) throw notFound();
      if (await isInUse(tx, ctx.groupId, id)) throw inUse();
      if (!existing.isLocation && (await otherItemTypeCount(tx, ctx.groupId, id)) === 0) throw lastItemType();
      await tx.entityType.delete({ where: { id, groupId: ctx.groupId } });
    });
  } catch (error) {
    // An entity created with this type between the check and the delete: the schema restricts it.
    if (isForeignKeyViolation(error)) throw inUse();
    throw error;
  }
}
