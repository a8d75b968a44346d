import type { EntitySummary } from "@/lib/schemas/entities";

/** What the rows need to show and change the bulk selection. */
export type RowSelection = {
  isSelected: (id: string) => boolean;
  /** `range`: shift was held, so every row from the last one toggled to this one follows. */
  toggle: (entity: EntitySummary, selected: boolean, range?: boolean) => void;
};
