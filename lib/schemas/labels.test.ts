import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { labelSheetQuery, MAX_QR_DATA_CHARS, MAX_SHEET_LABELS, qrCodeQuery } from "./labels";

describe("label schemas", () => {
  it("reads sheet ids comma-separated, repeated or both, in order", () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    expect(labelSheetQuery.parse({ ids: `${a}, ${b},,${c}`, template: "roll-62mm" }).ids).toEqual([a, b, c]);
    expect(labelSheetQuery.parse({ ids: [`${a},${b}`, c], template: "avery-5160" }).ids).toEqual([a, b, c]);
    expect(labelSheetQuery.parse({ ids: `${a},${a}`, template: "avery-l7651", skip: "3" })).toEqual({
      ids: [a, a],
      template: "avery-l7651",
      skip: 3,
    });
  });

  it("refuses bad sheet queries", () => {
    const id = randomUUID();
    for (const query of [
      { template: "roll-62mm" },
      { ids: "", template: "roll-62mm" },
      { ids: "nope", template: "roll-62mm" },
      { ids: id },
      { ids: id, template: "avery-9999" },
      { ids: id, template: "roll-62mm", skip: "-1" },
      // The schema's ceiling; the configured cap (CAIRN_LABEL_SHEET_MAX, 500) is the domain's to check.
      { ids: Array.from({ length: MAX_SHEET_LABELS + 1 }, () => id).join(","), template: "roll-62mm" },
    ]) {
      expect(labelSheetQuery.safeParse(query).success, JSON.stringify(query).slice(0, 80)).toBe(false);
    }
  });

  it("needs QR data of 1 to 4096 characters, given once", () => {
    expect(qrCodeQuery.parse({ data: "x".repeat(MAX_QR_DATA_CHARS) }).data).toHaveLength(MAX_QR_DATA_CHARS);
    for (const query of [
      {},
      { data: "" },
      { data: "x".repeat(MAX_QR_DATA_CHARS + 1) },
      { data: ["a", "b"] },
    ]) {
      expect(qrCodeQuery.safeParse(query).success).toBe(false);
    }
  });
});
