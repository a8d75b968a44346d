import type { EntitySummary } from "@/lib/schemas/entities";

/** Between the names of a path: "Garage › Shelf 2 › Box A". */
export const PATH_SEPARATOR = " › ";

/** Where an entry is, root first; its parent's name when the answer has no path; "" at the top. */
export function pathText(entity: Pick<EntitySummary, "path" | "parent">): string {
  if (entity.path) return entity.path.map((step) => step.name).join(PATH_SEPARATOR);
  return entity.parent?.name ?? "";
}
