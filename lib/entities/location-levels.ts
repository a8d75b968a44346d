import type { LocationNode } from "./location-tree";

/**
 * A location as the browser first gets it: `children` is null below the levels sent (the browser
 * asks for those when they are opened), `childCount` says how many sub-locations it has. Items are
 * never sent with the page: the browser fetches them a page at a time when a location is opened.
 */
export type LocationTreeNode = {
  id: string;
  name: string;
  /** The non-archived items anywhere below it, counted (see location-tree.ts). */
  itemCount: number;
  /** Their summed quantity. */
  quantity: number;
  /** null: not known yet (a location fetched on its own, not with its children). */
  childCount: number | null;
  children: LocationTreeNode[] | null;
};

/** Cuts the tree after `levels` levels so a large hierarchy does not all go to the browser at once. */
export function topLocationLevels(nodes: LocationNode[], levels: number): LocationTreeNode[] {
  return nodes.map((node) => ({
    id: node.id,
    name: node.name,
    itemCount: node.itemCount,
    quantity: node.quantity,
    childCount: node.children.length,
    children: levels > 1 ? topLocationLevels(node.children, levels - 1) : null,
  }));
}
