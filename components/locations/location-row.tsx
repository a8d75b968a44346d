"use client";

import { useCanWrite } from "@/components/auth/use-can-write";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState, type DragEvent } from "react";
import type { LocationTreeNode } from "@/lib/entities/location-levels";
import { actionsToggleId, useLocationTree } from "./location-tree-context";
import { ChevronIcon, MoreIcon } from "./tree-icons";
import { useDragSource } from "./use-drag-source";

type LocationRowProps = { node: LocationTreeNode; childrenId: string; actionsId: string };

/**
 * One location's line: open/close its contents (sub-locations, then items), its name (a link to its
 * page), its item count and its actions. The line can be dragged onto another location's line to
 * move it there, and locations or items dragged onto it move into it.
 */
export function LocationRow({ node, childrenId, actionsId }: LocationRowProps) {
  const t = useTranslations("locations.row");
  const tree = useLocationTree();
  const [dropHere, setDropHere] = useState(false);
  const dragSource = useDragSource(node);
  const canWrite = useCanWrite();
  const expanded = tree.isExpanded(node.id);
  const accepts = tree.dragged !== null && tree.dragged.id !== node.id;
  const countId = `location-count-${node.id}`;
  const onDragOver = (event: DragEvent) => {
    if (!accepts) return;
    event.preventDefault(); // marks this line as a drop target
    event.dataTransfer.dropEffect = "move";
    setDropHere(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropHere(false);
    const dragged = tree.dragged;
    tree.setDragged(null);
    if (!dragged || dragged.id === node.id) return;
    tree.move({ id: dragged.id, name: dragged.name, parentId: node.id, parentName: node.name });
  };

  return (
    <div
      {...dragSource}
      onDragOver={onDragOver}
      onDragLeave={() => setDropHere(false)}
      onDrop={onDrop}
      className={`flex items-center gap-1 py-1 pr-1 pl-1 sm:pr-2 ${
        dropHere ? "bg-brand-50 outline-2 -outline-offset-2 outline-brand-500 dark:bg-stone-800" : ""
      }`}
    >
      {/* Every location can be opened: even one without sub-locations may hold items (the count
          leaves out archived ones, so it cannot tell "empty" for sure). */}
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={expanded ? childrenId : undefined}
        onClick={() => tree.setExpanded(node.id, !expanded)}
        className="flex size-9 shrink-0 items-center justify-center rounded-md text-stone-500 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-stone-400 dark:hover:bg-stone-800"
      >
        <ChevronIcon open={expanded} />
        <span className="sr-only">{t("contentsOf", { name: node.name })}</span>
      </button>
      <Link
        href={`/entities/${node.id}`}
        draggable={false}
        aria-describedby={countId}
        className="min-w-0 flex-1 truncate rounded-sm py-1.5 font-medium hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        {node.name}
      </Link>
      <span id={countId} className="shrink-0 px-1 text-sm text-stone-500 tabular-nums dark:text-stone-400">
        {/* The summed quantity only when it tells more than the item count: "7 items · 13 pieces". */}
        {node.quantity === node.itemCount
          ? t("contents", { items: node.itemCount })
          : t("contentsWithPieces", { items: node.itemCount, pieces: node.quantity })}
      </span>
      {canWrite && (
        <button
          type="button"
          id={actionsToggleId(node.id)}
          aria-expanded={tree.actionsFor === node.id}
          aria-controls={tree.actionsFor === node.id ? actionsId : undefined}
          onClick={() => tree.setActionsFor(tree.actionsFor === node.id ? null : node.id)}
          className="flex size-9 shrink-0 items-center justify-center rounded-md text-stone-500 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-stone-400 dark:hover:bg-stone-800"
        >
          <MoreIcon />
          <span className="sr-only">{t("actionsFor", { name: node.name })}</span>
        </button>
      )}
    </div>
  );
}
