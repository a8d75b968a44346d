import { describe, expect, it } from "vitest";
import { nameSizeRange, pagesOf, printCss, screenScale } from "./print-layout";
import { SHEET_TEMPLATES } from "./sheet-templates";

describe("print view layout", () => {
  it("puts one roll label on a page and a sheet's worth on a sheet", () => {
    const labels = Array.from({ length: 70 }, (_, index) => index);
    expect(pagesOf(labels, SHEET_TEMPLATES["brother-29mm"])).toHaveLength(70);
    const sheets = pagesOf(labels, SHEET_TEMPLATES["avery-l7651"]);
    expect(sheets.map((page) => page.length)).toEqual([65, 5]);
    expect(pagesOf([], SHEET_TEMPLATES["avery-l7651"])).toEqual([]);
  });

  it("makes the page the roll label, with no margin, and prints at 1:1", () => {
    const css = printCss(SHEET_TEMPLATES["brother-29mm"], 1.4);
    expect(css).toContain("@page { size: 50mm 29mm; margin: 0; }");
    expect(css).toContain(".label-sheet { --u: 1.4mm; }");
    expect(css).toMatch(/@media print \{[^]*\.label-sheet \{ --u: 1mm; \}/);
    expect(css).not.toContain("grid-template-columns");
  });

  it("lays a sheet's labels on its grid", () => {
    const css = printCss(SHEET_TEMPLATES["avery-l7651"], 1.8);
    expect(css).toContain("@page { size: 210mm 297mm; margin: 0; }");
    expect(css).toContain("grid-template-columns: repeat(5, 38.1mm)");
    expect(css).toContain("column-gap: 2.5mm");
    expect(css).toContain("padding: 10.7mm 0 0 4.75mm");
  });

  it("draws small labels larger on screen, never smaller than printed", () => {
    expect(screenScale(SHEET_TEMPLATES["brother-12mm"])).toBeCloseTo(1.75);
    expect(screenScale(SHEET_TEMPLATES["dymo-99012"])).toBe(1);
  });

  it("keeps a tape label's name within its height", () => {
    const { min, max } = nameSizeRange(SHEET_TEMPLATES["brother-12mm"]);
    expect(max).toBeLessThan(12 / 4);
    expect(min).toBeLessThan(max);
  });
});
