/**
 * What a location holds all the way down: every non-archived item below it, through sub-locations
 * and items inside items. `items` counts entries, `quantity` sums their quantities, `value` is
 * Σ purchase price × quantity of those not sold, in ten-thousandths.
 */
export type NestedTotals = { items: number; quantity: number; value: bigint };

/** The non-archived items directly inside one container: how many, and their summed quantity. */
export type DirectCounts = { containerId: string; count: number; quantity: number };

/**
 * The unsold items directly inside one container that share a quantity, with their summed purchase
 * price in ten-thousandths (one grouped database row; the product is taken here, exactly).
 */
export type DirectValues = { containerId: string; quantity: number; priceSum: bigint };

/** An entity that holds others (a location, or an item with items inside), with its parent. */
export type Container = { id: string; parentId: string | null; isLocation: boolean };

export const emptyTotals = (): NestedTotals => ({ items: 0, quantity: 0, value: 0n });

function add(into: NestedTotals, from: NestedTotals): void {
  into.items += from.items;
  into.quantity += from.quantity;
  into.value += from.value;
}

/** Each container's direct items as totals, per-quantity price sums multiplied exactly. */
export function directTotals(counts: DirectCounts[], values: DirectValues[]): Map<string, NestedTotals> {
  const direct = new Map<string, NestedTotals>();
  const of = (id: string) => {
    let totals = direct.get(id);
    if (!totals) direct.set(id, (totals = emptyTotals()));
    return totals;
  };
  for (const row of counts) {
    const totals = of(row.containerId);
    totals.items += row.count;
    totals.quantity += row.quantity;
  }
  for (const row of values) of(row.containerId).value += row.priceSum * BigInt(row.quantity);
  return direct;
}

/**
 * Nested totals of every location among `containers`, from the direct totals of every container.
 * Each container's direct totals climb its chain of parents once, adding to every location on the
 * way, so the work is (containers × depth), not (items × depth). The climb stops at a parent that
 * is not a known container (outside the group, or gone) and at a node met before on the same climb
 * (a corrupt cycle), so nothing is counted twice. A location holding nothing gets zero totals.
 */
export function rollUp(
  containers: Container[],
  direct: Map<string, NestedTotals>,
  /** Other containers (items holding items) to total as well. */
  alsoFor: Iterable<string> = [],
): Map<string, NestedTotals> {
  const nodes = new Map(containers.map((node) => [node.id, node]));
  const totals = new Map<string, NestedTotals>();
  for (const node of containers) if (node.isLocation) totals.set(node.id, emptyTotals());
  for (const id of alsoFor) if (nodes.has(id) && !totals.has(id)) totals.set(id, emptyTotals());
  for (const [containerId, own] of direct) {
    const visited = new Set<string>();
    for (let node = nodes.get(containerId); node && !visited.has(node.id);) {
      visited.add(node.id);
      const into = totals.get(node.id);
      if (into) add(into, own);
      node = node.parentId === null ? undefined : nodes.get(node.parentId);
    }
  }
  return totals;
}

/**
 * The locations with no location above them (a location inside an item inside nothing counts as
 * top-level too). Their subtrees do not overlap, so their nested totals add up without counting
 * anything twice: what the dashboard's "value by location" shows.
 */
export function topLevelLocations(containers: Container[]): string[] {
  const nodes = new Map(containers.map((node) => [node.id, node]));
  const top: string[] = [];
  for (const node of containers) {
    if (!node.isLocation) continue;
    const visited = new Set<string>([node.id]);
    let parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    while (parent && !parent.isLocation && !visited.has(parent.id)) {
      visited.add(parent.id);
      parent = parent.parentId === null ? undefined : nodes.get(parent.parentId);
    }
    if (!parent || !parent.isLocation) top.push(node.id);
  }
  return top;
}

/**
 * The containers at or below the given roots, walking the skeleton down (not the inventory): the
 * parents whose direct contents make up the roots' nested totals. Ids not among the containers are
 * left out; a corrupt cycle is walked once.
 */
export function containersBelow(containers: Container[], rootIds: string[]): string[] {
  const children = new Map<string, string[]>();
  for (const node of containers) {
    if (node.parentId === null) continue;
    const siblings = children.get(node.parentId);
    if (siblings) siblings.push(node.id);
    else children.set(node.parentId, [node.id]);
  }
  const known = new Set(containers.map((node) => node.id));
  const found = new Set<string>();
  const pending = rootIds.filter((id) => known.has(id));
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    for (const child of children.get(id) ?? []) pending.push(child);
  }
  return [...found];
}
