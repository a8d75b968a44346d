import { describe, expect, it } from "vitest";
import { createItemRequest } from "@/lib/schemas/templates";
import { entityFromTemplate } from "./create-item";

const template = {
  defaultDescription: "cordless",
  defaultQuantity: 3,
  defaultInsured: true,
  defaultLifetimeWarranty: true,
  defaultManufacturer: "Makita",
  defaultModelNumber: "DHP482",
  defaultWarrantyDetails: "3 years",
  defaultLocationId: "loc",
  defaultTags: [{ tagId: "t1" }, { tagId: "t2" }],
  fields: [
    { name: "Voltage", type: "number", textValue: "", numberValue: 18n, booleanValue: false },
    { name: "Serviced", type: "time", textValue: "", numberValue: 0n, booleanValue: false },
  ],
};

const PARENT = "3f2b8f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
const TAG = "6f2b8f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";

describe("entityFromTemplate", () => {
  it("applies every default when the request gives only a name", () => {
    const input = entityFromTemplate(template, createItemRequest.parse({ name: " Drill " }));
    expect(input).toEqual({
      name: "Drill",
      description: "cordless",
      quantity: 3,
      insured: true,
      lifetimeWarranty: true,
      manufacturer: "Makita",
      modelNumber: "DHP482",
      warrantyDetails: "3 years",
      parentId: "loc",
      entityTypeId: null,
      tagIds: ["t1", "t2"],
      fields: [
        { name: "Voltage", type: "number", textValue: "", numberValue: 18, booleanValue: false },
        { name: "Serviced", type: "time", textValue: "", numberValue: 0, booleanValue: false },
      ],
    });
  });

  it("lets the request's values win, an empty tag list included", () => {
    const request = createItemRequest.parse({
      name: "x",
      parentId: PARENT,
      description: "",
      quantity: 0,
      tagIds: [TAG],
    });
    expect(entityFromTemplate(template, request)).toMatchObject({
      parentId: PARENT,
      description: "",
      quantity: 0,
      tagIds: [TAG],
    });
    expect(entityFromTemplate(template, createItemRequest.parse({ name: "x", tagIds: [] })).tagIds).toEqual(
      [],
    );
  });

  it("reads a null or zero parentId as 'not given': the default location applies", () => {
    for (const parentId of [null, "00000000-0000-0000-0000-000000000000", ""]) {
      expect(entityFromTemplate(template, createItemRequest.parse({ name: "x", parentId })).parentId).toBe(
        "loc",
      );
    }
  });
});
