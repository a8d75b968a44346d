import type { Tx } from "@/lib/db/client";
import type { TemplateFieldIn } from "@/lib/schemas/templates";

export type FieldSyncPlan = {
  creates: { position: number; field: TemplateFieldIn }[];
  updates: { id: string; position: number; field: TemplateFieldIn }[];
  deleteIds: string[];
};

/**
 * How a template's stored fields become the submitted list: a submitted id that is one of the
 * template's fields updates it (once; a repeat is a new field), any other entry is created, and
 * stored fields not submitted are deleted. Positions follow the submitted order.
 */
export function planFieldSync(
  existingIds: readonly string[],
  submitted: readonly TemplateFieldIn[],
): FieldSyncPlan {
  const remaining = new Set(existingIds);
  const plan: FieldSyncPlan = { creates: [], updates: [], deleteIds: [] };
  submitted.forEach((field, position) => {
    if (field.id && remaining.delete(field.id)) plan.updates.push({ id: field.id, position, field });
    else plan.creates.push({ position, field });
  });
  plan.deleteIds = [...remaining];
  return plan;
}

/** The stored columns of one submitted field. */
export function fieldColumns(field: TemplateFieldIn, position: number) {
  return {
    position,
    name: field.name,
    type: field.type,
    textValue: field.textValue,
    numberValue: BigInt(field.numberValue),
    booleanValue: field.booleanValue,
    timeValue: field.timeValue,
  };
}

/** Applies the plan inside the caller's transaction; every statement is scoped to the template and group. */
export async function syncTemplateFields(
  tx: Tx,
  groupId: string,
  templateId: string,
  submitted: readonly TemplateFieldIn[],
) {
  const existing = await tx.templateField.findMany({ where: { groupId, templateId }, select: { id: true } });
  const plan = planFieldSync(
    existing.map((row) => row.id),
    submitted,
  );
  if (plan.deleteIds.length > 0) {
    await tx.templateField.deleteMany({ where: { groupId, templateId, id: { in: plan.deleteIds } } });
  }
  for (const { id, position, field } of plan.updates) {
    await tx.templateField.updateMany({
      where: { id, groupId, templateId },
      data: fieldColumns(field, position),
    });
  }
  if (plan.creates.length > 0) {
    await tx.templateField.createMany({
      data: plan.creates.map(({ position, field }) => ({
        groupId,
        templateId,
        ...fieldColumns(field, position),
      })),
    });
  }
}
