import Link from "next/link";

export type StatTile = { label: string; value: string; href?: string };

/** The headline totals as a row of tiles (a definition list: label, then figure). */
export function StatTiles({ tiles }: { tiles: StatTile[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((tile) => (
        <div
          key={tile.label}
          className="relative rounded-xl border border-stone-200 bg-white p-4 shadow-xs dark:border-stone-800 dark:bg-stone-900"
        >
          <dt className="text-sm text-stone-600 dark:text-stone-400">
            {tile.href ? (
              // The whole tile is the link's target area; the label is its name.
              <Link
                href={tile.href}
                className="after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-500"
              >
                {tile.label}
              </Link>
            ) : (
              tile.label
            )}
          </dt>
          {/* A long sum in a long currency wraps rather than being cut off on a phone. */}
          <dd className="mt-1 text-xl leading-tight font-semibold tabular-nums tracking-tight [overflow-wrap:anywhere] sm:text-2xl">
            {tile.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
