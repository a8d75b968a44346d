"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { EntityPicker } from "@/components/pickers/entity-picker";
import { buttonStyles } from "@/components/ui/button-styles";
import { useLocationTree } from "./location-tree-context";

type MoveToPickerProps = {
  entity: { id: string; name: string };
  /** Locations not offered: the entity itself, or where it already is. */
  excludeIds: readonly string[];
  onBack: () => void;
};

/** "Move to…": the keyboard and touch way to do what dragging a row does. */
export function MoveToPicker({ entity, excludeIds, onBack }: MoveToPickerProps) {
  const t = useTranslations("locations.actions");
  const common = useTranslations("common");
  const tree = useLocationTree();
  const boxRef = useRef<HTMLDivElement>(null);
  // The "Move to…" button that opened this is gone: focus goes to the search box, not to the page.
  useEffect(() => boxRef.current?.querySelector<HTMLInputElement>("input")?.focus(), []);
  return (
    <div ref={boxRef} className="flex flex-wrap items-end gap-2">
      <EntityPicker
        label={t("moveLabel", { name: entity.name })}
        kind="location"
        value={null}
        excludeIds={excludeIds}
        placeholder={t("searchLocations")}
        className="min-w-48 flex-1"
        onChange={(target) => {
          if (!target) return;
          tree.setActionsFor(null);
          tree.move({ id: entity.id, name: entity.name, parentId: target.id, parentName: target.name });
        }}
      />
      <button type="button" className={buttonStyles.secondary} onClick={onBack}>
        {common("back")}
      </button>
    </div>
  );
}
