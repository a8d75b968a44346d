"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { buttonStyles } from "@/components/ui/button-styles";
import type { LocationTreeNode } from "@/lib/entities/location-levels";
import { ActionsPanel } from "./actions-panel";
import { useCloseActions, useLocationTree } from "./location-tree-context";
import { MoveToPicker } from "./move-to-picker";
import { NewLocationForm } from "./new-location-form";

type Mode = "menu" | "create" | "move";

type LocationActionsProps = { node: LocationTreeNode; isRoot: boolean; id: string };

/**
 * The actions of one location, under its line: create a location inside it, or move it (the
 * keyboard and touch way to do what dragging does).
 */
export function LocationActions({ node, isRoot, id }: LocationActionsProps) {
  const t = useTranslations("locations.actions");
  const common = useTranslations("common");
  const tree = useLocationTree();
  const close = useCloseActions(node.id);
  const [mode, setMode] = useState<Mode>("menu");

  return (
    <ActionsPanel id={id} name={node.name} onClose={close}>
      {mode === "menu" && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonStyles.secondary} onClick={() => setMode("create")}>
            {t("newHere")}
          </button>
          <button type="button" className={buttonStyles.secondary} onClick={() => setMode("move")}>
            {t("moveTo")}
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
              {t("moveTop")}
            </button>
          )}
          <button type="button" className={buttonStyles.ghost} onClick={close}>
            {common("close")}
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
            tree.announce(t("createdIn", { name: created.name, parent: node.name }));
          }}
        />
      )}
      {mode === "move" && (
        <MoveToPicker entity={node} excludeIds={[node.id]} onBack={() => setMode("menu")} />
      )}
    </ActionsPanel>
  );
}
