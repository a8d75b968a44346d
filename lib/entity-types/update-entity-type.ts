import type { TenantContext } from "@/lib/auth/principal";
import { DomainError, notFound } from "@/lib/errors/domain-error";
import type { EntityTypeSummaryOut, EntityTypeUpdate } from "@/lib/schemas/entity-types";
import { missingReferenceIsNotFound } from "@/lib/db/errors";
import { serializableTransaction } from "@/lib/db/serializable-transaction";
import {
  assertTemplateOfGroup,
  isInUse,
  lastItemType,
  otherItemTypeCount,
  readEntityType,
} from "./entity-type-checks";

/**
 * Updates a type. `isLocation` of a type that entities use cannot change (409): it would turn items
 * into locations wholesale, leave templates pointing at a default location that is no longer one,
 * and silently move items out of the location counts. The group's last non-location type cannot
 * become a location either (409): entities created without a type fall back to it.
 */
export async function updateEntityType(
  ctx: TenantContext,
  id: string,
  input: EntityTypeUpdate,
): Promise<EntityTypeSummaryOut> {
  return missingReferenceIsNotFound(() =>
    serializableTransaction(async (tx) => {
      const existing = await tx.entityType.findFirst({
        where: { id, groupId: ctx.groupId },
        select: { isLocation: true },
      });
      if (!existing) throw notFound();
      if (input.defaultTemplateId) await assertTemplateOfGroup(tx, ctx.groupId, input.defaultTemplateId);
      const isLocation = input.isLocation ?? existing.isLocation;
      if (isLocation !== existing.isLocation) {
        if (await isInUse(tx, ctx.groupId, id)) {
          throw new DomainError(
            "conflict",
            "the type is in use by items or locations: isLocation cannot change",
          );
        }
        if (isLocation && (await otherItemTypeCount(tx, ctx.groupId, id)) === 0) throw lastItemType();
      }
      await tx.entityType.update({
        where: { id, groupId: ctx.groupId },
        data: {
          name: input.name,
          description: input.description,
          icon: input.icon,
          isLocation,
          defaultTemplateId: input.defaultTemplateId,
        },
      });
      return readEntityType(tx, ctx.groupId, id);
    }),
  );
}
