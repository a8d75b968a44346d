import type { LocationNode } from "@/lib/entities/location-tree";

function itemCountLabel(count: number): string {
  return count === 1 ? "1 item" : `${count.toLocaleString("en")} items`;
}

function ChevronIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      className="size-4 shrink-0 text-stone-400 transition-transform [[open]>summary>&]:rotate-90"
    >
      <path
        d="M7.5 5 12.5 10l-5 5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function LocationRow({ node }: { node: LocationNode }) {
  return (
    <>
      <span className="min-w-0 flex-1 truncate font-medium">{node.name}</span>
      <span className="shrink-0 text-sm text-stone-500 tabular-nums dark:text-stone-400">
        {itemCountLabel(node.itemCount)}
      </span>
    </>
  );
}

const rowClass = "flex items-center gap-2 px-3 py-2.5 sm:px-4";

type BranchProps = { node: LocationNode; depth: number; besideBranches: boolean };

function LocationBranch({ node, depth, besideBranches }: BranchProps) {
  if (node.children.length === 0) {
    return (
      <li className={rowClass}>
        {/* lines a leaf's name up with its siblings' names, which follow a chevron, and indents
            nested leaves past their parent's name */}
        {(besideBranches || depth > 0) && <span className="size-4 shrink-0" aria-hidden="true" />}
        <LocationRow node={node} />
      </li>
    );
  }
  return (
    <li>
      {/* <details> expands and collapses without JavaScript; the top level starts open */}
      <details open={depth === 0}>
        <summary
          className={`${rowClass} cursor-pointer list-none hover:bg-stone-50 dark:hover:bg-stone-800/50 [&::-webkit-details-marker]:hidden`}
        >
          <ChevronIcon />
          <LocationRow node={node} />
        </summary>
        <LocationList nodes={node.children} depth={depth + 1} />
      </details>
    </li>
  );
}

function hasBranches(nodes: LocationNode[]): boolean {
  return nodes.some((node) => node.children.length > 0);
}

function LocationList({ nodes, depth }: { nodes: LocationNode[]; depth: number }) {
  const besideBranches = hasBranches(nodes);
  return (
    <ul className="ml-5 border-l border-stone-200 sm:ml-6 dark:border-stone-800">
      {nodes.map((node) => (
        <LocationBranch key={node.id} node={node} depth={depth} besideBranches={besideBranches} />
      ))}
    </ul>
  );
}

/** The group's locations as a nested list; each level can be folded away. */
export function LocationTree({ nodes }: { nodes: LocationNode[] }) {
  const besideBranches = hasBranches(nodes);
  return (
    <ul
      aria-label="Locations"
      className="divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm dark:divide-stone-800 dark:border-stone-800 dark:bg-stone-900/60"
    >
      {nodes.map((node) => (
        <LocationBranch key={node.id} node={node} depth={0} besideBranches={besideBranches} />
      ))}
    </ul>
  );
}

export function countLocations(nodes: LocationNode[]): number {
  return nodes.reduce((total, node) => total + 1 + countLocations(node.children), 0);
}
