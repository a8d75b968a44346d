// Scanners find a QR code by its three finder patterns: a dark-light-dark-light-dark run of about
// 1:1:3:1:1 across a row, confirmed down the column through its middle and across again. ZXing
// (the library of Cairn's own scanner) accepts each run within half a module of those proportions
// and, unlike newer readers, makes no diagonal check: data modules that happen to pass the same
// checks are taken for a finder, and about 5 % of perfectly drawn codes could not be read. The
// encoder (qr-matrix.mjs) picks the data mask and error correction that leave no such look-alike.
// The checks below are ZXing's, in whole modules: they hold at any scale.

/** @typedef {{ size: number; isDark: (x: number, y: number) => boolean }} ModuleGrid */

/**
 * ZXing's test for finder proportions: five runs, each within half a module of 1:1:3:1:1.
 * @param {number[]} counts
 * @returns {boolean}
 */
export function finderProportions(counts) {
  if (counts.some((count) => count === 0)) return false;
  const total = counts.reduce((sum, count) => sum + count, 0);
  const unit = total / 7;
  const tolerance = unit / 2;
  return counts.every((count, index) =>
    index === 2 ? Math.abs(3 * unit - count) < 3 * tolerance : Math.abs(unit - count) < tolerance,
  );
}

/**
 * ZXing's cross-check along one line through a dark module: the dark run there and, outward, a
 * light and a dark run on each side, none longer than `maxCount` (the ones after the middle
 * shorter); their proportions a finder's and their total within `slack` of `total`. Answers the
 * middle of the centre run (in modules along the line), or null.
 * @param {(index: number) => boolean} dark
 * @param {number} size
 * @param {number} start
 * @param {number} maxCount
 * @param {number} total
 * @param {number} slack
 * @returns {number | null}
 */
function crossCheck(dark, size, start, maxCount, total, slack) {
  const at = (/** @type {number} */ index) => index >= 0 && index < size && dark(index);
  if (!at(start)) return null;
  /** @type {[number, number, number, number, number]} */
  const counts = [0, 0, 0, 0, 0];
  let index = start;
  /**
   * Counts modules of one colour from `index` in `step` direction while fewer than `limit`.
   * @param {number} state
   * @param {boolean} isDark
   * @param {number} step
   * @param {number} limit
   */
  const count = (state, isDark, step, limit) => {
    while (index >= 0 && index < size && at(index) === isDark && (counts[state] ?? 0) < limit) {
      counts[state] = (counts[state] ?? 0) + 1;
      index += step;
    }
  };
  // Upward (leftward) runs may reach maxCount, the ones after the middle must stay below it.
  count(2, true, -1, Infinity);
  count(1, false, -1, maxCount + 1);
  if (index < 0 || counts[1] > maxCount) return null;
  count(0, true, -1, maxCount + 1);
  if (counts[0] > maxCount) return null;
  index = start + 1;
  count(2, true, 1, Infinity);
  count(3, false, 1, maxCount);
  if (index >= size || counts[3] >= maxCount) return null;
  count(4, true, 1, maxCount);
  if (counts[4] >= maxCount) return null;
  const sum = counts.reduce((a, b) => a + b, 0);
  if (Math.abs(sum - total) >= slack * total || !finderProportions(counts)) return null;
  return index - counts[4] - counts[3] - counts[2] / 2;
}

/**
 * The module line(s) ZXing's next check runs along, given the middle of a run: the module it
 * falls in, or both modules when it falls on their edge (printed, either may be hit).
 * @param {number} middle
 * @returns {number[]}
 */
const linesAt = (middle) => (Number.isInteger(middle) ? [middle - 1, middle] : [Math.floor(middle)]);

/**
 * Where ZXing, scanning the rows of the code, would report a finder pattern: every row window of
 * finder proportions whose column and then row cross-checks pass. Centres in module units.
 * @param {ModuleGrid} grid
 * @returns {Array<{ x: number; y: number }>}
 */
export function finderCandidates({ size, isDark }) {
  /** @type {Array<{ x: number; y: number }>} */
  const found = [];
  for (let y = 0; y < size; y++) {
    /** @type {number[]} */
    const runs = [];
    /** @type {number[]} */
    const starts = [];
    for (let x = 0; x < size; x++) {
      const dark = isDark(x, y);
      if (runs.length > 0 && (runs.length % 2 === 1) === dark)
        runs[runs.length - 1] = /** @type {number} */ (runs[runs.length - 1]) + 1;
      else if (runs.length > 0 || dark) {
        runs.push(1);
        starts.push(x);
      }
    }
    // Runs alternate starting with dark: windows start at even indexes.
    for (let first = 0; first + 4 < runs.length; first += 2) {
      const window = /** @type {[number, number, number, number, number]} */ (runs.slice(first, first + 5));
      if (!finderProportions(window)) continue;
      const total = window.reduce((a, b) => a + b, 0);
      const middle = /** @type {number} */ (starts[first + 2]) + window[2] / 2;
      for (const column of linesAt(middle)) {
        const centreY = crossCheck((row) => isDark(column, row), size, y, window[2], total, 0.4);
        if (centreY === null) continue;
        for (const row of linesAt(centreY)) {
          const centreX = crossCheck((col) => isDark(col, row), size, column, window[2], total, 0.2);
          if (centreX !== null) found.push({ x: centreX, y: centreY });
        }
      }
    }
  }
  return found;
}

/**
 * How many distinct places outside the three real finder patterns ZXing would take for one.
 * @param {ModuleGrid} grid
 * @returns {number}
 */
export function finderLookalikes(grid) {
  const far = grid.size - 3.5;
  const real = [
    { x: 3.5, y: 3.5 },
    { x: far, y: 3.5 },
    { x: 3.5, y: far },
  ];
  const near = (/** @type {{ x: number; y: number }} */ a, /** @type {{ x: number; y: number }} */ b) =>
    Math.abs(a.x - b.x) < 2 && Math.abs(a.y - b.y) < 2;
  /** @type {Array<{ x: number; y: number }>} */
  const places = [];
  for (const candidate of finderCandidates(grid)) {
    if (real.some((finder) => near(finder, candidate))) continue;
    if (!places.some((place) => near(place, candidate))) places.push(candidate);
  }
  return places.length;
}
