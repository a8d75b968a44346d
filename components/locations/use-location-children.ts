"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client/api-request";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { LocationTreeNode } from "@/lib/entities/location-levels";

/** Sub-locations shown under one opened location; more than this asks the user to search instead. */
export const CHILD_PAGE = 200;

export type LocationChildren = { nodes: LocationTreeNode[]; total: number };

export const childrenKey = (parentId: string) => queryKeys.entities.children(parentId, { isLocation: true });

/**
 * The direct sub-locations of an opened location, one server page of them. The first levels come
 * with the page (`initial`), deeper ones are fetched when opened. Whether a fetched location has
 * children of its own is unknown (null) until it is opened in turn.
 */
export function useLocationChildren(parentId: string, enabled: boolean, initial: LocationTreeNode[] | null) {
  return useQuery({
    queryKey: childrenKey(parentId),
    enabled,
    initialData: initial ? { nodes: initial, total: initial.length } : undefined,
    // The page's levels show at once but count as old: a move or a new location since the page
    // was rendered would otherwise stay hidden until the page is reloaded.
    initialDataUpdatedAt: 0,
    queryFn: async ({ signal }): Promise<LocationChildren> => {
      const page = await api("GET /entities", {
        query: {
          parentIds: [parentId],
          isLocation: true,
          withNestedTotals: true,
          pageSize: CHILD_PAGE,
          orderBy: "name",
        },
        signal,
      });
      const nodes = page.items.map((entity) => ({
        id: entity.id,
        name: entity.name,
        // Everything below it, as the page's first levels count it (not only what sits directly in it).
        itemCount: entity.nestedItemCount ?? 0,
        quantity: entity.nestedQuantity ?? entity.nestedItemCount ?? 0,
        childCount: null,
        children: null,
      }));
      return { nodes, total: page.total };
    },
  });
}
