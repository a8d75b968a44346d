import { describe, expect, it } from "vitest";
import { importSummary } from "./import-summary";

describe("the CSV import's summary", () => {
  it("counts in words, naming new locations only when there are some", () => {
    expect(importSummary({ created: 2, updated: 1, skipped: 1, locationsCreated: 3 })).toBe(
      "2 items created, 1 updated, 1 row skipped (3 new locations)",
    );
    expect(importSummary({ created: 1, updated: 0, skipped: 0, locationsCreated: 0 })).toBe(
      "1 item created, 0 updated, 0 rows skipped",
    );
  });
});
