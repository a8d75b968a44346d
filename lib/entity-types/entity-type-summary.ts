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
export type EntityTypeSummary = {
  id: string;
  name: string;
  description: string;
  icon: string;
  isLocation: boolean;
  defaultTemplateId?: string;
  defaultTemplate?: { id: string; name: string; description: string; createdAt: string; updatedAt: string };
  createdAt: string;
  updatedAt: string;
};

export function toEntityTypeSummary(type: EntityTypeRow): EntityTypeSummary {
  const summary: EntityTypeSummary = {
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
