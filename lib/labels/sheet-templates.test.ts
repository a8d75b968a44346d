import { describe, expect, it } from "vitest";
import {
  labelBox,
  labelsPerPage,
  mm,
  pageCount,
  SHEET_TEMPLATES,
  type SheetTemplate,
} from "./sheet-templates";

const templates: SheetTemplate[] = Object.values(SHEET_TEMPLATES);

describe("sheet templates", () => {
  it("hold the advertised number of labels", () => {
    expect(labelsPerPage(SHEET_TEMPLATES["avery-l7651"])).toBe(65);
    expect(labelsPerPage(SHEET_TEMPLATES["avery-5160"])).toBe(30);
    expect(labelsPerPage(SHEET_TEMPLATES["roll-62mm"])).toBe(1);
    expect(pageCount(SHEET_TEMPLATES["avery-l7651"], 70)).toBe(2);
    expect(pageCount(SHEET_TEMPLATES["roll-62mm"], 3)).toBe(3);
  });

  it.each(templates.map((template) => [template.id, template] as const))(
    "%s: every label lies on the page, clear of its neighbours, margins balanced",
    (_id, template) => {
      const boxes = Array.from({ length: labelsPerPage(template) }, (_, index) => labelBox(template, index));
      const epsilon = 1e-6;
      for (const box of boxes) {
        expect(box.page).toBe(0);
        expect(box.x).toBeGreaterThanOrEqual(-epsilon);
        expect(box.y).toBeGreaterThanOrEqual(-epsilon);
        expect(box.x + box.width).toBeLessThanOrEqual(mm(template.pageWidth) + epsilon);
        expect(box.y + box.height).toBeLessThanOrEqual(mm(template.pageHeight) + epsilon);
      }
      for (let i = 1; i < boxes.length; i++) {
        const [a, b] = [boxes[i - 1]!, boxes[i]!];
        const sameRow = Math.abs(a.y - b.y) < epsilon;
        if (sameRow) expect(b.x).toBeGreaterThanOrEqual(a.x + a.width - epsilon);
        else expect(b.y + b.height).toBeLessThanOrEqual(a.y + epsilon);
      }
      const last = boxes[boxes.length - 1]!;
      const right = mm(template.pageWidth) - (last.x + last.width);
      const bottom = last.y;
      expect(Math.abs(right - boxes[0]!.x)).toBeLessThan(mm(0.5));
      expect(Math.abs(bottom - (mm(template.pageHeight) - boxes[0]!.y - boxes[0]!.height))).toBeLessThan(
        mm(0.5),
      );
    },
  );

  it("starts the next page after a full one, at the top-left slot", () => {
    const template = SHEET_TEMPLATES["avery-l7651"];
    expect(labelBox(template, 65)).toEqual({ ...labelBox(template, 0), page: 1 });
    expect(labelBox(template, 5).x).toBeCloseTo(labelBox(template, 0).x);
    expect(labelBox(template, 5).y).toBeLessThan(labelBox(template, 0).y);
  });
});
