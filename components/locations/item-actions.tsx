"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { buttonStyles } from "@/components/ui/button-styles";
import { ActionsPanel } from "./actions-panel";
import { useCloseActions } from "./location-tree-context";
import { MoveToPicker } from "./move-to-picker";
import type { LocationItem } from "./use-location-items";

type ItemActionsProps = { item: LocationItem; location: { id: string; name: string }; id: string };

/** The actions of one item in the tree: move it to another location without dragging. */
export function ItemActions({ item, location, id }: ItemActionsProps) {
  const t = useTranslations("locations.actions");
  const common = useTranslations("common");
  const close = useCloseActions(item.id);
  const [moving, setMoving] = useState(false);
  return (
    <ActionsPanel id={id} name={item.name} onClose={close}>
      {moving ? (
        <MoveToPicker entity={item} excludeIds={[location.id]} onBack={() => setMoving(false)} />
      ) : (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonStyles.secondary} onClick={() => setMoving(true)}>
            {t("moveTo")}
          </button>
          <button type="button" className={buttonStyles.ghost} onClick={close}>
            {common("close")}
          </button>
        </div>
      )}
    </ActionsPanel>
  );
}
