import type { EntitySummary } from "@/lib/schemas/entities";

/** What the rows need to show and change the bulk selection. */
export type RowSelection = {
  isSelected: (id: string) => boolean;
  toggle: (entity: EntitySummary, selected: boolean) => void;
};
