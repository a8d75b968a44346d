"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useLocationTree } from "./location-tree-context";

/** Shown while a location is dragged: dropping it here takes it out of every other location. */
export function TopLevelDropZone() {
  const t = useTranslations("locations.tree");
  const tree = useLocationTree();
  const [over, setOver] = useState(false);
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const dragged = tree.dragged;
        tree.setDragged(null);
        if (dragged) tree.move({ id: dragged.id, name: dragged.name, parentId: null, parentName: null });
      }}
      className={`mt-3 rounded-xl border-2 border-dashed px-4 py-3 text-center text-sm ${
        over
          ? "border-brand-500 bg-brand-50 text-stone-900 dark:bg-stone-800 dark:text-stone-100"
          : "border-stone-300 text-stone-600 dark:border-stone-700 dark:text-stone-300"
      }`}
    >
      {t("dropTop")}
    </div>
  );
}
