import { describe, expect, it } from "vitest";
import { diffSnapshots, MAX_TEXT_LENGTH, truncateText } from "./diff-values";

describe("diffSnapshots", () => {
  it("lists only the fields that changed, with before and after", () => {
    const changes = diffSnapshots(
      { name: "Drill", quantity: 1, insured: false, notes: "" },
      { name: "Drill", quantity: 3, insured: true, notes: "" },
    );
    expect(changes).toEqual([
      { field: "quantity", before: 1, after: 3 },
      { field: "insured", before: false, after: true },
    ]);
  });

  it("treats a missing key as null (a custom field added or removed)", () => {
    expect(diffSnapshots({ "fields.Color": "red" }, { "fields.Size": "L" })).toEqual([
      { field: "fields.Color", before: "red", after: null },
      { field: "fields.Size", before: null, after: "L" },
    ]);
  });

  it("compares references by id and tag lists as sets", () => {
    const garage = { id: "g", name: "Garage" };
    const tags = [
      { id: "a", name: "Tools" },
      { id: "b", name: "Red" },
    ];
    expect(
      diffSnapshots(
        { parent: garage, tags },
        { parent: { id: "g", name: "Garage (renamed)" }, tags: [tags[1]!, tags[0]!] },
      ),
    ).toEqual([]);
    const kitchen = { id: "k", name: "Kitchen" };
    expect(diffSnapshots({ parent: garage, tags }, { parent: kitchen, tags: [tags[0]!] })).toEqual([
      { field: "parent", before: garage, after: kitchen },
      { field: "tags", before: tags, after: [tags[0]] },
    ]);
    expect(diffSnapshots({ parent: null }, { parent: garage })).toEqual([
      { field: "parent", before: null, after: garage },
    ]);
  });

  it("truncates long text and prefixes keys when asked", () => {
    const long = "x".repeat(500);
    const [change] = diffSnapshots({ notes: "" }, { notes: long }, "maintenance.");
    expect(change?.field).toBe("maintenance.notes");
    expect(change?.after).toHaveLength(MAX_TEXT_LENGTH);
    expect(String(change?.after).endsWith("…")).toBe(true);
    expect(truncateText("short")).toBe("short");
  });
});
