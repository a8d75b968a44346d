import Link from "next/link";

export type StatTile = { label: string; value: string; href?: string };

/**
 * How wide a character of the semibold figure is on average, in ems, with room to spare: digits
 * are about 0.6, commas and spaces a quarter, capital letters 0.7.
 */
const CHARACTER_WIDTH_EM = 0.62;

/**
 * The figure's size: the heading size, or smaller when the whole figure (a sum in a long currency,
 * say) would not fit the tile's width on one line, so it is never cut off. The figure is a size
 * container, so `cqi` is its width.
 */
function figureSize(value: string): string {
  const width = (Math.max(1, value.length) * CHARACTER_WIDTH_EM).toFixed(2);
  return `clamp(0.7rem, calc(100cqi / ${width}), 1.5rem)`;
}

/** The headline totals as a row of tiles (a definition list: label, then figure). */
export function StatTiles({ tiles }: { tiles: StatTile[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((tile) => (
        <div
          key={tile.label}
          className="relative min-w-0 rounded-xl border border-stone-200 bg-white p-4 shadow-xs dark:border-stone-800 dark:bg-stone-900"
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
          {/* Past the smallest size a figure wraps rather than run out of its tile. */}
          <dd className="@container mt-1">
            <span
              className="block leading-tight font-semibold tabular-nums tracking-tight [overflow-wrap:anywhere]"
              style={{ fontSize: figureSize(tile.value) }}
            >
              {tile.value}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
