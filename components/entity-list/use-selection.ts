"use client";

import { useState } from "react";
import type { EntitySummary } from "@/lib/schemas/entities";

/**
 * The entities chosen for a bulk action, by id, with the summaries the actions need (a tag is
 * added to the tags each one already has). Kept across pages until cleared.
 */
export function useSelection() {
  const [selected, setSelected] = useState<Map<string, EntitySummary>>(new Map());
  const set = (entities: EntitySummary[], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const entity of entities) {
        if (on) next.set(entity.id, entity);
        else next.delete(entity.id);
      }
      return next;
    });
  return {
    selected: [...selected.values()],
    isSelected: (id: string) => selected.has(id),
    toggle: (entity: EntitySummary, on: boolean) => set([entity], on),
    setMany: set,
    remove: (ids: string[]) =>
      setSelected((current) => {
        const next = new Map(current);
        for (const id of ids) next.delete(id);
        return next;
      }),
    clear: () => setSelected(new Map()),
  };
}
