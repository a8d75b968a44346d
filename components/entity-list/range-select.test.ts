import { describe, expect, it } from "vitest";
import { rowsInRange } from "./range-select";

const rows = ["a", "b", "c", "d", "e"].map((id) => ({ id }));
const ids = (found: Array<{ id: string }>) => found.map((row) => row.id);

describe("rowsInRange", () => {
  it("covers anchor to target both ways, both ends included", () => {
    expect(ids(rowsInRange(rows, "b", "d"))).toEqual(["b", "c", "d"]);
    expect(ids(rowsInRange(rows, "e", "a"))).toEqual(["a", "b", "c", "d", "e"]);
    expect(ids(rowsInRange(rows, "c", "c"))).toEqual(["c"]);
  });

  it("is the clicked row alone without an anchor on the page, and nothing for an unknown row", () => {
    expect(ids(rowsInRange(rows, null, "d"))).toEqual(["d"]);
    expect(ids(rowsInRange(rows, "elsewhere", "b"))).toEqual(["b"]);
    expect(ids(rowsInRange(rows, "a", "zz"))).toEqual([]);
  });
});
