import { describe, expect, it } from "vitest";
import { ZERO_UUID } from "@/lib/schemas/common";
import type { TagSummaryOut } from "@/lib/schemas/tags";
import { buildTagForest, subtreeIds, tagOptions } from "./tag-forest";

const tag = (id: string, parentId = ZERO_UUID): TagSummaryOut => ({
  id,
  name: id,
  parentId,
  description: "",
  color: "",
  icon: "",
  createdAt: "",
  updatedAt: "",
});

const tags = [
  tag("Garden"),
  tag("Tools"),
  tag("Power", "Tools"),
  tag("Drills", "Power"),
  tag("Orphan", "gone"),
];

describe("tag forest", () => {
  it("nests tags under their parents; a missing parent makes a root", () => {
    const forest = buildTagForest(tags);
    expect(forest.map((node) => node.tag.id)).toEqual(["Garden", "Tools", "Orphan"]);
    expect(forest[1]!.children[0]!.children[0]!.tag.id).toBe("Drills");
  });

  it("finds a tag's whole subtree", () => {
    expect([...subtreeIds("Tools", tags)].sort()).toEqual(["Drills", "Power", "Tools"]);
    expect([...subtreeIds("Garden", tags)]).toEqual(["Garden"]);
  });

  it("labels options with their path and leaves out the excluded", () => {
    expect(tagOptions(tags, subtreeIds("Power", tags))).toEqual([
      { id: "Garden", label: "Garden" },
      { id: "Tools", label: "Tools" },
      { id: "Orphan", label: "Orphan" },
    ]);
    expect(tagOptions(tags).find((option) => option.id === "Drills")?.label).toBe("Tools › Power › Drills");
  });
});
