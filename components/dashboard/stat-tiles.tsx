import Link from "next/link";

export type StatTile = { label: string; value: string; href?: string };

/**
 * How wide a character of the semibold figure is at most, in ems, with room to spare: a digit is
 * about 0.62, a wide currency letter more.
 */
const DIGIT_WIDTH_EM = 0.72;

/**
 * The figure's size: as large as the heading size, smaller when its longest word (a sum in a long
 * currency, say) would not fit the tile's width, so it is never cut off. The tile is a size
 * container, so `cqi` is its inner width.
 */
function figureSize(value: string): string {
  const longest = Math.max(1, ...value.split(/\s+/).map((word) => word.length));
  return `clamp(0.875rem, calc(100cqi / ${(longest * DIGIT_WIDTH_EM).toFixed(2)}), 1.5rem)`;
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
          {/* The figure wraps between the currency and the number, and only within a word as a last resort. */}
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
