"use client";

import type { DragEvent } from "react";
import { useLocationTree } from "./location-tree-context";

const DRAG_TYPE = "application/x-cairn-entity";

/** Props that make a row (location or item) draggable onto a location row or the top-level zone. */
export function useDragSource(entity: { id: string; name: string }) {
  const tree = useLocationTree();
  return {
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData(DRAG_TYPE, entity.id);
      event.dataTransfer.setData("text/plain", entity.name);
      tree.setDragged({ id: entity.id, name: entity.name });
    },
    onDragEnd: () => tree.setDragged(null),
  };
}
