import { ZERO_UUID } from "@/lib/schemas/common";
import type { TagSummaryOut } from "@/lib/schemas/tags";

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

/** HomeBox's TagSummary; a root tag's parentId is the zero UUID (docs/homebox-compatibility.md). */
export function toTagSummary(tag: TagRow): TagSummaryOut {
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
