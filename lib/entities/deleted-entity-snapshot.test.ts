import { describe, expect, it } from "vitest";
import {
  parseSnapshot,
  serializeSnapshot,
  snapshotFiles,
  type DeletedEntitySnapshot,
} from "./deleted-entity-snapshot";

const at = new Date("2024-05-06T07:08:09.123Z");

function snapshot(): DeletedEntitySnapshot {
  return {
    entity: {
      id: "e1",
      groupId: "g1",
      entityTypeId: null,
      parentId: "p1",
      name: "Drill",
      description: "",
      importRef: null,
      assetId: 12,
      archived: false,
      quantity: 1,
      insured: false,
      notes: "",
      serialNumber: "",
      modelNumber: "",
      manufacturer: "",
      lifetimeWarranty: false,
      warrantyExpires: null,
      warrantyDetails: "",
      purchaseDate: at,
      purchaseFrom: "",
      // Beyond Number.MAX_SAFE_INTEGER: must not pass through a JS number.
      purchasePrice: 9_007_199_254_740_993n,
      soldDate: null,
      soldTo: "",
      soldPrice: 0n,
      soldNotes: "",
      syncChildEntityLocations: false,
      createdAt: at,
      updatedAt: at,
      minQuantity: 2,
      unit: "rolls",
      lowStockNotifiedAt: at,
    },
    fields: [],
    tagIds: ["t1"],
    maintenance: [],
    attachments: [
      {
        id: "a1",
        groupId: "g1",
        entityId: "e1",
        type: "photo",
        title: "front",
        mimeType: "image/png",
        path: "g1/abc",
        size: 42n,
        contentHash: "abc",
        primary: true,
        thumbnailId: null,
        position: 0,
        createdAt: at,
        updatedAt: at,
      },
    ],
    childIds: ["c1"],
    contentsMovedTo: null,
    templateIds: [],
  };
}

describe("deleted entity snapshot", () => {
  it("round-trips BigInt and Date values exactly", () => {
    const parsed = parseSnapshot(serializeSnapshot(snapshot()));
    expect(parsed).toEqual(snapshot());
    expect(parsed.entity.purchasePrice).toBe(9_007_199_254_740_993n);
    expect(parsed.entity.createdAt).toBeInstanceOf(Date);
    expect(parsed.entity.createdAt.getTime()).toBe(at.getTime());
    expect(parsed.attachments[0]!.size).toBe(42n);
  });

  it("leaves user text that looks like a tag alone", () => {
    const value = snapshot();
    value.entity.notes = '{"$date":"2020-01-01T00:00:00.000Z"}';
    expect(parseSnapshot(serializeSnapshot(value)).entity.notes).toBe(value.entity.notes);
  });

  it("lists the stored files as releaseFiles takes them", () => {
    expect(snapshotFiles(snapshot())).toEqual([{ path: "g1/abc", mimeType: "image/png" }]);
  });
});
