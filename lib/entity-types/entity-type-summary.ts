import type { EntityTypeSummaryOut } from "@/lib/schemas/entity-types";

export type EntityTypeRow = {
  id: string;
  name: string;
  description: string;
  icon: string;
  isLocation: boolean;
  defaultTemplateId: string | null;
  createdAt: Date;
  updatedAt: Date;
  defaultTemplate?: {
    id: string;
    name: string;
    description: string;
    createdAt: Date;
    updatedAt: Date;
  } | null;
};

/** HomeBox's EntityTypeSummary; an unset default template is omitted. */
export function toEntityTypeSummary(type: EntityTypeRow): EntityTypeSummaryOut {
  const summary: EntityTypeSummaryOut = {
    id: type.id,
    name: type.name,
    description: type.description,
    icon: type.icon,
    isLocation: type.isLocation,
    createdAt: type.createdAt.toISOString(),
    updatedAt: type.updatedAt.toISOString(),
  };
  if (type.defaultTemplateId) summary.defaultTemplateId = type.defaultTemplateId;
  if (type.defaultTemplate) {
    summary.defaultTemplate = {
      id: type.defaultTemplate.id,
      name: type.defaultTemplate.name,
      description: type.defaultTemplate.description,
      createdAt: type.defaultTemplate.createdAt.toISOString(),
      updatedAt: type.defaultTemplate.updatedAt.toISOString(),
    };
  }
  return summary;
}
