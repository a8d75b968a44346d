import { describe, expect, it } from "vitest";
import { sortByName } from "./name-order";

describe("sortByName", () => {
  it("ignores case and accents, orders numbers by value, ties by id", () => {
    const rows = ["box 10", "Zebra", "apple", "Box 2", "Äpfel", "apple"].map((name, index) => ({
      name,
      id: `id-${index}`,
    }));
    expect(sortByName(rows).map((row) => `${row.name}/${row.id}`)).toEqual([
      "Äpfel/id-4",
      "apple/id-2",
      "apple/id-5",
      "Box 2/id-3",
      "box 10/id-0",
      "Zebra/id-1",
    ]);
  });

  it("does not change its input", () => {
    const rows = [
      { name: "b", id: "1" },
      { name: "a", id: "2" },
    ];
    sortByName(rows);
    expect(rows[0]!.name).toBe("b");
  });
});
