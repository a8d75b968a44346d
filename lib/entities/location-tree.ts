import type { TenantContext } from "@/lib/auth/principal";
import { treeTotals } from "./tree-totals";

export type LocationNode = {
  id: string;
  name: string;
  /** Non-archived items anywhere below the location, counted (not their quantities). */
  itemCount: number;
  /** Their summed quantity. */
  quantity: number;
  children: LocationNode[];
};

// One collator for every comparison (see entity-tree.ts): sorting 2 000 names stays cheap.
const byName = new Intl.Collator(undefined, { sensitivity: "base" });

/**
 * Every location of the group as a tree, roots first, siblings by name. `itemCount` is the number
 * of non-archived items anywhere below the location (in its sub-locations and inside items) and
 * `quantity` their summed quantity, as roll-up.ts counts them: Cairn's tree shows what a place holds
 * all the way down, as the location page's "Everything inside" does. (HomeBox's own `itemCount`, a
 * quantity sum of the direct contents, is a different number and never reaches this tree.) A location inside an item sits under the
 * nearest location above it, or at the top.
 */
export async function listLocationTree(ctx: TenantContext): Promise<LocationNode[]> {
  const { totals, containers } = await treeTotals(ctx.groupId);
  const byId = new Map(containers.map((node) => [node.id, node]));
  const locations = containers
    .filter((node) => node.isLocation)
    .sort((a, b) => byName.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const nodes = new Map<string, LocationNode>(
    locations.map((location) => [
      location.id,
      {
        id: location.id,
        name: location.name,
        itemCount: totals.get(location.id)?.items ?? 0,
        quantity: totals.get(location.id)?.quantity ?? 0,
        children: [],
      },
    ]),
  );
  const roots: LocationNode[] = [];
  for (const location of locations) {
    // Up through items (and past a corrupt cycle) to the nearest location.
    const seen = new Set([location.id]);
    let parent = location.parentId ? byId.get(location.parentId) : undefined;
    while (parent && !parent.isLocation && !seen.has(parent.id)) {
      seen.add(parent.id);
      parent = parent.parentId ? byId.get(parent.parentId) : undefined;
    }
    const parentNode = parent?.isLocation && !seen.has(parent.id) ? nodes.get(parent.id) : undefined;
    (parentNode ? parentNode.children : roots).push(nodes.get(location.id)!);
  }
  return roots;
}
