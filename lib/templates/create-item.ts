import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { createEntity, type EntityCreateInput } from "@/lib/entities/create-entity";
import type { FieldType } from "@/lib/entities/entity-fields";
import { notFound } from "@/lib/errors/domain-error";
import type { EntityOut } from "@/lib/schemas/entities";
import type { CreateItemRequest } from "@/lib/schemas/templates";

type TemplateDefaults = {
  defaultDescription: string;
  defaultQuantity: number;
  defaultInsured: boolean;
  defaultLifetimeWarranty: boolean;
  defaultManufacturer: string;
  defaultModelNumber: string;
  defaultWarrantyDetails: string;
  defaultLocationId: string | null;
  defaultTags: { tagId: string }[];
  fields: { name: string; type: string; textValue: string; numberValue: bigint; booleanValue: boolean }[];
};

/**
 * The new entity's values: the request's where it gives them (parentId, description, quantity,
 * tagIds, entityTypeId), the template's defaults otherwise, and the template's fields as custom
 * fields in their order. A time field keeps its type; entity fields carry no time value (neither
 * do HomeBox's).
 */
export function entityFromTemplate(
  template: TemplateDefaults,
  request: CreateItemRequest,
): EntityCreateInput {
  return {
    name: request.name,
    description: request.description ?? template.defaultDescription,
    quantity: request.quantity ?? template.defaultQuantity,
    insured: template.defaultInsured,
    lifetimeWarranty: template.defaultLifetimeWarranty,
    manufacturer: template.defaultManufacturer,
    modelNumber: template.defaultModelNumber,
    warrantyDetails: template.defaultWarrantyDetails,
    parentId: request.parentId ?? template.defaultLocationId,
    entityTypeId: request.entityTypeId,
    tagIds: request.tagIds ?? template.defaultTags.map((link) => link.tagId),
    fields: template.fields.map((field) => ({
      name: field.name,
      type: field.type as FieldType,
      textValue: field.textValue,
      numberValue: Number(field.numberValue),
      booleanValue: field.booleanValue,
    })),
  };
}

/** POST /v1/templates/{id}/create-item: a new entity from the group's template (404 for another group's). */
export async function createItemFromTemplate(
  ctx: TenantContext,
  templateId: string,
  request: CreateItemRequest,
): Promise<EntityOut> {
  const template = await db().template.findFirst({
    where: { id: templateId, groupId: ctx.groupId },
    include: {
      defaultTags: { select: { tagId: true } },
      fields: { orderBy: [{ position: "asc" }, { createdAt: "asc" }, { id: "asc" }] },
    },
  });
  if (!template) throw notFound();
  return createEntity(ctx, entityFromTemplate(template, request));
}
