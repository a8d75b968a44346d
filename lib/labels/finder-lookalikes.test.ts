import { describe, expect, it } from "vitest";
import { finderLookalikes, finderProportions } from "./finder-lookalikes.mjs";
import { qrMatrix } from "./qr-matrix.mjs";

/** A light grid of `size` with a finder-like 5 × 5 cross (1:1:3:1:1 both ways) centred at (cx, cy). */
function gridWithCross(size: number, cx: number, cy: number) {
  const dark = new Set<string>();
  for (const [offset, isDark] of [
    [-3, true],
    [-2, false],
    [-1, true],
    [0, true],
    [1, true],
    [2, false],
    [3, true],
  ] as const) {
    if (!isDark) continue;
    dark.add(`${cx + offset},${cy}`);
    dark.add(`${cx},${cy + offset}`);
  }
  return { size, isDark: (x: number, y: number) => dark.has(`${x},${y}`) };
}

describe("finder look-alikes", () => {
  it("judges proportions as ZXing does: within half a module of 1:1:3:1:1", () => {
    expect(finderProportions([1, 1, 3, 1, 1])).toBe(true);
    expect(finderProportions([1, 1, 2, 1, 1])).toBe(true);
    expect(finderProportions([2, 2, 6, 2, 2])).toBe(true);
    expect(finderProportions([1, 1, 1, 1, 1])).toBe(false);
    expect(finderProportions([2, 1, 3, 1, 1])).toBe(false);
  });

  it("finds a cross in the data, but not one where a real finder sits", () => {
    expect(finderLookalikes(gridWithCross(41, 20, 20))).toBe(1);
    expect(finderLookalikes(gridWithCross(41, 3, 3))).toBe(0);
  });

  it("leaves none in the codes Cairn draws", () => {
    for (let n = 0; n < 50; n++) {
      const matrix = qrMatrix(`https://host-${n}.example:${7000 + n}/entities/${crypto.randomUUID()}`);
      expect(
        finderLookalikes({ size: matrix.size, isDark: (x, y) => matrix.dark[y * matrix.size + x] === 1 }),
      ).toBe(0);
    }
  });
});
