// What the entity-type verbs (create-, update-, delete-entity-type.ts) share.
import type { Tx } from "@/lib/db/client";
import { DomainError, notFound } from "@/lib/errors/domain-error";
import type { EntityTypeSummaryOut } from "@/lib/schemas/entity-types";
import { toEntityTypeSummary } from "./entity-type-summary";

export const withDefaultTemplate = {
  defaultTemplate: { select: { id: true, name: true, description: true, createdAt: true, updatedAt: true } },
} as const;

export const inUse = () => new DomainError("conflict", "the type is in use by items or locations");
export const lastItemType = () =>
  new DomainError("conflict", "a group needs at least one item type (a type that is not a location)");

export async function readEntityType(tx: Tx, groupId: string, id: string): Promise<EntityTypeSummaryOut> {
  const type = await tx.entityType.findFirst({ where: { id, groupId }, include: withDefaultTemplate });
  if (!type) throw notFound();
  return toEntityTypeSummary(type);
}

export async function assertTemplateOfGroup(tx: Tx, groupId: string, templateId: string) {
  const template = await tx.template.findFirst({ where: { id: templateId, groupId }, select: { id: true } });
  if (!template) throw notFound();
}

/** Whether any entity of the group has this type. */
export async function isInUse(tx: Tx, groupId: string, id: string): Promise<boolean> {
  const entity = await tx.entity.findFirst({ where: { groupId, entityTypeId: id }, select: { id: true } });
  return entity !== null;
}

/** The group's item (non-location) types besides this one. */
export async function otherItemTypeCount(tx: Tx, groupId: string, id: string): Promise<number> {
  return tx.entityType.count({ where: { groupId, isLocation: false, id: { not: id } } });
}
