import type { TenantContext } from "@/lib/auth/principal";
import { recordEvents } from "@/lib/events/record-events";
import { db, type Tx } from "@/lib/db/client";
import { notFound } from "@/lib/errors/domain-error";
import type { TemplateOut, TemplateSummaryOut, TemplateWrite } from "@/lib/schemas/templates";
import { missingReferenceIsNotFound } from "@/lib/db/errors";
import { sortByName } from "@/lib/tags/name-order";
import { fieldColumns, syncTemplateFields } from "./template-fields";
import { toTemplateOut, toTemplateSummary } from "./template-out";
import { assertLocationOfGroup, assertTagsOfGroup } from "./template-references";

const fullTemplate = {
  defaultLocation: { select: { id: true, name: true } },
  defaultTags: { select: { tag: { select: { id: true, name: true } } } },
  fields: { orderBy: [{ position: "asc" as const }, { createdAt: "asc" as const }, { id: "asc" as const }] },
};

export async function readTemplate(tx: Tx, groupId: string, id: string): Promise<TemplateOut> {
  const template = await tx.template.findFirst({ where: { id, groupId }, include: fullTemplate });
  if (!template) throw notFound();
  return toTemplateOut(template);
}

async function assertReferences(tx: Tx, groupId: string, input: TemplateWrite) {
  if (input.defaultLocationId) await assertLocationOfGroup(tx, groupId, input.defaultLocationId);
  await assertTagsOfGroup(tx, groupId, input.defaultTagIds);
}

/** The template's own columns, as a create and a full replace write them. */
function templateColumns(input: TemplateWrite) {
  return {
    name: input.name,
    description: input.description,
    notes: input.notes,
    defaultName: input.defaultName,
    defaultDescription: input.defaultDescription,
    defaultManufacturer: input.defaultManufacturer,
    defaultModelNumber: input.defaultModelNumber,
    defaultWarrantyDetails: input.defaultWarrantyDetails,
    defaultQuantity: input.defaultQuantity,
    defaultInsured: input.defaultInsured,
    defaultLifetimeWarranty: input.defaultLifetimeWarranty,
    includePurchaseFields: input.includePurchaseFields,
    includeSoldFields: input.includeSoldFields,
    includeWarrantyFields: input.includeWarrantyFields,
    defaultLocationId: input.defaultLocationId,
  };
}

/** Every template of the group, by name (summaries). */
export async function listTemplates(ctx: TenantContext): Promise<TemplateSummaryOut[]> {
  const templates = await db().template.findMany({
    where: { groupId: ctx.groupId },
    select: { id: true, name: true, description: true, createdAt: true, updatedAt: true },
  });
  return sortByName(templates).map(toTemplateSummary);
}

export async function getTemplate(ctx: TenantContext, id: string): Promise<TemplateOut> {
  return readTemplate(db(), ctx.groupId, id);
}

export async function createTemplate(ctx: TenantContext, input: TemplateWrite): Promise<TemplateOut> {
  return missingReferenceIsNotFound(() =>
    db().$transaction(async (tx) => {
      await assertReferences(tx, ctx.groupId, input);
      const template = await tx.template.create({
        data: {
          groupId: ctx.groupId,
          ...templateColumns(input),
          defaultTags: { create: input.defaultTagIds.map((tagId) => ({ tagId })) },
          fields: {
            create: input.fields.map((field, position) => ({
              groupId: ctx.groupId,
              ...fieldColumns(field, position),
            })),
          },
        },
      });
      await recordEvents(tx, ctx, [{ type: "template.created" }]);
      return readTemplate(tx, ctx.groupId, template.id);
    }),
  );
}

/** A full replace: columns, default tags and the field list (created, updated, deleted by id) at once. */
export async function updateTemplate(
  ctx: TenantContext,
  id: string,
  input: TemplateWrite,
): Promise<TemplateOut> {
  return missingReferenceIsNotFound(() =>
    db().$transaction(async (tx) => {
      const existing = await tx.template.findFirst({
        where: { id, groupId: ctx.groupId },
        select: { id: true },
      });
      if (!existing) throw notFound();
      await assertReferences(tx, ctx.groupId, input);
      await tx.template.update({ where: { id, groupId: ctx.groupId }, data: templateColumns(input) });
      await tx.templateDefaultTag.deleteMany({ where: { templateId: id } });
      if (input.defaultTagIds.length > 0) {
        await tx.templateDefaultTag.createMany({
          data: input.defaultTagIds.map((tagId) => ({ templateId: id, tagId })),
        });
      }
      await syncTemplateFields(tx, ctx.groupId, id, input.fields);
      await recordEvents(tx, ctx, [{ type: "template.updated" }]);
      return readTemplate(tx, ctx.groupId, id);
    }),
  );
}

/** Deletes the template with its fields and default tags; entity types that defaulted to it lose the default. */
export async function deleteTemplate(ctx: TenantContext, id: string): Promise<void> {
  await db().$transaction(async (tx) => {
    const { count } = await tx.template.deleteMany({ where: { id, groupId: ctx.groupId } });
    if (count === 0) throw notFound();
    await recordEvents(tx, ctx, [{ type: "template.deleted" }]);
  });
}
