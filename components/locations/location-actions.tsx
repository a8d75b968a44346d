"use client";

import { useState } from "react";
import { EntityPicker } from "@/components/pickers/entity-picker";
import { buttonStyles } from "@/components/ui/button-styles";
import type { LocationTreeNode } from "@/lib/entities/location-levels";
import { actionsToggleId, useLocationTree } from "./location-tree-context";
import { NewLocationForm } from "./new-location-form";

type Mode = "menu" | "create" | "move";

type LocationActionsProps = { node: LocationTreeNode; isRoot: boolean; id: string };

/**
 * The actions of one location, under its line: create a location inside it, or move it (the
 * keyboard and touch way to do what dragging does).
 */
export function LocationActions({ node, isRoot, id }: LocationActionsProps) {
  const tree = useLocationTree();
  const [mode, setMode] = useState<Mode>("menu");
  // Focus returns to the button that opened the panel, so keyboard users keep their place.
  const close = () => {
    tree.setActionsFor(null);
    document.getElementById(actionsToggleId(node.id))?.focus();
  };

  return (
    <div
      id={id}
      role="group"
      aria-label={`Actions for ${node.name}`}
      onKeyDown={(event) => {
        // Escape inside an open picker list closes that list first (the picker handles it).
        if (event.key === "Escape" && !event.defaultPrevented) close();
      }}
      className="mx-2 mb-2 rounded-lg border border-stone-200 bg-stone-50 p-3 dark:border-stone-700 dark:bg-stone-800/50"
    >
      {mode === "menu" && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonStyles.secondary} onClick={() => setMode("create")}>
            New location here
          </button>
          <button type="button" className={buttonStyles.secondary} onClick={() => setMode("move")}>
            Move to…
          </button>
          {!isRoot && (
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => {
                tree.setActionsFor(null);
                tree.move({ id: node.id, name: node.name, parentId: null, parentName: null });
              }}
            >
              Move to top level
            </button>
          )}
          <button type="button" className={buttonStyles.ghost} onClick={close}>
            Close
          </button>
        </div>
      )}
      {mode === "create" && (
        <NewLocationForm
          parent={node}
          onDone={(created) => {
            close();
            if (!created) return;
            tree.setExpanded(node.id, true);
            tree.announce(`Created ${created.name} in ${node.name}.`);
          }}
        />
      )}
      {mode === "move" && (
        <div className="flex flex-wrap items-end gap-2">
          <EntityPicker
            label={`Move ${node.name} to`}
            kind="location"
            value={null}
            excludeIds={[node.id]}
            placeholder="Search locations"
            className="min-w-48 flex-1"
            onChange={(target) => {
              if (!target) return;
              tree.setActionsFor(null);
              tree.move({ id: node.id, name: node.name, parentId: target.id, parentName: target.name });
            }}
          />
          <button type="button" className={buttonStyles.secondary} onClick={() => setMode("menu")}>
            Back
          </button>
        </div>
      )}
    </div>
  );
}
