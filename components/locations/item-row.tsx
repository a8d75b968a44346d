"use client";

import { useCanWrite } from "@/components/auth/use-can-write";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useFormats } from "@/components/i18n/formats-provider";
import { actionsToggleId, useLocationTree } from "./location-tree-context";
import { ItemActions } from "./item-actions";
import { ItemIcon, MoreIcon } from "./tree-icons";
import { useDragSource } from "./use-drag-source";
import type { LocationItem } from "./use-location-items";

type ItemRowProps = { item: LocationItem; location: { id: string; name: string } };

/**
 * One item inside an opened location: a box icon and plain weight set it apart from the locations
 * above it. It is dragged onto a location to move it there, or moved with "Move to…" from its actions.
 * Items inside items are not shown here (the item's own page lists them).
 */
export function ItemRow({ item, location }: ItemRowProps) {
  const t = useTranslations("locations.row");
  const f = useFormats();
  const tree = useLocationTree();
  const dragSource = useDragSource(item);
  const canWrite = useCanWrite();
  if (tree.movingIds.has(item.id)) return null;
  const actionsOpen = tree.actionsFor === item.id;
  const actionsId = `item-actions-${item.id}`;
  return (
    <li>
      <div {...dragSource} className="flex items-center gap-1 py-1 pr-1 pl-1 sm:pr-2">
        <span
          className="flex size-9 shrink-0 items-center justify-center text-stone-400 dark:text-stone-500"
          aria-hidden="true"
        >
          <ItemIcon />
        </span>
        <Link
          href={`/entities/${item.id}`}
          draggable={false}
          className="min-w-0 flex-1 truncate rounded-sm py-1.5 text-stone-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-stone-200"
        >
          {item.name}
        </Link>
        {item.quantity > 1 && (
          <span className="shrink-0 px-1 text-sm text-stone-500 tabular-nums dark:text-stone-400">
            <span aria-hidden="true">×</span>
            <span className="sr-only">{t("quantity")}</span> {f.count(item.quantity)}
          </span>
        )}
        {canWrite && (
          <button
            type="button"
            id={actionsToggleId(item.id)}
            aria-expanded={actionsOpen}
            aria-controls={actionsOpen ? actionsId : undefined}
            onClick={() => tree.setActionsFor(actionsOpen ? null : item.id)}
            className="flex size-9 shrink-0 items-center justify-center rounded-md text-stone-500 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-stone-400 dark:hover:bg-stone-800"
          >
            <MoreIcon />
            <span className="sr-only">{t("actionsFor", { name: item.name })}</span>
          </button>
        )}
      </div>
      {actionsOpen && <ItemActions item={item} location={location} id={actionsId} />}
    </li>
  );
}
