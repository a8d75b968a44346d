import type { TenantContext } from "@/lib/auth/principal";
import { db, type Tx } from "@/lib/db/client";
import { DomainError, notFound } from "@/lib/errors/domain-error";
import type { EntityTypeCreate, EntityTypeSummaryOut, EntityTypeUpdate } from "@/lib/schemas/entity-types";
import { sortByName } from "@/lib/tags/name-order";
import { isForeignKeyViolation, missingReferenceIsNotFound } from "@/lib/db/errors";
import { serializableTransaction } from "@/lib/db/serializable-transaction";
import { toEntityTypeSummary } from "./entity-type-summary";

const withDefaultTemplate = {
  defaultTemplate: { select: { id: true, name: true, description: true, createdAt: true, updatedAt: true } },
} as const;

const inUse = () => new DomainError("conflict", "the type is in use by items or locations");
const lastItemType = () =>
  new DomainError("conflict", "a group needs at least one item type (a type that is not a location)");

async function readEntityType(tx: Tx, groupId: string, id: string): Promise<EntityTypeSummaryOut> {
  const type = await tx.entityType.findFirst({ where: { id, groupId }, include: withDefaultTemplate });
  if (!type) throw notFound();
  return toEntityTypeSummary(type);
}

async function assertTemplateOfGroup(tx: Tx, groupId: string, templateId: string) {
  const template = await tx.template.findFirst({ where: { id: templateId, groupId }, select: { id: true } });
  if (!template) throw notFound();
}

async function isInUse(tx: Tx, groupId: string, id: string): Promise<boolean> {
  const entity = await tx.entity.findFirst({ where: { groupId, entityTypeId: id }, select: { id: true } });
  return entity !== null;
}

async function otherItemTypeCount(tx: Tx, groupId: string, id: string): Promise<number> {
  return tx.entityType.count({ where: { groupId, isLocation: false, id: { not: id } } });
}

/** Every entity type of the group, by name. */
export async function listEntityTypes(ctx: TenantContext): Promise<EntityTypeSummaryOut[]> {
  const types = await db().entityType.findMany({
    where: { groupId: ctx.groupId },
    include: withDefaultTemplate,
  });
  return sortByName(types).map(toEntityTypeSummary);
}

export async function getEntityType(ctx: TenantContext, id: string): Promise<EntityTypeSummaryOut> {
  return readEntityType(db(), ctx.groupId, id);
}

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
