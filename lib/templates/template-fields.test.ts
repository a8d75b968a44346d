import { describe, expect, it } from "vitest";
import type { TemplateFieldIn } from "@/lib/schemas/templates";
import { fieldColumns, planFieldSync } from "./template-fields";

const field = (name: string, id: string | null = null): TemplateFieldIn => ({
  id,
  name,
  type: "text",
  textValue: "",
  numberValue: 0,
  booleanValue: false,
  timeValue: null,
});

describe("planFieldSync", () => {
  it("updates known ids, creates the rest, deletes what is missing, in the submitted order", () => {
    const plan = planFieldSync(
      ["f1", "f2", "f3"],
      [field("new"), field("second", "f2"), field("first", "f1")],
    );
    expect(plan.creates.map((entry) => [entry.position, entry.field.name])).toEqual([[0, "new"]]);
    expect(plan.updates.map((entry) => [entry.id, entry.position])).toEqual([
      ["f2", 1],
      ["f1", 2],
    ]);
    expect(plan.deleteIds).toEqual(["f3"]);
  });

  it("treats an unknown id and a repeated id as new fields", () => {
    const plan = planFieldSync(["f1"], [field("a", "f1"), field("b", "f1"), field("c", "elsewhere")]);
    expect(plan.updates.map((entry) => entry.id)).toEqual(["f1"]);
    expect(plan.creates.map((entry) => entry.field.name)).toEqual(["b", "c"]);
    expect(plan.deleteIds).toEqual([]);
  });

  it("an empty list deletes every field", () => {
    expect(planFieldSync(["f1", "f2"], [])).toEqual({ creates: [], updates: [], deleteIds: ["f1", "f2"] });
  });
});

describe("fieldColumns", () => {
  it("stores numbers as BigInt so every safe integer round-trips", () => {
    const columns = fieldColumns({ ...field("n"), type: "number", numberValue: Number.MAX_SAFE_INTEGER }, 4);
    expect(columns.numberValue).toBe(9007199254740991n);
    expect(columns.position).toBe(4);
  });
});
