import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import type { EntityTypeCreate, EntityTypeSummaryOut } from "@/lib/schemas/entity-types";
import { missingReferenceIsNotFound } from "@/lib/db/errors";
import { readEntityType, assertTemplateOfGroup } from "./entity-type-checks";

export async function createEntityType(
  ctx: TenantContext,
  input: EntityTypeCreate,
): Promise<EntityTypeSummaryOut> {
  return missingReferenceIsNotFound(() =>
    db().$transaction(async (tx) => {
      if (input.defaultTemplateId) await assertTemplateOfGroup(tx, ctx.groupId, input.defaultTemplateId);
      const type = await tx.entityType.create({
        data: {
          groupId: ctx.groupId,
          name: input.name,
          description: input.description,
          icon: input.icon,
          isLocation: input.isLocation,
          defaultTemplateId: input.defaultTemplateId,
        },
      });
      return readEntityType(tx, ctx.groupId, type.id);
    }),
  );
}
