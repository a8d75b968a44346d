"use client";

import { createContext, useContext } from "react";
import type { MoveRequest } from "./use-location-mutations";

/** A location or an item being dragged: either can be dropped onto a location. */
export type DraggedEntity = { id: string; name: string };

/** What every row of the tree (locations and items) shares: which rows are open, the drag under way, and the actions. */
export type LocationTreeState = {
  isExpanded: (id: string) => boolean;
  setExpanded: (id: string, expanded: boolean) => void;
  /** The one row whose actions panel is open, if any. */
  actionsFor: string | null;
  setActionsFor: (id: string | null) => void;
  dragged: DraggedEntity | null;
  setDragged: (entity: DraggedEntity | null) => void;
  /** Rows moved away optimistically: hidden until the tree has been refetched. */
  movingIds: ReadonlySet<string>;
  move: (request: MoveRequest) => void;
  /** A short notice for everyone, e.g. after a location was created. */
  announce: (text: string) => void;
};

export const LocationTreeContext = createContext<LocationTreeState | null>(null);

export function useLocationTree(): LocationTreeState {
  const state = useContext(LocationTreeContext);
  if (!state) throw new Error("useLocationTree outside <LocationTree>");
  return state;
}

/** The id of a row's "Actions for …" button (locations and items alike), to give focus back to it. */
export const actionsToggleId = (id: string) => `location-actions-toggle-${id}`;

/** Closes a row's actions panel and gives focus back to its toggle, so keyboard users keep their place. */
export function useCloseActions(entityId: string): () => void {
  const tree = useLocationTree();
  return () => {
    tree.setActionsFor(null);
    document.getElementById(actionsToggleId(entityId))?.focus();
  };
}
