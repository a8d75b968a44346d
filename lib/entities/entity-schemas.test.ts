import { describe, expect, it } from "vitest";
import {
  duplicateOptions,
  entityCreate,
  entityListQuery,
  entityPatch,
  entityUpdate,
} from "@/lib/schemas/entities";
import { ZERO_UUID } from "@/lib/schemas/common";
import { assertEntityValues } from "./entity-values";

const ID = "7f0c3d4e-8a1b-4c2d-9e3f-0a1b2c3d4e5f";

describe("entityListQuery", () => {
  it("accepts single and repeated keys, splits fields at the first '=' and drops pairs without one", () => {
    const query = entityListQuery.parse({
      tags: ID,
      parentIds: [ID, ID],
      fields: ["Color=Red", "A=b=c", "broken"],
      q: "  drill ",
    });
    expect(query).toMatchObject({
      q: "drill",
      tagIds: [ID],
      parentIds: [ID],
      fields: [
        { name: "Color", value: "Red" },
        { name: "A", value: "b=c" },
      ],
    });
  });

  it("defaults: items only, no archived, name order", () => {
    expect(entityListQuery.parse({})).toMatchObject({
      isLocation: false,
      includeArchived: false,
      filterChildren: false,
      negateTags: false,
      orderBy: "name",
      page: undefined,
      pageSize: undefined,
    });
    expect(entityListQuery.parse({ orderBy: "assetId" }).orderBy).toBe("assetId");
    expect(entityListQuery.parse({ orderBy: "DROP TABLE" }).orderBy).toBe("name");
  });

  it("marks malformed values as bad requests (400), not rule violations", () => {
    for (const query of [{ tags: "x" }, { isLocation: "maybe" }, { page: "1e3" }]) {
      const result = entityListQuery.safeParse(query);
      expect(result.success).toBe(false);
      const issue = result.error!.issues[0]!;
      expect(issue.code === "custom" && issue.params?.errorCode).toBe("malformed");
    }
  });
});

describe("entity bodies", () => {
  it("treat null like absent; '' and the zero UUID clear a reference", () => {
    expect(entityUpdate.parse({ name: "a", parentId: null, description: null })).toEqual({ name: "a" });
    expect(entityPatch.parse({ parentId: "", entityTypeId: ZERO_UUID })).toEqual({
      parentId: null,
      entityTypeId: null,
    });
    expect(entityPatch.parse({ tagIds: null, quantity: null })).toEqual({});
    expect(entityCreate.parse({ name: " x ", parentId: ID })).toEqual({ name: "x", parentId: ID });
  });

  it("custom fields: id null/''/zero means new; type defaults to text; values default", () => {
    const body = entityUpdate.parse({
      name: "a",
      fields: [
        { id: ZERO_UUID, name: "F" },
        { id: "", name: "G", type: "number", numberValue: 5 },
      ],
    });
    expect(body.fields).toEqual([
      { id: null, name: "F", type: "text", textValue: "", numberValue: 0, booleanValue: false },
      { id: null, name: "G", type: "number", textValue: "", numberValue: 5, booleanValue: false },
    ]);
  });

  it("duplicate options default to copying nothing extra, with HomeBox's prefix", () => {
    expect(duplicateOptions.parse({})).toEqual({
      copyMaintenance: false,
      copyAttachments: false,
      copyCustomFields: false,
      copyPrefix: "Copy of ",
    });
    expect(duplicateOptions.parse({ copyPrefix: "Dup " }).copyPrefix).toBe("Dup ");
  });
});

describe("assertEntityValues (rules for direct domain callers)", () => {
  it("accepts values at the limits", () => {
    expect(() =>
      assertEntityValues({
        name: "x".repeat(255),
        description: "d".repeat(1000),
        quantity: 0,
        purchasePrice: 1e12,
      }),
    ).not.toThrow();
  });

  it("names the broken field", () => {
    const cases: Array<[Parameters<typeof assertEntityValues>[0], string]> = [
      [{ name: " " }, "name"],
      [{ name: "x".repeat(256) }, "name"],
      [{ description: "x".repeat(1001) }, "description"],
      [{ purchaseFrom: "x".repeat(256) }, "purchaseFrom"],
      [{ soldTo: "x".repeat(256) }, "soldTo"],
      [{ quantity: -1 }, "quantity"],
      [{ quantity: 0.5 }, "quantity"],
      [{ purchasePrice: -1 }, "purchasePrice"],
      [{ soldPrice: Number.NaN }, "soldPrice"],
      [{ soldPrice: 1e12 + 1 }, "soldPrice"],
    ];
    for (const [values, field] of cases) {
      expect(() => assertEntityValues(values)).toThrowError(
        expect.objectContaining({ code: "validation", fields: { [field]: expect.any(String) } }),
      );
    }
  });
});
