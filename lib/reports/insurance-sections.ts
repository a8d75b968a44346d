/**
 * How the insurance report groups and sums: one section per direct container (the location, or the
 * item holding the item), headed by its path from the root; sections in path order, items by name.
 * An item's replacement value is its purchase price × its quantity (in ten-thousandths, BigInt, so
 * no sum overflows); an item without a price adds nothing, and says so.
 */

export type ReportDocumentRef = { type: string; title: string };

export type ReportRow = {
  id: string;
  name: string;
  parentId: string | null;
  manufacturer: string;
  modelNumber: string;
  serialNumber: string;
  purchaseDate: Date | null;
  purchasePrice: bigint;
  quantity: number;
  photoKey: string | null;
  documents: ReportDocumentRef[];
};

export type ContainerName = { id: string; parentId: string | null; name: string };

export type ReportSection = {
  containerId: string | null;
  /** Root first; empty for items that sit nowhere. */
  path: string[];
  rows: ReportRow[];
  total: bigint;
};

export type ReportSections = { sections: ReportSection[]; items: number; total: bigint };

/** Purchase price × quantity; a negative quantity counts as none. */
export function replacementValue(row: Pick<ReportRow, "purchasePrice" | "quantity">): bigint {
  return row.purchasePrice * BigInt(Math.max(0, Math.trunc(row.quantity)));
}

/** The names from the root down to `id` (cycles in bad data stop the walk). */
export function containerPath(containers: Map<string, ContainerName>, id: string | null): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  let at = id;
  while (at && !seen.has(at)) {
    seen.add(at);
    const container = containers.get(at);
    if (!container) break;
    names.unshift(container.name);
    at = container.parentId;
  }
  return names;
}

export function groupSections(
  rows: ReportRow[],
  containers: Map<string, ContainerName>,
  locale: string,
): ReportSections {
  const byContainer = new Map<string | null, ReportRow[]>();
  for (const row of rows) {
    const list = byContainer.get(row.parentId);
    if (list) list.push(row);
    else byContainer.set(row.parentId, [row]);
  }
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  const sections = [...byContainer].map(([containerId, list]): ReportSection => {
    list.sort((a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id));
    return {
      containerId,
      path: containerPath(containers, containerId),
      rows: list,
      total: list.reduce((sum, row) => sum + replacementValue(row), 0n),
    };
  });
  // Items that sit nowhere come last; the rest by their path, level by level.
  sections.sort((a, b) => {
    if (a.path.length === 0 || b.path.length === 0) return b.path.length - a.path.length;
    const depth = Math.min(a.path.length, b.path.length);
    for (let level = 0; level < depth; level++) {
      const order = collator.compare(a.path[level] ?? "", b.path[level] ?? "");
      if (order !== 0) return order;
    }
    return a.path.length - b.path.length || String(a.containerId).localeCompare(String(b.containerId));
  });
  return {
    sections,
    items: rows.length,
    total: sections.reduce((sum, section) => sum + section.total, 0n),
  };
}
