"use client";

import { useTranslations } from "next-intl";
import { useFormats } from "@/components/i18n/formats-provider";
import type { LocationTreeNode } from "@/lib/entities/location-levels";
import { LocationActions } from "./location-actions";
import { LocationItems } from "./location-items";
import { useLocationTree } from "./location-tree-context";
import { LocationRow } from "./location-row";
import { CHILD_PAGE, useLocationChildren } from "./use-location-children";
import { useLocationItems } from "./use-location-items";

/** One location: its line, its actions when asked for, and its contents when opened. */
export function LocationBranch({ node, depth }: { node: LocationTreeNode; depth: number }) {
  const tree = useLocationTree();
  if (tree.movingIds.has(node.id)) return null;
  const childrenId = `location-children-${node.id}`;
  const actionsId = `location-actions-${node.id}`;
  return (
    <li>
      <LocationRow node={node} childrenId={childrenId} actionsId={actionsId} />
      {tree.actionsFor === node.id && <LocationActions node={node} isRoot={depth === 0} id={actionsId} />}
      {tree.isExpanded(node.id) && (
        <div id={childrenId}>
          <LocationContents parent={node} depth={depth + 1} />
        </div>
      )}
    </li>
  );
}

function Note({ children }: { children: string }) {
  return <p className="py-2 pr-3 pl-12 text-sm text-stone-500 dark:text-stone-400">{children}</p>;
}

/**
 * What an opened location holds: its sub-locations (sent with the page for the first levels,
 * fetched for deeper ones), then its items, fetched a page at a time.
 */
function LocationContents({ parent, depth }: { parent: LocationTreeNode; depth: number }) {
  const t = useTranslations("locations.branch");
  const f = useFormats();
  const children = useLocationChildren(parent.id, true, parent.children);
  const items = useLocationItems(parent.id);
  if (children.isPending || items.isPending) return <Note>{t("loading")}</Note>;
  if (children.isError || items.isError) return <Note>{t("loadFailed", { name: parent.name })}</Note>;
  const { nodes, total } = children.data;
  if (nodes.length === 0 && items.data.items.length === 0)
    return <Note>{t("nothingIn", { name: parent.name })}</Note>;
  return (
    <>
      {nodes.length > 0 && (
        <ul
          aria-label={t("locationsIn", { name: parent.name })}
          className="ml-5 border-l border-stone-200 sm:ml-6 dark:border-stone-800"
        >
          {nodes.map((child) => (
            <LocationBranch key={child.id} node={child} depth={depth} />
          ))}
        </ul>
      )}
      {total > CHILD_PAGE && (
        <Note>{t("showingLocations", { shown: f.count(CHILD_PAGE), total: f.count(total) })}</Note>
      )}
      {items.data.items.length > 0 && (
        <LocationItems
          location={parent}
          items={items.data.items}
          total={items.data.total}
          hasMore={items.hasNextPage}
          loadingMore={items.isFetchingNextPage}
          loadMore={() => void items.fetchNextPage()}
        />
      )}
    </>
  );
}
