import { ZERO_UUID } from "@/lib/schemas/common";

export type TagRow = {
  id: string;
  name: string;
  description: string;
  color: string;
  icon: string;
  parentId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** HomeBox's TagSummary; a root tag's parentId is the zero UUID (CONTRACT). */
export type TagSummary = {
  id: string;
  name: string;
  description: string;
  color: string;
  icon: string;
  parentId: string;
  createdAt: string;
  updatedAt: string;
};

export function toTagSummary(tag: TagRow): TagSummary {
  return {
    id: tag.id,
    name: tag.name,
    description: tag.description,
    color: tag.color,
    icon: tag.icon,
    parentId: tag.parentId ?? ZERO_UUID,
    createdAt: tag.createdAt.toISOString(),
    updatedAt: tag.updatedAt.toISOString(),
  };
}
