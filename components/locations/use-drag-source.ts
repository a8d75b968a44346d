"use client";

import { useCanWrite } from "@/components/auth/use-can-write";
import type { DragEvent } from "react";
import { useLocationTree } from "./location-tree-context";

const DRAG_TYPE = "application/x-cairn-entity";

/**
 * Props that make a row (location or item) draggable onto a location row or the top-level zone;
 * for a viewer, a row that does not drag.
 */
export function useDragSource(entity: { id: string; name: string }) {
  const tree = useLocationTree();
  // A read-only viewer moves nothing: the row is not draggable at all.
  const canWrite = useCanWrite();
  if (!canWrite) return { draggable: false };
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
