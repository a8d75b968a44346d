import { describe, expect, it } from "vitest";
import { entityCreate, entityUpdate } from "@/lib/schemas/entities";
import type { EntityOut } from "@/lib/schemas/entities";
import {
  bodyFromDraft,
  createBodyFromDraft,
  draftFromEntity,
  emptyDraft,
  newField,
  type EntityDraft,
} from "./entity-draft";

const PARENT = "0b5e7d2a-3c4f-4a6b-9d8e-1f2a3b4c5d6e";

function draft(patch: Partial<EntityDraft>): EntityDraft {
  return { ...emptyDraft, ...patch };
}

describe("the editor's draft as API bodies", () => {
  it("reads prices typed with a decimal comma, as in German or French", () => {
    const body = bodyFromDraft(draft({ name: "Drill", purchasePrice: "1.142,80", soldPrice: "12,5" }));
    expect(body).toMatchObject({ purchasePrice: 1142.8, soldPrice: 12.5 });
  });

  it("passes the API's update and create schemas when filled in", () => {
    const value = draft({
      name: "Drill",
      quantity: "2",
      parent: { id: PARENT, name: "Garage" },
      purchasePrice: "12.5",
      purchaseDate: "2024-03-01",
      fields: [
        { ...newField("Voltage", "230") },
        { ...newField("Watts"), type: "number", numberValue: "600" },
        { ...newField("Cordless"), type: "boolean", booleanValue: true },
        { ...newField("Serviced"), type: "time", textValue: "2025-01-02" },
      ],
    });
    const update = entityUpdate.parse(bodyFromDraft(value));
    expect(update).toMatchObject({ name: "Drill", quantity: 2, parentId: PARENT, purchasePrice: 12.5 });
    expect(update.fields?.map((field) => [field.name, field.type])).toEqual([
      ["Voltage", "text"],
      ["Watts", "number"],
      ["Cordless", "boolean"],
      ["Serviced", "time"],
    ]);
    expect(update.fields?.[1]?.numberValue).toBe(600);
    expect(update.fields?.[3]?.textValue).toBe("2025-01-02");
    expect(entityCreate.parse(createBodyFromDraft(value))).toMatchObject({ name: "Drill", parentId: PARENT });
  });

  it("reports problems under the keys the API uses", () => {
    const result = entityUpdate.safeParse(
      bodyFromDraft(
        draft({
          name: " ",
          quantity: "1.5",
          purchasePrice: "abc",
          fields: [{ ...newField(""), type: "number", numberValue: "x" }],
        }),
      ),
    );
    const keys = result.error?.issues.map((issue) => issue.path.join("."));
    expect(keys).toEqual(
      expect.arrayContaining(["name", "quantity", "purchasePrice", "fields.0.name", "fields.0.numberValue"]),
    );
  });

  it("sends empty inputs as cleared values", () => {
    const update = entityUpdate.parse(bodyFromDraft(draft({ name: "Box", quantity: "", purchaseDate: "" })));
    expect(update.quantity).toBeUndefined();
    expect(update.purchaseDate).toBeNull();
    expect(update.parentId).toBeNull();
  });

  // The draft is built from the field list (lib/entities/value-fields.ts): these pin what the
  // hand-written draft held before.
  it("starts a new entity empty, with a quantity of 1", () => {
    expect(emptyDraft).toEqual({
      name: "",
      description: "",
      quantity: "1",
      parent: null,
      entityTypeId: "",
      tagIds: [],
      archived: false,
      insured: false,
      serialNumber: "",
      modelNumber: "",
      manufacturer: "",
      notes: "",
      lifetimeWarranty: false,
      warrantyExpires: "",
      warrantyDetails: "",
      purchaseDate: "",
      purchaseFrom: "",
      purchasePrice: "",
      soldDate: "",
      soldTo: "",
      soldPrice: "",
      soldNotes: "",
      syncChildEntityLocations: false,
      minQuantity: "",
      unit: "",
      fields: [],
    });
  });

  it("shows an entity's values as typed inputs and sends them back unchanged", () => {
    const entity = {
      id: "e1",
      name: "Drill",
      description: "Cordless",
      quantity: 3,
      archived: false,
      insured: true,
      serialNumber: "S1",
      modelNumber: "M1",
      manufacturer: "Bosch",
      notes: "n",
      lifetimeWarranty: true,
      warrantyExpires: "2026-03-04T00:00:00Z",
      warrantyDetails: "2 years",
      purchaseDate: "2024-01-02",
      purchaseFrom: "Shop",
      purchasePrice: 12.5,
      soldDate: "",
      soldTo: "",
      soldPrice: 0,
      soldNotes: "",
      syncChildEntityLocations: true,
      minQuantity: 4,
      unit: "rolls",
      parent: { id: PARENT, name: "Garage" },
      entityType: { id: "t1" },
      tags: [{ id: "g1" }],
      fields: [],
    } as unknown as EntityOut;
    const value = draftFromEntity(entity);
    expect(value).toMatchObject({
      quantity: "3",
      insured: true,
      warrantyExpires: "2026-03-04",
      warrantyDetails: "2 years",
      purchasePrice: "12.5",
      soldPrice: "",
      soldDate: "",
      syncChildEntityLocations: true,
      minQuantity: "4",
      unit: "rolls",
      parent: { id: PARENT, name: "Garage" },
      entityTypeId: "t1",
      tagIds: ["g1"],
    });
    expect(bodyFromDraft(value)).toEqual({
      name: "Drill",
      description: "Cordless",
      quantity: 3,
      parentId: PARENT,
      entityTypeId: "t1",
      tagIds: ["g1"],
      archived: false,
      insured: true,
      serialNumber: "S1",
      modelNumber: "M1",
      manufacturer: "Bosch",
      notes: "n",
      lifetimeWarranty: true,
      warrantyExpires: "2026-03-04",
      warrantyDetails: "2 years",
      purchaseDate: "2024-01-02",
      purchaseFrom: "Shop",
      purchasePrice: 12.5,
      soldDate: "",
      soldTo: "",
      soldPrice: undefined,
      soldNotes: "",
      syncChildEntityLocations: true,
      minQuantity: 4,
      unit: "rolls",
      fields: [],
    });
    // A PUT keeps Cairn's own fields when absent, so an emptied minimum is sent as 0 (none).
    expect(bodyFromDraft({ ...value, minQuantity: " " }).minQuantity).toBe(0);
  });
});
