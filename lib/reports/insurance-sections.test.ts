import { describe, expect, it } from "vitest";
import {
  containerPath,
  groupSections,
  replacementValue,
  type ContainerName,
  type ReportRow,
} from "./insurance-sections";

const row = (id: string, parentId: string | null, price: bigint, quantity = 1, name = id): ReportRow => ({
  id,
  name,
  parentId,
  manufacturer: "",
  modelNumber: "",
  serialNumber: "",
  purchaseDate: null,
  purchasePrice: price,
  quantity,
  photoKey: null,
  documents: [],
});

const containers = new Map<string, ContainerName>(
  [
    { id: "house", parentId: null, name: "House" },
    { id: "kitchen", parentId: "house", name: "Kitchen" },
    { id: "attic", parentId: "house", name: "Attic" },
    { id: "toolbox", parentId: "attic", name: "Toolbox" },
    { id: "loop", parentId: "loop", name: "Loop" },
  ].map((container) => [container.id, container]),
);

describe("replacementValue", () => {
  it("is price times quantity, exact beyond 2^53", () => {
    expect(replacementValue({ purchasePrice: 12_3400n, quantity: 3 })).toBe(37_0200n);
    expect(replacementValue({ purchasePrice: 9_007_199_254_740_993n, quantity: 1000 })).toBe(
      9_007_199_254_740_993_000n,
    );
  });

  it("counts nothing for no price or a zero or negative quantity", () => {
    expect(replacementValue({ purchasePrice: 0n, quantity: 5 })).toBe(0n);
    expect(replacementValue({ purchasePrice: 10n, quantity: 0 })).toBe(0n);
    expect(replacementValue({ purchasePrice: 10n, quantity: -2 })).toBe(0n);
  });
});

describe("containerPath", () => {
  it("walks from the root down and stops at a cycle or a missing parent", () => {
    expect(containerPath(containers, "toolbox")).toEqual(["House", "Attic", "Toolbox"]);
    expect(containerPath(containers, "loop")).toEqual(["Loop"]);
    expect(containerPath(containers, "gone")).toEqual([]);
    expect(containerPath(containers, null)).toEqual([]);
  });
});

describe("groupSections", () => {
  it("groups by direct container in path order, sums each section and the whole", () => {
    const result = groupSections(
      [
        row("b", "kitchen", 10_0000n, 2, "Blender"),
        row("a", "kitchen", 5_0000n, 1, "apron"),
        row("d", "toolbox", 1_5000n, 4, "Drill bits"),
        row("n", null, 7_0000n, 1, "Nowhere"),
        row("h", "house", 0n, 1, "Hall lamp"),
      ],
      containers,
      "en",
    );
    expect(result.sections.map((section) => section.path.join(" / "))).toEqual([
      "House",
      "House / Attic / Toolbox",
      "House / Kitchen",
      "",
    ]);
    const kitchen = result.sections[2]!;
    expect(kitchen.rows.map((r) => r.name)).toEqual(["apron", "Blender"]);
    expect(kitchen.total).toBe(25_0000n);
    expect(result.sections[1]!.total).toBe(6_0000n);
    expect(result.items).toBe(5);
    expect(result.total).toBe(38_0000n);
  });

  it("is empty for no rows", () => {
    expect(groupSections([], containers, "en")).toEqual({ sections: [], items: 0, total: 0n });
  });
});
